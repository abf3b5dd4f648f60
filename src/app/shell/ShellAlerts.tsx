import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { alertsState, dismissAlert, setAlertScreen } from '../../shared/alerts/store';
import { useLocation } from '../../shared/router/context';
import { useChunk } from '../platform/chunk';
import { chromeChunk } from './chromeChunk';

/** The alert area of the shell, fed by pushAlert/reportError from every area. */
export function ShellAlerts() {
  const { alerts } = useSnapshot(alertsState);
  const { pathname } = useLocation();
  useEffect(() => setAlertScreen(pathname), [pathname]);
  // Loaded with the signed-in chrome (./chrome) or for the first alert: the login screen shows none.
  const chrome = useChunk(chromeChunk, alerts.length > 0);
  if (alerts.length === 0 || !chrome) return null;
  return <chrome.AlertArea alerts={alerts} onDismiss={(id) => dismissAlert(Number(id))} />;
}
