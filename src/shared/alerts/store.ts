import { proxy } from 'valtio/vanilla';
import { SUCCESS_ALERT_DISMISS_MS } from '../constants';
import { onSignOut } from '../session/store';

export type AlertTone = 'success' | 'danger' | 'warning' | 'info';

export interface Alert {
  id: number;
  tone: AlertTone;
  message: string;
  /** The screen (path) the alert was raised on. */
  screen: string;
  /** How many times it was raised while shown (an identical alert counts here instead of stacking). */
  count: number;
}

/** At most this many alerts at once: a new one pushes out the oldest (the stack never buries the page). */
export const MAX_ALERTS = 3;

/** The alert area of the shell (spec part 1 §2), and the screen now shown (set by the shell). */
export const alertsState = proxy<{ alerts: Alert[]; screen: string }>({ alerts: [], screen: '' });

let lastId = 0;
const dismissTimers = new Map<number, ReturnType<typeof setTimeout>>();

/** The shell tells the store which screen is shown, so a success can clear that screen's older errors. */
export function setAlertScreen(screen: string): void {
  alertsState.screen = screen;
}

/**
 * Shows an alert; success alerts go away after 5 s. An identical alert already shown is not stacked: it
 * counts one more time and comes back as the newest (a success's 5 s start again), so a repeated
 * refusal is seen to be repeated. A success replaces the errors and warnings raised earlier on the same
 * screen (they are outdated: the action now went through), and the stack keeps the MAX_ALERTS newest.
 */
export function pushAlert(tone: AlertTone, message: string): number {
  const index = alertsState.alerts.findIndex((alert) => alert.tone === tone && alert.message === message);
  if (index >= 0) {
    const [shown] = alertsState.alerts.splice(index, 1);
    shown!.count += 1;
    alertsState.alerts.push(shown!);
    if (tone === 'success') armDismiss(shown!.id);
    return shown!.id;
  }
  const screen = alertsState.screen;
  if (tone === 'success') {
    for (const old of alertsState.alerts.filter((alert) => alert.screen === screen && (alert.tone === 'danger' || alert.tone === 'warning'))) dismissAlert(old.id);
  }
  lastId += 1;
  const id = lastId;
  alertsState.alerts.push({ id, tone, message, screen, count: 1 });
  if (tone === 'success') armDismiss(id);
  while (alertsState.alerts.length > MAX_ALERTS) dismissAlert(alertsState.alerts[0]!.id);
  return id;
}

function armDismiss(id: number): void {
  clearTimeout(dismissTimers.get(id));
  dismissTimers.set(id, setTimeout(() => dismissAlert(id), SUCCESS_ALERT_DISMISS_MS));
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
