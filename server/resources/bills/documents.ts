import type { Kysely, Transaction } from 'kysely';
import type { Payment, CreditNoteSummary, Invoice, InvoiceDetails, CreditNote } from '../../../src/modules/invoices/types';
import type { PaymentMethod } from '../../../src/modules/invoices/schema';
import { PAYMENT_METHODS } from '../../../src/modules/invoices/schema';
import type { Quotation, QuotationDetails } from '../../../src/modules/quotations/types';
import { toEuros } from '../../../src/shared/accounting/totals';
import type { AppDeps, AuthContext } from '../../core/env';
import { iri, jsonLd } from '../../core/hydra';
import { found } from '../../core/scope';
import type { Database } from '../../db/schema';
import type { BillKind } from '../../db/tables/accounting';
import { conflict } from '../../core/errors';
import { sellerIdentity, type SellerIdentity } from '../billing/identity';
import { creditableQuantities } from './credited';
import { documentSeller } from './seller';
import { documentBuyer, type FrozenBuyer } from './buyer';
import { facturXDocument, facturXFile } from './facturx/document';
import type { FacturXDocument } from './facturx/xml';
import { appendEvent } from '../ledger/chain';
import { fiscalTransaction } from '../ledger/witness-keeper';
import { BILL_PATHS, loadLines, selectBills, toBillBase, vatBreakdown, type BillRow } from './model';
import { renderBillPdf, renderReceiptPdf, type PrintableBill } from './pdf';

type Db = Kysely<Database> | Transaction<Database>;

const JSON_TYPES: Record<BillKind, string> = { quotation: 'Quotation', invoice: 'Invoice', credit_note: 'CreditNote' };

/** A document of the caller's structure and agencies by id, else 404 (another structure's too). */
export async function getBill(db: Db, auth: AuthContext, kind: BillKind, id: number, message?: string): Promise<BillRow> {
  return found(await selectBills(db, auth, kind).where('bills.id', '=', id).executeTakeFirst(), message);
}

export function toQuotation(row: BillRow): Quotation {
  return {
    ...toBillBase(row),
    uuid: row.uuid ?? '',
    validityDate: row.validity_date,
    sentAt: row.sent_at,
    viewedAt: row.viewed_at,
    acceptedAt: row.accepted_at,
    invoice: row.invoice_id === null ? null : { '@id': iri(BILL_PATHS.invoice, row.invoice_id), id: row.invoice_id, number: row.invoice_number },
  };
}

export function toInvoice(row: BillRow): Invoice {
  return {
    ...toBillBase(row),
    kind: 'invoice',
    invoice: null,
    dueDate: row.due_date,
    paymentTermsDays: row.payment_terms_days,
    validatedAt: row.validated_at,
    paid: toEuros(row.paid_cents),
    credited: toEuros(row.credited_cents),
    remaining: toEuros(Math.max(0, row.total_ttc_cents - row.paid_cents - row.credited_cents)),
    refundDue: toEuros(Math.max(0, row.paid_cents + row.credited_cents - row.total_ttc_cents)),
    quotation: row.source_id === null ? null : { '@id': iri(BILL_PATHS.quotation, row.source_id), id: row.source_id, number: row.source_number },
  };
}

/**
 * A credit note as the invoices list shows it (the sales journal): its totals negative, nothing to pay,
 * and the invoice it corrects.
 */
export function toCreditNoteListItem(row: BillRow): Invoice {
  const base = toBillBase(row);
  return {
    ...base,
    kind: 'credit_note',
    totalPriceHt: -base.totalPriceHt,
    totalTva: -base.totalTva,
    totalPriceTtc: -base.totalPriceTtc,
    dueDate: null,
    paymentTermsDays: null,
    validatedAt: row.validated_at,
    paid: 0,
    credited: 0,
    remaining: 0,
    refundDue: 0,
    quotation: null,
    invoice: { '@id': iri(BILL_PATHS.invoice, row.source_id ?? 0), id: row.source_id ?? 0, number: row.source_number },
  };
}

export const billJsonLd = <T extends object>(kind: BillKind, id: number, item: T) => jsonLd(JSON_TYPES[kind], iri(BILL_PATHS[kind], id), item);

export async function quotationDetails(db: Db, row: BillRow) {
  const lines = (await loadLines(db, [row.id])).get(row.id) ?? [];
  return billJsonLd<QuotationDetails>('quotation', row.id, { ...toQuotation(row), lines, vat: vatBreakdown(lines) });
}

export async function loadPayments(db: Db, where: { billId?: number; ids?: number[] }): Promise<Payment[]> {
  // The invoice's number and the agency's name by key, not by joins: with the statistics of a table
  // that held two payments, PostgreSQL merge-joined the payment with the whole bills index (24 ms a
  // payment recorded on a recent invoice, until autovacuum analysed the table again).
  let query = db
    .selectFrom('payments')
    .selectAll('payments')
    .select((eb) => [
      eb.selectFrom('bills').select('bills.number').whereRef('bills.id', '=', 'payments.bill_id').as('invoice_number'),
      eb.selectFrom('agencies').select('agencies.name').whereRef('agencies.id', '=', 'payments.agency_id').as('agency_name'),
    ])
    .orderBy('payments.paid_on')
    .orderBy('payments.id');
  if (where.billId !== undefined) query = query.where('payments.bill_id', '=', where.billId);
  if (where.ids !== undefined) query = query.where('payments.id', 'in', where.ids.length ? where.ids : [0]);
  return (await query.execute()).map((p) => ({
    id: p.id,
    kind: p.kind === 'refund' ? 'refund' : 'payment',
    invoice: { '@id': iri(BILL_PATHS.invoice, p.bill_id), id: p.bill_id, number: p.invoice_number },
    agency: { '@id': `/api/agencies/${p.agency_id}`, id: p.agency_id, name: p.agency_name ?? '' },
    amount: toEuros(p.amount_cents),
    method: p.method as PaymentMethod,
    paidOn: p.paid_on,
    reference: p.reference,
    payerName: p.payer_name,
    receiptNumber: p.receipt_number,
    createdAt: p.created_at,
  }));
}

export async function invoiceDetails(db: Db, row: BillRow) {
  const lines = (await loadLines(db, [row.id])).get(row.id) ?? [];
  const creditNotes = await db
    .selectFrom('bills')
    .select(['id', 'number', 'reason', 'issue_date', 'total_ttc_cents'])
    .where('source_id', '=', row.id)
    .where('kind', '=', 'credit_note')
    .orderBy('id')
    .execute();
  const creditable = await creditableQuantities(db, row.id, lines.map((l) => ({ id: l.id, quantity_centi: Math.round(l.quantity * 100) })));
  return billJsonLd<InvoiceDetails>('invoice', row.id, {
    ...toInvoice(row),
    lines,
    creditable: lines.map((l) => ({ invoiceLine: l.id, quantity: (creditable.get(l.id) ?? 0) / 100 })),
    vat: vatBreakdown(lines),
    payments: await loadPayments(db, { billId: row.id }),
    creditNotes: creditNotes.map<CreditNoteSummary>((c) => ({
      '@id': iri(BILL_PATHS.credit_note, c.id),
      id: c.id,
      number: c.number,
      reason: c.reason,
      issueDate: c.issue_date,
      totalPriceTtc: toEuros(c.total_ttc_cents),
    })),
  });
}

export async function creditNoteDetails(db: Db, row: BillRow) {
  const lines = (await loadLines(db, [row.id])).get(row.id) ?? [];
  return billJsonLd<CreditNote>('credit_note', row.id, {
    ...toBillBase(row),
    lines,
    vat: vatBreakdown(lines),
    reason: row.reason,
    validatedAt: row.validated_at,
    invoice: { '@id': iri(BILL_PATHS.invoice, row.source_id ?? 0), id: row.source_id ?? 0, number: row.source_number },
  });
}

/** What a document prints: what it holds, its buyer as issued (as recorded now for a draft). */
async function printable(db: Db, row: BillRow, buyer: FrozenBuyer): Promise<PrintableBill> {
  const lines = (await loadLines(db, [row.id])).get(row.id) ?? [];
  return {
    kind: row.kind,
    number: row.number,
    status: row.status,
    title: row.title,
    notes: row.notes,
    reason: row.reason,
    issueDate: row.issue_date,
    dueDate: row.due_date,
    validityDate: row.validity_date,
    paymentTermsDays: row.payment_terms_days,
    acceptedAt: row.accepted_at,
    customerName: row.customer_name,
    customerAddress: row.customer_address,
    customerEmail: row.customer_email,
    learnerName: buyer.learnerName,
    sourceNumber: row.source_number,
    lines,
    vat: vatBreakdown(lines),
    totalHtCents: row.total_ht_cents,
    totalTvaCents: row.total_tva_cents,
    totalTtcCents: row.total_ttc_cents,
    balanceAfterCents: row.kind === 'credit_note' ? row.balance_after_cents : null,
  };
}

const FILE_PREFIX: Record<BillKind, string> = { quotation: 'Devis', invoice: 'Facture', credit_note: 'Avoir' };

/** How many times a fiscal document was already printed or sent (a reprint is a « DUPLICATA »). */
async function timesPrinted(db: Db, structureId: number, documentType: string, documentId: number): Promise<number> {
  const row = await db
    .selectFrom('ledger_events')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('structure_id', '=', structureId)
    .where('event_type', '=', 'document.printed')
    .where('document_type', '=', documentType)
    .where('document_id', '=', documentId)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** The Factur-X content of a numbered invoice or credit note. */
function facturXOf(seller: SellerIdentity, buyer: FrozenBuyer, row: BillRow, bill: PrintableBill): FacturXDocument {
  if (row.kind === 'quotation' || bill.number === null) throw conflict(FACTURX_UNAVAILABLE);
  return facturXDocument(seller, buyer, { ...bill, kind: row.kind, number: bill.number });
}

export const FACTURX_UNAVAILABLE = 'Le fichier Factur-X n’existe que pour une facture ou un avoir validé.';

/** The Factur-X XML alone of a validated invoice or credit note (the same as inside its PDF). */
export async function renderFacturX(deps: AppDeps, row: BillRow): Promise<RenderedFile> {
  if (row.kind === 'quotation' || row.number === null) throw conflict(FACTURX_UNAVAILABLE);
  const seller = await documentSeller(deps.db, row);
  const buyer = await documentBuyer(deps.db, row);
  const file = facturXFile(facturXOf(seller, buyer, row, await printable(deps.db, row, buyer)));
  return { bytes: file.bytes, filename: `${FILE_PREFIX[row.kind]}-${row.number}-factur-x.xml` };
}

export interface RenderedFile {
  bytes: Uint8Array;
  filename: string;
}

/**
 * The PDF of a document. A validated invoice or credit note is a fiscal document: each print or
 * sending is appended to the ledger (NF525), and every copy after the first says « DUPLICATA ».
 */
export async function renderBill(deps: AppDeps, auth: AuthContext | null, row: BillRow, channel: 'download' | 'email' | 'public'): Promise<RenderedFile> {
  const fiscal = row.kind !== 'quotation' && row.number !== null;
  const filename = `${FILE_PREFIX[row.kind]}-${row.number ?? `brouillon-${row.id}`}.pdf`;
  const seller = await documentSeller(deps.db, row);
  const buyer = await documentBuyer(deps.db, row);
  if (!fiscal) return { bytes: await renderBillPdf(seller, await printable(deps.db, row, buyer)), filename };
  return fiscalTransaction(deps, row.structure_id, async (trx) => {
    const copies = await timesPrinted(trx, row.structure_id, row.kind, row.id);
    const bill = await printable(trx, row, buyer);
    const facturX = { file: facturXFile(facturXOf(seller, buyer, row, bill)), issuedAt: new Date(row.validated_at ?? row.issue_date) };
    const bytes = await renderBillPdf(seller, bill, { duplicate: copies > 0, facturX });
    await appendEvent(trx, deps.config.ledgerKey, {
      structureId: row.structure_id,
      userId: auth?.userId ?? null,
      type: 'document.printed',
      document: { type: row.kind === 'invoice' ? 'invoice' : 'credit_note', id: row.id, number: row.number },
      amountCents: row.total_ttc_cents,
      payload: { channel, copy: copies + 1, duplicate: copies > 0 },
      createdAt: deps.now().toISOString(),
    });
    return { bytes, filename };
  });
}

/** The receipt of a payment; each print or sending is logged like a fiscal document's. */
export async function renderReceipt(deps: AppDeps, auth: AuthContext, paymentId: number, channel: 'download' | 'email'): Promise<RenderedFile & { payment: Payment; to: string | null; learnerId: number | null }> {
  const payment = found(
    await deps.db
      .selectFrom('payments')
      .innerJoin('bills', 'bills.id', 'payments.bill_id')
      .selectAll('payments')
      .select(['bills.number as invoice_number', 'bills.total_ttc_cents', 'bills.customer_email', 'bills.learner_id as invoice_learner_id'])
      .where('payments.id', '=', paymentId)
      .where('payments.structure_id', '=', auth.structureId)
      .where('payments.agency_id', 'in', auth.agencyIds.length ? auth.agencyIds : [0])
      .executeTakeFirst(),
  );
  // The identity the receipt was issued with (receipts are frozen like invoices); none before 0285's fill.
  const seller = payment.seller_json !== null ? (JSON.parse(payment.seller_json) as SellerIdentity) : await sellerIdentity(deps.db, payment.agency_id);
  const refund = payment.kind === 'refund';
  return fiscalTransaction(deps, payment.structure_id, async (trx) => {
    const copies = await timesPrinted(trx, payment.structure_id, refund ? 'refund' : 'receipt', payment.id);
    const bytes = await renderReceiptPdf(
      seller,
      {
        refund,
        number: payment.receipt_number,
        paidOn: payment.paid_on,
        amountCents: payment.amount_cents,
        methodLabel: PAYMENT_METHODS[payment.method as PaymentMethod] ?? payment.method,
        reference: payment.reference,
        payerName: payment.payer_name,
        invoiceNumber: payment.invoice_number ?? '',
        invoiceTotalCents: payment.total_ttc_cents,
        // Frozen at issue: the balance right after this movement, not what later events made of it.
        balanceAfterCents: payment.balance_after_cents,
      },
      { duplicate: copies > 0 },
    );
    await appendEvent(trx, deps.config.ledgerKey, {
      structureId: payment.structure_id,
      userId: auth.userId,
      type: 'document.printed',
      document: { type: refund ? 'refund' : 'receipt', id: payment.id, number: payment.receipt_number },
      amountCents: payment.amount_cents,
      payload: { channel, copy: copies + 1, duplicate: copies > 0 },
      createdAt: deps.now().toISOString(),
    });
    const [json] = await loadPayments(trx, { ids: [payment.id] });
    return { bytes, filename: `${refund ? 'Remboursement' : 'Recu'}-${payment.receipt_number}.pdf`, payment: json!, to: payment.customer_email, learnerId: payment.invoice_learner_id };
  });
}
