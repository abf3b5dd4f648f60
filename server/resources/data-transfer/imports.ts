import { IMPORT_KINDS } from '../../../src/modules/data-transfer/schema';
import { DUPLICATE_CHOICES, type DuplicateChoice, type ImportKind, type ImportPreview, type ImportResult } from '../../../src/modules/data-transfer/types';
import { ROLES } from '../../../src/shared/auth/roles';
import type { AuthContext } from '../../core/env';
import { ApiError, forbidden, invalidField, notFound } from '../../core/errors';
import { rawRoute } from '../../core/routes/declare';
import type { RouteDeclaration } from '../../core/routes/types';
import { readMultipart } from '../../core/uploads';
import { readImportCsv } from './csv-import';
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

/** An import the caller may make: its kind (`{kind}`), the uploaded file and the CSV table it holds. */
async function importAsked(auth: AuthContext, rawKind: string, c: Parameters<typeof readMultipart>[0]) {
  assertMayImport(auth);
  const kind = kindOf(rawKind);
  const upload = await readUpload(c);
  return { kind, upload, table: await readImportCsv(kind, upload.bytes) };
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
 * CSV imports (« Migration ») of learners, team members and organisations, as multipart uploads:
 * `POST /imports/{kind}/preview` checks every line and writes nothing; `POST /imports/{kind}` writes
 * all lines in one transaction, or nothing when one is wrong. Managers and platform admins of type
 * admin (a commercial admin is refused by the handler).
 */
export const IMPORT_ROUTES: readonly RouteDeclaration[] = [
  rawRoute({
    method: 'POST',
    path: '/imports/{kind}/preview',
    params: { kind: 'key' },
    access: 'manager',
    hydraClass: 'DataImport',
    summary: 'Checks a CSV file (multipart `file`) line by line and writes nothing: columns, errors, duplicates and a sample.',
    mediaType: 'application/json',
    reads: { mediaType: 'multipart/form-data' },
    async handle({ deps, auth, param }, c) {
      const { kind, table } = await importAsked(auth, param('kind'), c);
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
    },
  }),

  rawRoute({
    method: 'POST',
    path: '/imports/{kind}',
    params: { kind: 'key' },
    access: 'manager',
    hydraClass: 'DataImport',
    summary: 'Imports every line of a CSV file (multipart `file`, `duplicates`) in one transaction, or nothing when one is wrong.',
    mediaType: 'application/json',
    statuses: [201],
    reads: { mediaType: 'multipart/form-data' },
    async handle({ deps, auth, param }, c) {
      const { kind, upload, table } = await importAsked(auth, param('kind'), c);
      if (table.rows.length === 0) {
        throw invalidField('file', 'Le fichier ne contient aucune ligne à importer.');
      }
      const prepared = await prepareImport(kind, deps, auth, table.rows);
      if (prepared.errors.length > 0) {
        const first = prepared.errors[0]!;
        const message = `${prepared.errors.length} ligne${prepared.errors.length > 1 ? 's' : ''} à corriger : rien n’a été importé (ligne ${first.line} : ${first.messages[0]}).`;
        throw new ApiError(422, message, prepared.errors.slice(0, 500).flatMap((error) => error.messages.map((m) => ({ propertyPath: `line.${error.line}`, message: m }))));
      }
      const choice = duplicateChoice(upload.form, prepared.duplicates.length);
      const counts = await deps.db.transaction().execute((trx) => prepared.insert(trx, choice));
      const body: ImportResult = { kind, ...counts, message: IMPORT_SUCCESS };
      return c.json(body, 201);
    },
  }),
];
