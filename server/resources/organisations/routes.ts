import { Hono } from 'hono';
import { sql, type Kysely } from 'kysely';
import { organizationCreateSchema, organizationPatchSchema } from '../../../src/modules/organisations/schema';
import type { Organization, OrganizationType } from '../../../src/modules/organisations/types';
import { crudRoutes } from '../../core/crud';
import type { AppDeps, AppEnv, AuthContext } from '../../core/env';
import { conflict, isForeignKeyViolation, isUniqueViolation } from '../../core/errors';
import { iri, jsonLd, paginate } from '../../core/hydra';
import { assertAgency, scoped } from '../../core/scope';
import type { Database } from '../../db/schema';
import { agencyRef, fieldError, stringList } from '../learners/common';

type Db = Kysely<Database>;

const PATH = '/accountingDocs/organizations';
const TYPES_PATH = '/accountingDocs/organization-types';
/** The start of every refusal (spec part 2 §5): the front end keeps it out of the alert area. */
export const ORGANISATION_DELETE_REFUSED = 'La suppression de cet organisme n’est pas autorisée';
const NAME_TAKEN = 'Un organisme porte déjà ce nom dans cette agence.';
/** Type names carry this prefix; filters compare names without it (spec part 2 §3). */
const TYPE_PREFIX = 'C2.';

function selectOrganisations(deps: AppDeps, auth: AuthContext, typeNames: string[] = []) {
  let q = scoped(
    deps.db
      .selectFrom('organizations')
      .innerJoin('organization_types', 'organization_types.id', 'organizations.organization_type_id')
      .innerJoin('agencies', 'agencies.id', 'organizations.agency_id')
      .selectAll('organizations')
      .select(['organization_types.name as type_name', 'organization_types.label as type_label', 'agencies.name as agency_name']),
    auth,
    { structure: 'organizations.structure_id', agency: 'organizations.agency_id' },
  );
  if (typeNames.length) {
    const stripped = typeNames.map((name) => (name.startsWith(TYPE_PREFIX) ? name.slice(TYPE_PREFIX.length) : name));
    q = q.where(sql<string>`replace(organization_types.name, ${TYPE_PREFIX}, '')`, 'in', stripped);
  }
  return q;
}

type OrganisationRow = Awaited<ReturnType<ReturnType<typeof selectOrganisations>['executeTakeFirstOrThrow']>>;

const toOrganization = (row: OrganisationRow): Organization => ({
  id: row.id,
  name: row.name,
  organizationType: { '@id': iri(TYPES_PATH, row.organization_type_id), id: row.organization_type_id, name: row.type_name, label: row.type_label },
  agency: agencyRef(row.agency_id, row.agency_name),
  siret: row.siret,
  vatNumber: row.vat_number,
  email: row.email,
  phone: row.phone,
  address: row.address,
  postalCode: row.postal_code,
  city: row.city,
  contactName: row.contact_name,
  createdAt: row.created_at,
});

async function assertType(db: Db, id: number): Promise<void> {
  if (!(await db.selectFrom('organization_types').select('id').where('id', '=', id).executeTakeFirst())) {
    throw fieldError('organizationType', 'Type d’organisme inconnu.');
  }
}

async function assertNameFree(db: Db, agencyId: number, name: string, exceptId?: number): Promise<void> {
  let q = db.selectFrom('organizations').select('id').where('agency_id', '=', agencyId).where('name', '=', name);
  if (exceptId !== undefined) q = q.where('id', '!=', exceptId);
  if (await q.executeTakeFirst()) throw fieldError('name', NAME_TAKEN);
}

const LIST = {
  defaultItemsPerPage: 10,
  maxItemsPerPage: 10_000,
  order: {
    name: 'organizations.name',
    createdAt: 'organizations.created_at',
    city: 'organizations.city',
    'organizationType.name': 'organization_types.label',
    agency: 'agencies.name',
  },
  defaultOrder: [['organizations.name', 'asc']] as const,
  search: ['organizations.name', 'organizations.siret', 'organizations.city', 'organizations.email', 'organizations.contact_name', 'organization_types.label'],
  exact: { agency: { column: 'organizations.agency_id', kind: 'int' as const } },
};

const crud = crudRoutes({
  path: PATH,
  type: 'Organization',
  select: (deps, auth, query = {}) => selectOrganisations(deps, auth, stringList(query, 'organizationType.name')),
  idColumn: 'organizations.id',
  rowId: (row) => row.id,
  toItem: toOrganization,
  list: LIST,
  create: {
    schema: organizationCreateSchema,
    async insert(deps, auth, input) {
      assertAgency(auth, input.agency);
      await assertType(deps.db, input.organizationType);
      await assertNameFree(deps.db, input.agency, input.name);
      try {
        const row = await deps.db
          .insertInto('organizations')
          .values({
            structure_id: auth.structureId,
            agency_id: input.agency,
            organization_type_id: input.organizationType,
            name: input.name,
            siret: input.siret,
            vat_number: input.vatNumber,
            email: input.email,
            phone: input.phone,
            address: input.address,
            postal_code: input.postalCode,
            city: input.city,
            contact_name: input.contactName,
            created_at: deps.now().toISOString(),
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        return row.id;
      } catch (err) {
        if (isUniqueViolation(err)) throw fieldError('name', NAME_TAKEN);
        throw err;
      }
    },
  },
  update: {
    schema: organizationPatchSchema,
    async apply(deps, _auth, current, input) {
      if (input.organizationType !== undefined) await assertType(deps.db, input.organizationType);
      if (input.name !== undefined) await assertNameFree(deps.db, current.agency_id, input.name, current.id);
      await deps.db
        .updateTable('organizations')
        .set({
          ...(input.name !== undefined ? { name: input.name } : {}),
          ...(input.organizationType !== undefined ? { organization_type_id: input.organizationType } : {}),
          ...(input.siret !== undefined ? { siret: input.siret } : {}),
          ...(input.vatNumber !== undefined ? { vat_number: input.vatNumber } : {}),
          ...(input.email !== undefined ? { email: input.email } : {}),
          ...(input.phone !== undefined ? { phone: input.phone } : {}),
          ...(input.address !== undefined ? { address: input.address } : {}),
          ...(input.postalCode !== undefined ? { postal_code: input.postalCode } : {}),
          ...(input.city !== undefined ? { city: input.city } : {}),
          ...(input.contactName !== undefined ? { contact_name: input.contactName } : {}),
        })
        .where('id', '=', current.id)
        .execute();
    },
  },
  remove: {
    async apply(deps, _auth, current) {
      const financing = await deps.db.selectFrom('learner_trainings').select('id').where('financier_id', '=', current.id).executeTakeFirst();
      if (financing) throw conflict(`${ORGANISATION_DELETE_REFUSED} : il finance la formation d’apprenants.`);
      try {
        await deps.db.deleteFrom('organizations').where('id', '=', current.id).execute();
      } catch (err) {
        // Quotations, invoices and other documents of other areas refer to organisations too.
        if (isForeignKeyViolation(err)) throw conflict(`${ORGANISATION_DELETE_REFUSED} : des pièces comptables y font référence.`);
        throw err;
      }
    },
  },
});

/**
 * `/accountingDocs/organizations` (paying bodies): paged list (10, or 10000 for the full list) with
 * agency, simplesearch, `organizationType.name[]` (compared without the 'C2.' prefix) and order;
 * create, read, update and delete (refused while the organisation is referenced). Plus the types.
 */
export const organisationRoutes = new Hono<AppEnv>();

organisationRoutes.get(TYPES_PATH, async (c) => {
  const { deps } = c.var;
  return c.json(
    await paginate(deps.db.selectFrom('organization_types').selectAll(), {
      query: c.req.queries(),
      requestUrl: c.req.url,
      dialect: deps.dialect,
      idColumn: 'organization_types.id',
      spec: {
        defaultItemsPerPage: 30,
        maxItemsPerPage: 1000,
        order: { name: 'organization_types.name', label: 'organization_types.label' },
        defaultOrder: [['organization_types.label', 'asc']],
        search: ['organization_types.label', 'organization_types.name'],
      },
      toJsonLd: (row) => jsonLd<OrganizationType>('OrganizationType', iri(TYPES_PATH, row.id), { id: row.id, name: row.name, label: row.label }),
    }),
  );
});

organisationRoutes.route('/', crud);
