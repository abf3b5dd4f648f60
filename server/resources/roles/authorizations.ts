import {
  agencyAuthorizationItemSchema,
  agencyAuthorizationSavedSchema,
  agencyAuthorizationSchema,
  permissionDefinitionSchema,
  userAuthorizationItemSchema,
  userAuthorizationSavedSchema,
  userAuthorizationSchema,
  type AgencyAuthorization,
  type AgencyAuthorizationInput,
  type PermissionDefinition,
  type UserAuthorization,
  type UserAuthorizationInput,
} from '../../../src/shared/references/authorizations';
import type { AppDeps, AuthContext } from '../../core/env';
import { badRequest, invalidField } from '../../core/errors';
import { assertMayGrant, assertMayManageUser, assertNotSelf } from '../../core/grants';
import { collectionBody, iri, jsonLd, singlePage } from '../../core/hydra';
import { collectionRoute, jsonRoute } from '../../core/routes/declare';
import type { RouteDeclaration } from '../../core/routes/types';
import { assertAgency, assertOwnAgency, found, isRowId } from '../../core/scope';
import { ACCOUNTS_PATH } from './account-store';

const oneQueryInt = (query: Record<string, string[]>, name: string): number => {
  const raw = query[name]?.[0];
  if (raw === undefined || !isRowId(raw)) throw badRequest(`Le paramètre « ${name} » est obligatoire (identifiant numérique).`);
  return Number(raw);
};

async function userOfStructure(deps: AppDeps, auth: AuthContext, id: number) {
  return found(await deps.db.selectFrom('users').select(['id', 'role', 'all_agencies']).where('id', '=', id).where('structure_id', '=', auth.structureId).where('learner_id', 'is', null).executeTakeFirst());
}

/** Checks that the role accounts named are the structure's editable ones (422 on the first that is not). */
async function assertEditableAccounts(deps: AppDeps, auth: AuthContext, accountIds: number[]): Promise<void> {
  if (accountIds.length === 0) return;
  const known = await deps.db.selectFrom('role_accounts').select(['id', 'is_editable', 'name']).where('structure_id', '=', auth.structureId).where('id', 'in', accountIds).execute();
  for (const [index, id] of accountIds.entries()) {
    const account = known.find((k) => k.id === id);
    const message = account ? `Le rôle « ${account.name} » ne peut pas être modifié.` : 'Ce rôle est inconnu.';
    if (!account || account.is_editable !== 1) throw invalidField(`authorizations.${index}.account`, message);
  }
}

/**
 * The permission catalogue and the authorizations (spec part 2 §6–§7): what each role account may
 * do on one agency and what one user may do on each of their agencies, besides their role. The
 * catalogue and the agency authorizations also serve the account configuration wizard
 * (isConfigAccount). Nobody grants a permission they do not hold.
 */
export const AUTHORIZATION_ROUTES: readonly RouteDeclaration[] = [
  collectionRoute<PermissionDefinition>({
    method: 'GET',
    path: '/roles/permissions',
    access: ['isConfigAccount', 'isRoleCreation'],
    hydraClass: 'Permission',
    summary: 'Lists the permission catalogue by category and label (one page of up to 10000).',
    output: permissionDefinitionSchema,
    async handle({ deps, query, url }) {
      const requested = query.itemsPerPage?.[0];
      if (requested !== undefined && (!/^\d{1,9}$/.test(requested) || Number(requested) > 10_000)) {
        throw badRequest('Le paramètre « itemsPerPage » ne peut pas dépasser 10000.');
      }
      const rows = await deps.db.selectFrom('permissions').selectAll().orderBy('category').orderBy('label').execute();
      const members = rows.map((row) => jsonLd<PermissionDefinition>('Permission', iri('/roles/permissions', row.name), row));
      return collectionBody(url, members, members.length, { page: 1, itemsPerPage: 10_000 });
    },
  }),

  collectionRoute<AgencyAuthorization>({
    method: 'GET',
    path: '/roles/authorization',
    access: ['isConfigAccount', 'isRoleCreation'],
    hydraClass: 'Authorization',
    summary: 'Lists what each editable role account may do on the agency `?agency=`.',
    output: agencyAuthorizationItemSchema,
    async handle({ deps, auth, query, url }) {
      const agency = oneQueryInt(query, 'agency');
      assertOwnAgency(auth, agency);
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
          account: { '@id': iri(ACCOUNTS_PATH, account.id), id: account.id, name: account.name },
          agency,
          permissions: grants.filter((g) => g.account_id === account.id).map((g) => g.permission),
        }),
      );
      return singlePage(url, members);
    },
  }),

  jsonRoute<AgencyAuthorizationInput, { agency: number; saved: number }>({
    method: 'POST',
    path: '/roles/authorization',
    access: ['isConfigAccount', 'isRoleCreation'],
    hydraClass: 'Authorization',
    summary: 'Replaces the permissions of the listed role accounts on one agency.',
    input: agencyAuthorizationSchema,
    output: agencyAuthorizationSavedSchema,
    async handle({ deps, auth, body }) {
      assertAgency(auth, body.agency);
      for (const { permissions } of body.authorizations) assertMayGrant(auth, permissions);
      await assertEditableAccounts(deps, auth, body.authorizations.map((a) => a.account));
      await deps.db.transaction().execute(async (trx) => {
        for (const { account, permissions } of body.authorizations) {
          await trx.deleteFrom('role_authorizations').where('agency_id', '=', body.agency).where('account_id', '=', account).execute();
          if (permissions.length > 0) {
            await trx.insertInto('role_authorizations').values(permissions.map((permission) => ({ account_id: account, agency_id: body.agency, permission }))).execute();
          }
        }
      });
      return { agency: body.agency, saved: body.authorizations.length };
    },
  }),

  collectionRoute<UserAuthorization>({
    method: 'GET',
    path: '/roles/authorization-user',
    access: ['isRoleCreation'],
    hydraClass: 'UserAuthorization',
    summary: 'Lists what the user `?user=` may do on each of their agencies, besides their role.',
    output: userAuthorizationItemSchema,
    async handle({ deps, auth, query, url }) {
      const user = await userOfStructure(deps, auth, oneQueryInt(query, 'user'));
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
      return singlePage(url, members);
    },
  }),

  jsonRoute<UserAuthorizationInput, { user: number; saved: number }>({
    method: 'POST',
    path: '/roles/authorization-user',
    access: ['isRoleCreation'],
    hydraClass: 'UserAuthorization',
    summary: 'Replaces a team member’s own permissions on each listed agency (never the caller’s).',
    input: userAuthorizationSchema,
    output: userAuthorizationSavedSchema,
    async handle({ deps, auth, body }) {
      const user = await userOfStructure(deps, auth, body.user);
      assertNotSelf(auth, user.id);
      await assertMayManageUser(deps, auth, user.id);
      for (const { permissions } of body.authorizations) assertMayGrant(auth, permissions);
      body.authorizations.forEach((a, index) => assertAgency(auth, a.agency, `authorizations.${index}.agency`));
      await deps.db.transaction().execute(async (trx) => {
        for (const { agency, permissions } of body.authorizations) {
          await trx.deleteFrom('user_authorizations').where('user_id', '=', user.id).where('agency_id', '=', agency).execute();
          if (permissions.length > 0) {
            await trx.insertInto('user_authorizations').values(permissions.map((permission) => ({ user_id: user.id, agency_id: agency, permission }))).execute();
          }
        }
      });
      return { user: user.id, saved: body.authorizations.length };
    },
  }),
];
