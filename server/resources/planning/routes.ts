import { Hono } from 'hono';
import type { AppEnv } from '../../core/env';
import { activityRoutes, agendaConfigRoutes, agendaRoutes, locationRoutes, planningConfigRoutes, planningReferenceRoutes, profileRoutes } from './config';
import { exportRoutes } from './exports';
import { insightRoutes } from './insights';
import { operationRoutes } from './operations';
import { slotRoutes } from './slots';

/**
 * The planning area of the reference API: configuration (activities, agendas, locations, profiles,
 * agency settings, agenda types, interveners), slots and their learners, tooltips and monitor,
 * operation history, PDFs and mailings, learner situations.
 * Registered before the learners' routes: `/learners/situation` must not be read as `/learners/{id}`.
 */
export const planningRoutes = new Hono<AppEnv>();
for (const router of [
  planningReferenceRoutes,
  activityRoutes,
  agendaConfigRoutes,
  agendaRoutes,
  locationRoutes,
  profileRoutes,
  planningConfigRoutes,
  insightRoutes,
  slotRoutes,
  operationRoutes,
  exportRoutes,
]) {
  planningRoutes.route('/', router);
}
