import type { Selectable } from 'kysely';
import type { JsonLd } from '../../../src/shared/api/hydra';
import type { AgencyConfig, StructureConfig } from '../../../src/shared/references/configuration';
import type { Agency } from '../../../src/shared/references/types';
import type { AppDeps, AuthContext } from '../../core/env';
import { iri, jsonLd } from '../../core/hydra';
import type { ListSpec } from '../../core/list-query';
import { scoped } from '../../core/scope';
import type { AgenciesTable } from '../../db/tables/core';

/** The collection path of the agencies under /api. */
export const AGENCIES_PATH = '/agencies';

export function toAgency(row: Selectable<AgenciesTable>): Agency {
  return {
    id: row.id,
    name: row.name,
    isPrincipal: row.is_principal === 1,
    structure: `/api/structure/structure/${row.structure_id}`,
    siret: row.siret,
    vatNumber: row.vat_number,
    approvalNumber: row.approval_number,
    address: row.address,
    postalCode: row.postal_code,
    city: row.city,
    phone: row.phone,
    email: row.email,
  };
}

export const agencyJsonLd = (row: Selectable<AgenciesTable>): JsonLd<Agency> => jsonLd('Agency', iri(AGENCIES_PATH, row.id), toAgency(row));

/** The agencies of the caller's structure that the caller may act on. */
export const selectAgencies = (deps: AppDeps, auth: AuthContext) =>
  scoped(deps.db.selectFrom('agencies').selectAll('agencies'), auth, { structure: 'agencies.structure_id', agency: 'agencies.id' });

/** Principal first, then by name; 30 a page; structure, isPrincipal and simplesearch. */
export const AGENCY_LIST: ListSpec = {
  defaultItemsPerPage: 30,
  maxItemsPerPage: 1000,
  order: { name: 'agencies.name', createdAt: 'agencies.created_at', id: 'agencies.id', city: 'agencies.city' },
  defaultOrder: [['agencies.is_principal', 'desc'], ['agencies.name', 'asc']],
  search: ['agencies.name', 'agencies.city'],
  exact: { structure: { column: 'agencies.structure_id', kind: 'int' }, isPrincipal: { column: 'agencies.is_principal', kind: 'bool' } },
};

/** Lower case without accents, for the agency search. */
export const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** The agency's configuration flags, as the account wizard reads them. */
export async function configOf(deps: AppDeps, agencyId: number): Promise<JsonLd<AgencyConfig>> {
  const row = await deps.db.selectFrom('agency_configs').selectAll().where('agency_id', '=', agencyId).executeTakeFirst();
  // A billing configuration saved by the billing screen counts even before its wizard step ran.
  const billing = await deps.db.selectFrom('billings').select('id').where('agency_id', '=', agencyId).executeTakeFirst();
  // Likewise a planning configuration saved by the wizard's planning step (which sets no flag) or its screen.
  const planning = await deps.db.selectFrom('planning_configs').select('id').where('agency_id', '=', agencyId).executeTakeFirst();
  return jsonLd('AgencyConfig', iri('/agency/config', agencyId), {
    agency: agencyId,
    isAccountConfigured: row?.is_account_configured === 1,
    isItemsConfigured: row?.is_items_configured === 1,
    isBillingConfigured: row?.is_billing_configured === 1 || billing !== undefined,
    isPlanningConfigured: row?.is_planning_configured === 1 || planning !== undefined,
    isHavePhotoSolutionApp: row?.is_have_photo_solution_app === 1,
  });
}

/** What `POST /agency/default-data` adds to a new agency when missing: VAT rates, trainings, configuration row. */
export async function missingDefaults(db: AppDeps['db'], agencyId: number): Promise<string[]> {
  const missing: string[] = [];
  if (!(await db.selectFrom('tvas').select('id').where('agency_id', '=', agencyId).executeTakeFirst())) missing.push('Taux de TVA');
  if (!(await db.selectFrom('onboarding_trainings').select('training_id').where('agency_id', '=', agencyId).executeTakeFirst())) missing.push('Formations proposées');
  if (!(await db.selectFrom('agency_configs').select('agency_id').where('agency_id', '=', agencyId).executeTakeFirst())) missing.push('Configuration de l’agence');
  return missing;
}

export async function ensureConfigRow(db: AppDeps['db'], agencyId: number): Promise<void> {
  await db.insertInto('agency_configs').values({ agency_id: agencyId }).onConflict((oc) => oc.column('agency_id').doNothing()).execute();
}

/** The structure and its configuration as `GET /structure/structure/{id}` answers it (shared with the partners' writes). */
export async function structureJsonLd(deps: AppDeps, id: number): Promise<JsonLd<StructureConfig>> {
  const row = await deps.db.selectFrom('structures').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  return jsonLd('Structure', iri('/structure/structure', id), {
    id: row.id,
    name: row.name,
    codeClient: row.code_client,
    isConfigGeneral: row.is_config_general === 1,
    studentsPhotoAllowed: row.students_photo_allowed === 1,
    modeANTS: row.mode_ants === 1 ? 1 : 0,
  });
}
