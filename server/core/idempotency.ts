import { createHash } from 'node:crypto';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { sql } from 'kysely';
import type { AppEnv } from './env';
import { RequestTransaction } from './request-transaction';
import { handleApiError, problem } from './errors';
import { sweepDue } from './sweep';

/**
 * Retries without duplicates (IETF draft « The Idempotency-Key HTTP Header Field »): a POST of a
 * signed-in user may carry `Idempotency-Key: "<key>"`. The first request with a key runs and its
 * answer (status, the headers below, body) is kept for 24 hours in `idempotency_keys`, per user, so
 * every instance sees it. A retry with the same key and the same request gets that answer again
 * without running anything; the same key with another request is refused (422); a retry while the
 * first one is still running waits for its answer. Answers 5xx are not kept: the request may be retried.
 */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;

/** The key: an sf-string (RFC 8941) of 16 to 255 letters, digits, `-`, `_`, `.` or `:` (a UUID fits). */
const KEY = /^"([A-Za-z0-9_.:-]{16,255})"$/;

/** Calls that issue or end sessions and tokens: their answers are never stored. */
const TOKEN_CALLS = new Set(['/api/state-api/logout', '/api/state-api/client-authentication']);

const REPLAYED_HEADERS = ['content-type', 'location', 'content-disposition', 'cache-control'];

/** What a retry gets when the request committed before its end and its final answer could not be kept. */
const PROVISIONAL = new TextEncoder().encode(
  JSON.stringify({ detail: 'La requête a été enregistrée ; sa réponse complète n’a pas pu être conservée.' }),
);

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

/** The key's row as a retry reads it. */
type SeenKey = { fingerprint: string; status: number | null; headers: string | null; body: Uint8Array | null };

/** The answer to a request whose key is already recorded: its answer again, or 422 for another request. */
function answerSeen(c: Context<AppEnv>, seen: SeenKey | undefined, fingerprint: string): Response {
  if (seen && seen.fingerprint !== fingerprint) return problem(c, 422, IDEMPOTENCY_MESSAGES.reused);
  // Only an instance of an earlier release commits a key before its answer (then it is running it).
  if (!seen || seen.status === null) return problem(c, 409, IDEMPOTENCY_MESSAGES.inFlight);
  return replay(seen);
}

/** The headers of an answer that are kept with it. */
function keptHeaders(res: Response): string {
  const headers: Record<string, string> = {};
  for (const name of REPLAYED_HEADERS) {
    const value = res.headers.get(name);
    if (value !== null) headers[name] = value;
  }
  return JSON.stringify(headers);
}

/**
 * The key is recorded in the request's own transaction, with everything the handler writes (its
 * nested transactions become savepoints: server/db/joined-transaction.ts), and commits with them:
 * a request that dies before its commit leaves neither its writes nor its key, so its retry runs it
 * once; one that committed left its answer, which the retry gets again. A duplicate sent meanwhile
 * waits on the key's unique index (PostgreSQL) or for the one writer (SQLite) until the first
 * commits, then gets its answer. Answers 5xx roll everything back, refusals (4xx) the handler's writes. When the connection is lost
 * during the COMMIT, the answer says the request may have been recorded: its retry with the same
 * key replays it or runs it.
 */
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
  const ofKey = { user_id: auth.userId, key };
  const keyRow = <T extends { where: (column: 'user_id' | 'key', op: '=', value: number | string) => T }>(query: T) =>
    query.where('user_id', '=', ofKey.user_id).where('key', '=', key);
  const trx = await deps.db.startTransaction().execute();
  const rollback = () => trx.rollback().execute().catch(() => undefined);
  const request = new RequestTransaction(deps, trx, (early) =>
    keyRow(early.updateTable('idempotency_keys').set({ status: 202, headers: JSON.stringify({ 'content-type': 'application/json' }), body: PROVISIONAL })).execute().then(() => undefined),
  );
  try {
    await keyRow(trx.deleteFrom('idempotency_keys')).where('expires_at', '<=', now).execute();
    const claimed = await trx
      .insertInto('idempotency_keys')
      .values({ ...ofKey, fingerprint, started_at: now, expires_at: now + IDEMPOTENCY_TTL_MS, status: null, headers: null, body: null })
      .onConflict((oc) => oc.columns(['user_id', 'key']).doNothing())
      .returning('key')
      .executeTakeFirst();
    if (!claimed) {
      const seen = await keyRow(trx.selectFrom('idempotency_keys').select(['fingerprint', 'status', 'headers', 'body'])).executeTakeFirst();
      await rollback();
      return answerSeen(c, seen, fingerprint);
    }
    c.set('deps', request.deps);
    await sql`savepoint handler`.execute(trx);
    await next();
    const res = c.res;
    const answer = { status: res.status, headers: keptHeaders(res), body: new Uint8Array(await res.clone().arrayBuffer()) };
    if (request.committedEarly) {
      // Committed already: the answer is kept whatever it is (running the request again would redo it),
      // and given even when it cannot be kept (a retry then gets the provisional one).
      await keyRow(deps.db.updateTable('idempotency_keys').set(answer))
        .execute()
        .catch(() => undefined);
      return;
    }
    if (res.status >= 500) {
      await rollback();
      return;
    }
    // A refusal changes nothing (and a statement that failed on PostgreSQL spoiled what followed it).
    if (res.status >= 400) await sql`rollback to savepoint handler`.execute(trx);
    await keyRow(trx.updateTable('idempotency_keys').set(answer)).execute();
  } catch (error) {
    if (!request.committedEarly) await rollback();
    throw error;
  } finally {
    c.set('deps', deps);
  }
  try {
    await trx.commit().execute();
  } catch (error) {
    await rollback();
    c.res = handleApiError(error instanceof Error ? error : new Error(String(error)), c);
    // The handler's answer is gone: none of its headers stay on this one.
    for (const name of ['location', 'content-disposition']) c.res.headers.delete(name);
    return;
  }
  request.committed();
});
