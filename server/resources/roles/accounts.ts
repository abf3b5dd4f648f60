import { roleAccountCreateSchema, roleAccountPatchSchema, roleAccountSchema, roleAccountSummarySchema, type RoleAccountCreate, type RoleAccountPatch } from '../../../src/modules/roles/schema';
import type { RoleAccount, RoleAccountSummary } from '../../../src/modules/roles/types';
import { conflict } from '../../core/errors';
import { assertMayGrant } from '../../core/grants';
import { iri, jsonLd, paginate, singlePage } from '../../core/hydra';
import { collectionRoute, emptyRoute, itemRoute } from '../../core/routes/declare';
import type { RouteDeclaration } from '../../core/routes/types';
import {
  ACCOUNT_LIST,
  ACCOUNTS_PATH,
  accountJsonLd,
  assertEditable,
  assertNameFree,
  loadAccount,
  membersCount,
  permissionsByAccount,
  readAccount,
  replacePermissions,
  selectAccounts,
  type AccountRow,
} from './account-store';

const ROLE_CREATION = ['isRoleCreation'] as const;

/**
 * The role accounts of the structure (spec part 2 §6–§7): a name and the permissions it grants
 * everywhere. Everything needs isRoleCreation (the summary also isConfigAccount or isViewMembers);
 * nobody grants a permission they do not hold.
 */
export const ROLE_ACCOUNT_ROUTES: readonly RouteDeclaration[] = [
  collectionRoute<RoleAccountSummary>({
    method: 'GET',
    path: `${ACCOUNTS_PATH}/summary`,
    access: ['isConfigAccount', 'isViewMembers', 'isRoleCreation'],
    hydraClass: 'RoleAccountSummary',
    summary: 'Lists every role account of the structure with its member count, on one page (pickers, counters).',
    output: roleAccountSummarySchema,
    async handle({ deps, auth, url }) {
      const rows = await selectAccounts(deps, auth).orderBy('role_accounts.name').execute();
      const members = rows.map((row) =>
        jsonLd<RoleAccountSummary>('RoleAccountSummary', iri(ACCOUNTS_PATH, row.id), { id: row.id, name: row.name, isEditable: row.is_editable === 1, membersCount: membersCount(row) }),
      );
      return singlePage(url, members);
    },
  }),

  collectionRoute<RoleAccount>({
    method: 'GET',
    path: ACCOUNTS_PATH,
    access: ROLE_CREATION,
    hydraClass: 'RoleAccount',
    summary: 'Lists the role accounts with their permissions, 10 a page, searched by `name`.',
    output: roleAccountSchema,
    async handle({ deps, auth, query, url }) {
      // `name` is the spec's search parameter of this list.
      const name = query.name?.[0];
      const listQuery = name ? { ...query, simplesearch: [name] } : query;
      const rows: AccountRow[] = [];
      const body = await paginate(selectAccounts(deps, auth), {
        query: listQuery,
        requestUrl: url,
        spec: ACCOUNT_LIST,
        dialect: deps.dialect,
        idColumn: 'role_accounts.id',
        toJsonLd: (row) => {
          rows.push(row);
          return accountJsonLd(row, []);
        },
      });
      const permissions = await permissionsByAccount(deps.db, rows.map((row) => row.id));
      return { ...body, 'hydra:member': rows.map((row) => accountJsonLd(row, permissions.get(row.id) ?? [])) };
    },
  }),

  ...[`/roles/admin/accounts/{id}`, `${ACCOUNTS_PATH}/{id}`].map((path) =>
    itemRoute<undefined, RoleAccount>({
      method: 'GET',
      path,
      access: ROLE_CREATION,
      hydraClass: 'RoleAccount',
      summary: 'Reads a role account with its permissions.',
      output: roleAccountSchema,
      handle: ({ deps, auth, id }) => readAccount(deps, auth, id()),
    }),
  ),

  itemRoute<RoleAccountCreate, RoleAccount>({
    method: 'POST',
    path: ACCOUNTS_PATH,
    access: ROLE_CREATION,
    hydraClass: 'RoleAccount',
    summary: 'Creates a role account granting permissions the caller holds; its name is unique in the structure.',
    input: roleAccountCreateSchema,
    status: 201,
    output: roleAccountSchema,
    async handle({ deps, auth, body }) {
      assertMayGrant(auth, body.permissions);
      await assertNameFree(deps.db, auth, body.name);
      const id = await deps.db.transaction().execute(async (trx) => {
        const row = await trx.insertInto('role_accounts').values({ structure_id: auth.structureId, name: body.name, is_editable: 1 }).returning('id').executeTakeFirstOrThrow();
        await replacePermissions(trx, row.id, body.permissions);
        return row.id;
      });
      return readAccount(deps, auth, id);
    },
  }),

  itemRoute<RoleAccountPatch, RoleAccount>({
    method: 'PATCH',
    path: `${ACCOUNTS_PATH}/{id}`,
    access: ROLE_CREATION,
    hydraClass: 'RoleAccount',
    summary: 'Renames an editable role account or replaces its permissions (merge-patch).',
    input: roleAccountPatchSchema,
    output: roleAccountSchema,
    async handle({ deps, auth, id, body }) {
      const current = await loadAccount(deps, auth, id());
      assertEditable(current.row);
      if (body.permissions !== undefined) assertMayGrant(auth, body.permissions);
      if (body.name !== undefined) await assertNameFree(deps.db, auth, body.name, current.row.id);
      await deps.db.transaction().execute(async (trx) => {
        if (body.name !== undefined) await trx.updateTable('role_accounts').set({ name: body.name }).where('id', '=', current.row.id).execute();
        if (body.permissions !== undefined) await replacePermissions(trx, current.row.id, body.permissions);
      });
      return readAccount(deps, auth, current.row.id);
    },
  }),

  emptyRoute({
    method: 'DELETE',
    path: `${ACCOUNTS_PATH}/{id}`,
    access: ROLE_CREATION,
    hydraClass: 'RoleAccount',
    summary: 'Deletes an editable role account that no member holds.',
    async handle({ deps, auth, id }) {
      const { row } = await loadAccount(deps, auth, id());
      assertEditable(row);
      const members = membersCount(row);
      if (members > 0) {
        throw conflict(`Ce rôle est attribué à ${members} membre${members > 1 ? 's' : ''} de l’équipe : attribuez-leur un autre rôle avant de le supprimer.`);
      }
      await deps.db.deleteFrom('role_accounts').where('id', '=', row.id).execute();
    },
  }),
];
