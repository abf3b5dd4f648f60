import { sql } from 'kysely';
import type { AppDeps } from './env';
import { sweepDue } from './sweep';

/** One hit of a counter: the hits of the current window, counting this one. */
export interface CounterHit {
  count: number;
  windowStart: number;
  /** When the window ends (epoch ms): the counter starts again from 1 after it. */
  expiresAt: number;
  /** The previous hit of this window (epoch ms), null on the first one. */
  previousAt: number | null;
}

/**
 * Counts a hit on `bucket` in a fixed window of `windowMs` that starts with the window's first hit.
 * One atomic upsert in the database (SQLite and PostgreSQL alike), so every instance over the same
 * database counts the same hits: N instances allow what one allows.
 */
export async function hitCounter(deps: AppDeps, bucket: string, windowMs: number): Promise<CounterHit> {
  const now = deps.now().getTime();
  if (sweepDue(deps, 'rate_counters', now)) await deps.db.deleteFrom('rate_counters').where('expires_at', '<=', now).execute();
  const expired = sql<boolean>`rate_counters.expires_at <= ${now}`;
  const row = await deps.db
    .insertInto('rate_counters')
    .values({ bucket, window_start: now, expires_at: now + windowMs, count: 1, last_at: now, previous_at: null })
    .onConflict((oc) =>
      oc.column('bucket').doUpdateSet({
        count: sql<number>`case when ${expired} then 1 else rate_counters.count + 1 end`,
        window_start: sql<number>`case when ${expired} then ${now} else rate_counters.window_start end`,
        expires_at: sql<number>`case when ${expired} then ${now + windowMs} else rate_counters.expires_at end`,
        previous_at: sql<number | null>`case when ${expired} then null else rate_counters.last_at end`,
        last_at: now,
      }),
    )
    .returning(['count', 'window_start', 'expires_at', 'previous_at'])
    .executeTakeFirstOrThrow();
  return { count: Number(row.count), windowStart: Number(row.window_start), expiresAt: Number(row.expires_at), previousAt: row.previous_at === null ? null : Number(row.previous_at) };
}

/** Takes one hit back (a hit counted before the outcome was known, that turned out not to count). */
export async function unhitCounter(deps: AppDeps, bucket: string): Promise<void> {
  await deps.db.updateTable('rate_counters').set({ count: sql<number>`count - 1` }).where('bucket', '=', bucket).where('count', '>', 0).execute();
}

/** Forgets a counter (a proof that its hits were legitimate). */
export async function resetCounter(deps: AppDeps, bucket: string): Promise<void> {
  await deps.db.deleteFrom('rate_counters').where('bucket', '=', bucket).execute();
}
