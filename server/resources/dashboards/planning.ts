import { sql } from 'kysely';
import type { HydraCollection } from '../../../src/shared/api/hydra';
import type { DashboardSlot, Manager, OperationRow } from '../../../src/modules/dashboards/types';
import { ROLES } from '../../../src/shared/auth/roles';
import type { AppDeps } from '../../core/env';
import { jsonLd, paginate } from '../../core/hydra';
import type { ListSpec } from '../../core/list-query';
import { groupedByIds } from '../../db/chunked';
import { joinedSlots, slotTitle } from '../planning/slot-query';
import { agencyRef, inAgencies, type DashboardScope, type Query } from './scope';

/** Learners named on a slot of the day dashboard (the count has them all). */
export const SLOT_DASHBOARD_LEARNERS = 8;

const OPERATION_SPEC: ListSpec = {
  defaultItemsPerPage: 10,
  maxItemsPerPage: 1000,
  order: { createdAt: 'o.created_at', action: 'o.action' },
  defaultOrder: [['o.created_at', 'desc']],
  search: ['o.description'],
  exact: { action: { column: 'o.action', kind: 'string' } },
};

/**
 * The latest operations of the planning (its history): the structure's for admins and managers
 * (structure-wide ones included), the chosen agencies' for the staff, a trainer's own and those on
 * their lessons.
 */
export async function operationTable(deps: AppDeps, scope: DashboardScope, query: Query, requestUrl: string): Promise<HydraCollection<OperationRow>> {
  let base = deps.db
    .selectFrom('planning_operation_histories as o')
    .leftJoin('users as u', 'u.id', 'o.user_id')
    .leftJoin('agencies as ag', 'ag.id', 'o.agency_id')
    .select(['o.id', 'o.action', 'o.description', 'o.created_at', 'o.user_id', 'u.first_name', 'u.last_name', 'o.agency_id', 'ag.name as agency_name'])
    .where('o.structure_id', '=', scope.structureId);
  const chosenAll = scope.managerial;
  base = base.where((eb) => (chosenAll ? eb.or([inAgencies('o.agency_id', scope), eb('o.agency_id', 'is', null)]) : inAgencies('o.agency_id', scope)));
  if (scope.teamMemberId !== null) {
    const me = scope.teamMemberId;
    base = base.where((eb) =>
      eb.or([eb('o.user_id', '=', me), eb('o.slot_id', 'in', eb.selectFrom('planning_slots').select('id').where('team_member_id', '=', me))]),
    );
  }
  return paginate(base, {
    query,
    requestUrl,
    spec: OPERATION_SPEC,
    dialect: deps.dialect,
    idColumn: 'o.id',
    toJsonLd: (row) =>
      jsonLd<OperationRow>('OperationHistory', `/api/plannings/operation-histories/${row.id}`, {
        id: row.id,
        action: row.action,
        description: row.description,
        createdAt: row.created_at,
        user: row.user_id === null ? null : { '@id': `/api/team-members/${row.user_id}`, id: row.user_id, firstName: row.first_name ?? '', lastName: row.last_name ?? '' },
        agency: row.agency_id === null ? null : agencyRef(row.agency_id, row.agency_name ?? ''),
      }),
  });
}

const SLOTS_SPEC: ListSpec = {
  defaultItemsPerPage: 999_999,
  maxItemsPerPage: 999_999,
  order: { startTime: 's.start_time', agenda: 'a.name' },
  defaultOrder: [['s.start_time', 'asc'], ['a.name', 'asc']],
  exact: { agenda: { column: 's.agenda_id', kind: 'int' }, status: { column: 's.status', kind: 'string' } },
};

type SlotLearnerLine = { slot_id: number; learner_id: number; first_name: string; last_name: string; is_excused: number; total: number };

/** The first learners of each slot (by name) and how many there are, with one windowed query per chunk. */
function firstLearners(deps: AppDeps, slotIds: readonly number[]): Promise<Map<number, SlotLearnerLine[]>> {
  return groupedByIds(
    slotIds,
    (chunk) => {
      const ranked = deps.db
        .selectFrom('planning_slot_learners as sl')
        .innerJoin('learners as l', 'l.id', 'sl.learner_id')
        .select([
          'sl.slot_id',
          'sl.learner_id',
          'l.first_name',
          'l.last_name',
          'sl.is_excused',
          sql<number>`row_number() over (partition by sl.slot_id order by l.last_name, l.first_name, l.id)`.as('rank'),
          sql<number>`count(*) over (partition by sl.slot_id)`.as('total'),
        ])
        .where('sl.slot_id', 'in', chunk);
      return deps.db
        .selectFrom(ranked.as('r'))
        .select(['r.slot_id', 'r.learner_id', 'r.first_name', 'r.last_name', 'r.is_excused', 'r.total'])
        .where('r.rank', '<=', SLOT_DASHBOARD_LEARNERS)
        .orderBy('r.slot_id')
        .orderBy('r.rank')
        .execute();
    },
    (row) => row.slot_id,
  );
}

/** `GET /plannings/slots-dashboard`: the slots of one day in the lesson scope, by start time. */
export async function slotsDashboard(deps: AppDeps, scope: DashboardScope, day: string, query: Query, requestUrl: string): Promise<HydraCollection<DashboardSlot>> {
  let base = joinedSlots(deps.db)
    .select([
      's.id',
      's.date',
      's.start_time',
      's.end_time',
      's.title',
      's.status',
      's.is_background',
      's.agenda_id',
      'a.name as agenda_name',
      'a.color as agenda_color',
      's.agency_id',
      'ag.name as agency_name',
      'act.name as activity_name',
      'sv.name as service_name',
      'loc.name as location_name',
      'mr.name as resource_name',
      's.team_member_id',
      'tm.first_name as tm_first_name',
      'tm.last_name as tm_last_name',
    ])
    .where('s.structure_id', '=', scope.structureId)
    .where('s.date', '=', day)
    .where(inAgencies('s.agency_id', scope));
  if (scope.teamMemberId !== null) base = base.where('s.team_member_id', '=', scope.teamMemberId);
  const page = await paginate(base, { query, requestUrl, spec: SLOTS_SPEC, dialect: deps.dialect, idColumn: 's.id', toJsonLd: (row) => jsonLd('Row', '', row) });
  const learners = await firstLearners(deps, page['hydra:member'].map((row) => row.id));
  return {
    ...page,
    'hydra:member': page['hydra:member'].map((row) => {
      const names = learners.get(row.id) ?? [];
      return jsonLd<DashboardSlot>('Slot', `/api/plannings/slots/${row.id}`, {
        id: row.id,
        date: row.date,
        startTime: row.start_time,
        endTime: row.end_time,
        title: slotTitle(row),
        status: row.status as DashboardSlot['status'],
        isBackground: row.is_background === 1,
        agenda: { id: row.agenda_id, name: row.agenda_name, color: row.agenda_color },
        agency: agencyRef(row.agency_id, row.agency_name),
        teamMember:
          row.team_member_id === null
            ? null
            : { '@id': `/api/team-members/${row.team_member_id}`, id: row.team_member_id, firstName: row.tm_first_name ?? '', lastName: row.tm_last_name ?? '' },
        vehicle: row.resource_name,
        location: row.location_name,
        learnersCount: Number(names[0]?.total ?? 0),
        learners: names.map((n) => ({ '@id': `/api/learners/${n.learner_id}`, id: n.learner_id, firstName: n.first_name, lastName: n.last_name, isExcused: n.is_excused === 1 })),
      });
    }),
  };
}

const MANAGERS_SPEC: ListSpec = {
  defaultItemsPerPage: 30,
  maxItemsPerPage: 10_000,
  order: { lastName: 'users.last_name', firstName: 'users.first_name' },
  defaultOrder: [['users.last_name', 'asc'], ['users.first_name', 'asc']],
  search: ['users.first_name', 'users.last_name', 'users.email'],
};

/** `GET /managers`: the managers of the caller's structure (active accounts), with their agencies. */
export async function managers(deps: AppDeps, structureId: number, query: Query, requestUrl: string): Promise<HydraCollection<Manager>> {
  const base = deps.db
    .selectFrom('users')
    .select(['users.id', 'users.first_name', 'users.last_name', 'users.email', 'users.phone'])
    .where('users.structure_id', '=', structureId)
    .where('users.role', '=', ROLES.manager)
    .where('users.archived', '=', 0)
    .where('users.login_refused', '=', 0);
  const agencies = await deps.db.selectFrom('agencies').select(['id', 'name']).where('structure_id', '=', structureId).orderBy('is_principal', 'desc').orderBy('name').execute();
  return paginate(base, {
    query,
    requestUrl,
    spec: MANAGERS_SPEC,
    dialect: deps.dialect,
    idColumn: 'users.id',
    toJsonLd: (row) =>
      jsonLd<Manager>('Manager', `/api/managers/${row.id}`, {
        id: row.id,
        firstName: row.first_name,
        lastName: row.last_name,
        email: row.email,
        phone: row.phone,
        agencies: agencies.map((a) => agencyRef(a.id, a.name)),
      }),
  });
}
