import { useSyncExternalStore } from 'react';
import { shellMessages } from '../messages';
import * as styles from './OfflineNotice.css';

function subscribe(notify: () => void): () => void {
  window.addEventListener('online', notify);
  window.addEventListener('offline', notify);
  return () => {
    window.removeEventListener('online', notify);
    window.removeEventListener('offline', notify);
  };
}

/** A notice while the browser is offline. */
export function OfflineNotice() {
  const online = useSyncExternalStore(subscribe, () => navigator.onLine, () => true);
  if (online) return null;
  return (
    <div className={styles.notice} role="status">
      {shellMessages.offline}
    </div>
  );
}
