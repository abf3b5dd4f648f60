import { isOwnMessage, REFRESH_CHANNEL, REFRESH_MESSAGE } from '../../shared/platform/refresh-channel';
import { isPlanningRoute } from '../navigation/menu';

/** The cross-tab channel of the back office and its refresh message (spec part 1 §2), shared with the modules that post it. */
export { broadcastRefresh, REFRESH_CHANNEL, REFRESH_MESSAGE } from '../../shared/platform/refresh-channel';

export function isRefreshMessage(data: unknown): boolean {
  return data === REFRESH_MESSAGE || (typeof data === 'object' && data !== null && (data as { type?: unknown }).type === REFRESH_MESSAGE);
}

export interface RefreshHandlers {
  pathname: () => string;
  /** Drops the cached planning data. */
  clearPlanning: () => void;
  goToRole: () => void;
}

/**
 * Listens to the cross-tab refresh message: received on a planning route, the cached planning data is
 * cleared and the user is sent to /role. Returns `stop`; a browser without BroadcastChannel does nothing.
 */
export function listenToRefresh(handlers: RefreshHandlers): () => void {
  if (typeof BroadcastChannel === 'undefined') return () => undefined;
  const channel = new BroadcastChannel(REFRESH_CHANNEL);
  channel.onmessage = (event: MessageEvent) => {
    if (!isRefreshMessage(event.data) || isOwnMessage(event.data) || !isPlanningRoute(handlers.pathname())) return;
    handlers.clearPlanning();
    handlers.goToRole();
  };
  return () => channel.close();
}
