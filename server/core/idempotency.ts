import { createHash } from 'node:crypto';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from './env';
import { problem } from './errors';
import { sweepDue } from './sweep';

/**
 * Retries without duplicates (IETF draft « The Idempotency-Key HTTP Header Field »): a POST of a
 * signed-in user may carry `Idempotency-Key: "<key>"`. The first request with a key runs and its
 * answer (status, the headers below, body) is kept for 24 hours in `idempotency_keys`, per user, so
 * every instance sees it. A retry with the same key and the same request gets that answer again
 * without running anything; the same key with another request is refused (422); a retry while the
 * first one is still running gets 409. Answers 5xx are not kept: the request may be retried.
 */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;

/** The key: an sf-string (RFC 8941) of 16 to 255 letters, digits, `-`, `_`, `.` or `:` (a UUID fits). */
const KEY = /^"([A-Za-z0-9_.:-]{16,255})"$/;

/** Calls that issue or end sessions and tokens: their answers are never stored. */
const TOKEN_CALLS = new Set(['/api/state-api/logout', '/api/state-api/client-authentication']);

const REPLAYED_HEADERS = ['content-type', 'location', 'content-disposition', 'cache-control'];

export const IDEMPOTENCY_MESSAGES = {
  malformed: 'En-tête Idempotency-Key invalide : une chaîne entre guillemets de 16 à 255 caractères (lettres, chiffres, « - », « _ », « . » ou « : »).',
  reused: 'Cette clé d’idempotence a déjà servi pour une autre requête : envoyez une nouvelle clé.',
  inFlight: 'Une requête avec cette clé d’idempotence est en cours de traitement : réessayez dans un instant.',
} as const;

/** The bytes of a multipart body with its boundary taken out: the same form sent again gets a new boundary. */
function withoutBoundary(body: Buffer, contentType: string): Buffer {
  const boundary = /boundary="?([^";]+)"?/i.exec(contentType)?.[1];
  if (!boundary) return body;
  const marker = Buffer.from(boundary);
  const parts: Buffer[] = [];
  let from = 0;
  for (let at = body.indexOf(marker, from); at !== -1; at = body.indexOf(marker, from)) {
    parts.push(body.subarray(from, at));
    from = at + marker.length;
  }
  parts.push(body.subarray(from));
  return Buffer.concat(parts);
}

/** What makes two requests « the same »: method, path and query, media type and body. */
async function fingerprintOf(c: Context<AppEnv>): Promise<string> {
  const contentType = c.req.header('content-type') ?? '';
  const mediaType = contentType.split(';')[0]!.trim().toLowerCase();
  const raw = Buffer.from(await c.req.arrayBuffer());
  const body = mediaType === 'multipart/form-data' ? withoutBoundary(raw, contentType) : raw;
  const url = new URL(c.req.url);
  return createHash('sha256').update(`${c.req.method} ${url.pathname}${url.search}\n${mediaType}\n`).update(body).digest('hex');
}

function replay(row: { status: number | null; headers: string | null; body: Uint8Array | null }): Response {
  const headers = new Headers(JSON.parse(row.headers ?? '{}') as Record<string, string>);
  const status = row.status ?? 500;
  const body = status === 204 || status === 304 || !row.body ? null : new Uint8Array(row.body);
  return new Response(body, { status, headers });
}

export const idempotency = createMiddleware<AppEnv>(async (c, next) => {
  const header = c.req.header('idempotency-key');
  const auth = c.get('auth') as AppEnv['Variables']['auth'] | undefined;
  if (c.req.method !== 'POST' || header === undefined || !auth || TOKEN_CALLS.has(c.req.path)) return next();
  const key = KEY.exec(header.trim())?.[1];
  if (!key) return problem(c, 400, IDEMPOTENCY_MESSAGES.malformed);
  const deps = c.get('deps');
  const fingerprint = await fingerprintOf(c);
  const now = deps.now().getTime();
  if (sweepDue(deps, 'idempotency_keys', now)) await deps.db.deleteFrom('idempotency_keys').where('expires_at', '<=', now).execute();
  await deps.db.deleteFrom('idempotency_keys').where('user_id', '=', auth.userId).where('key', '=', key).where('expires_at', '<=', now).execute();
  const claimed = await deps.db
    .insertInto('idempotency_keys')
    .values({ user_id: auth.userId, key, fingerprint, started_at: now, expires_at: now + IDEMPOTENCY_TTL_MS, status: null, headers: null, body: null })
    .onConflict((oc) => oc.columns(['user_id', 'key']).doNothing())
    .returning('key')
    .executeTakeFirst();
  if (!claimed) {
    const seen = await deps.db
      .selectFrom('idempotency_keys')
      .select(['fingerprint', 'status', 'headers', 'body'])
      .where('user_id', '=', auth.userId)
      .where('key', '=', key)
      .executeTakeFirst();
    if (seen && seen.fingerprint !== fingerprint) return problem(c, 422, IDEMPOTENCY_MESSAGES.reused);
    if (!seen || seen.status === null) return problem(c, 409, IDEMPOTENCY_MESSAGES.inFlight);
    return replay(seen);
  }

  const forget = () => deps.db.deleteFrom('idempotency_keys').where('user_id', '=', auth.userId).where('key', '=', key).execute();
  try {
    await next();
  } catch (error) {
    await forget();
    throw error;
  }
  const res = c.res;
  if (res.status >= 500) {
    await forget();
    return;
  }
  const headers: Record<string, string> = {};
  for (const name of REPLAYED_HEADERS) {
    const value = res.headers.get(name);
    if (value !== null) headers[name] = value;
  }
  const body = new Uint8Array(await res.clone().arrayBuffer());
  await deps.db
    .updateTable('idempotency_keys')
    .set({ status: res.status, headers: JSON.stringify(headers), body })
    .where('user_id', '=', auth.userId)
    .where('key', '=', key)
    .execute();
});
