import assert from 'node:assert/strict';
import { afterEach, beforeEach, describe, test } from 'node:test';
import { decodeJwt, SignJWT } from 'jose';
import type { SessionUser, TokenPair } from '../../../src/shared/session/types';
import { createTestApp, jsonBody, serviceTicket, signIn, TEST_SERVICE, type TestApp } from '../helpers';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

const refresh = (refresh_token: string) => t.app.request('/api/token/refresh', jsonBody('POST', { refresh_token }));
const auth = (ticket: string, serviceId = TEST_SERVICE) => t.app.request('/api/auth', jsonBody('POST', { serviceId, ticket }));

describe('POST /api/auth', () => {
  test('exchanges a service ticket for tokens and the session user', async () => {
    const res = await auth(await serviceTicket(t.app, 'secretariat@volant.test'));
    assert.equal(res.status, 200);
    const body = (await res.json()) as { token: string; refresh_token: string; user: SessionUser };
    assert.equal(decodeJwt(body.token).typ, 'access');
    assert.ok(body.refresh_token.length >= 40);
    const { user } = body;
    assert.equal(user.email, 'secretariat@volant.test');
    assert.deepEqual(user.roles, ['Personnel administratif']);
    assert.deepEqual(user.structure, { id: t.ids.centre.structureId, codeClient: 'AEC-001', studentsPhotoAllowed: true });
    assert.deepEqual(user.agencies, [
      { '@id': `/api/agencies/${t.ids.centre.agencies.orleans}`, id: t.ids.centre.agencies.orleans, name: 'Orléans Centre', isPrincipal: true },
      { '@id': `/api/agencies/${t.ids.centre.agencies.blois}`, id: t.ids.centre.agencies.blois, name: 'Blois', isPrincipal: false },
    ]);
    assert.equal(user.allAgencies, false);
    assert.ok(user.permissions.includes('isCreateInvoice'));
    assert.ok(!user.permissions.includes('isRoleCreation'));
    assert.equal(user.selectedAgency, t.ids.centre.agencies.orleans);
    assert.equal(user.isConfigGeneral, false);
    assert.deepEqual(user.managed_structures, []);
    assert.equal(user.avis_solution, false);
    assert.equal(user.adminType, null);
    assert.deepEqual(user.missing_modal, { agencies: [], formateurs: [] });
    assert.deepEqual(
      Object.keys(user).sort(),
      ['adminType', 'agencies', 'allAgencies', 'avis_solution', 'email', 'firstName', 'id', 'isConfigGeneral', 'lastName',
        'managed_structures', 'missing_modal', 'permissions', 'roles', 'selectedAgency', 'structure', 'survey_link'].sort(),
    );
  });

  test('a manager gets every agency, every permission and the missing items', async () => {
    const { user } = await signIn(t.app, 'gerant@volant.test');
    assert.equal(user.allAgencies, true);
    assert.equal(user.agencies.length, 3);
    assert.equal(user.selectedAgency, null, 'a structure configured as a whole starts on every agency');
    assert.equal(user.permissions.length > 30, true);
    assert.deepEqual(user.missing_modal.agencies, [
      { id: t.ids.centre.agencies.tours, name: 'Tours', missing: ['Numéro de TVA intracommunautaire', 'Numéro d’agrément principal'] },
    ]);
    assert.deepEqual(user.missing_modal.formateurs, [
      { id: t.ids.users['formateur@volant.test'], name: 'François Petitjean', missing: ['Numéro d’autorisation d’enseigner'] },
    ]);
  });

  test('an admin sees the structures it may switch to and its admin type', async () => {
    const { user } = await signIn(t.app, 'commercial@volant.test');
    assert.deepEqual(user.roles, ['ADMIN']);
    assert.equal(user.adminType, 'commercial');
    assert.deepEqual(user.managed_structures.map((s) => s.name), ['Auto-école du Centre', 'École de conduite du Port']);
  });

  test('an unknown, reused or other-service ticket is 401', async () => {
    assert.equal((await auth('ST-inconnu')).status, 401);
    const ticket = await serviceTicket(t.app, 'gerant@volant.test');
    assert.equal((await auth(ticket)).status, 200);
    const reused = await auth(ticket);
    assert.equal(reused.status, 401);
    assert.equal(((await reused.json()) as { '@type': string })['@type'], 'hydra:Error');
    assert.equal((await auth(await serviceTicket(t.app, 'gerant@volant.test'), '/autre-service')).status, 401);
  });

  test('a user whose login is refused gets 405 with the French message', async () => {
    const res = await auth(await serviceTicket(t.app, 'refuse@volant.test'));
    assert.equal(res.status, 405);
    const body = (await res.json()) as { detail: string };
    assert.equal(body.detail, 'Votre compte n’est pas autorisé à se connecter.');
  });

  test('malformed JSON is a 400 JSON-LD error', async () => {
    const res = await t.app.request('/api/auth', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{"serviceId":' });
    assert.equal(res.status, 400);
    assert.match(res.headers.get('content-type') ?? '', /json/);
    const body = (await res.json()) as { '@type': string; 'hydra:description': string };
    assert.equal(body['@type'], 'hydra:Error');
    assert.equal(body['hydra:description'], 'Le corps de la requête n’est pas un JSON valide.');
  });
});

describe('POST /api/token/refresh', () => {
  test('rotates: the new pair works, the old refresh token does not', async () => {
    const session = await signIn(t.app, 'gerant@volant.test');
    const res = await refresh(session.refresh_token);
    assert.equal(res.status, 200);
    const rotated = (await res.json()) as TokenPair;
    assert.notEqual(rotated.refresh_token, session.refresh_token);
    const me = await t.app.request(`/api/users/${session.user.id}`, { headers: { Authorization: `Bearer ${rotated.token}` } });
    assert.equal(me.status, 200);
    assert.equal((await refresh(rotated.refresh_token)).status, 200);
  });

  test('reusing a rotated refresh token revokes the whole family', async () => {
    const session = await signIn(t.app, 'gerant@volant.test');
    const rotated = (await (await refresh(session.refresh_token)).json()) as TokenPair;
    assert.equal((await refresh(session.refresh_token)).status, 401);
    assert.equal((await refresh(rotated.refresh_token)).status, 401);
    const me = await t.app.request(`/api/users/${session.user.id}`, { headers: { Authorization: `Bearer ${rotated.token}` } });
    assert.equal(me.status, 401);
  });

  test('a session cannot be refreshed past its absolute lifetime', async () => {
    const session = await signIn(t.app, 'gerant@volant.test');
    let current = session.refresh_token;
    t.clock.advance(t.deps.config.sessionMaxSeconds - 60);
    const res = await refresh(current);
    assert.equal(res.status, 200);
    const pair = (await res.json()) as TokenPair;
    const exp = decodeJwt(pair.token).exp ?? 0;
    assert.ok(exp * 1000 <= t.deps.now().getTime() + 60_000, 'the access token ends with the session');
    current = pair.refresh_token;
    t.clock.advance(120);
    assert.equal((await refresh(current)).status, 401);
  });

  test('an unknown refresh token is 401', async () => {
    assert.equal((await refresh('inconnu')).status, 401);
  });
});

describe('session calls', () => {
  test('logout revokes the session: access and refresh tokens stop working', async () => {
    const session = await signIn(t.app, 'gerant@volant.test');
    const out = await t.app.request('/api/state-api/logout', { method: 'POST', headers: { Authorization: `Bearer ${session.token}` } });
    assert.equal(out.status, 204);
    assert.equal((await refresh(session.refresh_token)).status, 401);
    const me = await t.app.request(`/api/users/${session.user.id}`, { headers: { Authorization: `Bearer ${session.token}` } });
    assert.equal(me.status, 401);
  });

  test('client-authentication gives a 10-minute token scoped to the connection states; unscoped status tokens are refused', async () => {
    const session = await signIn(t.app, 'gerant@volant.test');
    const res = await t.app.request('/api/state-api/client-authentication', { method: 'POST', headers: { Authorization: `Bearer ${session.token}` } });
    assert.equal(res.status, 200);
    const { token, expiresAt } = (await res.json()) as { token: string; expiresAt: string };
    const claims = decodeJwt(token);
    assert.equal(claims.typ, 'status');
    assert.equal(claims.scope, 'connection-status');
    assert.equal((claims.exp ?? 0) - (claims.iat ?? 0), 600);
    assert.equal(new Date(expiresAt).getTime(), (claims.exp ?? 0) * 1000);
    const bearer = { Authorization: `Bearer ${token}` };
    for (const path of ['/api/ants/agencies', '/api/state-api/agencies']) {
      const read = await t.app.request(path, { headers: bearer });
      assert.equal(read.status, 200, path);
    }
    // The token is pasted into partner pages: whoever copies it must not read the structure's data.
    const ledger = '/api/accounting/ledger/archive';
    for (const path of [`/api/users/${session.user.id}`, '/api/learners', '/api/accounting/invoices', '/api/team-members', ledger, '/api/ants/agencies/', '/api/ants/agencies?x=/api/learners']) {
      const read = await t.app.request(path, { headers: bearer });
      assert.equal(read.status, path.startsWith('/api/ants/agencies?') ? 200 : 403, path);
    }
    for (const [method, path] of [['POST', '/api/state-api/logout'], ['POST', '/api/state-api/client-authentication'], ['DELETE', '/api/ants/agencies']] as const) {
      const write = await t.app.request(path, { method, headers: bearer });
      assert.equal(write.status, 403, `${method} ${path}`);
    }
    // A status token without a known scope (or an access token with one) is refused: no token reads more than it was issued for.
    const { sid } = decodeJwt(session.token);
    const secret = new TextEncoder().encode(t.deps.config.jwtSecret);
    const forge = (claims: Record<string, unknown>) =>
      new SignJWT({ sid, ...claims }).setProtectedHeader({ alg: 'HS256' }).setSubject(String(session.user.id)).setExpirationTime('5m').sign(secret);
    for (const claims of [{ typ: 'status' }, { typ: 'status', scope: 'everything' }, { typ: 'status', scope: '__proto__' }, { typ: 'access', scope: 'connection-status' }]) {
      const read = await t.app.request('/api/ants/agencies', { headers: { Authorization: `Bearer ${await forge(claims)}` } });
      assert.equal(read.status, 401, JSON.stringify(claims));
    }
  });
});
