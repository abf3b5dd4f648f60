import { dataExportSchema } from '../../../src/modules/data-transfer/schema';
import type { DataExport } from '../../../src/modules/data-transfer/types';
import type { JsonLd } from '../../../src/shared/api/hydra';
import type { AppDeps, AuthContext } from '../../core/env';
import { conflict } from '../../core/errors';
import { iri, jsonLd } from '../../core/hydra';
import { itemRoute, rawRoute } from '../../core/routes/declare';
import type { RouteDeclaration } from '../../core/routes/types';
import { found } from '../../core/scope';
import { openStoredFile } from '../../core/uploads';
import { exportFileKey, runExport } from './export';

const EXPORTS_PATH = '/exports';

type ExportRow = { id: number; status: string; done: number; total: number; error: string | null; created_at: string; finished_at: string | null };

const exportJsonLd = (row: ExportRow): JsonLd<DataExport> =>
  jsonLd('DataExport', iri(EXPORTS_PATH, row.id), {
    id: row.id,
    status: row.status === 'done' ? 'done' : row.status === 'failed' ? 'failed' : 'running',
    done: row.done,
    total: row.total,
    error: row.error,
    createdAt: row.created_at,
    finishedAt: row.finished_at,
  });

/** One export of the caller's structure (404 otherwise). */
async function loadExport(deps: AppDeps, auth: AuthContext, id: number) {
  return found(await deps.db.selectFrom('data_exports').selectAll().where('id', '=', id).where('structure_id', '=', auth.structureId).executeTakeFirst());
}

/**
 * The export of all the structure's data (« Réversibilité ») as CSV files in a zip, built in the
 * background: started, followed by its progress, then downloaded. Managers and platform admins.
 */
export const DATA_EXPORT_ROUTES: readonly RouteDeclaration[] = [
  // Raw: the export is accepted (202) and built in the background.
  rawRoute({
    method: 'POST',
    path: EXPORTS_PATH,
    access: 'manager',
    hydraClass: 'DataExport',
    summary: 'Starts the export of all the structure’s data (202; one at a time).',
    mediaType: 'application/ld+json',
    statuses: [202],
    async handle({ deps, auth }, c) {
      const running = await deps.db.selectFrom('data_exports').select('id').where('structure_id', '=', auth.structureId).where('status', '=', 'running').executeTakeFirst();
      if (running) throw conflict('Un export de la structure est déjà en cours : attendez qu’il se termine.');
      const row = await deps.db.insertInto('data_exports').values({ structure_id: auth.structureId, user_id: auth.userId }).returningAll().executeTakeFirstOrThrow();
      // Built in the background once the export's row is committed, on the database itself: a request
      // with an Idempotency-Key (every call of the back office) runs in a transaction that ends with it.
      await deps.afterCommit((committed) => {
        void runExport(committed, row.id, auth.structureId);
        return Promise.resolve();
      });
      return c.json(exportJsonLd(row), 202);
    },
  }),

  itemRoute<undefined, DataExport>({
    method: 'GET',
    path: `${EXPORTS_PATH}/{id}`,
    access: 'manager',
    hydraClass: 'DataExport',
    summary: 'Reads an export’s progress.',
    output: dataExportSchema,
    handle: async ({ deps, auth, id }) => exportJsonLd(await loadExport(deps, auth, id())),
  }),

  rawRoute({
    method: 'GET',
    path: `${EXPORTS_PATH}/{id}/file`,
    access: 'manager',
    hydraClass: 'DataExport',
    summary: 'Downloads a finished export (zip of CSV files).',
    mediaType: 'application/zip',
    async handle({ deps, auth, id }, c) {
      const row = await loadExport(deps, auth, id());
      if (row.status !== 'done' || !row.storage_key) throw conflict('L’export n’est pas encore prêt.');
      const file = await openStoredFile(deps, exportFileKey(row.storage_key));
      return c.body(file.stream, 200, {
        'Content-Type': 'application/zip',
        'Content-Length': String(file.size),
        'Content-Disposition': `attachment; filename="reversibilite-${row.created_at.slice(0, 10)}.zip"`,
      });
    },
  }),
];
