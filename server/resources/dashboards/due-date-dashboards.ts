import { dueDateRowSchema, dueDateStatisticSchema } from '../../../src/modules/dashboards/schema';
import type { DueDateRow, DueDateStatistic } from '../../../src/modules/dashboards/types';
import { jsonLd } from '../../core/hydra';
import { collectionRoute, itemRoute } from '../../core/routes/declare';
import type { RouteDeclaration } from '../../core/routes/types';
import { dueDateStatistic, dueDateTable } from './due-dates';
import { dashboardScope, notForTrainers, today } from './scope';

/** What is left to collect by due date (spec part 2 §7); not for trainers. */
export const DUE_DATE_DASHBOARD_ROUTES: readonly RouteDeclaration[] = [
  itemRoute<undefined, DueDateStatistic>({
    method: 'GET',
    path: '/dashboard/dueDate/statistic',
    access: 'authenticated',
    hydraClass: 'DueDateStatistic',
    summary: 'Sums what is left to pay by due-date bucket and by month (agency[]); not for trainers.',
    output: dueDateStatisticSchema,
    async handle({ deps, auth, query }) {
      notForTrainers(auth);
      const body = await dueDateStatistic(deps, dashboardScope(auth, query), today(deps));
      return jsonLd('DueDateStatistic', '/api/dashboard/dueDate/statistic', body);
    },
  }),

  collectionRoute<DueDateRow>({
    method: 'GET',
    path: '/dashboard/dueDate/table',
    access: 'authenticated',
    hydraClass: 'DueDate',
    summary: 'Lists the payment deadlines and invoices still to be paid (agency[], page, order); not for trainers.',
    output: dueDateRowSchema,
    handle({ deps, auth, query, url }) {
      notForTrainers(auth);
      return dueDateTable(deps, dashboardScope(auth, query), today(deps), query, url);
    },
  }),
];
