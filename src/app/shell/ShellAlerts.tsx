import { useSnapshot } from 'valtio';
import { alertsState, dismissAlert } from '../../shared/alerts/store';
import { AlertArea } from '../../shared/ui/AlertArea';

/** The alert area of the shell, fed by pushAlert/reportError from every area. */
export function ShellAlerts() {
  const { alerts } = useSnapshot(alertsState);
  return <AlertArea alerts={alerts} onDismiss={(id) => dismissAlert(Number(id))} />;
}
