import { sql, type Kysely, type SqlBool } from 'kysely';
import type { JsonLd } from '../../../src/shared/api/hydra';
import type { Tva } from '../../../src/modules/vat/types';
import type { AppDeps, AuthContext } from '../../core/env';
import { invalidField } from '../../core/errors';
import { iri, jsonLd } from '../../core/hydra';
import type { ListSpec } from '../../core/list-query';
import { found, withAgencyName } from '../../core/scope';
import type { Database } from '../../db/schema';
import type { RowOf } from '../../db/rows';

/** The collection path of the VAT rates under /api. */
export const TVAS_PATH = '/billing/tvas';

/** Paged (10) with agency, simplesearch and order, or `isDefault` with up to 10000. */
export const TVA_LIST: ListSpec = {
  defaultItemsPerPage: 10,
  maxItemsPerPage: 10_000,
  order: { label: 'tvas.label', rate: 'tvas.rate_bp', createdAt: 'tvas.created_at', agency: 'agencies.name', isDefault: 'tvas.is_default' },
  defaultOrder: [['agencies.name', 'asc'], ['tvas.rate_bp', 'desc']],
  search: ['tvas.label', 'tvas.legal_mention', 'agencies.name'],
  exact: { agency: { column: 'tvas.agency_id', kind: 'int' }, isDefault: { column: 'tvas.is_default', kind: 'bool' } },
};

/** The caller's VAT rates with their agency. */
export function selectTvas(deps: AppDeps, auth: AuthContext) {
  return deps.db
    .selectFrom('tvas')
    .$call(withAgencyName(auth, 'tvas'))
    .select([
      'tvas.id',
      'tvas.label',
      'tvas.rate_bp',
      'tvas.is_default',
      'tvas.legal_mention',
      'tvas.agency_id',
      'tvas.created_at',
      'agencies.is_principal as agency_is_principal',
    ]);
}

export type TvaRow = RowOf<typeof selectTvas>;

export const tvaJsonLd = (row: TvaRow): JsonLd<Tva> =>
  jsonLd('Tva', iri(TVAS_PATH, row.id), {
    id: row.id,
    label: row.label,
    rate: row.rate_bp / 100,
    isDefault: row.is_default === 1,
    legalMention: row.legal_mention,
    agency: { '@id': `/api/agencies/${row.agency_id}`, id: row.agency_id, name: row.agency_name, isPrincipal: row.agency_is_principal === 1 },
    createdAt: row.created_at,
  });

/** One of the caller's rates (404 when it is not theirs). */
export async function loadTva(deps: AppDeps, auth: AuthContext, id: number): Promise<TvaRow> {
  return found(await selectTvas(deps, auth).where(sql<SqlBool>`tvas.id = ${id}`).executeTakeFirst());
}

export const toBasisPoints = (rate: number) => Math.round(rate * 100);

/** One default rate per agency: setting one clears the others (inside the caller's transaction). */
export async function clearDefault(trx: Kysely<Database>, agencyId: number): Promise<void> {
  await trx.updateTable('tvas').set({ is_default: 0 }).where('agency_id', '=', agencyId).execute();
}

/** An agency has one rate of each value. */
export async function assertRateFree(db: Kysely<Database>, agencyId: number, rateBp: number, exceptId?: number): Promise<void> {
  let query = db.selectFrom('tvas').select('id').where('agency_id', '=', agencyId).where('rate_bp', '=', rateBp);
  if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
  if (await query.executeTakeFirst()) {
    throw invalidField('rate', 'Ce taux existe déjà pour cette agence.');
  }
}
