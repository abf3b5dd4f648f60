import type { DeclaredArea } from '../../core/routes/types';
import { REVIEW_SOLUTION_ROUTES } from '../platform/review-solution';
import { LOGIN_ROUTES } from '../../auth/login';
import { STATE_API_ROUTES } from '../../auth/state-api';
import { PROJECT_VERSION_ROUTES } from '../../auth/project-versions';
import { USER_ROUTES } from '../../auth/users';
import { LINK_ROUTES } from '../platform/links';
import { TUTORIAL_ROUTES } from '../platform/tutorials';
import { NOTIFICATION_ROUTES } from '../platform/notifications';
import { SETTING_ROUTES } from '../platform/settings';
import { PROFILE_ROUTES } from '../users/profile';
import { ASSET_ROUTES } from '../users/assets';
import { IMPORT_ROUTES } from '../data-transfer/imports';
import { DATA_EXPORT_ROUTES } from '../data-transfer/data-exports';

/** The platform and profile area: sign-in and session, the user's profile, platform links, tutorials, notifications and settings, imports and exports (the API's self-description joins it in declarations.ts). */
export const PLATFORM_AREA: DeclaredArea = {
  area: 'Plateforme et profil',
  routes: [
    ...REVIEW_SOLUTION_ROUTES,
    ...LOGIN_ROUTES,
    ...STATE_API_ROUTES,
    ...PROJECT_VERSION_ROUTES,
    ...USER_ROUTES,
    ...LINK_ROUTES,
    ...TUTORIAL_ROUTES,
    ...NOTIFICATION_ROUTES,
    ...SETTING_ROUTES,
    ...PROFILE_ROUTES,
    ...ASSET_ROUTES,
    ...IMPORT_ROUTES,
    ...DATA_EXPORT_ROUTES,
  ],
};
