import type { Insertable, Kysely } from 'kysely';
import type { ApplicationSetting, RegistrationSetting } from '../../../src/modules/account-setup/types';
import type { JsonLd } from '../../../src/shared/api/hydra';
import { ONBOARDING_APPLICATIONS_PAGE_SIZE } from '../../../src/shared/constants';
import type { AppDeps, AuthContext } from '../../core/env';
import { badRequest } from '../../core/errors';
import { iri, jsonLd } from '../../core/hydra';
import { assertOwnAgency, isRowId, assertAgency } from '../../core/scope';
import type { Database } from '../../db/schema';

/** The agency a read names in its query string (`?agency=`): one of the caller's, 404 otherwise. */
export function agencyParam(auth: AuthContext, query: Record<string, string[]>, name = 'agency'): number {
  const raw = query[name]?.[0];
  if (raw === undefined || !isRowId(raw)) throw badRequest(`Le paramètre « ${name} » est obligatoire (identifiant numérique).`);
  const id = Number(raw);
  assertOwnAgency(auth, id);
  return id;
}

export const trainingRef = (row: { training_id: number; training_code: string; training_name: string }) => ({
  '@id': iri('/educations/trainings', row.training_id),
  id: row.training_id,
  code: row.training_code,
  name: row.training_name,
});

/** The `training` filter's values (`training` and `training[]`), ids only. */
export function trainingFilter(query: Record<string, string[]>): number[] {
  return [...(query.training ?? []), ...(query['training[]'] ?? [])]
    .filter((v) => v !== '')
    .map((v) => {
      if (!isRowId(v)) throw badRequest('Le filtre « training » attend un identifiant.');
      return Number(v);
    });
}

/** The application lists answer one page of at most ONBOARDING_APPLICATIONS_PAGE_SIZE. */
export function checkPageSize(query: Record<string, string[]>): void {
  const raw = query.itemsPerPage?.[0];
  if (raw !== undefined && (!/^\d{1,9}$/.test(raw) || Number(raw) > ONBOARDING_APPLICATIONS_PAGE_SIZE)) {
    throw badRequest(`Le paramètre « itemsPerPage » ne peut pas dépasser ${ONBOARDING_APPLICATIONS_PAGE_SIZE}.`);
  }
}

/** The application catalogue (every application an agency may switch on), in its display order. */
export function applicationCatalogue(deps: AppDeps) {
  return deps.db.selectFrom('onboarding_applications').selectAll().orderBy('index_order').execute();
}

/** The agency's applications (as a whole: training null, or per training), in the catalogue's order. */
export async function trainingApplications(deps: AppDeps, agency: number, trainingIds: number[]) {
  let query = deps.db
    .selectFrom('training_applications')
    .innerJoin('onboarding_applications', 'onboarding_applications.id', 'training_applications.application_id')
    .leftJoin('trainings', 'trainings.id', 'training_applications.training_id')
    .select([
      'training_applications.id',
      'training_applications.is_active',
      'training_applications.training_id',
      'onboarding_applications.id as application_id',
      'onboarding_applications.code as application_code',
      'onboarding_applications.name as application_name',
      'trainings.code as training_code',
      'trainings.name as training_name',
    ])
    .where('training_applications.agency_id', '=', agency);
  if (trainingIds.length > 0) query = query.where('training_applications.training_id', 'in', trainingIds);
  return query.orderBy('onboarding_applications.index_order').orderBy('trainings.id').execute();
}

/** The agency's student-application setting (defaults until saved). */
export async function applicationSetting(deps: AppDeps, agency: number): Promise<JsonLd<ApplicationSetting>> {
  const row = await deps.db.selectFrom('application_settings').selectAll().where('agency_id', '=', agency).executeTakeFirst();
  return jsonLd('ApplicationSetting', iri('/onboardings/application-setting', agency), {
    agency,
    welcomeMessage: row?.welcome_message ?? null,
    contactEmail: row?.contact_email ?? null,
    showPrices: (row?.show_prices ?? 1) === 1,
  });
}

/** The agency's online-registration setting (defaults until saved). */
export async function registrationSetting(deps: AppDeps, agency: number): Promise<JsonLd<RegistrationSetting>> {
  const row = await deps.db.selectFrom('registration_settings').selectAll().where('agency_id', '=', agency).executeTakeFirst();
  return jsonLd('RegistrationSetting', iri('/registrations/application-setting', agency), {
    agency,
    onlineRegistration: row?.online_registration === 1,
    requiredDocuments: row?.required_documents ?? null,
    autoValidate: row?.auto_validate === 1,
    deposit: (row?.deposit_cents ?? 0) / 100,
  });
}

/** The tables holding one settings row per agency. */
type AgencySettingTable = 'application_settings' | 'registration_settings';
type SettingColumns = Record<string, string | number | null>;

/**
 * Saves an agency's settings (merge-patch): `merge` lays the patch over the settings read now, the
 * row is written (inserted the first time), and the settings are read again for the answer.
 */
export async function patchAgencySetting<T extends AgencySettingTable, S>(
  deps: AppDeps,
  auth: AuthContext,
  agency: number,
  setting: { table: T; read: (deps: AppDeps, agency: number) => Promise<S> },
  merge: (current: S) => Omit<Insertable<Database[T]>, 'agency_id'>,
): Promise<S> {
  assertAgency(auth, agency);
  const values = merge(await setting.read(deps, agency));
  // `merge` is checked against the table's columns; Kysely cannot follow a table chosen by a type
  // parameter, hence the plain row type here.
  const columns = values as SettingColumns;
  await (deps.db as unknown as Kysely<Record<AgencySettingTable, { agency_id: number } & SettingColumns>>)
    .insertInto(setting.table as AgencySettingTable)
    .values({ agency_id: agency, ...columns })
    .onConflict((oc) => oc.column('agency_id').doUpdateSet(columns))
    .execute();
  return setting.read(deps, agency);
}
