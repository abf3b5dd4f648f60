import { createContext, useContext } from 'react';
import { AUTH_PATHS } from './paths';

/** What the authentication screens need from the deployment (the shell provides it). */
export interface AuthSettings {
  /** Base URL of the single sign-on (`ssoUrl` of /config.json). */
  ssoUrl: string;
  /** Origin of the back office (`window.location.origin`). */
  origin: string;
  /** Leaves the application for an external page (the browser's `location.assign`). */
  leave: (url: string) => void;
}

const AuthSettingsContext = createContext<AuthSettings | null>(null);

export const AuthSettingsProvider = AuthSettingsContext.Provider;

export function useAuthSettings(): AuthSettings {
  const settings = useContext(AuthSettingsContext);
  if (!settings) throw new Error('useAuthSettings must be used inside <AuthSettingsProvider>');
  return settings;
}

/** The service the SSO sends its tickets back to (also the serviceId of POST /auth). */
export function serviceId(settings: Pick<AuthSettings, 'origin'>): string {
  return `${settings.origin}${AUTH_PATHS.loading}`;
}

/** The SSO login page for this back office. */
export function ssoLoginUrl(settings: Pick<AuthSettings, 'ssoUrl' | 'origin'>): string {
  return `${settings.ssoUrl}/login?service=${encodeURIComponent(serviceId(settings))}`;
}

/** The SSO logout, which comes back to the login screen with its confirmation. */
export function ssoLogoutUrl(settings: Pick<AuthSettings, 'ssoUrl' | 'origin'>): string {
  return `${settings.ssoUrl}/logout?service=${encodeURIComponent(`${settings.origin}${AUTH_PATHS.login}?loggedOut=1`)}`;
}
