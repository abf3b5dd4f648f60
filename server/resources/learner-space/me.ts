import { ME_API } from '../../../src/shared/learner-space/paths';
import { sql } from 'kysely';
import { parisDate } from '../../../src/shared/i18n/paris-date';
import {
  meHoursSchema,
  meRecordSchema,
  meScheduleSchema,
  meSlotSchema,
  type MeRecord,
  type MeSchedule,
  type MeSlot,
} from '../../../src/shared/learner-space/schema';
import type { LearnerHours } from '../../../src/shared/learners/hours';
import { iri, jsonLd } from '../../core/hydra';
import { collectionRoute, itemRoute, jsonRoute, rawRoute } from '../../core/routes/declare';
import type { RouteDeclaration } from '../../core/routes/types';
import { endSession } from '../../auth/state-api';
import { learnerBalances, openAmounts } from '../learners/balance';
import { toLearnerIdentity } from '../learners/select';
import { learnerHours } from '../learners/summary';
import { myId, myRecord, myScope } from './me-scope';

/** His lessons: the slots he is on, in his structure, newest first. */
function mySlots(deps: Parameters<typeof myRecord>[0], structureId: number, learnerId: number) {
  return deps.db
    .selectFrom('planning_slots')
    .innerJoin('planning_slot_learners', 'planning_slot_learners.slot_id', 'planning_slots.id')
    .leftJoin('planning_activities', 'planning_activities.id', 'planning_slots.activity_id')
    .leftJoin('users', 'users.id', 'planning_slots.team_member_id')
    .select([
      'planning_slots.id',
      'planning_slots.date',
      'planning_slots.start_time',
      'planning_slots.end_time',
      'planning_slots.status',
      'planning_slots.title',
      'planning_activities.name as activity',
      'users.first_name as trainer_first_name',
      'users.last_name as trainer_last_name',
    ])
    .where('planning_slot_learners.learner_id', '=', learnerId)
    .where('planning_slots.structure_id', '=', structureId)
    .where('planning_slots.is_background', '=', 0);
}

type SlotRow = Awaited<ReturnType<ReturnType<typeof mySlots>['executeTakeFirstOrThrow']>>;

const toSlot = (row: SlotRow): MeSlot => ({
  id: row.id,
  date: row.date,
  startTime: row.start_time,
  endTime: row.end_time,
  status: row.status === 'done' || row.status === 'cancelled' ? row.status : 'planned',
  title: row.title,
  activity: row.activity,
  // His trainer by first name and initial: what a learner is told, not the staff directory.
  trainer: row.trainer_first_name === null ? null : `${row.trainer_first_name} ${(row.trainer_last_name ?? '').slice(0, 1)}.`.trim(),
});

/**
 * The learner API (issue 41), every answer his own: his record, his lessons, his hours against his
 * contract, what he owes (the one balance) with its schedule, and signing out. Documents, contracts
 * and accounting documents are in me-files.ts; his bookings will join them under `/me/bookings`.
 */
export const ME_ROUTES: readonly RouteDeclaration[] = [
  itemRoute<undefined, MeRecord>({
    method: 'GET',
    path: ME_API.record,
    access: 'learner',
    hydraClass: 'Me',
    summary: 'The signed-in learner’s record and school.',
    output: meRecordSchema,
    async handle({ deps, auth }) {
      const row = await myRecord(deps, auth);
      return jsonLd('Me', `/api${ME_API.record}`, {
        ...toLearnerIdentity(row),
        school: row.school,
        agency: { id: row.agency_id, name: row.agency_name },
        training: row.training_code === null ? null : { code: row.training_code, name: row.training_name ?? '' },
      });
    },
  }),

  collectionRoute<MeSlot>({
    method: 'GET',
    path: ME_API.slots,
    access: 'learner',
    hydraClass: 'MeSlot',
    summary: 'The signed-in learner’s lessons (planned, done, cancelled), latest first.',
    output: meSlotSchema,
    handle: ({ deps, auth, paginate }) =>
      paginate(mySlots(deps, auth.structureId, myId(auth)), {
        idColumn: 'planning_slots.id',
        spec: {
          defaultItemsPerPage: 30,
          maxItemsPerPage: 200,
          order: { date: 'planning_slots.date' },
          defaultOrder: [
            ['planning_slots.date', 'desc'],
            ['planning_slots.start_time', 'desc'],
          ],
          exact: { status: { column: 'planning_slots.status', kind: 'string' } },
          date: { date: 'planning_slots.date' },
        },
        toJsonLd: (row) => jsonLd('MeSlot', iri(ME_API.slots, row.id), toSlot(row)),
      }),
  }),

  itemRoute<undefined, LearnerHours>({
    method: 'GET',
    path: ME_API.hours,
    access: 'learner',
    hydraClass: 'LearnerHours',
    summary: 'The signed-in learner’s hours: bought by his contract, done, planned and remaining (the staff’s definition).',
    output: meHoursSchema,
    handle: async ({ deps, auth }) => jsonLd('LearnerHours', `/api${ME_API.hours}`, await learnerHours(deps.db, myId(auth))),
  }),

  jsonRoute<undefined, MeSchedule>({
    method: 'GET',
    path: ME_API.schedule,
    access: 'learner',
    hydraClass: 'MeSchedule',
    summary: 'What the signed-in learner owes (the staff’s balance) and each open amount with its due date, « échu » or « à échoir ».',
    output: meScheduleSchema,
    async handle({ deps, auth }) {
      const learnerId = myId(auth);
      const scope = await myScope(deps, auth);
      const asOf = parisDate(deps.now());
      // The one balance (server/resources/learners/balance.ts): its total and the amounts it adds up.
      const [balances, rows] = await Promise.all([
        learnerBalances(deps.db, scope, [learnerId], asOf),
        openAmounts(deps.db, scope.structureId, scope.agencyIds)
          .where('d.learner_id', '=', learnerId)
          .where('d.organization_id', 'is', null)
          .select(['d.kind', 'd.label', 'd.due_date', 'd.amount_cents'])
          .orderBy('d.due_date')
          .orderBy(sql.ref('d.label'))
          .limit(500)
          .execute(),
      ]);
      return {
        asOf,
        balance: balances.get(learnerId)!,
        items: rows.map((row) => ({ kind: row.kind, label: row.label, dueDate: row.due_date, amount: Number(row.amount_cents) / 100, fallenDue: row.due_date <= asOf })),
      };
    },
  }),

  rawRoute({
    method: 'POST',
    path: ME_API.logout,
    access: 'learner',
    hydraClass: 'Session',
    summary: 'Ends the signed-in learner’s session (204).',
    statuses: [204],
    mediaType: 'application/json',
    handle: ({ deps }, c) => endSession(deps, c),
  }),
];
