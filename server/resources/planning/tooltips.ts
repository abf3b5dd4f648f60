import { sql } from 'kysely';
import type { AgendaTooltip, OccurrenceTooltip, PaymentDeadlinesTooltip, SlotStatus } from '../../../src/modules/planning/types';
import { agendaTooltipSchema, occurrenceTooltipSchema, paymentDeadlinesTooltipSchema } from '../../../src/modules/planning/schema';
import { jsonLd } from '../../core/hydra';
import { itemRoute } from '../../core/routes/declare';
import type { RouteDeclaration } from '../../core/routes/types';
import { routeId } from '../../core/scope';
import { parisDate } from '../../../src/shared/i18n/paris-date';
import { learnerBalances } from '../learners/balance';
import { loadAgenda } from './agenda-store';
import { addDays, startOfIsoWeek } from './dates';
import { loadSlotWithLearners } from './document-kit';
import { queryDate, unpaidDeadlines } from './insights';
import { learnerSlotHours, slotMinutesSql, slotTitle } from './slot-query';

const euros = (cents: number) => Math.round(cents) / 100;

/** What the calendar shows when hovering: a slot, an agenda's load, the unpaid deadlines of a slot's learners. */
export const TOOLTIP_ROUTES: readonly RouteDeclaration[] = [
  itemRoute<undefined, OccurrenceTooltip>({
    method: 'GET',
    path: '/plannings/occurrence-tooltip',
    access: 'authenticated',
    hydraClass: 'OccurrenceTooltip',
    summary: 'Describes a slot for the calendar’s tooltip (slot=…): its links, occurrence and learners’ hours.',
    output: occurrenceTooltipSchema,
    async handle({ deps, auth, query }) {
      const { slot, learners } = await loadSlotWithLearners(deps, auth, routeId(query.slot?.[0]));
      const hours = await learnerSlotHours(deps.db, learners.map((l) => l.learner_id));
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
      return jsonLd('OccurrenceTooltip', `/api/plannings/occurrence-tooltip?slot=${slot.id}`, body);
    },
  }),
  itemRoute<undefined, AgendaTooltip>({
    method: 'GET',
    path: '/plannings/agenda-tooltip',
    access: 'authenticated',
    hydraClass: 'AgendaTooltip',
    summary: 'Describes an agenda’s load for a day and its week (agenda=…, date=…).',
    output: agendaTooltipSchema,
    async handle({ deps, auth, query }) {
      const agenda = await loadAgenda(deps, auth, routeId(query.agenda?.[0]));
      const date = queryDate(query.date?.[0] ?? deps.now().toISOString().slice(0, 10), 'date');
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
      return jsonLd('AgendaTooltip', `/api/plannings/agenda-tooltip?agenda=${agenda.id}&date=${date}`, body);
    },
  }),
  itemRoute<undefined, PaymentDeadlinesTooltip>({
    method: 'GET',
    path: '/plannings/payment-deadlines-tooltip',
    access: 'authenticated',
    hydraClass: 'PaymentDeadlinesTooltip',
    summary: 'Lists the unpaid deadlines of a slot’s learners (slot=…).',
    output: paymentDeadlinesTooltipSchema,
    async handle({ deps, auth, query }) {
      const { slot, learners } = await loadSlotWithLearners(deps, auth, routeId(query.slot?.[0]));
      const deadlines = await unpaidDeadlines(deps.db, auth, learners.map((l) => l.learner_id));
      const today = parisDate(deps.now());
      const balances = await learnerBalances(deps.db, auth, learners.map((l) => l.learner_id), today);
      const body: PaymentDeadlinesTooltip = {
        slot: slot.id,
        learners: learners.map((l) => {
          const own = deadlines.get(l.learner_id) ?? [];
          return {
            id: l.learner_id,
            name: `${l.first_name} ${l.last_name}`,
            balance: balances.get(l.learner_id)!,
            deadlines: own.map((d) => ({ label: d.label, dueDate: d.due_date, amount: euros(d.amount_cents), isOverdue: d.due_date < today })),
          };
        }),
      };
      return jsonLd('PaymentDeadlinesTooltip', `/api/plannings/payment-deadlines-tooltip?slot=${slot.id}`, body);
    },
  }),
];
