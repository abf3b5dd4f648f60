import { ConnectionIndicator } from '../../../shared/connection/ConnectionIndicator';
import { Link } from '../../../shared/router/Link';
import { useAntsIndicator } from '../hooks';
import { antsMessages } from '../messages';
import { antsHrefs } from '../routes';
import * as styles from './AntsNavbarIndicator.css';

/** The ANTS connection indicator of the navbar; opens the connection tab. */
export default function AntsNavbarIndicator() {
  const { status, loading, detail } = useAntsIndicator();
  if (status === 6 && !loading) return null;
  return (
    <Link to={antsHrefs.tab('connexion')} className={styles.link}>
      <ConnectionIndicator service={antsMessages.indicatorService} status={status} loading={loading} detail={detail} compactOnSmallScreen />
    </Link>
  );
}
