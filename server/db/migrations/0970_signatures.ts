import { sql, type Kysely, type Migration } from 'kysely';
import { dialectOf, nowIsoDefault, withId } from '../sql';

/**
 * Signatures at a distance (issue 41): a request per document sent for signature (the link's token
 * and the one-time code kept only as hashes, the document read fixed by its SHA-256, the signed PDF
 * by its key in the file store), and the evidence file: time-stamped steps chained by their hashes,
 * one chain per signature request or per quotation accepted on its public page.
 */
export const signatures: Migration = {
  async up(db: Kysely<unknown>) {
    const dialect = dialectOf(db);
    const now = nowIsoDefault(dialect);
    const s = db.schema;

    await withId(s.createTable('signature_requests'), dialect)
      .addColumn('structure_id', 'integer', (c) => c.notNull().references('structures.id').onDelete('cascade'))
      .addColumn('agency_id', 'integer', (c) => c.notNull().references('agencies.id').onDelete('cascade'))
      .addColumn('learner_id', 'integer', (c) => c.notNull().references('learners.id').onDelete('cascade'))
      .addColumn('contract_id', 'integer', (c) => c.notNull().references('learner_contracts.id').onDelete('cascade'))
      .addColumn('amendment_id', 'integer', (c) => c.references('contract_amendments.id').onDelete('cascade'))
      .addColumn('token_hash', 'text', (c) => c.notNull().unique())
      .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending').check(sql`status in ('pending', 'signed', 'locked', 'revoked')`))
      .addColumn('signer_name', 'text', (c) => c.notNull())
      .addColumn('signer_email', 'text', (c) => c.notNull())
      .addColumn('document_label', 'text', (c) => c.notNull())
      .addColumn('document_filename', 'text', (c) => c.notNull())
      .addColumn('document_key', 'text', (c) => c.notNull())
      .addColumn('document_sha256', 'text', (c) => c.notNull())
      .addColumn('expires_at', 'text', (c) => c.notNull())
      .addColumn('code_hash', 'text')
      .addColumn('code_expires_at', 'text')
      .addColumn('code_outbox_id', 'integer', (c) => c.references('outbox_emails.id').onDelete('set null'))
      .addColumn('code_sent_at', 'text')
      .addColumn('codes_sent', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('failed_tries', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('signed_at', 'text')
      .addColumn('signed_key', 'text')
      .addColumn('signed_sha256', 'text')
      .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
      .execute();
    await s.createIndex('signature_requests_contract_idx').on('signature_requests').columns(['contract_id', 'status']).execute();

    // subject 'signature' (subject_id a signature request) or 'quotation' (a bill); hash = SHA-256 of
    // the previous step's hash and this step's canonical JSON.
    await withId(s.createTable('evidence_steps'), dialect)
      .addColumn('structure_id', 'integer', (c) => c.notNull().references('structures.id').onDelete('cascade'))
      .addColumn('subject', 'text', (c) => c.notNull().check(sql`subject in ('signature', 'quotation')`))
      .addColumn('subject_id', 'integer', (c) => c.notNull())
      .addColumn('seq', 'integer', (c) => c.notNull())
      .addColumn('step', 'text', (c) => c.notNull())
      .addColumn('at', 'text', (c) => c.notNull())
      .addColumn('ip_address', 'text')
      .addColumn('user_agent', 'text')
      .addColumn('data_json', 'text', (c) => c.notNull())
      .addColumn('previous_hash', 'text', (c) => c.notNull())
      .addColumn('hash', 'text', (c) => c.notNull())
      .addUniqueConstraint('evidence_steps_chain_key', ['subject', 'subject_id', 'seq'])
      .execute();
  },
};
