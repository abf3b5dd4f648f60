import { useCallback, useState } from 'react';
import { useRouteParams } from '../../../shared/router/route-params';
import { Link } from '../../../shared/router/Link';
import { signOut } from '../../../shared/session/store';
import { useApiClient } from '../../../shared/swr/ApiProvider';
import { PageHeader } from '../../../shared/ui';
import { PublicQuotationView } from '../components/PublicQuotationView';
import * as styles from '../components/PublicQuotationView.css';
import { quotationMessages as m } from '../messages';

/**
 * `/devis/{uuid}`: the public quotation page, no login, no navbar or sidebar. An unknown uuid shows
 * 'Ce devis est introuvable' and logs out (spec part 1 §8); the page stays, so that the learner who
 * followed the link can read it, and offers the way to the login page instead of leaving at once.
 */
export default function PublicQuotationPage() {
  const { uuid = '' } = useRouteParams();
  const client = useApiClient();
  const [notFound, setNotFound] = useState(false);
  const onNotFound = useCallback(() => {
    signOut();
    setNotFound(true);
  }, []);
  if (notFound) {
    return (
      <div className={styles.page}>
        <PageHeader title={m.notFound} subtitle={m.publicNotFound.hint} />
        <p>
          <Link to="/auth/login" replace>{m.publicNotFound.toLogin}</Link>
        </p>
      </div>
    );
  }
  return <PublicQuotationView client={client} uuid={uuid} onNotFound={onNotFound} />;
}
