import { createMiddleware } from 'hono/factory';
import { LEARNER_ROLE } from '../../src/shared/auth/roles';
import { loadUserAccess, type UserRow } from './access';
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
  if (user.learner_id !== null) return learnerContext(deps, user, readOnly);
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
    learnerId: null,
  };
}

/**
 * A learner's account: no permission, no agency, no staff role — only the routes declared `learner`
 * let him through, and they read his own rows. An archived learner is signed out (401) at once.
 */
async function learnerContext(deps: AppDeps, user: NonNullable<UserRow>, readOnly: boolean): Promise<AuthContext> {
  const learner = await deps.db
    .selectFrom('learners')
    .select('id')
    .where('id', '=', user.learner_id)
    .where('structure_id', '=', user.structure_id)
    .where('archived', '=', 0)
    .executeTakeFirst();
  if (!learner) throw unauthorized();
  return {
    userId: user.id,
    structureId: user.structure_id,
    roles: [LEARNER_ROLE],
    role: LEARNER_ROLE,
    agencyIds: [],
    allAgencies: false,
    isConfigGeneral: false,
    adminType: null,
    permissions: new Set(),
    readOnly,
    learnerId: learner.id,
  };
}

/** The learner API: the only paths a learner's token opens (besides the public ones). */
export const LEARNER_API_PREFIX = '/api/me';

const isLearnerPath = (path: string) => path === LEARNER_API_PREFIX || path.startsWith(`${LEARNER_API_PREFIX}/`);

const LEARNER_ONLY = 'Cet accès est réservé à l’espace élève.';

/**
 * Every /api call but the public ones needs a valid bearer token of a live session; a scoped token
 * (the status widget's) is refused anywhere but its scope's reads, and a learner's token anywhere but
 * the learner API (`/api/me/…`), before any handler runs.
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
  const auth = await loadAuthContext(deps, claims.userId, readOnly);
  // The token's role and the account must agree (a learner's token for a staff account, or the reverse, is refused).
  if (claims.learner !== (auth.learnerId !== null)) throw unauthorized();
  if (claims.learner && !isLearnerPath(c.req.path)) throw forbidden(LEARNER_ONLY);
  c.set('auth', auth);
  await next();
});
