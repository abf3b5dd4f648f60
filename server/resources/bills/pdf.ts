import { deName } from '../../../src/shared/i18n/elision';
import { BILL_STATUS } from '../../../src/shared/accounting/status';
import type { BillLine, VatBreakdownRow } from '../../../src/shared/accounting/types';
import { formatUnitPrice, lineUnitPrice } from '../../../src/shared/accounting/unit-price';
import { PdfWriter, type AssociatedFile } from '../../pdf/document';
import { formatDay, formatRate } from '../../pdf/text';
import type { BillKind } from '../../db/tables/accounting';
import type { SellerIdentity } from '../billing/identity';
import { billConditions } from './conditions';

const moneyFormats = new Map<string, Intl.NumberFormat>();

/** « 1 234,50 € » (or the billing currency) from cents. */
export function money(cents: number, currency = 'EUR'): string {
  let format = moneyFormats.get(currency);
  if (!format) {
    format = new Intl.NumberFormat('fr-FR', { style: 'currency', currency });
    moneyFormats.set(currency, format);
  }
  return format.format(cents / 100);
}

const quantity = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 2 });

/** What a printed quotation, invoice or credit note shows. */
export interface PrintableBill {
  kind: BillKind;
  number: string | null;
  status: number;
  title: string | null;
  notes: string | null;
  reason: string | null;
  issueDate: string;
  dueDate: string | null;
  validityDate: string | null;
  paymentTermsDays: number | null;
  acceptedAt: string | null;
  customerName: string;
  customerAddress: string | null;
  customerEmail: string | null;
  /** The learner, printed when an organisation pays for them. */
  learnerName: string | null;
  /** The quotation of an invoice, the invoice of a credit note. */
  sourceNumber: string | null;
  lines: readonly BillLine[];
  vat: readonly VatBreakdownRow[];
  totalHtCents: number;
  totalTvaCents: number;
  totalTtcCents: number;
  /**
   * A credit note's: the corrected invoice's balance right after it, stored at issue (negative: owed
   * back); null otherwise. An invoice prints no balance: it is the document as issued, and its payments
   * have their own frozen receipts (docs/decisions.md).
   */
  balanceAfterCents: number | null;
}

const TITLES: Record<BillKind, string> = { quotation: 'Devis', invoice: 'Facture', credit_note: 'Avoir' };

function sellerLines(seller: SellerIdentity): string[] {
  return [
    seller.legalName,
    seller.agencyName !== seller.legalName ? `Agence : ${seller.agencyName}` : null,
    seller.address,
    [seller.postalCode, seller.city].filter(Boolean).join(' ') || null,
    seller.phone ? `Tél. : ${seller.phone}` : null,
    seller.email,
    seller.siret ? `SIRET : ${seller.siret}` : null,
    seller.vatNumber ? `N° TVA intracommunautaire : ${seller.vatNumber}` : null,
    seller.approvalNumber ? `N° d’agrément : ${seller.approvalNumber}` : null,
  ].filter((line): line is string => Boolean(line));
}

/** The legal footer: company, form and capital, RCS (SIRET, VAT and approval numbers head the page). */
export function legalFooter(seller: SellerIdentity): string {
  const form = [seller.legalForm, seller.shareCapital ? `au capital de ${seller.shareCapital}` : null].filter(Boolean).join(' ');
  return [seller.legalName, form || null, seller.rcs].filter(Boolean).join(' – ');
}

function documentTitle(bill: PrintableBill): string {
  const title = TITLES[bill.kind];
  if (bill.number === null) return `${title} (brouillon, sans valeur comptable)`;
  return `${title} n° ${bill.number}`;
}

/** Quotation, invoice or credit note as a French PDF with the legal mentions of a French invoice. */
export async function renderBillPdf(
  seller: SellerIdentity,
  bill: PrintableBill,
  options: { duplicate?: boolean; facturX?: { file: AssociatedFile; issuedAt: Date } } = {},
): Promise<Uint8Array> {
  const currency = seller.currency;
  const pdf = await PdfWriter.create({ title: documentTitle(bill), footer: legalFooter(seller), author: seller.legalName });
  if (options.facturX) await pdf.associate(options.facturX.file, options.facturX.issuedAt);
  if (options.duplicate) pdf.text('DUPLICATA', { size: 12, bold: true, align: 'right' });
  pdf.heading(documentTitle(bill));
  pdf.columns(sellerLines(seller), [
    bill.customerName,
    ...(bill.customerAddress ?? '').split('\n').filter(Boolean),
    ...(bill.customerEmail ? [bill.customerEmail] : []),
    ...(bill.learnerName && bill.learnerName !== bill.customerName ? [`Élève : ${bill.learnerName}`] : []),
  ]);
  pdf.space(6);
  const dates: [string, string][] = [['Date d’émission', formatDay(bill.issueDate)]];
  if (bill.kind === 'quotation' && bill.validityDate) dates.push(['Valable jusqu’au', formatDay(bill.validityDate)]);
  if (bill.kind === 'invoice' && bill.dueDate) dates.push(['Date d’échéance', formatDay(bill.dueDate)]);
  if (bill.kind === 'invoice' && bill.sourceNumber) dates.push(['Devis d’origine', bill.sourceNumber]);
  if (bill.kind === 'credit_note' && bill.sourceNumber) dates.push(['Facture rectifiée', bill.sourceNumber]);
  if (bill.kind === 'credit_note' && bill.reason) dates.push(['Motif', bill.reason]);
  if (bill.title) dates.push(['Objet', bill.title]);
  pdf.keyValues(dates);
  pdf.space(8);

  pdf.table(
    [
      { header: 'Désignation', width: 0.38 },
      { header: 'Qté', width: 0.08, align: 'right' },
      { header: 'PU HT', width: 0.13, align: 'right' },
      { header: 'TVA', width: 0.1, align: 'right' },
      { header: 'Total HT', width: 0.15, align: 'right' },
      { header: 'Total TTC', width: 0.16, align: 'right' },
    ],
    bill.lines.map((line) => [
      line.label,
      quantity.format(line.quantity),
      formatUnitPrice(lineUnitPrice(line), currency),
      formatRate(line.tva.rate),
      money(Math.round(line.totalHt * 100), currency),
      money(Math.round(line.totalTtc * 100), currency),
    ]),
  );

  if (bill.vat.length > 0) {
    pdf.text('Détail de la TVA', { bold: true, size: 9.5 });
    pdf.table(
      [
        { header: 'Taux', width: 0.2, align: 'right' },
        { header: 'Base HT', width: 0.4, align: 'right' },
        { header: 'Montant TVA', width: 0.4, align: 'right' },
      ],
      bill.vat.map((row) => [formatRate(row.rate), money(Math.round(row.baseHt * 100), currency), money(Math.round(row.tva * 100), currency)]),
    );
  }

  const totals: [string, string][] = [
    ['Total HT', money(bill.totalHtCents, currency)],
    ['Total TVA', money(bill.totalTvaCents, currency)],
  ];
  totals.push([bill.kind === 'credit_note' ? 'Total TTC à déduire' : 'Total TTC', money(bill.totalTtcCents, currency)]);
  pdf.totals(totals);
  if (bill.kind === 'credit_note' && bill.balanceAfterCents !== null) {
    pdf.space(4);
    const balance = bill.balanceAfterCents;
    pdf.keyValues([[`Facture n° ${bill.sourceNumber ?? ''} après cet avoir`, balance < 0 ? `${money(-balance, currency)} à rembourser` : `${money(balance, currency)} restant à payer`]]);
  }
  pdf.space(6);

  for (const mention of new Set(bill.vat.flatMap((row) => (row.legalMention ? [row.legalMention] : [])))) {
    pdf.text(mention, { size: 8.5 });
  }
  if (bill.notes) pdf.text(bill.notes, { size: 9 });
  pdf.space(4);
  pdf.rule();

  const small = { size: 8, muted: true } as const;
  for (const condition of billConditions(seller, bill)) pdf.text(condition, small);
  if (bill.kind === 'quotation') {
    if (bill.status === BILL_STATUS.accepted && bill.acceptedAt) {
      pdf.text(`Devis accepté en ligne par le client le ${formatDay(bill.acceptedAt)}.`, { size: 9, bold: true });
    } else {
      pdf.text('Bon pour accord (date, signature et mention « lu et approuvé ») :', { size: 9 });
      pdf.space(28);
    }
  }
  if (seller.footerNote) pdf.text(seller.footerNote, small);
  return pdf.save();
}

/**
 * What an invoice's balance means: left to pay, or — once a credit note follows its payment — owed
 * back to the customer (« À rembourser »), never hidden as « Reste à payer 0,00 € ». Printed frozen:
 * on a receipt as it stood after its payment, on a credit note as it stood after it.
 */
function balanceLine(balanceCents: number, currency: string): [string, string] {
  return balanceCents < 0 ? ['À rembourser', money(-balanceCents, currency)] : ['Reste à payer', money(balanceCents, currency)];
}

export interface PrintableReceipt {
  /** A refund (money given back) rather than a payment received. */
  refund: boolean;
  number: string;
  paidOn: string;
  amountCents: number;
  methodLabel: string;
  reference: string | null;
  payerName: string;
  invoiceNumber: string;
  invoiceTotalCents: number;
  /** The invoice's balance right after this movement, as it was issued (negative: a refund owed). */
  balanceAfterCents: number;
}

/** The receipt of a payment (« Reçu n° R-2026-00001 »). */
export async function renderReceiptPdf(seller: SellerIdentity, receipt: PrintableReceipt, options: { duplicate?: boolean } = {}): Promise<Uint8Array> {
  const currency = seller.currency;
  const title = `${receipt.refund ? 'Remboursement' : 'Reçu'} n° ${receipt.number}`;
  const pdf = await PdfWriter.create({ title, footer: legalFooter(seller), author: seller.legalName });
  if (options.duplicate) pdf.text('DUPLICATA', { size: 12, bold: true, align: 'right' });
  pdf.heading(title);
  pdf.columns(sellerLines(seller), [receipt.payerName]);
  pdf.space(10);
  const amount = money(Math.abs(receipt.amountCents), currency);
  pdf.text(
    receipt.refund
      ? `${seller.legalName} a remboursé à ${receipt.payerName} la somme de ${amount} le ${formatDay(receipt.paidOn)}, au titre de la facture n° ${receipt.invoiceNumber}.`
      : `${seller.legalName} reconnaît avoir reçu ${deName(receipt.payerName)} la somme de ${amount} le ${formatDay(receipt.paidOn)}, au titre de la facture n° ${receipt.invoiceNumber}.`,
  );
  pdf.space(6);
  pdf.keyValues([
    ['Mode de règlement', receipt.methodLabel],
    ...(receipt.reference ? ([['Référence', receipt.reference]] as [string, string][]) : []),
    ['Montant de la facture', money(receipt.invoiceTotalCents, currency)],
    balanceLine(receipt.balanceAfterCents, currency),
  ]);
  pdf.space(8);
  pdf.totals([[receipt.refund ? 'Montant remboursé' : 'Montant reçu', amount]]);
  return pdf.save();
}
