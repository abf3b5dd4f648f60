import { Zip, ZipDeflate } from 'fflate';
import { sql } from 'kysely';
import { csvLine, type CsvFormat } from '../../core/csv';
import type { AppDeps } from '../../core/env';

/** Tables never exported: secrets, sessions, technical bookkeeping and the exports themselves. */
const SKIPPED_TABLES = new Set(['stored_files', 'stored_file_chunks', 'idempotency_keys', 'rate_counters', 'refresh_tokens', 'sso_tickets', 'outbox_emails', 'data_exports', 'kysely_migration', 'kysely_migration_lock', 'permissions', 'trainings', 'organization_types', 'onboarding_applications', 'platform_links', 'tutorials', 'platform_notifications', 'software_settings', 'sales_service_parameters']);
/** Columns never exported (password hashes, storage paths). */
const SKIPPED_COLUMNS = new Set(['password_hash', 'storage_key', 'file_key']);
const BATCH = 2000;

/** How a table's rows belong to a structure, found from its columns. */
interface ExportTable {
  name: string;
  columns: string[];
  /** SQL condition selecting the structure's rows. */
  scope: 'structure' | 'id' | 'agency' | 'learner' | 'user' | 'account';
}

async function currentSchema(deps: AppDeps): Promise<string | undefined> {
  if (deps.dialect !== 'postgres') return undefined;
  const result = await sql<{ schema: string }>`select current_schema() as schema`.execute(deps.db);
  return result.rows[0]?.schema;
}

/**
 * The tables of the structure, discovered from the database schema when the export runs: every table
 * with a structure column, or one that hangs off agencies, learners, users or role accounts. Tables
 * other areas add later are exported the same way.
 */
export async function exportTables(deps: AppDeps): Promise<ExportTable[]> {
  const schema = await currentSchema(deps);
  const tables = await deps.db.introspection.getTables();
  const result: ExportTable[] = [];
  for (const table of tables) {
    if (table.isView || SKIPPED_TABLES.has(table.name)) continue;
    if (schema !== undefined && table.schema !== undefined && table.schema !== schema) continue;
    const names = table.columns.map((c) => c.name);
    const columns = names.filter((c) => !SKIPPED_COLUMNS.has(c));
    const scope: ExportTable['scope'] | null =
      table.name === 'structures'
        ? 'id'
        : names.includes('structure_id')
          ? 'structure'
          : names.includes('agency_id')
            ? 'agency'
            : names.includes('learner_id')
              ? 'learner'
              : names.includes('user_id')
                ? 'user'
                : names.includes('account_id')
                  ? 'account'
                  : null;
    if (scope) result.push({ name: table.name, columns, scope });
  }
  return result.sort((a, b) => a.name.localeCompare(b.name));
}

function scopeCondition(table: ExportTable, structureId: number) {
  switch (table.scope) {
    case 'id':
      return sql`id = ${structureId}`;
    case 'structure':
      return sql`structure_id = ${structureId}`;
    case 'agency':
      return sql`agency_id IN (SELECT id FROM agencies WHERE structure_id = ${structureId})`;
    case 'learner':
      return sql`learner_id IN (SELECT id FROM learners WHERE structure_id = ${structureId})`;
    case 'user':
      return sql`user_id IN (SELECT id FROM users WHERE structure_id = ${structureId})`;
    case 'account':
      return sql`account_id IN (SELECT id FROM role_accounts WHERE structure_id = ${structureId})`;
  }
}

const CSV_FORMAT: CsvFormat = { separator: ',' };

async function countRows(deps: AppDeps, table: ExportTable, structureId: number): Promise<number> {
  const result = await sql<{ n: number | string }>`SELECT count(*) AS n FROM ${sql.table(table.name)} WHERE ${scopeCondition(table, structureId)}`.execute(deps.db);
  return Number(result.rows[0]?.n ?? 0);
}

/** The file store key of an export's zip (`storage_key` of the row is its name). */
export function exportFileKey(storageKey: string): string {
  return `exports/${storageKey}`;
}

/**
 * The zip of every table of the structure, `<table>.csv` each (UTF-8 with BOM, comma-separated),
 * yielded piece by piece as batches of rows are compressed, and the progress (rows done / total)
 * recorded on the export as it goes.
 */
async function* zipOfStructure(deps: AppDeps, exportId: number, structureId: number): AsyncGenerator<Uint8Array> {
  const tables = await exportTables(deps);
  const counts = await Promise.all(tables.map((t) => countRows(deps, t, structureId)));
  await deps.db.updateTable('data_exports').set({ total: counts.reduce((a, b) => a + b, 0) }).where('id', '=', exportId).execute();
  const ready: Uint8Array[] = [];
  let failure: Error | null = null;
  const zip = new Zip((error, chunk) => {
    if (error) failure = error;
    else ready.push(chunk);
  });
  const drain = function* () {
    if (failure) throw failure;
    yield* ready.splice(0);
  };
  const encoder = new TextEncoder();
  let done = 0;
  for (const table of tables) {
    const file = new ZipDeflate(`${table.name}.csv`, { level: 6 });
    zip.add(file);
    file.push(encoder.encode(`\uFEFF${csvLine(table.columns, CSV_FORMAT)}`), false);
    const orderColumn = table.columns[0] ?? 'rowid';
    for (let offset = 0; ; offset += BATCH) {
      const result = await sql<Record<string, unknown>>`SELECT ${sql.join(table.columns.map((c) => sql.ref(c)))} FROM ${sql.table(table.name)} WHERE ${scopeCondition(table, structureId)} ORDER BY ${sql.ref(orderColumn)} LIMIT ${BATCH} OFFSET ${offset}`.execute(deps.db);
      if (result.rows.length > 0) {
        file.push(encoder.encode(result.rows.map((row) => csvLine(table.columns.map((c) => row[c]), CSV_FORMAT)).join('')), false);
        done += result.rows.length;
        await deps.db.updateTable('data_exports').set({ done }).where('id', '=', exportId).execute();
      }
      yield* drain();
      if (result.rows.length < BATCH) break;
    }
    file.push(new Uint8Array(0), true);
  }
  zip.end();
  yield* drain();
}

/** Builds the export's zip into the file store (streamed: no whole zip in memory or on disk). */
export async function runExport(deps: AppDeps, exportId: number, structureId: number): Promise<void> {
  const storageKey = `${structureId}-${exportId}.zip`;
  try {
    await deps.files.put(exportFileKey(storageKey), zipOfStructure(deps, exportId, structureId), 'application/zip');
    const { done } = await deps.db.selectFrom('data_exports').select('done').where('id', '=', exportId).executeTakeFirstOrThrow();
    await deps.db
      .updateTable('data_exports')
      .set({ status: 'done', done, storage_key: storageKey, finished_at: deps.now().toISOString() })
      .where('id', '=', exportId)
      .execute();
  } catch (error) {
    console.error('[export] structure %d failed: %s', structureId, error instanceof Error ? error.stack : String(error));
    await deps.db
      .updateTable('data_exports')
      .set({ status: 'failed', error: 'L’export a échoué. Réessayez ; si le problème persiste, contactez le support.', finished_at: deps.now().toISOString() })
      .where('id', '=', exportId)
      .execute()
      .catch(() => undefined);
  }
}
