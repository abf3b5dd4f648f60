import { AGENCY_LIST_PAGE_SIZE, DEFAULT_PAGE_SIZE, PERMISSIONS_PAGE_SIZE, TEAM_MEMBERS_FULL_PAGE_SIZE } from '../../../src/shared/constants';
import { listAgencyAuthorizations, listPermissions } from '../../../src/shared/references/authorizations';
import { listApplicationSummary, listOfferedTrainings, listSoftwareSettings } from '../../../src/modules/account-setup/api';
import { listPrincipalAgencies, listStructureAgencies } from '../../../src/modules/agencies/api';
import { listLinks, listNotifications, listSalesParameters, listTutorialGroups, listTutorials } from '../../../src/modules/platform/api';
import { listRoleAccounts, listRoleSummary } from '../../../src/modules/roles/api';
import { listAgencyTeamMembers, listMembers, listStateTeamMembers } from '../../../src/modules/users/api';
import { agencyId, listArea, structureId } from '../checks';

const page = (size: number) => ({ page: 1, itemsPerPage: size });

export const usersArea = listArea('users', 'Équipe', [
  { name: 'list', title: 'Membres de l’équipe', pageSize: DEFAULT_PAGE_SIZE, call: (ctx) => listMembers(ctx.client, { ...page(DEFAULT_PAGE_SIZE), archived: 0 }) },
  { name: 'list-full', title: 'Membres de l’équipe, liste complète', pageSize: TEAM_MEMBERS_FULL_PAGE_SIZE, call: (ctx) => listMembers(ctx.client, { ...page(TEAM_MEMBERS_FULL_PAGE_SIZE), archived: 0 }) },
  { name: 'agency-members', title: 'Membres d’une agence', pageSize: null, call: (ctx) => listAgencyTeamMembers(ctx.client, { agency: agencyId(ctx) }) },
  { name: 'state-members', title: 'Membres actifs (state-api)', pageSize: null, call: (ctx) => listStateTeamMembers(ctx.client) },
]);

export const agenciesArea = listArea('agencies', 'Agences', [
  { name: 'list', title: 'Agences de la structure', pageSize: AGENCY_LIST_PAGE_SIZE, call: (ctx) => listStructureAgencies(ctx.client, { ...page(AGENCY_LIST_PAGE_SIZE), structure: structureId(ctx) }) },
  { name: 'principal', title: 'Agences principales', pageSize: null, call: (ctx) => listPrincipalAgencies(ctx.client) },
]);

export const rolesArea = listArea('roles', 'Rôles et droits', [
  { name: 'list', title: 'Rôles', pageSize: DEFAULT_PAGE_SIZE, call: (ctx) => listRoleAccounts(ctx.client, { ...page(DEFAULT_PAGE_SIZE), isEditable: 1 }) },
  { name: 'summary', title: 'Résumé des rôles', pageSize: null, call: (ctx) => listRoleSummary(ctx.client) },
  { name: 'permissions', title: 'Catalogue des droits', pageSize: PERMISSIONS_PAGE_SIZE, call: (ctx) => listPermissions(ctx.client) },
  { name: 'authorizations', title: 'Droits d’une agence', pageSize: null, call: (ctx) => listAgencyAuthorizations(ctx.client, agencyId(ctx)) },
]);

export const platformArea = listArea('platform', 'Plateforme', [
  { name: 'links', title: 'Liens (Réseaux sociaux)', pageSize: null, call: (ctx) => listLinks(ctx.client) },
  { name: 'tutorials', title: 'Tutoriels', pageSize: DEFAULT_PAGE_SIZE, call: (ctx) => listTutorials(ctx.client, page(DEFAULT_PAGE_SIZE)) },
  { name: 'tutorial-groups', title: 'Tutoriels contextuels', pageSize: null, call: (ctx) => listTutorialGroups(ctx.client) },
  { name: 'notifications', title: 'Notifications', pageSize: DEFAULT_PAGE_SIZE, call: (ctx) => listNotifications(ctx.client, page(DEFAULT_PAGE_SIZE)) },
  { name: 'sales-parameters', title: 'Paramètres du service commercial', pageSize: null, call: (ctx) => listSalesParameters(ctx.client) },
]);

export const onboardingArea = listArea('onboarding', 'Configuration du compte', [
  { name: 'trainings', title: 'Formations proposées par une agence', pageSize: null, call: (ctx) => listOfferedTrainings(ctx.client, agencyId(ctx)) },
  { name: 'applications', title: 'Résumé des applications d’une agence', pageSize: null, call: (ctx) => listApplicationSummary(ctx.client, agencyId(ctx)) },
  { name: 'software-settings', title: 'Réglages du logiciel', pageSize: null, call: (ctx) => listSoftwareSettings(ctx.client) },
]);
