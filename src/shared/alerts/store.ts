import { proxy } from 'valtio/vanilla';
import { SUCCESS_ALERT_DISMISS_MS } from '../constants';
import { onSignOut } from '../session/store';

export type AlertTone = 'success' | 'danger' | 'warning' | 'info';

export interface Alert {
  id: number;
  tone: AlertTone;
  message: string;
}

/** The alert area of the shell (spec part 1 §2). */
export const alertsState = proxy<{ alerts: Alert[] }>({ alerts: [] });

let lastId = 0;
const dismissTimers = new Map<number, ReturnType<typeof setTimeout>>();

/** Shows an alert (an identical one already shown is not repeated); success alerts go away after 5 s. */
export function pushAlert(tone: AlertTone, message: string): number {
  const shown = alertsState.alerts.find((alert) => alert.tone === tone && alert.message === message);
  if (shown) return shown.id;
  lastId += 1;
  const id = lastId;
  alertsState.alerts.push({ id, tone, message });
  if (tone === 'success') dismissTimers.set(id, setTimeout(() => dismissAlert(id), SUCCESS_ALERT_DISMISS_MS));
  return id;
}

export function dismissAlert(id: number): void {
  clearTimeout(dismissTimers.get(id));
  dismissTimers.delete(id);
  const index = alertsState.alerts.findIndex((alert) => alert.id === id);
  if (index >= 0) alertsState.alerts.splice(index, 1);
}

export function clearAlerts(): void {
  for (const timer of dismissTimers.values()) clearTimeout(timer);
  dismissTimers.clear();
  alertsState.alerts.splice(0);
}

onSignOut(clearAlerts);
