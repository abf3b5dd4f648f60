import type { RawBuilder } from 'kysely';
import type { AppDeps } from '../../core/env';

/**
 * What a file of the structure's export is (docs/export.md lists them all) and how its cells are
 * written: amounts in euros with a decimal comma, dates as dd/mm/yyyy, yes/no as Oui/Non. The CSV
 * writing itself (quoting, formula defusing) is `server/core/csv.ts`'s.
 */

export type Row = Record<string, unknown>;

export interface BusinessFile {
  name: string;
  headers: readonly string[];
  /** The structure's rows, ordered, one batch at a time. */
  query: (structureId: number) => RawBuilder<Row>;
  /** The cells of a row, in header order (a batch may be completed first, see `complete`). */
  cells: (row: Row) => unknown[];
  /** Adds what one query cannot give portably (a list of names gathered from another table). */
  complete?: (deps: AppDeps, rows: Row[]) => Promise<void>;
}

export const text = (value: unknown): string => (value === null || value === undefined ? '' : String(value));
/** Euros with a decimal comma (`1234,50`, `-20,00`), empty when unknown. */
export const euros = (cents: unknown): string => (cents === null || cents === undefined ? '' : (Number(cents) / 100).toFixed(2).replace('.', ','));
/** `dd/mm/yyyy` from an ISO date or timestamp, empty when unknown. */
export const frDate = (iso: unknown): string => {
  const value = text(iso);
  if (!/^\d{4}-\d{2}-\d{2}/.test(value)) return value;
  const [y, m, d] = value.slice(0, 10).split('-');
  return `${d}/${m}/${y}`;
};
export const yesNo = (flag: unknown) => (Number(flag) === 1 ? 'Oui' : 'Non');
/** A number with a decimal comma (`12,5`), empty when unknown. */
export const decimal = (value: unknown) => (value === null || value === undefined ? '' : String(value).replace('.', ','));
/** Hundredths (quantities, VAT rates in basis points) as a decimal number with a comma. */
export const hundredths = (value: unknown) => (value === null || value === undefined ? '' : decimal(Number(value) / 100));
export const time = (value: unknown) => text(value).slice(0, 5);
/** « Nom Prénom », as the other files write a person. */
export const fullName = (last: unknown, first: unknown) => `${text(last)} ${text(first)}`.trim();
/** A code's French label, or the code itself when this build has no label for it. */
export const labelOf = (labels: Readonly<Record<string, string>>, code: unknown) => (code === null || code === undefined ? '' : (labels[text(code)] ?? text(code)));

/**
 * Fills `row[field]` with the names `lookup` finds for the rows' ids (`, `-separated, in its order):
 * the learners of a slot, the agencies of a team member.
 */
export async function joinNames(rows: Row[], field: string, lookup: (ids: number[]) => Promise<{ id: number; name: string }[]>): Promise<void> {
  const ids = rows.map((r) => Number(r.id));
  if (ids.length === 0) return;
  const names = new Map<number, string[]>();
  for (const { id, name } of await lookup(ids)) names.set(id, [...(names.get(id) ?? []), name]);
  for (const r of rows) r[field] = (names.get(Number(r.id)) ?? []).join(', ');
}
