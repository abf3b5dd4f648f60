// Users made for the permission suites: a member of the first structure's staff (administrative staff
// by default, or a trainer; not a manager, so rights come from their role account) on every agency,
// holding exactly the permissions given.
import { issueSession } from '../../../server/core/tokens';
import type { TestApp } from '../helpers';
import { ROLES } from '../../../src/shared/auth/roles';

let made = 0;

/** A session token of a new staff member of the first structure who holds exactly `permissions`. */
export async function tokenWith(t: TestApp, permissions: readonly string[], role: string = ROLES.administrative): Promise<string> {
  made += 1;
  const db = t.deps.db;
  const structure = t.ids.centre.structureId;
  const account = await db
    .insertInto('role_accounts')
    .values({ structure_id: structure, name: `Droits d’essai ${made}`, is_editable: 1 })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (permissions.length > 0) {
    await db.insertInto('role_account_permissions').values(permissions.map((permission) => ({ account_id: account.id, permission }))).execute();
  }
  const user = await db
    .insertInto('users')
    .values({
      email: `droits-${made}-${Date.now()}@volant.test`,
      password_hash: 'not-a-password',
      first_name: 'Essai',
      last_name: `Droits ${made}`,
      role,
      admin_type: null,
      structure_id: structure,
      all_agencies: 1,
      account_configured: 1,
      account_id: account.id,
      teaching_licence: null,
      selected_agency_id: null,
      phone: null,
      photo_asset_id: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return (await issueSession(t.deps, user.id)).token;
}
