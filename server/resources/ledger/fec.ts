import type { Kysely } from 'kysely';
import { computeTotalsCents, storedLineInput } from '../../../src/shared/accounting/totals';
import type { Database } from '../../db/schema';
import { ApiError } from '../../core/errors';
import { defuseFormula } from '../../core/csv';
import { sellerIdentity } from '../billing/identity';
import { parisDate } from '../../../src/shared/i18n/paris-date';

/**
 * The « Fichier des écritures comptables » (art. A47 A-1 LPF) of a structure for a fiscal year: the
 * sales journal (VE) of validated invoices and credit notes, the bank (BQ) and cash (CA) journals of
 * payments, with the fixed account plan of docs/decisions.md. Tab separated, UTF-8 without BOM, CRLF.
 */

/** The DGFiP's 18 columns, in their order and with their names. */
const FEC_COLUMNS = [
  'JournalCode', 'JournalLib', 'EcritureNum', 'EcritureDate', 'CompteNum', 'CompteLib', 'CompAuxNum', 'CompAuxLib', 'PieceRef',
  'PieceDate', 'EcritureLib', 'Debit', 'Credit', 'EcritureLet', 'DateLet', 'ValidDate', 'Montantdevise', 'Idevise',
] as const;

const FEC_SEPARATOR = '\t';

const JOURNALS = {
  VE: 'Journal des ventes',
  BQ: 'Journal de banque',
  CA: 'Journal de caisse',
} as const;
type JournalCode = keyof typeof JOURNALS;

const ACCOUNTS = {
  customers: { num: '411000', lib: 'Clients' },
  bank: { num: '512000', lib: 'Banque' },
  cash: { num: '530000', lib: 'Caisse' },
} as const;

const rateLabel = (rateBp: number) => `${(rateBp / 100).toLocaleString('fr-FR', { maximumFractionDigits: 2 })} %`;
/** 706 + the rate in hundredths of a percent on 4 digits (20 % → 7062000, exempt → 7060000). */
const salesAccount = (rateBp: number) => ({
  num: `706${String(rateBp).padStart(4, '0')}`,
  lib: rateBp === 0 ? 'Prestations de services exonérées' : `Prestations de services TVA ${rateLabel(rateBp)}`,
});
/** 44571 + the same 4 digits (20 % → 445712000). */
const vatAccount = (rateBp: number) => ({ num: `44571${String(rateBp).padStart(4, '0')}`, lib: `TVA collectée ${rateLabel(rateBp)}` });

/** Cash goes to the cash journal; card, transfer, cheque, direct debit, CPF and others reach the bank. */
const paymentJournal = (method: string): JournalCode => (method === 'cash' ? 'CA' : 'BQ');

/** The customer's auxiliary account: the paying organisation when there is one, else the learner. */
function customerAccount(row: { organization_id: number | null; organization_name: string | null; learner_id: number | null; learner_first: string | null; learner_last: string | null; customer_name: string }) {
  if (row.organization_id !== null) return { num: `411O${String(row.organization_id).padStart(6, '0')}`, lib: row.organization_name ?? row.customer_name };
  if (row.learner_id !== null) return { num: `411L${String(row.learner_id).padStart(6, '0')}`, lib: `${row.learner_last ?? ''} ${row.learner_first ?? ''}`.trim() || row.customer_name };
  return { num: '411DIVERS', lib: 'Clients divers' };
}

/** One line of an entry before numbering. */
interface Line {
  account: { num: string; lib: string };
  aux: { num: string; lib: string } | null;
  debitCents: number;
  creditCents: number;
}

/** One entry (EcritureNum) before numbering: balanced by construction. */
interface Entry {
  journal: JournalCode;
  date: string;
  order: number;
  sequence: number;
  pieceRef: string;
  pieceDate: string;
  label: string;
  validDate: string;
  /** The invoice whose customer lines this entry settles (lettering). */
  invoiceId: number;
  lines: Line[];
}

export interface FecFile {
  fileName: string;
  content: string;
}

/** The fiscal year's bounds: the calendar year (the billing configuration has no fiscal year start). */
function fiscalYearBounds(year: number): { start: string; end: string } {
  return { start: `${year}-01-01`, end: `${year}-12-31` };
}

const fecDate = (isoDate: string) => isoDate.replaceAll('-', '');
const fecAmount = (cents: number) => `${Math.floor(cents / 100)},${String(cents % 100).padStart(2, '0')}`;
/** No separator nor line break may reach a field. */
/**
 * A free text of the file: on one line without the separator, and a text a spreadsheet would run as a
 * formula (a learner named `=HYPERLINK(…)`) defused like the other exports' cells — a leading `'`, a plain
 * character the format allows — since the FEC is often opened in one (issue 36 S6).
 */
const fecText = (text: string) => defuseFormula(text.replace(/[\t\r\n|]+/g, ' ').trim());

function groupBy<T, K>(items: readonly T[], key: (item: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const item of items) {
    const k = key(item);
    const group = groups.get(k);
    if (group) group.push(item);
    else groups.set(k, [item]);
  }
  return groups;
}

/** Lettering codes A, B, … Z, AA, AB, … */
function letterCode(index: number): string {
  let code = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) code = String.fromCharCode(65 + ((n - 1) % 26)) + code;
  return code;
}

/** The SIREN of the structure: the first 9 digits of its agencies' billing SIRET, which must agree. */
async function structureSiren(db: Kysely<Database>, structureId: number): Promise<string> {
  const agencies = await db.selectFrom('agencies').select('id').where('structure_id', '=', structureId).orderBy('id').execute();
  const sirens = new Set<string>();
  for (const agency of agencies) {
    const siret = (await sellerIdentity(db, agency.id)).siret?.replace(/\D/g, '') ?? '';
    if (siret.length >= 9) sirens.add(siret.slice(0, 9));
  }
  if (sirens.size === 0) throw new ApiError(422, 'Renseignez le SIRET dans la configuration de facturation : le nom du FEC commence par le SIREN.');
  if (sirens.size > 1) throw new ApiError(422, `Les agences de la structure ont des SIREN différents (${[...sirens].join(', ')}) : un FEC ne couvre qu’une entreprise.`);
  return [...sirens][0]!;
}

async function documentEntries(db: Kysely<Database>, structureId: number, start: string, end: string): Promise<Entry[]> {
  const documents = await db
    .selectFrom('bills')
    .leftJoin('learners', 'learners.id', 'bills.learner_id')
    .leftJoin('organizations', 'organizations.id', 'bills.organization_id')
    .leftJoin('bills as src', 'src.id', 'bills.source_id')
    .select([
      'src.number as source_number',
      'bills.id', 'bills.kind', 'bills.number', 'bills.sequence', 'bills.source_id', 'bills.issue_date', 'bills.validated_at', 'bills.customer_name',
      'bills.learner_id', 'bills.organization_id', 'learners.first_name as learner_first', 'learners.last_name as learner_last', 'organizations.name as organization_name',
    ])
    .where('bills.structure_id', '=', structureId)
    .where('bills.kind', 'in', ['invoice', 'credit_note'])
    .where('bills.number', 'is not', null)
    .where('bills.issue_date', '>=', start)
    .where('bills.issue_date', '<=', end)
    .execute();
  const lines = await db
    .selectFrom('bill_lines')
    .innerJoin('bills', 'bills.id', 'bill_lines.bill_id')
    .select(['bill_lines.bill_id', 'bill_lines.quantity_centi', 'bill_lines.unit_price_cents', 'bill_lines.unit_price_ttc_cents', 'bill_lines.tva_rate_bp'])
    .where('bills.structure_id', '=', structureId)
    .where('bills.kind', 'in', ['invoice', 'credit_note'])
    .where('bills.number', 'is not', null)
    .where('bills.issue_date', '>=', start)
    .where('bills.issue_date', '<=', end)
    .execute();
  const linesOf = groupBy(lines, (l) => l.bill_id);
  return documents.map((d) => {
    const isCredit = d.kind === 'credit_note';
    const totals = computeTotalsCents((linesOf.get(d.id) ?? []).map(storedLineInput));
    /** An invoice debits the customer and credits sales and VAT; a credit note does the reverse. */
    const side = (cents: number, customer: boolean): Pick<Line, 'debitCents' | 'creditCents'> =>
      customer !== isCredit ? { debitCents: cents, creditCents: 0 } : { debitCents: 0, creditCents: cents };
    const entryLines: Line[] = [
      { account: ACCOUNTS.customers, aux: customerAccount(d), ...side(totals.totalTtcCents, true) },
      ...totals.vat.flatMap((v) => [
        { account: salesAccount(v.rateBp), aux: null, ...side(v.baseHtCents, false) },
        { account: vatAccount(v.rateBp), aux: null, ...side(v.tvaCents, false) },
      ]),
    ].filter((l) => l.debitCents + l.creditCents !== 0);
    return {
      journal: 'VE' as const,
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
  const payments = await db
    .selectFrom('payments')
    .innerJoin('bills', 'bills.id', 'payments.bill_id')
    .leftJoin('learners', 'learners.id', 'bills.learner_id')
    .leftJoin('organizations', 'organizations.id', 'bills.organization_id')
    .select([
      'payments.bill_id', 'payments.kind', 'payments.receipt_number', 'payments.receipt_sequence', 'payments.paid_on', 'payments.amount_cents', 'payments.method', 'payments.created_at',
      'bills.number as invoice_number', 'bills.customer_name', 'bills.learner_id', 'bills.organization_id',
      'learners.first_name as learner_first', 'learners.last_name as learner_last', 'organizations.name as organization_name',
    ])
    .where('payments.structure_id', '=', structureId)
    .where('payments.paid_on', '>=', start)
    .where('payments.paid_on', '<=', end)
    .execute();
  return payments.map((p) => {
    const journal = paymentJournal(p.method);
    // A refund is stored as a negative payment: the money goes back out, the customer's account is debited.
    const received = Math.max(p.amount_cents, 0);
    const paidBack = Math.max(-p.amount_cents, 0);
    return {
      journal,
      date: p.paid_on,
      order: 2,
      sequence: p.receipt_sequence,
      pieceRef: p.receipt_number,
      pieceDate: p.paid_on,
      label: `${p.kind === 'refund' ? 'Remboursement' : 'Règlement'} ${p.invoice_number ?? ''} ${p.customer_name}`,
      validDate: parisDate(new Date(p.created_at)),
      invoiceId: p.bill_id,
      lines: [
        { account: journal === 'CA' ? ACCOUNTS.cash : ACCOUNTS.bank, aux: null, debitCents: received, creditCents: paidBack },
        { account: ACCOUNTS.customers, aux: customerAccount(p), debitCents: paidBack, creditCents: received },
      ],
    };
  });
}

/**
 * Lettering: the customer lines of an invoice, its credit notes and its payments share a code once
 * they settle it exactly within the file (DateLet: the day of the last of them). Answers, per
 * invoice, its code and date; invoices partly settled, or settled across fiscal years, stay open.
 */
function lettering(entries: readonly Entry[]): Map<number, { code: string; date: string }> {
  const byInvoice = groupBy(entries, (e) => e.invoiceId);
  const letters = new Map<number, { code: string; date: string }>();
  for (const [invoiceId, group] of byInvoice) {
    const customerBalance = group.flatMap((e) => e.lines).filter((l) => l.aux !== null).reduce((sum, l) => sum + l.debitCents - l.creditCents, 0);
    const hasInvoice = group.some((e) => e.journal === 'VE' && e.order === 0);
    if (!hasInvoice || group.length < 2 || customerBalance !== 0) continue;
    letters.set(invoiceId, { code: letterCode(letters.size), date: group.map((e) => e.date).reduce((a, b) => (a > b ? a : b)) });
  }
  return letters;
}

/** Orders the entries chronologically and writes the file (the rows are numbered 1, 2, … without gaps). */
function renderFec(unordered: readonly Entry[]): string {
  const entries = [...unordered].sort((a, b) => a.date.localeCompare(b.date) || a.order - b.order || a.sequence - b.sequence);
  const letters = lettering(entries);
  const rows: string[][] = [[...FEC_COLUMNS]];
  entries.forEach((entry, index) => {
    const letter = letters.get(entry.invoiceId);
    for (const line of entry.lines) {
      rows.push([
        entry.journal,
        JOURNALS[entry.journal],
        String(index + 1),
        fecDate(entry.date),
        line.account.num,
        line.account.lib,
        line.aux?.num ?? '',
        fecText(line.aux?.lib ?? ''),
        fecText(entry.pieceRef),
        fecDate(entry.pieceDate),
        fecText(entry.label),
        fecAmount(line.debitCents),
        fecAmount(line.creditCents),
        line.aux && letter ? letter.code : '',
        line.aux && letter ? fecDate(letter.date) : '',
        fecDate(entry.validDate),
        '',
        '',
      ]);
    }
  });
  return rows.map((r) => `${r.join(FEC_SEPARATOR)}\r\n`).join('');
}

/** The structure's FEC for a calendar fiscal year, named `SIRENFECAAAAMMJJ.txt`. */
export async function buildFec(db: Kysely<Database>, structureId: number, year: number): Promise<FecFile> {
  const { start, end } = fiscalYearBounds(year);
  const siren = await structureSiren(db, structureId);
  const entries = [...(await documentEntries(db, structureId, start, end)), ...(await paymentEntries(db, structureId, start, end))].filter((e) => e.lines.length > 0);
  return { fileName: `${siren}FEC${fecDate(end)}.txt`, content: renderFec(entries) };
}
