import { sql, type Kysely, type SqlBool } from 'kysely';
import type { JsonLd } from '../../../src/shared/api/hydra';
import type { RoleAccount } from '../../../src/modules/roles/types';
import type { AppDeps, AuthContext } from '../../core/env';
import { conflict, invalidField } from '../../core/errors';
import { iri, jsonLd } from '../../core/hydra';
import type { ListSpec } from '../../core/list-query';
import { found, inCallerStructure } from '../../core/scope';
import type { Database } from '../../db/schema';
import type { RowOf } from '../../db/rows';

/** The collection path of the role accounts under /api. */
export const ACCOUNTS_PATH = '/roles/accounts';

/** The structure's role accounts with how many members hold each. */
export function selectAccounts(deps: AppDeps, auth: AuthContext) {
  return deps.db
    .selectFrom('role_accounts')
    .select((eb) => [
      'role_accounts.id',
      'role_accounts.name',
      'role_accounts.is_editable',
      eb.selectFrom('users').select(eb.fn.countAll<number>().as('n')).whereRef('users.account_id', '=', 'role_accounts.id').as('members_count'),
    ])
    .$call(inCallerStructure(auth, 'role_accounts'));
}

export type AccountRow = RowOf<typeof selectAccounts>;

/** 10 a page, searched by name. */
export const ACCOUNT_LIST: ListSpec = {
  defaultItemsPerPage: 10,
  maxItemsPerPage: 1000,
  order: { name: 'role_accounts.name' },
  defaultOrder: [['role_accounts.name', 'asc']],
  search: ['role_accounts.name'],
  exact: { isEditable: { column: 'role_accounts.is_editable', kind: 'bool' } },
};

export async function permissionsByAccount(db: Kysely<Database>, accountIds: number[]): Promise<Map<number, string[]>> {
  const result = new Map<number, string[]>();
  if (accountIds.length === 0) return result;
  const rows = await db.selectFrom('role_account_permissions').select(['account_id', 'permission']).where('account_id', 'in', accountIds).orderBy('permission').execute();
  for (const row of rows) result.set(row.account_id, [...(result.get(row.account_id) ?? []), row.permission]);
  return result;
}

export const membersCount = (row: AccountRow) => Number(row.members_count ?? 0);

export const accountJsonLd = (row: AccountRow, permissions: string[]): JsonLd<RoleAccount> =>
  jsonLd('RoleAccount', iri(ACCOUNTS_PATH, row.id), {
    id: row.id,
    name: row.name,
    isEditable: row.is_editable === 1,
    permissions,
    membersCount: membersCount(row),
  });

/** One of the structure's accounts with its permissions (404 when it is not theirs). */
export async function loadAccount(deps: AppDeps, auth: AuthContext, id: number) {
  const row = found(await selectAccounts(deps, auth).where('role_accounts.id', '=', id).executeTakeFirst());
  return { row, permissions: (await permissionsByAccount(deps.db, [row.id])).get(row.id) ?? [] };
}

/** The account answered as JSON-LD. */
export async function readAccount(deps: AppDeps, auth: AuthContext, id: number): Promise<JsonLd<RoleAccount>> {
  const { row, permissions } = await loadAccount(deps, auth, id);
  return accountJsonLd(row, permissions);
}

const NAME_TAKEN = 'Un rôle porte déjà ce nom.';

/** Two accounts of a structure never share a name (whatever the case). */
export async function assertNameFree(db: Kysely<Database>, auth: AuthContext, name: string, exceptId?: number): Promise<void> {
  let query = db
    .selectFrom('role_accounts')
    .select('id')
    .where('structure_id', '=', auth.structureId)
    .where(sql<SqlBool>`lower(name) = ${name.toLowerCase()}`);
  if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
  if (await query.executeTakeFirst()) throw invalidField('name', NAME_TAKEN);
}

/** The accounts Volant provides cannot be changed. */
export function assertEditable(row: AccountRow): void {
  if (row.is_editable !== 1) throw conflict(`Le rôle « ${row.name} » est fourni par Volant et ne peut pas être modifié.`);
}

export async function replacePermissions(trx: Kysely<Database>, accountId: number, permissions: string[]): Promise<void> {
  await trx.deleteFrom('role_account_permissions').where('account_id', '=', accountId).execute();
  if (permissions.length > 0) {
    await trx.insertInto('role_account_permissions').values(permissions.map((permission) => ({ account_id: accountId, permission }))).execute();
  }
}
