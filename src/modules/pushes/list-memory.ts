import type { ListSort } from '../../shared/list/listState';

/**
 * The push list's saved search and sort (spec part 2 §7: « restored from local storage »): saved
 * whenever they change, restored when the screen opens without any in its URL.
 */
export const PUSH_LIST_STORAGE_KEY = 'volant.pushes.list';

export interface SavedPushQuery {
  search: string;
  sort: ListSort | null;
}

const SORTABLE = ['createdAt', 'startDate', 'endDate', 'title', 'status', 'recipient', 'sentAt'];

/** The saved query, or null when nothing valid is stored. */
export function readSavedPushQuery(storage: Pick<Storage, 'getItem'>): SavedPushQuery | null {
  let raw: string | null;
  try {
    raw = storage.getItem(PUSH_LIST_STORAGE_KEY);
  } catch {
    return null;
  }
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as { search?: unknown; sort?: { field?: unknown; order?: unknown } | null };
    const search = typeof value.search === 'string' ? value.search.slice(0, 200) : '';
    const field = value.sort?.field;
    const order = value.sort?.order;
    const sort: ListSort | null =
      typeof field === 'string' && SORTABLE.includes(field) && (order === 'asc' || order === 'desc') ? { field, order } : null;
    return search || sort ? { search, sort } : null;
  } catch {
    return null;
  }
}

/** Saves the query (an empty one removes the entry); a full or unavailable storage is ignored. */
export function savePushQuery(storage: Pick<Storage, 'setItem' | 'removeItem'>, query: SavedPushQuery): void {
  try {
    if (!query.search && !query.sort) storage.removeItem(PUSH_LIST_STORAGE_KEY);
    else storage.setItem(PUSH_LIST_STORAGE_KEY, JSON.stringify(query));
  } catch {
    // Saving the list state is a comfort: a storage error is not the user's problem.
  }
}

/** The URL updates that restore a saved query (`simplesearch`, `order[field]`). */
export function restoreUpdates(saved: SavedPushQuery): Record<string, string> {
  const updates: Record<string, string> = {};
  if (saved.search) updates.simplesearch = saved.search;
  if (saved.sort) updates[`order[${saved.sort.field}]`] = saved.sort.order;
  return updates;
}
