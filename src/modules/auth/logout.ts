import type { ApiClient } from '../../shared/api/client';
import { logoutServer } from '../../shared/auth/api';
import { signOut } from '../../shared/session/store';
import { ssoLogoutUrl, type AuthSettings } from './settings';

/**
 * Logout: closes the server session (a failure does not keep the user in), signs out (storage
 * cleared, every area reset), then leaves for the SSO logout, which returns to /auth/login?loggedOut=1.
 */
export async function logout(client: ApiClient, settings: AuthSettings): Promise<void> {
  try {
    await logoutServer(client);
  } catch (error) {
    console.error('The server session could not be closed', error);
  }
  signOut();
  settings.leave(ssoLogoutUrl(settings));
}
