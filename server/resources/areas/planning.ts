import type { DeclaredArea } from '../../core/routes/types';
import { MATERIAL_RESOURCE_ROUTES } from '../materials/material-resources';
import { MATERIAL_TYPE_ROUTES } from '../materials/material-types';
import { ACTIVITY_ROUTES } from '../planning/activities';
import { AGENDA_TYPE_ROUTES } from '../planning/agenda-types';
import { AGENDA_ROUTES } from '../planning/agendas';
import { AGENDA_CONFIG_ROUTES } from '../planning/agendas-config';
import { APPOINTMENT_LOCATION_ROUTES } from '../planning/appointment-locations';
import { INTERVENER_ROUTES } from '../planning/interveners';
import { LEARNER_SITUATION_ROUTES } from '../planning/learner-situations';
import { OPERATION_HISTORY_ROUTES } from '../planning/operation-histories';
import { PLANNING_CONFIG_ROUTES } from '../planning/planning-configs';
import { PLANNING_MAIL_ROUTES } from '../planning/planning-mails';
import { PLANNING_PROFILE_ROUTES } from '../planning/planning-profiles';
import { PLANNING_REPORT_ROUTES } from '../planning/planning-reports';
import { SLOT_DOCUMENT_ROUTES } from '../planning/slot-documents';
import { SLOT_LEARNER_ROUTES } from '../planning/slot-learners';
import { SLOT_MONITOR_ROUTES } from '../planning/slot-monitor';
import { SLOT_ROUTES } from '../planning/slots';
import { TOOLTIP_ROUTES } from '../planning/tooltips';
import { MAIL_SEND_ROUTES } from '../mail/send';

/** The planning area: configuration (agendas, activities, locations, profiles), slots and their documents, materials. */
export const PLANNING_AREA: DeclaredArea = {
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
    ...MAIL_SEND_ROUTES,
  ],
};
