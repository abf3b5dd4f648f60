import type { ModuleDescriptor } from '../../shared/module/types';
import { authRoutes } from './routes';

export { AuthSettingsProvider, ssoLoginUrl, ssoLogoutUrl, type AuthSettings } from './settings';
export { landingPath } from './landing';
export { logout } from './logout';
export { authMessages } from './messages';
export { AUTH_PATHS } from './paths';

export const authModule: ModuleDescriptor = { id: 'auth', routes: authRoutes };
