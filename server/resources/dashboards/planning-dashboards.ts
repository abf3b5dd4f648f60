import { dashboardSlotSchema, managerSchema, operationRowSchema } from '../../../src/modules/dashboards/schema';
import type { DashboardSlot, Manager, OperationRow } from '../../../src/modules/dashboards/types';
import type { HydraCollection } from '../../../src/shared/api/hydra';
import { collectionSchema } from '../../core/routes/answer';
import { collectionRoute, jsonRoute } from '../../core/routes/declare';
import type { RouteDeclaration } from '../../core/routes/types';
import { managers, operationTable, slotsDashboard } from './planning';
import { dashboardScope, lessonScope, readDay, today } from './scope';

// The operation history and the day's slots are members of classes the planning area documents with
// their full shape (`OperationHistory`, `Slot`): these dashboard views of them are declared as plain
// documents, their collection schema typed loosely (items built from any object schema), the
// handler's own type holding the answer's.

/** The planning views of the dashboards (spec part 2 §7) and the structure's managers. */
export const PLANNING_DASHBOARD_ROUTES: readonly RouteDeclaration[] = [
  jsonRoute<undefined, unknown>({
    method: 'GET',
    path: '/dashboard/operation/table',
    access: 'authenticated',
    hydraClass: 'OperationHistory',
    summary: 'Lists the planning’s operation history of the caller’s agencies (agency[], page, order).',
    output: collectionSchema('OperationHistory', operationRowSchema),
    handle: ({ deps, auth, query, url }): Promise<HydraCollection<OperationRow>> => operationTable(deps, dashboardScope(auth, query), query, url),
  }),

  jsonRoute<undefined, unknown>({
    method: 'GET',
    path: '/plannings/slots-dashboard',
    access: 'authenticated',
    hydraClass: 'Slot',
    summary: 'Lists the lessons of a day (date, agency[], teamMember) with their first learners.',
    output: collectionSchema('Slot', dashboardSlotSchema),
    async handle({ deps, auth, query, url }): Promise<HydraCollection<DashboardSlot>> {
      const scope = await lessonScope(deps, auth, query);
      return slotsDashboard(deps, scope, readDay(query, today(deps)), query, url);
    },
  }),

  collectionRoute<Manager>({
    method: 'GET',
    path: '/managers',
    access: 'authenticated',
    hydraClass: 'Manager',
    summary: 'Lists the managers of the caller’s structure with their agencies.',
    output: managerSchema,
    handle: ({ deps, auth, query, url }) => managers(deps, auth.structureId, query, url),
  }),
];
