import { Hono } from 'hono';
import { DUPLICATE_CHOICES, IMPORT_KINDS, type DataExport, type DuplicateChoice, type ImportKind, type ImportPreview, type ImportResult } from '../../../src/modules/data-transfer/types';
import { ROLES } from '../../../src/shared/auth/roles';
import type { AppEnv, AuthContext } from '../../core/env';
import { ApiError, conflict, forbidden, notFound } from '../../core/errors';
import { iri, jsonLd } from '../../core/hydra';
import { found, routeId } from '../../core/scope';
import { openStoredFile, readMultipart } from '../../core/uploads';
import { readImportCsv } from './csv-import';
import { exportFileKey, runExport } from './export';
import { prepareImport } from './importers';

/** Largest import file (the API body limit of /api/imports, see server/app.ts). */
export const IMPORT_MAX_BYTES = 16 * 1024 * 1024;
export const IMPORT_SUCCESS = 'Données importées avec succès.';

/** Imports: managers, and platform admins whose admin type is admin or unset (the sidebar's import rule). */
function assertMayImport(auth: AuthContext): void {
  const admin = auth.role === ROLES.admin && (auth.adminType === null || auth.adminType === 'admin');
  if (!admin && auth.role !== ROLES.manager) throw forbidden('Seuls un gérant ou un administrateur peuvent importer des données.');
}

function kindOf(raw: string | undefined): ImportKind {
  const kind = IMPORT_KINDS.find((k) => k === raw);
  if (!kind) throw notFound('Type d’import inconnu.');
  return kind;
}

/**
 * The uploaded CSV file. Spreadsheets declare CSV files under many types (text/csv, text/plain,
 * application/vnd.ms-excel or none): the content decides, checked by `readImportCsv`.
 */
async function readUpload(c: Parameters<typeof readMultipart>[0]): Promise<{ bytes: Uint8Array; form: Awaited<ReturnType<typeof readMultipart>> }> {
  const form = await readMultipart(c);
  const value = form.file;
  const file = Array.isArray(value) ? value[0] : value;
  const refuse = (message: string) => new ApiError(422, message, [{ propertyPath: 'file', message }]);
  if (!(file instanceof File)) throw refuse('Le fichier est obligatoire.');
  if (file.size === 0) throw refuse('Le fichier est vide.');
  if (file.size > IMPORT_MAX_BYTES) throw refuse('Le fichier dépasse la taille maximale de 16 Mo.');
  return { bytes: new Uint8Array(await file.arrayBuffer()), form };
}

/** The `duplicates` field of an import: what to do with the duplicate lines; required when there are some. */
function duplicateChoice(form: Awaited<ReturnType<typeof readMultipart>>, found: number): DuplicateChoice {
  const value = form.duplicates;
  const choice = DUPLICATE_CHOICES.find((c) => c === value);
  if (choice) return choice;
  if (found === 0) return 'skip';
  const message = 'Choisissez que faire des doublons : les ignorer, les importer quand même ou mettre à jour les apprenants existants.';
  throw new ApiError(422, message, [{ propertyPath: 'duplicates', message }]);
}

const SAMPLE_SIZE = 20;

/**
 * Import and export (« Migration », « Réversibilité »): CSV imports of learners, team members and
 * organisations (`POST /imports/{kind}/preview` checks every line and writes nothing; `POST
 * /imports/{kind}` writes all lines in one transaction, or nothing when one is wrong), and the export
 * of all the structure's data as CSV files in a zip, built in the background with its progress.
 */
export const dataTransferRoutes = new Hono<AppEnv>();

dataTransferRoutes.post('/imports/:kind/preview', async (c) => {
  const { deps, auth } = c.var;
  assertMayImport(auth);
  const kind = kindOf(c.req.param('kind'));
  const table = await readImportCsv(kind, (await readUpload(c)).bytes);
  const prepared = await prepareImport(kind, deps, auth, table.rows);
  const body: ImportPreview = {
    kind,
    columns: table.columns,
    total: table.rows.length,
    valid: prepared.count,
    errors: prepared.errors.slice(0, 500),
    duplicates: prepared.duplicates.slice(0, 500),
    sample: table.rows.slice(0, SAMPLE_SIZE),
  };
  return c.json(body);
});

dataTransferRoutes.post('/imports/:kind', async (c) => {
  const { deps, auth } = c.var;
  assertMayImport(auth);
  const kind = kindOf(c.req.param('kind'));
  const upload = await readUpload(c);
  const table = await readImportCsv(kind, upload.bytes);
  if (table.rows.length === 0) throw new ApiError(422, 'Le fichier ne contient aucune ligne à importer.', [{ propertyPath: 'file', message: 'Le fichier ne contient aucune ligne à importer.' }]);
  const prepared = await prepareImport(kind, deps, auth, table.rows);
  if (prepared.errors.length > 0) {
    const first = prepared.errors[0]!;
    const message = `${prepared.errors.length} ligne${prepared.errors.length > 1 ? 's' : ''} à corriger : rien n’a été importé (ligne ${first.line} : ${first.messages[0]}).`;
    throw new ApiError(
      422,
      message,
      prepared.errors.slice(0, 500).flatMap((error) => error.messages.map((m) => ({ propertyPath: `line.${error.line}`, message: m }))),
    );
  }
  const choice = duplicateChoice(upload.form, prepared.duplicates.length);
  const counts = await deps.db.transaction().execute((trx) => prepared.insert(trx, choice));
  const body: ImportResult = { kind, ...counts, message: IMPORT_SUCCESS };
  return c.json(body, 201);
});

const toExport = (row: { id: number; status: string; done: number; total: number; error: string | null; created_at: string; finished_at: string | null }) =>
  jsonLd<DataExport>('DataExport', iri('/exports', row.id), {
    id: row.id,
    status: row.status === 'done' ? 'done' : row.status === 'failed' ? 'failed' : 'running',
    done: row.done,
    total: row.total,
    error: row.error,
    createdAt: row.created_at,
    finishedAt: row.finished_at,
  });

dataTransferRoutes.post('/exports', async (c) => {
  const { deps, auth } = c.var;
  const running = await deps.db.selectFrom('data_exports').select('id').where('structure_id', '=', auth.structureId).where('status', '=', 'running').executeTakeFirst();
  if (running) throw conflict('Un export de la structure est déjà en cours : attendez qu’il se termine.');
  const row = await deps.db.insertInto('data_exports').values({ structure_id: auth.structureId, user_id: auth.userId }).returningAll().executeTakeFirstOrThrow();
  void runExport(deps, row.id, auth.structureId);
  return c.json(toExport(row), 202);
});

const loadExport = async (c: { var: { deps: AppEnv['Variables']['deps']; auth: AuthContext }; req: { param: (n: string) => string | undefined } }) => {
  const { deps, auth } = c.var;
  return found(
    await deps.db.selectFrom('data_exports').selectAll().where('id', '=', routeId(c.req.param('id'))).where('structure_id', '=', auth.structureId).executeTakeFirst(),
  );
};

dataTransferRoutes.get('/exports/:id', async (c) => c.json(toExport(await loadExport(c))));

dataTransferRoutes.get('/exports/:id/file', async (c) => {
  const row = await loadExport(c);
  if (row.status !== 'done' || !row.storage_key) throw conflict('L’export n’est pas encore prêt.');
  const file = await openStoredFile(c.var.deps, exportFileKey(row.storage_key));
  const day = row.created_at.slice(0, 10);
  return c.body(file.stream, 200, {
    'Content-Type': 'application/zip',
    'Content-Length': String(file.size),
    'Content-Disposition': `attachment; filename="reversibilite-${day}.zip"`,
  });
});
