import { sql, type Kysely } from 'kysely';
import { PROBLEM_TYPES } from '../../../src/shared/api/problem-types';
import type { OrganizationCreate, OrganizationPatch } from '../../../src/modules/organisations/schema';
import type { Organization } from '../../../src/modules/organisations/types';
import type { AppDeps, AuthContext } from '../../core/env';
import { conflict, invalidField, isForeignKeyViolation, isUniqueViolation } from '../../core/errors';
import { iri } from '../../core/hydra';
import { assertAgency, withAgencyName } from '../../core/scope';
import type { Database } from '../../db/schema';
import { agencyRef } from '../learners/common';
import type { RowOf } from '../../db/rows';
import { givenColumns } from '../../core/patch';

type Db = Kysely<Database>;

export const ORGANISATIONS_PATH = '/accountingDocs/organizations';
export const ORGANISATION_TYPES_PATH = '/accountingDocs/organization-types';
/** The start of every refusal (spec part 2 §5); the screen matches its problem type. */
const DELETE_REFUSED = 'La suppression de cet organisme n’est pas autorisée';
const NAME_TAKEN = 'Un organisme porte déjà ce nom dans cette agence.';
/** Type names carry this prefix; filters compare names without it (spec part 2 §3). */
const TYPE_PREFIX = 'C2.';

export function selectOrganisations(deps: AppDeps, auth: AuthContext, typeNames: string[] = []) {
  let q = deps.db
    .selectFrom('organizations')
    .innerJoin('organization_types', 'organization_types.id', 'organizations.organization_type_id')
    .selectAll('organizations')
    .select(['organization_types.name as type_name', 'organization_types.label as type_label'])
    .$call(withAgencyName(auth, 'organizations'));
  if (typeNames.length) {
    const stripped = typeNames.map((name) => (name.startsWith(TYPE_PREFIX) ? name.slice(TYPE_PREFIX.length) : name));
    q = q.where(sql<string>`replace(organization_types.name, ${TYPE_PREFIX}, '')`, 'in', stripped);
  }
  return q;
}

export type OrganisationRow = RowOf<typeof selectOrganisations>;

export const toOrganization = (row: OrganisationRow): Organization => ({
  id: row.id,
  name: row.name,
  organizationType: { '@id': iri(ORGANISATION_TYPES_PATH, row.organization_type_id), id: row.organization_type_id, name: row.type_name, label: row.type_label },
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
    throw invalidField('organizationType', 'Type d’organisme inconnu.');
  }
}

async function assertNameFree(db: Db, agencyId: number, name: string, exceptId?: number): Promise<void> {
  let q = db.selectFrom('organizations').select('id').where('agency_id', '=', agencyId).where('name', '=', name);
  if (exceptId !== undefined) q = q.where('id', '!=', exceptId);
  if (await q.executeTakeFirst()) throw invalidField('name', NAME_TAKEN);
}

/** An organisation's columns from the fields of its payload (a creation gives them all, a merge-patch some). */
function organisationColumns<I extends OrganizationPatch>(
  input: I,
): {
  name: I['name'];
  organization_type_id: I['organizationType'];
  siret: I['siret'];
  vat_number: I['vatNumber'];
  email: I['email'];
  phone: I['phone'];
  address: I['address'];
  postal_code: I['postalCode'];
  city: I['city'];
  contact_name: I['contactName'];
} {
  return {
    name: input.name,
    organization_type_id: input.organizationType,
    siret: input.siret,
    vat_number: input.vatNumber,
    email: input.email,
    phone: input.phone,
    address: input.address,
    postal_code: input.postalCode,
    city: input.city,
    contact_name: input.contactName,
  };
}

/** Creates an organisation of one of the caller's agencies; answers its id. */
export async function insertOrganisation(deps: AppDeps, auth: AuthContext, input: OrganizationCreate): Promise<number> {
  assertAgency(auth, input.agency);
  await assertType(deps.db, input.organizationType);
  await assertNameFree(deps.db, input.agency, input.name);
  try {
    const row = await deps.db
      .insertInto('organizations')
      .values({
        structure_id: auth.structureId,
        agency_id: input.agency,
        ...organisationColumns(input),
        created_at: deps.now().toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  } catch (err) {
    if (isUniqueViolation(err)) throw invalidField('name', NAME_TAKEN);
    throw err;
  }
}

/** Applies a merge-patch (the agency does not change). */
export async function updateOrganisation(deps: AppDeps, current: OrganisationRow, input: OrganizationPatch): Promise<void> {
  if (input.organizationType !== undefined) await assertType(deps.db, input.organizationType);
  if (input.name !== undefined) await assertNameFree(deps.db, current.agency_id, input.name, current.id);
  await deps.db
    .updateTable('organizations')
    .set(givenColumns(organisationColumns(input)))
    .where('id', '=', current.id)
    .execute();
}

/** Deletes an organisation nothing refers to; a refusal carries its problem type (the screen keeps it out of the alerts). */
export async function removeOrganisation(deps: AppDeps, current: OrganisationRow): Promise<void> {
  const financing = await deps.db.selectFrom('learner_trainings').select('id').where('financier_id', '=', current.id).executeTakeFirst();
  if (financing) throw conflict(`${DELETE_REFUSED} : il finance la formation d’apprenants.`, PROBLEM_TYPES.organisationDeleteRefused);
  try {
    await deps.db.deleteFrom('organizations').where('id', '=', current.id).execute();
  } catch (err) {
    // Quotations, invoices and other documents of other areas refer to organisations too.
    if (isForeignKeyViolation(err)) throw conflict(`${DELETE_REFUSED} : des pièces comptables y font référence.`, PROBLEM_TYPES.organisationDeleteRefused);
    throw err;
  }
}
