import { sql, type Kysely, type Migration } from 'kysely';
import { dialectOf, nowIsoDefault, withId } from '../sql';

/**
 * SEPA direct debit (Core): the creditor identifier (ICS) and the pre-notification delay of an
 * agency's billing, the learners' mandates (RUM, debtor's IBAN and BIC, signature), and the batches
 * of instalments collected with a pain.008 file, one row per collected instalment.
 */
export const sepaDirectDebit: Migration = {
  async up(db: Kysely<unknown>) {
    const dialect = dialectOf(db);
    const now = nowIsoDefault(dialect);
    const s = db.schema;

    await s.alterTable('billings').addColumn('creditor_id', 'text').execute();
    await s.alterTable('billings').addColumn('pre_notification_days', 'integer', (c) => c.notNull().defaultTo(14)).execute();

    await withId(s.createTable('sepa_mandates'), dialect)
      .addColumn('structure_id', 'integer', (c) => c.notNull().references('structures.id').onDelete('cascade'))
      .addColumn('agency_id', 'integer', (c) => c.notNull().references('agencies.id').onDelete('cascade'))
      .addColumn('learner_id', 'integer', (c) => c.notNull().references('learners.id').onDelete('cascade'))
      .addColumn('reference', 'text', (c) => c.notNull())
      .addColumn('debtor_name', 'text', (c) => c.notNull())
      .addColumn('iban', 'text', (c) => c.notNull())
      .addColumn('bic', 'text', (c) => c.notNull())
      .addColumn('signed_on', 'text', (c) => c.notNull())
      .addColumn('signature_method', 'text', (c) => c.notNull().check(sql`signature_method in ('paper', 'online')`))
      .addColumn('status', 'text', (c) => c.notNull().defaultTo('active').check(sql`status in ('active', 'revoked')`))
      .addColumn('revoked_on', 'text')
      .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
      .addColumn('updated_at', 'text', (c) => c.notNull().defaultTo(now))
      .addUniqueConstraint('sepa_mandates_reference_key', ['structure_id', 'reference'])
      .execute();
    await s.createIndex('sepa_mandates_learner_idx').on('sepa_mandates').columns(['learner_id', 'status']).execute();

    await withId(s.createTable('sepa_batches'), dialect)
      .addColumn('structure_id', 'integer', (c) => c.notNull().references('structures.id').onDelete('cascade'))
      .addColumn('agency_id', 'integer', (c) => c.notNull().references('agencies.id').onDelete('cascade'))
      .addColumn('message_id', 'text', (c) => c.notNull().unique())
      .addColumn('collection_date', 'text', (c) => c.notNull())
      .addColumn('transactions', 'integer', (c) => c.notNull())
      .addColumn('total_cents', 'integer', (c) => c.notNull())
      .addColumn('xml', 'text', (c) => c.notNull())
      .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
      .execute();
    await s.createIndex('sepa_batches_structure_idx').on('sepa_batches').columns(['structure_id', 'created_at']).execute();

    await withId(s.createTable('sepa_batch_items'), dialect)
      .addColumn('batch_id', 'integer', (c) => c.notNull().references('sepa_batches.id').onDelete('cascade'))
      .addColumn('deadline_id', 'integer', (c) => c.notNull().references('learner_payment_deadlines.id').onDelete('cascade'))
      .addColumn('mandate_id', 'integer', (c) => c.notNull().references('sepa_mandates.id').onDelete('cascade'))
      .addColumn('sequence_type', 'text', (c) => c.notNull().check(sql`sequence_type in ('FRST', 'RCUR')`))
      .addColumn('end_to_end_id', 'text', (c) => c.notNull().unique())
      .addColumn('amount_cents', 'integer', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull().defaultTo('sent').check(sql`status in ('sent', 'rejected')`))
      .addColumn('reject_reason', 'text')
      .addColumn('rejected_at', 'text')
      .addUniqueConstraint('sepa_batch_items_deadline_key', ['batch_id', 'deadline_id'])
      .execute();
    await s.createIndex('sepa_batch_items_deadline_idx').on('sepa_batch_items').columns(['deadline_id', 'status']).execute();
    // An instalment is in one sent batch at most: two batches made at once cannot both debit it.
    await s.createIndex('sepa_batch_items_sent_once').unique().on('sepa_batch_items').column('deadline_id').where(sql.ref('status'), '=', 'sent').execute();
    await s.createIndex('sepa_batch_items_mandate_idx').on('sepa_batch_items').columns(['mandate_id', 'status']).execute();
  },
};
