import { sql } from 'kysely';
import type { AppDeps } from './env';
import { sweepDue } from './sweep';

/** A counter's window: its hits so far (counting the one just made, for a hit). */
export interface CounterHit {
  count: number;
  /** When the window ends (epoch ms): the counter starts again from 1 after it. */
  expiresAt: number;
  /** The latest hit (epoch ms). */
  lastAt: number;
}

const toHit = (row: { count: number; expires_at: number; last_at: number }): CounterHit => ({
  count: Number(row.count),
  expiresAt: Number(row.expires_at),
  lastAt: Number(row.last_at),
});

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
    .values({ bucket, window_start: now, expires_at: now + windowMs, count: 1, last_at: now })
    .onConflict((oc) =>
      oc.column('bucket').doUpdateSet({
        count: sql<number>`case when ${expired} then 1 else rate_counters.count + 1 end`,
        window_start: sql<number>`case when ${expired} then ${now} else rate_counters.window_start end`,
        expires_at: sql<number>`case when ${expired} then ${now + windowMs} else rate_counters.expires_at end`,
        last_at: now,
      }),
    )
    .returning(['count', 'expires_at', 'last_at'])
    .executeTakeFirstOrThrow();
  return toHit(row);
}

/** The counter's current window, or null when it has no hit in a live window. */
export async function peekCounter(deps: AppDeps, bucket: string): Promise<CounterHit | null> {
  const row = await deps.db
    .selectFrom('rate_counters')
    .select(['count', 'expires_at', 'last_at'])
    .where('bucket', '=', bucket)
    .where('expires_at', '>', deps.now().getTime())
    .executeTakeFirst();
  return row ? toHit(row) : null;
}

/** Forgets a counter (a proof that its hits were legitimate). */
export async function resetCounter(deps: AppDeps, bucket: string): Promise<void> {
  await deps.db.deleteFrom('rate_counters').where('bucket', '=', bucket).execute();
}
