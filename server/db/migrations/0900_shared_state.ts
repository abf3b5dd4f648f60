import type { Kysely, Migration } from 'kysely';
import { dialectOf, nowIsoDefault } from '../sql';

/**
 * What every instance over one database must see alike (several instances over one PostgreSQL):
 * stored files in chunks, the answers kept under an Idempotency-Key, and rate-limit counters.
 */
export const sharedState: Migration = {
  async up(db: Kysely<unknown>) {
    const dialect = dialectOf(db);
    const now = nowIsoDefault(dialect);
    const s = db.schema;
    const bytes = dialect === 'postgres' ? 'bytea' : 'blob';

    // A file is readable once `complete` is 1: its chunks are written one row at a time as they arrive.
    await s
      .createTable('stored_files')
      .addColumn('key', 'text', (c) => c.primaryKey())
      .addColumn('mime_type', 'text', (c) => c.notNull())
      .addColumn('size', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('chunks', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('complete', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
      .execute();
    await s
      .createTable('stored_file_chunks')
      .addColumn('file_key', 'text', (c) => c.notNull().references('stored_files.key').onDelete('cascade'))
      .addColumn('seq', 'integer', (c) => c.notNull())
      .addColumn('data', bytes, (c) => c.notNull())
      .addPrimaryKeyConstraint('stored_file_chunks_pk', ['file_key', 'seq'])
      .execute();

    // `status` null while the first request is in flight; times are epoch milliseconds.
    await s
      .createTable('idempotency_keys')
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('key', 'text', (c) => c.notNull())
      .addColumn('fingerprint', 'text', (c) => c.notNull())
      .addColumn('started_at', 'bigint', (c) => c.notNull())
      .addColumn('expires_at', 'bigint', (c) => c.notNull())
      .addColumn('status', 'integer')
      .addColumn('headers', 'text')
      .addColumn('body', bytes)
      .addPrimaryKeyConstraint('idempotency_keys_pk', ['user_id', 'key'])
      .execute();
    await s.createIndex('idempotency_keys_expiry_idx').on('idempotency_keys').column('expires_at').execute();

    // Fixed windows: `count` hits since `window_start` (epoch ms), until `expires_at`.
    await s
      .createTable('rate_counters')
      .addColumn('bucket', 'text', (c) => c.primaryKey())
      .addColumn('window_start', 'bigint', (c) => c.notNull())
      .addColumn('expires_at', 'bigint', (c) => c.notNull())
      .addColumn('count', 'integer', (c) => c.notNull())
      .addColumn('last_at', 'bigint', (c) => c.notNull())
      .execute();
    await s.createIndex('rate_counters_expiry_idx').on('rate_counters').column('expires_at').execute();
  },
};
