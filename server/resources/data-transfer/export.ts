import { Zip, ZipDeflate, ZipPassThrough } from 'fflate';
import { sql } from 'kysely';
import { csvLine, type CsvFormat } from '../../core/csv';
import type { AppDeps } from '../../core/env';
import { BUSINESS_FILES, structureFiles } from './business-files';
import type { BusinessFile } from './file-format';

const BATCH = 2000;
const CSV_FORMAT: CsvFormat = { separator: ';' };

async function countRows(deps: AppDeps, file: BusinessFile, structureId: number): Promise<number> {
  const result = await sql<{ n: number | string }>`SELECT count(*) AS n FROM (${file.query(structureId)}) counted`.execute(deps.db);
  return Number(result.rows[0]?.n ?? 0);
}

/** The file store key of an export's zip (`storage_key` of the row is its name). */
export function exportFileKey(storageKey: string): string {
  return `exports/${storageKey}`;
}

/**
 * The zip of the structure's business data (docs/export.md): one CSV per business object (UTF-8 with
 * BOM, `;`-separated, French headers, euros with a decimal comma, dd/mm/yyyy dates), then the
 * learners' documents and photos, yielded piece by piece as batches are compressed, and the progress
 * (rows and files done / total) recorded on the export as it goes.
 */
async function* zipOfStructure(deps: AppDeps, exportId: number, structureId: number): AsyncGenerator<Uint8Array> {
  const counts = await Promise.all(BUSINESS_FILES.map((file) => countRows(deps, file, structureId)));
  const stored = await structureFiles(deps, structureId);
  await deps.db.updateTable('data_exports').set({ total: counts.reduce((a, b) => a + b, 0) + stored.length }).where('id', '=', exportId).execute();
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
  const progress = () => deps.db.updateTable('data_exports').set({ done }).where('id', '=', exportId).execute();
  for (const file of BUSINESS_FILES) {
    const entry = new ZipDeflate(file.name, { level: 6 });
    zip.add(entry);
    entry.push(encoder.encode(`\uFEFF${csvLine(file.headers, CSV_FORMAT)}`), false);
    for (let offset = 0; ; offset += BATCH) {
      const { rows } = await sql<Record<string, unknown>>`${file.query(structureId)} LIMIT ${BATCH} OFFSET ${offset}`.execute(deps.db);
      if (rows.length > 0) {
        await file.complete?.(deps, rows);
        entry.push(encoder.encode(rows.map((row) => csvLine(file.cells(row), CSV_FORMAT)).join('')), false);
        done += rows.length;
        await progress();
      }
      yield* drain();
      if (rows.length < BATCH) break;
    }
    entry.push(new Uint8Array(0), true);
  }
  for (const { path, key } of stored) {
    const opened = await deps.files.get(key);
    if (opened) {
      // Documents and photos are compressed already: stored as they are.
      const entry = new ZipPassThrough(path);
      zip.add(entry);
      for await (const chunk of opened.stream) {
        entry.push(chunk, false);
        yield* drain();
      }
      entry.push(new Uint8Array(0), true);
    }
    done += 1;
    await progress();
    yield* drain();
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
