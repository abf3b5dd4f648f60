import useSWR from 'swr';
import type { QueryParams } from '../../shared/api/query';
import { pushAlert } from '../../shared/alerts/store';
import { useCan } from '../../shared/auth/usePermissions';
import { connectionIndicator, isLiveSession } from '../../shared/connection/indicator';
import { useSessionClock } from '../../shared/connection/useSessionClock';
import { DEFAULT_PAGE_SIZE } from '../../shared/constants';
import { useListController } from '../../shared/list/useListController';
import { agencyScope } from '../../shared/session/agency-scope';
import { useSessionUser } from '../../shared/session/useSessionUser';
import { useApiClient } from '../../shared/swr/ApiProvider';
import { useMutation } from '../../shared/swr/useMutation';
import { connectDsr, disconnectDsr, DSR_GATEWAY_PATH, getDsrGateway, getLivretDashboard, LESSON_SLOTS_PATH, LIVRET_DASHBOARD_PATH, listLessonErrorTypes, listLessonSlots, sendLessonSlot } from './api';
import { dsrMessages, lessonErrorTypeLabels } from './messages';
import type { LessonSlot } from './types';
import { dsrGatewayKeys } from './keys';

const GATEWAY_REFRESH_MS = 60_000;

/** Filters of the lesson-slot list kept in the URL (spec part 2 §7). */
export const LESSON_SLOT_FILTERS = ['agency', 'lessonType', 'training', 'errorType', 'status', 'duration[gte]', 'duration[lte]', 'slot.date[after]', 'slot.date[before]'] as const;

/**
 * The gateway mode and sessions (`GET /state-api/agencies`), re-read every minute. `allSessions`
 * asks for the agencies' sessions whatever the mode (the connection screen), otherwise the server
 * answers the sessions of the structure's mode (the indicator).
 */
export function useDsrGateway(allSessions = false) {
  const client = useApiClient();
  const user = useSessionUser();
  const canView = useCan('isAccessDSRGateway', 'isAccessDashboards', 'isConnectToDSRGateway');
  const params = user ? { structure: user.structure.id, ...(allSessions ? { isGlobal: false } : {}) } : null;
  const key = canView && params ? dsrGatewayKeys.gateway(params) : null;
  const swr = useSWR(key, ([, params]) => getDsrGateway(client, params), { refreshInterval: GATEWAY_REFRESH_MS });
  return { canView, gateway: swr.data, isLoading: swr.isLoading, error: swr.error as Error | undefined, refresh: () => swr.mutate() };
}

/** The navbar indicator of the gateway (spec part 1 §4). */
export function useDsrIndicator() {
  const { canView, gateway, isLoading } = useDsrGateway();
  const now = useSessionClock(gateway?.sessions);
  const status = connectionIndicator({ service: 'gateway', mode: gateway?.modeDSR ?? 0, sessions: gateway?.sessions, notApplicable: !canView, now });
  const counted = gateway ? (gateway.modeDSR === 1 ? gateway.sessions : gateway.sessions.filter((s) => s.type !== 'principal')) : [];
  return {
    status,
    loading: canView && isLoading && !gateway,
    detail: gateway ? dsrMessages.indicatorDetail(counted.filter((s) => isLiveSession(s, now)).length, counted.length) : undefined,
  };
}

export function useConnectDsr() {
  return useMutation(connectDsr, { success: dsrMessages.connected, fallbackError: dsrMessages.connectError, revalidate: [DSR_GATEWAY_PATH] });
}

export function useDisconnectDsr() {
  return useMutation(disconnectDsr, { success: dsrMessages.disconnected, fallbackError: dsrMessages.disconnectError, revalidate: [DSR_GATEWAY_PATH] });
}

/** Lesson slots sent to the platform: filters, search, sort (default slot date then start time, descending) and page in the URL. */
export function useLessonSlotList() {
  const client = useApiClient();
  const user = useSessionUser();
  return useListController<LessonSlot>({
    resource: LESSON_SLOTS_PATH,
    fetchPage: (query, signal) => listLessonSlots(client, query, signal),
    defaults: { itemsPerPage: DEFAULT_PAGE_SIZE },
    filterNames: LESSON_SLOT_FILTERS,
    query: user ? agencyScope(user) : {},
  });
}

export function useLessonErrorTypes() {
  const client = useApiClient();
  return useSWR(dsrGatewayKeys.lessonErrorTypes(), () => listLessonErrorTypes(client));
}

/** Sends a refused lesson again; says whether the platform accepted it this time. */
export function useSendLessonSlot() {
  const mutation = useMutation(sendLessonSlot, {
    success: (slot) => (slot.status === 1 ? dsrMessages.resent : null),
    fallbackError: dsrMessages.resendError,
    revalidate: [LESSON_SLOTS_PATH, LIVRET_DASHBOARD_PATH],
  });
  return {
    ...mutation,
    run: async (id: number) => {
      const result = await mutation.run(id);
      if (result.ok && result.value.status === 0) {
        pushAlert('warning', dsrMessages.stillRefused(result.value.errorType ? lessonErrorTypeLabels[result.value.errorType] : ''));
      }
      return result;
    },
  };
}

export function useLivretDashboard(params: QueryParams) {
  const client = useApiClient();
  const user = useSessionUser();
  const query: QueryParams = { ...(user ? agencyScope(user) : {}), ...params };
  return useSWR(dsrGatewayKeys.livretDashboard(query), ([, q]) => getLivretDashboard(client, q));
}
