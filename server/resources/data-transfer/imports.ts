import { IMPORT_KINDS } from '../../../src/modules/data-transfer/schema';
import { DUPLICATE_CHOICES, type DuplicateChoice, type ImportKind, type ImportPreview, type ImportReport, type ImportResult } from '../../../src/modules/data-transfer/types';
import { ROLES } from '../../../src/shared/auth/roles';
import type { AuthContext } from '../../core/env';
import { ApiError, forbidden, invalidField, notFound } from '../../core/errors';
import { rawRoute } from '../../core/routes/declare';
import type { RouteDeclaration } from '../../core/routes/types';
import { readMultipart } from '../../core/uploads';
import type { AppDeps } from '../../core/env';
import { mapColumns, takenCounts, type MappedTable } from './column-mapping';
import { readImportCsv } from './csv-import';
import type { PreparedImport } from './import-checks';
import { prepareImport } from './importers';

/** Largest import file (the API body limit of /api/imports, see server/app.ts). */
export const IMPORT_MAX_BYTES = 16 * 1024 * 1024;
export const IMPORT_SUCCESS = 'Données importées avec succès.';

const SAMPLE_SIZE = 20;

type Form = Awaited<ReturnType<typeof readMultipart>>;

/** Imports: managers, and platform admins whose admin type is admin or unset (the sidebar's import rule). */
function assertMayImport(auth: AuthContext): void {
  const admin = auth.role === ROLES.admin && (auth.adminType === null || auth.adminType === 'admin');
  if (!admin && auth.role !== ROLES.manager) throw forbidden('Seuls un gérant ou un administrateur peuvent importer des données.');
}

function kindOf(raw: string): ImportKind {
  const kind = IMPORT_KINDS.find((k) => k === raw);
  if (!kind) throw notFound('Type d’import inconnu.');
  return kind;
}

/**
 * The uploaded CSV file. Spreadsheets declare CSV files under many types (text/csv, text/plain,
 * application/vnd.ms-excel or none): the content decides, checked by `readImportCsv`.
 */
async function readUpload(c: Parameters<typeof readMultipart>[0]): Promise<{ bytes: Uint8Array; form: Form }> {
  const form = await readMultipart(c);
  const value = form.file;
  const file = Array.isArray(value) ? value[0] : value;
  const refuse = (message: string) => invalidField('file', message);
  if (!(file instanceof File)) throw refuse('Le fichier est obligatoire.');
  if (file.size === 0) throw refuse('Le fichier est vide.');
  if (file.size > IMPORT_MAX_BYTES) throw refuse('Le fichier dépasse la taille maximale de 16 Mo.');
  return { bytes: new Uint8Array(await file.arrayBuffer()), form };
}

/**
 * An import the caller may make: its kind (`{kind}`), the uploaded file, its table mapped to Volant's
 * fields (the `mapping` field, or the guess from the headers) and its lines checked (nothing written).
 */
async function importAsked(deps: AppDeps, auth: AuthContext, rawKind: string, c: Parameters<typeof readMultipart>[0]) {
  assertMayImport(auth);
  const kind = kindOf(rawKind);
  const upload = await readUpload(c);
  const mappingField = upload.form.mapping;
  const table = mapColumns(kind, await readImportCsv(upload.bytes), typeof mappingField === 'string' ? mappingField : undefined);
  const prepared = table.missing.length > 0 ? null : await prepareImport(kind, deps, auth, table.rows);
  return { kind, upload, table, prepared };
}

/** What the import takes and leaves (shared by the check and the import's answers). */
function reportOf(kind: ImportKind, table: MappedTable, prepared: PreparedImport | null): ImportReport {
  return {
    headers: table.headers,
    mapping: table.mapping,
    ignored: table.ignored,
    missing: table.missing,
    taken: takenCounts(kind, table),
    warnings: (prepared?.warnings ?? []).slice(0, 500),
    openingBalances: prepared?.openingBalances ?? { count: 0, totalCents: 0 },
  };
}

/** The `duplicates` field of an import: what to do with the duplicate lines; required when there are some. */
function duplicateChoice(form: Form, found: number): DuplicateChoice {
  const choice = DUPLICATE_CHOICES.find((c) => c === form.duplicates);
  if (choice) return choice;
  if (found === 0) return 'skip';
  const message = 'Choisissez que faire des doublons : les ignorer, les importer quand même ou mettre à jour les apprenants existants.';
  throw invalidField('duplicates', message);
}

/**
 * CSV imports (« Migration ») of learners, team members and organisations, as multipart uploads
 * (`file`, and `mapping`: which Volant field each column fills, guessed from the headers when absent):
 * `POST /imports/{kind}/preview` is the dry run — it checks every line and writes nothing;
 * `POST /imports/{kind}` writes all lines in one transaction, or nothing when one is wrong. Columns
 * left out are reported, never refused. Managers and platform admins of type admin (a commercial
 * admin is refused by the handler).
 */
export const IMPORT_ROUTES: readonly RouteDeclaration[] = [
  rawRoute({
    method: 'POST',
    path: '/imports/{kind}/preview',
    params: { kind: 'key' },
    access: 'manager',
    hydraClass: 'DataImport',
    summary: 'Dry run of a CSV file (multipart `file`, optional `mapping`): the column mapping, what would be taken and left out, errors, duplicates and a sample; writes nothing.',
    mediaType: 'application/json',
    reads: { mediaType: 'multipart/form-data' },
    async handle({ deps, auth, param }, c) {
      const { kind, table, prepared } = await importAsked(deps, auth, param('kind'), c);
      const body: ImportPreview = {
        kind,
        ...reportOf(kind, table, prepared),
        example: (table.firstRecord ?? []).map((value) => value.slice(0, 120)),
        columns: table.columns,
        total: table.rows.length,
        valid: prepared?.count ?? 0,
        errors: (prepared?.errors ?? []).slice(0, 500),
        duplicates: (prepared?.duplicates ?? []).slice(0, 500),
        sample: table.rows.slice(0, SAMPLE_SIZE),
      };
      return c.json(body);
    },
  }),

  rawRoute({
    method: 'POST',
    path: '/imports/{kind}',
    params: { kind: 'key' },
    access: 'manager',
    hydraClass: 'DataImport',
    summary: 'Imports every line of a CSV file (multipart `file`, optional `mapping`, `duplicates`) in one transaction, or nothing when one is wrong.',
    mediaType: 'application/json',
    statuses: [201],
    reads: { mediaType: 'multipart/form-data' },
    async handle({ deps, auth, param }, c) {
      const { kind, upload, table, prepared } = await importAsked(deps, auth, param('kind'), c);
      if (table.rows.length === 0) {
        throw invalidField('file', 'Le fichier ne contient aucune ligne à importer.');
      }
      if (prepared === null) throw invalidField('mapping', `Associez une colonne du fichier à : ${table.missing.join(', ')}.`);
      if (prepared.errors.length > 0) {
        const first = prepared.errors[0]!;
        const message = `${prepared.errors.length} ligne${prepared.errors.length > 1 ? 's' : ''} à corriger : rien n’a été importé (ligne ${first.line} : ${first.messages[0]}).`;
        throw new ApiError(422, message, prepared.errors.slice(0, 500).flatMap((error) => error.messages.map((m) => ({ propertyPath: `line.${error.line}`, message: m }))));
      }
      const choice = duplicateChoice(upload.form, prepared.duplicates.length);
      const counts = await deps.db.transaction().execute((trx) => prepared.insert(trx, choice));
      const body: ImportResult = { kind, ...reportOf(kind, table, prepared), ...counts, message: IMPORT_SUCCESS };
      return c.json(body, 201);
    },
  }),
];
