import type { Kysely, Transaction } from 'kysely';
import { computeTotalsCents, storedLineInput } from '../../../src/shared/accounting/totals';
import type { Database } from '../../db/schema';

type Db = Kysely<Database> | Transaction<Database>;

/**
 * The fiscal content of invoices, credit notes and payments, read from their stored rows: what the
 * ledger event of a document records (and the digest it carries), and what the verification reads
 * again to find a document changed, deleted or inserted behind Volant's back. One reader for both, so
 * that an untouched document always reads back exactly as it was recorded.
 *
 * The names are those the events recorded before the chain was keyed (number, issueDate, customerName,
 * totalTtcCents, lines…), so that those older events can be compared too, on what they hold.
 */
export type FiscalKind = 'invoice' | 'credit_note' | 'receipt' | 'refund';

export interface FiscalDocument {
  kind: FiscalKind;
  id: number;
  number: string;
  content: Record<string, unknown>;
}

/** The event that records each kind of fiscal document. */
export const FISCAL_EVENT: Record<string, FiscalKind> = {
  'invoice.validated': 'invoice',
  'credit_note.validated': 'credit_note',
  'payment.recorded': 'receipt',
  'refund.recorded': 'refund',
};

/** French names of each kind, for the verification's findings: « La facture F-2026-00012 a été supprimée ». */
export const FISCAL_NAMES: Record<FiscalKind, { The: string; e: string; pronoun: string }> = {
  invoice: { The: 'La facture', e: 'e', pronoun: 'elle' },
  credit_note: { The: 'L’avoir', e: '', pronoun: 'il' },
  receipt: { The: 'Le reçu', e: '', pronoun: 'il' },
  refund: { The: 'Le remboursement', e: '', pronoun: 'il' },
};

/** Payments and refunds share the payments table: a movement's kind there, and back. */
const MOVEMENT_KIND = { receipt: 'payment', refund: 'refund' } as const;

export const documentKey = (kind: string, id: number | null) => `${kind}:${id ?? ''}`;

/**
 * The fiscal documents of a structure (or the one asked for), numbered invoices and credit notes and
 * the payments, as their rows stand now.
 */
export async function loadFiscalDocuments(db: Db, structureId: number, only?: { kind: FiscalKind; id: number }): Promise<FiscalDocument[]> {
  const documents: FiscalDocument[] = [];
  if (!only || only.kind === 'invoice' || only.kind === 'credit_note') {
    let billsQuery = db
      .selectFrom('bills')
      .leftJoin('bills as src', 'src.id', 'bills.source_id')
      .select([
        'bills.id', 'bills.kind', 'bills.number', 'bills.sequence', 'bills.issue_date', 'bills.due_date', 'bills.agency_id', 'bills.learner_id',
        'bills.organization_id', 'bills.customer_name', 'bills.customer_address', 'bills.reason', 'bills.total_ht_cents', 'bills.total_tva_cents',
        'bills.total_ttc_cents', 'src.number as source_number',
      ])
      .where('bills.structure_id', '=', structureId)
      .where('bills.kind', 'in', ['invoice', 'credit_note'])
      .where('bills.number', 'is not', null);
    if (only) billsQuery = billsQuery.where('bills.id', '=', only.id);
    const bills = await billsQuery.orderBy('bills.id').execute();
    let linesQuery = db
      .selectFrom('bill_lines')
      .innerJoin('bills', 'bills.id', 'bill_lines.bill_id')
      .select(['bill_lines.bill_id', 'bill_lines.label', 'bill_lines.quantity_centi', 'bill_lines.unit_price_cents', 'bill_lines.unit_price_ttc_cents', 'bill_lines.tva_rate_bp', 'bill_lines.total_ht_cents', 'bill_lines.total_tva_cents'])
      .where('bills.structure_id', '=', structureId)
      .where('bills.kind', 'in', ['invoice', 'credit_note'])
      .where('bills.number', 'is not', null);
    if (only) linesQuery = linesQuery.where('bills.id', '=', only.id);
    const lines = await linesQuery.orderBy('bill_lines.bill_id').orderBy('bill_lines.position').execute();
    const linesOf = new Map<number, typeof lines>();
    for (const line of lines) linesOf.set(line.bill_id, [...(linesOf.get(line.bill_id) ?? []), line]);
    for (const bill of bills) {
      const own = linesOf.get(bill.id) ?? [];
      const vat = computeTotalsCents(own.map(storedLineInput)).vat;
      const isInvoice = bill.kind === 'invoice';
      documents.push({
        kind: isInvoice ? 'invoice' : 'credit_note',
        id: bill.id,
        number: bill.number!,
        content: {
          number: bill.number,
          sequence: bill.sequence,
          issueDate: bill.issue_date,
          ...(isInvoice ? { dueDate: bill.due_date, quotationNumber: bill.source_number } : { invoiceNumber: bill.source_number, reason: bill.reason }),
          agencyId: bill.agency_id,
          learnerId: bill.learner_id,
          organizationId: bill.organization_id,
          customerName: bill.customer_name,
          customerAddress: bill.customer_address,
          totalHtCents: bill.total_ht_cents,
          totalTvaCents: bill.total_tva_cents,
          totalTtcCents: bill.total_ttc_cents,
          vat,
          lines: own.map((l) => ({
            label: l.label,
            quantityCenti: l.quantity_centi,
            unitPriceCents: l.unit_price_cents,
            // Only a line priced VAT included says so: the content of every other line is as it was chained.
            ...(l.unit_price_ttc_cents !== null ? { unitPriceTtcCents: l.unit_price_ttc_cents } : {}),
            rateBp: l.tva_rate_bp,
            totalHtCents: l.total_ht_cents,
            totalTvaCents: l.total_tva_cents,
          })),
        },
      });
    }
  }
  if (!only || only.kind === 'receipt' || only.kind === 'refund') {
    let paymentsQuery = db
      .selectFrom('payments')
      .leftJoin('bills', 'bills.id', 'payments.bill_id')
      .select([
        'payments.id', 'payments.receipt_number', 'payments.receipt_sequence', 'payments.amount_cents', 'payments.method', 'payments.paid_on',
        'payments.reference', 'payments.agency_id', 'payments.payer_name', 'payments.kind', 'bills.number as invoice_number',
      ])
      .where('payments.structure_id', '=', structureId);
    if (only) paymentsQuery = paymentsQuery.where('payments.id', '=', only.id).where('payments.kind', '=', MOVEMENT_KIND[only.kind as 'receipt' | 'refund']);
    for (const p of await paymentsQuery.orderBy('payments.id').execute()) {
      documents.push({
        kind: p.kind === 'refund' ? 'refund' : 'receipt',
        id: p.id,
        number: p.receipt_number,
        content: {
          receiptNumber: p.receipt_number,
          sequence: p.receipt_sequence,
          invoiceNumber: p.invoice_number,
          amountCents: p.amount_cents,
          method: p.method,
          paidOn: p.paid_on,
          reference: p.reference,
          agencyId: p.agency_id,
          payerName: p.payer_name,
        },
      });
    }
  }
  return documents;
}

/** One document's fiscal content as just written, inside the transaction that wrote it. */
export async function fiscalContent(trx: Db, structureId: number, kind: FiscalKind, id: number): Promise<Record<string, unknown>> {
  const [document] = await loadFiscalDocuments(trx, structureId, { kind, id });
  if (!document) throw new Error(`Document fiscal ${kind} ${id} introuvable.`);
  return document.content;
}
