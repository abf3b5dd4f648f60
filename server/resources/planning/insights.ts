import { Hono } from 'hono';
import { sql, type Kysely } from 'kysely';
import type { AgendaTooltip, OccurrenceTooltip, PaymentDeadlinesTooltip, SlotMonitor, SlotMonitorRow, SlotStatus } from '../../../src/modules/planning/types';
import { zDate } from '../../../src/shared/schema/fields';
import type { AppDeps, AppEnv, AuthContext } from '../../core/env';
import { ApiError, badRequest } from '../../core/errors';
import { jsonLd } from '../../core/hydra';
import { found, isRowId, routeId } from '../../core/scope';
import { groupedByIds } from '../../db/chunked';
import type { Database } from '../../db/schema';
import { learnerBalances } from '../learners/balance';
import { selectAgendas } from './agenda-store';
import { addDays, daysBetween, isoWeekday, minutesBetween, startOfIsoWeek } from './dates';
import { findSlot, learnerHours, loadSlotLearners, slotMinutesSql, slotTitle } from './slot-query';

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
    const message = 'La date de fin doit être postérieure ou égale à la date de début.';
    throw new ApiError(422, message, [{ propertyPath: 'endDate', message }]);
  }
  if (daysBetween(startDate, endDate) > 366) throw new ApiError(422, 'La période ne peut pas dépasser un an.', [{ propertyPath: 'endDate', message: 'La période ne peut pas dépasser un an.' }]);
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

const euros = (cents: number) => Math.round(cents) / 100;

export const insightRoutes = new Hono<AppEnv>();

/** `GET /plannings/occurrence-tooltip?slot=…`: what the calendar shows when hovering a slot. */
insightRoutes.get('/plannings/occurrence-tooltip', async (c) => {
  const { deps, auth } = c.var;
  const slot = found(await findSlot(deps, auth, routeId(c.req.query('slot'))));
  const learners = (await loadSlotLearners(deps.db, [slot.id])).get(slot.id) ?? [];
  const hours = await learnerHours(deps.db, learners.map((l) => l.learner_id));
  const trainings = learners.length
    ? await deps.db
        .selectFrom('learners')
        .leftJoin('trainings', 'trainings.id', 'learners.training_id')
        .select(['learners.id', 'trainings.name'])
        .where('learners.id', 'in', learners.map((l) => l.learner_id))
        .execute()
    : [];
  let occurrence: OccurrenceTooltip['occurrence'] = null;
  if (slot.recurrence_id !== null) {
    const siblings = await deps.db
      .selectFrom('planning_slots')
      .select(['id', 'date', 'start_time'])
      .where('recurrence_id', '=', slot.recurrence_id)
      .orderBy('date')
      .orderBy('start_time')
      .orderBy('id')
      .execute();
    occurrence = { index: siblings.findIndex((s) => s.id === slot.id) + 1, total: siblings.length };
  }
  const body: OccurrenceTooltip = {
    slot: slot.id,
    title: slotTitle(slot),
    date: slot.date,
    schedule: { startTime: slot.start_time, endTime: slot.end_time },
    agenda: slot.agenda_name,
    teamMember: slot.team_member_id === null ? null : `${slot.tm_first_name ?? ''} ${slot.tm_last_name ?? ''}`.trim(),
    activity: slot.activity_name,
    service: slot.service_name,
    location: slot.location_name,
    resource: slot.resource_name,
    status: slot.status as SlotStatus,
    comment: slot.comment,
    occurrence,
    learners: learners.map((l) => ({
      id: l.learner_id,
      name: `${l.first_name} ${l.last_name}`,
      phone: l.phone,
      training: trainings.find((t) => t.id === l.learner_id)?.name ?? null,
      hoursDone: hours.get(l.learner_id)?.done ?? 0,
      hoursPlanned: hours.get(l.learner_id)?.planned ?? 0,
      isExcused: l.is_excused === 1,
    })),
  };
  return c.json(jsonLd('OccurrenceTooltip', `/api/plannings/occurrence-tooltip?slot=${slot.id}`, body));
});

/** `GET /plannings/agenda-tooltip?agenda=…&date=…`: an agenda's load for the day and its week. */
insightRoutes.get('/plannings/agenda-tooltip', async (c) => {
  const { deps, auth } = c.var;
  const agenda = found(await selectAgendas(deps, auth).where('agendas.id', '=', routeId(c.req.query('agenda'))).executeTakeFirst());
  const date = queryDate(c.req.query('date') ?? deps.now().toISOString().slice(0, 10), 'date');
  const weekStart = startOfIsoWeek(date);
  const weekEnd = addDays(weekStart, 6);
  const rows = await deps.db
    .selectFrom('planning_slots as s')
    .select(['s.id', 's.date', sql<number>`${slotMinutesSql}`.as('minutes')])
    .where('s.agenda_id', '=', agenda.id)
    .where('s.date', '>=', weekStart)
    .where('s.date', '<=', weekEnd)
    .where('s.is_background', '=', 0)
    .where('s.status', '!=', 'cancelled')
    .execute();
  const learnerCount = rows.length
    ? Number(
        (
          await deps.db
            .selectFrom('planning_slot_learners')
            .select(sql<number>`count(distinct learner_id)`.as('n'))
            .where('slot_id', 'in', rows.map((r) => r.id))
            .executeTakeFirstOrThrow()
        ).n,
      )
    : 0;
  const day = rows.filter((r) => r.date === date);
  const body: AgendaTooltip = {
    agenda: agenda.id,
    name: agenda.name,
    type: agenda.type_name,
    teamMember: agenda.team_member_id === null ? null : `${agenda.tm_first_name ?? ''} ${agenda.tm_last_name ?? ''}`.trim(),
    resource: agenda.resource_name,
    agency: agenda.agency_name,
    dayStart: agenda.day_start,
    dayEnd: agenda.day_end,
    day: { date, slotCount: day.length, plannedMinutes: day.reduce((sum, r) => sum + Number(r.minutes), 0) },
    week: {
      start: weekStart,
      end: weekEnd,
      slotCount: rows.length,
      plannedMinutes: rows.reduce((sum, r) => sum + Number(r.minutes), 0),
      learnerCount,
    },
  };
  return c.json(jsonLd('AgendaTooltip', `/api/plannings/agenda-tooltip?agenda=${agenda.id}&date=${date}`, body));
});

/** `GET /plannings/payment-deadlines-tooltip?slot=…`: the unpaid deadlines of the slot's learners. */
insightRoutes.get('/plannings/payment-deadlines-tooltip', async (c) => {
  const { deps, auth } = c.var;
  const slot = found(await findSlot(deps, auth, routeId(c.req.query('slot'))));
  const learners = (await loadSlotLearners(deps.db, [slot.id])).get(slot.id) ?? [];
  const deadlines = await unpaidDeadlines(deps.db, auth, learners.map((l) => l.learner_id));
  const balances = await learnerBalances(deps.db, auth.structureId, learners.map((l) => l.learner_id), slot.date);
  const body: PaymentDeadlinesTooltip = {
    slot: slot.id,
    learners: learners.map((l) => {
      const own = deadlines.get(l.learner_id) ?? [];
      return {
        id: l.learner_id,
        name: `${l.first_name} ${l.last_name}`,
        totalDue: euros(balances.get(l.learner_id)?.owedCents ?? 0),
        overdue: euros(balances.get(l.learner_id)?.overdueCents ?? 0),
        deadlines: own.map((d) => ({ label: d.label, dueDate: d.due_date, amount: euros(d.amount_cents), isOverdue: d.due_date < slot.date })),
      };
    }),
  };
  return c.json(jsonLd('PaymentDeadlinesTooltip', `/api/plannings/payment-deadlines-tooltip?slot=${slot.id}`, body));
});

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

/** `GET /plannings/slots/monitor?startDate&endDate&agenda[]`. */
insightRoutes.get('/plannings/slots/monitor', async (c) => {
  const { deps, auth } = c.var;
  const today = deps.now().toISOString().slice(0, 10);
  const { startDate, endDate } = queryPeriod(
    { startDate: c.req.query('startDate'), endDate: c.req.query('endDate') },
    { startDate: startOfIsoWeek(today), endDate: addDays(startOfIsoWeek(today), 6) },
  );
  const monitor = await buildMonitor(deps, auth, startDate, endDate, queryIds(c.req.queries(), 'agenda'));
  return c.json(jsonLd('SlotMonitor', `/api/plannings/slots/monitor?startDate=${startDate}&endDate=${endDate}`, monitor));
});
