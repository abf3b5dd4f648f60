import { useEffect, useRef } from 'react';
import { isHttpError } from '../../../shared/api/http-error';
import { authenticate } from '../../../shared/auth/api';
import { useNavigate } from '../../../shared/router/context';
import { useSearchParams } from '../../../shared/router/search-params';
import { signIn, signOut } from '../../../shared/session/store';
import { useApiClient } from '../../../shared/swr/ApiProvider';
import { Spinner } from '../../../shared/ui/Spinner';
import { AuthCard } from '../components/AuthCard';
import { landingPath } from '../landing';
import { authMessages, loginFailureOf } from '../messages';
import { AUTH_PATHS } from '../paths';
import { serviceId, useAuthSettings } from '../settings';

/** Login answer refused for this account (spec part 1 §6). */
const LOGIN_REFUSED_STATUS = 405;

/**
 * /auth/loading?ticket=ST-…: exchanges the service ticket (POST /auth), stores the session and goes to
 * the landing page; 405 → /auth/not-allowed; any other failure signs out and returns to /auth/login
 * (saying why when the organisation's sign-on did not answer or answered nonsense: 503, 502).
 */
export default function Loading() {
  const client = useApiClient();
  const settings = useAuthSettings();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const ticket = params.get('ticket');
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const fail = (status?: number) => {
      signOut();
      navigate(`${AUTH_PATHS.login}?failed=${(status !== undefined && loginFailureOf(status)) || '1'}`, { replace: true });
    };
    if (!ticket) {
      fail();
      return;
    }
    authenticate(client, { serviceId: serviceId(settings), ticket }).then(
      (auth) => {
        signIn(auth);
        navigate(landingPath(auth.user), { replace: true });
      },
      (error: unknown) => {
        if (isHttpError(error) && error.status === LOGIN_REFUSED_STATUS) {
          signOut();
          navigate(AUTH_PATHS.notAllowed, { replace: true });
        } else {
          fail(isHttpError(error) ? error.status : undefined);
        }
      },
    );
  }, [client, settings, navigate, ticket]);

  return (
    <AuthCard title={authMessages.loadingTitle}>
      <Spinner size={24} label={authMessages.loading} />
      <p>{authMessages.loading}</p>
    </AuthCard>
  );
}
