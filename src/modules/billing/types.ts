/** The billing configuration of an agency (`/billings`): numbering, terms and the identity printed on documents. */
export interface Billing {
  id: number;
  agency: { '@id': string; id: number; name: string };
  currency: string;
  legalName: string | null;
  legalForm: string | null;
  shareCapital: string | null;
  rcs: string | null;
  siret: string | null;
  vatNumber: string | null;
  approvalNumber: string | null;
  insurerName: string | null;
  insurerPolicy: string | null;
  mediatorName: string | null;
  mediatorUrl: string | null;
  iban: string | null;
  bic: string | null;
  quotationPrefix: string;
  invoicePrefix: string;
  creditNotePrefix: string;
  receiptPrefix: string;
  numberWithYear: boolean;
  numberPadding: number;
  quotationValidityDays: number;
  paymentTermsDays: number;
  /** Yearly rate of late-payment penalties, percent. */
  latePenaltyRate: number;
  footerNote: string | null;
  createdAt: string;
  updatedAt: string | null;
}

/** `GET /billings-agency`: whether each agency has its billing configured. */
export interface BillingAgency {
  agency: { '@id': string; id: number; name: string };
  /** IRI of its configuration, or null. */
  billing: string | null;
  isConfigured: boolean;
}

/** The accounts an agency's accounting uses (`/billing/customer_accounts?agence=`). */
export interface CustomerAccount {
  id: number;
  agency: { '@id': string; id: number; name: string };
  customerAccount: string;
  auxiliaryPerLearner: boolean;
  salesAccount: string;
  vatAccount: string;
  bankAccount: string;
  salesJournal: string;
  bankJournal: string;
  updatedAt: string | null;
}
