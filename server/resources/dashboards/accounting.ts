import { sql } from 'kysely';
import type { AccountingSummary, LabellingStatistics, LabellingTraining, TeamMemberTimeSheet } from '../../../src/modules/dashboards/types';
import { BILL_STATUS } from '../../../src/shared/accounting/status';
import type { AppDeps } from '../../core/env';
import { slotMinutesSql } from '../planning/slot-query';
import { addDays } from '../bills/model';
import { scopeBalance } from '../learners/balance';
import { agencyRef, cents, hours, inAgencies, monthsOf, type DashboardScope, type Period } from './scope';

const VALIDATED_INVOICE = [BILL_STATUS.unpaid, BILL_STATUS.partialPayment, BILL_STATUS.paid];
const num = (value: number | string | null | undefined) => Number(value ?? 0);

export async function scopeAgencies(deps: AppDeps, scope: DashboardScope) {
  const rows = await deps.db
    .selectFrom('agencies')
    .select(['id', 'name'])
    .where('structure_id', '=', scope.structureId)
    .where(inAgencies('agencies.id', scope))
    .orderBy('is_principal', 'desc')
    .orderBy('name')
    .execute();
  return rows.map((a) => agencyRef(a.id, a.name));
}

/** Invoiced, credited and collected over the period; what is left to collect today. */
export async function accountingSummary(deps: AppDeps, scope: DashboardScope, period: Period, today: string): Promise<AccountingSummary> {
  const db = deps.db;
  const bills = () => db.selectFrom('bills').where('bills.structure_id', '=', scope.structureId).where(inAgencies('bills.agency_id', scope));
  const [invoiced, credited, collected, open, pending, decided, invoicedByMonth, collectedByMonth, agencies] = await Promise.all([
    bills()
      .select([sql<number>`coalesce(sum(total_ttc_cents), 0)`.as('amount'), sql<number>`count(*)`.as('count')])
      .where('kind', '=', 'invoice')
      .where('status', 'in', VALIDATED_INVOICE)
      .where('issue_date', '>=', period.startDate)
      .where('issue_date', '<=', period.endDate)
      .executeTakeFirstOrThrow(),
    bills()
      .select(sql<number>`coalesce(sum(total_ttc_cents), 0)`.as('amount'))
      .where('kind', '=', 'credit_note')
      .where('issue_date', '>=', period.startDate)
      .where('issue_date', '<=', period.endDate)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('payments')
      .select(sql<number>`coalesce(sum(amount_cents), 0)`.as('amount'))
      .where('structure_id', '=', scope.structureId)
      .where(inAgencies('payments.agency_id', scope))
      .where('paid_on', '>=', period.startDate)
      .where('paid_on', '<=', period.endDate)
      .executeTakeFirstOrThrow(),
    scopeBalance(db, scope.structureId, scope.agencyIds, today),
    bills()
      .select([sql<number>`count(*)`.as('count'), sql<number>`coalesce(sum(total_ttc_cents), 0)`.as('amount')])
      .where('kind', '=', 'quotation')
      .where('status', 'in', [BILL_STATUS.pending, BILL_STATUS.inProgress])
      .executeTakeFirstOrThrow(),
    bills()
      .select([
        sql<number>`coalesce(sum(case when status in (${BILL_STATUS.validated}, ${BILL_STATUS.accepted}) then 1 else 0 end), 0)`.as('accepted'),
        sql<number>`coalesce(sum(case when status = ${BILL_STATUS.refused} then 1 else 0 end), 0)`.as('refused'),
      ])
      .where('kind', '=', 'quotation')
      .where('issue_date', '>=', period.startDate)
      .where('issue_date', '<=', period.endDate)
      .executeTakeFirstOrThrow(),
    bills()
      .select([sql<string>`substr(issue_date, 1, 7)`.as('month'), sql<number>`sum(total_ttc_cents)`.as('amount')])
      .where('kind', '=', 'invoice')
      .where('status', 'in', VALIDATED_INVOICE)
      .where('issue_date', '>=', period.startDate)
      .where('issue_date', '<=', period.endDate)
      .groupBy(sql`substr(issue_date, 1, 7)`)
      .execute(),
    db
      .selectFrom('payments')
      .select([sql<string>`substr(paid_on, 1, 7)`.as('month'), sql<number>`sum(amount_cents)`.as('amount')])
      .where('structure_id', '=', scope.structureId)
      .where(inAgencies('payments.agency_id', scope))
      .where('paid_on', '>=', period.startDate)
      .where('paid_on', '<=', period.endDate)
      .groupBy(sql`substr(paid_on, 1, 7)`)
      .execute(),
    scopeAgencies(deps, scope),
  ]);
  const byMonth = (rows: { month: string; amount: number }[]) => new Map(rows.map((r) => [r.month, cents(r.amount)]));
  const invoicedMonths = byMonth(invoicedByMonth);
  const collectedMonths = byMonth(collectedByMonth);
  const accepted = num(decided.accepted);
  const refused = num(decided.refused);
  return {
    scope: { ...period, agencies },
    invoiced: cents(invoiced.amount),
    invoiceCount: num(invoiced.count),
    credited: cents(credited.amount),
    collected: cents(collected.amount),
    outstanding: cents(open.owedCents),
    overdue: cents(open.overdueCents),
    pendingQuotations: { count: num(pending.count), amount: cents(pending.amount) },
    quotationAcceptanceRate: accepted + refused === 0 ? null : Math.round((accepted / (accepted + refused)) * 1000) / 1000,
    months: monthsOf(period).map((month) => ({ month, invoiced: invoicedMonths.get(month) ?? 0, collected: collectedMonths.get(month) ?? 0 })),
  };
}

/** Hours given, planned, cancelled and unavailable per team member over the period. */
export async function teamMembersTimeSheet(deps: AppDeps, scope: DashboardScope, period: Period, teamMember: number | null): Promise<TeamMemberTimeSheet[]> {
  const db = deps.db;
  const member = scope.teamMemberId ?? teamMember;
  let slots = db
    .selectFrom('planning_slots as s')
    .where('s.structure_id', '=', scope.structureId)
    .where(inAgencies('s.agency_id', scope))
    .where('s.date', '>=', period.startDate)
    .where('s.date', '<=', period.endDate)
    .where('s.team_member_id', 'is not', null);
  if (member !== null) slots = slots.where('s.team_member_id', '=', member);
  const minutesWhen = (condition: ReturnType<typeof sql>) => sql<number>`coalesce(sum(case when ${condition} then ${slotMinutesSql} else 0 end), 0)`;
  const [totals, learners] = await Promise.all([
    slots
      .select([
        's.team_member_id',
        sql<number>`coalesce(sum(case when s.is_background = 0 and s.status = 'done' then 1 else 0 end), 0)`.as('lessons'),
        minutesWhen(sql`s.is_background = 0 and s.status = 'done'`).as('done'),
        minutesWhen(sql`s.is_background = 0 and s.status = 'planned'`).as('planned'),
        minutesWhen(sql`s.is_background = 0 and s.status = 'cancelled'`).as('cancelled'),
        minutesWhen(sql`s.is_background = 1`).as('unavailable'),
      ])
      .groupBy('s.team_member_id')
      .execute(),
    slots
      .innerJoin('planning_slot_learners as sl', 'sl.slot_id', 's.id')
      .select(['s.team_member_id', sql<number>`count(distinct sl.learner_id)`.as('learners')])
      .where('s.status', '=', 'done')
      .where('sl.is_excused', '=', 0)
      .groupBy('s.team_member_id')
      .execute(),
  ]);
  const ids = totals.map((t) => t.team_member_id).filter((id): id is number => id !== null);
  // Trainers of the agencies appear even without lessons (a time sheet shows who did not work too).
  let people = db
    .selectFrom('users')
    .select(['users.id', 'users.first_name', 'users.last_name', 'users.role'])
    .where('users.structure_id', '=', scope.structureId);
  if (member !== null) people = people.where('users.id', '=', member);
  else {
    people = people.where((eb) =>
      eb.or([
        ...(ids.length ? [eb('users.id', 'in', ids)] : []),
        eb.and([
          eb('users.role', '=', 'Formateur'),
          eb('users.archived', '=', 0),
          eb('users.id', 'in', eb.selectFrom('user_agencies').select('user_id').where(inAgencies('user_agencies.agency_id', scope))),
        ]),
      ]),
    );
  }
  const persons = await people.orderBy('users.last_name').orderBy('users.first_name').execute();
  const byId = new Map(totals.map((t) => [t.team_member_id, t]));
  const learnersById = new Map(learners.map((l) => [l.team_member_id, num(l.learners)]));
  return persons.map((p) => {
    const t = byId.get(p.id);
    return {
      teamMember: { '@id': `/api/team-members/${p.id}`, id: p.id, firstName: p.first_name, lastName: p.last_name, accountType: p.role },
      lessons: num(t?.lessons),
      hoursDone: hours(t?.done),
      hoursPlanned: hours(t?.planned),
      hoursCancelled: hours(t?.cancelled),
      hoursUnavailable: hours(t?.unavailable),
      learners: learnersById.get(p.id) ?? 0,
    };
  });
}

/** The indicators of the driving-school quality label over the period, per training. */
export async function labellingStatistics(deps: AppDeps, scope: DashboardScope, period: Period): Promise<LabellingStatistics> {
  const db = deps.db;
  const from = period.startDate;
  const until = addDays(period.endDate, 1);
  let trained = db
    .selectFrom('planning_slots as s')
    .innerJoin('planning_slot_learners as sl', 'sl.slot_id', 's.id')
    .innerJoin('learners as l', 'l.id', 'sl.learner_id')
    .select([
      'l.training_id',
      sql<number>`count(distinct sl.learner_id)`.as('learners'),
      sql<number>`coalesce(sum(${slotMinutesSql}), 0)`.as('minutes'),
    ])
    .where('s.structure_id', '=', scope.structureId)
    .where(inAgencies('s.agency_id', scope))
    .where('s.date', '>=', period.startDate)
    .where('s.date', '<=', period.endDate)
    .where('s.status', '=', 'done')
    .where('s.is_background', '=', 0)
    .where('sl.is_excused', '=', 0)
    .where('l.training_id', 'is not', null);
  if (scope.teamMemberId !== null) trained = trained.where('s.team_member_id', '=', scope.teamMemberId);
  const [registrations, contracts, lessons, evaluations, notices, exams, trainings, agencies] = await Promise.all([
    db
      .selectFrom('learner_trainings')
      .select(['training_id', sql<number>`count(*)`.as('n')])
      .where('structure_id', '=', scope.structureId)
      .where(inAgencies('learner_trainings.agency_id', scope))
      .where('created_at', '>=', from)
      .where('created_at', '<', until)
      .groupBy('training_id')
      .execute(),
    db
      .selectFrom('learner_contracts')
      .select(['training_id', sql<number>`count(*)`.as('n')])
      .where('structure_id', '=', scope.structureId)
      .where(inAgencies('learner_contracts.agency_id', scope))
      .where('status', '=', 'signed')
      .where('signed_at', '>=', from)
      .where('signed_at', '<', until)
      .groupBy('training_id')
      .execute(),
    trained.groupBy('l.training_id').execute(),
    db
      .selectFrom('learner_evaluations as e')
      .innerJoin('learners as l', 'l.id', 'e.learner_id')
      .select(['e.training_id', sql<number>`avg(e.forecast_minutes)`.as('minutes')])
      .where('e.structure_id', '=', scope.structureId)
      .where(inAgencies('l.agency_id', scope))
      .where('e.evaluation_date', '>=', period.startDate)
      .where('e.evaluation_date', '<=', period.endDate)
      .groupBy('e.training_id')
      .execute(),
    db
      .selectFrom('notices')
      .select([
        sql<number>`count(*)`.as('n'),
        sql<number | null>`avg(rating)`.as('average'),
        sql<number>`coalesce(sum(case when rating >= 4 then 1 else 0 end), 0)`.as('satisfied'),
      ])
      .where('structure_id', '=', scope.structureId)
      .where(inAgencies('notices.agency_id', scope))
      .where('notice_date', '>=', period.startDate)
      .where('notice_date', '<=', period.endDate)
      .where('reported', '=', 0)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('exam_registrations as r')
      .innerJoin('exam_sessions as x', 'x.id', 'r.session_id')
      .select(sql<number>`count(*)`.as('n'))
      .where('r.structure_id', '=', scope.structureId)
      .where(inAgencies('r.agency_id', scope))
      .where('r.status', '=', 1)
      .where('x.date', '>=', period.startDate)
      .where('x.date', '<=', period.endDate)
      .executeTakeFirstOrThrow(),
    db.selectFrom('trainings').select(['id', 'code', 'name']).orderBy('id').execute(),
    scopeAgencies(deps, scope),
  ]);
  const count = (rows: { training_id: number | null; n: number }[]) => new Map(rows.map((r) => [r.training_id, num(r.n)]));
  const registered = count(registrations);
  const signed = count(contracts);
  const done = new Map(lessons.map((r) => [r.training_id, r]));
  const forecast = new Map(evaluations.map((r) => [r.training_id, num(r.minutes)]));
  const lines: LabellingTraining[] = [];
  for (const training of trainings) {
    const lesson = done.get(training.id);
    const learnersTrained = num(lesson?.learners);
    const line: LabellingTraining = {
      training: { '@id': `/api/educations/trainings/${training.id}`, id: training.id, code: training.code, name: training.name },
      registrations: registered.get(training.id) ?? 0,
      contractsSigned: signed.get(training.id) ?? 0,
      learnersTrained,
      hoursDone: hours(lesson?.minutes),
      averageHoursPerLearner: learnersTrained === 0 ? null : Math.round((num(lesson?.minutes) / 60 / learnersTrained) * 10) / 10,
      averageForecastHours: forecast.has(training.id) ? Math.round(((forecast.get(training.id) ?? 0) / 60) * 10) / 10 : null,
    };
    if (line.registrations || line.contractsSigned || line.learnersTrained || line.averageForecastHours !== null) lines.push(line);
  }
  const noticeCount = num(notices.n);
  return {
    scope: { ...period, agencies },
    trainings: lines,
    notices: {
      count: noticeCount,
      averageRating: noticeCount === 0 ? null : Math.round(num(notices.average) * 10) / 10,
      satisfactionRate: noticeCount === 0 ? null : Math.round((num(notices.satisfied) / noticeCount) * 1000) / 1000,
    },
    examRegistrations: num(exams.n),
  };
}
