import { DEFAULT_MIGRATION_TABLE, Migrator, PostgresAdapter, sql, type Kysely, type Migration, type MigrationProvider } from 'kysely';
import { announceWrites } from './announce';
import { migrations, requiredLevel, SCHEMA_LEVEL } from './migrations/index';
import type { Database } from './schema';

const MIGRATION_TABLE = DEFAULT_MIGRATION_TABLE;

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
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  // Kysely looks for its bookkeeping tables in every schema of the database: name the one in use, or
  // those of another schema (another Volant, a test run) would be taken for this one's.
  const schema = options.pgSchema ?? (postgres ? await currentSchema(db) : undefined);
  const known = migrations({ ledgerKey: options.ledgerKey });
  const newer = (await executedMigrations(db, schema)).filter((name) => !(name in known));
  const given = { ...known, ...tolerated(newer) };
  const provider: MigrationProvider = { getMigrations: async () => given };
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

/** The names of the migrations executed on this database (none before the first start). */
async function executedMigrations(db: Kysely<Database>, schema: string | undefined): Promise<string[]> {
  const tables = await db.introspection.getTables({ withInternalKyselyTables: true });
  if (!tables.some((t) => t.name === MIGRATION_TABLE && (schema === undefined || t.schema === schema))) return [];
  const table = schema === undefined ? sql.table(MIGRATION_TABLE) : sql.table(`${schema}.${MIGRATION_TABLE}`);
  const { rows } = await sql<{ name: string }>`select name from ${table}`.execute(db);
  return rows.map((r) => r.name);
}

/**
 * The migrations a later release executed here, which this build does not know: already applied, they
 * are never run (their `up` is not called); the build refuses the database when one of them removes
 * something it still uses (a contract of a level above its own: server/db/migrations/index.ts).
 */
function tolerated(newer: string[]): Record<string, Migration> {
  const refused = newer.filter((name) => requiredLevel(name) > SCHEMA_LEVEL);
  if (refused.length > 0) {
    throw new Error(
      `La base a été migrée par une version plus récente de Volant qui a retiré ce que cette version utilise encore (${refused.join(', ')} : niveau de schéma ${Math.max(...refused.map(requiredLevel))}, celui de cette version est ${SCHEMA_LEVEL}). Déployez la version récente sur toutes les instances.`,
    );
  }
  const applied: Migration = {
    up: async () => {
      throw new Error('Une migration d’une version plus récente ne peut pas être appliquée par celle-ci.');
    },
  };
  return Object.fromEntries(newer.map((name) => [name, applied]));
}

async function currentSchema(db: Kysely<Database>): Promise<string> {
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  const schema = rows[0]?.schema;
  if (!schema) throw new Error('PostgreSQL : aucun schéma courant (search_path vide ?).');
  return schema;
}
