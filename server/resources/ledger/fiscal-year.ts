import type { Kysely } from 'kysely';
import { fiscalYearItemSchema, fiscalYearSchema, type FiscalYearInput } from '../../../src/modules/billing/schema';
import type { FiscalYear } from '../../../src/modules/billing/types';
import type { FiscalYearSetting } from '../../../src/shared/accounting/fiscal-year';
import type { JsonLd } from '../../../src/shared/api/hydra';
import type { AppDeps } from '../../core/env';
import { API_PREFIX, jsonLd } from '../../core/hydra';
import { itemRoute } from '../../core/routes/declare';
import type { RouteDeclaration } from '../../core/routes/types';
import type { Database } from '../../db/schema';

/** The structure's setting, null while it has none (civil years). */
export async function fiscalYearSetting(db: Kysely<Database>, structureId: number): Promise<FiscalYearSetting | null> {
  const row = await db.selectFrom('structures').select(['fiscal_first_start', 'fiscal_first_end']).where('id', '=', structureId).executeTakeFirst();
  return row?.fiscal_first_start && row.fiscal_first_end ? { firstStart: row.fiscal_first_start, firstEnd: row.fiscal_first_end } : null;
}

const FISCAL_YEAR_PATH = '/billing/fiscal-year';

async function fiscalYearItem(deps: AppDeps, structureId: number): Promise<JsonLd<FiscalYear>> {
  const setting = await fiscalYearSetting(deps.db, structureId);
  return jsonLd<FiscalYear>('FiscalYear', `${API_PREFIX}${FISCAL_YEAR_PATH}`, { firstStart: setting?.firstStart ?? null, firstEnd: setting?.firstEnd ?? null });
}

/** The structure's fiscal years (one setting per structure: a FEC covers one company). */
export const FISCAL_YEAR_ROUTES: readonly RouteDeclaration[] = [
  itemRoute<undefined, FiscalYear>({
    method: 'GET',
    path: FISCAL_YEAR_PATH,
    access: 'authenticated',
    hydraClass: 'FiscalYear',
    summary: 'The first fiscal year kept in Volant (`firstStart`, `firstEnd`; null: civil years), which the FEC is cut by.',
    output: fiscalYearItemSchema,
    handle: ({ deps, auth }) => fiscalYearItem(deps, auth.structureId),
  }),

  itemRoute<FiscalYearInput, FiscalYear>({
    method: 'PATCH',
    path: FISCAL_YEAR_PATH,
    access: ['isConfigBilling', 'isConfigAccount'],
    hydraClass: 'FiscalYear',
    summary: 'Sets the first fiscal year kept in Volant (up to 24 months; both null: civil years).',
    input: fiscalYearSchema,
    output: fiscalYearItemSchema,
    async handle({ deps, auth, body }) {
      await deps.db.updateTable('structures').set({ fiscal_first_start: body.firstStart, fiscal_first_end: body.firstEnd }).where('id', '=', auth.structureId).execute();
      return fiscalYearItem(deps, auth.structureId);
    },
  }),
];
