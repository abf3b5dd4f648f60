import useSWR from 'swr';
import { useApiClient } from '../../../shared/swr/ApiProvider';
import { useMutation } from '../../../shared/swr/useMutation';
import {
  createObservation,
  createServiceJournals,
  deleteObservation,
  DETAILS_PATH,
  getLearnerHours,
  getObservation,
  HOURS_PATH,
  JOURNALS_PATH,
  listObservations,
  listServiceJournals,
  markServiceJournalUsed,
  OBSERVATIONS_PATH,
  updateObservation,
  updateServiceJournal,
} from '../api';
import { learnerKeys } from '../keys';
import { learnersMessages as m } from '../messages';
import type { ServiceJournalPatch } from '../schema';

// The record's tracking tab: hours, observations and service journals.

export function useLearnerHours(id: number) {
  const client = useApiClient();
  return useSWR(learnerKeys.hours(id), () => getLearnerHours(client, id));
}

export function useObservations(learnerId: number) {
  const client = useApiClient();
  return useSWR(learnerKeys.observations(learnerId), ([, params]) => listObservations(client, params));
}

/** One observation by id (`GET /observations/{id}`): a colleague may have changed it since the list was read. */
export function useObservation(id: number) {
  const client = useApiClient();
  return useSWR(learnerKeys.observation(id), ([, observationId]) => getObservation(client, observationId));
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
  return useSWR(learnerKeys.serviceJournals(learnerId), ([, params]) => listServiceJournals(client, params));
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
