import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { ApiError, notFound } from '../../core/errors';
import { defuseFormula } from '../../core/csv';
import { sellerIdentity } from '../billing/identity';
import { accountingEntries, groupBy, type Entry } from './entries';
import { exerciseClosingIn } from '../../../src/shared/accounting/fiscal-year';
import { fiscalYearSetting } from './fiscal-year';

/**
 * The « Fichier des écritures comptables » (art. A47 A-1 LPF) of a structure for one fiscal year (the
 * exercise of fiscal-year.ts that closes in the year asked): the entries of entries.ts on the school's
 * chart of accounts (account-plan.ts). Tab separated, UTF-8 without BOM, CRLF.
 */

/** The DGFiP's 18 columns, in their order and with their names. */
const FEC_COLUMNS = [
  'JournalCode', 'JournalLib', 'EcritureNum', 'EcritureDate', 'CompteNum', 'CompteLib', 'CompAuxNum', 'CompAuxLib', 'PieceRef',
  'PieceDate', 'EcritureLib', 'Debit', 'Credit', 'EcritureLet', 'DateLet', 'ValidDate', 'Montantdevise', 'Idevise',
] as const;

const FEC_SEPARATOR = '\t';

export interface FecFile {
  fileName: string;
  content: string;
}

const fecDate = (isoDate: string) => isoDate.replaceAll('-', '');
const fecAmount = (cents: number) => `${Math.floor(cents / 100)},${String(cents % 100).padStart(2, '0')}`;
/**
 * A free text of the file: on one line without the separator, and a text a spreadsheet would run as a
 * formula (a learner named `=HYPERLINK(…)`) defused like the other exports' cells — a leading `'`, a plain
 * character the format allows — since the FEC is often opened in one (issue 36 S6).
 */
const fecText = (text: string) => defuseFormula(text.replace(/[\t\r\n|]+/g, ' ').trim());

/** Lettering codes A, B, … Z, AA, AB, … */
function letterCode(index: number): string {
  let code = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) code = String.fromCharCode(65 + ((n - 1) % 26)) + code;
  return code;
}

/** The SIREN of the structure: the first 9 digits of its agencies' billing SIRET, which must agree. */
async function structureSiren(db: Kysely<Database>, structureId: number): Promise<string> {
  const agencies = await db.selectFrom('agencies').select('id').where('structure_id', '=', structureId).orderBy('id').execute();
  const sirens = new Set<string>();
  for (const agency of agencies) {
    const siret = (await sellerIdentity(db, agency.id)).siret?.replace(/\D/g, '') ?? '';
    if (siret.length >= 9) sirens.add(siret.slice(0, 9));
  }
  if (sirens.size === 0) throw new ApiError(422, 'Renseignez le SIRET dans la configuration de facturation : le nom du FEC commence par le SIREN.');
  if (sirens.size > 1) throw new ApiError(422, `Les agences de la structure ont des SIREN différents (${[...sirens].join(', ')}) : un FEC ne couvre qu’une entreprise.`);
  return [...sirens][0]!;
}

/**
 * Lettering: the customer lines of an invoice, its credit notes and its payments share a code once
 * they settle it exactly within the file (DateLet: the day of the last of them). Answers, per
 * invoice, its code and date; invoices partly settled, or settled across fiscal years, stay open.
 */
function lettering(entries: readonly Entry[]): Map<number, { code: string; date: string }> {
  const byInvoice = groupBy(entries, (e) => e.invoiceId);
  const letters = new Map<number, { code: string; date: string }>();
  for (const [invoiceId, group] of byInvoice) {
    if (invoiceId === null) continue;
    const customerBalance = group.flatMap((e) => e.lines).filter((l) => l.customer).reduce((sum, l) => sum + l.debitCents - l.creditCents, 0);
    const hasInvoice = group.some((e) => e.order === 0);
    if (!hasInvoice || group.length < 2 || customerBalance !== 0) continue;
    letters.set(invoiceId, { code: letterCode(letters.size), date: group.map((e) => e.date).reduce((a, b) => (a > b ? a : b)) });
  }
  return letters;
}

/** Orders the entries chronologically and writes the file (the rows are numbered 1, 2, … without gaps). */
function renderFec(entries: readonly Entry[]): string {
  const letters = lettering(entries);
  const rows: string[][] = [[...FEC_COLUMNS]];
  entries.forEach((entry, index) => {
    const letter = entry.invoiceId === null ? undefined : letters.get(entry.invoiceId);
    for (const line of entry.lines) {
      rows.push([
        entry.journal.code,
        entry.journal.lib,
        String(index + 1),
        fecDate(entry.date),
        line.account.num,
        line.account.lib,
        line.aux?.num ?? '',
        fecText(line.aux?.lib ?? ''),
        fecText(entry.pieceRef),
        fecDate(entry.pieceDate),
        fecText(entry.label),
        fecAmount(line.debitCents),
        fecAmount(line.creditCents),
        line.customer && letter ? letter.code : '',
        line.customer && letter ? fecDate(letter.date) : '',
        fecDate(entry.validDate),
        '',
        '',
      ]);
    }
  });
  return rows.map((r) => `${r.join(FEC_SEPARATOR)}\r\n`).join('');
}

/** The structure's FEC of the exercise that closes in `year`, named `SIRENFECAAAAMMJJ.txt` after its closing day. */
export async function buildFec(db: Kysely<Database>, structureId: number, year: number): Promise<FecFile> {
  const exercise = exerciseClosingIn(await fiscalYearSetting(db, structureId), year);
  if (!exercise) throw notFound(`Aucun exercice ne se clôture en ${year} : le premier exercice, plus long qu’une année, couvre toute cette année.`);
  const siren = await structureSiren(db, structureId);
  const entries = await accountingEntries(db, structureId, exercise.start, exercise.end);
  return { fileName: `${siren}FEC${fecDate(exercise.end)}.txt`, content: renderFec(entries) };
}
