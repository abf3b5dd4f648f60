import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import type { SellerContact } from '../../../src/shared/accounting/types';
import type { BillingsTable } from '../../db/tables/core';

type Db = Kysely<Database> | Transaction<Database>;

/** Defaults of an agency whose billing is not configured yet (the columns' defaults of 0202_billing). */
export const BILLING_DEFAULTS = {
  currency: 'EUR',
  quotationPrefix: 'D',
  invoicePrefix: 'F',
  creditNotePrefix: 'AV',
  receiptPrefix: 'R',
  numberWithYear: true,
  numberPadding: 5,
  quotationValidityDays: 30,
  paymentTermsDays: 30,
  latePenaltyRateBp: 1000,
} as const;

/** A billing row's insurer, mediator and bank, named as the billing settings and the documents name them. */
export function insuranceMediatorBank(row: Pick<BillingsTable, 'insurer_name' | 'insurer_policy' | 'mediator_name' | 'mediator_url' | 'iban' | 'bic'>) {
  return {
    insurerName: row.insurer_name,
    insurerPolicy: row.insurer_policy,
    mediatorName: row.mediator_name,
    mediatorUrl: row.mediator_url,
    iban: row.iban,
    bic: row.bic,
  };
}

/** Who issues a document and on which terms: the agency merged with its billing configuration. */
export interface SellerIdentity extends SellerContact {
  structureName: string;
  agencyName: string;
  legalForm: string | null;
  shareCapital: string | null;
  rcs: string | null;
  insurerName: string | null;
  insurerPolicy: string | null;
  mediatorName: string | null;
  mediatorUrl: string | null;
  iban: string | null;
  bic: string | null;
  footerNote: string | null;
  currency: string;
  quotationPrefix: string;
  invoicePrefix: string;
  creditNotePrefix: string;
  receiptPrefix: string;
  numberWithYear: boolean;
  numberPadding: number;
  quotationValidityDays: number;
  paymentTermsDays: number;
  latePenaltyRateBp: number;
}

/** The identity of an agency of the caller's structure (SIRET, VAT and approval numbers: configuration first, then the agency's). */
export async function sellerIdentity(db: Db, agencyId: number): Promise<SellerIdentity> {
  const row = await db
    .selectFrom('agencies')
    .innerJoin('structures', 'structures.id', 'agencies.structure_id')
    .leftJoin('billings', 'billings.agency_id', 'agencies.id')
    .select([
      'structures.name as structure_name',
      'agencies.name as agency_name',
      'agencies.address',
      'agencies.postal_code',
      'agencies.city',
      'agencies.phone',
      'agencies.email',
      'agencies.siret as agency_siret',
      'agencies.vat_number as agency_vat_number',
      'agencies.approval_number as agency_approval_number',
      'billings.id as billing_id',
      'billings.currency',
      'billings.legal_name',
      'billings.legal_form',
      'billings.share_capital',
      'billings.rcs',
      'billings.siret',
      'billings.vat_number',
      'billings.approval_number',
      'billings.insurer_name',
      'billings.insurer_policy',
      'billings.mediator_name',
      'billings.mediator_url',
      'billings.iban',
      'billings.bic',
      'billings.footer_note',
      'billings.quotation_prefix',
      'billings.invoice_prefix',
      'billings.credit_note_prefix',
      'billings.receipt_prefix',
      'billings.number_with_year',
      'billings.number_padding',
      'billings.quotation_validity_days',
      'billings.payment_terms_days',
      'billings.late_penalty_rate_bp',
    ])
    .where('agencies.id', '=', agencyId)
    .executeTakeFirstOrThrow();
  const configured = row.billing_id !== null;
  return {
    structureName: row.structure_name,
    legalName: row.legal_name ?? row.structure_name,
    agencyName: row.agency_name,
    legalForm: row.legal_form,
    shareCapital: row.share_capital,
    rcs: row.rcs,
    address: row.address,
    postalCode: row.postal_code,
    city: row.city,
    phone: row.phone,
    email: row.email,
    siret: row.siret ?? row.agency_siret,
    vatNumber: row.vat_number ?? row.agency_vat_number,
    approvalNumber: row.approval_number ?? row.agency_approval_number,
    ...insuranceMediatorBank(row),
    footerNote: row.footer_note,
    currency: row.currency ?? BILLING_DEFAULTS.currency,
    quotationPrefix: (configured && row.quotation_prefix) || BILLING_DEFAULTS.quotationPrefix,
    invoicePrefix: (configured && row.invoice_prefix) || BILLING_DEFAULTS.invoicePrefix,
    creditNotePrefix: (configured && row.credit_note_prefix) || BILLING_DEFAULTS.creditNotePrefix,
    receiptPrefix: (configured && row.receipt_prefix) || BILLING_DEFAULTS.receiptPrefix,
    numberWithYear: configured ? row.number_with_year === 1 : BILLING_DEFAULTS.numberWithYear,
    numberPadding: row.number_padding ?? BILLING_DEFAULTS.numberPadding,
    quotationValidityDays: row.quotation_validity_days ?? BILLING_DEFAULTS.quotationValidityDays,
    paymentTermsDays: row.payment_terms_days ?? BILLING_DEFAULTS.paymentTermsDays,
    latePenaltyRateBp: row.late_penalty_rate_bp ?? BILLING_DEFAULTS.latePenaltyRateBp,
  };
}
