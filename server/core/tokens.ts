import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import type { TokenPair } from '../../src/shared/session/types';
import type { AppDeps } from './env';
import { unauthorized } from './errors';
import type { AccessClaims } from './auth-context';
import { isTokenScope } from './token-scopes';

/** 'access' tokens act for the user; 'status' tokens (status widgets) read only their scope's paths. */
export const STATUS_TOKEN_TTL_SECONDS = 600;

const secretKey = (deps: AppDeps) => new TextEncoder().encode(deps.config.jwtSecret);
const seconds = (date: Date) => Math.floor(date.getTime() / 1000);
const addSeconds = (date: Date, s: number) => new Date(date.getTime() + s * 1000);
const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** End of the session whatever the refreshes: start + sessionMaxSeconds. */
function sessionEnd(deps: AppDeps, startedAt: Date): Date {
  return addSeconds(startedAt, deps.config.sessionMaxSeconds);
}

/** Signs an access (or read-only status) token that never outlives its session. */
export async function signAccessToken(
  deps: AppDeps,
  claims: AccessClaims,
  ttlSeconds: number,
  sessionStartedAt: Date,
): Promise<{ token: string; expiresAt: Date }> {
  const now = deps.now();
  const expSeconds = seconds(new Date(Math.min(addSeconds(now, ttlSeconds).getTime(), sessionEnd(deps, sessionStartedAt).getTime())));
  const token = await new SignJWT({
    sid: claims.sessionId,
    typ: claims.type,
    ...(claims.scope === null ? {} : { scope: claims.scope }),
    ...(claims.learner ? { role: LEARNER_CLAIM } : {}),
  })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(claims.userId))
    .setIssuedAt(seconds(now))
    .setExpirationTime(expSeconds)
    .sign(secretKey(deps));
  return { token, expiresAt: new Date(expSeconds * 1000) };
}

const INVALID_TOKEN = 'Jeton d’authentification invalide ou expiré.';

/** The `role` claim of a learner's token (issue 41); staff tokens carry none. */
const LEARNER_CLAIM = 'learner';

/** Verifies signature, expiry and shape; throws 401 otherwise. A verified token is remembered until it expires. */
export async function verifyAccessToken(deps: AppDeps, token: string): Promise<AccessClaims> {
  const nowMs = deps.now().getTime();
  const known = deps.cache.tokens.get(token, nowMs);
  if (known) {
    if (known.expMs <= nowMs) throw unauthorized(INVALID_TOKEN);
    return { userId: known.userId, sessionId: known.sessionId, type: known.type, scope: known.scope, learner: known.learner };
  }
  try {
    const { payload } = await jwtVerify(token, secretKey(deps), { algorithms: ['HS256'], currentDate: deps.now() });
    const userId = Number(payload.sub);
    const { sid, typ, exp, scope, role } = payload;
    // A status token without a known scope (or an access token with one) is refused: no token reads
    // more than it was issued for.
    const type = typ === 'access' && scope === undefined ? typ : typ === 'status' && isTokenScope(scope) ? typ : null;
    // A learner's token is an access token (never a status one) whose only role is the learner's.
    const learner = role === LEARNER_CLAIM && type === 'access';
    if (!Number.isInteger(userId) || typeof sid !== 'string' || type === null || exp === undefined || (role !== undefined && !learner)) {
      throw new Error('malformed claims');
    }
    const claims: AccessClaims = { userId, sessionId: sid, type, scope: isTokenScope(scope) ? scope : null, learner };
    deps.cache.tokens.set(token, { ...claims, expMs: exp * 1000 }, 0, nowMs);
    return claims;
  } catch {
    throw unauthorized(INVALID_TOKEN);
  }
}

/** The claims of the request's bearer token (401 when absent or invalid). */
export async function bearerClaims(deps: AppDeps, authorization: string | undefined): Promise<AccessClaims> {
  const match = /^Bearer\s+(\S+)$/i.exec(authorization ?? '');
  if (!match?.[1]) throw unauthorized();
  return verifyAccessToken(deps, match[1]);
}

/** True while at least one refresh token of the family is not revoked (logout revokes them all). */
export async function isSessionActive(deps: AppDeps, sessionId: string): Promise<boolean> {
  const nowMs = deps.now().getTime();
  if (deps.cache.sessions.get(sessionId, nowMs)) return true;
  const generation = deps.cache.accessGeneration;
  const row = await deps.db
    .selectFrom('refresh_tokens')
    .select('id')
    .where('family_id', '=', sessionId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  if (row === undefined) return false;
  deps.cache.sessions.set(sessionId, true, generation, nowMs);
  return true;
}

async function storeRefreshToken(
  deps: AppDeps,
  userId: number,
  sessionId: string,
  sessionStartedAt: Date,
): Promise<{ token: string; id: string }> {
  const token = randomBytes(32).toString('base64url');
  const id = hashToken(token);
  const expiresAt = Math.min(
    addSeconds(deps.now(), deps.config.refreshTokenTtlSeconds).getTime(),
    sessionEnd(deps, sessionStartedAt).getTime(),
  );
  await deps.db
    .insertInto('refresh_tokens')
    .values({
      id,
      family_id: sessionId,
      user_id: userId,
      expires_at: new Date(expiresAt).toISOString(),
      session_started_at: sessionStartedAt.toISOString(),
      created_at: deps.now().toISOString(),
    })
    .execute();
  return { token, id };
}

/** Whether the user is a learner's account (his tokens then carry the learner role). */
async function isLearnerAccount(deps: AppDeps, userId: number): Promise<boolean> {
  const row = await deps.db.selectFrom('users').select('learner_id').where('id', '=', userId).executeTakeFirst();
  return row !== undefined && row.learner_id !== null;
}

async function tokenPair(deps: AppDeps, userId: number, sessionId: string, startedAt: Date, refresh: string): Promise<TokenPair> {
  const learner = await isLearnerAccount(deps, userId);
  const access = await signAccessToken(deps, { userId, sessionId, type: 'access', scope: null, learner }, deps.config.accessTokenTtlSeconds, startedAt);
  return { token: access.token, refresh_token: refresh };
}

/** Starts a session (a new refresh-token family) for a user who just authenticated. */
export async function issueSession(deps: AppDeps, userId: number): Promise<TokenPair> {
  const sessionId = randomUUID();
  const startedAt = deps.now();
  const refresh = await storeRefreshToken(deps, userId, sessionId, startedAt);
  return tokenPair(deps, userId, sessionId, startedAt, refresh.token);
}

export async function revokeFamily(deps: AppDeps, sessionId: string): Promise<void> {
  await deps.db
    .updateTable('refresh_tokens')
    .set({ revoked_at: deps.now().toISOString() })
    .where('family_id', '=', sessionId)
    .where('revoked_at', 'is', null)
    .execute();
}

export interface RotatedSession extends TokenPair {
  userId: number;
  sessionId: string;
}

/**
 * Exchanges a refresh token for a new pair. Each refresh token works once: presenting one that was
 * already rotated or revoked (a stolen copy, or the legitimate owner after a theft) revokes the whole
 * family. Expired tokens and sessions older than sessionMaxSeconds are refused. Null means 401.
 */
export async function rotateRefreshToken(deps: AppDeps, refreshToken: string): Promise<RotatedSession | null> {
  const row = await deps.db
    .selectFrom('refresh_tokens')
    .selectAll()
    .where('id', '=', hashToken(refreshToken))
    .executeTakeFirst();
  if (!row) return null;
  const now = deps.now();
  const startedAt = new Date(row.session_started_at);
  if (row.revoked_at !== null || row.replaced_by !== null) {
    await revokeFamily(deps, row.family_id);
    return null;
  }
  if (new Date(row.expires_at) <= now || sessionEnd(deps, startedAt) <= now) {
    await revokeFamily(deps, row.family_id);
    return null;
  }
  const next = await storeRefreshToken(deps, row.user_id, row.family_id, startedAt);
  const claimed = await deps.db
    .updateTable('refresh_tokens')
    .set({ replaced_by: next.id })
    .where('id', '=', row.id)
    .where('replaced_by', 'is', null)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  if (Number(claimed.numUpdatedRows) !== 1) {
    // Another request rotated the same token concurrently: treat as reuse.
    await revokeFamily(deps, row.family_id);
    return null;
  }
  const pair = await tokenPair(deps, row.user_id, row.family_id, startedAt, next.token);
  return { ...pair, userId: row.user_id, sessionId: row.family_id };
}
