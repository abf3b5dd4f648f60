/**
 * The cross-tab refresh message of the back office (spec part 1 §2): modules post it when the planning
 * changes; the shell (src/app/platform/broadcast.ts) listens to it on the planning routes.
 */
export const REFRESH_CHANNEL = 'volant';
export const REFRESH_MESSAGE = 'refresh';

/**
 * This tab's id: every BroadcastChannel object of a name receives the others' messages, including
 * those of the same tab, so the message names its sender and the tab ignores its own.
 */
export const TAB_ID = Math.random().toString(36).slice(2) + Date.now().toString(36);

/** True for a message this tab posted itself. */
export function isOwnMessage(data: unknown): boolean {
  return typeof data === 'object' && data !== null && (data as { source?: unknown }).source === TAB_ID;
}

/** Tells the other tabs to refresh. */
export function broadcastRefresh(): void {
  if (typeof BroadcastChannel === 'undefined') return;
  const channel = new BroadcastChannel(REFRESH_CHANNEL);
  channel.postMessage({ type: REFRESH_MESSAGE, source: TAB_ID });
  channel.close();
}
