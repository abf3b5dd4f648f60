import type { Kysely, Migration } from 'kysely';

/**
 * A validated invoice or credit note keeps the seller identity it was issued with (`seller_json`,
 * a JSON SellerIdentity): its PDF, duplicates and Factur-X are rendered from it, not from the billing
 * configuration of the day. The documents already issued get the identity current at migration time
 * (the best record there is of what they printed).
 *
 * Frozen (docs/decisions.md, « Migrations are frozen »): the identity is computed by the copy below of
 * `sellerIdentity` (server/resources/billing/identity.ts) as it stood when this migration was written,
 * over the tables as they were then; 0285 and 0287 freeze documents with the same copy.
 */
export const billsSeller: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('bills').addColumn('seller_json', 'text').execute();
    const typed = db as unknown as Kysely<{ bills: { agency_id: number; kind: string; number: string | null; seller_json: string | null } }>;
    const agencies = await typed.selectFrom('bills').select('agency_id').distinct().where('kind', '!=', 'quotation').where('number', 'is not', null).execute();
    for (const { agency_id } of agencies) {
      await typed
        .updateTable('bills')
        .set({ seller_json: await sellerJson(db, agency_id) })
        .where('agency_id', '=', agency_id)
        .where('kind', '!=', 'quotation')
        .where('number', 'is not', null)
        .execute();
    }
  },
};

/** The columns the seller identity reads, as 0001_core and 0202_billing made them. */
interface SellerTables {
  structures: { id: number; name: string };
  agencies: {
    id: number;
    structure_id: number;
    name: string;
    siret: string | null;
    vat_number: string | null;
    approval_number: string | null;
    address: string | null;
    postal_code: string | null;
    city: string | null;
    phone: string | null;
    email: string | null;
  };
  billings: {
    id: number;
    agency_id: number | null;
    currency: string;
    legal_name: string | null;
    legal_form: string | null;
    share_capital: string | null;
    rcs: string | null;
    siret: string | null;
    vat_number: string | null;
    approval_number: string | null;
    insurer_name: string | null;
    insurer_policy: string | null;
    mediator_name: string | null;
    mediator_url: string | null;
    iban: string | null;
    bic: string | null;
    footer_note: string | null;
    quotation_prefix: string;
    invoice_prefix: string;
    credit_note_prefix: string;
    receipt_prefix: string;
    number_with_year: number;
    number_padding: number;
    quotation_validity_days: number;
    payment_terms_days: number;
    late_penalty_rate_bp: number;
  };
}

/** The defaults of an agency whose billing was not configured (the columns' defaults of 0202_billing). */
const BILLING_DEFAULTS = {
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

/** An agency's seller identity as a document stores it (`seller_json`): the agency merged with its billing configuration. */
export async function sellerJson(db: Kysely<unknown>, agencyId: number): Promise<string> {
  const row = await (db as unknown as Kysely<SellerTables>)
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
  return JSON.stringify({
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
    insurerName: row.insurer_name,
    insurerPolicy: row.insurer_policy,
    mediatorName: row.mediator_name,
    mediatorUrl: row.mediator_url,
    iban: row.iban,
    bic: row.bic,
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
  });
}
