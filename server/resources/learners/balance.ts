import { sql, type Kysely, type SqlBool } from 'kysely';
import { BILL_STATUS } from '../../../src/shared/accounting/status';
import { groupedByIds } from '../../db/chunked';
import type { Database } from '../../db/schema';

/**
 * What remains to collect, defined once (docs/decisions.md, « Learners », what a learner owes): on each issued invoice, its
 * total TTC − the credit notes validated against it − the payments received + the refunds given back
 * (`paid_cents` is already the net of payments and refunds). Only positive balances are owed; a
 * negative one is a refund due to the customer, never netted against another invoice's debt. A
 * learner owes the invoices made out to them (not those a funding organisation pays); the « Reste à
 * encaisser » of a scope and its « Échéances à encaisser » add up the same invoice balances.
 * Payment schedules (`learner_payment_deadlines`) plan when a learner pays; they are not a debt.
 */
export const ISSUED_INVOICE = [BILL_STATUS.unpaid, BILL_STATUS.partialPayment, BILL_STATUS.paid];

/** The balance of one invoice row of `bills` under `alias`. */
export const invoiceBalanceSql = (alias: string) =>
  sql<number>`(${sql.ref(`${alias}.total_ttc_cents`)} - ${sql.ref(`${alias}.paid_cents`)} - ${sql.ref(`${alias}.credited_cents`)})`;

/** When an invoice falls due: its due date, or its issue date when it has none. */
export const invoiceDueSql = (alias: string) => sql<string>`coalesce(${sql.ref(`${alias}.due_date`)}, ${sql.ref(`${alias}.issue_date`)})`;

/** The issued invoices of a structure that still have money to collect, as `b` (agencies restricted by `agencyIds` when given). */
export function openInvoices(db: Kysely<Database>, structureId: number, agencyIds?: readonly number[]) {
  let query = db
    .selectFrom('bills as b')
    .where('b.structure_id', '=', structureId)
    .where('b.kind', '=', 'invoice')
    .where('b.status', 'in', ISSUED_INVOICE)
    .where(sql<SqlBool>`${invoiceBalanceSql('b')} > 0`);
  if (agencyIds !== undefined) query = agencyIds.length === 0 ? query.where(sql<SqlBool>`1 = 0`) : query.where('b.agency_id', 'in', agencyIds);
  return query;
}

/** In cents: what is owed, and the part of it whose due date is before `asOf`. */
export interface Balance {
  owedCents: number;
  overdueCents: number;
}

const ZERO: Balance = { owedCents: 0, overdueCents: 0 };

/** The balance of a scope of agencies (the dashboard's « Reste à encaisser »). */
export async function scopeBalance(db: Kysely<Database>, structureId: number, agencyIds: readonly number[], asOf: string): Promise<Balance> {
  const row = await openInvoices(db, structureId, agencyIds)
    .select([
      sql<number>`coalesce(sum(${invoiceBalanceSql('b')}), 0)`.as('owed'),
      sql<number>`coalesce(sum(case when ${invoiceDueSql('b')} < ${asOf} then ${invoiceBalanceSql('b')} else 0 end), 0)`.as('overdue'),
    ])
    .executeTakeFirstOrThrow();
  return { owedCents: Number(row.owed), overdueCents: Number(row.overdue) };
}

/** What each of these learners owes (their « Reste dû »), overdue as of `asOf`; every id is in the map. */
export async function learnerBalances(db: Kysely<Database>, structureId: number, learnerIds: readonly number[], asOf: string): Promise<Map<number, Balance>> {
  const ids = [...new Set(learnerIds)];
  const grouped = await groupedByIds(
    ids,
    (chunk) =>
      openInvoices(db, structureId)
        .where('b.learner_id', 'in', chunk)
        .where('b.organization_id', 'is', null)
        .select([
          sql<number>`b.learner_id`.as('learner_id'),
          sql<number>`sum(${invoiceBalanceSql('b')})`.as('owed'),
          sql<number>`sum(case when ${invoiceDueSql('b')} < ${asOf} then ${invoiceBalanceSql('b')} else 0 end)`.as('overdue'),
        ])
        .groupBy('b.learner_id')
        .execute(),
    (row) => Number(row.learner_id),
  );
  return new Map(
    ids.map((id) => {
      const row = grouped.get(id)?.[0];
      return [id, row ? { owedCents: Number(row.owed), overdueCents: Number(row.overdue) } : ZERO];
    }),
  );
}
