import { createHash } from 'node:crypto';

/** SQL texts that PostgreSQL keeps prepared on each connection, with their statement names. */
const named = new Map<string, string>();

/** Lists longer than this make a text not worth keeping prepared (each length is a text of its own). */
export const MAX_PREPARED_LIST = 32;

/**
 * Asks that `sqlText` run as a named prepared statement on PostgreSQL (server/db/pg-pool.ts): each
 * connection parses and plans it once, then only binds values. For the texts a hot route runs on
 * every request (the query templates of server/db/query-template.ts), planning their joins cost
 * PostgreSQL several times their execution. The name is derived from the text, so the texts kept
 * are bounded by the templates' shapes and a text always gets the same name on every connection.
 */
export function keepPrepared(sqlText: string): void {
  if (!named.has(sqlText)) named.set(sqlText, `volant_${createHash('sha1').update(sqlText).digest('hex').slice(0, 24)}`);
}

/** The statement name of a text kept prepared, or undefined. */
export function preparedName(sqlText: string): string | undefined {
  return named.get(sqlText);
}
