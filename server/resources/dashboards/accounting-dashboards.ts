import { accountingSummarySchema, labellingStatisticsSchema, teamMemberTimeSheetSchema } from '../../../src/modules/dashboards/schema';
import type { AccountingSummary, LabellingStatistics, TeamMemberTimeSheet } from '../../../src/modules/dashboards/types';
import { jsonLd } from '../../core/hydra';
import { collectionRoute, itemRoute } from '../../core/routes/declare';
import type { RouteDeclaration } from '../../core/routes/types';
import { accountingSummary, labellingStatistics, teamMembersTimeSheet } from './accounting';
import { currentMonth, dashboardScope, notForTrainers, readPeriod, teamMemberParam, today, yearOf } from './scope';

/** The accounting dashboards (spec part 2 §7), scoped by role (§6, ./scope.ts). */
export const ACCOUNTING_DASHBOARD_ROUTES: readonly RouteDeclaration[] = [
  itemRoute<undefined, AccountingSummary>({
    method: 'GET',
    path: '/dashboard/accounting/accounting-summary',
    access: 'authenticated',
    hydraClass: 'AccountingSummary',
    summary: 'Sums up invoicing, collection and quotations of the period (startDate, endDate, agency[]); not for trainers.',
    output: accountingSummarySchema,
    async handle({ deps, auth, query }) {
      notForTrainers(auth);
      const day = today(deps);
      const body = await accountingSummary(deps, dashboardScope(auth, query), readPeriod(query, yearOf(day)), day);
      return jsonLd('AccountingSummary', '/api/dashboard/accounting/accounting-summary', body);
    },
  }),

  collectionRoute<TeamMemberTimeSheet>({
    method: 'GET',
    path: '/dashboard/accounting/team-members-time-sheet',
    access: 'authenticated',
    hydraClass: 'TeamMemberTimeSheet',
    summary: 'Lists each team member’s hours of the period (startDate, endDate, teamMember, agency[]).',
    output: teamMemberTimeSheetSchema,
    async handle({ deps, auth, query }) {
      const lines = await teamMembersTimeSheet(deps, dashboardScope(auth, query), readPeriod(query, currentMonth(today(deps))), teamMemberParam(query));
      const members = lines.map((line) => jsonLd('TeamMemberTimeSheet', `/api/team-members/${line.teamMember.id}`, line));
      return {
        '@context': '/api/contexts/Collection',
        '@id': '/api/dashboard/accounting/team-members-time-sheet',
        '@type': 'hydra:Collection',
        'hydra:member': members,
        'hydra:totalItems': members.length,
      };
    },
  }),

  itemRoute<undefined, LabellingStatistics>({
    method: 'GET',
    path: '/dashboard/accounting/labelling-statistics',
    access: 'authenticated',
    hydraClass: 'LabellingStatistics',
    summary: 'Counts the quality-label indicators of the period by training (startDate, endDate, agency[]).',
    output: labellingStatisticsSchema,
    async handle({ deps, auth, query }) {
      const body = await labellingStatistics(deps, dashboardScope(auth, query), readPeriod(query, yearOf(today(deps))));
      return jsonLd('LabellingStatistics', '/api/dashboard/accounting/labelling-statistics', body);
    },
  }),
];
