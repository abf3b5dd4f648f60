import useSWR from 'swr';
import { useSnapshot } from 'valtio';
import type { ApiClient } from '../../shared/api/client';
import { HttpError, isHttpError } from '../../shared/api/http-error';
import type { QueryParams } from '../../shared/api/query';
import { pushAlert } from '../../shared/alerts/store';
import { useCan } from '../../shared/auth/usePermissions';
import { connectionIndicator } from '../../shared/connection/indicator';
import { useSessionClock } from '../../shared/connection/useSessionClock';
import { DEFAULT_PAGE_SIZE } from '../../shared/constants';
import { useListController } from '../../shared/list/useListController';
import { useStructure } from '../../shared/references/hooks';
import { agencyScope, chosenAgencyFilter } from '../../shared/session/agency-scope';
import { useSessionUser } from '../../shared/session/useSessionUser';
import { useApiClient } from '../../shared/swr/ApiProvider';
import { useMutation, type MutationOptions } from '../../shared/swr/useMutation';
import { addAntsPjPage, ANTS_PATH, authenticateAnts, createAntsDraft, deleteAntsDemande, disconnectAnts, getAntsRequest, getAntsStatistics, LEARNERS_ANTS_PATH, listAntsAgencies, listAntsRequests, listLearnersToRegister, patchAntsRequest, submitAntsDemande, syncAntsDemandes } from './api';
import { liveConnections } from './connections';
import { antsAuthenticationErrorText, isAntsAuthenticationFailure, isAntsSessionError } from './errors';
import { antsMessages } from './messages';
import { setAntsExpired, antsStore } from './store';
import type { AntsRequest } from './types';
import { antsKeys } from './keys';

/** Connections are re-read every minute so that an expiring session shows in the indicator. */
const CONNECTIONS_REFRESH_MS = 60_000;

/** The structure's ANTS mode and its connections (`GET /ants/agencies` with isGlobal from modeANTS). */
export function useAntsConnections() {
  const client = useApiClient();
  const user = useSessionUser();
  const canView = useCan('isViewANTS');
  const structure = useStructure();
  const mode = structure.data?.modeANTS;
  const key = canView && user && mode !== undefined ? antsKeys.connections(user.structure.id, mode === 1) : null;
  const swr = useSWR(key, ([, params]) => listAntsAgencies(client, params), { refreshInterval: CONNECTIONS_REFRESH_MS });
  return {
    canView,
    mode,
    connections: swr.data?.items,
    isLoading: structure.isLoading || swr.isLoading,
    error: (structure.error ?? swr.error) as Error | undefined,
    refresh: () => swr.mutate(),
  };
}

/** The navbar indicator of ANTS (spec part 1 §4). */
export function useAntsIndicator() {
  const { canView, mode, connections, isLoading } = useAntsConnections();
  const { expired } = useSnapshot(antsStore);
  const now = useSessionClock(connections);
  const status = connectionIndicator({ service: 'ants', mode: mode ?? 0, sessions: connections, expired, notApplicable: !canView, now });
  const live = liveConnections(connections, now).length;
  const total = mode === 1 ? 1 : (connections ?? []).filter((c) => c.type !== 'principal').length;
  return {
    status,
    loading: canView && isLoading && connections === undefined,
    detail: connections ? antsMessages.indicatorDetail(expired ? 0 : Math.min(live, total), total) : undefined,
  };
}

/**
 * An ANTS call with the standard handling plus the session rule of spec part 2 §4, §8: an answer about
 * an expired or unknown session shows 'Votre session ANTS a expiré. Veuillez vous reconnecter.' and
 * sets the expired flag; a success clears it.
 */
function useAntsMutation<A extends unknown[], R>(action: (client: ApiClient, ...args: A) => Promise<R>, options: MutationOptions<R>) {
  return useMutation(async (client: ApiClient, ...args: A) => {
    try {
      const value = await action(client, ...args);
      setAntsExpired(false);
      return value;
    } catch (error) {
      if (isAntsSessionError(error)) {
        setAntsExpired(true);
        throw new HttpError(isHttpError(error) ? error.status : 409, { detail: antsMessages.sessionExpired });
      }
      throw error;
    }
  }, options);
}

const AUTH_FAILURE_STATUSES = [400, 500, 502, 503];

/** `POST /ants/authenticate` with the spec's success texts and error rule (part 1 §5, §8). */
export function useAntsAuthenticate() {
  const mutation = useMutation(authenticateAnts, {
    success: (value) => (isAntsAuthenticationFailure(value) ? null : value.connection.type === 'principal' ? antsMessages.userConnected : antsMessages.agencyConnected),
    fallbackError: antsMessages.authenticationError,
    revalidate: [ANTS_PATH],
    report: { silentStatuses: AUTH_FAILURE_STATUSES },
  });
  return {
    ...mutation,
    run: async (...args: Parameters<typeof mutation.run>) => {
      const result = await mutation.run(...args);
      if (result.ok && isAntsAuthenticationFailure(result.value)) {
        pushAlert('danger', antsAuthenticationErrorText(result.value));
        return { ok: false as const, error: result.value, violations: [] };
      }
      if (result.ok) setAntsExpired(false);
      else if (isHttpError(result.error) && AUTH_FAILURE_STATUSES.includes(result.error.status)) {
        pushAlert('danger', antsAuthenticationErrorText(result.error.body));
      }
      return result;
    },
  };
}

export function useAntsDisconnect() {
  return useMutation(disconnectAnts, { success: antsMessages.disconnected, fallbackError: antsMessages.disconnectError, revalidate: [ANTS_PATH] });
}

/** The request list: status and agency filters, search, sort and page in the URL (10 per page). */
export function useAntsRequestList() {
  const client = useApiClient();
  const user = useSessionUser();
  return useListController<AntsRequest>({
    resource: ANTS_PATH,
    fetchPage: (query, signal) => listAntsRequests(client, query, signal),
    defaults: { itemsPerPage: DEFAULT_PAGE_SIZE, sort: { field: 'updatedAt', order: 'desc' } },
    filterNames: ['status', 'agency'],
    query: user ? agencyScope(user) : {},
  });
}

/** The counters of the statistics (spec part 2 §3) for the agencies the list shows. */
export function useAntsStatistics(agency: string | undefined) {
  const client = useApiClient();
  const user = useSessionUser();
  const scope: QueryParams = agency ? { agency } : user ? chosenAgencyFilter(user) : {};
  return useSWR(antsKeys.statistics(scope), ([, params]) => getAntsStatistics(client, params));
}

export function useAntsRequest(id: number | null) {
  const client = useApiClient();
  return useSWR(id === null ? null : antsKeys.request(id), ([, requestId]) => getAntsRequest(client, requestId));
}

/** Learners to register (`GET /learners/ants`), searched for the draft form. */
export function useLearnersToRegister(search: string) {
  const client = useApiClient();
  const user = useSessionUser();
  const params: QueryParams = { itemsPerPage: 10, simplesearch: search.trim() || undefined, ...(user ? chosenAgencyFilter(user) : {}) };
  return useSWR(antsKeys.learnersToRegister(params), ([, query]) => listLearnersToRegister(client, query));
}

const REVALIDATE = [ANTS_PATH, LEARNERS_ANTS_PATH];

export function useCreateAntsDraft() {
  return useAntsMutation(createAntsDraft, { success: antsMessages.draftCreated, fallbackError: antsMessages.draftCreateError, revalidate: REVALIDATE });
}

export function useUpdateAntsDraft() {
  return useAntsMutation((client, id: number, patch: Parameters<typeof patchAntsRequest>[2]) => patchAntsRequest(client, id, patch), {
    success: antsMessages.draftUpdated,
    fallbackError: antsMessages.draftUpdateError,
    revalidate: REVALIDATE,
  });
}

/** Attaches (a learner id) or detaches (null) the learner of a request. */
export function useAttachAntsLearner() {
  return useMutation((client, id: number, learner: number | null) => patchAntsRequest(client, id, { learner }), {
    success: (value) => (value.learner ? antsMessages.learnerAttached : antsMessages.learnerDetached),
    fallbackError: antsMessages.attachError,
    revalidate: REVALIDATE,
  });
}

export function useSubmitAntsDemande() {
  return useAntsMutation(submitAntsDemande, { success: antsMessages.submitted, fallbackError: antsMessages.submitError, revalidate: REVALIDATE });
}

export function useDeleteAntsDemande() {
  return useAntsMutation(deleteAntsDemande, { success: antsMessages.deleted, fallbackError: antsMessages.deleteError, revalidate: REVALIDATE });
}

export function useAddAntsPjPage() {
  return useAntsMutation(addAntsPjPage, { success: antsMessages.pageAdded, fallbackError: antsMessages.pageError, revalidate: [ANTS_PATH] });
}

/** Synchronises every live session (one in mode 1, one per connected agency otherwise). */
export function useAntsSync() {
  return useAntsMutation(
    async (client, sessions: readonly string[]) => {
      let changedRequests = 0;
      for (const idSession of sessions) changedRequests += (await syncAntsDemandes(client, idSession)).changedRequests;
      return { changedRequests };
    },
    { success: (value) => antsMessages.synced(value.changedRequests), fallbackError: antsMessages.syncError, revalidate: REVALIDATE },
  );
}
