import type { DeclaredArea } from '../../core/routes/types';
import { GROUP_ROUTES } from '../groups/groups';
import { APPLICATION_REGISTRATION_ROUTES } from '../learners/applications';
import { AVAILABILITY_ROUTES } from '../learners/availability';
import { EVALUATION_ROUTES } from '../learners/evaluations';
import { LEARNER_DOCUMENT_ROUTES } from '../learners/learner-documents';
import { LEARNER_LIST_ROUTES } from '../learners/learner-lists';
import { LEARNER_PHOTO_ROUTES } from '../learners/learner-photos';
import { LEARNER_SUMMARY_ROUTES } from '../learners/learner-summaries';
import { LEARNER_ROUTES } from '../learners/learners';
import { OBSERVATION_ROUTES } from '../learners/observations';
import { REGISTRATION_ROUTES } from '../learners/registrations';
import { SERVICE_JOURNAL_ROUTES } from '../learners/service-journals';
import { SURVEY_ROUTES } from '../learners/survey';
import { NOTICE_ROUTES } from '../notices/notices';
import { ORGANISATION_ROUTES } from '../organisations/organisations';
import { TRAINING_ROUTES } from '../trainings/trainings';
import { TRAINING_FIELDS_FILTERED_ROUTES } from '../account-setup/trainings-fields-filtered';
import { LEARNER_CONTRACT_ROUTES } from '../contracts/learner-contracts';
import { CONTRACT_AMENDMENT_ROUTES } from '../contracts/amendments';
import { CONTRACT_DOCUMENT_ROUTES } from '../contracts/contract-documents';
import { CATEGORY_DOCUMENT_ROUTES } from '../learners/category-documents';
import { SIGNATURE_REQUEST_ROUTES } from '../contracts/signature-requests';
import { PUBLIC_SIGNATURE_ROUTES } from '../contracts/public-signature';

/** The learners area: learners and their lists, records, tracking, registrations and documents; groups, organisations, trainings and notices. */
export const LEARNERS_AREA: DeclaredArea = {
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
    ...TRAINING_FIELDS_FILTERED_ROUTES,
    ...LEARNER_CONTRACT_ROUTES,
    ...CONTRACT_AMENDMENT_ROUTES,
    ...CONTRACT_DOCUMENT_ROUTES,
    ...SIGNATURE_REQUEST_ROUTES,
    ...PUBLIC_SIGNATURE_ROUTES,
    ...CATEGORY_DOCUMENT_ROUTES,
  ],
};
