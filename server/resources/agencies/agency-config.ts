import { agencyDefaultDataSchema, autoConfigCheckSchema, defaultDataAddedSchema } from '../../../src/modules/agencies/schema';
import type { AutoConfigCheck } from '../../../src/modules/agencies/types';
import type { AgencyConfig } from '../../../src/shared/references/configuration';
import { agencyConfigPatchSchema, agencyConfigSchema, type AgencyConfigPatch } from '../../../src/shared/references/configuration-schema';
import { itemRoute, jsonRoute } from '../../core/routes/declare';
import type { RouteDeclaration } from '../../core/routes/types';
import { assertOwnAgency } from '../../core/scope';
import { FRENCH_RATES } from '../vat/french-rates';
import { configOf, ensureConfigRow, missingDefaults } from './agency-store';
import { givenColumns, givenFlag } from '../../core/patch';

const CONFIGURE = ['isConfigAccount', 'isViewAgencies'] as const;

/**
 * The configuration calls of the account wizard and of the agencies screen: an agency's
 * configuration flags, and the default data (VAT rates, trainings, configuration row) a new agency
 * lacks. Only on the caller's agencies (404 otherwise).
 */
export const AGENCY_CONFIG_ROUTES: readonly RouteDeclaration[] = [
  jsonRoute<undefined, AutoConfigCheck>({
    method: 'GET',
    path: '/agency/can-added-auto-config/{agency}',
    access: 'authenticated',
    hydraClass: 'AgencyConfig',
    summary: 'Tells which default data (VAT rates, trainings, configuration) the agency lacks.',
    output: autoConfigCheckSchema,
    async handle({ deps, auth, id }) {
      const agency = id('agency');
      assertOwnAgency(auth, agency);
      const missing = await missingDefaults(deps.db, agency);
      return { agency, canBeAdded: missing.length > 0, missing };
    },
  }),

  jsonRoute<{ agencyId: number }, { agency: number; added: string[] }>({
    method: 'POST',
    path: '/agency/default-data',
    access: CONFIGURE,
    hydraClass: 'AgencyConfig',
    summary: 'Adds the default data the agency lacks: the French VAT rates, the B licence training, its configuration row.',
    input: agencyDefaultDataSchema,
    output: defaultDataAddedSchema,
    async handle({ deps, auth, body }) {
      const { agencyId } = body;
      assertOwnAgency(auth, agencyId);
      const missing = await missingDefaults(deps.db, agencyId);
      await deps.db.transaction().execute(async (trx) => {
        if (!(await trx.selectFrom('tvas').select('id').where('agency_id', '=', agencyId).executeTakeFirst())) {
          await trx.insertInto('tvas').values(FRENCH_RATES.map((rate) => ({ ...rate, structure_id: auth.structureId, agency_id: agencyId }))).execute();
        }
        if (!(await trx.selectFrom('onboarding_trainings').select('training_id').where('agency_id', '=', agencyId).executeTakeFirst())) {
          const permisB = await trx.selectFrom('trainings').select('id').where('code', '=', 'B').executeTakeFirst();
          if (permisB) await trx.insertInto('onboarding_trainings').values({ agency_id: agencyId, training_id: permisB.id }).execute();
        }
        await ensureConfigRow(trx, agencyId);
      });
      return { agency: agencyId, added: missing };
    },
  }),

  itemRoute<undefined, AgencyConfig>({
    method: 'GET',
    path: '/agency/config/{id}',
    access: 'authenticated',
    hydraClass: 'AgencyConfig',
    summary: 'Reads an agency’s configuration flags (which wizard steps are done).',
    output: agencyConfigSchema,
    async handle({ deps, auth, id }) {
      assertOwnAgency(auth, id());
      return configOf(deps, id());
    },
  }),

  itemRoute<AgencyConfigPatch, AgencyConfig>({
    method: 'PATCH',
    path: '/agency/config/{id}',
    access: CONFIGURE,
    hydraClass: 'AgencyConfig',
    summary: 'Sets an agency’s configuration flags (merge-patch).',
    input: agencyConfigPatchSchema,
    output: agencyConfigSchema,
    async handle({ deps, auth, id, body }) {
      const agency = id();
      assertOwnAgency(auth, agency);
      const set = givenColumns({
        is_account_configured: givenFlag(body.isAccountConfigured),
        is_items_configured: givenFlag(body.isItemsConfigured),
        is_billing_configured: givenFlag(body.isBillingConfigured),
        is_planning_configured: givenFlag(body.isPlanningConfigured),
        is_have_photo_solution_app: givenFlag(body.isHavePhotoSolutionApp),
        updated_at: deps.now().toISOString(),
      });
      await deps.db.transaction().execute(async (trx) => {
        await ensureConfigRow(trx, agency);
        await trx.updateTable('agency_configs').set(set).where('agency_id', '=', agency).execute();
      });
      return configOf(deps, agency);
    },
  }),
];
