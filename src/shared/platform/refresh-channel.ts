/**
 * The cross-tab refresh message of the back office (spec part 1 §2): modules post it when the planning
 * changes; the shell (src/app/platform/broadcast.ts) listens to it on the planning routes.
 */
export const REFRESH_CHANNEL = 'volant';
export const REFRESH_MESSAGE = 'refresh';

/** Tells the other tabs to refresh (the sending tab does not receive its own message). */
export function broadcastRefresh(): void {
  if (typeof BroadcastChannel === 'undefined') return;
  const channel = new BroadcastChannel(REFRESH_CHANNEL);
  channel.postMessage({ type: REFRESH_MESSAGE });
  channel.close();
}
