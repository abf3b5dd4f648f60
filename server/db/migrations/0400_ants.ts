import type { Kysely, Migration } from 'kysely';
import { dialectOf, nowIsoDefault, withId } from '../sql';

/**
 * ANTS (spec part 1 §7, part 2 §3–§4): connections (per agency, or one for the structure when
 * modeANTS is 1), requests with their supporting-document pages, synchronisations, and the state of
 * the simulated ANTS (`ants_sim_demandes`).
 */
export const ants: Migration = {
  async up(db: Kysely<unknown>) {
    const dialect = dialectOf(db);
    const now = nowIsoDefault(dialect);

    await withId(db.schema.createTable('ants_sessions'), dialect)
      .addColumn('structure_id', 'integer', (c) => c.notNull().references('structures.id').onDelete('cascade'))
      .addColumn('agency_id', 'integer', (c) => c.references('agencies.id').onDelete('cascade'))
      .addColumn('type', 'text', (c) => c.notNull())
      .addColumn('id_session', 'text', (c) => c.notNull().unique())
      .addColumn('login', 'text', (c) => c.notNull())
      .addColumn('approval_number', 'text', (c) => c.notNull())
      .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('connected_at', 'text', (c) => c.notNull())
      .addColumn('expires_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('ants_sessions_structure_idx').on('ants_sessions').columns(['structure_id', 'agency_id']).execute();

    await withId(db.schema.createTable('ants_sim_demandes'), dialect)
      .addColumn('id_demande', 'text', (c) => c.notNull().unique())
      .addColumn('structure_id', 'integer', (c) => c.notNull().references('structures.id').onDelete('cascade'))
      .addColumn('agency_id', 'integer', (c) => c.notNull().references('agencies.id').onDelete('cascade'))
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('status_at', 'text', (c) => c.notNull())
      .addColumn('request_type', 'text', (c) => c.notNull())
      .addColumn('category', 'text', (c) => c.notNull())
      .addColumn('last_name', 'text', (c) => c.notNull())
      .addColumn('first_name', 'text', (c) => c.notNull())
      .addColumn('birth_date', 'text')
      .addColumn('birth_city', 'text')
      .addColumn('neph', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('ants_sim_demandes_scope_idx').on('ants_sim_demandes').columns(['structure_id', 'agency_id']).execute();

    await withId(db.schema.createTable('ants_requests'), dialect)
      .addColumn('structure_id', 'integer', (c) => c.notNull().references('structures.id').onDelete('cascade'))
      .addColumn('agency_id', 'integer', (c) => c.notNull().references('agencies.id').onDelete('cascade'))
      .addColumn('learner_id', 'integer', (c) => c.references('learners.id').onDelete('set null'))
      .addColumn('id_demande', 'text', (c) => c.notNull().unique())
      .addColumn('id_session', 'text')
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('request_type', 'text', (c) => c.notNull())
      .addColumn('category', 'text', (c) => c.notNull())
      .addColumn('birth_city', 'text')
      .addColumn('neph', 'text')
      .addColumn('submitted_at', 'text')
      .addColumn('status_changed_at', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('ants_requests_scope_idx').on('ants_requests').columns(['structure_id', 'agency_id', 'status']).execute();
    await db.schema.createIndex('ants_requests_learner_idx').on('ants_requests').column('learner_id').execute();

    await withId(db.schema.createTable('ants_attachment_pages'), dialect)
      .addColumn('structure_id', 'integer', (c) => c.notNull().references('structures.id').onDelete('cascade'))
      .addColumn('request_id', 'integer', (c) => c.notNull().references('ants_requests.id').onDelete('cascade'))
      .addColumn('id_pj', 'text', (c) => c.notNull())
      .addColumn('page_number', 'integer', (c) => c.notNull())
      .addColumn('storage_key', 'text', (c) => c.notNull())
      .addColumn('original_name', 'text', (c) => c.notNull())
      .addColumn('mime_type', 'text', (c) => c.notNull())
      .addColumn('size', 'integer', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
      .addUniqueConstraint('ants_attachment_pages_page_unique', ['request_id', 'id_pj', 'page_number'])
      .execute();

    await withId(db.schema.createTable('ants_syncs'), dialect)
      .addColumn('structure_id', 'integer', (c) => c.notNull().references('structures.id').onDelete('cascade'))
      .addColumn('agency_id', 'integer', (c) => c.references('agencies.id').onDelete('cascade'))
      .addColumn('synced_at', 'text', (c) => c.notNull())
      .addColumn('changed_count', 'integer', (c) => c.notNull())
      .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
      .execute();
    await db.schema.createIndex('ants_syncs_scope_idx').on('ants_syncs').columns(['structure_id', 'synced_at']).execute();
  },
};
