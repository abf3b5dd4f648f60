/**
 * The one way Volant writes CSV (every export goes through here): RFC 4180 quoting, and cells
 * neutralised against formula injection (OWASP « CSV Injection »). A spreadsheet runs a cell that
 * starts with `=`, `+`, `-` or `@` (and, in some, a tab or a carriage return) as a formula: a learner
 * named `=HYPERLINK("http://evil.test")` would become a link, `@SUM(1+1)` a computation. Such a text
 * is written with a leading `'`, which spreadsheets read as « this is text ». Numbers stay numbers:
 * a JavaScript number, or a text that is only a number (`-12,50`, `+33612345678`, `-500`), cannot
 * be a formula and keeps its sign, so negative amounts remain summable.
 */

export interface CsvFormat {
  separator: ',' | ';';
  /** Numbers written with a decimal comma (French spreadsheets), else a point. */
  decimalComma?: boolean;
}

const FORMULA_START = /^[=+\-@\t\r]/;
const NUMBER = /^[+-]?\d+(?:[.,]\d+)?$/;
const SPECIAL = /["\r\n]/;

/** A text a spreadsheet would run as a formula, with a leading `'` (read as « this is text »); other texts as they are. */
export function defuseFormula(text: string): string {
  return FORMULA_START.test(text) && !NUMBER.test(text) ? `'${text}` : text;
}

/** The text of one cell: quoted when it holds a separator, a quote or a line break; a formula is defused. */
export function csvCell(value: unknown, format: CsvFormat): string {
  if (value === null || value === undefined) return '';
  let text: string;
  if (typeof value === 'number' || typeof value === 'bigint') {
    text = String(value);
    if (format.decimalComma) text = text.replace('.', ',');
  } else {
    text = value instanceof Date ? value.toISOString() : String(value);
    text = defuseFormula(text);
  }
  return SPECIAL.test(text) || text.includes(format.separator) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One record, ended by CRLF. */
export function csvLine(values: readonly unknown[], format: CsvFormat): string {
  return `${values.map((value) => csvCell(value, format)).join(format.separator)}\r\n`;
}

/** A whole file: UTF-8 byte order mark (spreadsheets then read the accents right), then the records. */
export function csvDocument(rows: readonly (readonly unknown[])[], format: CsvFormat): string {
  return `\uFEFF${rows.map((row) => csvLine(row, format)).join('')}`;
}
