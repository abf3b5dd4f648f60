import { TRAINING_FIELDS_PAGE_SIZE } from '../../shared/constants';
import {
  APPLICATION_REGISTRATIONS_PATH,
  AVAILABILITY_PATH,
  CATEGORY_DOCUMENTS_PATH,
  DETAILS_PATH,
  DOCUMENT_TYPES_PATH,
  DOCUMENTS_PATH,
  EVALUATIONS_PATH,
  HOURS_PATH,
  INVITATIONS_PATH,
  JOURNALS_PATH,
  LEARNERS_PATH,
  learnerPath,
  OBSERVATIONS_PATH,
  TRAINING_FIELDS_FILTERED_PATH,
} from './api';

/** The learners module's SWR keys: one builder per read (the list's key comes from `learnerListOptions`). */
export const learnerKeys = {
  record: (id: number) => [learnerPath(id)] as const,
  hours: (id: number) => [`${HOURS_PATH}/${id}`] as const,
  details: (id: number) => [`${DETAILS_PATH}/${id}`] as const,
  onboardedTrainingFields: (agency: number) => [TRAINING_FIELDS_FILTERED_PATH, { agency, itemsPerPage: TRAINING_FIELDS_PAGE_SIZE }] as const,
  applicationRegistrations: (learner: number) => [APPLICATION_REGISTRATIONS_PATH, { learner, itemsPerPage: 100 }] as const,
  evaluations: (learner: number) => [EVALUATIONS_PATH, { learner }] as const,
  observations: (learner: number) => [OBSERVATIONS_PATH, { learner, itemsPerPage: 1000 }] as const,
  observation: (id: number) => [OBSERVATIONS_PATH, id] as const,
  serviceJournals: (learner: number) => [JOURNALS_PATH, { learner, itemsPerPage: 5000 }] as const,
  availability: (learner: number) => [AVAILABILITY_PATH, { learner }] as const,
  documents: (learner: number) => [DOCUMENTS_PATH, { learner, itemsPerPage: 1000 }] as const,
  documentTypes: () => [DOCUMENT_TYPES_PATH] as const,
  categoryDocuments: (category: string, learner: number) => [`${CATEGORY_DOCUMENTS_PATH}/${category}`, learner] as const,
  invitation: (learner: number) => [`${INVITATIONS_PATH}/${learner}`] as const,
};

/** Everything a learner change can alter (key prefixes to revalidate): the record, its summary lists, hours and details. */
export const LEARNER_READS = [LEARNERS_PATH, DETAILS_PATH, HOURS_PATH];

/** What a document change can alter. */
export const DOCUMENT_READS = [DOCUMENTS_PATH, CATEGORY_DOCUMENTS_PATH, DETAILS_PATH];
