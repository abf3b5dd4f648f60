import { useCallback } from 'react';
import { pushAlert } from '../../../shared/alerts/store';
import { useRouteParams } from '../../../shared/router/route-params';
import { useNavigate } from '../../../shared/router/context';
import { signOut } from '../../../shared/session/store';
import { useApiClient } from '../../../shared/swr/ApiProvider';
import { PublicQuotationView } from '../components/PublicQuotationView';
import { quotationMessages as m } from '../messages';

/**
 * `/devis/{uuid}`: the public quotation page, no login, no navbar or sidebar. An unknown uuid shows
 * 'Ce devis est introuvable', then logs out and goes to `/auth/login` (spec part 1 §8).
 */
export default function PublicQuotationPage() {
  const { uuid = '' } = useRouteParams();
  const client = useApiClient();
  const navigate = useNavigate();
  const onNotFound = useCallback(() => {
    signOut();
    pushAlert('danger', m.notFound);
    navigate('/auth/login', { replace: true });
  }, [navigate]);
  return <PublicQuotationView client={client} uuid={uuid} onNotFound={onNotFound} />;
}
