import { randomBytes } from 'node:crypto';
import { Hono } from 'hono';
import { sql, type Kysely, type SqlBool } from 'kysely';
import { ROLES } from '../../../src/shared/auth/roles';
import { teamMemberCreateSchema, teamMemberPatchSchema } from '../../../src/modules/users/schema';
import type { AgencyTeamMember, TeamMember } from '../../../src/modules/users/types';
import { hashPassword } from '../../auth/password';
import type { AppDeps, AppEnv, AuthContext } from '../../core/env';
import { ApiError, conflict, forbidden } from '../../core/errors';
import { collectionBody, iri, jsonLd, paginate } from '../../core/hydra';
import type { ListSpec } from '../../core/list-query';
import { assertMayAssignAccount, assertMayManageUser, assertNotSelf } from '../../core/grants';
import { assertPermission } from '../../core/permissions';
import { assertAgency, found, isRowId, routeId, scoped } from '../../core/scope';
import { parseJson } from '../../core/validation';
import type { Database } from '../../db/schema';
import { queueEmail } from '../../mail/outbox';

/** Roles whose holders see and act on every agency of the structure. */
const MANAGERIAL = [ROLES.admin, ROLES.manager] as string[];

function selectMembers(deps: AppDeps, auth: AuthContext) {
  return scoped(
    deps.db
      .selectFrom('users')
      .leftJoin('role_accounts', 'role_accounts.id', 'users.account_id')
      .select([
        'users.id',
        'users.first_name',
        'users.last_name',
        'users.email',
        'users.phone',
        'users.role',
        'users.archived',
        'users.all_agencies',
        'users.teaching_licence',
        'users.photo_asset_id',
        'users.created_at',
        'users.account_id',
        'role_accounts.name as account_name',
      ])
      .where('users.role', '!=', ROLES.admin),
    auth,
    { structure: 'users.structure_id' },
  );
}

type MemberRow = Awaited<ReturnType<ReturnType<typeof selectMembers>['executeTakeFirstOrThrow']>>;

/** Agencies of each member (one query for a page of members). */
async function agenciesOf(db: Kysely<Database>, userIds: number[]): Promise<Map<number, { id: number; name: string }[]>> {
  const result = new Map<number, { id: number; name: string }[]>();
  if (userIds.length === 0) return result;
  const rows = await db
    .selectFrom('user_agencies')
    .innerJoin('agencies', 'agencies.id', 'user_agencies.agency_id')
    .select(['user_agencies.user_id', 'agencies.id', 'agencies.name'])
    .where('user_agencies.user_id', 'in', userIds)
    .orderBy('agencies.is_principal', 'desc')
    .orderBy('agencies.name')
    .execute();
  for (const row of rows) {
    const list = result.get(row.user_id) ?? [];
    list.push({ id: row.id, name: row.name });
    result.set(row.user_id, list);
  }
  return result;
}

function toMember(row: MemberRow, agencies: { id: number; name: string }[]): TeamMember {
  return {
    id: row.id,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    phone: row.phone,
    accountType: row.role,
    account: row.account_id === null || row.account_name === null ? null : { '@id': iri('/roles/accounts', row.account_id), id: row.account_id, name: row.account_name },
    archived: row.archived === 1,
    teachingLicence: row.teaching_licence,
    agencies: agencies.map((a) => ({ '@id': iri('/agencies', a.id), id: a.id, name: a.name })),
    allAgencies: MANAGERIAL.includes(row.role) || row.all_agencies === 1,
    photoUrl: row.photo_asset_id === null ? null : `/api/materials/assets/${row.photo_asset_id}/file`,
    createdAt: row.created_at,
  };
}

const LIST: ListSpec = {
  defaultItemsPerPage: 10,
  maxItemsPerPage: 10_000,
  order: { firstName: 'users.first_name', lastName: 'users.last_name', email: 'users.email', accountType: 'users.role', createdAt: 'users.created_at' },
  defaultOrder: [['users.first_name', 'asc'], ['users.last_name', 'asc']],
  search: ['users.first_name', 'users.last_name', 'users.email'],
  exact: {
    archived: { column: 'users.archived', kind: 'bool' },
    accountType: { column: 'users.role', kind: 'string' },
  },
};

const EMAIL_TAKEN = 'Cette adresse e-mail est déjà utilisée.';

async function assertEmailFree(db: Kysely<Database>, email: string, exceptId?: number): Promise<void> {
  let query = db.selectFrom('users').select('id').where(sql<SqlBool>`lower(email) = ${email.toLowerCase()}`);
  if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
  if (await query.executeTakeFirst()) throw new ApiError(422, EMAIL_TAKEN, [{ propertyPath: 'email', message: EMAIL_TAKEN }]);
}

/** A known role account of the structure that the caller may give (its permissions are all theirs). */
async function assertAccount(deps: AppDeps, auth: AuthContext, accountId: number | null | undefined): Promise<void> {
  if (accountId === null || accountId === undefined) return;
  const account = await deps.db.selectFrom('role_accounts').select('id').where('id', '=', accountId).where('structure_id', '=', auth.structureId).executeTakeFirst();
  if (!account) {
    const message = 'Ce rôle est inconnu.';
    throw new ApiError(422, message, [{ propertyPath: 'account', message }]);
  }
  await assertMayAssignAccount(deps, auth, accountId);
}

/** Only a manager (or an admin) makes someone a manager (acting on a manager's account: `assertMayManageUser`). */
function assertMayHandleRole(auth: AuthContext, role: string | undefined): void {
  if (role === ROLES.manager && !MANAGERIAL.includes(auth.role)) throw forbidden('Seul un gérant peut créer ou modifier un compte de gérant.');
}

/** A random temporary password that passes the password rules (sent by e-mail, to be changed). */
export function temporaryPassword(): string {
  return `Vo${randomBytes(9).toString('base64url')}7a`;
}

async function replaceAgencies(trx: Kysely<Database>, userId: number, agencyIds: number[]): Promise<void> {
  await trx.deleteFrom('user_agencies').where('user_id', '=', userId).execute();
  const unique = [...new Set(agencyIds)];
  if (unique.length > 0) await trx.insertInto('user_agencies').values(unique.map((agency_id) => ({ user_id: userId, agency_id }))).execute();
}

/**
 * `/team-members`: the people of the caller's structure (users other than platform admins), sorted
 * by first then last name (spec part 2 §9), filtered by `agency`, `archived`, `accountType` and
 * `simplesearch`. Reading is open to the structure (pickers of every area); writes need isViewMembers
 * (server/core/route-permissions/), changing someone's role or role account isRoleCreation too, and
 * nobody gives more than they hold or acts on a more privileged account (server/core/grants.ts).
 * `GET /agency_team_members` lists the memberships, `GET /state-api/team-members` the active members.
 */
export const teamMemberRoutes = new Hono<AppEnv>();

function agencyFilter(raw: string[]): number[] {
  return raw
    .filter((v) => v !== '')
    .map((v) => {
      if (!isRowId(v)) throw new ApiError(400, 'Le filtre « agency » attend un nombre entier.');
      return Number(v);
    });
}

/** One member of the caller's structure with their agencies (404 for anyone else). */
async function loadMember(deps: AppDeps, auth: AuthContext, id: number): Promise<{ row: MemberRow; agencies: { id: number; name: string }[] }> {
  const row = found(await selectMembers(deps, auth).where('users.id', '=', id).executeTakeFirst());
  const agencies = (await agenciesOf(deps.db, [row.id])).get(row.id) ?? [];
  return { row, agencies };
}

const memberJson = (member: { row: MemberRow; agencies: { id: number; name: string }[] }) =>
  jsonLd('TeamMember', iri('/team-members', member.row.id), toMember(member.row, member.agencies));

teamMemberRoutes.get('/team-members', async (c) => {
  const auth = c.var.auth;
  const agencies = agencyFilter([...(c.req.queries('agency') ?? []), ...(c.req.queries('agency[]') ?? [])]);
  let base = selectMembers(c.var.deps, auth);
  if (agencies.length > 0) {
    base = base.where((eb) =>
      eb.or([
        eb('users.role', '=', ROLES.manager),
        eb('users.all_agencies', '=', 1),
        eb('users.id', 'in', eb.selectFrom('user_agencies').select('user_id').where('agency_id', 'in', agencies)),
      ]),
    );
  }
  const rows: MemberRow[] = [];
  const body = await paginate(base, {
    query: c.req.queries(),
    requestUrl: c.req.url,
    spec: LIST,
    dialect: c.var.deps.dialect,
    idColumn: 'users.id',
    toJsonLd: (row) => {
      rows.push(row);
      return jsonLd('TeamMember', iri('/team-members', row.id), toMember(row, []));
    },
  });
  const byUser = await agenciesOf(c.var.deps.db, rows.map((r) => r.id));
  body['hydra:member'] = rows.map((row) => jsonLd('TeamMember', iri('/team-members', row.id), toMember(row, byUser.get(row.id) ?? [])));
  return c.json(body);
});

teamMemberRoutes.get('/team-members/:id', async (c) => c.json(memberJson(await loadMember(c.var.deps, c.var.auth, routeId(c.req.param('id'))))));

teamMemberRoutes.post('/team-members', async (c) => {
  const { deps, auth } = c.var;
  const input = await parseJson(c, teamMemberCreateSchema);
  assertMayHandleRole(auth, input.accountType);
  for (const agency of input.agencies) assertAgency(auth, agency, 'agencies');
  await assertEmailFree(deps.db, input.email);
  await assertAccount(deps, auth, input.account);
  const password = temporaryPassword();
  const hash = await hashPassword(password);
  const id = await deps.db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('users')
      .values({
        email: input.email,
        password_hash: hash,
        first_name: input.firstName,
        last_name: input.lastName,
        phone: input.phone ?? null,
        role: input.accountType,
        structure_id: auth.structureId,
        account_id: input.account,
        teaching_licence: input.teachingLicence,
        // They join a structure that is already configured: they work per agency (isConfigGeneral false).
        account_configured: 1,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (input.accountType !== ROLES.manager) await replaceAgencies(trx, row.id, input.agencies);
    return row.id;
  });
  await queueEmail(deps, {
    structureId: auth.structureId,
    to: input.email,
    subject: 'Votre accès à Volant',
    text: `Bonjour ${input.firstName},\n\nUn compte Volant vient d’être créé pour vous.\nIdentifiant : ${input.email}\nMot de passe provisoire : ${password}\n\nChangez-le depuis votre profil dès votre première connexion.`,
  });
  return c.json(memberJson(await loadMember(deps, auth, id)), 201);
});

teamMemberRoutes.patch('/team-members/:id', async (c) => {
  const { deps, auth } = c.var;
  const current = await loadMember(deps, auth, routeId(c.req.param('id')));
  const input = await parseJson(c, teamMemberPatchSchema);
  assertMayHandleRole(auth, input.accountType);
  await assertMayManageUser(deps, auth, current.row.id);
  const accountChanged = input.account !== undefined && input.account !== current.row.account_id;
  const roleChanged = input.accountType !== undefined && input.accountType !== current.row.role;
  const held = new Set(current.agencies.map((a) => a.id));
  const agenciesChanged = input.agencies !== undefined && (input.agencies.length !== held.size || input.agencies.some((id) => !held.has(id)));
  if (accountChanged || roleChanged || agenciesChanged) assertNotSelf(auth, current.row.id);
  // Giving someone another role account or role is role management, beyond seeing the team.
  if (accountChanged || roleChanged) assertPermission(auth, ['isRoleCreation']);
  if (input.archived === true && current.row.id === auth.userId) throw conflict('Vous ne pouvez pas archiver votre propre compte.');
  for (const agency of input.agencies ?? []) assertAgency(auth, agency, 'agencies');
  if (input.email !== undefined) await assertEmailFree(deps.db, input.email, current.row.id);
  if (accountChanged) await assertAccount(deps, auth, input.account);
  const role = input.accountType ?? current.row.role;
  if (role !== ROLES.manager && input.agencies !== undefined && input.agencies.length === 0) {
    const message = 'Choisissez au moins une agence.';
    throw new ApiError(422, message, [{ propertyPath: 'agencies', message }]);
  }
  const changes = {
    ...(input.firstName !== undefined ? { first_name: input.firstName } : {}),
    ...(input.lastName !== undefined ? { last_name: input.lastName } : {}),
    ...(input.email !== undefined ? { email: input.email } : {}),
    ...(input.phone !== undefined ? { phone: input.phone } : {}),
    ...(input.accountType !== undefined ? { role: input.accountType } : {}),
    ...(input.account !== undefined ? { account_id: input.account } : {}),
    ...(input.teachingLicence !== undefined ? { teaching_licence: input.teachingLicence } : {}),
    ...(input.archived !== undefined ? { archived: input.archived ? 1 : 0 } : {}),
  };
  await deps.db.transaction().execute(async (trx) => {
    // Only the agencies, or nothing at all (an empty merge-patch), may change: no UPDATE without a column.
    if (Object.keys(changes).length > 0) await trx.updateTable('users').set(changes).where('id', '=', current.row.id).execute();
    if (input.agencies !== undefined) await replaceAgencies(trx, current.row.id, role === ROLES.manager ? [] : input.agencies);
  });
  return c.json(memberJson(await loadMember(deps, auth, current.row.id)));
});

teamMemberRoutes.delete('/team-members/:id', async (c) => {
  const { deps, auth } = c.var;
  const current = await loadMember(deps, auth, routeId(c.req.param('id')));
  if (current.row.id === auth.userId) throw conflict('Vous ne pouvez pas supprimer votre propre compte.');
  await assertMayManageUser(deps, auth, current.row.id);
  await deps.db.deleteFrom('users').where('id', '=', current.row.id).execute();
  return c.body(null, 204);
});

/** `GET /agency_team_members` (agency, archived): who works in which agency. */
teamMemberRoutes.get('/agency_team_members', async (c) => {
  const auth = c.var.auth;
  const agencyParam = c.req.query('agency');
  if (agencyParam !== undefined && !isRowId(agencyParam)) throw new ApiError(400, 'Le filtre « agency » attend un nombre entier.');
  let query = c.var.deps.db
    .selectFrom('user_agencies')
    .innerJoin('users', 'users.id', 'user_agencies.user_id')
    .innerJoin('agencies', 'agencies.id', 'user_agencies.agency_id')
    .select([
      'agencies.id as agency_id',
      'agencies.name as agency_name',
      'users.id as user_id',
      'users.first_name',
      'users.last_name',
      'users.role',
      'users.archived',
    ])
    .where('users.structure_id', '=', auth.structureId)
    .where('agencies.id', 'in', auth.agencyIds.length > 0 ? auth.agencyIds : [0]);
  if (agencyParam !== undefined) query = query.where('agencies.id', '=', Number(agencyParam));
  const archived = c.req.query('archived');
  if (archived === '0' || archived === 'false') query = query.where('users.archived', '=', 0);
  const rows = await query.orderBy('agencies.name').orderBy('users.first_name').orderBy('users.last_name').execute();
  const members = rows.map((row) =>
    jsonLd<AgencyTeamMember>('AgencyTeamMember', `/api/agency_team_members/${row.agency_id}-${row.user_id}`, {
      agency: { '@id': iri('/agencies', row.agency_id), id: row.agency_id, name: row.agency_name },
      teamMember: {
        '@id': iri('/team-members', row.user_id),
        id: row.user_id,
        firstName: row.first_name,
        lastName: row.last_name,
        accountType: row.role,
        archived: row.archived === 1,
      },
    }),
  );
  return c.json(collectionBody(c.req.url, members, members.length, { page: 1, itemsPerPage: Math.max(1, members.length) }));
});

/** `GET /state-api/team-members`: the active members of the structure, by first then last name. */
teamMemberRoutes.get('/state-api/team-members', async (c) => {
  const rows = await selectMembers(c.var.deps, c.var.auth)
    .where('users.archived', '=', 0)
    .orderBy('users.first_name')
    .orderBy('users.last_name')
    .execute();
  const byUser = await agenciesOf(c.var.deps.db, rows.map((r) => r.id));
  const members = rows.map((row) => jsonLd('TeamMember', iri('/team-members', row.id), toMember(row, byUser.get(row.id) ?? [])));
  return c.json(collectionBody(c.req.url, members, members.length, { page: 1, itemsPerPage: Math.max(1, members.length) }));
});
