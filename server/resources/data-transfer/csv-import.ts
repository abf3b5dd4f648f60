import { parse } from 'csv-parse/sync';
import { IMPORT_COLUMNS, MAX_IMPORT_ROWS, type ImportKind } from '../../../src/modules/data-transfer/types';
import { ApiError } from '../../core/errors';

/** A file read as rows of named values, its header checked against the kind's columns. */
export interface CsvTable {
  columns: string[];
  rows: Record<string, string>[];
}

const BAD_ENCODING = 'Le fichier n’est pas encodé en UTF-8. Enregistrez-le au format « CSV UTF-8 » puis réessayez.';
const TOO_MANY = `Le fichier contient 100 000 lignes ou plus : découpez-le en fichiers de ${MAX_IMPORT_ROWS.toLocaleString('fr-FR')} lignes au plus.`;

const refuse = (message: string) => new ApiError(422, message, [{ propertyPath: 'file', message }]);

/** Lower-case, accents removed, spaces as underscores: « Date de naissance » → date_de_naissance. */
export function normaliseHeader(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');
}

/**
 * Decodes and parses an import file: UTF-8 only (a BOM is accepted), `;` or `,` as separator (taken
 * from the header line), fewer than 100 000 data lines, and exactly the kind's columns (every
 * required one, no unknown one). Each refusal is a 422 with a French message on `file`.
 */
export function readImportCsv(kind: ImportKind, bytes: Uint8Array): CsvTable {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw refuse(BAD_ENCODING);
  }
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
  if (text.includes('\u0000')) throw refuse(BAD_ENCODING);
  let lines = 0;
  for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) === 10) lines++;
  if (lines > MAX_IMPORT_ROWS + 1 || (lines === MAX_IMPORT_ROWS + 1 && !text.endsWith('\n'))) throw refuse(TOO_MANY);

  const headerLine = text.slice(0, text.search(/\r?\n|$/));
  const delimiter = (headerLine.match(/;/g)?.length ?? 0) >= (headerLine.match(/,/g)?.length ?? 0) ? ';' : ',';
  let records: string[][];
  try {
    records = parse(text, { delimiter, relax_column_count: true, skip_empty_lines: true, trim: true, bom: true });
  } catch (error) {
    const line = (error as { lines?: number }).lines;
    throw refuse(`Le fichier CSV est mal formé${line ? ` (ligne ${line})` : ''} : vérifiez les guillemets et le séparateur.`);
  }
  const [header, ...data] = records;
  if (!header || header.length === 0) throw refuse('Le fichier est vide.');
  if (data.length > MAX_IMPORT_ROWS) throw refuse(TOO_MANY);

  const columns = header.map(normaliseHeader);
  const expected = IMPORT_COLUMNS[kind];
  const allowed = new Set([...expected.required, ...expected.optional]);
  const unknown = columns.filter((c) => !allowed.has(c));
  const missing = expected.required.filter((c) => !columns.includes(c));
  const duplicated = columns.filter((c, i) => columns.indexOf(c) !== i);
  if (unknown.length > 0 || missing.length > 0 || duplicated.length > 0) {
    const parts = [
      missing.length > 0 ? `colonnes manquantes : ${missing.join(', ')}` : null,
      unknown.length > 0 ? `colonnes inconnues : ${unknown.join(', ')}` : null,
      duplicated.length > 0 ? `colonnes en double : ${[...new Set(duplicated)].join(', ')}` : null,
    ].filter(Boolean);
    throw refuse(`Colonnes incorrectes (${parts.join(' ; ')}). Colonnes attendues : ${[...expected.required, ...expected.optional].join(', ')}.`);
  }
  const rows = data.map((record) => Object.fromEntries(columns.map((column, i) => [column, record[i] ?? ''])));
  return { columns, rows };
}
