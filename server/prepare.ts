import pg from 'pg';
import type { ServerConfig } from './config';
import { createAppDeps, type AppDeps } from './core/env';
import { openDatabase, pgSettings, type OpenedDatabase } from './db/database';
import { migrateToLatest } from './db/migrate';
import { pgClientConfig } from './db/pg-pool';
import { seedDemo } from './seed/demo';
import { syncReferenceData } from './seed/reference';
import { moveLocalFilesIntoStore } from './storage/local-files';

async function isEmpty(deps: AppDeps): Promise<boolean> {
  return (await deps.db.selectFrom('structures').select('id').limit(1).executeTakeFirst()) === undefined;
}

/** Migrations, reference data, and the demo data on an empty database; true when it seeded. */
async function prepare(deps: AppDeps): Promise<boolean> {
  await migrateToLatest(deps.db, { ledgerKey: deps.config.ledgerKey });
  await syncReferenceData(deps.db);
  await moveLocalFilesIntoStore(deps);
  const empty = await isEmpty(deps);
  if (empty) await seedDemo(deps);
  return empty;
}

/**
 * Brings the database to what this server needs before it serves; true when it created the demo data.
 * On PostgreSQL several instances may start at once on the same (maybe empty) database: the work runs
 * under a session advisory lock held by a dedicated connection, so one instance migrates and seeds
 * while the others wait, then find the work done (one seed). The lock goes with its connection, so
 * an instance killed while holding it does not block the others. The work itself runs without the
 * requests' statement deadline (a migration may take long on a large database).
 */
export async function prepareDatabase(config: ServerConfig, database: OpenedDatabase): Promise<boolean> {
  if (database.dialect === 'sqlite') return prepare(createAppDeps(database, config));
  const lock = new pg.Client(pgClientConfig(pgSettings(config, { deadlines: false }), 'volant-prepare'));
  lock.on('error', () => undefined);
  try {
    await lock.connect();
    await lock.query(`select pg_advisory_lock(hashtext('volant:prepare ' || current_schema()))`);
    const maintenance = await openDatabase(config, { deadlines: false });
    try {
      return await prepare(createAppDeps(maintenance, config));
    } finally {
      await maintenance.close();
    }
  } finally {
    await lock.end().catch(() => undefined);
  }
}
