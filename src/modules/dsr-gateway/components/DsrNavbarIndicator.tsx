import { ConnectionIndicator } from '../../../shared/connection/ConnectionIndicator';
import { Link } from '../../../shared/router/Link';
import { useDsrIndicator } from '../hooks';
import { dsrMessages } from '../messages';
import { dsrHrefs } from '../routes';
import * as styles from './DsrNavbarIndicator.css';

/** The gateway connection indicator of the navbar; opens the connection tab. */
export default function DsrNavbarIndicator() {
  const { status, loading, detail } = useDsrIndicator();
  if (status === 6 && !loading) return null;
  return (
    <Link to={dsrHrefs.tab('connexion')} className={styles.link}>
      <ConnectionIndicator service={dsrMessages.indicatorService} status={status} loading={loading} detail={detail} compactOnSmallScreen />
    </Link>
  );
}
