import useSWR from 'swr';
import { DEFAULT_PAGE_SIZE } from '../../shared/constants';
import { useListController } from '../../shared/list/useListController';
import { agencyScope } from '../../shared/session/agency-scope';
import { useSessionUser } from '../../shared/session/useSessionUser';
import { useApiClient } from '../../shared/swr/ApiProvider';
import { useMutation } from '../../shared/swr/useMutation';
import { useMailSentText } from '../../shared/mail/hooks';
import { createNotice, createRequest, listNotices, listReasons, listRequests, NOTICES_PATH, remind, reportNotice, REQUESTS_PATH } from './api';
import { noticesMessages as m } from './messages';
import type { Notice, NoticeRequest } from './types';
import { noticeKeys } from './keys';

export const REQUEST_FILTERS = ['agency', 'requestDate[after]', 'requestDate[before]', 'status', 'noticeStatus'] as const;
export const NOTICE_FILTERS = ['agency', 'verified'] as const;

/** The requests, newest request first (spec part 2 §9), with agency, date bounds, status[] and noticeStatus[]. */
export function useRequestList() {
  const client = useApiClient();
  const user = useSessionUser();
  return useListController<NoticeRequest>({
    resource: REQUESTS_PATH,
    fetchPage: (query, signal) => listRequests(client, query, signal),
    defaults: { itemsPerPage: DEFAULT_PAGE_SIZE, sort: { field: 'requestDate', order: 'desc' } },
    filterNames: REQUEST_FILTERS,
    query: user ? agencyScope(user) : {},
  });
}

/** The notices of the structure (structureId), filtered by verified (0/1) and agency. */
export function useNoticeList() {
  const client = useApiClient();
  const user = useSessionUser();
  return useListController<Notice>({
    resource: NOTICES_PATH,
    fetchPage: (query, signal) => listNotices(client, query, signal),
    defaults: { itemsPerPage: DEFAULT_PAGE_SIZE },
    filterNames: NOTICE_FILTERS,
    query: user ? { structureId: user.structure.id, ...agencyScope(user) } : {},
  });
}

export function useReasons() {
  const client = useApiClient();
  return useSWR(noticeKeys.reasons(), () => listReasons(client));
}

export function useCreateRequest() {
  const sentText = useMailSentText(m.requested);
  return useMutation((client, learnerId: number) => createRequest(client, learnerId), { success: sentText, fallbackError: m.requestError, revalidate: [REQUESTS_PATH] });
}

export function useRemind() {
  const sentText = useMailSentText(m.reminded);
  return useMutation((client, requestId: number) => remind(client, requestId), { success: sentText, fallbackError: m.remindError, revalidate: [REQUESTS_PATH] });
}

export function useCreateNotice() {
  return useMutation(createNotice, { success: m.created, fallbackError: m.createError, revalidate: [NOTICES_PATH] });
}

export function useReportNotice() {
  return useMutation(reportNotice, { success: m.reported, fallbackError: m.reportError, revalidate: [NOTICES_PATH] });
}
