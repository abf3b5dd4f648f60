import { birthdayRowSchema, contractRowSchema, learnerPlanningRowSchema, plannedLearnerProgressSchema } from '../../../src/modules/dashboards/schema';
import type { BirthdayRow, ContractRow, LearnerPlanningRow, LearnerProgressState, PlannedLearnerProgress } from '../../../src/modules/dashboards/types';
import { badRequest } from '../../core/errors';
import { collectionRoute } from '../../core/routes/declare';
import type { RouteDeclaration } from '../../core/routes/types';
import { addDays } from '../bills/model';
import { birthdayTable, contractTable, learnerPlanningTable } from './learners';
import { plannedLearnersProgress } from './progress';
import { dashboardScope, readInt, readPeriod, today, type Query } from './scope';

/** The birthday tables' window, `days` ahead of today: 7 unless asked, 1 to 31. */
const birthdayDays = (query: Query) => readInt(query, 'days', 7, 1, 31);

/** The learner tables of the dashboards (spec part 2 §7); a trainer's are limited to their own learners. */
export const LEARNER_DASHBOARD_ROUTES: readonly RouteDeclaration[] = [
  collectionRoute<BirthdayRow>({
    method: 'GET',
    path: '/dashboard/birthday/table',
    access: 'authenticated',
    hydraClass: 'Birthday',
    summary: 'Lists the learners whose birthday falls within the next days (days, agency[]).',
    output: birthdayRowSchema,
    handle({ deps, auth, query, url }) {
      const scope = dashboardScope(auth, query);
      const options = { today: today(deps), days: birthdayDays(query), trainerId: scope.teamMemberId };
      return birthdayTable(deps, scope, options, query, url);
    },
  }),

  collectionRoute<ContractRow>({
    method: 'GET',
    path: '/dashboard/contract/table',
    access: 'authenticated',
    hydraClass: 'ContractFollowUp',
    summary: 'Lists the contracts to follow up: drafts, to sign, ending soon and running (agency[], page).',
    output: contractRowSchema,
    handle({ deps, auth, query, url }) {
      const scope = dashboardScope(auth, query);
      return contractTable(deps, scope, { today: today(deps), trainerId: scope.teamMemberId }, query, url);
    },
  }),

  collectionRoute<BirthdayRow>({
    method: 'GET',
    path: '/dashboard/formator/birthday/table',
    access: 'authenticated',
    hydraClass: 'Birthday',
    summary: 'Lists the caller’s learners whose birthday falls within the next days (days).',
    output: birthdayRowSchema,
    handle({ deps, auth, query, url }) {
      const options = { today: today(deps), days: birthdayDays(query), trainerId: auth.userId };
      return birthdayTable(deps, dashboardScope(auth, query), options, query, url);
    },
  }),

  collectionRoute<ContractRow>({
    method: 'GET',
    path: '/dashboard/formator/contract/table',
    access: 'authenticated',
    hydraClass: 'ContractFollowUp',
    summary: 'Lists the contracts of the caller’s learners to follow up.',
    output: contractRowSchema,
    handle: ({ deps, auth, query, url }) => contractTable(deps, dashboardScope(auth, query), { today: today(deps), trainerId: auth.userId }, query, url),
  }),

  collectionRoute<LearnerPlanningRow>({
    method: 'GET',
    path: '/dashboard/formator/learner-planning/table',
    access: 'authenticated',
    hydraClass: 'LearnerPlanning',
    summary: 'Lists the learners of the caller’s lessons over the period (startDate, endDate; a week by default).',
    output: learnerPlanningRowSchema,
    handle({ deps, auth, query, url }) {
      const day = today(deps);
      const period = readPeriod(query, { startDate: day, endDate: addDays(day, 6) });
      return learnerPlanningTable(deps, dashboardScope(auth, query), { trainerId: auth.userId, ...period }, query, url);
    },
  }),

  collectionRoute<PlannedLearnerProgress>({
    method: 'GET',
    path: '/dashboard/administrative/progress-planned-learners',
    access: 'authenticated',
    hydraClass: 'PlannedLearnerProgress',
    summary: 'Lists the learners planned over the period, or those to plan (state), with their progress.',
    output: plannedLearnerProgressSchema,
    handle({ deps, auth, query, url }) {
      const day = today(deps);
      const state = query.state?.[0] ?? 'planned';
      if (state !== 'planned' && state !== 'toPlan') throw badRequest('Le paramètre « state » vaut « planned » ou « toPlan ».');
      const period = readPeriod(query, { startDate: day, endDate: addDays(day, 13) });
      const options = { today: day, ...period, state: state as LearnerProgressState };
      return plannedLearnersProgress(deps, dashboardScope(auth, query), options, query, url);
    },
  }),
];
