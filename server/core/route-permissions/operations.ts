import { CONFIGURATION, LEARNER_WRITE, PLANNING_CONFIGURATION } from '../../../src/shared/auth/permission-groups';
import type { RouteTable } from './types';

/** Operations: dashboards, push notifications, published plannings (embeds) and the educational report. */
export const OPERATIONS_ROUTES: RouteTable = {
  'GET /api/plannings/shares': CONFIGURATION,
  'GET /api/plannings/shares/:id': CONFIGURATION,
  'POST /api/plannings/shares': PLANNING_CONFIGURATION,
  'PATCH /api/plannings/shares/:id': PLANNING_CONFIGURATION,
  'POST /api/plannings/shares/:id/new-key': PLANNING_CONFIGURATION,
  'DELETE /api/plannings/shares/:id': PLANNING_CONFIGURATION,
  'GET /api/plannings/public/:key': 'public',
  'GET /api/plannings/public/:key/slots': 'public',
  'GET /api/dashboard/accounting/accounting-summary': 'authenticated',
  'GET /api/dashboard/accounting/team-members-time-sheet': 'authenticated',
  'GET /api/dashboard/accounting/labelling-statistics': 'authenticated',
  'GET /api/dashboard/dueDate/statistic': 'authenticated',
  'GET /api/dashboard/dueDate/table': 'authenticated',
  'GET /api/dashboard/birthday/table': 'authenticated',
  'GET /api/dashboard/contract/table': 'authenticated',
  'GET /api/dashboard/operation/table': 'authenticated',
  'GET /api/dashboard/formator/birthday/table': 'authenticated',
  'GET /api/dashboard/formator/contract/table': 'authenticated',
  'GET /api/dashboard/formator/learner-planning/table': 'authenticated',
  'GET /api/dashboard/administrative/progress-planned-learners': 'authenticated',
  'GET /api/plannings/slots-dashboard': 'authenticated',
  'GET /api/managers': 'authenticated',
  'GET /api/accounting-edition/educational-financial-reports': 'authenticated',
};
