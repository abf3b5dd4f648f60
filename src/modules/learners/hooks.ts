import { useCallback, useEffect, useState } from 'react';
import { reportError } from '../../shared/alerts/report';
import useSWR from 'swr';
import { useCan } from '../../shared/auth/usePermissions';
import { useAgencyApplicationOptions } from '../../shared/references/hooks';
import type { AgencyApplicationOption, TrainingApplicationOption } from '../../shared/references/types';
import { useListController } from '../../shared/list/useListController';
import { useSessionUser } from '../../shared/session/useSessionUser';
import { useApiClient } from '../../shared/swr/ApiProvider';
import { useMutation } from '../../shared/swr/useMutation';
import { useMailSentText } from '../../shared/mail/hooks';
import {
  listOnboardedTrainingFields,
  TRAINING_FIELDS_FILTERED_PATH,
  APPLICATION_REGISTRATIONS_PATH,
  AVAILABILITY_PATH,
  CATEGORY_DOCUMENTS_PATH,
  createApplicationRegistration,
  createAvailability,
  createEvaluation,
  createLearner,
  createObservation,
  createRegistration,
  createServiceJournals,
  deleteApplicationRegistration,
  deleteDocument,
  deleteEvaluation,
  deleteLearner,
  downloadDocument,
  deleteObservation,
  getObservation,
  DETAILS_PATH,
  DOCUMENT_TYPES_PATH,
  DOCUMENTS_PATH,
  EVALUATIONS_PATH,
  getLearner,
  getLearnerDetails,
  getLearnerHours,
  getLearnerPhoto,
  HOURS_PATH,
  JOURNALS_PATH,
  LEARNERS_PATH,
  learnerPath,
  listApplicationRegistrations,
  listAvailability,
  listCategoryDocuments,
  listDocuments,
  listDocumentTypes,
  listEvaluations,
  listLearnerRecords,
  listObservations,
  listServiceJournals,
  markServiceJournalUsed,
  OBSERVATIONS_PATH,
  PHOTO_PATH,
  replaceDocument,
  sendSurveyLink,
  updateAvailability,
  updateLearner,
  updateObservation,
  updateRegistration,
  updateServiceJournal,
  uploadDocument,
  uploadLearnerPhoto,
  type DocumentUpload,
} from './api';
import { learnersMessages as m } from './messages';
import { TRAINING_FIELDS_PAGE_SIZE } from '../../shared/constants';
import { learnerListOptions } from './routes';
import type { AvailabilityCreate, AvailabilityPatch, LearnerPatch, RegistrationPatch, ServiceJournalPatch } from './schema';
import type { ApplicationRegistration, Learner, LearnerDocument } from './types';


/** Everything a learner change can alter: the record, its summary lists, hours and details. */
const LEARNER_READS = [LEARNERS_PATH, DETAILS_PATH, HOURS_PATH];

/**
 * The learner list (`/apprenants`): archived=0 by default, search, sort, filters and paging in the
 * URL, scoped to the user's agencies (all with isConfigGeneral, else the selected one).
 */
export function useLearnerList() {
  const client = useApiClient();
  const user = useSessionUser();
  return useListController<Learner>({
    ...learnerListOptions(user),
    fetchPage: (query, signal) => listLearnerRecords(client, query, signal),
  });
}

export function useLearner(id: number | null) {
  const client = useApiClient();
  return useSWR(id === null ? null : [learnerPath(id)], () => getLearner(client, id!));
}

export function useLearnerHours(id: number) {
  const client = useApiClient();
  return useSWR([`${HOURS_PATH}/${id}`], () => getLearnerHours(client, id));
}

export function useLearnerDetails(id: number) {
  const client = useApiClient();
  return useSWR([`${DETAILS_PATH}/${id}`], () => getLearnerDetails(client, id));
}

/**
 * The object URL of a learner's photo (fetched with the token), revoked when it changes or the
 * component goes; null while loading, without photo or when the structure has photos off.
 */
export function usePhotoUrl(learner: Pick<Learner, 'id' | 'photo' | 'updatedAt'> | null, allowed: boolean): string | null {
  const client = useApiClient();
  const key = learner?.photo && allowed ? `${PHOTO_PATH}/${learner.id}?v=${learner.updatedAt}` : null;
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!key || !learner) {
      setUrl(null);
      return;
    }
    const controller = new AbortController();
    let created: string | null = null;
    getLearnerPhoto(client, learner.id, controller.signal)
      .then((file) => {
        created = URL.createObjectURL(file.blob);
        setUrl(created);
      })
      .catch(() => setUrl(null));
    return () => {
      controller.abort();
      if (created) URL.revokeObjectURL(created);
    };
    // The key holds the learner and its version.
  }, [key, client]);
  return url;
}

export function useCreateLearner() {
  return useMutation(createLearner, { success: m.created, fallbackError: m.createError, revalidate: LEARNER_READS });
}

export function useUpdateLearner() {
  return useMutation((client, id: number, patch: LearnerPatch) => updateLearner(client, id, patch), {
    success: m.saved,
    fallbackError: m.updateError,
    revalidate: LEARNER_READS,
  });
}

/** Archives through `PATCH /learner-archive/{id}` (the payload only sets archived=true). */
export function useArchiveLearner() {
  return useMutation((client, id: number) => updateLearner(client, id, { archived: true }), {
    success: m.archived,
    fallbackError: m.archiveError,
    revalidate: LEARNER_READS,
  });
}

export function useRestoreLearner() {
  return useMutation((client, id: number) => updateLearner(client, id, { archived: false }), {
    success: m.restored,
    fallbackError: m.updateError,
    revalidate: LEARNER_READS,
  });
}

export function useDeleteLearner() {
  return useMutation((client, id: number) => deleteLearner(client, id), { success: m.deleted, fallbackError: m.deleteError, revalidate: LEARNER_READS });
}

/**
 * Changes the current training. Spec part 2 §5: it needs the learners-modify permission; without it
 * nothing happens (no call, no alert).
 */
export function useChangeCurrentTraining() {
  const allowed = useCan('isModifyLearners');
  const mutation = useUpdateLearner();
  return {
    allowed,
    busy: mutation.busy,
    run: async (learnerId: number, training: number) => (allowed ? mutation.run(learnerId, { training }) : null),
  };
}

export function useSendSurveyLink() {
  const sentText = useMailSentText(m.surveySent);
  return useMutation((client, learnerId: number) => sendSurveyLink(client, learnerId), {
    success: sentText,
    fallbackError: m.surveyError,
    revalidate: LEARNER_READS,
  });
}

export function useUploadPhoto() {
  return useMutation((client, learnerId: number, file: File) => uploadLearnerPhoto(client, learnerId, file), {
    success: m.photoSaved,
    fallbackError: m.photoError,
    revalidate: [LEARNERS_PATH],
  });
}

/** The specialities a learner of `agency` may be registered to: those of the trainings the agency offers. */
export function useOnboardedTrainingFields(agency: number | null) {
  const client = useApiClient();
  return useSWR(agency === null ? null : ([TRAINING_FIELDS_FILTERED_PATH, { agency, itemsPerPage: TRAINING_FIELDS_PAGE_SIZE }] as const), ([, params]) =>
    listOnboardedTrainingFields(client, params),
  );
}

export function useCreateRegistration() {
  return useMutation(createRegistration, { success: m.registrationCreated, fallbackError: m.registrationError, revalidate: LEARNER_READS });
}

export function useUpdateRegistration() {
  return useMutation((client, id: number, patch: RegistrationPatch) => updateRegistration(client, id, patch), {
    success: m.saved,
    fallbackError: m.registrationError,
    revalidate: LEARNER_READS,
  });
}

/** A learner's registrations to applications (all of them: an agency has a handful of applications). */
export function useApplicationRegistrations(learnerId: number) {
  const client = useApiClient();
  return useSWR([APPLICATION_REGISTRATIONS_PATH, { learner: learnerId, itemsPerPage: 100 }] as const, ([, params]) => listApplicationRegistrations(client, params));
}

export function useCreateApplicationRegistration() {
  return useMutation(createApplicationRegistration, {
    success: m.applicationRegistered,
    fallbackError: m.applicationError,
    revalidate: [APPLICATION_REGISTRATIONS_PATH],
  });
}

export function useDeleteApplicationRegistration() {
  return useMutation((client, id: number) => deleteApplicationRegistration(client, id), {
    success: m.applicationUnregistered,
    fallbackError: m.applicationError,
    revalidate: [APPLICATION_REGISTRATIONS_PATH],
  });
}

/** An application (and training, for those that work per training) the learner may be registered to. */
export interface ApplicationChoice {
  key: string;
  application: number;
  training: number | null;
  label: string;
}

/**
 * What the learner may still be registered to: the applications switched on for their agency as a
 * whole; for those that work per training, once per training of the learner switched on too.
 */
export function applicationChoices(
  learner: Pick<Learner, 'agencytraininglearners'>,
  applications: readonly AgencyApplicationOption[],
  trainingApplications: readonly TrainingApplicationOption[],
  registrations: readonly Pick<ApplicationRegistration, 'application' | 'training'>[],
): ApplicationChoice[] {
  const taken = new Set(registrations.map((r) => `${r.application.id}:${r.training?.id ?? ''}`));
  const choices: ApplicationChoice[] = [];
  for (const app of applications) {
    if (!app.isActive) continue;
    if (!app.perTraining) {
      choices.push({ key: `${app.id}:`, application: app.id, training: null, label: app.name });
      continue;
    }
    for (const { training } of learner.agencytraininglearners) {
      const on = trainingApplications.some((t) => t.isActive && t.application.id === app.id && t.training?.id === training.id);
      if (on) choices.push({ key: `${app.id}:${training.id}`, application: app.id, training: training.id, label: `${app.name} — ${training.name}` });
    }
  }
  return choices.filter((c) => !taken.has(c.key));
}

/** The learner's applications, what is left to register to, and the agency's applications' load state. */
export function useLearnerApplications(learner: Learner) {
  const registrations = useApplicationRegistrations(learner.id);
  const offer = useAgencyApplicationOptions(learner.agency.id);
  const allowed = useCan('isModifyLearners');
  const items = registrations.data?.items;
  const choices = items && offer.applications && offer.trainingApplications ? applicationChoices(learner, offer.applications, offer.trainingApplications, items) : [];
  return {
    items: items ?? [],
    choices,
    allowed,
    isLoading: registrations.isLoading,
    choicesLoading: offer.isLoading,
    choicesError: offer.error,
    error: registrations.error as unknown,
    refresh: () => registrations.mutate(),
  };
}

export function useEvaluations(learnerId: number) {
  const client = useApiClient();
  return useSWR([EVALUATIONS_PATH, { learner: learnerId }] as const, ([, params]) => listEvaluations(client, params));
}

export function useCreateEvaluation() {
  return useMutation(createEvaluation, { success: m.evaluationCreated, fallbackError: m.evaluationError, revalidate: [EVALUATIONS_PATH, ...LEARNER_READS] });
}

export function useDeleteEvaluation() {
  return useMutation((client, id: number) => deleteEvaluation(client, id), {
    success: m.evaluationDeleted,
    fallbackError: m.evaluationError,
    revalidate: [EVALUATIONS_PATH, ...LEARNER_READS],
  });
}

export function useObservations(learnerId: number) {
  const client = useApiClient();
  return useSWR([OBSERVATIONS_PATH, { learner: learnerId, itemsPerPage: 1000 }] as const, ([, params]) => listObservations(client, params));
}

/** One observation by id (`GET /observations/{id}`): a colleague may have changed it since the list was read. */
export function useObservation(id: number) {
  const client = useApiClient();
  return useSWR([OBSERVATIONS_PATH, id] as const, ([, observationId]) => getObservation(client, observationId));
}

export function useCreateObservation() {
  return useMutation(createObservation, { success: m.observationCreated, fallbackError: m.observationError, revalidate: [OBSERVATIONS_PATH, DETAILS_PATH] });
}

export function useUpdateObservation() {
  return useMutation((client, id: number, content: string) => updateObservation(client, id, content), {
    success: m.saved,
    fallbackError: m.observationError,
    revalidate: [OBSERVATIONS_PATH],
  });
}

export function useDeleteObservation() {
  return useMutation((client, id: number) => deleteObservation(client, id), {
    success: m.observationDeleted,
    fallbackError: m.observationError,
    revalidate: [OBSERVATIONS_PATH, DETAILS_PATH],
  });
}

export function useServiceJournals(learnerId: number) {
  const client = useApiClient();
  return useSWR([JOURNALS_PATH, { learner: learnerId, itemsPerPage: 5000 }] as const, ([, params]) => listServiceJournals(client, params));
}

export function useCreateServiceJournals() {
  return useMutation(createServiceJournals, {
    success: (page) => m.journalsCreated(page.total),
    fallbackError: m.journalError,
    revalidate: [JOURNALS_PATH, HOURS_PATH, DETAILS_PATH],
  });
}

export function useUpdateServiceJournal() {
  return useMutation((client, id: number, patch: ServiceJournalPatch) => updateServiceJournal(client, id, patch), {
    success: m.saved,
    fallbackError: m.journalError,
    revalidate: [JOURNALS_PATH, HOURS_PATH],
  });
}

export function useMarkServiceJournalUsed() {
  return useMutation((client, id: number, used: boolean) => markServiceJournalUsed(client, id, used), {
    fallbackError: m.journalError,
    revalidate: [JOURNALS_PATH, HOURS_PATH],
  });
}

export function useAvailability(learnerId: number) {
  const client = useApiClient();
  return useSWR([AVAILABILITY_PATH, { learner: learnerId }] as const, () => listAvailability(client, learnerId));
}

/** Creates the learner's schedule, or updates it when it exists. */
export function useSaveAvailability() {
  return useMutation(
    (client, existingId: number | null, payload: AvailabilityCreate) => {
      if (existingId === null) return createAvailability(client, payload);
      const patch: AvailabilityPatch = { period: payload.period, schedules: payload.schedules };
      return updateAvailability(client, existingId, patch);
    },
    { success: m.saved, fallbackError: m.availabilityError, revalidate: [AVAILABILITY_PATH] },
  );
}

export function useDocuments(learnerId: number) {
  const client = useApiClient();
  return useSWR([DOCUMENTS_PATH, { learner: learnerId, itemsPerPage: 1000 }] as const, ([, params]) => listDocuments(client, params));
}

export function useDocumentTypes() {
  const client = useApiClient();
  return useSWR([DOCUMENT_TYPES_PATH], () => listDocumentTypes(client));
}

/** The documents a licence category needs, with what the learner already provided. */
export function useCategoryDocuments(category: string | null, learnerId: number) {
  const client = useApiClient();
  return useSWR(category ? [`${CATEGORY_DOCUMENTS_PATH}/${category}`, learnerId] : null, () => listCategoryDocuments(client, category!, learnerId));
}

const DOCUMENT_READS = [DOCUMENTS_PATH, CATEGORY_DOCUMENTS_PATH, DETAILS_PATH];

export function useUploadDocument() {
  return useMutation((client, upload: DocumentUpload) => uploadDocument(client, upload), {
    success: m.documentUploaded,
    fallbackError: m.documentError,
    revalidate: DOCUMENT_READS,
  });
}

export function useReplaceDocument() {
  return useMutation((client, id: number, file: File, title?: string) => replaceDocument(client, id, file, title), {
    success: m.documentReplaced,
    fallbackError: m.documentError,
    revalidate: DOCUMENT_READS,
  });
}

export function useDeleteDocument() {
  return useMutation((client, id: number) => deleteDocument(client, id), {
    success: m.documentDeleted,
    fallbackError: m.documentError,
    revalidate: DOCUMENT_READS,
  });
}

/** Opens a document's file in a new tab (fetched with the token, then shown from an object URL). */
export function useOpenDocument() {
  const client = useApiClient();
  return useCallback(
    async (document: LearnerDocument) => {
      try {
        const file = await downloadDocument(client, document);
        const url = URL.createObjectURL(file.blob);
        window.open(url, '_blank', 'noopener');
        setTimeout(() => URL.revokeObjectURL(url), 60_000);
      } catch (error) {
        reportError(error, m.documentError);
      }
    },
    [client],
  );
}
