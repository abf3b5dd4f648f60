import { sql, type Kysely } from 'kysely';
import type { SlotMonitor, SlotMonitorRow } from '../../../src/modules/planning/types';
import { zDate } from '../../../src/shared/schema/fields';
import type { AppDeps, AuthContext } from '../../core/env';
import { badRequest, invalidField } from '../../core/errors';
import { isRowId } from '../../core/scope';
import { groupedByIds } from '../../db/chunked';
import type { Database } from '../../db/schema';
import { selectAgendas } from './agenda-store';
import { addDays, daysBetween, isoWeekday, minutesBetween } from './dates';
import { slotMinutesSql } from './slot-query';

/** Reads a required `YYYY-MM-DD` query parameter (400 with a French message otherwise). */
export function queryDate(value: string | undefined, name: string): string {
  if (!value) throw badRequest(`Le paramètre « ${name} » est obligatoire (AAAA-MM-JJ).`);
  if (!zDate.safeParse(value).success) throw badRequest(`Le paramètre « ${name} » attend une date au format AAAA-MM-JJ.`);
  return value;
}

/** `startDate`/`endDate` of a period, the end not before the start (422). */
export function queryPeriod(query: Record<string, string | undefined>, defaults?: { startDate: string; endDate: string }) {
  const startDate = query.startDate ? queryDate(query.startDate, 'startDate') : defaults?.startDate;
  const endDate = query.endDate ? queryDate(query.endDate, 'endDate') : defaults?.endDate;
  if (!startDate || !endDate) throw badRequest('Les paramètres « startDate » et « endDate » sont obligatoires (AAAA-MM-JJ).');
  if (endDate < startDate) {
    throw invalidField('endDate', 'La date de fin doit être postérieure ou égale à la date de début.');
  }
  if (daysBetween(startDate, endDate) > 366) throw invalidField('endDate', 'La période ne peut pas dépasser un an.');
  return { startDate, endDate };
}

/** Integer ids of `name` and `name[]` (400 on anything else). */
export function queryIds(queries: Record<string, string[]>, name: string): number[] {
  const values = [...(queries[name] ?? []), ...(queries[`${name}[]`] ?? [])].filter((v) => v !== '');
  if (values.some((v) => !isRowId(v))) throw badRequest(`Le filtre « ${name} » attend des identifiants.`);
  return [...new Set(values.map(Number))];
}

export interface DeadlineRow {
  learner_id: number;
  label: string;
  due_date: string;
  amount_cents: number;
}

/** The unpaid deadlines of these learners, by learner, in due order. */
export function unpaidDeadlines(db: Kysely<Database>, auth: AuthContext, learnerIds: readonly number[]): Promise<Map<number, DeadlineRow[]>> {
  return groupedByIds(
    learnerIds,
    (chunk) =>
      db
        .selectFrom('learner_payment_deadlines')
        .select(['learner_id', 'label', 'due_date', 'amount_cents'])
        .where('structure_id', '=', auth.structureId)
        .where('paid_at', 'is', null)
        .where('learner_id', 'in', chunk)
        .orderBy('due_date')
        .execute(),
    (row) => row.learner_id,
  );
}


/** Open days of a period for the occupancy rate: every day but Sunday. */
function openDays(startDate: string, endDate: string): number {
  let count = 0;
  for (let d = startDate; d <= endDate; d = addDays(d, 1)) if (isoWeekday(d) !== 7) count += 1;
  return count;
}

/** The slots monitor of a period: per agenda, slots, hours planned and done, cancellations, learners, occupancy. */
export async function buildMonitor(deps: AppDeps, auth: AuthContext, startDate: string, endDate: string, agendaIds: readonly number[]): Promise<SlotMonitor> {
  let agendas = selectAgendas(deps, auth).where('agendas.active', '=', 1);
  if (agendaIds.length > 0) agendas = agendas.where('agendas.id', 'in', [...agendaIds]);
  const agendaRows = await agendas.orderBy('agendas.name').execute();
  const stats = agendaRows.length
    ? await deps.db
        .selectFrom('planning_slots as s')
        .leftJoin('planning_slot_learners as sl', 'sl.slot_id', 's.id')
        .select([
          's.id',
          's.agenda_id',
          's.status',
          sql<number>`${slotMinutesSql}`.as('minutes'),
          sql<number>`count(sl.id)`.as('learners'),
          sql<number>`sum(case when sl.is_excused = 1 then 1 else 0 end)`.as('excused'),
        ])
        .where('s.agenda_id', 'in', agendaRows.map((a) => a.id))
        .where('s.date', '>=', startDate)
        .where('s.date', '<=', endDate)
        .where('s.is_background', '=', 0)
        .groupBy(['s.id', 's.agenda_id', 's.status', 's.start_time', 's.end_time'])
        .execute()
    : [];
  const days = openDays(startDate, endDate);
  const rows: SlotMonitorRow[] = agendaRows.map((agenda) => {
    const own = stats.filter((s) => s.agenda_id === agenda.id);
    const active = own.filter((s) => s.status !== 'cancelled');
    const plannedMinutes = active.reduce((sum, s) => sum + Number(s.minutes), 0);
    const capacity = minutesBetween(agenda.day_start, agenda.day_end) * days;
    return {
      agenda: { '@id': `/api/plannings/agendas/${agenda.id}`, id: agenda.id, name: agenda.name, color: agenda.color },
      slotCount: active.length,
      plannedMinutes,
      doneMinutes: own.filter((s) => s.status === 'done').reduce((sum, s) => sum + Number(s.minutes), 0),
      cancelledCount: own.length - active.length,
      learnerCount: active.reduce((sum, s) => sum + Number(s.learners), 0),
      excusedCount: active.reduce((sum, s) => sum + Number(s.excused ?? 0), 0),
      occupancy: capacity > 0 ? Math.round((plannedMinutes / capacity) * 1000) / 10 : 0,
    };
  });
  const total = (key: 'slotCount' | 'plannedMinutes' | 'doneMinutes' | 'cancelledCount' | 'learnerCount' | 'excusedCount') => rows.reduce((sum, r) => sum + r[key], 0);
  return {
    startDate,
    endDate,
    rows,
    totals: {
      slotCount: total('slotCount'),
      plannedMinutes: total('plannedMinutes'),
      doneMinutes: total('doneMinutes'),
      cancelledCount: total('cancelledCount'),
      learnerCount: total('learnerCount'),
      excusedCount: total('excusedCount'),
    },
  };
}
