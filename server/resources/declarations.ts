import { selfDescriptionRoutes } from '../core/docs/routes';
import type { RouteDeclaration } from '../core/routes/types';
import { ANTS_LEARNER_ROUTES } from './ants/ants-learners';
import { ANTS_ATTACHMENT_ROUTES } from './ants/attachments';
import { ANTS_CONNECTION_ROUTES } from './ants/connections';
import { ANTS_DEMANDE_ROUTES } from './ants/demandes';
import { ANTS_REQUEST_ROUTES } from './ants/requests';
import { ANTS_SIMULATOR_ROUTES } from './ants/simulator';
import { LEARNER_BILL_ROUTES } from './bills/learner-bills';
import { PLANNING_SHARE_ROUTES } from './embeds/planning-shares';
import { DSR_GATEWAY_ROUTES } from './dsr-gateway/gateway';
import { LESSON_SLOT_ROUTES } from './dsr-gateway/lesson-slots';
import { ACCOUNTING_DASHBOARD_ROUTES } from './dashboards/accounting-dashboards';
import { DUE_DATE_DASHBOARD_ROUTES } from './dashboards/due-date-dashboards';
import { LEARNER_DASHBOARD_ROUTES } from './dashboards/learner-dashboards';
import { PLANNING_DASHBOARD_ROUTES } from './dashboards/planning-dashboards';
import { REPORT_ROUTES } from './dashboards/report-route';
import { BILLABLE_LEARNER_ROUTES } from './learners/billable';
import { LEARNER_ROUTES } from './learners/learners';
import { PACKAGE_ROUTES } from './packages/packages';
import { EXAM_OPERATOR_ROUTES } from './private-operators/operators';
import { EXAM_REGISTRATION_ROUTES } from './private-operators/registrations';
import { EXAM_SESSION_ROUTES } from './private-operators/sessions';
import { EXAM_SITE_ROUTES } from './private-operators/sites';
import { PUSH_ROUTES } from './pushes/pushes';
import { MATERIAL_RESOURCE_ROUTES } from './materials/material-resources';
import { MATERIAL_TYPE_ROUTES } from './materials/material-types';
import { ACTIVITY_ROUTES } from './planning/activities';
import { AGENDA_TYPE_ROUTES } from './planning/agenda-types';
import { AGENDA_ROUTES } from './planning/agendas';
import { AGENDA_CONFIG_ROUTES } from './planning/agendas-config';
import { APPOINTMENT_LOCATION_ROUTES } from './planning/appointment-locations';
import { INTERVENER_ROUTES } from './planning/interveners';
import { PLANNING_CONFIG_ROUTES } from './planning/planning-configs';
import { LEARNER_SITUATION_ROUTES } from './planning/learner-situations';
import { OPERATION_HISTORY_ROUTES } from './planning/operation-histories';
import { PLANNING_MAIL_ROUTES } from './planning/planning-mails';
import { PLANNING_PROFILE_ROUTES } from './planning/planning-profiles';
import { PLANNING_REPORT_ROUTES } from './planning/planning-reports';
import { SLOT_DOCUMENT_ROUTES } from './planning/slot-documents';
import { SLOT_LEARNER_ROUTES } from './planning/slot-learners';
import { SLOT_MONITOR_ROUTES } from './planning/slot-monitor';
import { SLOT_ROUTES } from './planning/slots';
import { TOOLTIP_ROUTES } from './planning/tooltips';
import { TVA_ROUTES } from './vat/tvas';

/**
 * The declared routes of each area (server/core/routes/): mounted by registerResources, entered in
 * the permission table under their area, documented by /api/docs.jsonld and /api/docs.json. A
 * resource converted from a hand-wired router adds its declarations here.
 */
const RESOURCE_AREAS: ReadonlyArray<{ area: string; routes: readonly RouteDeclaration[] }> = [
  { area: 'Comptabilité', routes: [...TVA_ROUTES, ...LEARNER_BILL_ROUTES, ...BILLABLE_LEARNER_ROUTES, ...PACKAGE_ROUTES] },
  { area: 'Apprenants', routes: LEARNER_ROUTES },
  {
    area: 'Services nationaux',
    routes: [
      ...ANTS_CONNECTION_ROUTES,
      ...ANTS_REQUEST_ROUTES,
      ...ANTS_DEMANDE_ROUTES,
      ...ANTS_ATTACHMENT_ROUTES,
      ...ANTS_LEARNER_ROUTES,
      ...ANTS_SIMULATOR_ROUTES,
      ...EXAM_SITE_ROUTES,
      ...EXAM_SESSION_ROUTES,
      ...EXAM_REGISTRATION_ROUTES,
      ...EXAM_OPERATOR_ROUTES,
      ...DSR_GATEWAY_ROUTES,
      ...LESSON_SLOT_ROUTES,
    ],
  },
  {
    area: 'Opérations',
    routes: [
      ...PUSH_ROUTES,
      ...ACCOUNTING_DASHBOARD_ROUTES,
      ...DUE_DATE_DASHBOARD_ROUTES,
      ...LEARNER_DASHBOARD_ROUTES,
      ...PLANNING_DASHBOARD_ROUTES,
      ...REPORT_ROUTES,
      ...PLANNING_SHARE_ROUTES,
    ],
  },
  {
    area: 'Planning et ressources',
    routes: [
      ...AGENDA_TYPE_ROUTES,
      ...INTERVENER_ROUTES,
      ...ACTIVITY_ROUTES,
      ...AGENDA_ROUTES,
      ...AGENDA_CONFIG_ROUTES,
      ...APPOINTMENT_LOCATION_ROUTES,
      ...PLANNING_PROFILE_ROUTES,
      ...PLANNING_CONFIG_ROUTES,
      ...MATERIAL_TYPE_ROUTES,
      ...MATERIAL_RESOURCE_ROUTES,
      ...SLOT_ROUTES,
      ...SLOT_LEARNER_ROUTES,
      ...SLOT_DOCUMENT_ROUTES,
      ...PLANNING_REPORT_ROUTES,
      ...PLANNING_MAIL_ROUTES,
      ...LEARNER_SITUATION_ROUTES,
      ...TOOLTIP_ROUTES,
      ...SLOT_MONITOR_ROUTES,
      ...OPERATION_HISTORY_ROUTES,
    ],
  },
];

/** The resources' routes, as the documentation describes them. */
export const RESOURCE_ROUTES: readonly RouteDeclaration[] = RESOURCE_AREAS.flatMap(({ routes }) => routes);

export const DECLARED_AREAS: ReadonlyArray<{ area: string; routes: readonly RouteDeclaration[] }> = [
  ...RESOURCE_AREAS,
  { area: 'Plateforme et profil', routes: selfDescriptionRoutes(RESOURCE_ROUTES) },
];

/** Every declared route of the API. */
export const DECLARED_ROUTES: readonly RouteDeclaration[] = DECLARED_AREAS.flatMap(({ routes }) => routes);
