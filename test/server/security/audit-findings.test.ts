// The attacks of the permission audit (issue #20 F2, F5, F6, F15; issue #24 point 3), performed with
// the demo accounts: each one succeeded before the route table and the grant rules, and each must now
// be refused with the database unchanged. The legitimate counterparts (a manager giving a role, a
// secretary resetting a trainer's password) still work.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { ROLES } from '../../../src/shared/auth/roles';
import { createTestApp, signIn, type TestApp } from '../helpers';
import { tokenWith } from './permission-users';

let t: TestApp;
const tokens: Record<string, string> = {};
let gerantAccount: number;
let formateurAccount: number;

const user = (email: string) => t.ids.users[email]!;

before(async () => {
  t = await createTestApp();
  for (const who of ['gerant', 'secretariat', 'formateur']) tokens[who] = (await signIn(t.app, `${who}@volant.test`)).token;
  const accounts = await t.deps.db.selectFrom('role_accounts').select(['id', 'name']).where('structure_id', '=', t.ids.centre.structureId).execute();
  gerantAccount = accounts.find((a) => a.name === 'Gérant')!.id;
  formateurAccount = accounts.find((a) => a.name === 'Formateur')!.id;
});

after(async () => {
  await t.close();
});

async function send(token: string, method: string, path: string, body?: unknown): Promise<Response> {
  return t.app.request(path, {
    method,
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

async function refused(token: string, method: string, path: string, body?: unknown): Promise<void> {
  const response = await send(token, method, path, body);
  assert.equal(response.status, 403, `${method} ${path} ${JSON.stringify(body ?? null)}: ${await response.text()}`);
}

async function accepted(token: string, method: string, path: string, body?: unknown): Promise<void> {
  const response = await send(token, method, path, body);
  assert.ok(response.status < 300, `${method} ${path}: ${response.status} ${await response.text()}`);
}

const accountOf = async (id: number) => (await t.deps.db.selectFrom('users').select('account_id').where('id', '=', id).executeTakeFirstOrThrow()).account_id;

test('F2 — a secretary cannot make herself (or the trainer) manager; the trainer neither', async () => {
  const secretary = user('secretariat@volant.test');
  const trainer = user('formateur@volant.test');
  await refused(tokens.secretariat!, 'PATCH', `/api/team-members/${secretary}`, { account: gerantAccount });
  await refused(tokens.secretariat!, 'PATCH', `/api/team-members/${trainer}`, { account: gerantAccount });
  await refused(tokens.formateur!, 'PATCH', `/api/team-members/${trainer}`, { account: gerantAccount });
  await refused(tokens.secretariat!, 'POST', '/api/team-members', {
    firstName: 'Complice',
    lastName: 'Gérant',
    email: 'complice@volant.test',
    accountType: ROLES.administrative,
    account: gerantAccount,
    agencies: [t.ids.centre.agencies.orleans],
    teachingLicence: null,
  });
  assert.notEqual(await accountOf(secretary), gerantAccount);
  assert.notEqual(await accountOf(trainer), gerantAccount);
  assert.equal(await t.deps.db.selectFrom('users').select('id').where('email', '=', 'complice@volant.test').executeTakeFirst(), undefined);
  // Her rights are still the Secrétariat's: role creation, ledger closure and invoice deletion stay refused.
  await refused(tokens.secretariat!, 'POST', '/api/roles/accounts', { name: 'Tout', permissions: ['isDeleteInvoice'] });
  await refused(tokens.secretariat!, 'POST', '/api/accounting/ledger/closures', {});
  // The manager still gives roles.
  await accepted(tokens.gerant!, 'PATCH', `/api/team-members/${trainer}`, { account: formateurAccount });
});

test('nobody grants more than they hold: role accounts, agency and per-user authorizations, a member’s role', async () => {
  const roleMaker = await tokenWith(t, ['isRoleCreation', 'isViewMembers']);
  await refused(roleMaker, 'POST', '/api/roles/accounts', { name: 'Comptable', permissions: ['isDeleteInvoice'] });
  const secretariatAccount = (await t.deps.db.selectFrom('role_accounts').select('id').where('name', '=', 'Secrétariat').where('structure_id', '=', t.ids.centre.structureId).executeTakeFirstOrThrow()).id;
  await refused(roleMaker, 'PATCH', `/api/roles/accounts/${secretariatAccount}`, { permissions: ['isViewMembers', 'isAccessFiscalArchive'] });
  await refused(roleMaker, 'POST', '/api/roles/authorization', {
    agency: t.ids.centre.agencies.orleans,
    authorizations: [{ account: secretariatAccount, permissions: ['isDeleteInvoice'] }],
  });
  await refused(roleMaker, 'POST', '/api/roles/authorization-user', {
    user: user('formateur@volant.test'),
    authorizations: [{ agency: t.ids.centre.agencies.orleans, permissions: ['isConfigBilling'] }],
  });
  // Giving someone the locked « Gérant » account, or a role account richer than oneself.
  await refused(roleMaker, 'PATCH', `/api/team-members/${user('formateur@volant.test')}`, { account: gerantAccount });
  await refused(roleMaker, 'PATCH', `/api/team-members/${user('formateur@volant.test')}`, { account: secretariatAccount });
  const grants = await t.deps.db.selectFrom('role_authorizations').select('permission').where('permission', '=', 'isDeleteInvoice').execute();
  assert.deepEqual(grants, []);
  // Within what they hold, they may.
  await accepted(roleMaker, 'POST', '/api/roles/accounts', { name: 'Équipe', permissions: ['isViewMembers'] });
});

test('a user cannot change their own role account, role, agencies or personal grants', async () => {
  const selfGranter = await tokenWith(t, ['isRoleCreation', 'isViewMembers', 'isConfigBilling']);
  const me = (await t.deps.db.selectFrom('users').select('id').orderBy('id', 'desc').executeTakeFirstOrThrow()).id;
  await refused(selfGranter, 'PATCH', `/api/team-members/${me}`, { account: formateurAccount });
  await refused(selfGranter, 'PATCH', `/api/team-members/${me}`, { accountType: ROLES.trainer });
  await refused(selfGranter, 'PATCH', `/api/team-members/${me}`, { agencies: [t.ids.centre.agencies.orleans] });
  await refused(selfGranter, 'POST', '/api/roles/authorization-user', {
    user: me,
    authorizations: [{ agency: t.ids.centre.agencies.orleans, permissions: ['isConfigBilling'] }],
  });
  // Their own name is theirs to edit.
  await accepted(selfGranter, 'PATCH', `/api/team-members/${me}`, { firstName: 'Renommé' });
});

test('F5 — neither a trainer nor a secretary creates, changes or deletes a VAT rate', async () => {
  const vat = await t.deps.db.selectFrom('tvas').selectAll().where('agency_id', '=', t.ids.centre.agencies.orleans).where('is_default', '=', 1).executeTakeFirstOrThrow();
  for (const who of ['formateur', 'secretariat']) {
    await refused(tokens[who]!, 'PATCH', `/api/billing/tvas/${vat.id}`, { rate: 0.5 });
    await refused(tokens[who]!, 'POST', '/api/billing/tvas', { label: 'Pirate', rate: 0.5, agency: t.ids.centre.agencies.orleans, legalMention: null, isDefault: true });
    await refused(tokens[who]!, 'DELETE', `/api/billing/tvas/${vat.id}`);
  }
  const after = await t.deps.db.selectFrom('tvas').selectAll().where('id', '=', vat.id).executeTakeFirstOrThrow();
  assert.equal(after.rate_bp, vat.rate_bp);
  assert.equal((await t.deps.db.selectFrom('tvas').select('id').where('label', '=', 'Pirate').executeTakeFirst()), undefined);
});

test('F6 — a secretary cannot reset the manager’s or the platform admin’s password; she still resets the trainer’s and her own', async () => {
  const hashes = async () => t.deps.db.selectFrom('users').select(['id', 'password_hash']).where('email', 'in', ['gerant@volant.test', 'admin@volant.test']).orderBy('id').execute();
  const before = await hashes();
  await refused(tokens.secretariat!, 'POST', '/api/users/reset-password', { user: user('gerant@volant.test'), email: 'gerant@volant.test' });
  await refused(tokens.secretariat!, 'POST', '/api/users/reset-password', { user: user('admin@volant.test'), email: 'admin@volant.test' });
  // Nor a member holding a permission she lacks.
  await t.deps.db.insertInto('user_authorizations').values({ user_id: user('formateur@volant.test'), agency_id: t.ids.centre.agencies.orleans, permission: 'isConfigPlanning' }).execute();
  t.deps.cache.writes.bumpAccess();
  await refused(tokens.secretariat!, 'POST', '/api/users/reset-password', { user: user('formateur@volant.test'), email: 'formateur@volant.test' });
  assert.deepEqual(await hashes(), before);
  await t.deps.db.deleteFrom('user_authorizations').where('user_id', '=', user('formateur@volant.test')).execute();
  t.deps.cache.writes.bumpAccess();
  const trainerHash = await t.deps.db.selectFrom('users').select('password_hash').where('id', '=', user('formateur@volant.test')).executeTakeFirstOrThrow();
  await accepted(tokens.secretariat!, 'POST', '/api/users/reset-password', { user: user('formateur@volant.test'), email: 'formateur@volant.test' });
  await accepted(tokens.secretariat!, 'POST', '/api/users/reset-password', { user: user('secretariat@volant.test'), email: 'secretariat@volant.test' });
  // The reset ended the trainer's sessions (issue 36 S4): the attacks below sign him in again with his demo password.
  await t.deps.db.updateTable('users').set(trainerHash).where('id', '=', user('formateur@volant.test')).execute();
  tokens.formateur = (await signIn(t.app, 'formateur@volant.test')).token;
});

test('F15 — a trainer writes no learner, group, organisation, push or material resource', async () => {
  const db = t.deps.db;
  const orleans = t.ids.centre.agencies.orleans;
  const learner = await db.selectFrom('learners').select(['id', 'first_name', 'archived']).where('agency_id', '=', orleans).where('archived', '=', 0).executeTakeFirstOrThrow();
  const group = await db.selectFrom('groups').select(['id', 'name']).where('agency_id', '=', orleans).executeTakeFirstOrThrow();
  const organisation = await db.selectFrom('organizations').select(['id', 'name']).where('agency_id', '=', orleans).executeTakeFirstOrThrow();
  const push = await db.selectFrom('pushes').select('id').where('agency_id', '=', orleans).executeTakeFirstOrThrow();
  const resource = await db.selectFrom('material_resources').select(['id', 'name']).where('structure_id', '=', t.ids.centre.structureId).executeTakeFirstOrThrow();
  const trainer = tokens.formateur!;
  await refused(trainer, 'POST', '/api/learners', { firstName: 'Intrus', lastName: 'Formateur', agency: orleans });
  await refused(trainer, 'PATCH', `/api/learners/${learner.id}`, { firstName: 'Piraté' });
  await refused(trainer, 'PATCH', `/api/learner-archive/${learner.id}`, {});
  await refused(trainer, 'DELETE', `/api/learners/${learner.id}`);
  await refused(trainer, 'PATCH', `/api/groups/${group.id}`, { name: 'Piraté' });
  await refused(trainer, 'DELETE', `/api/groups/${group.id}`);
  await refused(trainer, 'PATCH', `/api/accountingDocs/organizations/${organisation.id}`, { name: 'Piraté' });
  await refused(trainer, 'DELETE', `/api/accountingDocs/organizations/${organisation.id}`);
  await refused(trainer, 'DELETE', `/api/kopilote/pushes/${push.id}`);
  await refused(trainer, 'PATCH', `/api/materials/resources/${resource.id}`, { name: 'Piraté' });
  assert.deepEqual(await db.selectFrom('learners').select(['id', 'first_name', 'archived']).where('id', '=', learner.id).executeTakeFirst(), learner);
  assert.deepEqual(await db.selectFrom('groups').select(['id', 'name']).where('id', '=', group.id).executeTakeFirst(), group);
  assert.deepEqual(await db.selectFrom('organizations').select(['id', 'name']).where('id', '=', organisation.id).executeTakeFirst(), organisation);
  assert.ok(await db.selectFrom('pushes').select('id').where('id', '=', push.id).executeTakeFirst());
  assert.deepEqual(await db.selectFrom('material_resources').select(['id', 'name']).where('id', '=', resource.id).executeTakeFirst(), resource);
});

test('#24 — a trainer neither deletes nor reopens a lesson marked « Réalisé », nor erases others’ operation history', async () => {
  const db = t.deps.db;
  const trainerId = user('formateur@volant.test');
  const slot = await db
    .selectFrom('planning_slots as s')
    .innerJoin('agendas', 'agendas.id', 's.agenda_id')
    .select(['s.id'])
    .where('agendas.team_member_id', '=', trainerId)
    .where('s.is_background', '=', 0)
    .where('s.status', '!=', 'cancelled')
    .orderBy('s.id')
    .executeTakeFirstOrThrow();
  await db.updateTable('planning_slots').set({ status: 'done' }).where('id', '=', slot.id).execute();
  await refused(tokens.formateur!, 'DELETE', `/api/plannings/slots/${slot.id}`);
  await refused(tokens.formateur!, 'PATCH', `/api/plannings/slots/${slot.id}`, { status: 'cancelled' });
  assert.equal((await db.selectFrom('planning_slots').select('status').where('id', '=', slot.id).executeTakeFirstOrThrow()).status, 'done');

  const others = await db.selectFrom('planning_operation_histories').select('id').where('user_id', '!=', trainerId).where('structure_id', '=', t.ids.centre.structureId).limit(3).execute();
  assert.ok(others.length > 0);
  await refused(tokens.formateur!, 'POST', '/api/plannings/operation-histories/bulk', { ids: others.map((o) => o.id) });
  assert.equal((await db.selectFrom('planning_operation_histories').select('id').where('id', 'in', others.map((o) => o.id)).execute()).length, others.length);

  // The manager may.
  await accepted(tokens.gerant!, 'DELETE', `/api/plannings/slots/${slot.id}`);
});
