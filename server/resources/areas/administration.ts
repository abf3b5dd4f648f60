import type { DeclaredArea } from '../../core/routes/types';
import { AGENCY_SETTING_ROUTES } from '../account-setup/agency-settings';
import { ONBOARDING_APPLICATION_ROUTES } from '../account-setup/onboarding-applications';
import { ONBOARDING_TRAINING_ROUTES } from '../account-setup/onboarding-trainings';
import { AGENCY_ROUTES } from '../agencies/agencies';
import { AGENCY_CONFIG_ROUTES } from '../agencies/agency-config';
import { STRUCTURE_SETTING_ROUTES } from '../agencies/structure-settings';
import { STRUCTURE_ROUTES } from '../agencies/structures';
import { ROLE_ACCOUNT_ROUTES } from '../roles/accounts';
import { AUTHORIZATION_ROUTES } from '../roles/authorizations';
import { AGENCY_TEAM_MEMBER_ROUTES } from '../users/agency-team-members';
import { TEAM_MEMBER_ROUTES } from '../users/team-members';
import { GLOBAL_CONFIG_ROUTES } from '../planning/global-config';

/** The administration area: agencies and the structure, roles and authorizations, team members, onboarding. */
export const ADMINISTRATION_AREA: DeclaredArea = {
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
    ...GLOBAL_CONFIG_ROUTES,
  ],
};
