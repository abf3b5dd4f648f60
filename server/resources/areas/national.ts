import type { DeclaredArea } from '../../core/routes/types';
import { ANTS_LEARNER_ROUTES } from '../ants/ants-learners';
import { ANTS_ATTACHMENT_ROUTES } from '../ants/attachments';
import { ANTS_CONNECTION_ROUTES } from '../ants/connections';
import { ANTS_DEMANDE_ROUTES } from '../ants/demandes';
import { ANTS_REQUEST_ROUTES } from '../ants/requests';
import { ANTS_SIMULATOR_ROUTES } from '../ants/simulator';
import { DSR_GATEWAY_ROUTES } from '../dsr-gateway/gateway';
import { LESSON_SLOT_ROUTES } from '../dsr-gateway/lesson-slots';
import { EXAM_OPERATOR_ROUTES } from '../private-operators/operators';
import { EXAM_REGISTRATION_ROUTES } from '../private-operators/registrations';
import { EXAM_SESSION_ROUTES } from '../private-operators/sessions';
import { EXAM_SITE_ROUTES } from '../private-operators/sites';

/** The national services area: ANTS, the private exam operators and the livret numérique gateway. */
export const NATIONAL_AREA: DeclaredArea = {
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
};
