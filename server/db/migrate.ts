import { Migrator, PostgresAdapter, sql, type Kysely, type MigrationProvider } from 'kysely';
import { announceWrites } from './announce';
import { migrations } from './migrations/index';
import type { Database } from './schema';

export interface MigrateOptions {
  /** The NF525 ledger key (config.ledgerKey): the upgrade to a keyed chain seals existing chains with it. */
  ledgerKey: string;
  /** PostgreSQL: the schema holding the migration bookkeeping tables (the isolated schema of a test run). */
  pgSchema?: string;
}

/**
 * Applies every pending migration; throws (with the failing migration's name) when one fails. On
 * PostgreSQL every table then announces its writes to the other instances (server/db/announce.ts).
 */
export async function migrateToLatest(db: Kysely<Database>, options: MigrateOptions): Promise<void> {
  const provider: MigrationProvider = { getMigrations: async () => migrations({ ledgerKey: options.ledgerKey }) };
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  // Kysely looks for its bookkeeping tables in every schema of the database: name the one in use, or
  // those of another schema (another Volant, a test run) would be taken for this one's.
  const schema = options.pgSchema ?? (postgres ? await currentSchema(db) : undefined);
  const migrator = new Migrator({
    db,
    provider,
    // Areas own ranges of names (migrations/index.ts): a later migration of a lower range must still
    // run on a database that already has the higher ones.
    allowUnorderedMigrations: true,
    ...(schema ? { migrationTableSchema: schema } : {}),
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((r) => r.status === 'Error')?.migrationName ?? 'inconnue';
    throw new Error(`Échec de la migration ${failed} : ${error instanceof Error ? error.message : String(error)}`, {
      cause: error,
    });
  }
  if (postgres) await announceWrites(db);
}

async function currentSchema(db: Kysely<Database>): Promise<string> {
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  const schema = rows[0]?.schema;
  if (!schema) throw new Error('PostgreSQL : aucun schéma courant (search_path vide ?).');
  return schema;
}
