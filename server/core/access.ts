import { PERMISSIONS } from '../../src/shared/auth/permissions';
import { ROLES } from '../../src/shared/auth/roles';
import type { AppDeps } from './env';

export type UserRow = Awaited<ReturnType<typeof findUser>>;

export interface UserAccess {
  user: NonNullable<UserRow>;
  /** ADMIN and MANAGER act on every agency and hold every permission. */
  isManagerial: boolean;
  allAgencies: boolean;
  /** Agencies the user may act on, ordered principal first then by name. */
  agencies: { id: number; name: string; is_principal: number }[];
  permissions: string[];
}

function findUser(deps: AppDeps, userId: number) {
  return deps.db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirst();
}

function agenciesOf(deps: AppDeps, structureId: number, userId: number, all: boolean) {
  let query = deps.db
    .selectFrom('agencies')
    .select(['agencies.id', 'agencies.name', 'agencies.is_principal'])
    .where('agencies.structure_id', '=', structureId);
  if (!all) {
    query = query.where((eb) =>
      eb('agencies.id', 'in', eb.selectFrom('user_agencies').select('agency_id').where('user_id', '=', userId)),
    );
  }
  return query.orderBy('agencies.is_principal', 'desc').orderBy('agencies.name').execute();
}

/**
 * What a non-managerial user may do: the permissions of their role account, plus those granted to
 * that role on one of the user's agencies (`/roles/authorization`), plus those granted to the user
 * personally on one of their agencies (`/roles/authorization-user`). The guards and the server read
 * this one set.
 */
async function permissionsOf(deps: AppDeps, userId: number, accountId: number | null, agencyIds: number[]): Promise<string[]> {
  const granted = new Set<string>();
  if (accountId !== null) {
    const rows = await deps.db.selectFrom('role_account_permissions').select('permission').where('account_id', '=', accountId).execute();
    for (const row of rows) granted.add(row.permission);
  }
  if (agencyIds.length > 0) {
    const [byRole, byUser] = await Promise.all([
      accountId === null
        ? Promise.resolve([])
        : deps.db
            .selectFrom('role_authorizations')
            .select('permission')
            .where('account_id', '=', accountId)
            .where('agency_id', 'in', agencyIds)
            .execute(),
      deps.db.selectFrom('user_authorizations').select('permission').where('user_id', '=', userId).where('agency_id', 'in', agencyIds).execute(),
    ]);
    for (const row of [...byRole, ...byUser]) granted.add(row.permission);
  }
  return [...granted].sort();
}

/** The user with what they may reach; undefined when the user does not exist. */
export async function loadUserAccess(deps: AppDeps, userId: number): Promise<UserAccess | undefined> {
  const user = await findUser(deps, userId);
  if (!user) return undefined;
  const isManagerial = user.role === ROLES.admin || user.role === ROLES.manager;
  const allAgencies = isManagerial || user.all_agencies === 1;
  const agencies = await agenciesOf(deps, user.structure_id, user.id, allAgencies);
  const permissions = isManagerial
    ? [...PERMISSIONS]
    : await permissionsOf(deps, user.id, user.account_id, agencies.map((a) => a.id));
  return { user, isManagerial, allAgencies, agencies, permissions };
}
