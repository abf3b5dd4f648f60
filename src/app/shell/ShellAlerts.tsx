import { lazy, Suspense } from 'react';
import { useSnapshot } from 'valtio';
import { alertsState, dismissAlert } from '../../shared/alerts/store';

// Loaded with the signed-in chrome (./chrome) or the first alert: the login screen shows none.
const AlertArea = lazy(() => import('./chrome').then((m) => ({ default: m.AlertArea })));

/** The alert area of the shell, fed by pushAlert/reportError from every area. */
export function ShellAlerts() {
  const { alerts } = useSnapshot(alertsState);
  if (alerts.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <AlertArea alerts={alerts} onDismiss={(id) => dismissAlert(Number(id))} />
    </Suspense>
  );
}
