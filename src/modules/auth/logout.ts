import type { ApiClient } from '../../shared/api/client';
import { logoutServer } from '../../shared/auth/api';
import { subscribe } from 'valtio/vanilla';
import { sessionState, signOut } from '../../shared/session/store';
import { ssoLogoutUrl, type AuthSettings } from './settings';

/**
 * Logout: signs out locally first (storage cleared, every area reset, so no screen calls the API with
 * a session about to close), then closes the server session with the token it had (a failure does not
 * keep the user in), then leaves for the SSO logout, which returns to /auth/login?loggedOut=1.
 */
export async function logout(client: ApiClient, settings: AuthSettings): Promise<void> {
  const token = sessionState.session?.token;
  loggingOut = true;
  signOut();
  if (token) {
    try {
      await logoutServer(client, token);
    } catch (error) {
      console.error('The server session could not be closed', error);
    }
  }
  settings.leave(ssoLogoutUrl(settings));
}

// Until the next sign-in: the page is leaving for the SSO logout, and a login screen that renders
// meanwhile (even after the leave, on a slow machine) must not send the browser elsewhere.
let loggingOut = false;
subscribe(sessionState, () => {
  if (sessionState.session) loggingOut = false;
});

/**
 * True while a logout runs: signing out sends the shell to /auth/login, whose screen must not leave
 * for the SSO login meanwhile (it would race the SSO logout; the login screen is in the first load,
 * so it mounts before the server has answered).
 */
export const isLoggingOut = () => loggingOut;
