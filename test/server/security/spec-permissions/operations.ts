// Written by hand from the specification (routes, guards and calls) and docs/decisions.md — never from
// the server. Areas « Planning et ressources », « Services nationaux » and « Opérations » (spec part 2).
import { CONFIGURATION, LIVRET, rule, WHY, type SpecRule } from './rules';

const S = 'spec part 2 §7';
const PC = ['isConfigPlanning'] as const;
const CONFIG = 'spec part 1 §7 Planning configuration, screen configuration-planning';
const ANTS = ['isViewANTS'] as const;
const ANTS_SCREEN = 'spec part 1 §6 and part 2 §2: screen ants needs isViewANTS';
const LW = ['isModifyLearners'] as const;

export const PLANNING: readonly SpecRule[] = [
  ...['/api/plannings/type_agenda_resources', '/api/plannings/type_agenda_resources/{id}', '/api/plannings/intervener', '/api/plannings/activities', '/api/plannings/activities/{id}', '/api/plannings/agendas', '/api/plannings/agendas/{id}', '/api/plannings/agendas-config', '/api/plannings/agendas-config/{id}', '/api/plannings/appointment-location', '/api/plannings/appointment-location/{id}', '/api/plannings/planning-profile', '/api/plannings/planning-profile/{id}', '/api/plannings/planning-config', '/api/plannings/planning-config/agency/{id}']
    .map((path) => rule(`GET ${path}`, 'authenticated', `${CONFIG}, read by the planning too (spec part 2 §2 planning needs none); ${WHY.scopedRead}`)),
  ...['POST /api/plannings/activities', 'PATCH /api/plannings/activities/{id}', 'DELETE /api/plannings/activities/{id}', 'POST /api/plannings/agendas', 'PATCH /api/plannings/agendas/{id}', 'DELETE /api/plannings/agendas/{id}', 'POST /api/plannings/appointment-location', 'PATCH /api/plannings/appointment-location/{id}', 'DELETE /api/plannings/appointment-location/{id}', 'POST /api/plannings/planning-profile', 'POST /api/plannings/planning-profile/update', 'DELETE /api/plannings/planning_profiles/{id}', 'POST /api/plannings/planning-config', 'PATCH /api/plannings/planning-config/agency/{id}']
    .map((route) => rule(route, PC, `${CONFIG} (spec part 1 §6 configuration); ${WHY.planningConfig}`)),
  ...['/api/materials/types', '/api/materials/types/{id}', '/api/materials/resources', '/api/materials/resources/{id}']
    .map((path) => rule(`GET ${path}`, 'authenticated', `spec part 2 §2 ressources and ressources-type need none; ${WHY.scopedRead}`)),
  ...['POST /api/materials/types', 'PATCH /api/materials/types/{id}', 'DELETE /api/materials/types/{id}', 'POST /api/materials/resources', 'PATCH /api/materials/resources/{id}', 'DELETE /api/materials/resources/{id}']
    .map((route) => rule(route, PC, `${S} Materials; ${WHY.planningConfig}`)),
  ...['GET /api/plannings/slots', 'GET /api/plannings/slots/{id}', 'GET /api/plannings/slot-convocation-pdf/{slotId}', 'GET /api/plannings/slot-attendance-sheet-pdf/{slotId}', 'GET /api/plannings/slot-attendance-sheet-by-learner-pdf/{learnerId}', 'GET /api/plannings/slot-rdv/{agenda}', 'GET /api/plannings/payment-deadlines-pdf', 'GET /api/learners/situation', 'GET /api/learners/situation-pdf', 'GET /api/plannings/occurrence-tooltip', 'GET /api/plannings/agenda-tooltip', 'GET /api/plannings/payment-deadlines-tooltip', 'GET /api/plannings/slots/monitor', 'GET /api/plannings/operation-histories']
    .map((route) => rule(route, 'authenticated', `${S} Planning operations (spec part 2 §2 planning needs none); ${WHY.scopedRead}`)),
  ...['POST /api/plannings/slots', 'POST /api/plannings/slot/recurrent', 'POST /api/plannings/slot/background', 'PATCH /api/plannings/slots/{id}', 'DELETE /api/plannings/slots/{id}', 'PATCH /api/plannings/slot/{id}', 'DELETE /api/plannings/slot/{id}', 'POST /api/plannings/slot-learners', 'PATCH /api/plannings/slot-learners/{id}', 'DELETE /api/plannings/slot-learners/{id}', 'POST /api/plannings/slot/monitor-pdf', 'POST /api/plannings/slot-mail-convocation', 'POST /api/plannings/learner-slots-mail', 'POST /api/plannings/planning-mail', 'POST /api/plannings/operation-histories', 'POST /api/mail/send']
    .map((route) => rule(route, 'authenticated', `${S} Planning operations; ${WHY.trainerDay}`)),
  rule('POST /api/plannings/operation-histories/bulk', PC, `${S} POST /plannings/operation-histories/bulk; ${WHY.history}`),
];

export const NATIONAL: readonly SpecRule[] = [
  ...['GET /api/ants/agencies', 'POST /api/ants/authenticate', 'POST /api/ants/disconnect'].map((route) => rule(route, ANTS, `spec part 1 §7 ANTS; ${ANTS_SCREEN}`)),
  ...['GET /api/ants', 'GET /api/ants/{id}', 'PATCH /api/ants/{id}', 'GET /api/ants/statistics', 'GET /api/ants/demandes', 'POST /api/ants/demandes', 'POST /api/ants/demandes/submit', 'POST /api/ants/demandes/delete', 'POST /api/ants/pj/page', 'GET /api/learners/ants']
    .map((route) => rule(route, ANTS, `${S} ANTS; ${ANTS_SCREEN}`)),
  rule('POST /api/simulators/ants/demandes/{idDemande}/advance', ANTS, WHY.antsSimulator),
  rule('GET /api/private-operators/sites', 'authenticated', `spec part 1 §7 Partners; ${WHY.scopedRead}`),
  rule('GET /api/private-operators/site', 'authenticated', `${S} Private operators; ${WHY.scopedRead}`),
  rule('POST /api/private-operators/favorite-exam-center', ['isConfigAccount'], `spec part 1 §7 Partners: the favourite exam centres; ${WHY.partners}`),
  rule('DELETE /api/private-operators/favorite-exam-center/{id}', ['isConfigAccount'], `spec part 1 §7 Partners: the favourite exam centres; ${WHY.partners}`),
  rule('GET /api/private-operators/sessions', 'authenticated', `${S} Private operators; ${WHY.scopedRead}`),
  rule('GET /api/private-operators/registration', 'authenticated', `spec part 2 §2 operateur-prives needs none; ${WHY.scopedRead}`),
  rule('GET /api/private-operators/registration/{id}', 'authenticated', WHY.scopedRead),
  rule('POST /api/private-operators/learner-registration', LW, `${S} Private operators; ${WHY.learnerWrite}`),
  rule('PATCH /api/private-operators/toggle-registration-status/{id}', LW, `${S} Private operators; ${WHY.learnerWrite}`),
  rule('GET /api/structure/operators', 'authenticated', `spec part 1 §7 Partners; ${WHY.scopedRead}`),
  rule('GET /api/structure/operator-configuration', 'authenticated', `spec part 1 §7 Partners; ${WHY.scopedRead}`),
  rule('GET /api/state-api/agencies', LIVRET, 'spec part 1 §6 and part 2 §2: screen livret-numerique (any-of)'),
  rule('POST /api/livret/connect', ['isConnectToDSRGateway'], WHY.livret),
  rule('POST /api/livret/disconnect', ['isConnectToDSRGateway'], WHY.livret),
  ...['GET /api/livret/lesson-slot/error-types', 'GET /api/livret/lesson-slot', 'GET /api/livret/lesson-slot/{id}', 'GET /api/livret/dashboard']
    .map((route) => rule(route, ['isAccessDSRGateway', 'isAccessDashboards'], WHY.livret)),
  rule('POST /api/livret/lesson-slot/{id}/send', ['isAccessDSRGateway', 'isConnectToDSRGateway'], WHY.livret),
];

export const OPERATIONS: readonly SpecRule[] = [
  ...['GET /api/pushes', 'GET /api/pushes/{id}', 'GET /api/pushes/{id}/deliveries'].map((route) => rule(route, 'authenticated', `spec part 2 §2 push-kopilote needs none; ${WHY.scopedRead}`)),
  ...['POST /api/pushes', 'POST /api/pushes/bulk', 'PATCH /api/pushes/{id}', 'PATCH /api/kopilote/pushes/{id}', 'DELETE /api/kopilote/pushes/{id}']
    .map((route) => rule(route, LW, `${S} Push notifications; ${WHY.learnerWrite}`)),
  ...['/api/dashboard/accounting/accounting-summary', '/api/dashboard/accounting/team-members-time-sheet', '/api/dashboard/accounting/labelling-statistics', '/api/dashboard/dueDate/statistic', '/api/dashboard/dueDate/table', '/api/dashboard/birthday/table', '/api/dashboard/contract/table', '/api/dashboard/formator/birthday/table', '/api/dashboard/formator/contract/table', '/api/dashboard/formator/learner-planning/table', '/api/dashboard/administrative/progress-planned-learners', '/api/dashboard/operation/table', '/api/plannings/slots-dashboard', '/api/managers', '/api/accounting-edition/educational-financial-reports']
    .map((path) => rule(`GET ${path}`, 'authenticated', `${S} Dashboards (spec part 2 §6: scoped by role, structure or agencies); ${WHY.scopedRead}`)),
  rule('GET /api/plannings/shares', CONFIGURATION, WHY.shares),
  rule('GET /api/plannings/shares/{id}', CONFIGURATION, WHY.shares),
  ...['POST /api/plannings/shares', 'PATCH /api/plannings/shares/{id}', 'POST /api/plannings/shares/{id}/new-key', 'DELETE /api/plannings/shares/{id}'].map((route) => rule(route, PC, WHY.shares)),
  rule('GET /api/plannings/public/{key}', 'public', WHY.publicPlanning),
  rule('GET /api/plannings/public/{key}/slots', 'public', WHY.publicPlanning),
];
