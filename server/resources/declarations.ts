import { selfDescriptionRoutes } from '../core/docs/routes';
import type { RouteDeclaration } from '../core/routes/types';
import { GROUP_ROUTES } from './groups/groups';
import { LEARNER_BILL_ROUTES } from './bills/learner-bills';
import { BILLABLE_LEARNER_ROUTES } from './learners/billable';
import { APPLICATION_REGISTRATION_ROUTES } from './learners/applications';
import { AVAILABILITY_ROUTES } from './learners/availability';
import { EVALUATION_ROUTES } from './learners/evaluations';
import { LEARNER_DOCUMENT_ROUTES } from './learners/learner-documents';
import { LEARNER_LIST_ROUTES } from './learners/learner-lists';
import { LEARNER_PHOTO_ROUTES } from './learners/learner-photos';
import { LEARNER_SUMMARY_ROUTES } from './learners/learner-summaries';
import { LEARNER_ROUTES } from './learners/learners';
import { OBSERVATION_ROUTES } from './learners/observations';
import { REGISTRATION_ROUTES } from './learners/registrations';
import { SERVICE_JOURNAL_ROUTES } from './learners/service-journals';
import { SURVEY_ROUTES } from './learners/survey';
import { NOTICE_ROUTES } from './notices/notices';
import { ORGANISATION_ROUTES } from './organisations/organisations';
import { TRAINING_ROUTES } from './trainings/trainings';
import { TVA_ROUTES } from './vat/tvas';

/**
 * The declared routes of each area (server/core/routes/): mounted by registerResources, entered in
 * the permission table under their area, documented by /api/docs.jsonld and /api/docs.json. A
 * resource converted from a hand-wired router adds its declarations here.
 */
const RESOURCE_AREAS: ReadonlyArray<{ area: string; routes: readonly RouteDeclaration[] }> = [
  { area: 'Comptabilité', routes: [...TVA_ROUTES, ...LEARNER_BILL_ROUTES, ...BILLABLE_LEARNER_ROUTES] },
  {
    area: 'Apprenants',
    routes: [
      ...LEARNER_ROUTES,
      ...LEARNER_LIST_ROUTES,
      ...LEARNER_SUMMARY_ROUTES,
      ...LEARNER_PHOTO_ROUTES,
      ...SURVEY_ROUTES,
      ...ORGANISATION_ROUTES,
      ...GROUP_ROUTES,
      ...OBSERVATION_ROUTES,
      ...SERVICE_JOURNAL_ROUTES,
      ...AVAILABILITY_ROUTES,
      ...REGISTRATION_ROUTES,
      ...EVALUATION_ROUTES,
      ...APPLICATION_REGISTRATION_ROUTES,
      ...LEARNER_DOCUMENT_ROUTES,
      ...TRAINING_ROUTES,
      ...NOTICE_ROUTES,
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
