import type { Kysely, Migration } from 'kysely';
import { dialectOf, nowIsoDefault, withId } from '../sql';

/**
 * The billing configuration of an agency (core table `billings`, one row per agency): numbering,
 * payment terms, the legal identity printed on documents, bank details. And the customer accounts of
 * each agency's accounting (compte client collectif, sales, VAT and bank accounts, journals), used by
 * the accounting entries of the fiscal archive.
 */
export const billing: Migration = {
  async up(db: Kysely<unknown>) {
    const dialect = dialectOf(db);
    const columns: [string, 'text' | 'integer', string | number | null][] = [
      ['legal_name', 'text', null],
      ['legal_form', 'text', null],
      ['share_capital', 'text', null],
      ['rcs', 'text', null],
      ['siret', 'text', null],
      ['vat_number', 'text', null],
      ['approval_number', 'text', null],
      ['insurer_name', 'text', null],
      ['insurer_policy', 'text', null],
      ['mediator_name', 'text', null],
      ['mediator_url', 'text', null],
      ['iban', 'text', null],
      ['bic', 'text', null],
      ['quotation_prefix', 'text', 'D'],
      ['invoice_prefix', 'text', 'F'],
      ['credit_note_prefix', 'text', 'AV'],
      ['receipt_prefix', 'text', 'R'],
      ['number_with_year', 'integer', 1],
      ['number_padding', 'integer', 5],
      ['quotation_validity_days', 'integer', 30],
      ['payment_terms_days', 'integer', 30],
      ['late_penalty_rate_bp', 'integer', 1000],
      ['footer_note', 'text', null],
      ['updated_at', 'text', null],
    ];
    // SQLite adds one column per ALTER TABLE.
    for (const [name, type, fallback] of columns) {
      await db.schema
        .alterTable('billings')
        .addColumn(name, type, (c) => (fallback === null ? c : c.notNull().defaultTo(fallback)))
        .execute();
    }

    await withId(db.schema.createTable('customer_accounts'), dialect)
      .addColumn('structure_id', 'integer', (c) => c.notNull().references('structures.id').onDelete('cascade'))
      .addColumn('agency_id', 'integer', (c) => c.notNull().unique().references('agencies.id').onDelete('cascade'))
      .addColumn('customer_account', 'text', (c) => c.notNull())
      .addColumn('auxiliary_per_learner', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('sales_account', 'text', (c) => c.notNull())
      .addColumn('vat_account', 'text', (c) => c.notNull())
      .addColumn('bank_account', 'text', (c) => c.notNull())
      .addColumn('sales_journal', 'text', (c) => c.notNull())
      .addColumn('bank_journal', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(nowIsoDefault(dialect)))
      .addColumn('updated_at', 'text')
      .execute();
  },
};
