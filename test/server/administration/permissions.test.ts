// Every guarded call of the administration area is refused (403) to a user without its permission,
// and ADMIN-only calls refuse non-admins; the same calls pass for a user who holds the permission.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { ErrorBody } from '../../../src/shared/api/hydra';
import { bearer, createTestApp, jsonBody, signIn, type TestApp } from '../helpers';

let t: TestApp;
let formateur: string;
let secretariat: string;
let gerant: string;
let admin: string;
let commercial: string;
before(async () => {
  t = await createTestApp();
  formateur = (await signIn(t.app, 'formateur@volant.test')).token;
  secretariat = (await signIn(t.app, 'secretariat@volant.test')).token;
  gerant = (await signIn(t.app, 'gerant@volant.test')).token;
  admin = (await signIn(t.app, 'admin@volant.test')).token;
  commercial = (await signIn(t.app, 'commercial@volant.test')).token;
});
after(() => t.close());

const csvForm = (content: string) => {
  const form = new FormData();
  form.set('file', new File([content], 'import.csv', { type: 'text/csv' }));
  return form;
};

interface GuardedCall {
  name: string;
  method: string;
  path: () => string;
  body?: () => unknown;
  form?: () => FormData;
}

/** Calls guarded by a permission (the trainer holds none of them). */
const BY_PERMISSION: GuardedCall[] = [
  { name: 'create a team member (isViewMembers)', method: 'POST', path: () => '/api/team-members', body: () => ({ firstName: 'A', lastName: 'B', email: 'x@volant.test', accountType: 'Formateur', agencies: [t.ids.centre.agencies.orleans] }) },
  { name: 'edit a team member (isViewMembers)', method: 'PATCH', path: () => `/api/team-members/${t.ids.users['secretariat@volant.test']}`, body: () => ({ firstName: 'Sophie' }) },
  { name: 'delete a team member (isViewMembers)', method: 'DELETE', path: () => `/api/team-members/${t.ids.users['secretariat@volant.test']}` },
  { name: 'edit an agency (isViewAgencies)', method: 'PATCH', path: () => `/api/agencies/${t.ids.centre.agencies.orleans}`, body: () => ({ city: 'Orléans' }) },
  { name: 'request an agency (isViewAgencies)', method: 'POST', path: () => '/api/agency/request', body: () => ({ name: 'Montargis', city: 'Montargis' }) },
  { name: 'default data of an agency (isConfigAccount, isViewAgencies)', method: 'POST', path: () => '/api/agency/default-data', body: () => ({ agencyId: t.ids.centre.agencies.orleans }) },
  { name: 'agency configuration (isConfigAccount, isViewAgencies)', method: 'PATCH', path: () => `/api/agency/config/${t.ids.centre.agencies.orleans}`, body: () => ({ isHavePhotoSolutionApp: true }) },
  { name: 'structure configuration (isViewAgencies)', method: 'PATCH', path: () => `/api/structure/structure/${t.ids.centre.structureId}`, body: () => ({ modeANTS: 1 }) },
  { name: 'structure isConfigGeneral (isConfigAccount)', method: 'PATCH', path: () => `/api/structure/structure/${t.ids.centre.structureId}`, body: () => ({ isConfigGeneral: true }) },
  { name: 'list role accounts (isRoleCreation)', method: 'GET', path: () => '/api/roles/accounts?isEditable=1' },
  { name: 'role account summary', method: 'GET', path: () => '/api/roles/accounts/summary' },
  { name: 'read a role account (isRoleCreation)', method: 'GET', path: () => '/api/roles/admin/accounts/1' },
  { name: 'create a role (isRoleCreation)', method: 'POST', path: () => '/api/roles/accounts', body: () => ({ name: 'Accueil', permissions: [] }) },
  { name: 'edit a role (isRoleCreation)', method: 'PATCH', path: () => '/api/roles/accounts/2', body: () => ({ name: 'Accueil' }) },
  { name: 'delete a role (isRoleCreation)', method: 'DELETE', path: () => '/api/roles/accounts/2' },
  { name: 'permission list (isRoleCreation, isConfigAccount)', method: 'GET', path: () => '/api/roles/permissions?itemsPerPage=10000' },
  { name: 'agency authorizations (isRoleCreation, isConfigAccount)', method: 'GET', path: () => `/api/roles/authorization?agency=${t.ids.centre.agencies.orleans}` },
  { name: 'save agency authorizations', method: 'POST', path: () => '/api/roles/authorization', body: () => ({ agency: t.ids.centre.agencies.orleans, authorizations: [] }) },
  { name: 'user authorizations (isRoleCreation)', method: 'GET', path: () => `/api/roles/authorization-user?user=${t.ids.users['secretariat@volant.test']}` },
  { name: 'save user authorizations', method: 'POST', path: () => '/api/roles/authorization-user', body: () => ({ user: t.ids.users['secretariat@volant.test'], authorizations: [] }) },
  { name: 'save offered trainings (configuration)', method: 'POST', path: () => '/api/onboardings/training', body: () => ({ agency: t.ids.centre.agencies.orleans, trainings: [] }) },
  { name: 'save applications (configuration)', method: 'POST', path: () => '/api/onboardings/applications', body: () => ({ agency: t.ids.centre.agencies.orleans, applications: [] }) },
  { name: 'application setting (configuration)', method: 'PATCH', path: () => '/api/onboardings/application-setting', body: () => ({ agency: t.ids.centre.agencies.orleans, showPrices: false }) },
  { name: 'registration setting (configuration)', method: 'PATCH', path: () => '/api/registrations/application-setting', body: () => ({ agency: t.ids.centre.agencies.orleans, autoValidate: true }) },
  { name: 'import preview (manager or admin)', method: 'POST', path: () => '/api/imports/learners/preview', form: () => csvForm('prenom;nom;agence\nA;B;Blois\n') },
  { name: 'import (manager or admin)', method: 'POST', path: () => '/api/imports/learners', form: () => csvForm('prenom;nom;agence\nA;B;Blois\n') },
  { name: 'export (manager or admin)', method: 'POST', path: () => '/api/exports' },
];

/** ADMIN-only calls. */
const ADMIN_ONLY: GuardedCall[] = [
  { name: 'create a link', method: 'POST', path: () => '/api/links', form: () => Object.assign(new FormData(), {}) },
  { name: 'edit a link', method: 'PATCH', path: () => '/api/links/1', body: () => ({ label: 'Facebook' }) },
  { name: 'delete a link', method: 'DELETE', path: () => '/api/links/1' },
  { name: 'create a tutorial', method: 'POST', path: () => '/api/tutorials', body: () => ({ title: 'T', url: 'https://a.test/x', route: '/tva', group: 'G' }) },
  { name: 'edit a tutorial', method: 'PATCH', path: () => '/api/tutorials/1', body: () => ({ title: 'T' }) },
  { name: 'delete a tutorial', method: 'DELETE', path: () => '/api/tutorials/1' },
  { name: 'create a notification', method: 'POST', path: () => '/api/notifications', body: () => ({ title: 'T', message: 'M', startDate: '2030-01-01' }) },
  { name: 'edit a notification', method: 'PATCH', path: () => '/api/notifications/1', body: () => ({ title: 'T' }) },
  { name: 'delete a notification', method: 'DELETE', path: () => '/api/notifications/1' },
  { name: 'sales-service parameters', method: 'POST', path: () => '/api/sales-service-parameters', body: () => ({ email: 'a@b.fr', phone: '0238000000', trialDays: 10 }) },
  { name: 'software setting', method: 'PATCH', path: () => '/api/softwares/settings/supportEmail', body: () => ({ value: 'x' }) },
];

function request(call: GuardedCall, token: string): Promise<Response> {
  if (call.form) return Promise.resolve(t.app.request(call.path(), bearer(token, { method: call.method, body: call.form() })));
  if (call.body) {
    const init = jsonBody(call.method, call.body(), token);
    if (call.method === 'PATCH') (init.headers as Record<string, string>)['Content-Type'] = 'application/merge-patch+json';
    return Promise.resolve(t.app.request(call.path(), init));
  }
  return Promise.resolve(t.app.request(call.path(), bearer(token, { method: call.method })));
}

describe('a user without the permission gets 403', () => {
  for (const call of BY_PERMISSION) {
    test(call.name, async () => {
      const res = await request(call, formateur);
      assert.equal(res.status, 403, `${call.method} ${call.path()}`);
      const body = (await res.json()) as ErrorBody;
      assert.match(body.detail ?? '', /permission|Seul/);
    });
  }
});

describe('ADMIN-only calls refuse a manager', () => {
  for (const call of ADMIN_ONLY) {
    test(call.name, async () => {
      const res = await request(call, gerant);
      assert.equal(res.status, 403, `${call.method} ${call.path()}`);
      assert.equal(((await res.json()) as ErrorBody).detail, 'Vous n’avez pas la permission d’effectuer cette action.');
    });
  }
});

test('the secretary holds isViewMembers but not isRoleCreation nor isViewAgencies', async () => {
  assert.equal((await t.app.request('/api/team-members?itemsPerPage=5', bearer(secretariat))).status, 200);
  assert.equal((await request(BY_PERMISSION.find((c) => c.name.startsWith('list role'))!, secretariat)).status, 403);
  assert.equal((await request(BY_PERMISSION.find((c) => c.name.startsWith('edit an agency'))!, secretariat)).status, 403);
});

test('a commercial admin cannot import; the platform admin can preview', async () => {
  const call = BY_PERMISSION.find((c) => c.name.startsWith('import preview'))!;
  assert.equal((await request(call, commercial)).status, 403);
  assert.equal((await request(call, admin)).status, 200);
});

test('a manager passes the permission checks (e.g. role list, agency edit)', async () => {
  assert.equal((await request(BY_PERMISSION.find((c) => c.name.startsWith('list role'))!, gerant)).status, 200);
  assert.equal((await request(BY_PERMISSION.find((c) => c.name.startsWith('edit an agency'))!, gerant)).status, 200);
});
