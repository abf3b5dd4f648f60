import { sql, type Expression, type Kysely, type SqlBool } from 'kysely';
import { computeTotalsCents, storedLineInput, type TotalsCents } from '../../../src/shared/accounting/totals';
import { parisDate } from '../../../src/shared/i18n/paris-date';
import type { Database } from '../../db/schema';
import { accountPlans, auxiliaryAccount, OPENING_ACCOUNT, OPENING_JOURNAL, type Account, type Journal } from './account-plan';

/**
 * The accounting entries of a structure over a period, on the school's chart of accounts
 * (account-plan.ts): the sales journal of validated invoices and credit notes, the bank and cash
 * journals of payments and refunds, and the opening journal of the balances taken over from the
 * previous software. The FEC and the signed archive's `ecritures.csv` both write these.
 */

/** One line of an entry. */
export interface Line {
  account: Account;
  /** The customer's auxiliary account (CompAuxNum), when the agency keeps one per learner. */
  aux: Account | null;
  /** A line on the customer's account (lettering). */
  customer: boolean;
  debitCents: number;
  creditCents: number;
}

/** One entry (EcritureNum): balanced by construction. */
export interface Entry {
  journal: Journal;
  date: string;
  /** Opening balances, then invoices, then credit notes, then payments on the same day. */
  order: number;
  sequence: number;
  pieceRef: string;
  pieceDate: string;
  label: string;
  validDate: string;
  /** The invoice whose customer lines this entry settles (lettering); null for an opening balance. */
  invoiceId: number | null;
  lines: Line[];
}

export function groupBy<T, K>(items: readonly T[], key: (item: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const item of items) {
    const k = key(item);
    const group = groups.get(k);
    if (group) group.push(item);
    else groups.set(k, [item]);
  }
  return groups;
}

/** The structure's numbered invoices and credit notes issued from `start` to `end` (both queries of the entries read these). */
const issuedBetween = (structureId: number, start: string, end: string): Expression<SqlBool> =>
  sql<SqlBool>`bills.structure_id = ${structureId} AND bills.kind IN ('invoice', 'credit_note') AND bills.number IS NOT NULL AND bills.issue_date >= ${start} AND bills.issue_date <= ${end}`;

/** The base of a document's lines exempt from VAT. */
const exemptHtCents = (totals: TotalsCents) => totals.vat.filter((row) => row.rateBp === 0).reduce((sum, row) => sum + row.baseHtCents, 0);

async function documentEntries(db: Kysely<Database>, structureId: number, start: string, end: string): Promise<Entry[]> {
  const planOf = await accountPlans(db, structureId);
  const documents = await db
    .selectFrom('bills')
    .leftJoin('learners', 'learners.id', 'bills.learner_id')
    .leftJoin('organizations', 'organizations.id', 'bills.organization_id')
    .leftJoin('bills as src', 'src.id', 'bills.source_id')
    .select([
      'src.number as source_number',
      'bills.id', 'bills.kind', 'bills.number', 'bills.sequence', 'bills.source_id', 'bills.issue_date', 'bills.validated_at', 'bills.customer_name', 'bills.agency_id',
      'bills.learner_id', 'bills.organization_id', 'learners.first_name as learner_first', 'learners.last_name as learner_last', 'organizations.name as organization_name',
    ])
    .where(issuedBetween(structureId, start, end))
    .execute();
  const lines = await db
    .selectFrom('bill_lines')
    .innerJoin('bills', 'bills.id', 'bill_lines.bill_id')
    .select(['bill_lines.bill_id', 'bill_lines.quantity_centi', 'bill_lines.unit_price_cents', 'bill_lines.unit_price_ttc_cents', 'bill_lines.tva_rate_bp'])
    .where(issuedBetween(structureId, start, end))
    .execute();
  const linesOf = groupBy(lines, (l) => l.bill_id);
  return documents.map((d) => {
    const plan = planOf(d.agency_id);
    const isCredit = d.kind === 'credit_note';
    const totals = computeTotalsCents((linesOf.get(d.id) ?? []).map(storedLineInput));
    /** An invoice debits the customer and credits sales and VAT; a credit note does the reverse. */
    const side = (cents: number, customer: boolean): Pick<Line, 'debitCents' | 'creditCents'> =>
      customer !== isCredit ? { debitCents: cents, creditCents: 0 } : { debitCents: 0, creditCents: cents };
    const entryLines: Line[] = [
      { account: plan.customer, aux: auxiliaryAccount(plan, d), customer: true, ...side(totals.totalTtcCents, true) },
      // Sales exempt from VAT (0 %) on their own account, the taxed ones on the sales account.
      { account: plan.sales, aux: null, customer: false, ...side(totals.totalHtCents - exemptHtCents(totals), false) },
      { account: plan.exemptSales, aux: null, customer: false, ...side(exemptHtCents(totals), false) },
      { account: plan.vat, aux: null, customer: false, ...side(totals.totalTvaCents, false) },
    ].filter((l) => l.debitCents + l.creditCents !== 0);
    return {
      journal: plan.salesJournal,
      date: d.issue_date,
      order: isCredit ? 1 : 0,
      sequence: d.sequence ?? 0,
      pieceRef: d.number!,
      pieceDate: d.issue_date,
      label: isCredit ? `Avoir ${d.number!} (facture ${d.source_number ?? '?'}) ${d.customer_name}` : `Facture ${d.number!} ${d.customer_name}`,
      validDate: d.validated_at ? parisDate(new Date(d.validated_at)) : d.issue_date,
      invoiceId: isCredit ? (d.source_id ?? d.id) : d.id,
      lines: entryLines,
    };
  });
}

async function paymentEntries(db: Kysely<Database>, structureId: number, start: string, end: string): Promise<Entry[]> {
  const planOf = await accountPlans(db, structureId);
  const payments = await db
    .selectFrom('payments')
    .innerJoin('bills', 'bills.id', 'payments.bill_id')
    .leftJoin('learners', 'learners.id', 'bills.learner_id')
    .leftJoin('organizations', 'organizations.id', 'bills.organization_id')
    .select([
      'payments.bill_id', 'payments.kind', 'payments.receipt_number', 'payments.receipt_sequence', 'payments.paid_on', 'payments.amount_cents', 'payments.method', 'payments.created_at', 'payments.agency_id',
      'bills.number as invoice_number', 'bills.customer_name', 'bills.learner_id', 'bills.organization_id',
      'learners.first_name as learner_first', 'learners.last_name as learner_last', 'organizations.name as organization_name',
    ])
    .where('payments.structure_id', '=', structureId)
    .where('payments.paid_on', '>=', start)
    .where('payments.paid_on', '<=', end)
    .execute();
  return payments.map((p) => {
    const plan = planOf(p.agency_id);
    // Cash goes to the cash journal; card, transfer, cheque, direct debit, CPF and others reach the bank.
    const cash = p.method === 'cash';
    // A refund is stored as a negative payment: the money goes back out, the customer's account is debited.
    const received = Math.max(p.amount_cents, 0);
    const paidBack = Math.max(-p.amount_cents, 0);
    return {
      journal: cash ? plan.cashJournal : plan.bankJournal,
      date: p.paid_on,
      order: 2,
      sequence: p.receipt_sequence,
      pieceRef: p.receipt_number,
      pieceDate: p.paid_on,
      label: `${p.kind === 'refund' ? 'Remboursement' : 'Règlement'} ${p.invoice_number ?? ''} ${p.customer_name}`,
      validDate: parisDate(new Date(p.created_at)),
      invoiceId: p.bill_id,
      lines: [
        { account: cash ? plan.cash : plan.bank, aux: null, customer: false, debitCents: received, creditCents: paidBack },
        { account: plan.customer, aux: auxiliaryAccount(plan, p), customer: true, debitCents: paidBack, creditCents: received },
      ],
    };
  });
}

/**
 * Opening balances (« reprise de solde »): the customer's account debited (credited for a credit in the
 * learner's favour) against the opening balance sheet account, in the opening journal.
 */
async function openingEntries(db: Kysely<Database>, structureId: number, start: string, end: string): Promise<Entry[]> {
  const planOf = await accountPlans(db, structureId);
  const openings = await db
    .selectFrom('opening_balances as o')
    .innerJoin('learners', 'learners.id', 'o.learner_id')
    .select(['o.id', 'o.agency_id', 'o.learner_id', 'o.amount_cents', 'o.entry_date', 'o.label', 'o.created_at', 'learners.first_name as learner_first', 'learners.last_name as learner_last'])
    .where('o.structure_id', '=', structureId)
    .where('o.entry_date', '>=', start)
    .where('o.entry_date', '<=', end)
    .execute();
  return openings.map((o) => {
    const plan = planOf(o.agency_id);
    const name = `${o.learner_last} ${o.learner_first}`;
    const party = { organization_id: null, organization_name: null, learner_id: o.learner_id, learner_first: o.learner_first, learner_last: o.learner_last, customer_name: name };
    const owed = Math.max(o.amount_cents, 0);
    const credit = Math.max(-o.amount_cents, 0);
    return {
      journal: OPENING_JOURNAL,
      date: o.entry_date,
      order: -1,
      sequence: o.id,
      pieceRef: `RS-${String(o.id).padStart(6, '0')}`,
      pieceDate: o.entry_date,
      label: `${o.label} ${name}`,
      validDate: parisDate(new Date(o.created_at)),
      invoiceId: null,
      lines: [
        { account: plan.customer, aux: auxiliaryAccount(plan, party), customer: true, debitCents: owed, creditCents: credit },
        { account: OPENING_ACCOUNT, aux: null, customer: false, debitCents: credit, creditCents: owed },
      ],
    };
  });
}

/** The period's entries (from `start` to `end`, both included), in chronological order. */
export async function accountingEntries(db: Kysely<Database>, structureId: number, start: string, end: string): Promise<Entry[]> {
  const entries = [
    ...(await openingEntries(db, structureId, start, end)),
    ...(await documentEntries(db, structureId, start, end)),
    ...(await paymentEntries(db, structureId, start, end)),
  ].filter((e) => e.lines.length > 0);
  return entries.sort((a, b) => a.date.localeCompare(b.date) || a.order - b.order || a.sequence - b.sequence);
}
