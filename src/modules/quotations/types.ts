import type { BillBase, BillDetails, BillLine, SellerContact, VatBreakdownRow } from '../../shared/accounting/types';

/** A quotation (`/accounting/quotations`): numbered on creation, answered by the learner through its public link. */
export interface Quotation extends BillBase {
  /** The public link's id (`/devis/{uuid}`). */
  uuid: string;
  validityDate: string | null;
  sentAt: string | null;
  viewedAt: string | null;
  acceptedAt: string | null;
  /** The invoice it was transformed into. */
  invoice: { '@id': string; id: number; number: string | null } | null;
}

/** `GET /accounting/quotations/{id}`: with its lines and VAT breakdown. */
export interface QuotationDetails extends Quotation, BillDetails {}

/** The issuing agency as the public page shows it. */
export interface PublicSeller extends SellerContact {
  agencyName: string;
  /** Company name, legal form and capital, RCS: the PDF's footer. */
  legalMentions: string;
}

/** `GET /accounting/public/quotation-details/{uuid}`: the quotation as the learner sees it (no login). */
export interface PublicQuotation {
  uuid: string;
  number: string | null;
  status: Quotation['status'];
  issueDate: string;
  validityDate: string | null;
  acceptedAt: string | null;
  customerName: string;
  learnerName: string | null;
  title: string | null;
  notes: string | null;
  currency: string;
  seller: PublicSeller;
  /** The conditions the learner accepts: the ones the quotation PDF prints (billing configuration). */
  conditions: string[];
  lines: BillLine[];
  vat: VatBreakdownRow[];
  totalPriceHt: number;
  totalTva: number;
  totalPriceTtc: number;
  /** False once accepted, refused, invoiced or expired. */
  canValidate: boolean;
  expired: boolean;
}
