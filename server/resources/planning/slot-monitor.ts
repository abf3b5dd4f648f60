import type { SlotMonitor } from '../../../src/modules/planning/types';
import { slotMonitorSchema } from '../../../src/modules/planning/schema';
import { jsonLd } from '../../core/hydra';
import { itemRoute } from '../../core/routes/declare';
import type { RouteDeclaration } from '../../core/routes/types';
import { addDays, startOfIsoWeek } from './dates';
import { buildMonitor, queryIds, queryPeriod } from './insights';

/** `GET /plannings/slots/monitor?startDate&endDate&agenda[]`: each agenda's load over a period (this week by default). */
export const SLOT_MONITOR_ROUTES: readonly RouteDeclaration[] = [
  itemRoute<undefined, SlotMonitor>({
    method: 'GET',
    path: '/plannings/slots/monitor',
    access: 'authenticated',
    hydraClass: 'SlotMonitor',
    summary: 'Sums each agenda’s slots, hours, learners and occupancy over a period (startDate, endDate, agenda[]).',
    output: slotMonitorSchema,
    async handle({ deps, auth, query }) {
      const today = deps.now().toISOString().slice(0, 10);
      const { startDate, endDate } = queryPeriod(
        { startDate: query.startDate?.[0], endDate: query.endDate?.[0] },
        { startDate: startOfIsoWeek(today), endDate: addDays(startOfIsoWeek(today), 6) },
      );
      const monitor = await buildMonitor(deps, auth, startDate, endDate, queryIds(query, 'agenda'));
      return jsonLd('SlotMonitor', `/api/plannings/slots/monitor?startDate=${startDate}&endDate=${endDate}`, monitor);
    },
  }),
];
