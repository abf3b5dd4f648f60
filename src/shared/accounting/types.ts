import type { BillStatus } from './status';

/**
 * The seller as every document prints it: the agency's company and contact, billing configuration
 * first (the server's `SellerIdentity`, the contract's agency and the public quotation's seller).
 */
export interface SellerContact {
  /** The company that issues and signs (the billing configuration's legal name). */
  legalName: string;
  approvalNumber: string | null;
  siret: string | null;
  /** Intra-community VAT number (art. 242 nonies A CGI). */
  vatNumber: string | null;
  address: string | null;
  postalCode: string | null;
  city: string | null;
  phone: string | null;
  email: string | null;
}

/** The VAT rate of a line as it was when the line was written. */
export interface BillLineTva {
  /** The `/billing/tvas` rate it came from (null when that rate was deleted since). */
  id: number | null;
  /** Percent. */
  rate: number;
  label: string;
  legalMention: string | null;
}

/** A line of a quotation, invoice or credit note (amounts in euros). */
export interface BillLine {
  id: number;
  position: number;
  label: string;
  quantity: number;
  /** Excluding VAT (derived, rounded to the cent, when the line is priced VAT included). */
  unitPrice: number;
  /** The unit price VAT included the line was entered with; null: priced excluding VAT. */
  unitPriceTtc: number | null;
  tva: BillLineTva;
  service: { id: number; name: string } | null;
  package: { id: number; name: string } | null;
  totalHt: number;
  totalTva: number;
  totalTtc: number;
}

/** One row of the VAT breakdown. */
export interface VatBreakdownRow {
  rate: number;
  baseHt: number;
  tva: number;
  legalMention: string | null;
}

export interface BillLearnerRef {
  '@id': string;
  id: number;
  firstName: string;
  lastName: string;
  email: string | null;
}

export interface BillOrganizationRef {
  '@id': string;
  id: number;
  name: string;
}

/** What quotations, invoices and credit notes share (`/accounting/quotations`, `/accounting/invoices`). */
export interface BillBase {
  id: number;
  /** Quotations are numbered on creation, invoices and credit notes when validated (NF525). */
  number: string | null;
  status: BillStatus;
  agency: { '@id': string; id: number; name: string };
  learner: BillLearnerRef | null;
  organization: BillOrganizationRef | null;
  customerName: string;
  customerAddress: string | null;
  customerEmail: string | null;
  title: string | null;
  notes: string | null;
  issueDate: string;
  totalPriceHt: number;
  totalTva: number;
  totalPriceTtc: number;
  createdAt: string;
  updatedAt: string;
}

/** An item read (`GET …/{id}`) carries its lines and VAT breakdown; lists leave them out. */
export interface BillDetails {
  lines: BillLine[];
  vat: VatBreakdownRow[];
}
