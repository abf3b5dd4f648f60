import { createMiddleware } from 'hono/factory';
import { loadUserAccess } from './access';
import type { AppDeps, AppEnv, AuthContext } from './env';
import { forbidden, unauthorized } from './errors';
import { scopeAllows } from './token-scopes';
import { bearerClaims, isSessionActive } from './tokens';

/** Login, refresh, and the API's self-description (entrypoint, Hydra and OpenAPI documents, contexts). */
const PUBLIC_EXACT = ['/api/auth', '/api/token/refresh', '/api', '/api/docs', '/api/docs.jsonld', '/api/docs.json'];
const PUBLIC_PREFIXES = ['/api/project-versions', '/api/contexts'];

/** URLs containing `public` (but not `publickey`) are called without a token (spec part 1 §6). */
export function isPublicUrl(path: string): boolean {
  return path.includes('/public/') && !path.includes('publickey');
}

/** Calls that need no token: login, refresh, version check and the public URLs. */
export function isPublicApiPath(path: string): boolean {
  if (PUBLIC_EXACT.includes(path)) return true;
  if (PUBLIC_PREFIXES.some((p) => path === p || path.startsWith(`${p}/`))) return true;
  return isPublicUrl(path);
}

/** The caller's AuthContext, or 401 when the user is gone, archived or refused (kept until the next write). */
export async function loadAuthContext(deps: AppDeps, userId: number, readOnly: boolean): Promise<AuthContext> {
  const nowMs = deps.now().getTime();
  const known = deps.cache.access.get(String(userId), nowMs);
  if (known) return { ...known, readOnly };
  const generation = deps.cache.accessGeneration;
  const context = await readAuthContext(deps, userId, readOnly);
  deps.cache.access.set(String(userId), context, generation, nowMs);
  return context;
}

async function readAuthContext(deps: AppDeps, userId: number, readOnly: boolean): Promise<AuthContext> {
  const access = await loadUserAccess(deps, userId);
  if (!access || access.user.archived === 1 || access.user.login_refused === 1) throw unauthorized();
  const { user } = access;
  return {
    userId: user.id,
    structureId: user.structure_id,
    roles: [user.role],
    role: user.role,
    agencyIds: access.agencies.map((a) => a.id),
    allAgencies: access.allAgencies,
    isConfigGeneral: user.is_config_general === 1,
    adminType: user.admin_type,
    permissions: new Set(access.permissions),
    readOnly,
  };
}

/**
 * Every /api call but the public ones needs a valid bearer token of a live session; a scoped token
 * (the status widget's) is refused anywhere but its scope's reads, before any handler runs.
 */
export const requireAuth = createMiddleware<AppEnv>(async (c, next) => {
  if (isPublicApiPath(c.req.path)) return next();
  const deps = c.get('deps');
  const claims = await bearerClaims(deps, c.req.header('authorization'));
  if (!(await isSessionActive(deps, claims.sessionId))) throw unauthorized('Session expirée, veuillez vous reconnecter.');
  const readOnly = claims.scope !== null;
  if (claims.scope !== null && !scopeAllows(claims.scope, c.req.method, c.req.path)) {
    throw forbidden('Ce jeton ne donne accès qu’à l’état des connexions (ANTS et livret numérique).');
  }
  c.set('auth', await loadAuthContext(deps, claims.userId, readOnly));
  await next();
});
