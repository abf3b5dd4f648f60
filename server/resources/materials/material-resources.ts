import { sql, type Kysely } from 'kysely';
import { PLANNING_CONFIGURATION } from '../../../src/shared/auth/permission-groups';
import { materialResourceCreateSchema, materialResourcePatchSchema, materialResourceSchema } from '../../../src/modules/materials/schema';
import type { MaterialResource } from '../../../src/modules/materials/types';
import type { AppDeps, AuthContext } from '../../core/env';
import { crudDeclarations } from '../../core/routes/crud';
import type { RouteDeclaration } from '../../core/routes/types';
import { inCallerStructure } from '../../core/scope';
import type { Database } from '../../db/schema';
import { conflict, invalidField } from '../../core/errors';
import { aggregateText, asText, splitPairs, UNIT } from '../planning/sql';
import { slotCountText, slotsUsing } from '../planning/slot-usage';
import type { RowOf } from '../../db/rows';

const RESOURCES_PATH = '/materials/resources';

function selectResources(deps: AppDeps, auth: AuthContext) {
  return deps.db
    .selectFrom('material_resources')
    .innerJoin('material_types', 'material_types.id', 'material_resources.type_id')
    .innerJoin('agenda_resource_types', 'agenda_resource_types.id', 'material_types.agenda_resource_type_id')
    .select((eb) => [
      'material_resources.id',
      'material_resources.name',
      'material_resources.reference',
      'material_resources.description',
      'material_resources.structure_id',
      'material_resources.created_at',
      'material_types.id as type_id',
      'material_types.name as type_name',
      'agenda_resource_types.code as art_code',
      eb
        .selectFrom('material_resource_agencies')
        .innerJoin('agencies', 'agencies.id', 'material_resource_agencies.agency_id')
        .select(aggregateText(deps.dialect, sql`${asText(sql.ref('agencies.id'))} || ${UNIT} || ${sql.ref('agencies.name')}`).as('pairs'))
        .whereRef('material_resource_agencies.resource_id', '=', 'material_resources.id')
        .as('agency_pairs'),
    ])
    .$call(inCallerStructure(auth, 'material_resources'));
}

type ResourceRow = RowOf<typeof selectResources>;

const toResource = (row: ResourceRow): MaterialResource => ({
  id: row.id,
  name: row.name,
  reference: row.reference,
  description: row.description,
  type: { '@id': `/api/materials/types/${row.type_id}`, id: row.type_id, name: row.type_name, agendaResourceTypeCode: row.art_code },
  agencies: splitPairs(row.agency_pairs).map((a) => ({ '@id': `/api/agencies/${a.id}`, ...a })),
  structure: `/api/structures/${row.structure_id}`,
  createdAt: row.created_at,
});

/** The linked agencies must belong to the caller's structure (422 otherwise, nothing saved). */
async function assertStructureAgencies(db: Kysely<Database>, auth: AuthContext, agencyIds: number[]): Promise<number[]> {
  const unique = [...new Set(agencyIds)];
  const rows = await db.selectFrom('agencies').select('id').where('structure_id', '=', auth.structureId).where('id', 'in', unique).execute();
  if (rows.length !== unique.length) throw invalidField('agencies', 'Une ressource ne peut être rattachée qu’aux agences de votre structure.');
  return unique;
}

async function assertType(db: Kysely<Database>, auth: AuthContext, typeId: number): Promise<void> {
  const type = await db.selectFrom('material_types').select('id').where('id', '=', typeId).where('structure_id', '=', auth.structureId).executeTakeFirst();
  if (!type) throw invalidField('type', 'Ce type de matériel est inconnu.');
}

async function assertResourceNameFree(db: Kysely<Database>, structureId: number, name: string, exceptId?: number): Promise<void> {
  let query = db.selectFrom('material_resources').select('id').where('structure_id', '=', structureId).where('name', '=', name);
  if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
  if (await query.executeTakeFirst()) throw invalidField('name', 'Une ressource porte déjà ce nom.');
}

/**
 * `/materials/resources`: the structure's material (10 per page, createdAt ascending by default,
 * simplesearch, agencies.structure, order), with its linked agencies. A resource is the subject of
 * an agenda in the planning (vehicle, room…).
 */
export const MATERIAL_RESOURCE_ROUTES: readonly RouteDeclaration[] = crudDeclarations({
  path: RESOURCES_PATH,
  type: 'MaterialResource',
  output: materialResourceSchema,
  access: { read: 'authenticated', write: PLANNING_CONFIGURATION },
  summaries: {
    list: 'Lists the material resources of the structure, with their agencies.',
    read: 'Reads a material resource.',
    create: 'Creates a material resource linked to agencies of the structure.',
    update: 'Updates a material resource (merge-patch; `agencies` replaces the links).',
    remove: 'Deletes a material resource no agenda and no slot uses (409 with the slot count).',
  },
  select: selectResources,
  idColumn: 'material_resources.id',
  toItem: toResource,
  list: {
    defaultItemsPerPage: 10,
    maxItemsPerPage: 50_000,
    order: { name: 'material_resources.name', createdAt: 'material_resources.created_at', reference: 'material_resources.reference', type: 'material_types.name' },
    defaultOrder: [['material_resources.created_at', 'asc']],
    search: ['material_resources.name', 'material_resources.reference', 'material_resources.description', 'material_types.name'],
    exact: {
      'agencies.structure': { column: 'material_resources.structure_id', kind: 'int' },
      type: { column: 'material_resources.type_id', kind: 'int' },
    },
  },
  create: {
    schema: materialResourceCreateSchema,
    async insert(deps, auth, input) {
      await assertType(deps.db, auth, input.type);
      const agencies = await assertStructureAgencies(deps.db, auth, input.agencies);
      await assertResourceNameFree(deps.db, auth.structureId, input.name);
      return deps.db.transaction().execute(async (trx) => {
        const row = await trx
          .insertInto('material_resources')
          .values({ structure_id: auth.structureId, type_id: input.type, name: input.name, reference: input.reference, description: input.description })
          .returning('id')
          .executeTakeFirstOrThrow();
        await trx.insertInto('material_resource_agencies').values(agencies.map((agency_id) => ({ resource_id: row.id, agency_id }))).execute();
        return row.id;
      });
    },
  },
  update: {
    schema: materialResourcePatchSchema,
    async apply(deps, auth, current, input) {
      if (input.type !== undefined) await assertType(deps.db, auth, input.type);
      const agencies = input.agencies ? await assertStructureAgencies(deps.db, auth, input.agencies) : null;
      if (input.name !== undefined) await assertResourceNameFree(deps.db, auth.structureId, input.name, current.id);
      await deps.db.transaction().execute(async (trx) => {
        await trx
          .updateTable('material_resources')
          .set({
            name: input.name ?? current.name,
            reference: input.reference === undefined ? current.reference : input.reference,
            description: input.description === undefined ? current.description : input.description,
            type_id: input.type ?? current.type_id,
          })
          .where('id', '=', current.id)
          .execute();
        if (agencies) {
          await trx.deleteFrom('material_resource_agencies').where('resource_id', '=', current.id).execute();
          await trx.insertInto('material_resource_agencies').values(agencies.map((agency_id) => ({ resource_id: current.id, agency_id }))).execute();
        }
      });
    },
  },
  remove: {
    async apply(deps, _auth, current) {
      const agenda = await deps.db.selectFrom('agendas').select('name').where('resource_id', '=', current.id).executeTakeFirst();
      if (agenda) throw conflict(`Cette ressource a l’agenda « ${agenda.name} » dans le planning : supprimez d’abord cet agenda.`);
      // Its slots would silently lose it (« set null »): refused with their count, as for activities.
      const used = await slotsUsing(deps.db, 'resource_id', current.id);
      if (used > 0) throw conflict(`La ressource « ${current.name} » est utilisée par ${slotCountText(used)} : elle ne peut pas être supprimée. Changez d’abord la ressource de ces créneaux.`);
      await deps.db.deleteFrom('material_resources').where('id', '=', current.id).execute();
    },
  },
});
