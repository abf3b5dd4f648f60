import { sql, type Kysely } from 'kysely';
import { PLANNING_CONFIGURATION } from '../../../src/shared/auth/permission-groups';
import { materialTypeCreateSchema, materialTypePatchSchema, materialTypeSchema } from '../../../src/modules/materials/schema';
import type { MaterialType } from '../../../src/modules/materials/types';
import type { AppDeps, AuthContext } from '../../core/env';
import { crudDeclarations } from '../../core/routes/crud';
import type { RouteDeclaration } from '../../core/routes/types';
import { inCallerStructure } from '../../core/scope';
import type { Database } from '../../db/schema';
import { conflict, invalidField } from '../../core/errors';
import type { RowOf } from '../../db/rows';

const TYPES_PATH = '/materials/types';

function selectTypes(deps: AppDeps, auth: AuthContext) {
  return deps.db
    .selectFrom('material_types')
    .innerJoin('agenda_resource_types', 'agenda_resource_types.id', 'material_types.agenda_resource_type_id')
    .select((eb) => [
      'material_types.id',
      'material_types.name',
      'material_types.created_at',
      'agenda_resource_types.id as art_id',
      'agenda_resource_types.code as art_code',
      'agenda_resource_types.name as art_name',
      eb
        .selectFrom('material_resources')
        .select(sql<number>`count(*)`.as('n'))
        .whereRef('material_resources.type_id', '=', 'material_types.id')
        .as('resource_count'),
    ])
    .$call(inCallerStructure(auth, 'material_types'));
}

type TypeRow = RowOf<typeof selectTypes>;

const toType = (row: TypeRow): MaterialType => ({
  id: row.id,
  name: row.name,
  agendaResourceType: { '@id': `/api/plannings/type_agenda_resources/${row.art_id}`, id: row.art_id, code: row.art_code, name: row.art_name },
  resourceCount: Number(row.resource_count ?? 0),
  createdAt: row.created_at,
});

/** Material resources need a material kind of agenda: never the trainer one. */
async function assertResourceKind(db: Kysely<Database>, id: number): Promise<void> {
  const kind = await db.selectFrom('agenda_resource_types').select('is_resource').where('id', '=', id).executeTakeFirst();
  if (!kind || kind.is_resource !== 1) throw invalidField('agendaResourceType', 'Ce type d’agenda est inconnu ou ne concerne pas du matériel.');
}

async function assertTypeNameFree(db: Kysely<Database>, structureId: number, name: string, exceptId?: number): Promise<void> {
  let query = db.selectFrom('material_types').select('id').where('structure_id', '=', structureId).where('name', '=', name);
  if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
  if (await query.executeTakeFirst()) throw invalidField('name', 'Un type de matériel porte déjà ce nom.');
}

/** `/materials/types`: the kinds of material of the structure (10 per page, simplesearch). */
export const MATERIAL_TYPE_ROUTES: readonly RouteDeclaration[] = crudDeclarations({
  path: TYPES_PATH,
  type: 'MaterialType',
  output: materialTypeSchema,
  access: { read: 'authenticated', write: PLANNING_CONFIGURATION },
  summaries: {
    list: 'Lists the kinds of material of the structure.',
    read: 'Reads a kind of material.',
    create: 'Creates a kind of material, with the kind of agenda its resources get.',
    update: 'Updates a kind of material (merge-patch).',
    remove: 'Deletes a kind of material no resource has.',
  },
  select: selectTypes,
  idColumn: 'material_types.id',
  toItem: toType,
  list: {
    defaultItemsPerPage: 10,
    maxItemsPerPage: 5000,
    order: { name: 'material_types.name', createdAt: 'material_types.created_at', agendaResourceType: 'agenda_resource_types.name' },
    defaultOrder: [['material_types.name', 'asc']],
    search: ['material_types.name', 'agenda_resource_types.name'],
    exact: { agendaResourceType: { column: 'material_types.agenda_resource_type_id', kind: 'int' } },
  },
  create: {
    schema: materialTypeCreateSchema,
    async insert(deps, auth, input) {
      await assertResourceKind(deps.db, input.agendaResourceType);
      await assertTypeNameFree(deps.db, auth.structureId, input.name);
      const row = await deps.db
        .insertInto('material_types')
        .values({ structure_id: auth.structureId, name: input.name, agenda_resource_type_id: input.agendaResourceType })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },
  },
  update: {
    schema: materialTypePatchSchema,
    async apply(deps, auth, current, input) {
      if (input.agendaResourceType !== undefined) await assertResourceKind(deps.db, input.agendaResourceType);
      if (input.name !== undefined) await assertTypeNameFree(deps.db, auth.structureId, input.name, current.id);
      await deps.db
        .updateTable('material_types')
        .set({ name: input.name ?? current.name, agenda_resource_type_id: input.agendaResourceType ?? current.art_id })
        .where('id', '=', current.id)
        .execute();
    },
  },
  remove: {
    async apply(deps, _auth, current) {
      if (Number(current.resource_count ?? 0) > 0) {
        throw conflict(`Ce type est utilisé par ${current.resource_count} ressource(s) : supprimez-les ou changez leur type d’abord.`);
      }
      await deps.db.deleteFrom('material_types').where('id', '=', current.id).execute();
    },
  },
});
