import { globalConfigSchema } from '../../../src/modules/planning-config/schema';
import type { GlobalConfig } from '../../../src/shared/references/planning';
import { notFound } from '../../core/errors';
import { jsonLd } from '../../core/hydra';
import { itemRoute } from '../../core/routes/declare';
import type { RouteDeclaration } from '../../core/routes/types';

/** `GET /global-config/agency/{id}`: the structure-wide configuration (global comment) seen from one of the caller's agencies. */
export const GLOBAL_CONFIG_ROUTES: readonly RouteDeclaration[] = [
  itemRoute<undefined, GlobalConfig>({
    method: 'GET',
    path: '/global-config/agency/{id}',
    access: 'authenticated',
    hydraClass: 'GlobalConfig',
    summary: 'Reads the structure-wide configuration (general configuration flag, global comment) from one of the caller’s agencies.',
    output: globalConfigSchema,
    async handle({ deps, auth, id }) {
      const agencyId = id();
      if (!auth.agencyIds.includes(agencyId)) throw notFound();
      const structure = await deps.db.selectFrom('structures').select('is_config_general').where('id', '=', auth.structureId).executeTakeFirstOrThrow();
      const global = await deps.db.selectFrom('planning_global_configs').select('global_comment').where('structure_id', '=', auth.structureId).executeTakeFirst();
      return jsonLd<GlobalConfig>('GlobalConfig', `/api/global-config/agency/${agencyId}`, {
        agency: agencyId,
        isConfigGeneral: structure.is_config_general === 1,
        globalComment: global?.global_comment ?? null,
      });
    },
  }),
];
