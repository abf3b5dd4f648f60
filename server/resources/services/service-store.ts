import type { Kysely, Transaction } from 'kysely';
import type { Service } from '../../../src/shared/references/types';
import type { AppDeps, AuthContext } from '../../core/env';
import { invalidField } from '../../core/errors';
import { iri, jsonLd } from '../../core/hydra';
import type { ListSpec } from '../../core/list-query';
import { found, inCallerAgencies } from '../../core/scope';
import type { Database } from '../../db/schema';
import { unitHtOfTtcCents } from '../../../src/shared/accounting/totals';
import type { RowOf } from '../../db/rows';

/** The VAT rate of a service must be one of its agency's; answers the rate (hundredths of a percent). */
export async function assertTva(db: Kysely<Database> | Transaction<Database>, agencyId: number, tvaId: number): Promise<number> {
  const tva = await db.selectFrom('tvas').select('rate_bp').where('id', '=', tvaId).where('agency_id', '=', agencyId).executeTakeFirst();
  if (!tva) throw invalidField('tva', 'Taux de TVA inconnu pour cette agence.');
  return tva.rate_bp;
}

/** The stored prices: a TTC price prevails and its HT is derived at the rate; an HT price alone clears the TTC one. */
export function prices(unitPriceHt: number | undefined, unitPriceTtc: number | null | undefined, rateBp: number) {
  if (unitPriceTtc !== null && unitPriceTtc !== undefined) {
    const ttc = Math.round(unitPriceTtc * 100);
    return { unit_price_ttc_cents: ttc, unit_price_cents: unitHtOfTtcCents(ttc, rateBp) };
  }
  return { unit_price_ttc_cents: null, unit_price_cents: Math.round((unitPriceHt ?? 0) * 100) };
}

export async function assertNameFree(db: Kysely<Database>, agencyId: number, name: string, exceptId?: number): Promise<void> {
  let query = db.selectFrom('services').select('id').where('agency_id', '=', agencyId).where('name', '=', name);
  if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
  if (await query.executeTakeFirst()) throw invalidField('name', 'Une prestation porte déjà ce nom dans cette agence.');
}

export async function assertTraining(db: Kysely<Database>, training: number | null | undefined): Promise<void> {
  if (training === null || training === undefined) return;
  if (!(await db.selectFrom('trainings').select('id').where('id', '=', training).executeTakeFirst())) {
    throw invalidField('training', 'Catégorie de permis inconnue.');
  }
}

export function selectServices(deps: AppDeps, auth: AuthContext) {
  return deps.db
    .selectFrom('services')
    .innerJoin('tvas', 'tvas.id', 'services.tva_id')
    .select([
      'services.id',
      'services.name',
      'services.code',
      'services.unit_price_cents',
      'services.unit_price_ttc_cents',
      'services.unit',
      'services.duration_minutes',
      'services.training_id',
      'services.contract_fee',
      'services.is_active',
      'services.agency_id',
      'services.tva_id',
      'tvas.rate_bp',
    ])
    .$call(inCallerAgencies(auth, 'services'));
}

export type ServiceRow = RowOf<typeof selectServices>;

export function toService(row: ServiceRow): Service {
  return {
    id: row.id,
    name: row.name,
    code: row.code,
    unitPriceHt: row.unit_price_cents / 100,
    unitPriceTtc: row.unit_price_ttc_cents === null ? null : row.unit_price_ttc_cents / 100,
    tva: { '@id': `/api/billing/tvas/${row.tva_id}`, id: row.tva_id, rate: row.rate_bp / 100 },
    unit: row.unit,
    durationMinutes: row.duration_minutes,
    training: row.training_id === null ? null : `/api/educations/trainings/${row.training_id}`,
    contractFee: row.contract_fee,
    isActive: row.is_active === 1,
    agency: `/api/agencies/${row.agency_id}`,
  };
}

export const SERVICES_PATH = '/products/services';

export const LIST_SPEC: ListSpec = {
  defaultItemsPerPage: 10,
  maxItemsPerPage: 5000,
  order: { name: 'services.name', unitPriceHt: 'services.unit_price_cents', createdAt: 'services.created_at' },
  defaultOrder: [['services.name', 'asc']],
  search: ['services.name', 'services.code'],
  exact: {
    agency: { column: 'services.agency_id', kind: 'int' },
    isActive: { column: 'services.is_active', kind: 'bool' },
    training: { column: 'services.training_id', kind: 'int' },
  },
};

/** `/products/services/sort`: every active service at once (all-list mode), by name, then code, for the planning's pickers. */
export const SORT_SPEC: ListSpec = {
  ...LIST_SPEC,
  defaultItemsPerPage: 5000,
  order: {},
  defaultOrder: [['services.name', 'asc'], ['services.code', 'asc']],
};

export const serviceJsonLd = (row: ServiceRow) => jsonLd('Service', iri(SERVICES_PATH, row.id), toService(row));

/** One of the caller's services (404 when it is not theirs). */
export async function loadService(deps: AppDeps, auth: AuthContext, id: number): Promise<ServiceRow> {
  return found(await selectServices(deps, auth).where('services.id', '=', id).executeTakeFirst());
}
