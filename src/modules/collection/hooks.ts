import useSWR from 'swr';
import { DEFAULT_PAGE_SIZE } from '../../shared/constants';
import { useListController } from '../../shared/list/useListController';
import { agencyScope } from '../../shared/session/agency-scope';
import { useSessionUser } from '../../shared/session/useSessionUser';
import { useApiClient } from '../../shared/swr/ApiProvider';
import { useMutation } from '../../shared/swr/useMutation';
import { BATCHES_PATH, createBatch, createMandate, importReturns, listBatches, listMandates, MANDATES_PATH, revokeMandate } from './api';
import { collectionKeys } from './keys';
import { collectionMessages as m } from './messages';
import type { SepaBatch } from './types';

/** A learner's mandates, newest first (at most 100: a learner has a few). */
export function useLearnerMandates(learnerId: number) {
  const client = useApiClient();
  const query = { learner: learnerId, itemsPerPage: 100 };
  return useSWR(collectionKeys.mandates(query), ([, params]) => listMandates(client, params));
}

export function useCreateMandate() {
  return useMutation(createMandate, { success: m.mandates.created, fallbackError: m.mandates.createError, revalidate: [MANDATES_PATH] });
}

export function useRevokeMandate() {
  return useMutation(revokeMandate, { success: m.mandates.revoked, fallbackError: m.mandates.revokeError, revalidate: [MANDATES_PATH] });
}

/** The batches of the user's agencies, newest first. */
export function useBatchList() {
  const client = useApiClient();
  const user = useSessionUser();
  return useListController<SepaBatch>({
    resource: BATCHES_PATH,
    fetchPage: (query, signal) => listBatches(client, query, signal),
    defaults: { itemsPerPage: DEFAULT_PAGE_SIZE },
    query: user ? agencyScope(user) : {},
  });
}

export function useCreateBatch() {
  return useMutation(createBatch, { success: m.batches.created, fallbackError: m.batches.createError, revalidate: [BATCHES_PATH, MANDATES_PATH] });
}

/** Reads a pain.002 file chosen by the user; the mandates (revoked after a final reason) are read again. */
export function useImportReturns() {
  return useMutation((client, file: File) => file.text().then((text) => importReturns(client, { file: text })), {
    success: (answer) => m.returns.done(answer.rejected, answer.represented, answer.overdue, answer.unknown.length),
    fallbackError: m.returns.error,
    revalidate: [BATCHES_PATH, MANDATES_PATH],
  });
}
