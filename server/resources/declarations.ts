import { LOGIN_ROUTES } from '../auth/login';
import { PROJECT_VERSION_ROUTES } from '../auth/project-versions';
import { STATE_API_ROUTES } from '../auth/state-api';
import { USER_ROUTES } from '../auth/users';
import { selfDescriptionRoutes } from '../core/docs/routes';
import type { RouteDeclaration } from '../core/routes/types';
import { AGENCY_SETTING_ROUTES } from './account-setup/agency-settings';
import { ONBOARDING_APPLICATION_ROUTES } from './account-setup/onboarding-applications';
import { ONBOARDING_TRAINING_ROUTES } from './account-setup/onboarding-trainings';
import { AGENCY_ROUTES } from './agencies/agencies';
import { AGENCY_CONFIG_ROUTES } from './agencies/agency-config';
import { STRUCTURE_SETTING_ROUTES } from './agencies/structure-settings';
import { STRUCTURE_ROUTES } from './agencies/structures';
import { DATA_EXPORT_ROUTES } from './data-transfer/data-exports';
import { IMPORT_ROUTES } from './data-transfer/imports';
import { LEARNER_BILL_ROUTES } from './bills/learner-bills';
import { BILLABLE_LEARNER_ROUTES } from './learners/billable';
import { LEARNER_ROUTES } from './learners/learners';
import { LINK_ROUTES } from './platform/links';
import { NOTIFICATION_ROUTES } from './platform/notifications';
import { SETTING_ROUTES } from './platform/settings';
import { TUTORIAL_ROUTES } from './platform/tutorials';
import { ROLE_ACCOUNT_ROUTES } from './roles/accounts';
import { AUTHORIZATION_ROUTES } from './roles/authorizations';
import { AGENCY_TEAM_MEMBER_ROUTES } from './users/agency-team-members';
import { TEAM_MEMBER_ROUTES } from './users/team-members';
import { ASSET_ROUTES } from './users/assets';
import { PROFILE_ROUTES } from './users/profile';
import { TVA_ROUTES } from './vat/tvas';

/**
 * The declared routes of each area (server/core/routes/): mounted by registerResources, entered in
 * the permission table under their area, documented by /api/docs.jsonld and /api/docs.json. A
 * resource converted from a hand-wired router adds its declarations here.
 */
const RESOURCE_AREAS: ReadonlyArray<{ area: string; routes: readonly RouteDeclaration[] }> = [
  { area: 'Comptabilité', routes: [...TVA_ROUTES, ...LEARNER_BILL_ROUTES, ...BILLABLE_LEARNER_ROUTES] },
  { area: 'Apprenants', routes: LEARNER_ROUTES },
  {
    area: 'Administration',
    routes: [
      ...AGENCY_ROUTES,
      ...AGENCY_CONFIG_ROUTES,
      ...STRUCTURE_ROUTES,
      ...STRUCTURE_SETTING_ROUTES,
      ...ROLE_ACCOUNT_ROUTES,
      ...AUTHORIZATION_ROUTES,
      ...TEAM_MEMBER_ROUTES,
      ...AGENCY_TEAM_MEMBER_ROUTES,
      ...ONBOARDING_TRAINING_ROUTES,
      ...ONBOARDING_APPLICATION_ROUTES,
      ...AGENCY_SETTING_ROUTES,
    ],
  },
  {
    area: 'Plateforme et profil',
    routes: [
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
  },
];

/** The resources' routes, as the documentation describes them. */
export const RESOURCE_ROUTES: readonly RouteDeclaration[] = RESOURCE_AREAS.flatMap(({ routes }) => routes);

export const DECLARED_AREAS: ReadonlyArray<{ area: string; routes: readonly RouteDeclaration[] }> = [
  ...RESOURCE_AREAS,
  { area: 'Plateforme et profil', routes: selfDescriptionRoutes(RESOURCE_ROUTES) },
];

/** Every declared route of the API. */
export const DECLARED_ROUTES: readonly RouteDeclaration[] = DECLARED_AREAS.flatMap(({ routes }) => routes);
