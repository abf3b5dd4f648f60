import { Button } from '../../../shared/ui/Button';
import { AuthCard } from '../components/AuthCard';
import { authMessages } from '../messages';
import { ssoLogoutUrl, useAuthSettings } from '../settings';

/** /auth/not-allowed: the login was refused (405); the way back closes the SSO session first. */
export default function NotAllowed() {
  const settings = useAuthSettings();
  return (
    <AuthCard title={authMessages.notAllowedTitle}>
      <p role="alert">{authMessages.notAllowed}</p>
      <Button tone="primary" onClick={() => settings.leave(ssoLogoutUrl(settings))}>
        {authMessages.backToLogin}
      </Button>
    </AuthCard>
  );
}
