import { randomBytes } from 'node:crypto';
import { sql, type Kysely, type SqlBool } from 'kysely';
import { ROLES } from '../../../src/shared/auth/roles';
import type { JsonLd } from '../../../src/shared/api/hydra';
import type { TeamMember } from '../../../src/modules/users/types';
import type { AppDeps, AuthContext } from '../../core/env';
import { forbidden, invalidField } from '../../core/errors';
import { assertMayAssignAccount } from '../../core/grants';
import { iri, jsonLd } from '../../core/hydra';
import type { ListSpec } from '../../core/list-query';
import { found, inCallerStructure } from '../../core/scope';
import type { Database } from '../../db/schema';
import type { RowOf } from '../../db/rows';

/** The collection path of the team members under /api. */
export const TEAM_MEMBERS_PATH = '/team-members';
/** Who manages the team (spec: the users list needs isViewMembers). */
export const VIEW_MEMBERS = ['isViewMembers'] as const;

/** Roles whose holders see and act on every agency of the structure. */
export const MANAGERIAL = [ROLES.admin, ROLES.manager] as string[];

/** The people of the caller's structure (users other than platform admins) with their role account. */
export function selectMembers(deps: AppDeps, auth: AuthContext) {
  return deps.db
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
    .where('users.role', '!=', ROLES.admin)
    // A learner's own account (docs/decisions.md « Learner space ») is no member of the team.
    .where('users.learner_id', 'is', null)
    .$call(inCallerStructure(auth, 'users'));
}

export type MemberRow = RowOf<typeof selectMembers>;
type AgencyName = { id: number; name: string };

/** Sorted by first then last name (spec part 2 §9), 10 a page. */
export const MEMBER_LIST: ListSpec = {
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

/** Agencies of each member (one query for a page of members). */
export async function agenciesOf(db: Kysely<Database>, userIds: number[]): Promise<Map<number, AgencyName[]>> {
  const result = new Map<number, AgencyName[]>();
  if (userIds.length === 0) return result;
  const rows = await db
    .selectFrom('user_agencies')
    .innerJoin('agencies', 'agencies.id', 'user_agencies.agency_id')
    .select(['user_agencies.user_id', 'agencies.id', 'agencies.name'])
    .where('user_agencies.user_id', 'in', userIds)
    .orderBy('agencies.is_principal', 'desc')
    .orderBy('agencies.name')
    .execute();
  for (const row of rows) result.set(row.user_id, [...(result.get(row.user_id) ?? []), { id: row.id, name: row.name }]);
  return result;
}

export function memberJsonLd(row: MemberRow, agencies: AgencyName[]): JsonLd<TeamMember> {
  return jsonLd('TeamMember', iri(TEAM_MEMBERS_PATH, row.id), {
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
  });
}

/** Members answered with their agencies (one query for their agencies). */
export async function membersJsonLd(deps: AppDeps, rows: MemberRow[]): Promise<JsonLd<TeamMember>[]> {
  const byUser = await agenciesOf(deps.db, rows.map((row) => row.id));
  return rows.map((row) => memberJsonLd(row, byUser.get(row.id) ?? []));
}

/** One member of the caller's structure with their agencies (404 for anyone else). */
export async function loadMember(deps: AppDeps, auth: AuthContext, id: number): Promise<{ row: MemberRow; agencies: AgencyName[] }> {
  const row = found(await selectMembers(deps, auth).where('users.id', '=', id).executeTakeFirst());
  return { row, agencies: (await agenciesOf(deps.db, [row.id])).get(row.id) ?? [] };
}

export async function readMember(deps: AppDeps, auth: AuthContext, id: number): Promise<JsonLd<TeamMember>> {
  const { row, agencies } = await loadMember(deps, auth, id);
  return memberJsonLd(row, agencies);
}

const EMAIL_TAKEN = 'Cette adresse e-mail est déjà utilisée.';

export async function assertEmailFree(db: Kysely<Database>, email: string, exceptId?: number): Promise<void> {
  let query = db.selectFrom('users').select('id').where(sql<SqlBool>`lower(email) = ${email.toLowerCase()}`);
  if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
  if (await query.executeTakeFirst()) throw invalidField('email', EMAIL_TAKEN);
}

/** A known role account of the structure that the caller may give (its permissions are all theirs). */
export async function assertAccount(deps: AppDeps, auth: AuthContext, accountId: number | null | undefined): Promise<void> {
  if (accountId === null || accountId === undefined) return;
  const account = await deps.db.selectFrom('role_accounts').select('id').where('id', '=', accountId).where('structure_id', '=', auth.structureId).executeTakeFirst();
  if (!account) {
    throw invalidField('account', 'Ce rôle est inconnu.');
  }
  await assertMayAssignAccount(deps, auth, accountId);
}

/** Only a manager (or an admin) makes someone a manager (acting on a manager's account: `assertMayManageUser`). */
export function assertMayHandleRole(auth: AuthContext, role: string | undefined): void {
  if (role === ROLES.manager && !MANAGERIAL.includes(auth.role)) throw forbidden('Seul un gérant peut créer ou modifier un compte de gérant.');
}

/** A random temporary password that passes the password rules (sent by e-mail, to be changed). */
export function temporaryPassword(): string {
  return `Vo${randomBytes(9).toString('base64url')}7a`;
}

export async function replaceAgencies(trx: Kysely<Database>, userId: number, agencyIds: number[]): Promise<void> {
  await trx.deleteFrom('user_agencies').where('user_id', '=', userId).execute();
  const unique = [...new Set(agencyIds)];
  if (unique.length > 0) await trx.insertInto('user_agencies').values(unique.map((agency_id) => ({ user_id: userId, agency_id }))).execute();
}
