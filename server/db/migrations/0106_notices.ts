import type { Kysely, Migration } from 'kysely';
import { dialectOf, nowIsoDefault, withId } from '../sql';

const REASONS = [
  'Propos injurieux ou diffamatoires',
  'Avis sans rapport avec la formation',
  'Faux avis ou avis en double',
  'Données personnelles divulguées',
  'Autre motif',
];

interface ReferenceRows {
  notice_reasons: { label: string };
}

/** Certified notices (avis) of learners, the requests sent to them, and the reasons a notice is reported. */
export const notices: Migration = {
  async up(db: Kysely<unknown>) {
    const dialect = dialectOf(db);
    const now = nowIsoDefault(dialect);
    const s = db.schema;
    await withId(s.createTable('notice_reasons'), dialect).addColumn('label', 'text', (c) => c.notNull().unique()).execute();
    await (db as unknown as Kysely<ReferenceRows>)
      .insertInto('notice_reasons')
      .values(REASONS.map((label) => ({ label })))
      .execute();

    await withId(s.createTable('notice_requests'), dialect)
      .addColumn('structure_id', 'integer', (c) => c.notNull().references('structures.id').onDelete('cascade'))
      .addColumn('agency_id', 'integer', (c) => c.notNull().references('agencies.id'))
      .addColumn('learner_id', 'integer', (c) => c.notNull().references('learners.id').onDelete('cascade'))
      .addColumn('request_date', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull().defaultTo('sent'))
      .addColumn('notice_status', 'text', (c) => c.notNull().defaultTo('pending'))
      .addColumn('posted_notice_date', 'text')
      .addColumn('reminded_at', 'text')
      .addColumn('remind_count', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
      .execute();
    await s.createIndex('notice_requests_list_idx').on('notice_requests').columns(['structure_id', 'request_date']).execute();

    await withId(s.createTable('notices'), dialect)
      .addColumn('structure_id', 'integer', (c) => c.notNull().references('structures.id').onDelete('cascade'))
      .addColumn('agency_id', 'integer', (c) => c.notNull().references('agencies.id'))
      .addColumn('learner_id', 'integer', (c) => c.references('learners.id').onDelete('set null'))
      .addColumn('request_id', 'integer', (c) => c.references('notice_requests.id').onDelete('set null'))
      .addColumn('author_name', 'text', (c) => c.notNull())
      .addColumn('rating', 'integer', (c) => c.notNull())
      .addColumn('comment', 'text', (c) => c.notNull())
      .addColumn('verified', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('reported', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('report_reason_id', 'integer', (c) => c.references('notice_reasons.id'))
      .addColumn('report_comment', 'text')
      .addColumn('reported_at', 'text')
      .addColumn('notice_date', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
      .execute();
    await s.createIndex('notices_list_idx').on('notices').columns(['structure_id', 'verified', 'notice_date']).execute();
  },
};
