import useSWR from 'swr';
import { useListController } from '../../../shared/list/useListController';
import { useSessionUser } from '../../../shared/session/useSessionUser';
import { useApiClient } from '../../../shared/swr/ApiProvider';
import { useMutation } from '../../../shared/swr/useMutation';
import { createLearner, deleteLearner, getLearner, listLearnerRecords, updateLearner } from '../api';
import { learnerKeys, LEARNER_READS } from '../keys';
import { learnersMessages as m } from '../messages';
import { learnerListOptions } from '../routes';
import type { LearnerPatch } from '../schema';
import type { Learner } from '../types';

// The learner list (`/apprenants`) and the record's frame: reading, creating, changing, archiving a learner.

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
  return useSWR(id === null ? null : learnerKeys.record(id), () => getLearner(client, id!));
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
