import { sql } from 'kysely';
import type { HydraCollection } from '../../../src/shared/api/hydra';
import type { LearnerProgressState, PlannedLearnerProgress } from '../../../src/modules/dashboards/types';
import type { AppDeps } from '../../core/env';
import { jsonLd, paginate } from '../../core/hydra';
import type { ListSpec } from '../../core/list-query';
import { learnerSlotHours } from '../planning/slot-query';
import { LEARNER_CONTACT, trainerLearners } from './learners';
import { agencyRef, hours, inAgencies, learnerRef, type DashboardScope, type Query } from './scope';

/** A progress row's learner, training and agency (both progress states, same row). */
const PROGRESS_COLUMNS = [
  ...LEARNER_CONTACT,
  'learners.training_id',
  't.code as training_code',
  't.name as training_name',
  'learners.agency_id',
  'agencies.name as agency_name',
] as const;

const PROGRESS_PLANNED_SPEC: ListSpec = {
  defaultItemsPerPage: 10,
  maxItemsPerPage: 1000,
  order: { nextLesson: 'p.next_lesson', lessons: 'p.lessons', lastName: 'learners.last_name', agency: 'agencies.name' },
  defaultOrder: [['p.next_lesson', 'asc'], ['learners.last_name', 'asc']],
  search: ['learners.first_name', 'learners.last_name'],
};

const PROGRESS_TO_PLAN_SPEC: ListSpec = {
  defaultItemsPerPage: 10,
  maxItemsPerPage: 1000,
  order: { lastName: 'learners.last_name', agency: 'agencies.name' },
  defaultOrder: [['learners.last_name', 'asc'], ['learners.first_name', 'asc']],
  search: ['learners.first_name', 'learners.last_name'],
};

/** Forecast volumes (minutes): the latest prior evaluation, else the signed contracts and their signed amendments. */
async function forecastMinutes(deps: AppDeps, learnerIds: readonly number[]): Promise<Map<number, number>> {
  const forecast = new Map<number, number>();
  if (learnerIds.length === 0) return forecast;
  const [evaluations, contracts, amendments] = await Promise.all([
    deps.db
      .selectFrom('learner_evaluations')
      .select(['learner_id', 'forecast_minutes', 'evaluation_date', 'id'])
      .where('learner_id', 'in', learnerIds)
      .orderBy('evaluation_date')
      .orderBy('id')
      .execute(),
    deps.db
      .selectFrom('learner_contracts')
      .select(['learner_id', sql<number>`sum(forecast_minutes)`.as('minutes')])
      .where('learner_id', 'in', learnerIds)
      .where('status', '=', 'signed')
      .groupBy('learner_id')
      .execute(),
    deps.db
      .selectFrom('contract_amendments as am')
      .innerJoin('learner_contracts as c', 'c.id', 'am.contract_id')
      .select(['c.learner_id', sql<number>`sum(am.extra_minutes)`.as('minutes')])
      .where('c.learner_id', 'in', learnerIds)
      .where('am.status', '=', 'signed')
      .groupBy('c.learner_id')
      .execute(),
  ]);
  const extra = new Map(amendments.map((a) => [a.learner_id, Number(a.minutes)]));
  for (const c of contracts) forecast.set(c.learner_id, Number(c.minutes) + (extra.get(c.learner_id) ?? 0));
  for (const e of evaluations) forecast.set(e.learner_id, e.forecast_minutes);
  return forecast;
}

/**
 * Progress of the learners (spec part 2 §7 « progress-planned-learners »): `state=planned` (default)
 * lists the learners with planned lessons in the period (today and the next 13 days by default),
 * `state=toPlan` the learners of a signed, running contract who have no lesson planned from today.
 */
export async function plannedLearnersProgress(
  deps: AppDeps,
  scope: DashboardScope,
  options: { today: string; startDate: string; endDate: string; state: LearnerProgressState },
  query: Query,
  requestUrl: string,
): Promise<HydraCollection<PlannedLearnerProgress>> {
  const db = deps.db;
  const { today } = options;
  type Row = {
    learner_id: number;
    first_name: string;
    last_name: string;
    phone: string | null;
    email: string | null;
    training_id: number | null;
    training_code: string | null;
    training_name: string | null;
    agency_id: number;
    agency_name: string;
    lessons: number;
    next_lesson: string | null;
  };
  let page: HydraCollection<Row>;
  if (options.state === 'planned') {
    let planned = db
      .selectFrom('planning_slots as s')
      .innerJoin('planning_slot_learners as sl', 'sl.slot_id', 's.id')
      .select(['sl.learner_id', sql<number>`count(*)`.as('lessons'), sql<string>`min(s.date || 'T' || s.start_time)`.as('next_lesson')])
      .where('s.structure_id', '=', scope.structureId)
      .where(inAgencies('s.agency_id', scope))
      .where('s.date', '>=', options.startDate)
      .where('s.date', '<=', options.endDate)
      .where('s.status', '=', 'planned')
      .where('s.is_background', '=', 0)
      .groupBy('sl.learner_id');
    if (scope.teamMemberId !== null) planned = planned.where('s.team_member_id', '=', scope.teamMemberId);
    const base = db
      .selectFrom(planned.as('p'))
      .innerJoin('learners', 'learners.id', 'p.learner_id')
      .innerJoin('agencies', 'agencies.id', 'learners.agency_id')
      .leftJoin('trainings as t', 't.id', 'learners.training_id')
      .select([
        'p.learner_id',
        ...PROGRESS_COLUMNS,
        sql<number>`p.lessons`.as('lessons'),
        sql<string | null>`p.next_lesson`.as('next_lesson'),
      ])
      .where('learners.archived', '=', 0);
    page = await paginate(base, { query, requestUrl, spec: PROGRESS_PLANNED_SPEC, dialect: deps.dialect, idColumn: 'learners.id', toJsonLd: (row) => jsonLd('Row', '', row) });
  } else {
    let base = db
      .selectFrom('learners')
      .innerJoin('agencies', 'agencies.id', 'learners.agency_id')
      .leftJoin('trainings as t', 't.id', 'learners.training_id')
      .select([
        'learners.id as learner_id',
        ...PROGRESS_COLUMNS,
        sql<number>`0`.as('lessons'),
        sql<string | null>`null`.as('next_lesson'),
      ])
      .where('learners.structure_id', '=', scope.structureId)
      .where('learners.archived', '=', 0)
      .where((eb) =>
        eb(
          'learners.id',
          'in',
          eb
            .selectFrom('learner_contracts as c')
            .select('c.learner_id')
            .where('c.structure_id', '=', scope.structureId)
            .where(inAgencies('c.agency_id', scope))
            .where('c.status', '=', 'signed')
            .where('c.end_date', '>=', today),
        ),
      )
      .where((eb) =>
        eb.not(
          eb.exists(
            eb
              .selectFrom('planning_slot_learners as fsl')
              .innerJoin('planning_slots as fs', 'fs.id', 'fsl.slot_id')
              .select(sql`1`.as('one'))
              .whereRef('fsl.learner_id', '=', 'learners.id')
              .where('fs.date', '>=', today)
              .where('fs.status', '=', 'planned'),
          ),
        ),
      );
    if (scope.teamMemberId !== null) {
      base = base.where(trainerLearners(scope.teamMemberId, today));
    }
    page = await paginate(base, { query, requestUrl, spec: PROGRESS_TO_PLAN_SPEC, dialect: deps.dialect, idColumn: 'learners.id', toJsonLd: (row) => jsonLd('Row', '', row) });
  }
  const rows = page['hydra:member'];
  const ids = rows.map((r) => r.learner_id);
  const [done, forecast] = await Promise.all([learnerSlotHours(db, ids), forecastMinutes(deps, ids)]);
  return {
    ...page,
    'hydra:member': rows.map((row) => {
      const hoursOf = done.get(row.learner_id) ?? { done: 0, planned: 0 };
      const forecastValue = forecast.get(row.learner_id);
      const forecastHours = forecastValue === undefined || forecastValue <= 0 ? null : hours(forecastValue);
      return jsonLd<PlannedLearnerProgress>('PlannedLearnerProgress', `/api/learners/${row.learner_id}`, {
        learner: learnerRef(row),
        training: row.training_id === null || row.training_code === null ? null : { id: row.training_id, code: row.training_code, name: row.training_name ?? '' },
        lessons: Number(row.lessons),
        nextLesson: row.next_lesson,
        forecastHours,
        hoursDone: hoursOf.done,
        hoursPlanned: hoursOf.planned,
        progress: forecastHours === null ? null : Math.min(1, Math.round((hoursOf.done / forecastHours) * 1000) / 1000),
        agency: agencyRef(row.agency_id, row.agency_name),
      });
    }),
  };
}
