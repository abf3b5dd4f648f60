import type { InvitationSent, InvitationState } from '../../shared/learner-space/schema';
import type { MailDelivery } from '../../shared/mail/types';
import type { ApiClient, DownloadedFile } from '../../shared/api/client';
import type { JsonLd, Page } from '../../shared/api/hydra';
import type { QueryParams } from '../../shared/api/query';
import { listLearners } from '../../shared/references/api';
import type { TrainingField } from '../../shared/references/types';
import type {
  ApplicationRegistrationCreate,
  AvailabilityCreate,
  AvailabilityPatch,
  EvaluationCreate,
  LearnerCreate,
  LearnerPatch,
  ObservationCreate,
  RegistrationCreate,
  RegistrationPatch,
  ServiceJournalBulk,
  ServiceJournalPatch,
} from './schema';
import type { ApplicationRegistration, AvailabilitySchedule, CategoryDocument, DocumentType, Evaluation, Learner, LearnerDetails, LearnerDocument, LearnerHours, Observation, ServiceJournal } from './types';

export const LEARNERS_PATH = '/learners';
export const learnerPath = (id: number) => `${LEARNERS_PATH}/${id}`;
export const HOURS_PATH = '/learner/hours';
export const DETAILS_PATH = '/learner/details';
export const PHOTO_PATH = '/learner/photo';
export const EVALUATIONS_PATH = '/registrations/evaluations';
export const APPLICATION_REGISTRATIONS_PATH = '/registrations/to-applications';
export const OBSERVATIONS_PATH = '/observations';
export const JOURNALS_PATH = '/student-tracking/service-journals';
export const AVAILABILITY_PATH = '/plannings/availability-schedule';
export const DOCUMENTS_PATH = '/document/document-list';
export const DOCUMENT_TYPES_PATH = '/document/document-types';
export const CATEGORY_DOCUMENTS_PATH = '/contracts/contract-document-by-type';
/** A learner's access to his own space (`/eleve`): where it stands, the invitation, its revocation. */
export const INVITATIONS_PATH = '/learner-invitations';
/** The specialities of the trainings an agency offers (spec part 2 §7), for the learner training forms. */
export const TRAINING_FIELDS_FILTERED_PATH = '/onboardings/trainings-fields-filtered';

/** `GET /learners` with every filter of the list (the shared call, typed with the full learner). */
export function listLearnerRecords(client: ApiClient, params: QueryParams, signal?: AbortSignal): Promise<Page<Learner>> {
  return listLearners(client, params, signal) as Promise<Page<Learner>>;
}

export function getLearner(client: ApiClient, id: number, signal?: AbortSignal): Promise<JsonLd<Learner>> {
  return client.get<JsonLd<Learner>>(learnerPath(id), undefined, { signal });
}

export function createLearner(client: ApiClient, payload: LearnerCreate): Promise<JsonLd<Learner>> {
  return client.post<JsonLd<Learner>>(LEARNERS_PATH, payload);
}

/**
 * `PATCH /learners/{id}`, or `PATCH /learner-archive/{id}` when the payload only sets archived=true
 * (spec part 2 §4: the archive action has its own endpoint).
 */
export function updateLearner(client: ApiClient, id: number, patch: LearnerPatch): Promise<JsonLd<Learner>> {
  const keys = Object.keys(patch);
  if (keys.length === 1 && patch.archived === true) return client.patch<JsonLd<Learner>>(`/learner-archive/${id}`, { archived: true });
  return client.patch<JsonLd<Learner>>(learnerPath(id), patch);
}

export function deleteLearner(client: ApiClient, id: number): Promise<void> {
  return client.delete(learnerPath(id));
}


/** `GET /onboardings/trainings-fields-filtered?agency=` (3000 per page): the specialities the agency's trainings have. */
export function listOnboardedTrainingFields(client: ApiClient, params: QueryParams & { agency: number }, signal?: AbortSignal): Promise<Page<TrainingField>> {
  return client.list<TrainingField>(TRAINING_FIELDS_FILTERED_PATH, params, { signal });
}

export function getLearnerHours(client: ApiClient, id: number, signal?: AbortSignal): Promise<JsonLd<LearnerHours>> {
  return client.get<JsonLd<LearnerHours>>(`${HOURS_PATH}/${id}`, undefined, { signal });
}

export function getLearnerDetails(client: ApiClient, id: number, signal?: AbortSignal): Promise<JsonLd<LearnerDetails>> {
  return client.get<JsonLd<LearnerDetails>>(`${DETAILS_PATH}/${id}`, undefined, { signal });
}

/** `GET /learner/photo/{id}`: the photo file (the token is required, so it is fetched, not linked). */
export function getLearnerPhoto(client: ApiClient, id: number, signal?: AbortSignal): Promise<DownloadedFile> {
  return client.download(`${PHOTO_PATH}/${id}`, undefined, { signal });
}

export function uploadLearnerPhoto(client: ApiClient, id: number, file: File): Promise<JsonLd<Learner>> {
  const form = new FormData();
  form.set('file', file);
  return client.upload<JsonLd<Learner>>(`${PHOTO_PATH}/${id}`, form);
}

/** `POST /survey/send_link`: e-mails the satisfaction survey link (surveyStatus becomes 1). */
export function sendSurveyLink(client: ApiClient, learnerId: number): Promise<MailDelivery & { learner: string; surveyStatus: 1 }> {
  return client.post('/survey/send_link', { learner: learnerId });
}

export function createRegistration(client: ApiClient, payload: RegistrationCreate): Promise<unknown> {
  return client.post('/registrations/to-trainings', payload);
}

export function updateRegistration(client: ApiClient, id: number, patch: RegistrationPatch): Promise<unknown> {
  return client.patch(`/registrations/to-trainings/${id}`, patch);
}

/** `GET /registrations/to-applications` (learner, page, itemsPerPage). */
export function listApplicationRegistrations(client: ApiClient, params: QueryParams, signal?: AbortSignal): Promise<Page<ApplicationRegistration>> {
  return client.list<ApplicationRegistration>(APPLICATION_REGISTRATIONS_PATH, params, { signal });
}

export function createApplicationRegistration(client: ApiClient, payload: ApplicationRegistrationCreate): Promise<JsonLd<ApplicationRegistration>> {
  return client.post<JsonLd<ApplicationRegistration>>(APPLICATION_REGISTRATIONS_PATH, payload);
}

export function deleteApplicationRegistration(client: ApiClient, id: number): Promise<void> {
  return client.delete(`${APPLICATION_REGISTRATIONS_PATH}/${id}`);
}

export function listEvaluations(client: ApiClient, params: QueryParams, signal?: AbortSignal): Promise<Page<Evaluation>> {
  return client.list<Evaluation>(EVALUATIONS_PATH, params, { signal });
}

export function createEvaluation(client: ApiClient, payload: EvaluationCreate): Promise<JsonLd<Evaluation>> {
  return client.post<JsonLd<Evaluation>>(EVALUATIONS_PATH, payload);
}

export function deleteEvaluation(client: ApiClient, id: number): Promise<void> {
  return client.delete(`${EVALUATIONS_PATH}/${id}`);
}

export function listObservations(client: ApiClient, params: QueryParams, signal?: AbortSignal): Promise<Page<Observation>> {
  return client.list<Observation>(OBSERVATIONS_PATH, params, { signal });
}

/** `GET /observations/{id}`: one observation, read again before it is edited. */
export function getObservation(client: ApiClient, id: number, signal?: AbortSignal): Promise<JsonLd<Observation>> {
  return client.get<JsonLd<Observation>>(`${OBSERVATIONS_PATH}/${id}`, undefined, { signal });
}

export function createObservation(client: ApiClient, payload: ObservationCreate): Promise<JsonLd<Observation>> {
  return client.post<JsonLd<Observation>>(OBSERVATIONS_PATH, payload);
}

export function updateObservation(client: ApiClient, id: number, content: string): Promise<JsonLd<Observation>> {
  return client.patch<JsonLd<Observation>>(`${OBSERVATIONS_PATH}/${id}`, { content });
}

export function deleteObservation(client: ApiClient, id: number): Promise<void> {
  return client.delete(`${OBSERVATIONS_PATH}/${id}`);
}

export function listServiceJournals(client: ApiClient, params: QueryParams, signal?: AbortSignal): Promise<Page<ServiceJournal>> {
  return client.list<ServiceJournal>(JOURNALS_PATH, params, { signal });
}

/** Bulk `POST /student-tracking/service-journals`. */
export function createServiceJournals(client: ApiClient, payload: ServiceJournalBulk): Promise<Page<ServiceJournal>> {
  return client.post<{ 'hydra:member': JsonLd<ServiceJournal>[]; 'hydra:totalItems': number }>(JOURNALS_PATH, payload).then((body) => ({
    items: body['hydra:member'],
    total: body['hydra:totalItems'],
  }));
}

export function updateServiceJournal(client: ApiClient, id: number, patch: ServiceJournalPatch): Promise<JsonLd<ServiceJournal>> {
  return client.patch<JsonLd<ServiceJournal>>(`${JOURNALS_PATH}/${id}`, patch);
}

/** `PATCH /student-tracking/service-journals-used/{id}`. */
export function markServiceJournalUsed(client: ApiClient, id: number, used: boolean): Promise<JsonLd<ServiceJournal>> {
  return client.patch<JsonLd<ServiceJournal>>(`/student-tracking/service-journals-used/${id}`, { used });
}

export function listAvailability(client: ApiClient, learnerId: number, signal?: AbortSignal): Promise<Page<AvailabilitySchedule>> {
  return client.list<AvailabilitySchedule>(AVAILABILITY_PATH, { learner: learnerId }, { signal });
}

export function createAvailability(client: ApiClient, payload: AvailabilityCreate): Promise<JsonLd<AvailabilitySchedule>> {
  return client.post<JsonLd<AvailabilitySchedule>>(AVAILABILITY_PATH, payload);
}

export function updateAvailability(client: ApiClient, id: number, patch: AvailabilityPatch): Promise<JsonLd<AvailabilitySchedule>> {
  return client.patch<JsonLd<AvailabilitySchedule>>(`${AVAILABILITY_PATH}/${id}`, patch);
}

export function listDocuments(client: ApiClient, params: QueryParams, signal?: AbortSignal): Promise<Page<LearnerDocument>> {
  return client.list<LearnerDocument>(DOCUMENTS_PATH, params, { signal });
}

export function listDocumentTypes(client: ApiClient, signal?: AbortSignal): Promise<Page<DocumentType>> {
  return client.list<DocumentType>(DOCUMENT_TYPES_PATH, { itemsPerPage: 100 }, { signal });
}

/** `GET /contracts/contract-document-by-type/{category}` (B, C, C1, D, D1, A1, A2), with what the learner provided. */
export function listCategoryDocuments(client: ApiClient, category: string, learnerId?: number, signal?: AbortSignal): Promise<Page<CategoryDocument>> {
  return client.list<CategoryDocument>(`${CATEGORY_DOCUMENTS_PATH}/${encodeURIComponent(category)}`, learnerId ? { learner: learnerId } : {}, { signal });
}

export interface DocumentUpload {
  learner: number;
  documentType: number;
  title: string;
  training: number | null;
  file: File;
}

/** Multipart `POST /document/document-upload`. */
export function uploadDocument(client: ApiClient, upload: DocumentUpload): Promise<JsonLd<LearnerDocument>> {
  const form = new FormData();
  form.set('learner', String(upload.learner));
  form.set('documentType', String(upload.documentType));
  form.set('title', upload.title);
  if (upload.training !== null) form.set('training', String(upload.training));
  form.set('file', upload.file);
  return client.upload<JsonLd<LearnerDocument>>('/document/document-upload', form);
}

/** Multipart `POST /document/document-replace`. */
export function replaceDocument(client: ApiClient, id: number, file: File, title?: string): Promise<JsonLd<LearnerDocument>> {
  const form = new FormData();
  form.set('id', String(id));
  if (title) form.set('title', title);
  form.set('file', file);
  return client.upload<JsonLd<LearnerDocument>>('/document/document-replace', form);
}

export function deleteDocument(client: ApiClient, id: number): Promise<void> {
  return client.delete(`/document/document-delete/${id}`);
}

export function downloadDocument(client: ApiClient, document: LearnerDocument): Promise<DownloadedFile> {
  return client.download(document.file.url);
}

export function getInvitation(client: ApiClient, learnerId: number, signal?: AbortSignal): Promise<InvitationState> {
  return client.get<InvitationState>(`${INVITATIONS_PATH}/${learnerId}`, undefined, { signal });
}

/** `POST /learner-invitations/{id}`: e-mails the one-time link; `sentAt` once the SMTP server took it. */
export function inviteLearner(client: ApiClient, learnerId: number): Promise<InvitationSent> {
  return client.post<InvitationSent>(`${INVITATIONS_PATH}/${learnerId}`, {});
}

/** `DELETE /learner-invitations/{id}`: his link stops working and every session of his ends. */
export function revokeInvitation(client: ApiClient, learnerId: number): Promise<void> {
  return client.delete(`${INVITATIONS_PATH}/${learnerId}`);
}
