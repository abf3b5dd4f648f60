import type { DeclaredArea } from '../../core/routes/types';
import { ACCOUNTING_DASHBOARD_ROUTES } from '../dashboards/accounting-dashboards';
import { DUE_DATE_DASHBOARD_ROUTES } from '../dashboards/due-date-dashboards';
import { LEARNER_DASHBOARD_ROUTES } from '../dashboards/learner-dashboards';
import { PLANNING_DASHBOARD_ROUTES } from '../dashboards/planning-dashboards';
import { REPORT_ROUTES } from '../dashboards/report-route';
import { PLANNING_SHARE_ROUTES } from '../embeds/planning-shares';
import { PUSH_ROUTES } from '../pushes/pushes';
import { PUBLIC_PLANNING_ROUTES } from '../embeds/public-planning';

/** The operations area: push notifications, dashboards and report, published plannings. */
export const OPERATIONS_AREA: DeclaredArea = {
  area: 'Opérations',
  routes: [
    ...PUSH_ROUTES,
    ...ACCOUNTING_DASHBOARD_ROUTES,
    ...DUE_DATE_DASHBOARD_ROUTES,
    ...LEARNER_DASHBOARD_ROUTES,
    ...PLANNING_DASHBOARD_ROUTES,
    ...REPORT_ROUTES,
    ...PLANNING_SHARE_ROUTES,
    ...PUBLIC_PLANNING_ROUTES,
  ],
};
