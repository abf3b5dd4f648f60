import { guessMapping, IMPORT_FIELDS } from '../../../src/modules/data-transfer/schema';
import type { ImportKind, ImportMapping } from '../../../src/modules/data-transfer/types';
import { invalidField } from '../../core/errors';
import type { CsvTable } from './csv-import';

/** A file's records as Volant fields: each mapped column's value under its field's key. */
export interface MappedTable {
  headers: string[];
  mapping: ImportMapping;
  /** The mapped fields, in the columns' order. */
  columns: string[];
  ignored: string[];
  /** Labels of the required fields no column fills. */
  missing: string[];
  rows: Record<string, string>[];
  /** The first data record as written (undefined for a file without data lines). */
  firstRecord: string[] | undefined;
}

const refuse = (message: string) => invalidField('mapping', message);

/**
 * The mapping the person sent (`mapping`, JSON: one field key or null per column), checked: one entry
 * per column, known fields only, none twice. Without it, the guess from the header names.
 */
function chosenMapping(kind: ImportKind, headers: readonly string[], raw: string | undefined): ImportMapping {
  if (raw === undefined || raw === '') return guessMapping(kind, headers);
  if (raw.length > 20_000) throw refuse('La correspondance des colonnes est trop longue.');
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    throw refuse('La correspondance des colonnes est illisible.');
  }
  if (!Array.isArray(value) || value.length !== headers.length) throw refuse(`La correspondance doit donner un champ (ou aucun) pour chacune des ${headers.length} colonnes du fichier.`);
  const known = new Map(IMPORT_FIELDS[kind].map((f) => [f.key, f.label]));
  const seen = new Set<string>();
  return value.map((entry: unknown, index) => {
    if (entry === null || entry === '') return null;
    if (typeof entry !== 'string' || !known.has(entry)) throw refuse(`Champ inconnu pour la colonne « ${headers[index] ?? index + 1} ».`);
    if (seen.has(entry)) throw refuse(`Le champ « ${known.get(entry)} » est associé à plusieurs colonnes : gardez-en une.`);
    seen.add(entry);
    return entry;
  });
}

/**
 * Applies the column mapping to a file: columns without a field are left out (reported in `ignored`,
 * never refused); the required fields no column fills are reported in `missing`.
 */
export function mapColumns(kind: ImportKind, table: CsvTable, raw: string | undefined): MappedTable {
  const mapping = chosenMapping(kind, table.headers, raw);
  const mapped = mapping.flatMap((key, index) => (key === null ? [] : [{ key, index }]));
  return {
    headers: table.headers,
    mapping,
    columns: mapped.map((m) => m.key),
    ignored: table.headers.flatMap((header, index) => (mapping[index] === null ? [header || `colonne ${index + 1}`] : [])),
    missing: IMPORT_FIELDS[kind].filter((f) => f.required && !mapping.includes(f.key)).map((f) => f.label),
    firstRecord: table.records[0],
    rows: table.records.map((record) => Object.fromEntries(mapped.map(({ key, index }) => [key, record[index] ?? '']))),
  };
}

/** Per field mapped: how many lines give it a value (the report's « repris »). */
export function takenCounts(kind: ImportKind, table: MappedTable): { field: string; label: string; lines: number }[] {
  return IMPORT_FIELDS[kind]
    .filter((f) => table.columns.includes(f.key))
    .map((f) => ({ field: f.key, label: f.label, lines: table.rows.filter((row) => (row[f.key] ?? '').trim() !== '').length }));
}
