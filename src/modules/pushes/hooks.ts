import { useEffect, useRef } from 'react';
import useSWR from 'swr';
import { errorMessage } from '../../shared/alerts/report';
import type { ApiClient } from '../../shared/api/client';
import { DEFAULT_PAGE_SIZE } from '../../shared/constants';
import { useListController } from '../../shared/list/useListController';
import { useSearchParams } from '../../shared/router/search-params';
import { useSessionUser } from '../../shared/session/useSessionUser';
import { useApiClient } from '../../shared/swr/ApiProvider';
import { useMutation, type MutationOptions } from '../../shared/swr/useMutation';
import { createGroupPushes, createPush, deletePush, listPushDeliveries, listPushes, pushAction, PUSHES_PATH, updatePush } from './api';
import { readSavedPushQuery, restoreUpdates, savePushQuery, type SavedPushQuery } from './list-memory';
import { pushMessages } from './messages';
import type { PushBulkCreate, PushCreate, PushPatch } from './schema';
import { setPushError } from './store';
import type { Push, PushAction } from './types';
import { pushKeys } from './keys';

/** Filters of the list, with the API's names (spec part 2 §7). */
export const PUSH_FILTERS = ['status', 'startDate[after]', 'endDate[before]'] as const;

function browserStorage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/**
 * The push list: page, sort, search and filters in the URL; the search and the sort are also saved in
 * local storage and restored when the screen opens without them.
 */
export function usePushList() {
  const client = useApiClient();
  const user = useSessionUser();
  const [params, setParams] = useSearchParams();
  const list = useListController<Push>({
    resource: PUSHES_PATH,
    fetchPage: (query, signal) => listPushes(client, query, signal),
    defaults: { itemsPerPage: DEFAULT_PAGE_SIZE },
    filterNames: PUSH_FILTERS,
    query: user ? { structureId: user.structure.id } : {},
  });

  /** undefined: not decided yet; a saved query: being restored; null: nothing (left) to restore. */
  const pending = useRef<SavedPushQuery | null | undefined>(undefined);
  useEffect(() => {
    if (pending.current !== undefined) return;
    const storage = browserStorage();
    const inUrl = params.has('simplesearch') || [...params.keys()].some((key) => key.startsWith('order['));
    const saved = storage && !inUrl ? readSavedPushQuery(storage) : null;
    pending.current = saved;
    if (saved) setParams(restoreUpdates(saved), { replace: true });
  }, [params, setParams]);

  const sortKey = list.sort ? `${list.sort.field}:${list.sort.order}` : '';
  useEffect(() => {
    const saved = pending.current;
    if (saved === undefined) return;
    if (saved !== null) {
      const restored = list.search === saved.search && (saved.sort ? sortKey === `${saved.sort.field}:${saved.sort.order}` : sortKey === '');
      if (!restored) return;
      pending.current = null;
    }
    const storage = browserStorage();
    if (storage) savePushQuery(storage, { search: list.search, sort: list.sort });
    // list.sort is read through sortKey (a new object each render).
  }, [list.search, sortKey]);

  return list;
}

/** A push write: success text, list revalidation, and its failure kept for its action. */
function useTrackedMutation<A extends unknown[], R>(action: PushAction, run: (client: ApiClient, ...args: A) => Promise<R>, success: MutationOptions<R>['success']) {
  const mutation = useMutation(run, { success, fallbackError: pushMessages.errors[action], revalidate: [PUSHES_PATH] });
  return {
    ...mutation,
    run: async (...args: A) => {
      const result = await mutation.run(...args);
      if (result.ok) setPushError(action, null);
      else if (!(result.error instanceof Error && result.error.name === 'AbortError')) {
        setPushError(action, result.violations.length > 0 ? pushMessages.errors[action] : errorMessage(result.error, pushMessages.errors[action]));
      }
      return result;
    },
  };
}

export function useCreatePush() {
  return useTrackedMutation('create', (client, payload: PushCreate) => createPush(client, payload), pushMessages.success.create);
}

export function useCreateGroupPushes() {
  return useTrackedMutation('create', (client, payload: PushBulkCreate) => createGroupPushes(client, payload), (page) => pushMessages.success.createMany(page.items.length));
}

export function useUpdatePush() {
  return useTrackedMutation('update', (client, id: number, patch: PushPatch) => updatePush(client, id, patch), pushMessages.success.update);
}

export function useSendPush() {
  return useTrackedMutation('send', (client, id: number) => pushAction(client, id, 'send'), pushMessages.success.send);
}

export function useRelaunchPush() {
  return useTrackedMutation('relaunch', (client, id: number) => pushAction(client, id, 'relaunch'), pushMessages.success.relaunch);
}

export function useDuplicatePush() {
  return useTrackedMutation('duplicate', (client, id: number) => pushAction(client, id, 'duplicate'), pushMessages.success.duplicate);
}

export function useDeletePush() {
  return useTrackedMutation('delete', (client, id: number) => deletePush(client, id), pushMessages.success.delete);
}

/** The delivery log of a push (50 per page). */
export function usePushDeliveries(pushId: number, page: number) {
  const client = useApiClient();
  return useSWR(pushKeys.deliveries(pushId, page), ([, q]) => listPushDeliveries(client, pushId, q));
}
