import { Hono, type Context } from 'hono';
import type { LearnerProgressState } from '../../../src/modules/dashboards/types';
import type { AppEnv, AuthContext } from '../../core/env';
import { ApiError } from '../../core/errors';
import { jsonLd } from '../../core/hydra';
import { fileResponse } from '../../pdf/response';
import { addDays } from '../bills/model';
import { accountingSummary, labellingStatistics, teamMembersTimeSheet } from './accounting';
import { dueDateStatistic, dueDateTable } from './due-dates';
import { birthdayTable, contractTable, learnerPlanningTable, plannedLearnersProgress } from './learners';
import { managers, operationTable, slotsDashboard } from './planning';
import { educationalFinancialReport, reportCsv, reportFileName, reportPdf } from './report';
import { currentMonth, dashboardScope, isTrainer, lessonScope, readDay, readInt, readPeriod, today, type Query } from './scope';

/**
 * The dashboard calls of spec part 2 §7, scoped by role (§6): see ./scope.ts. Money figures, due
 * dates and the educational and financial report are for admins, managers and the administrative
 * staff; trainers get their own lessons and learners.
 */
export const dashboardRoutes = new Hono<AppEnv>();

const TRAINER_REFUSED = 'Ces chiffres sont réservés aux gérants et au personnel administratif.';
function notForTrainers(auth: AuthContext): void {
  if (isTrainer(auth)) throw new ApiError(403, TRAINER_REFUSED);
}

const queryOf = (c: Context<AppEnv>): Query => c.req.queries();
const yearOf = (day: string) => ({ startDate: `${day.slice(0, 4)}-01-01`, endDate: `${day.slice(0, 4)}-12-31` });

function teamMemberParam(query: Query): number | null {
  const raw = query.teamMember?.[0];
  if (raw === undefined || raw === '') return null;
  const match = /^(?:\/api\/(?:team-members|managers)\/)?(\d{1,15})$/.exec(raw);
  if (!match) throw new ApiError(400, 'Membre de l’équipe invalide.');
  return Number(match[1]);
}

dashboardRoutes.get('/dashboard/accounting/accounting-summary', async (c) => {
  notForTrainers(c.var.auth);
  const { deps, auth } = c.var;
  const query = queryOf(c);
  const day = today(deps);
  const scope = dashboardScope(auth, query);
  const body = await accountingSummary(deps, scope, readPeriod(query, yearOf(day)), day);
  return c.json(jsonLd('AccountingSummary', '/api/dashboard/accounting/accounting-summary', body));
});

dashboardRoutes.get('/dashboard/accounting/team-members-time-sheet', async (c) => {
  const { deps, auth } = c.var;
  const query = queryOf(c);
  const scope = dashboardScope(auth, query);
  const lines = await teamMembersTimeSheet(deps, scope, readPeriod(query, currentMonth(today(deps))), teamMemberParam(query));
  const members = lines.map((line) => jsonLd('TeamMemberTimeSheet', `/api/team-members/${line.teamMember.id}`, line));
  return c.json({
    '@context': '/api/contexts/Collection',
    '@id': '/api/dashboard/accounting/team-members-time-sheet',
    '@type': 'hydra:Collection',
    'hydra:member': members,
    'hydra:totalItems': members.length,
  });
});

dashboardRoutes.get('/dashboard/accounting/labelling-statistics', async (c) => {
  const { deps, auth } = c.var;
  const query = queryOf(c);
  const body = await labellingStatistics(deps, dashboardScope(auth, query), readPeriod(query, yearOf(today(deps))));
  return c.json(jsonLd('LabellingStatistics', '/api/dashboard/accounting/labelling-statistics', body));
});

dashboardRoutes.get('/dashboard/dueDate/statistic', async (c) => {
  notForTrainers(c.var.auth);
  const { deps, auth } = c.var;
  const body = await dueDateStatistic(deps, dashboardScope(auth, queryOf(c)), today(deps));
  return c.json(jsonLd('DueDateStatistic', '/api/dashboard/dueDate/statistic', body));
});

dashboardRoutes.get('/dashboard/dueDate/table', async (c) => {
  notForTrainers(c.var.auth);
  const { deps, auth } = c.var;
  const query = queryOf(c);
  return c.json(await dueDateTable(deps, dashboardScope(auth, query), today(deps), query, c.req.url));
});

dashboardRoutes.get('/dashboard/birthday/table', async (c) => {
  const { deps, auth } = c.var;
  const query = queryOf(c);
  const scope = dashboardScope(auth, query);
  const options = { today: today(deps), days: readInt(query, 'days', 7, 1, 31), trainerId: scope.teamMemberId };
  return c.json(await birthdayTable(deps, scope, options, query, c.req.url));
});

dashboardRoutes.get('/dashboard/contract/table', async (c) => {
  const { deps, auth } = c.var;
  const query = queryOf(c);
  const scope = dashboardScope(auth, query);
  return c.json(await contractTable(deps, scope, { today: today(deps), trainerId: scope.teamMemberId }, query, c.req.url));
});

dashboardRoutes.get('/dashboard/operation/table', async (c) => {
  const { deps, auth } = c.var;
  const query = queryOf(c);
  return c.json(await operationTable(deps, dashboardScope(auth, query), query, c.req.url));
});

dashboardRoutes.get('/dashboard/formator/birthday/table', async (c) => {
  const { deps, auth } = c.var;
  const query = queryOf(c);
  const options = { today: today(deps), days: readInt(query, 'days', 7, 1, 31), trainerId: auth.userId };
  return c.json(await birthdayTable(deps, dashboardScope(auth, query), options, query, c.req.url));
});

dashboardRoutes.get('/dashboard/formator/contract/table', async (c) => {
  const { deps, auth } = c.var;
  const query = queryOf(c);
  return c.json(await contractTable(deps, dashboardScope(auth, query), { today: today(deps), trainerId: auth.userId }, query, c.req.url));
});

dashboardRoutes.get('/dashboard/formator/learner-planning/table', async (c) => {
  const { deps, auth } = c.var;
  const query = queryOf(c);
  const day = today(deps);
  const period = readPeriod(query, { startDate: day, endDate: addDays(day, 6) });
  return c.json(await learnerPlanningTable(deps, dashboardScope(auth, query), { trainerId: auth.userId, ...period }, query, c.req.url));
});

dashboardRoutes.get('/dashboard/administrative/progress-planned-learners', async (c) => {
  const { deps, auth } = c.var;
  const query = queryOf(c);
  const day = today(deps);
  const state = query.state?.[0] ?? 'planned';
  if (state !== 'planned' && state !== 'toPlan') throw new ApiError(400, 'Le paramètre « state » vaut « planned » ou « toPlan ».');
  const period = readPeriod(query, { startDate: day, endDate: addDays(day, 13) });
  const options = { today: day, ...period, state: state as LearnerProgressState };
  return c.json(await plannedLearnersProgress(deps, dashboardScope(auth, query), options, query, c.req.url));
});

dashboardRoutes.get('/plannings/slots-dashboard', async (c) => {
  const { deps, auth } = c.var;
  const query = queryOf(c);
  const scope = await lessonScope(deps, auth, query);
  return c.json(await slotsDashboard(deps, scope, readDay(query, today(deps)), query, c.req.url));
});

dashboardRoutes.get('/managers', async (c) => c.json(await managers(c.var.deps, c.var.auth.structureId, queryOf(c), c.req.url)));

dashboardRoutes.get('/accounting-edition/educational-financial-reports', async (c) => {
  notForTrainers(c.var.auth);
  const { deps, auth } = c.var;
  const query = queryOf(c);
  if (!query.startDate?.[0] || !query.endDate?.[0]) throw new ApiError(400, 'Indiquez la période du bilan (startDate et endDate).');
  const format = query.format?.[0] ?? 'pdf';
  if (format !== 'pdf' && format !== 'csv') throw new ApiError(400, 'Le format du bilan est « pdf » ou « csv ».');
  const period = readPeriod(query, { startDate: '', endDate: '' });
  const report = await educationalFinancialReport(deps, dashboardScope(auth, query), period);
  if (format === 'csv') return fileResponse(c, new TextEncoder().encode(reportCsv(report)), reportFileName(period, 'csv'), 'text/csv; charset=utf-8');
  return fileResponse(c, await reportPdf(report), reportFileName(period, 'pdf'));
});
