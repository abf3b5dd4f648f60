import { Readable } from 'node:stream';
import { parse } from 'csv-parse';
import iconv from 'iconv-lite';
import { MAX_IMPORT_ROWS } from '../../../src/modules/data-transfer/types';
import { ApiError, invalidField } from '../../core/errors';
import { nextTurn } from '../../core/turns';

/** A file read as its header and its records (the mapping to Volant's fields comes after, column-mapping.ts). */
export interface CsvTable {
  headers: string[];
  records: string[][];
}

/**
 * Bounds checked on the raw bytes before any parsing: no kind has more than 20 fields and no field
 * more than 180 characters, so a wider file (other software's exports included) is a mistake or an attack (a 900 000-column header once
 * held the server for minutes).
 */
export const MAX_IMPORT_COLUMNS = 200;
export const MAX_IMPORT_LINE_BYTES = 10_000;
/** Bytes parsed between two turns of the event loop: other requests are served while a file is read. */
const PARSE_SLICE_BYTES = 64 * 1024;

const BAD_ENCODING = 'Le fichier n’est pas un fichier texte (CSV) : enregistrez-le au format « CSV UTF-8 » puis réessayez.';
const TOO_MANY = `Le fichier contient 100 000 lignes ou plus : découpez-le en fichiers de ${MAX_IMPORT_ROWS.toLocaleString('fr-FR')} lignes au plus.`;
const TOO_WIDE = `Le fichier contient plus de ${MAX_IMPORT_COLUMNS} colonnes : gardez seulement les colonnes à importer.`;
const lineTooLong = (line: number) =>
  `La ligne ${line} du fichier est trop longue (${MAX_IMPORT_LINE_BYTES.toLocaleString('fr-FR')} octets au plus) : vérifiez le séparateur et les guillemets.`;

const refuse = (message: string) => invalidField('file', message);

const LF = 10;

/**
 * The file's text, after the size checks that need no parsing: every line at most
 * MAX_IMPORT_LINE_BYTES, fewer than 100 000 data lines, no NUL. UTF-8 when the bytes are valid UTF-8,
 * Windows-1252 otherwise (what French spreadsheets and older software save as « CSV »). Native scans
 * only (`indexOf`, the decoders), so a hostile file costs a bounded, linear amount of work.
 */
function decodeChecked(bytes: Uint8Array): string {
  for (let start = 0, lines = 1; start < bytes.length; lines++) {
    if (lines > MAX_IMPORT_ROWS + 1) throw refuse(TOO_MANY);
    const found = bytes.indexOf(LF, start);
    const end = found === -1 ? bytes.length : found;
    if (end - start > MAX_IMPORT_LINE_BYTES + 1) throw refuse(lineTooLong(lines));
    start = end + 1;
  }
  if (bytes.includes(0)) throw refuse(BAD_ENCODING);
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    // Node's own TextDecoder reads windows-1252 as Latin-1 (€, ’, œ lost): iconv-lite has the real table.
    return iconv.decode(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length), 'win1252');
  }
}

/** The text in slices, with a turn of the event loop before each one. */
async function* slices(text: string): AsyncGenerator<string> {
  for (let start = 0; start < text.length; start += PARSE_SLICE_BYTES) {
    await nextTurn();
    yield text.slice(start, start + PARSE_SLICE_BYTES);
  }
}

/** The records of the file, parsed by slices (csv-parse's stream) so that other requests go on meanwhile. */
async function* records(text: string, delimiter: string): AsyncGenerator<string[]> {
  const parser = parse({ delimiter, relax_column_count: true, skip_empty_lines: true, trim: true, bom: true, max_record_size: MAX_IMPORT_LINE_BYTES });
  const source = Readable.from(slices(text));
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

/**
 * Decodes and parses an import file: UTF-8 (a BOM is accepted) or Windows-1252, `;` or `,` as
 * separator (taken from the header line), fewer than 100 000 data lines, lines of at most
 * MAX_IMPORT_LINE_BYTES, at most MAX_IMPORT_COLUMNS columns. The bounds are checked on the bytes
 * before parsing; the rest is parsed by slices, giving the event loop a turn between them. Any
 * header is accepted (the columns are mapped afterwards). Each refusal is a 422 with a French
 * message on `file`.
 */
export async function readImportCsv(bytes: Uint8Array): Promise<CsvTable> {
  const text = decodeChecked(bytes);
  const headerLine = text.slice(0, Math.max(0, text.indexOf('\n')) || text.length);
  const semicolons = headerLine.split(';').length - 1;
  const commas = headerLine.split(',').length - 1;
  if (Math.max(semicolons, commas) + 1 > MAX_IMPORT_COLUMNS) throw refuse(TOO_WIDE);
  let headers: string[] | null = null;
  const rows: string[][] = [];
  for await (const record of records(text, semicolons >= commas ? ';' : ',')) {
    if (headers === null) headers = record;
    else rows.push(record);
  }
  if (headers === null) throw refuse('Le fichier est vide.');
  return { headers, records: rows };
}
