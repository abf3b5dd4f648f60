import { Readable } from 'node:stream';
import { parse } from 'csv-parse';
import { IMPORT_COLUMNS, MAX_IMPORT_ROWS, type ImportKind } from '../../../src/modules/data-transfer/types';
import { ApiError, invalidField } from '../../core/errors';
import { nextTurn } from '../../core/turns';

/** A file read as rows of named values, its header checked against the kind's columns. */
export interface CsvTable {
  columns: string[];
  rows: Record<string, string>[];
}

/**
 * Bounds checked on the raw bytes before any parsing: no kind has more than 10 columns and no field
 * more than 180 characters, so a wider file is a mistake or an attack (a 900 000-column header once
 * held the server for minutes).
 */
export const MAX_IMPORT_COLUMNS = 200;
export const MAX_IMPORT_LINE_BYTES = 10_000;
/** Bytes parsed between two turns of the event loop: other requests are served while a file is read. */
const PARSE_SLICE_BYTES = 64 * 1024;

const BAD_ENCODING = 'Le fichier n’est pas encodé en UTF-8. Enregistrez-le au format « CSV UTF-8 » puis réessayez.';
const TOO_MANY = `Le fichier contient 100 000 lignes ou plus : découpez-le en fichiers de ${MAX_IMPORT_ROWS.toLocaleString('fr-FR')} lignes au plus.`;
const TOO_WIDE = `Le fichier contient plus de ${MAX_IMPORT_COLUMNS} colonnes : gardez seulement les colonnes attendues.`;
const lineTooLong = (line: number) =>
  `La ligne ${line} du fichier est trop longue (${MAX_IMPORT_LINE_BYTES.toLocaleString('fr-FR')} octets au plus) : vérifiez le séparateur et les guillemets.`;

const refuse = (message: string) => invalidField('file', message);

/** Lower-case, accents removed, spaces as underscores: « Date de naissance » → date_de_naissance. */
export function normaliseHeader(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');
}

const LF = 10;

/**
 * The header line's bytes, after the size checks that need no parsing: every line at most
 * MAX_IMPORT_LINE_BYTES, fewer than 100 000 data lines, UTF-8 without NUL. Native scans only
 * (`indexOf`, the decoder), so a hostile file costs a bounded, linear amount of work.
 */
function checkShape(bytes: Uint8Array): Uint8Array {
  let header: Uint8Array | null = null;
  for (let start = 0, lines = 1; start < bytes.length; lines++) {
    if (lines > MAX_IMPORT_ROWS + 1) throw refuse(TOO_MANY);
    const found = bytes.indexOf(LF, start);
    const end = found === -1 ? bytes.length : found;
    if (end - start > MAX_IMPORT_LINE_BYTES + 1) throw refuse(lineTooLong(lines));
    header ??= bytes.subarray(start, end);
    start = end + 1;
  }
  if (bytes.includes(0)) throw refuse(BAD_ENCODING);
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw refuse(BAD_ENCODING);
  }
  return header ?? bytes;
}

/** The file in slices, with a turn of the event loop before each one. */
async function* slices(bytes: Uint8Array): AsyncGenerator<Buffer> {
  for (let start = 0; start < bytes.length; start += PARSE_SLICE_BYTES) {
    await nextTurn();
    yield Buffer.from(bytes.buffer, bytes.byteOffset + start, Math.min(PARSE_SLICE_BYTES, bytes.length - start));
  }
}

/** The records of the file, parsed by slices (csv-parse's stream) so that other requests go on meanwhile. */
async function* records(bytes: Uint8Array, delimiter: string): AsyncGenerator<string[]> {
  const parser = parse({ delimiter, relax_column_count: true, skip_empty_lines: true, trim: true, bom: true, max_record_size: MAX_IMPORT_LINE_BYTES });
  const source = Readable.from(slices(bytes));
  source.pipe(parser);
  let count = 0;
  try {
    for await (const record of parser as AsyncIterable<string[]>) {
      count++;
      if (record.length > MAX_IMPORT_COLUMNS) throw refuse(TOO_WIDE);
      yield record;
    }
  } catch (error) {
    if (error instanceof ApiError) throw error;
    const { code, lines } = error as { code?: string; lines?: number };
    if (code === 'CSV_MAX_RECORD_SIZE') throw refuse(lineTooLong(lines ?? count + 1));
    throw refuse(`Le fichier CSV est mal formé${lines ? ` (ligne ${lines})` : ''} : vérifiez les guillemets et le séparateur.`);
  } finally {
    source.destroy();
    parser.destroy();
  }
}

/** The header's columns, normalised, when they are exactly the kind's (every required one, no unknown one, none twice). */
function checkHeader(kind: ImportKind, header: string[]): string[] {
  const columns = header.map(normaliseHeader);
  const expected = IMPORT_COLUMNS[kind];
  const allowed = new Set([...expected.required, ...expected.optional]);
  const unknown = columns.filter((c) => !allowed.has(c));
  const missing = expected.required.filter((c) => !columns.includes(c));
  const seen = new Set<string>();
  const duplicated = new Set(columns.filter((c) => seen.size === seen.add(c).size));
  if (unknown.length > 0 || missing.length > 0 || duplicated.size > 0) {
    const parts = [
      missing.length > 0 ? `colonnes manquantes : ${missing.join(', ')}` : null,
      unknown.length > 0 ? `colonnes inconnues : ${unknown.join(', ')}` : null,
      duplicated.size > 0 ? `colonnes en double : ${[...duplicated].join(', ')}` : null,
    ].filter(Boolean);
    throw refuse(`Colonnes incorrectes (${parts.join(' ; ')}). Colonnes attendues : ${[...expected.required, ...expected.optional].join(', ')}.`);
  }
  return columns;
}

/**
 * Decodes and parses an import file: UTF-8 only (a BOM is accepted), `;` or `,` as separator (taken
 * from the header line), fewer than 100 000 data lines, lines of at most MAX_IMPORT_LINE_BYTES, at
 * most MAX_IMPORT_COLUMNS columns, and exactly the kind's columns. The bounds are checked on the
 * bytes before parsing and the header as soon as it is read; the rest is parsed by slices, giving the
 * event loop a turn between them. Each refusal is a 422 with a French message on `file`.
 */
export async function readImportCsv(kind: ImportKind, bytes: Uint8Array): Promise<CsvTable> {
  const headerLine = new TextDecoder().decode(checkShape(bytes));
  const semicolons = headerLine.split(';').length - 1;
  const commas = headerLine.split(',').length - 1;
  if (Math.max(semicolons, commas) + 1 > MAX_IMPORT_COLUMNS) throw refuse(TOO_WIDE);
  let columns: string[] | null = null;
  const rows: Record<string, string>[] = [];
  for await (const record of records(bytes, semicolons >= commas ? ';' : ',')) {
    if (columns === null) columns = checkHeader(kind, record);
    else rows.push(Object.fromEntries(columns.map((column, i) => [column, record[i] ?? ''])));
  }
  if (columns === null) throw refuse('Le fichier est vide.');
  return { columns, rows };
}
