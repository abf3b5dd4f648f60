import type { Generated } from 'kysely';

/**
 * Tables of the accounting area (migrations 0202–0205). Money in cents, quantities in hundredths,
 * VAT rates in hundredths of a percent, booleans 0/1, dates `YYYY-MM-DD`, timestamps ISO 8601 UTC.
 */

declare module './core' {
  /** Columns 0202_billing adds to the core `billings` table (the billing configuration of an agency). */
  interface BillingsTable {
    legal_name: string | null;
    legal_form: string | null;
    share_capital: string | null;
    /** « RCS Orléans 812 345 678 » */
    rcs: string | null;
    /** Overrides the agency's when set. */
    siret: string | null;
    vat_number: string | null;
    approval_number: string | null;
    insurer_name: string | null;
    insurer_policy: string | null;
    mediator_name: string | null;
    mediator_url: string | null;
    iban: string | null;
    bic: string | null;
    /** SEPA creditor identifier (ICS), 0960. */
    creditor_id: string | null;
    /** Days between the pre-notification and the collection, 0960. */
    pre_notification_days: Generated<number>;
    quotation_prefix: Generated<string>;
    invoice_prefix: Generated<string>;
    credit_note_prefix: Generated<string>;
    receipt_prefix: Generated<string>;
    number_with_year: Generated<number>;
    number_padding: Generated<number>;
    quotation_validity_days: Generated<number>;
    payment_terms_days: Generated<number>;
    /** Yearly rate of late-payment penalties, hundredths of a percent. */
    late_penalty_rate_bp: Generated<number>;
    footer_note: string | null;
    updated_at: string | null;
  }
}

export interface CustomerAccountsTable {
  id: Generated<number>;
  structure_id: number;
  agency_id: number;
  /** Compte client collectif (411000). */
  customer_account: string;
  /** One auxiliary account per learner (411 + learner id) in the accounting entries. */
  auxiliary_per_learner: Generated<number>;
  sales_account: string;
  vat_account: string;
  bank_account: string;
  sales_journal: string;
  bank_journal: string;
  /** 0295: payments in cash. */
  cash_account: Generated<string>;
  cash_journal: Generated<string>;
  /** 0296: sales exempt from VAT. */
  exempt_sales_account: Generated<string>;
  created_at: Generated<string>;
  updated_at: string | null;
}

export interface PackagesTable {
  id: Generated<number>;
  structure_id: number;
  agency_id: number;
  name: string;
  description: string | null;
  training_id: number | null;
  is_active: Generated<number>;
  created_at: Generated<string>;
  updated_at: string | null;
}

export interface PackageItemsTable {
  id: Generated<number>;
  package_id: number;
  service_id: number;
  position: number;
  quantity_centi: number;
  /** Overrides the service's unit price (HT) inside this package; derived from the next when priced VAT included. */
  unit_price_cents: number | null;
  /** The item's own unit price VAT included, as entered; null: its own price (if any) is HT. */
  unit_price_ttc_cents: number | null;
}

export type BillKind = 'quotation' | 'invoice' | 'credit_note';

export interface BillsTable {
  id: Generated<number>;
  structure_id: number;
  agency_id: number;
  kind: BillKind;
  status: Generated<number>;
  number: string | null;
  /** The gapless sequence value behind `number` (invoices and credit notes). */
  sequence: number | null;
  /** Public link of a quotation (`/devis/{uuid}`). */
  uuid: string | null;
  learner_id: number | null;
  organization_id: number | null;
  /** The quotation an invoice comes from; the invoice a credit note corrects. */
  source_id: number | null;
  customer_name: string;
  customer_address: string | null;
  customer_email: string | null;
  title: string | null;
  notes: string | null;
  /** Why a credit note was issued. */
  reason: string | null;
  issue_date: string;
  due_date: string | null;
  validity_date: string | null;
  payment_terms_days: number | null;
  total_ht_cents: Generated<number>;
  total_tva_cents: Generated<number>;
  total_ttc_cents: Generated<number>;
  paid_cents: Generated<number>;
  credited_cents: Generated<number>;
  sent_at: string | null;
  viewed_at: string | null;
  accepted_at: string | null;
  validated_at: string | null;
  /** The seller identity (JSON SellerIdentity) a document was issued with; null on drafts (invoices validated, quotations sent or validated). */
  seller_json: string | null;
  /** The buyer's identifiers (JSON FrozenBuyer) a document was issued with; null on drafts. */
  buyer_json: string | null;
  /** On a credit note: the corrected invoice's balance right after it, as it prints it (negative: owed back). */
  balance_after_cents: number | null;
  created_by: number | null;
  created_at: Generated<string>;
  updated_at: Generated<string>;
}

export interface BillLinesTable {
  id: Generated<number>;
  bill_id: number;
  position: number;
  label: string;
  quantity_centi: number;
  /** Excluding VAT; derived from `unit_price_ttc_cents` when the line is priced VAT included. */
  unit_price_cents: number;
  /** The unit price VAT included the line was entered with; null: priced excluding VAT. */
  unit_price_ttc_cents: number | null;
  tva_id: number | null;
  tva_rate_bp: number;
  tva_label: string;
  tva_mention: string | null;
  service_id: number | null;
  package_id: number | null;
  /** The invoice line a credit-note line corrects. */
  source_line_id: number | null;
  total_ht_cents: number;
  total_tva_cents: number;
}

export interface PaymentsTable {
  id: Generated<number>;
  structure_id: number;
  agency_id: number;
  bill_id: number;
  amount_cents: number;
  /** 'card', 'cash', 'cheque', 'transfer', 'direct_debit', 'cpf', 'other'. */
  method: string;
  paid_on: string;
  reference: string | null;
  payer_name: string;
  receipt_number: string;
  receipt_sequence: number;
  /** 'payment' (its receipt) or 'refund' (money given back: a negative amount, a refund number). */
  kind: Generated<string>;
  /** The invoice's balance right after this movement, as its receipt prints it (negative: a refund owed). */
  balance_after_cents: Generated<number>;
  /** The seller identity (JSON SellerIdentity) the receipt was issued with. */
  seller_json: string | null;
  created_by: number | null;
  created_at: Generated<string>;
}

export interface LedgerSequencesTable {
  structure_id: number;
  /** 'invoice', 'credit_note', 'receipt', 'quotation', 'event'. */
  kind: string;
  last_value: Generated<number>;
  /** For 'event': the hash of the last event (the chain's head). */
  last_hash: string | null;
  /** For 'event': HMAC of the head (structure, last_value, last_hash) with the ledger key (0250). */
  head_seal: string | null;
}

export interface LedgerEventsTable {
  id: Generated<number>;
  structure_id: number;
  seq: number;
  event_type: string;
  document_type: string | null;
  document_id: number | null;
  document_number: string | null;
  amount_cents: number | null;
  /** Canonical JSON (sorted keys) of what the event records. */
  payload: string;
  user_id: number | null;
  created_at: string;
  previous_hash: string;
  hash: string;
  /** 1: plain SHA-256, before the ledger key; 2: HMAC-SHA256 with the ledger key (0250). */
  scheme: Generated<number>;
  /** Keyed events of an invoice, credit note or payment: sha256 of its fiscal content. */
  document_digest: string | null;
}

/** The database's NF525 book (one row, 0252): who it is, and which ledger key sealed it. */
export interface LedgerBookTable {
  id: number;
  /** Random, made with the database: names its chains' witnesses outside it (server/resources/ledger/witness-store.ts). */
  book_id: string;
  /** HMAC of the book id with the ledger key; null while no key was proven right (an upgraded base whose heads another key sealed). */
  key_check: string | null;
  created_at: string;
}

export interface LedgerClosuresTable {
  id: Generated<number>;
  structure_id: number;
  /** 'day', 'month', 'year'. */
  period_type: string;
  period_start: string;
  period_end: string;
  /** The first day the closure covers: the day after the previous closure of its type (0251; null before). */
  covered_from: string | null;
  /** Canonical JSON of the period's totals (by document type and VAT rate). */
  totals: string;
  net_ttc_cents: number;
  cumulative_ttc_cents: number;
  payments_cents: number;
  cumulative_payments_cents: number;
  events_count: number;
  /** The closure's own event in the chain. */
  event_seq: number;
  hash: string;
  user_id: number | null;
  created_at: string;
}

/**
 * An opening balance (« reprise de solde », migration 0960): what a learner owed in the previous
 * software when Volant took over — positive when the learner owes the school, negative for a credit in
 * the learner's favour. Counted in the learner's balance and written to the ledger's opening journal.
 */
export interface OpeningBalancesTable {
  id: Generated<number>;
  structure_id: number;
  agency_id: number;
  learner_id: number;
  amount_cents: number;
  /** The day the balance was taken over (AAAA-MM-JJ): its entry's date, and when it falls due. */
  entry_date: string;
  label: string;
  created_by: number | null;
  created_at: Generated<string>;
}

export interface AccountingTables {
  opening_balances: OpeningBalancesTable;
  customer_accounts: CustomerAccountsTable;
  packages: PackagesTable;
  package_items: PackageItemsTable;
  bills: BillsTable;
  bill_lines: BillLinesTable;
  payments: PaymentsTable;
  ledger_sequences: LedgerSequencesTable;
  ledger_events: LedgerEventsTable;
  ledger_closures: LedgerClosuresTable;
  ledger_book: LedgerBookTable;
}
