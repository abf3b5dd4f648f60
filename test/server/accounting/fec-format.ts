// The DGFiP's rules for a « Fichier des écritures comptables » (art. A47 A-1 LPF, BOI-CF-IOR-60-40-20),
// checked on a produced file read by a real TSV parser (csv-parse). Shared by the API and CLI tests.
import assert from 'node:assert/strict';
import { parse } from 'csv-parse/sync';

/** The 18 columns in the order and spelling of the DGFiP's description. */
export const DGFIP_COLUMNS = [
  'JournalCode', 'JournalLib', 'EcritureNum', 'EcritureDate', 'CompteNum', 'CompteLib', 'CompAuxNum', 'CompAuxLib', 'PieceRef',
  'PieceDate', 'EcritureLib', 'Debit', 'Credit', 'EcritureLet', 'DateLet', 'ValidDate', 'Montantdevise', 'Idevise',
] as const;

type Column = (typeof DGFIP_COLUMNS)[number];
export type FecRow = Record<Column, string>;

/** Fields the description requires on every line (the others may be empty). */
const MANDATORY: Column[] = ['JournalCode', 'JournalLib', 'EcritureNum', 'EcritureDate', 'CompteNum', 'CompteLib', 'PieceRef', 'PieceDate', 'EcritureLib', 'Debit', 'Credit', 'ValidDate'];

const isFecDate = (value: string) => {
  if (!/^\d{8}$/.test(value)) return false;
  const iso = `${value.slice(0, 4)}-${value.slice(4, 6)}-${value.slice(6, 8)}`;
  return new Date(`${iso}T00:00:00Z`).toISOString().slice(0, 10) === iso;
};
/** Amounts: digits, a comma and two decimals, no thousands separator. */
const cents = (value: string) => {
  assert.match(value, /^\d+,\d{2}$/, `montant mal formé : « ${value} »`);
  return Number(value.replace(',', ''));
};

/** A fiscal year's first and last days, `YYYY-MM-DD`; a number is a civil year. */
export type ExerciseBounds = number | { start: string; end: string };

/**
 * Checks every rule of the format on the file's bytes and name, for the fiscal year `exercise`, and
 * answers its rows. The SIREN expected in the name is `siren`.
 */
export function checkFec(bytes: Uint8Array, fileName: string, siren: string, exercise: ExerciseBounds): FecRow[] {
  const { start, end } = typeof exercise === 'number' ? { start: `${exercise}-01-01`, end: `${exercise}-12-31` } : exercise;
  const [first, last] = [start, end].map((d) => d.replaceAll('-', ''));
  assert.equal(fileName, `${siren}FEC${last}.txt`, 'nom du fichier : SIRENFECAAAAMMJJ.txt (jour de clôture)');
  const text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  assert.ok(!text.startsWith('\uFEFF'), 'UTF-8 sans BOM');
  const records = parse(text, { delimiter: '\t', quote: false, record_delimiter: ['\r\n'], relax_column_count: false, skip_empty_lines: false }) as string[][];
  assert.ok(records.length >= 1, 'une ligne d’en-tête');
  assert.deepEqual(records[0], [...DGFIP_COLUMNS], 'en-tête : les 18 colonnes dans l’ordre');
  const rows = records.slice(1).map((record, index) => {
    assert.equal(record.length, 18, `ligne ${index + 2} : 18 colonnes`);
    return Object.fromEntries(DGFIP_COLUMNS.map((c, i) => [c, record[i]!])) as FecRow;
  });

  let expectedNum = 0;
  let previousDate = '';
  const balances = new Map<string, number>();
  const letters = new Map<string, number>();
  for (const [index, row] of rows.entries()) {
    const where = `ligne ${index + 2}`;
    for (const column of MANDATORY) assert.notEqual(row[column], '', `${where} : ${column} obligatoire`);
    for (const column of ['EcritureDate', 'PieceDate', 'ValidDate'] as const) assert.ok(isFecDate(row[column]), `${where} : ${column} au format AAAAMMJJ`);
    assert.ok(row.EcritureDate >= first! && row.EcritureDate <= last!, `${where} : écriture hors de l’exercice`);
    const debit = cents(row.Debit);
    const credit = cents(row.Credit);
    assert.ok(debit === 0 || credit === 0, `${where} : débit et crédit à la fois`);
    assert.match(row.CompteNum, /^[1-8]\d{2}[0-9A-Z]*$/, `${where} : numéro de compte du plan comptable`);
    // An auxiliary account (number and label together) hangs only under a customer account (class 41).
    assert.equal(row.CompAuxNum === '', row.CompAuxLib === '', `${where} : CompAuxNum et CompAuxLib vont ensemble`);
    if (row.CompAuxNum !== '') assert.match(row.CompteNum, /^41/, `${where} : compte auxiliaire hors compte client`);
    assert.equal(row.EcritureLet === '', row.DateLet === '', `${where} : EcritureLet et DateLet vont ensemble`);
    if (row.DateLet !== '') {
      assert.ok(isFecDate(row.DateLet), `${where} : DateLet au format AAAAMMJJ`);
      letters.set(row.EcritureLet, (letters.get(row.EcritureLet) ?? 0) + debit - credit);
    }
    assert.equal(row.Montantdevise + row.Idevise, '', `${where} : pas de devise (euros)`);
    // EcritureNum: 1, 2, 3… without gaps, each entry's lines together, entries in chronological order.
    const num = Number(row.EcritureNum);
    if (num !== expectedNum) {
      assert.equal(num, expectedNum + 1, `${where} : EcritureNum séquentiel sans trou`);
      assert.ok(row.EcritureDate >= previousDate, `${where} : ordre chronologique`);
      expectedNum = num;
      previousDate = row.EcritureDate;
    } else {
      assert.equal(row.EcritureDate, previousDate, `${where} : une écriture a une seule date`);
    }
    balances.set(row.EcritureNum, (balances.get(row.EcritureNum) ?? 0) + debit - credit);
  }
  for (const [num, balance] of balances) assert.equal(balance, 0, `écriture ${num} équilibrée`);
  for (const [code, balance] of letters) assert.equal(balance, 0, `lettrage ${code} soldé`);
  return rows;
}

/** The sum of a column's amounts in cents. */
export const total = (rows: readonly FecRow[], column: 'Debit' | 'Credit') => rows.reduce((sum, r) => sum + cents(r[column]), 0);
