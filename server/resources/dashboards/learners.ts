import { sql, type RawBuilder, type SqlBool } from 'kysely';
import type { HydraCollection } from '../../../src/shared/api/hydra';
import type {
  BirthdayRow,
  ContractFollowUp,
  ContractRow,
  LearnerPlanningRow,
} from '../../../src/modules/dashboards/types';
import type { AppDeps } from '../../core/env';
import { badRequest } from '../../core/errors';
import { jsonLd, paginate } from '../../core/hydra';
import type { ListSpec } from '../../core/list-query';
import { addDays } from '../bills/model';
import { learnerSlotHours, slotTitle } from '../planning/slot-query';
import { birthdayKeys, nextBirthday } from './birthdays';
import { agencyRef, hours, inAgencies, learnerRef, type DashboardScope, type Query } from './scope';

/** The learner's name and contact, as every dashboard row shows them (`learnerRef`). */
export const LEARNER_CONTACT = ['learners.first_name', 'learners.last_name', 'learners.phone', 'learners.email'] as const;

/**
 * A trainer's learners: those on the trainer's lessons (not cancelled) from 90 days ago to 60 days
 * ahead, and the members of the groups the trainer leads. `learners` must be in the query.
 */
export function trainerLearners(trainerId: number, today: string): RawBuilder<SqlBool> {
  return sql<SqlBool>`(learners.id in (select tsl.learner_id from planning_slot_learners tsl inner join planning_slots ts on ts.id = tsl.slot_id where ts.team_member_id = ${trainerId} and ts.status <> 'cancelled' and ts.date >= ${addDays(today, -90)} and ts.date <= ${addDays(today, 60)}) or learners.id in (select tg.learner_id from group_learners tg inner join "groups" g on g.id = tg.group_id where g.trainer_id = ${trainerId} and tg.learner_id is not null))`;
}

const BIRTHDAY_SPEC: ListSpec = {
  defaultItemsPerPage: 10,
  maxItemsPerPage: 1000,
  order: { nextBirthday: 'birthday_key', lastName: 'learners.last_name', birthDate: 'learners.birth_date', agency: 'agencies.name' },
  defaultOrder: [['birthday_key', 'asc'], ['learners.last_name', 'asc'], ['learners.first_name', 'asc']],
  search: ['learners.first_name', 'learners.last_name'],
};

/** Learners whose birthday falls in the next `days` days (today included), not archived. */
export async function birthdayTable(
  deps: AppDeps,
  scope: DashboardScope,
  options: { today: string; days: number; trainerId: number | null },
  query: Query,
  requestUrl: string,
): Promise<HydraCollection<BirthdayRow>> {
  const { today, days, trainerId } = options;
  const keys = birthdayKeys(today, days);
  const todayKey = today.slice(5);
  const monthDay = sql<string>`substr(learners.birth_date, 6, 5)`;
  let base = deps.db
    .selectFrom('learners')
    .innerJoin('agencies', 'agencies.id', 'learners.agency_id')
    .select([
      'learners.id as learner_id',
      ...LEARNER_CONTACT,
      'learners.birth_date',
      'learners.agency_id',
      'agencies.name as agency_name',
      sql<string>`case when substr(learners.birth_date, 6, 5) >= ${todayKey} then '0' else '1' end || substr(learners.birth_date, 6, 5)`.as('birthday_key'),
    ])
    .where('learners.structure_id', '=', scope.structureId)
    .where(sql<SqlBool>`${monthDay} in (${sql.join(keys)})`)
    // `+ 0` keeps the planner on the birthday index (migration 0601): without statistics it would rather
    // walk the learners list index by agency, i.e. every learner of the agencies.
    .where(scope.agencyIds.length === 0 ? sql<SqlBool>`1 = 0` : sql<SqlBool>`learners.agency_id + 0 in (${sql.join(scope.agencyIds)})`)
    .where('learners.archived', '=', 0);
  if (trainerId !== null) base = base.where(trainerLearners(trainerId, today));
  return paginate(base, {
    query,
    requestUrl,
    spec: BIRTHDAY_SPEC,
    dialect: deps.dialect,
    idColumn: 'learners.id',
    toJsonLd: (row) => {
      const next = nextBirthday(row.birth_date ?? today, today);
      return jsonLd<BirthdayRow>('Birthday', `/api/learners/${row.learner_id}`, {
        learner: learnerRef(row),
        birthDate: row.birth_date ?? '',
        nextBirthday: next.date,
        age: next.age,
        daysUntil: next.daysUntil,
        agency: agencyRef(row.agency_id, row.agency_name),
      });
    },
  });
}

const CONTRACT_SPEC: ListSpec = {
  defaultItemsPerPage: 10,
  maxItemsPerPage: 1000,
  order: { createdAt: 'c.created_at', endDate: 'c.end_date', startDate: 'c.start_date', number: 'c.number', lastName: 'learners.last_name', status: 'c.status' },
  defaultOrder: [['c.created_at', 'desc']],
  search: ['c.number', 'learners.first_name', 'learners.last_name'],
  exact: { training: { column: 'c.training_id', kind: 'int' } },
};

const FOLLOW_UPS: readonly ContractFollowUp[] = ['draft', 'toSign', 'ending', 'active'];

/**
 * Contracts to follow: drafts, validated ones waiting for the signature, signed ones ending within
 * 30 days (`followUp[]` chooses; all three by default). For a trainer's table (`trainerId`), the
 * contracts of their learners that are still running (signed, not ended) or being prepared.
 */
export async function contractTable(
  deps: AppDeps,
  scope: DashboardScope,
  options: { today: string; trainerId: number | null },
  query: Query,
  requestUrl: string,
): Promise<HydraCollection<ContractRow>> {
  const { today, trainerId } = options;
  const soon = addDays(today, 30);
  const chosen = [...(query.followUp ?? []), ...(query['followUp[]'] ?? [])].filter((v) => v !== '');
  for (const value of chosen) if (!FOLLOW_UPS.includes(value as ContractFollowUp)) throw badRequest(`Suivi de contrat inconnu : « ${value} ».`);
  const wanted = chosen.length > 0 ? chosen : trainerId === null ? ['draft', 'toSign', 'ending'] : [...FOLLOW_UPS];
  const followUp = sql<ContractFollowUp>`case when c.status = 'draft' then 'draft' when c.status = 'validated' then 'toSign' when c.end_date <= ${soon} then 'ending' else 'active' end`;
  let base = deps.db
    .selectFrom('learner_contracts as c')
    .innerJoin('learners', 'learners.id', 'c.learner_id')
    .innerJoin('trainings as t', 't.id', 'c.training_id')
    .innerJoin('agencies', 'agencies.id', 'c.agency_id')
    .select([
      'c.id',
      'c.number',
      'c.status',
      'c.start_date',
      'c.end_date',
      'c.forecast_minutes',
      'c.created_at',
      'c.training_id',
      't.code as training_code',
      't.name as training_name',
      'c.learner_id',
      ...LEARNER_CONTACT,
      'c.agency_id',
      'agencies.name as agency_name',
      followUp.as('follow_up'),
    ])
    .where('c.structure_id', '=', scope.structureId)
    .where(inAgencies('c.agency_id', scope))
    .where((eb) =>
      eb.or(
        wanted.map((value) => {
          if (value === 'draft') return eb('c.status', '=', 'draft');
          if (value === 'toSign') return eb('c.status', '=', 'validated');
          if (value === 'ending') return eb.and([eb('c.status', '=', 'signed'), eb('c.end_date', '>=', today), eb('c.end_date', '<=', soon)]);
          return eb.and([eb('c.status', '=', 'signed'), eb('c.end_date', '>', soon)]);
        }),
      ),
    );
  if (trainerId !== null) base = base.where(trainerLearners(trainerId, today));
  const page = await paginate(base, { query, requestUrl, spec: CONTRACT_SPEC, dialect: deps.dialect, idColumn: 'c.id', toJsonLd: (row) => jsonLd('Contract', '', row) });
  const rows = page['hydra:member'];
  const done = await learnerSlotHours(deps.db, [...new Set(rows.map((r) => r.learner_id))]);
  return {
    ...page,
    'hydra:member': rows.map((row) =>
      jsonLd<ContractRow>('ContractFollowUp', `/api/contracts/learner-contract/${row.id}`, {
        id: row.id,
        number: row.number,
        status: row.status as ContractRow['status'],
        followUp: row.follow_up,
        learner: learnerRef(row),
        training: { id: row.training_id, code: row.training_code, name: row.training_name },
        startDate: row.start_date,
        endDate: row.end_date,
        forecastHours: hours(row.forecast_minutes),
        hoursDone: done.get(row.learner_id)?.done ?? 0,
        createdAt: row.created_at,
        agency: agencyRef(row.agency_id, row.agency_name),
      }),
    ),
  };
}

const PLANNING_SPEC: ListSpec = {
  defaultItemsPerPage: 10,
  maxItemsPerPage: 5000,
  order: { date: 's.date', startTime: 's.start_time', lastName: 'learners.last_name', agenda: 'a.name' },
  defaultOrder: [['s.date', 'asc'], ['s.start_time', 'asc'], ['learners.last_name', 'asc']],
  search: ['learners.first_name', 'learners.last_name'],
  exact: { status: { column: 's.status', kind: 'string' } },
};

/** The trainer's lessons of the period, one line per learner (their own lessons, whatever their role). */
export async function learnerPlanningTable(
  deps: AppDeps,
  scope: DashboardScope,
  options: { trainerId: number; startDate: string; endDate: string },
  query: Query,
  requestUrl: string,
): Promise<HydraCollection<LearnerPlanningRow>> {
  const base = deps.db
    .selectFrom('planning_slot_learners as sl')
    .innerJoin('planning_slots as s', 's.id', 'sl.slot_id')
    .innerJoin('learners', 'learners.id', 'sl.learner_id')
    .innerJoin('agendas as a', 'a.id', 's.agenda_id')
    .innerJoin('agencies', 'agencies.id', 's.agency_id')
    .leftJoin('planning_activities as act', 'act.id', 's.activity_id')
    .leftJoin('services as sv', 'sv.id', 's.service_id')
    .leftJoin('appointment_locations as loc', 'loc.id', 's.location_id')
    .leftJoin('material_resources as mr', 'mr.id', 's.resource_id')
    .select([
      'sl.id',
      'sl.slot_id',
      'sl.is_excused',
      's.date',
      's.start_time',
      's.end_time',
      's.status',
      's.title',
      's.is_background',
      'act.name as activity_name',
      'sv.name as service_name',
      'a.id as agenda_id',
      'a.name as agenda_name',
      'loc.name as location_name',
      'mr.name as resource_name',
      'sl.learner_id',
      ...LEARNER_CONTACT,
      's.agency_id',
      'agencies.name as agency_name',
    ])
    .where('s.structure_id', '=', scope.structureId)
    .where(inAgencies('s.agency_id', scope))
    .where('s.team_member_id', '=', options.trainerId)
    .where('s.is_background', '=', 0)
    .where('s.date', '>=', options.startDate)
    .where('s.date', '<=', options.endDate);
  return paginate(base, {
    query,
    requestUrl,
    spec: PLANNING_SPEC,
    dialect: deps.dialect,
    idColumn: 'sl.id',
    toJsonLd: (row) =>
      jsonLd<LearnerPlanningRow>('LearnerPlanning', `/api/plannings/slot-learners/${row.id}`, {
        id: row.id,
        slotId: row.slot_id,
        date: row.date,
        startTime: row.start_time,
        endTime: row.end_time,
        title: slotTitle(row),
        status: row.status as LearnerPlanningRow['status'],
        learner: learnerRef(row),
        agenda: { id: row.agenda_id, name: row.agenda_name },
        location: row.location_name,
        vehicle: row.resource_name,
        isExcused: row.is_excused === 1,
        agency: agencyRef(row.agency_id, row.agency_name),
      }),
  });
}
