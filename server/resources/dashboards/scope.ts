import { sql, type SqlBool } from 'kysely';
import { ROLES } from '../../../src/shared/auth/roles';
import type { AppDeps, AuthContext } from '../../core/env';
import { badRequest, forbidden, notFound } from '../../core/errors';
import { addDays } from '../bills/model';
import { parisDate } from '../../../src/shared/i18n/paris-date';

/**
 * Who a dashboard call is about (spec part 2 §6): admins and managers see their structure, the
 * administrative staff the agencies they chose among theirs, trainers their own lessons and learners
 * in their agencies. Every dashboard query is built from one of these.
 */
export interface DashboardScope {
  structureId: number;
  /** The agencies covered (never empty: a user without agency is refused). */
  agencyIds: number[];
  /** Admin or manager (the structure). */
  managerial: boolean;
  /** Set for a trainer: their answers are limited to their own lessons and learners. */
  teamMemberId: number | null;
}

export type Query = Record<string, string[]>;

const DATE = /^\d{4}-\d{2}-\d{2}$/;

export const isManagerial = (auth: AuthContext) => auth.role === ROLES.admin || auth.role === ROLES.manager;
export const isTrainer = (auth: AuthContext) => auth.role === ROLES.trainer;

/** Today in France (the calendar day of the school). */
export const today = (deps: AppDeps) => parisDate(deps.now());

function ids(query: Query, names: readonly string[]): number[] {
  const raw = names.flatMap((name) => [...(query[name] ?? []), ...(query[`${name}[]`] ?? [])]).filter((v) => v !== '');
  return [...new Set(raw.map((value) => {
    const match = /^(?:\/api\/agencies\/)?(\d{1,15})$/.exec(value);
    if (!match) throw badRequest(`Agence invalide : « ${value} ».`);
    return Number(match[1]);
  }))];
}

/**
 * The scope of a dashboard call from its query: `structure` (or `structureId`) must be the caller's;
 * `agency`, `agency[]` or `agencies[]` choose among the caller's agencies (all of them by default).
 */
export function dashboardScope(auth: AuthContext, query: Query): DashboardScope {
  for (const name of ['structure', 'structureId']) {
    const given = query[name]?.[0];
    if (given !== undefined && given !== '' && given !== String(auth.structureId) && given !== `/api/structures/${auth.structureId}`) {
      throw notFound('Structure introuvable.');
    }
  }
  if (auth.agencyIds.length === 0) throw forbidden('Aucune agence ne vous est rattachée.');
  const chosen = ids(query, ['agency', 'agencies']);
  const unknown = chosen.filter((id) => !auth.agencyIds.includes(id));
  if (unknown.length > 0) throw badRequest('Cette agence est inconnue ou ne vous est pas accessible.');
  return {
    structureId: auth.structureId,
    agencyIds: chosen.length > 0 ? chosen : [...auth.agencyIds],
    managerial: isManagerial(auth),
    teamMemberId: isTrainer(auth) ? auth.userId : null,
  };
}

/**
 * The scope of the lesson list (`/plannings/slots-dashboard`). isViewMyAgencies restricts a
 * non-manager to their own agencies (those they belong to, even when they may act on every agency);
 * a trainer without it sees only their own lessons, with it the lessons of their agencies.
 */
export async function lessonScope(deps: AppDeps, auth: AuthContext, query: Query): Promise<DashboardScope> {
  const scope = dashboardScope(auth, query);
  if (scope.managerial) return scope;
  const viewMyAgencies = auth.permissions.has('isViewMyAgencies');
  if (viewMyAgencies) {
    const own = (await deps.db.selectFrom('user_agencies').select('agency_id').where('user_id', '=', auth.userId).execute()).map((r) => r.agency_id);
    scope.agencyIds = scope.agencyIds.filter((id) => own.includes(id));
    if (isTrainer(auth)) scope.teamMemberId = null;
  }
  return scope;
}

export interface Period {
  startDate: string;
  endDate: string;
}

const MAX_PERIOD_DAYS = 3 * 366;

function readDate(query: Query, name: string): string | undefined {
  const value = query[name]?.[0];
  if (value === undefined || value === '') return undefined;
  const day = value.slice(0, 10);
  if (!DATE.test(day) || Number.isNaN(Date.parse(`${day}T00:00:00Z`)) || new Date(`${day}T00:00:00Z`).toISOString().slice(0, 10) !== day) {
    throw badRequest(`Le paramètre « ${name} » attend une date au format AAAA-MM-JJ.`);
  }
  return day;
}

/** `startDate`/`endDate` of the query (YYYY-MM-DD), with defaults; refused when reversed or longer than three years. */
export function readPeriod(query: Query, defaults: Period): Period {
  const startDate = readDate(query, 'startDate') ?? defaults.startDate;
  const endDate = readDate(query, 'endDate') ?? defaults.endDate;
  if (endDate < startDate) throw badRequest('La date de fin doit être postérieure ou égale à la date de début.');
  if (Date.parse(`${endDate}T00:00:00Z`) - Date.parse(`${startDate}T00:00:00Z`) > MAX_PERIOD_DAYS * 86_400_000) {
    throw badRequest('La période ne peut pas dépasser trois ans.');
  }
  return { startDate, endDate };
}

/** A single day (`date`, default today). */
export function readDay(query: Query, fallback: string): string {
  return readDate(query, 'date') ?? fallback;
}

/** The current month up to its last day. */
export function currentMonth(day: string): Period {
  const start = `${day.slice(0, 7)}-01`;
  const next = new Date(`${start}T00:00:00Z`);
  next.setUTCMonth(next.getUTCMonth() + 1);
  return { startDate: start, endDate: addDays(next.toISOString().slice(0, 10), -1) };
}

/** Every `YYYY-MM` from the start's month to the end's. */
export function monthsOf(period: Period): string[] {
  const months: string[] = [];
  const cursor = new Date(`${period.startDate.slice(0, 7)}-01T00:00:00Z`);
  const last = period.endDate.slice(0, 7);
  while (months.length < 60) {
    const month = cursor.toISOString().slice(0, 7);
    months.push(month);
    if (month >= last) break;
    cursor.setUTCMonth(cursor.getUTCMonth() + 1);
  }
  return months;
}

/** `column IN (agencies)` of a scope. */
export const inAgencies = (column: string, scope: DashboardScope) =>
  scope.agencyIds.length === 0 ? sql<SqlBool>`1 = 0` : sql<SqlBool>`${sql.ref(column)} IN (${sql.join(scope.agencyIds)})`;

/** A positive integer query parameter within bounds (`days`, …). */
export function readInt(query: Query, name: string, fallback: number, min: number, max: number): number {
  const raw = query[name]?.[0];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) throw badRequest(`Le paramètre « ${name} » attend un nombre entier entre ${min} et ${max}.`);
  return value;
}

export const cents = (value: number | string | null | undefined) => Number(value ?? 0) / 100;
export const hours = (minutes: number | string | null | undefined) => Math.round((Number(minutes ?? 0) / 60) * 100) / 100;
export { agencyRef } from '../../core/references';
export const learnerRef = (row: { learner_id: number; first_name: string; last_name: string; phone: string | null; email: string | null }) => ({
  '@id': `/api/learners/${row.learner_id}`,
  id: row.learner_id,
  firstName: row.first_name,
  lastName: row.last_name,
  phone: row.phone,
  email: row.email,
});

const TRAINER_REFUSED = 'Ces chiffres sont réservés aux gérants et au personnel administratif.';

/** Money figures, due dates and the educational and financial report are refused to trainers. */
export function notForTrainers(auth: AuthContext): void {
  if (isTrainer(auth)) throw forbidden(TRAINER_REFUSED);
}

/** The calendar year of a day. */
export const yearOf = (day: string): Period => ({ startDate: `${day.slice(0, 4)}-01-01`, endDate: `${day.slice(0, 4)}-12-31` });

/** `teamMember` of the query (`12`, `/api/team-members/12` or `/api/managers/12`), null when absent. */
export function teamMemberParam(query: Query): number | null {
  const raw = query.teamMember?.[0];
  if (raw === undefined || raw === '') return null;
  const match = /^(?:\/api\/(?:team-members|managers)\/)?(\d{1,15})$/.exec(raw);
  if (!match) throw badRequest('Membre de l’équipe invalide.');
  return Number(match[1]);
}
