import { ROLE_ACCOUNTS_PATH } from './api';

/** The roles module's SWR keys: one builder per read (the catalogue and agency grids: `referenceKeys`). */
export const roleKeys = {
  editableRoles: () => [ROLE_ACCOUNTS_PATH, { isEditable: 1, itemsPerPage: 1000 }] as const,
  activeMembers: () => ['/state-api/team-members'] as const,
  roleAccounts: (ids: readonly number[]) => ['/roles/admin/accounts', ids.join(',')] as const,
  userAuthorizations: (user: number) => ['/roles/authorization-user', user] as const,
};
