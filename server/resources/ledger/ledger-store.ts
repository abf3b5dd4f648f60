import type { Kysely, Transaction } from 'kysely';
import type { ClosurePeriod, ClosureTotals, LedgerClosure, LedgerEvent } from '../../../src/modules/ledger/types';
import { toEuros } from '../../../src/shared/accounting/totals';
import type { AppDeps, AuthContext } from '../../core/env';
import type { Database } from '../../db/schema';
import { addDays } from '../bills/model';
import { parisDate } from '../../../src/shared/i18n/paris-date';
import type { RowOf } from '../../db/rows';

// The NF525 event log and closures of the caller's structure, as the ledger's routes read them.

export function selectEvents(deps: AppDeps, auth: AuthContext) {
  return deps.db
    .selectFrom('ledger_events')
    .leftJoin('users', 'users.id', 'ledger_events.user_id')
    .selectAll('ledger_events')
    .select(['users.first_name', 'users.last_name'])
    .where('ledger_events.structure_id', '=', auth.structureId);
}

type EventRow = RowOf<typeof selectEvents>;

export const toEvent = (row: EventRow): LedgerEvent => ({
  id: row.id,
  seq: row.seq,
  eventType: row.event_type,
  documentType: row.document_type,
  documentId: row.document_id,
  documentNumber: row.document_number,
  amount: row.amount_cents === null ? null : toEuros(row.amount_cents),
  payload: JSON.parse(row.payload) as Record<string, unknown>,
  user: row.user_id === null ? null : { id: row.user_id, name: `${row.first_name ?? ''} ${row.last_name ?? ''}`.trim() },
  createdAt: row.created_at,
  previousHash: row.previous_hash,
  hash: row.hash,
  scheme: row.scheme,
  documentDigest: row.document_digest,
});

export type ClosureRow = RowOf<typeof selectClosures>;

export function selectClosures(deps: AppDeps, auth: AuthContext) {
  return deps.db.selectFrom('ledger_closures').selectAll().where('ledger_closures.structure_id', '=', auth.structureId);
}

export const toClosure = (row: ClosureRow): LedgerClosure => ({
  id: row.id,
  periodType: row.period_type as ClosurePeriod,
  periodStart: row.period_start,
  periodEnd: row.period_end,
  coveredFrom: row.covered_from ?? row.period_start,
  totals: JSON.parse(row.totals) as ClosureTotals,
  netTtc: toEuros(row.net_ttc_cents),
  cumulativeTtc: toEuros(row.cumulative_ttc_cents),
  payments: toEuros(row.payments_cents),
  cumulativePayments: toEuros(row.cumulative_payments_cents),
  eventsCount: row.events_count,
  eventSeq: row.event_seq,
  hash: row.hash,
  createdAt: row.created_at,
});

/**
 * The events recorded (Paris calendar day of `created_at`) between two days included; without a first
 * day, every event up to the last one.
 */
export async function eventsBetween(db: Kysely<Database> | Transaction<Database>, structureId: number, start: string | null, end: string) {
  let query = db
    .selectFrom('ledger_events')
    .selectAll()
    .where('structure_id', '=', structureId)
    .where('created_at', '<', `${addDays(end, 2)}T00:00:00.000Z`);
  if (start !== null) query = query.where('created_at', '>=', `${addDays(start, -1)}T00:00:00.000Z`);
  const rows = await query.orderBy('seq').execute();
  return rows.filter((row) => {
    const day = parisDate(new Date(row.created_at));
    return (start === null || day >= start) && day <= end;
  });
}
