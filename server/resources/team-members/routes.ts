import { crudRoutes } from '../../core/crud';
import { scoped } from '../../core/scope';
import { ROLES } from '../../../src/shared/auth/roles';
import type { TeamMember } from '../../../src/shared/references/types';

/**
 * `GET /team-members` and `GET /team-members/{id}`: the people of the caller's structure (users other
 * than platform admins), sorted by first then last name (spec part 2 §9).
 */
export const teamMemberRoutes = crudRoutes({
  path: '/team-members',
  type: 'TeamMember',
  select: (deps, auth) =>
    scoped(
      deps.db
        .selectFrom('users')
        .leftJoin('role_accounts', 'role_accounts.id', 'users.account_id')
        .select([
          'users.id',
          'users.first_name',
          'users.last_name',
          'users.email',
          'users.role',
          'users.archived',
          'users.teaching_licence',
          'role_accounts.name as account_name',
        ])
        .where('users.role', '!=', ROLES.admin),
      auth,
      { structure: 'users.structure_id' },
    ),
  idColumn: 'users.id',
  rowId: (row) => row.id,
  toItem: (row): TeamMember => ({
    id: row.id,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    accountType: row.role,
    account: row.account_name === null ? null : { name: row.account_name },
    archived: row.archived === 1,
    teachingLicence: row.teaching_licence,
  }),
  list: {
    defaultItemsPerPage: 10,
    maxItemsPerPage: 10_000,
    order: { firstName: 'users.first_name', lastName: 'users.last_name', email: 'users.email', accountType: 'users.role' },
    defaultOrder: [['users.first_name', 'asc'], ['users.last_name', 'asc']],
    search: ['users.first_name', 'users.last_name', 'users.email'],
    exact: {
      archived: { column: 'users.archived', kind: 'bool' },
      accountType: { column: 'users.role', kind: 'string' },
    },
  },
});
