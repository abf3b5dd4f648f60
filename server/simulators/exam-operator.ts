import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/**
 * The simulated private exam operator: a catalogue of operators and exam centres (seeded), and exam
 * sessions that exist for every working day. Sessions are materialised on first read for the dates
 * asked (`ensureExamSessions`), with seats other driving schools already hold derived from the site
 * and the date, so the same dates always offer the same sessions and some are full.
 */

export const OPERATOR_CATALOGUE = [
  { code: 'OPEXA', name: 'Opexa Examens', website: 'https://www.opexa-examens.test' },
  { code: 'CERTIROUTE', name: 'Certiroute', website: 'https://www.certiroute.test' },
] as const;

export const SITE_CATALOGUE = [
  { operator: 'OPEXA', code: 'OPX-45-SARAN', name: 'Opexa Orléans – Saran', address: '210 rue des Montées', postalCode: '45770', city: 'Saran' },
  { operator: 'OPEXA', code: 'OPX-41-VINEUIL', name: 'Opexa Blois – Vineuil', address: '4 rue de la Pinçonnière', postalCode: '41350', city: 'Vineuil' },
  { operator: 'OPEXA', code: 'OPX-37-TOURS', name: 'Opexa Tours Nord', address: '15 avenue Maginot', postalCode: '37100', city: 'Tours' },
  { operator: 'OPEXA', code: 'OPX-28-CHARTRES', name: 'Opexa Chartres', address: '7 rue Vincent Chevard', postalCode: '28000', city: 'Chartres' },
  { operator: 'OPEXA', code: 'OPX-17-PERIGNY', name: 'Opexa La Rochelle – Périgny', address: '12 rue du Pont des Salines', postalCode: '17180', city: 'Périgny' },
  { operator: 'CERTIROUTE', code: 'CRT-45-OLIVET', name: 'Certiroute Olivet', address: '88 rue de la Reine Blanche', postalCode: '45160', city: 'Olivet' },
] as const;

/** The sessions a site holds on a weekday (1 Monday … 5 Friday). */
const WEEKLY_PATTERN: Record<number, { startTime: string; category: string; seats: number }[]> = {
  1: [{ startTime: '08:30', category: 'B', seats: 6 }, { startTime: '14:00', category: 'B', seats: 6 }],
  2: [{ startTime: '08:30', category: 'B', seats: 6 }, { startTime: '09:00', category: 'A2', seats: 4 }],
  3: [{ startTime: '08:30', category: 'B', seats: 6 }, { startTime: '10:00', category: 'C1', seats: 3 }, { startTime: '14:00', category: 'A1', seats: 4 }],
  4: [{ startTime: '08:30', category: 'B', seats: 6 }, { startTime: '09:00', category: 'C', seats: 3 }, { startTime: '13:30', category: 'D', seats: 2 }],
  5: [{ startTime: '08:30', category: 'B', seats: 6 }, { startTime: '13:30', category: 'D1', seats: 2 }, { startTime: '14:00', category: 'B', seats: 6 }],
};

/** Longest range of dates one read may ask for. */
export const MAX_SESSION_RANGE_DAYS = 62;

/** Seats already held elsewhere: deterministic in the site and date; equals the seats for some sessions (full). */
export function seatsTakenElsewhere(siteId: number, date: string, index: number, seats: number): number {
  const day = Number(date.slice(8, 10));
  const month = Number(date.slice(5, 7));
  return (siteId * 7 + day * 3 + month + index * 5) % (seats + 1);
}

/** Every date from `start` to `end` (YYYY-MM-DD, inclusive, UTC). */
export function datesBetween(start: string, end: string): string[] {
  const dates: string[] = [];
  for (let d = new Date(`${start}T00:00:00Z`); d.toISOString().slice(0, 10) <= end; d = new Date(d.getTime() + 86_400_000)) {
    dates.push(d.toISOString().slice(0, 10));
  }
  return dates;
}

/** Creates the sessions of the sites for the dates (idempotent). */
export async function ensureExamSessions(db: Kysely<Database>, siteIds: readonly number[], start: string, end: string): Promise<void> {
  const rows: { site_id: number; date: string; start_time: string; category: string; seats_total: number; seats_taken_elsewhere: number }[] = [];
  for (const date of datesBetween(start, end)) {
    const pattern = WEEKLY_PATTERN[new Date(`${date}T00:00:00Z`).getUTCDay()] ?? [];
    for (const siteId of siteIds) {
      pattern.forEach((session, index) => {
        rows.push({
          site_id: siteId,
          date,
          start_time: session.startTime,
          category: session.category,
          seats_total: session.seats,
          seats_taken_elsewhere: seatsTakenElsewhere(siteId, date, index, session.seats),
        });
      });
    }
  }
  for (let i = 0; i < rows.length; i += 200) {
    await db
      .insertInto('exam_sessions')
      .values(rows.slice(i, i + 200))
      .onConflict((oc) => oc.columns(['site_id', 'date', 'start_time', 'category']).doNothing())
      .execute();
  }
}

/** Inserts the operators and their sites when missing (idempotent). */
export async function ensureOperatorCatalogue(db: Kysely<Database>): Promise<void> {
  await db
    .insertInto('exam_operators')
    .values(OPERATOR_CATALOGUE.map((o) => ({ ...o })))
    .onConflict((oc) => oc.column('code').doNothing())
    .execute();
  const operators = await db.selectFrom('exam_operators').select(['id', 'code']).execute();
  await db
    .insertInto('exam_sites')
    .values(
      SITE_CATALOGUE.map(({ operator, postalCode, ...site }) => ({
        ...site,
        postal_code: postalCode,
        operator_id: operators.find((o) => o.code === operator)!.id,
      })),
    )
    .onConflict((oc) => oc.column('code').doNothing())
    .execute();
}
