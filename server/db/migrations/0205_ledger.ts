import { sql, type Kysely, type Migration } from 'kysely';
import { dialectOf, withId } from '../sql';

/**
 * The NF525 ledger: gapless sequences per structure (document numbers and the event chain), the
 * hash-chained event log and the periodic closures. The log and the closures are append-only: the
 * database itself refuses to update or delete their rows (triggers), on top of the API never doing it.
 */
export const ledger: Migration = {
  async up(db: Kysely<unknown>) {
    const dialect = dialectOf(db);
    await db.schema
      .createTable('ledger_sequences')
      .addColumn('structure_id', 'integer', (c) => c.notNull().references('structures.id').onDelete('cascade'))
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('last_value', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('last_hash', 'text')
      .addPrimaryKeyConstraint('ledger_sequences_pk', ['structure_id', 'kind'])
      .execute();

    await withId(db.schema.createTable('ledger_events'), dialect)
      .addColumn('structure_id', 'integer', (c) => c.notNull().references('structures.id'))
      .addColumn('seq', 'integer', (c) => c.notNull())
      .addColumn('event_type', 'text', (c) => c.notNull())
      .addColumn('document_type', 'text')
      .addColumn('document_id', 'integer')
      .addColumn('document_number', 'text')
      .addColumn('amount_cents', 'integer')
      .addColumn('payload', 'text', (c) => c.notNull())
      .addColumn('user_id', 'integer')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('previous_hash', 'text', (c) => c.notNull())
      .addColumn('hash', 'text', (c) => c.notNull())
      .addUniqueConstraint('ledger_events_structure_seq_unique', ['structure_id', 'seq'])
      .execute();
    await db.schema.createIndex('ledger_events_document_idx').on('ledger_events').columns(['document_type', 'document_id']).execute();

    await withId(db.schema.createTable('ledger_closures'), dialect)
      .addColumn('structure_id', 'integer', (c) => c.notNull().references('structures.id'))
      .addColumn('period_type', 'text', (c) => c.notNull())
      .addColumn('period_start', 'text', (c) => c.notNull())
      .addColumn('period_end', 'text', (c) => c.notNull())
      .addColumn('totals', 'text', (c) => c.notNull())
      .addColumn('net_ttc_cents', 'integer', (c) => c.notNull())
      .addColumn('cumulative_ttc_cents', 'integer', (c) => c.notNull())
      .addColumn('payments_cents', 'integer', (c) => c.notNull())
      .addColumn('cumulative_payments_cents', 'integer', (c) => c.notNull())
      .addColumn('events_count', 'integer', (c) => c.notNull())
      .addColumn('event_seq', 'integer', (c) => c.notNull())
      .addColumn('hash', 'text', (c) => c.notNull())
      .addColumn('user_id', 'integer')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addUniqueConstraint('ledger_closures_period_unique', ['structure_id', 'period_type', 'period_start'])
      .execute();

    const message = 'Le journal NF525 est inaltérable : ses enregistrements ne peuvent être ni modifiés ni supprimés.';
    if (dialect === 'postgres') {
      await sql
        .raw(
          `CREATE FUNCTION ledger_append_only() RETURNS trigger AS $$ BEGIN RAISE EXCEPTION '${message}'; END; $$ LANGUAGE plpgsql`,
        )
        .execute(db);
      for (const table of ['ledger_events', 'ledger_closures']) {
        await sql
          .raw(`CREATE TRIGGER ${table}_append_only BEFORE UPDATE OR DELETE ON ${table} FOR EACH ROW EXECUTE FUNCTION ledger_append_only()`)
          .execute(db);
      }
    } else {
      for (const table of ['ledger_events', 'ledger_closures']) {
        for (const action of ['UPDATE', 'DELETE']) {
          await sql
            .raw(`CREATE TRIGGER ${table}_no_${action.toLowerCase()} BEFORE ${action} ON ${table} BEGIN SELECT RAISE(ABORT, '${message}'); END`)
            .execute(db);
        }
      }
    }
  },
};
