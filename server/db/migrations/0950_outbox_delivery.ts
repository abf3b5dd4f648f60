import { sql, type Kysely, type Migration } from 'kysely';

/**
 * SMTP delivery of the outbox: what a message needs to leave as proper MIME (Message-ID, HTML part,
 * names, Reply-To), the worker's claim and retry bookkeeping, the SMTP server's last answer, and the
 * links that list a message under its learner and its document.
 */
export const outboxDelivery: Migration = {
  async up(db: Kysely<unknown>) {
    const s = db.schema;
    const table = () => s.alterTable('outbox_emails');
    // SQLite adds one column per ALTER TABLE.
    for (const column of ['message_id', 'from_name', 'to_name', 'reply_to', 'body_html', 'next_attempt_at', 'claimed_by', 'smtp_response', 'document']) {
      await table().addColumn(column, 'text').execute();
    }
    await table().addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0)).execute();
    await table().addColumn('agency_id', 'integer', (c) => c.references('agencies.id').onDelete('set null')).execute();
    await table().addColumn('learner_id', 'integer', (c) => c.references('learners.id').onDelete('set null')).execute();
    await table().addColumn('bill_id', 'integer', (c) => c.references('bills.id').onDelete('set null')).execute();
    // Messages queued before delivery existed: due now, with a Message-ID of their own.
    await sql`update outbox_emails set next_attempt_at = created_at, message_id = '<volant-outbox-' || id || '@localhost>'`.execute(db);
    await s.dropIndex('outbox_emails_status_idx').execute();
    // The worker's claim: queued rows due now and claims whose lease ended, by due time.
    await s.createIndex('outbox_emails_due_idx').on('outbox_emails').columns(['status', 'next_attempt_at', 'id']).execute();
    await s.createIndex('outbox_emails_learner_idx').on('outbox_emails').columns(['learner_id', 'id']).execute();
    await s.createIndex('outbox_emails_bill_idx').on('outbox_emails').columns(['bill_id', 'id']).execute();
  },
};
