import { Hono } from 'hono';
import type { GlobalConfig } from '../../../src/shared/references/planning';
import type { AppEnv } from '../../core/env';
import { notFound } from '../../core/errors';
import { jsonLd } from '../../core/hydra';
import { routeId } from '../../core/scope';

// Hand-wired still: its entry is in the administration table (server/core/route-permissions/administration.ts).
export const globalConfigRoutes = new Hono<AppEnv>();

/** `GET /global-config/agency/{id}`: the structure-wide configuration (global comment) seen from an agency. */
globalConfigRoutes.get('/global-config/agency/:id', async (c) => {
  const { deps, auth } = c.var;
  const agencyId = routeId(c.req.param('id'));
  if (!auth.agencyIds.includes(agencyId)) throw notFound();
  const structure = await deps.db.selectFrom('structures').select('is_config_general').where('id', '=', auth.structureId).executeTakeFirstOrThrow();
  const global = await deps.db.selectFrom('planning_global_configs').select('global_comment').where('structure_id', '=', auth.structureId).executeTakeFirst();
  const body: GlobalConfig = { agency: agencyId, isConfigGeneral: structure.is_config_general === 1, globalComment: global?.global_comment ?? null };
  return c.json(jsonLd('GlobalConfig', `/api/global-config/agency/${agencyId}`, body));
});
