import type { Kysely } from 'kysely';
import { normaliseHeader } from '../../../src/modules/data-transfer/schema';
import type { DuplicateChoice, ImportDuplicate, ImportRowError } from '../../../src/modules/data-transfer/types';
import type { AppDeps, AuthContext } from '../../core/env';
import { nextTurn } from '../../core/turns';
import type { Database } from '../../db/schema';

/**
 * What every kind of import shares: the checks of a line's values (each failure is a French message
 * of the line), the caller's agencies by name, and chunked inserts.
 */

/** What an import wrote. */
export interface ImportCounts {
  imported: number;
  updated: number;
  skipped: number;
}

/** Rows ready to insert, or the lines to fix (nothing is written while one line is wrong). */
export interface PreparedImport {
  /** Writes the rows; `choice` says what to do with the duplicates (learners). */
  insert: (trx: Kysely<Database>, choice: DuplicateChoice) => Promise<ImportCounts>;
  count: number;
  errors: ImportRowError[];
  /** Values of valid lines left out, and why. */
  warnings: ImportRowError[];
  duplicates: ImportDuplicate[];
  openingBalances: { count: number; totalCents: number };
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^(?:\+33\s?|0)[1-9](?:[\s.-]?\d{2}){4}$/;
export const CHUNK = 500;

export const key = (value: string) => normaliseHeader(value);

/** The caller's agencies by normalised name (and city, when no agency has that name). */
export async function agencyIndex(deps: AppDeps, auth: AuthContext): Promise<Map<string, number>> {
  const rows = await deps.db.selectFrom('agencies').select(['id', 'name', 'city']).where('structure_id', '=', auth.structureId).execute();
  const index = new Map<string, number>();
  for (const row of rows) {
    if (!auth.agencyIds.includes(row.id)) continue;
    index.set(key(row.name), row.id);
    if (row.city && !index.has(key(row.city))) index.set(key(row.city), row.id);
  }
  return index;
}

/** `AAAA-MM-JJ` or `JJ/MM/AAAA` → `AAAA-MM-JJ`; null when invalid. */
export function importDate(raw: string): string | null {
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(raw);
  const fr = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(raw);
  const [y, m, d] = iso ? [iso[1], iso[2], iso[3]] : fr ? [fr[3], fr[2], fr[1]] : [];
  if (!y || !m || !d) return null;
  const value = `${y}-${m}-${d}`;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value) ? value : null;
}

/**
 * An amount as French software writes it (« 1 234,50 », « 1 234,50 € », « -20,00 », « 1234.50 »:
 * spaces, non-breaking spaces and a trailing € allowed) → cents; null when it is not one.
 */
export function importAmountCents(raw: string): number | null {
  const compact = raw.replace(/[\s\u00a0\u202f]+/g, '').replace(/€$/, '');
  const match = /^(-?)(\d{1,9})(?:[.,](\d{1,2}))?$/.exec(compact);
  if (!match) return null;
  const cents = Number(match[2]) * 100 + Number((match[3] ?? '0').padEnd(2, '0'));
  return match[1] === '-' ? -cents : cents;
}

/** The failures (errors) and left-out values (warnings) of the lines, one line at a time. */
export function checker() {
  const errors: ImportRowError[] = [];
  const warnings: ImportRowError[] = [];
  let current: string[] = [];
  let notes: string[] = [];
  return {
    errors,
    warnings,
    start: () => {
      current = [];
      notes = [];
    },
    fail: (message: string) => current.push(message),
    warn: (message: string) => notes.push(message),
    end: (line: number) => {
      if (current.length > 0) errors.push({ line, messages: current });
      else if (notes.length > 0) warnings.push({ line, messages: notes });
      return current.length === 0;
    },
  };
}
export type Checker = ReturnType<typeof checker>;

export function text(check: Checker, value: string | undefined, label: string, max: number, required: boolean): string | null {
  const v = (value ?? '').trim();
  if (v === '') {
    if (required) check.fail(`${label} est obligatoire.`);
    return null;
  }
  if (v.length > max) check.fail(`${label} ne peut pas dépasser ${max} caractères.`);
  return v;
}

export function email(check: Checker, value: string | undefined, required: boolean): string | null {
  const v = text(check, value, 'L’e-mail', 180, required)?.toLowerCase() ?? null;
  if (v !== null && !EMAIL.test(v)) check.fail(`Adresse e-mail invalide : « ${v} ».`);
  return v;
}

export function phone(check: Checker, value: string | undefined): string | null {
  const v = (value ?? '').trim();
  if (v === '') return null;
  if (!PHONE.test(v)) check.fail(`Numéro de téléphone invalide : « ${v} ».`);
  return v;
}

/** A French postcode; 4 digits are a postcode whose leading 0 a spreadsheet dropped (01000 → 1000). */
export function postcode(check: Checker, value: string | undefined): string | null {
  const v = (value ?? '').replace(/\s+/g, '');
  if (v === '') return null;
  if (/^\d{4}$/.test(v)) return `0${v}`;
  if (!/^\d{5}$/.test(v)) check.fail(`Le code postal compte 5 chiffres : « ${v} ».`);
  return v;
}

/** Inserts by chunks, with a turn of the event loop between them (non-database requests go on meanwhile). */
export async function insertChunks<T>(values: T[], insert: (chunk: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < values.length; i += CHUNK) {
    if (i > 0) await nextTurn();
    await insert(values.slice(i, i + CHUNK));
  }
}
