import { sql, type Kysely, type SqlBool } from 'kysely';
import type { LearnerBalance } from '../../../src/shared/accounting/balance';
import { BILL_STATUS } from '../../../src/shared/accounting/status';
import { groupedByIds } from '../../db/chunked';
import type { Database } from '../../db/schema';

/**
 * What a learner owes, defined once (docs/decisions.md, « Accounting documents », one balance per
 * learner): the open balance of each issued invoice — its total TTC − the credit notes validated
 * against it − the payments received + the refunds given back (`paid_cents` is already payments net
 * of refunds), counted only when positive (a negative one is a refund due, never netted against
 * another debt) — plus every unpaid instalment of a payment schedule (`learner_payment_deadlines`) —
 * plus the opening balance taken over from the school's previous software (`opening_balances`,
 * « reprise de solde », due from the day it was taken over; a credit in the learner's favour is,
 * like a refund due, never netted). An amount is « échu » once its due date (an invoice's due date, or its
 * issue date without one) is today or past, « à échoir » after. The dashboards' « Reste à encaisser »
 * and « Échéances à encaisser » add up the same open amounts over a scope of agencies.
 */
export const ISSUED_INVOICE = [BILL_STATUS.unpaid, BILL_STATUS.partialPayment, BILL_STATUS.paid];

/** The balance of one invoice row of `bills` under `alias`. */
export const invoiceBalanceSql = (alias: string) =>
  sql<number>`(${sql.ref(`${alias}.total_ttc_cents`)} - ${sql.ref(`${alias}.paid_cents`)} - ${sql.ref(`${alias}.credited_cents`)})`;

/** When an invoice falls due: its due date, or its issue date when it has none. */
export const invoiceDueSql = (alias: string) => sql<string>`coalesce(${sql.ref(`${alias}.due_date`)}, ${sql.ref(`${alias}.issue_date`)})`;

const inAgencies = (agencyIds: readonly number[] | undefined, column: 'b.agency_id' | 'i.agency_id' | 'o.agency_id') =>
  agencyIds === undefined ? sql<SqlBool>`1 = 1` : agencyIds.length === 0 ? sql<SqlBool>`1 = 0` : sql<SqlBool>`${sql.ref(column)} in (${sql.join([...agencyIds])})`;

/** What an open amount is: an invoice's balance, an instalment, or an opening balance (« reprise de solde »). */
export type OpenAmountKind = 'invoice' | 'deadline' | 'opening';

/**
 * Every amount still to collect in a structure (agencies restricted by `agencyIds` when given), as
 * `d`: the issued invoices with a positive balance, the unpaid instalments of payment schedules and
 * the positive opening balances.
 * Volant links no instalment to an invoice (an invoice settles its own balance, an instalment is
 * marked paid on its own): a package both invoiced and scheduled is counted twice. This limit is
 * written in docs/decisions.md, « One balance per learner ».
 */
export function openAmounts(db: Kysely<Database>, structureId: number, agencyIds?: readonly number[]) {
  const invoices = db
    .selectFrom('bills as b')
    .where('b.structure_id', '=', structureId)
    .where('b.kind', '=', 'invoice')
    .where('b.status', 'in', ISSUED_INVOICE)
    .where(sql<SqlBool>`${invoiceBalanceSql('b')} > 0`)
    .where(inAgencies(agencyIds, 'b.agency_id'))
    .select([
      sql<OpenAmountKind>`'invoice'`.as('kind'),
      'b.id as id',
      sql<string>`'Facture ' || coalesce(b.number, '')`.as('label'),
      invoiceDueSql('b').as('due_date'),
      invoiceBalanceSql('b').as('amount_cents'),
      sql<number | null>`b.learner_id`.as('learner_id'),
      sql<number | null>`b.organization_id`.as('organization_id'),
      sql<string>`b.customer_name`.as('customer_name'),
      'b.agency_id as agency_id',
    ]);
  const instalments = db
    .selectFrom('learner_payment_deadlines as i')
    .innerJoin('learners as il', 'il.id', 'i.learner_id')
    .where('i.structure_id', '=', structureId)
    .where('i.paid_at', 'is', null)
    .where(inAgencies(agencyIds, 'i.agency_id'))
    .select([
      sql<OpenAmountKind>`'deadline'`.as('kind'),
      'i.id as id',
      sql<string>`i.label`.as('label'),
      sql<string>`i.due_date`.as('due_date'),
      sql<number>`i.amount_cents`.as('amount_cents'),
      sql<number | null>`i.learner_id`.as('learner_id'),
      sql<number | null>`null`.as('organization_id'),
      sql<string>`il.first_name || ' ' || il.last_name`.as('customer_name'),
      'i.agency_id as agency_id',
    ]);
  const openings = db
    .selectFrom('opening_balances as o')
    .innerJoin('learners as ol', 'ol.id', 'o.learner_id')
    .where('o.structure_id', '=', structureId)
    .where('o.amount_cents', '>', 0)
    .where(inAgencies(agencyIds, 'o.agency_id'))
    .select([
      sql<OpenAmountKind>`'opening'`.as('kind'),
      'o.id as id',
      sql<string>`o.label`.as('label'),
      sql<string>`o.entry_date`.as('due_date'),
      sql<number>`o.amount_cents`.as('amount_cents'),
      sql<number | null>`o.learner_id`.as('learner_id'),
      sql<number | null>`null`.as('organization_id'),
      sql<string>`ol.first_name || ' ' || ol.last_name`.as('customer_name'),
      'o.agency_id as agency_id',
    ]);
  return db.selectFrom(invoices.unionAll(instalments).unionAll(openings).as('d'));
}

/** In cents: what is owed, and the part of it fallen due up to `asOf` (« échu »). */
interface OwedCents {
  owedCents: number;
  dueCents: number;
}

/** Euros of a balance in cents (`upcoming` is what is owed and falls due after today). */
export const toLearnerBalance = (b: OwedCents): LearnerBalance => ({ owed: b.owedCents / 100, due: b.dueCents / 100, upcoming: (b.owedCents - b.dueCents) / 100 });

const dueUpToSql = (asOf: string) => sql<number>`coalesce(sum(case when d.due_date <= ${asOf} then d.amount_cents else 0 end), 0)`;

/** The balance of a scope of agencies (the dashboard's « Reste à encaisser »), and what of it is overdue (due before `asOf`). */
export async function scopeBalance(db: Kysely<Database>, structureId: number, agencyIds: readonly number[], asOf: string): Promise<{ owedCents: number; overdueCents: number }> {
  const row = await openAmounts(db, structureId, agencyIds)
    .select([
      sql<number>`coalesce(sum(d.amount_cents), 0)`.as('owed'),
      sql<number>`coalesce(sum(case when d.due_date < ${asOf} then d.amount_cents else 0 end), 0)`.as('overdue'),
    ])
    .executeTakeFirstOrThrow();
  return { owedCents: Number(row.owed), overdueCents: Number(row.overdue) };
}

/**
 * What each of these learners owes (their « Reste dû ») in the caller's agencies, échu as of `asOf`;
 * every id is in the map. A learner owes the invoices made out to them, not those a funding
 * organisation pays.
 */
export async function learnerBalances(db: Kysely<Database>, auth: { structureId: number; agencyIds: readonly number[] }, learnerIds: readonly number[], asOf: string): Promise<Map<number, LearnerBalance>> {
  const ids = [...new Set(learnerIds)];
  const grouped = await groupedByIds(
    ids,
    (chunk) =>
      openAmounts(db, auth.structureId, auth.agencyIds)
        .where('d.learner_id', 'in', chunk)
        .where('d.organization_id', 'is', null)
        .select([sql<number>`d.learner_id`.as('learner_id'), sql<number>`sum(d.amount_cents)`.as('owed'), dueUpToSql(asOf).as('due')])
        .groupBy('d.learner_id')
        .execute(),
    (row) => Number(row.learner_id),
  );
  return new Map(
    ids.map((id) => {
      const row = grouped.get(id)?.[0];
      return [id, toLearnerBalance({ owedCents: Number(row?.owed ?? 0), dueCents: Number(row?.due ?? 0) })];
    }),
  );
}
