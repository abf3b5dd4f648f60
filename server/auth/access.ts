import { PERMISSIONS } from '../../src/shared/auth/permissions';
import { ROLES } from '../../src/shared/auth/roles';
import type { AppDeps } from '../core/env';

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

async function permissionsOf(deps: AppDeps, accountId: number | null): Promise<string[]> {
  if (accountId === null) return [];
  const rows = await deps.db
    .selectFrom('role_account_permissions')
    .select('permission')
    .where('account_id', '=', accountId)
    .orderBy('permission')
    .execute();
  return rows.map((r) => r.permission);
}

/** The user with what they may reach; undefined when the user does not exist. */
export async function loadUserAccess(deps: AppDeps, userId: number): Promise<UserAccess | undefined> {
  const user = await findUser(deps, userId);
  if (!user) return undefined;
  const isManagerial = user.role === ROLES.admin || user.role === ROLES.manager;
  const allAgencies = isManagerial || user.all_agencies === 1;
  const [agencies, permissions] = await Promise.all([
    agenciesOf(deps, user.structure_id, user.id, allAgencies),
    isManagerial ? Promise.resolve([...PERMISSIONS]) : permissionsOf(deps, user.account_id),
  ]);
  return { user, isManagerial, allAgencies, agencies, permissions };
}
