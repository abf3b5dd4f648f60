import { lazy, Suspense, useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { alertsState, dismissAlert, setAlertScreen } from '../../shared/alerts/store';
import { useLocation } from '../../shared/router/context';

// Loaded with the signed-in chrome (./chrome) or the first alert: the login screen shows none.
const AlertArea = lazy(() => import('./chrome').then((m) => ({ default: m.AlertArea })));

/** The alert area of the shell, fed by pushAlert/reportError from every area. */
export function ShellAlerts() {
  const { alerts } = useSnapshot(alertsState);
  const { pathname } = useLocation();
  useEffect(() => setAlertScreen(pathname), [pathname]);
  if (alerts.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <AlertArea alerts={alerts} onDismiss={(id) => dismissAlert(Number(id))} />
    </Suspense>
  );
}
