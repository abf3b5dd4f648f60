import { useEffect } from 'react';
import { useSearchParams } from '../../../shared/router/search-params';
import { Button } from '../../../shared/ui/Button';
import { Spinner } from '../../../shared/ui/Spinner';
import { AuthCard } from '../components/AuthCard';
import { isLoggingOut } from '../logout';
import { authMessages, loginFailedMessage } from '../messages';
import { ssoLoginUrl, useAuthSettings } from '../settings';

/**
 * /auth/login: straight to the SSO, unless the user just logged out (confirmation and a button) or a
 * sign-in just failed (message and a button, so a failing server never loops through the SSO).
 */
export default function Login() {
  const settings = useAuthSettings();
  const [params] = useSearchParams();
  const loggedOut = params.get('loggedOut') === '1';
  const failure = params.get('failed');
  const failed = failure !== null;
  const target = ssoLoginUrl(settings);
  const stay = loggedOut || failed;

  useEffect(() => {
    if (!stay && !isLoggingOut()) settings.leave(target);
  }, [stay, settings, target]);

  if (!stay) {
    return (
      <AuthCard title={authMessages.loginTitle}>
        <Spinner />
        <p role="status">{authMessages.redirecting}</p>
      </AuthCard>
    );
  }
  return (
    <AuthCard title={authMessages.loginTitle}>
      <p role={failed ? 'alert' : 'status'}>{failure !== null ? loginFailedMessage(failure) : authMessages.loggedOut}</p>
      <Button tone="primary" onClick={() => settings.leave(target)} autoFocus>
        {authMessages.signIn}
      </Button>
    </AuthCard>
  );
}
