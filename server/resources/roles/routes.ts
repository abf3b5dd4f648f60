import { Hono } from 'hono';
import { sql, type Kysely, type SqlBool } from 'kysely';
import { roleAccountCreateSchema, roleAccountPatchSchema } from '../../../src/modules/roles/schema';
import type { RoleAccount, RoleAccountSummary } from '../../../src/modules/roles/types';
import {
  agencyAuthorizationSchema,
  userAuthorizationSchema,
  type AgencyAuthorization,
  type PermissionDefinition,
  type UserAuthorization,
} from '../../../src/shared/references/authorizations';
import type { AppDeps, AppEnv, AuthContext } from '../../core/env';
import { ApiError, badRequest, conflict } from '../../core/errors';
import { collectionBody, iri, jsonLd, paginate } from '../../core/hydra';
import type { ListSpec } from '../../core/list-query';
import { assertMayGrant, assertMayManageUser, assertNotSelf } from '../../core/grants';
import { assertAgency, found, isRowId, routeId, scoped } from '../../core/scope';
import { parseJson } from '../../core/validation';
import type { Database } from '../../db/schema';

function selectAccounts(deps: AppDeps, auth: AuthContext) {
  return scoped(
    deps.db
      .selectFrom('role_accounts')
      .select((eb) => [
        'role_accounts.id',
        'role_accounts.name',
        'role_accounts.is_editable',
        eb.selectFrom('users').select(eb.fn.countAll<number>().as('n')).whereRef('users.account_id', '=', 'role_accounts.id').as('members_count'),
      ]),
    auth,
    { structure: 'role_accounts.structure_id' },
  );
}

type AccountRow = Awaited<ReturnType<ReturnType<typeof selectAccounts>['executeTakeFirstOrThrow']>>;

async function permissionsByAccount(db: Kysely<Database>, accountIds: number[]): Promise<Map<number, string[]>> {
  const result = new Map<number, string[]>();
  if (accountIds.length === 0) return result;
  const rows = await db.selectFrom('role_account_permissions').select(['account_id', 'permission']).where('account_id', 'in', accountIds).orderBy('permission').execute();
  for (const row of rows) result.set(row.account_id, [...(result.get(row.account_id) ?? []), row.permission]);
  return result;
}

const toAccount = (row: AccountRow, permissions: string[]): RoleAccount => ({
  id: row.id,
  name: row.name,
  isEditable: row.is_editable === 1,
  permissions,
  membersCount: Number(row.members_count ?? 0),
});

const accountJson = (row: AccountRow, permissions: string[]) => jsonLd('RoleAccount', iri('/roles/accounts', row.id), toAccount(row, permissions));

const LIST: ListSpec = {
  defaultItemsPerPage: 10,
  maxItemsPerPage: 1000,
  order: { name: 'role_accounts.name' },
  defaultOrder: [['role_accounts.name', 'asc']],
  search: ['role_accounts.name'],
  exact: { isEditable: { column: 'role_accounts.is_editable', kind: 'bool' } },
};

async function loadAccount(deps: AppDeps, auth: AuthContext, id: number) {
  const row = found(await selectAccounts(deps, auth).where('role_accounts.id', '=', id).executeTakeFirst());
  return { row, permissions: (await permissionsByAccount(deps.db, [row.id])).get(row.id) ?? [] };
}

const NAME_TAKEN = 'Un rôle porte déjà ce nom.';

async function assertNameFree(db: Kysely<Database>, auth: AuthContext, name: string, exceptId?: number): Promise<void> {
  let query = db
    .selectFrom('role_accounts')
    .select('id')
    .where('structure_id', '=', auth.structureId)
    .where(sql<SqlBool>`lower(name) = ${name.toLowerCase()}`);
  if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
  if (await query.executeTakeFirst()) throw new ApiError(422, NAME_TAKEN, [{ propertyPath: 'name', message: NAME_TAKEN }]);
}

function assertEditable(row: AccountRow): void {
  if (row.is_editable !== 1) throw conflict(`Le rôle « ${row.name} » est fourni par Volant et ne peut pas être modifié.`);
}

async function replacePermissions(trx: Kysely<Database>, accountId: number, permissions: string[]): Promise<void> {
  await trx.deleteFrom('role_account_permissions').where('account_id', '=', accountId).execute();
  if (permissions.length > 0) {
    await trx.insertInto('role_account_permissions').values(permissions.map((permission) => ({ account_id: accountId, permission }))).execute();
  }
}

const oneQueryInt = (raw: string | undefined, name: string): number => {
  if (raw === undefined || !isRowId(raw)) throw badRequest(`Le paramètre « ${name} » est obligatoire (identifiant numérique).`);
  return Number(raw);
};

/**
 * Roles and permissions (spec part 2 §6–§7): role accounts (`/roles/accounts`, editable ones listed,
 * 10 per page, name search), their summary, the permission catalogue (up to 10000) and the
 * authorizations per agency and per user. Everything needs isRoleCreation; the permission list and
 * the agency authorizations also accept isConfigAccount (the account configuration wizard) — declared
 * in server/core/route-permissions/administration.ts. Nobody grants a permission they do not hold.
 */
export const roleRoutes = new Hono<AppEnv>();

roleRoutes.get('/roles/accounts/summary', async (c) => {
  const rows = await selectAccounts(c.var.deps, c.var.auth).orderBy('role_accounts.name').execute();
  const members = rows.map((row) =>
    jsonLd<RoleAccountSummary>('RoleAccountSummary', iri('/roles/accounts', row.id), {
      id: row.id,
      name: row.name,
      isEditable: row.is_editable === 1,
      membersCount: Number(row.members_count ?? 0),
    }),
  );
  return c.json(collectionBody(c.req.url, members, members.length, { page: 1, itemsPerPage: Math.max(1, members.length) }));
});

roleRoutes.get('/roles/accounts', async (c) => {
  const query = c.req.queries();
  // `name` is the spec's search parameter of this list.
  const name = query.name?.[0];
  if (name) query.simplesearch = [name];
  const rows: AccountRow[] = [];
  const body = await paginate(selectAccounts(c.var.deps, c.var.auth), {
    query,
    requestUrl: c.req.url,
    spec: LIST,
    dialect: c.var.deps.dialect,
    idColumn: 'role_accounts.id',
    toJsonLd: (row) => {
      rows.push(row);
      return accountJson(row, []);
    },
  });
  const permissions = await permissionsByAccount(c.var.deps.db, rows.map((r) => r.id));
  body['hydra:member'] = rows.map((row) => accountJson(row, permissions.get(row.id) ?? []));
  return c.json(body);
});

const readAccount = async (c: { var: { deps: AppDeps; auth: AuthContext }; req: { param: (name: string) => string | undefined } }) => {
  const { row, permissions } = await loadAccount(c.var.deps, c.var.auth, routeId(c.req.param('id')));
  return accountJson(row, permissions);
};
roleRoutes.get('/roles/admin/accounts/:id', async (c) => c.json(await readAccount(c)));
roleRoutes.get('/roles/accounts/:id', async (c) => c.json(await readAccount(c)));

roleRoutes.post('/roles/accounts', async (c) => {
  const { deps, auth } = c.var;
  const input = await parseJson(c, roleAccountCreateSchema);
  assertMayGrant(auth, input.permissions);
  await assertNameFree(deps.db, auth, input.name);
  const id = await deps.db.transaction().execute(async (trx) => {
    const row = await trx.insertInto('role_accounts').values({ structure_id: auth.structureId, name: input.name, is_editable: 1 }).returning('id').executeTakeFirstOrThrow();
    await replacePermissions(trx, row.id, input.permissions);
    return row.id;
  });
  const { row, permissions } = await loadAccount(deps, auth, id);
  return c.json(accountJson(row, permissions), 201);
});

roleRoutes.patch('/roles/accounts/:id', async (c) => {
  const { deps, auth } = c.var;
  const current = await loadAccount(deps, auth, routeId(c.req.param('id')));
  const input = await parseJson(c, roleAccountPatchSchema);
  assertEditable(current.row);
  if (input.permissions !== undefined) assertMayGrant(auth, input.permissions);
  if (input.name !== undefined) await assertNameFree(deps.db, auth, input.name, current.row.id);
  await deps.db.transaction().execute(async (trx) => {
    if (input.name !== undefined) await trx.updateTable('role_accounts').set({ name: input.name }).where('id', '=', current.row.id).execute();
    if (input.permissions !== undefined) await replacePermissions(trx, current.row.id, input.permissions);
  });
  const { row, permissions } = await loadAccount(deps, auth, current.row.id);
  return c.json(accountJson(row, permissions));
});

roleRoutes.delete('/roles/accounts/:id', async (c) => {
  const { deps, auth } = c.var;
  const { row } = await loadAccount(deps, auth, routeId(c.req.param('id')));
  assertEditable(row);
  const members = Number(row.members_count ?? 0);
  if (members > 0) {
    throw conflict(`Ce rôle est attribué à ${members} membre${members > 1 ? 's' : ''} de l’équipe : attribuez-leur un autre rôle avant de le supprimer.`);
  }
  await deps.db.deleteFrom('role_accounts').where('id', '=', row.id).execute();
  return c.body(null, 204);
});

roleRoutes.get('/roles/permissions', async (c) => {
  const requested = c.req.query('itemsPerPage');
  if (requested !== undefined && (!/^\d{1,9}$/.test(requested) || Number(requested) > 10_000)) {
    throw badRequest('Le paramètre « itemsPerPage » ne peut pas dépasser 10000.');
  }
  const rows = await c.var.deps.db.selectFrom('permissions').selectAll().orderBy('category').orderBy('label').execute();
  const members = rows.map((row) => jsonLd<PermissionDefinition>('Permission', iri('/roles/permissions', row.name), row));
  return c.json(collectionBody(c.req.url, members, members.length, { page: 1, itemsPerPage: 10_000 }));
});

roleRoutes.get('/roles/authorization', async (c) => {
  const { deps, auth } = c.var;
  const agency = oneQueryInt(c.req.query('agency'), 'agency');
  if (!auth.agencyIds.includes(agency)) throw new ApiError(404, 'Agence introuvable.');
  const accounts = await deps.db
    .selectFrom('role_accounts')
    .select(['id', 'name'])
    .where('structure_id', '=', auth.structureId)
    .where('is_editable', '=', 1)
    .orderBy('name')
    .execute();
  const grants = await deps.db
    .selectFrom('role_authorizations')
    .select(['account_id', 'permission'])
    .where('agency_id', '=', agency)
    .where('account_id', 'in', accounts.length > 0 ? accounts.map((a) => a.id) : [0])
    .orderBy('permission')
    .execute();
  const members = accounts.map((account) =>
    jsonLd<AgencyAuthorization>('Authorization', `/api/roles/authorization/${agency}-${account.id}`, {
      account: { '@id': iri('/roles/accounts', account.id), id: account.id, name: account.name },
      agency,
      permissions: grants.filter((g) => g.account_id === account.id).map((g) => g.permission),
    }),
  );
  return c.json(collectionBody(c.req.url, members, members.length, { page: 1, itemsPerPage: Math.max(1, members.length) }));
});

roleRoutes.post('/roles/authorization', async (c) => {
  const { deps, auth } = c.var;
  const input = await parseJson(c, agencyAuthorizationSchema);
  assertAgency(auth, input.agency);
  for (const { permissions } of input.authorizations) assertMayGrant(auth, permissions);
  const accountIds = input.authorizations.map((a) => a.account);
  if (accountIds.length > 0) {
    const known = await deps.db
      .selectFrom('role_accounts')
      .select(['id', 'is_editable', 'name'])
      .where('structure_id', '=', auth.structureId)
      .where('id', 'in', accountIds)
      .execute();
    for (const [index, id] of accountIds.entries()) {
      const account = known.find((k) => k.id === id);
      const message = account ? `Le rôle « ${account.name} » ne peut pas être modifié.` : 'Ce rôle est inconnu.';
      if (!account || account.is_editable !== 1) throw new ApiError(422, message, [{ propertyPath: `authorizations.${index}.account`, message }]);
    }
  }
  await deps.db.transaction().execute(async (trx) => {
    for (const { account, permissions } of input.authorizations) {
      await trx.deleteFrom('role_authorizations').where('agency_id', '=', input.agency).where('account_id', '=', account).execute();
      if (permissions.length > 0) {
        await trx.insertInto('role_authorizations').values(permissions.map((permission) => ({ account_id: account, agency_id: input.agency, permission }))).execute();
      }
    }
  });
  return c.json({ agency: input.agency, saved: input.authorizations.length });
});

async function userOfStructure(deps: AppDeps, auth: AuthContext, id: number) {
  return found(
    await deps.db
      .selectFrom('users')
      .select(['id', 'role', 'all_agencies'])
      .where('id', '=', id)
      .where('structure_id', '=', auth.structureId)
      .executeTakeFirst(),
  );
}

roleRoutes.get('/roles/authorization-user', async (c) => {
  const { deps, auth } = c.var;
  const user = await userOfStructure(deps, auth, oneQueryInt(c.req.query('user'), 'user'));
  let agencies = deps.db.selectFrom('agencies').select(['id', 'name']).where('structure_id', '=', auth.structureId);
  if (user.all_agencies !== 1) {
    agencies = agencies.where((eb) => eb('id', 'in', eb.selectFrom('user_agencies').select('agency_id').where('user_id', '=', user.id)));
  }
  const rows = await agencies.orderBy('is_principal', 'desc').orderBy('name').execute();
  const grants = await deps.db.selectFrom('user_authorizations').select(['agency_id', 'permission']).where('user_id', '=', user.id).orderBy('permission').execute();
  const members = rows.map((agency) =>
    jsonLd<UserAuthorization>('UserAuthorization', `/api/roles/authorization-user/${user.id}-${agency.id}`, {
      agency: { '@id': iri('/agencies', agency.id), id: agency.id, name: agency.name },
      permissions: grants.filter((g) => g.agency_id === agency.id).map((g) => g.permission),
    }),
  );
  return c.json(collectionBody(c.req.url, members, members.length, { page: 1, itemsPerPage: Math.max(1, members.length) }));
});

roleRoutes.post('/roles/authorization-user', async (c) => {
  const { deps, auth } = c.var;
  const input = await parseJson(c, userAuthorizationSchema);
  const user = await userOfStructure(deps, auth, input.user);
  assertNotSelf(auth, user.id);
  await assertMayManageUser(deps, auth, user.id);
  for (const { permissions } of input.authorizations) assertMayGrant(auth, permissions);
  input.authorizations.forEach((a, index) => assertAgency(auth, a.agency, `authorizations.${index}.agency`));
  await deps.db.transaction().execute(async (trx) => {
    for (const { agency, permissions } of input.authorizations) {
      await trx.deleteFrom('user_authorizations').where('user_id', '=', user.id).where('agency_id', '=', agency).execute();
      if (permissions.length > 0) {
        await trx.insertInto('user_authorizations').values(permissions.map((permission) => ({ user_id: user.id, agency_id: agency, permission }))).execute();
      }
    }
  });
  return c.json({ user: user.id, saved: input.authorizations.length });
});
