import type { Kysely, Migration } from 'kysely';
import { dialectOf, nowIsoDefault, withId } from '../sql';

/**
 * Embeds: the plannings an agency publishes for its website (`<volant-planning>`). One publication per
 * agency, reached by an unguessable key; it shows only the chosen agendas and activities.
 */
export const embeds: Migration = {
  async up(db: Kysely<unknown>) {
    const dialect = dialectOf(db);
    const now = nowIsoDefault(dialect);
    const s = db.schema;

    await withId(s.createTable('planning_shares'), dialect)
      .addColumn('structure_id', 'integer', (c) => c.notNull().references('structures.id').onDelete('cascade'))
      .addColumn('agency_id', 'integer', (c) => c.notNull().references('agencies.id').onDelete('cascade'))
      .addColumn('share_key', 'text', (c) => c.notNull())
      .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
      .addColumn('updated_at', 'text', (c) => c.notNull().defaultTo(now))
      .addUniqueConstraint('planning_shares_agency_unique', ['agency_id'])
      .addUniqueConstraint('planning_shares_key_unique', ['share_key'])
      .execute();
    await s.createIndex('planning_shares_structure_idx').on('planning_shares').column('structure_id').execute();

    await s
      .createTable('planning_share_agendas')
      .addColumn('share_id', 'integer', (c) => c.notNull().references('planning_shares.id').onDelete('cascade'))
      .addColumn('agenda_id', 'integer', (c) => c.notNull().references('agendas.id').onDelete('cascade'))
      .addPrimaryKeyConstraint('planning_share_agendas_pk', ['share_id', 'agenda_id'])
      .execute();

    await s
      .createTable('planning_share_activities')
      .addColumn('share_id', 'integer', (c) => c.notNull().references('planning_shares.id').onDelete('cascade'))
      .addColumn('activity_id', 'integer', (c) => c.notNull().references('planning_activities.id').onDelete('cascade'))
      .addPrimaryKeyConstraint('planning_share_activities_pk', ['share_id', 'activity_id'])
      .execute();
  },
};
