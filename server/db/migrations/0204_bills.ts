import type { Kysely, Migration } from 'kysely';
import { dialectOf, nowIsoDefault, withId } from '../sql';

/**
 * Quotations, invoices and credit notes share one table (`kind`), as the API's `/accounting/bills`
 * calls (duplicate, transform) do; their lines; and the payments of invoices (each with its receipt).
 * Money in cents, quantities in hundredths, VAT rates in hundredths of a percent.
 */
export const bills: Migration = {
  async up(db: Kysely<unknown>) {
    const dialect = dialectOf(db);
    const now = nowIsoDefault(dialect);
    await withId(db.schema.createTable('bills'), dialect)
      .addColumn('structure_id', 'integer', (c) => c.notNull().references('structures.id').onDelete('cascade'))
      .addColumn('agency_id', 'integer', (c) => c.notNull().references('agencies.id'))
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('status', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('number', 'text')
      .addColumn('sequence', 'integer')
      .addColumn('uuid', 'text', (c) => c.unique())
      .addColumn('learner_id', 'integer', (c) => c.references('learners.id'))
      .addColumn('organization_id', 'integer', (c) => c.references('organizations.id'))
      .addColumn('source_id', 'integer', (c) => c.references('bills.id'))
      .addColumn('customer_name', 'text', (c) => c.notNull())
      .addColumn('customer_address', 'text')
      .addColumn('customer_email', 'text')
      .addColumn('title', 'text')
      .addColumn('notes', 'text')
      .addColumn('reason', 'text')
      .addColumn('issue_date', 'text', (c) => c.notNull())
      .addColumn('due_date', 'text')
      .addColumn('validity_date', 'text')
      .addColumn('payment_terms_days', 'integer')
      .addColumn('total_ht_cents', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('total_tva_cents', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('total_ttc_cents', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('paid_cents', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('credited_cents', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('sent_at', 'text')
      .addColumn('viewed_at', 'text')
      .addColumn('accepted_at', 'text')
      .addColumn('validated_at', 'text')
      .addColumn('created_by', 'integer', (c) => c.references('users.id'))
      .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
      .addColumn('updated_at', 'text', (c) => c.notNull().defaultTo(now))
      .addUniqueConstraint('bills_structure_kind_number_unique', ['structure_id', 'kind', 'number'])
      .execute();
    await db.schema.createIndex('bills_list_idx').on('bills').columns(['structure_id', 'kind', 'agency_id', 'created_at']).execute();
    await db.schema.createIndex('bills_learner_idx').on('bills').columns(['learner_id', 'kind']).execute();
    await db.schema.createIndex('bills_source_idx').on('bills').column('source_id').execute();

    await withId(db.schema.createTable('bill_lines'), dialect)
      .addColumn('bill_id', 'integer', (c) => c.notNull().references('bills.id').onDelete('cascade'))
      .addColumn('position', 'integer', (c) => c.notNull())
      .addColumn('label', 'text', (c) => c.notNull())
      .addColumn('quantity_centi', 'integer', (c) => c.notNull())
      .addColumn('unit_price_cents', 'integer', (c) => c.notNull())
      .addColumn('tva_id', 'integer')
      .addColumn('tva_rate_bp', 'integer', (c) => c.notNull())
      .addColumn('tva_label', 'text', (c) => c.notNull())
      .addColumn('tva_mention', 'text')
      .addColumn('service_id', 'integer', (c) => c.references('services.id').onDelete('set null'))
      .addColumn('package_id', 'integer', (c) => c.references('packages.id').onDelete('set null'))
      .addColumn('source_line_id', 'integer', (c) => c.references('bill_lines.id'))
      .addColumn('total_ht_cents', 'integer', (c) => c.notNull())
      .addColumn('total_tva_cents', 'integer', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('bill_lines_bill_idx').on('bill_lines').columns(['bill_id', 'position']).execute();

    await withId(db.schema.createTable('payments'), dialect)
      .addColumn('structure_id', 'integer', (c) => c.notNull().references('structures.id').onDelete('cascade'))
      .addColumn('agency_id', 'integer', (c) => c.notNull().references('agencies.id'))
      .addColumn('bill_id', 'integer', (c) => c.notNull().references('bills.id'))
      .addColumn('amount_cents', 'integer', (c) => c.notNull())
      .addColumn('method', 'text', (c) => c.notNull())
      .addColumn('paid_on', 'text', (c) => c.notNull())
      .addColumn('reference', 'text')
      .addColumn('payer_name', 'text', (c) => c.notNull())
      .addColumn('receipt_number', 'text', (c) => c.notNull())
      .addColumn('receipt_sequence', 'integer', (c) => c.notNull())
      .addColumn('created_by', 'integer', (c) => c.references('users.id'))
      .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
      .addUniqueConstraint('payments_structure_receipt_unique', ['structure_id', 'receipt_number'])
      .execute();
    await db.schema.createIndex('payments_bill_idx').on('payments').column('bill_id').execute();
    await db.schema.createIndex('payments_list_idx').on('payments').columns(['structure_id', 'agency_id', 'paid_on']).execute();
  },
};
