import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { SignJWT } from 'jose';
import type { ErrorBody, HydraCollection } from '../../../src/shared/api/hydra';
import type { SessionUser } from '../../../src/shared/session/types';
import { isPublicApiPath } from '../../../server/core/auth-middleware';
import { bearer, createTestApp, signIn, type TestApp } from '../helpers';

let t: TestApp;
let gerantToken: string;
before(async () => {
  t = await createTestApp();
  gerantToken = (await signIn(t.app, 'gerant@volant.test')).token;
});
after(() => t.close());

const errorOf = async (res: Response) => (await res.json()) as ErrorBody;

describe('requireAuth', () => {
  test('public paths: login, refresh, versions and /public/ but not publickey', () => {
    assert.equal(isPublicApiPath('/api/auth'), true);
    assert.equal(isPublicApiPath('/api/token/refresh'), true);
    assert.equal(isPublicApiPath('/api/project-versions'), true);
    assert.equal(isPublicApiPath('/api/accounting/public/quotation-details/abc'), true);
    assert.equal(isPublicApiPath('/api/ants/public/publickey'), false);
    assert.equal(isPublicApiPath('/api/users/1'), false);
    assert.equal(isPublicApiPath('/api/auth/other'), false);
  });

  test('no token, a malformed token, a forged token or a token without Bearer → 401 JSON-LD', async () => {
    const me = `/api/users/${t.ids.users['gerant@volant.test']}`;
    const forged = await new SignJWT({ sid: 'x', typ: 'access' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('3')
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('un-autre-secret-de-trente-deux-caracteres'));
    for (const init of [{}, bearer('pas-un-jwt'), bearer(forged), { headers: { Authorization: gerantToken } }]) {
      const res = await t.app.request(me, init);
      assert.equal(res.status, 401);
      const body = await errorOf(res);
      assert.equal(body['@type'], 'hydra:Error');
      assert.ok(body['hydra:description']);
    }
  });

  test('an access token stops working after its lifetime', async () => {
    const local = await createTestApp();
    try {
      const { token, user } = await signIn(local.app, 'gerant@volant.test');
      assert.equal((await local.app.request(`/api/users/${user.id}`, bearer(token))).status, 200);
      local.clock.advance(local.deps.config.accessTokenTtlSeconds + 1);
      assert.equal((await local.app.request(`/api/users/${user.id}`, bearer(token))).status, 401);
    } finally {
      await local.close();
    }
  });

  test('unknown /api paths answer a JSON-LD 404 once authenticated', async () => {
    const res = await t.app.request('/api/nulle-part', bearer(gerantToken));
    assert.equal(res.status, 404);
    assert.equal((await errorOf(res)).detail, 'Ressource introuvable.');
  });
});

describe('GET /api/project-versions', () => {
  test('is public and holds the front version in hydra:member[0]', async () => {
    const res = await t.app.request('/api/project-versions');
    assert.equal(res.status, 200);
    const body = (await res.json()) as HydraCollection<{ frontVersion: string }>;
    assert.equal(body['hydra:totalItems'], 1);
    assert.deepEqual(body['hydra:member'][0], {
      '@id': '/api/project-versions/1',
      '@type': 'ProjectVersion',
      frontVersion: t.deps.config.frontVersion,
    });
  });
});

describe('GET /api/users/{id}', () => {
  test('answers a user of the same structure in the session shape with @id and @type', async () => {
    const id = t.ids.users['formateur@volant.test'];
    const res = await t.app.request(`/api/users/${id}`, bearer(gerantToken));
    assert.equal(res.status, 200);
    const user = (await res.json()) as SessionUser & { '@id': string; '@type': string };
    assert.equal(user['@id'], `/api/users/${id}`);
    assert.equal(user['@type'], 'User');
    assert.equal(user.email, 'formateur@volant.test');
    assert.deepEqual(user.permissions, ['isAccessDashboards', 'isViewMyAgencies']);
    assert.deepEqual(user.agencies.map((a) => a.name), ['Orléans Centre']);
  });

  test('another structure’s user does not exist for the caller (404)', async () => {
    const port = await signIn(t.app, 'gerant@port.test');
    const res = await t.app.request(`/api/users/${t.ids.users['secretariat@volant.test']}`, bearer(port.token));
    assert.equal(res.status, 404);
    assert.equal((await t.app.request(`/api/users/${port.user.id}`, bearer(port.token))).status, 200);
    assert.equal((await t.app.request('/api/users/999999', bearer(port.token))).status, 404);
    assert.equal((await t.app.request('/api/users/abc', bearer(port.token))).status, 404);
  });
});

describe('HTTP hygiene', () => {
  test('security headers on API, SSO and static answers; framing allowed only for /embeds/', async () => {
    for (const path of ['/api/project-versions', '/sso/login', '/config.json', '/planning']) {
      const res = await t.app.request(path);
      const csp = res.headers.get('content-security-policy') ?? '';
      assert.match(csp, /default-src 'self'/, path);
      assert.match(csp, /script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')*\s*(;|$)/, path);
      assert.match(csp, /frame-ancestors 'none'/, path);
      assert.equal(res.headers.get('x-content-type-options'), 'nosniff', path);
      assert.equal(res.headers.get('referrer-policy'), 'same-origin', path);
      assert.equal(res.headers.get('x-frame-options'), 'DENY', path);
    }
    const embed = await t.app.request('/embeds/planning.js');
    assert.doesNotMatch(embed.headers.get('content-security-policy') ?? '', /frame-ancestors/);
    assert.equal(embed.headers.get('x-frame-options'), null);
    assert.equal(embed.headers.get('access-control-allow-origin'), '*');
  });

  test('CORS only on public API paths', async () => {
    const preflight = await t.app.request('/api/accounting/public/quotation-details/abc', {
      method: 'OPTIONS',
      headers: { Origin: 'https://partenaire.example', 'Access-Control-Request-Method': 'GET' },
    });
    assert.equal(preflight.headers.get('access-control-allow-origin'), '*');
    const privateCall = await t.app.request('/api/project-versions', { headers: { Origin: 'https://partenaire.example' } });
    assert.equal(privateCall.headers.get('access-control-allow-origin'), null);
  });

  test('a body over 1 MB is refused with a 413 JSON-LD error', async () => {
    const big = JSON.stringify({ serviceId: 'x'.repeat(1024 * 1024 + 10), ticket: 'ST-x' });
    const res = await t.app.request('/api/auth', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Content-Length': String(big.length) },
      body: big,
    });
    assert.equal(res.status, 413);
    const body = await errorOf(res);
    assert.equal(body['@type'], 'hydra:Error');
    assert.match(body.detail ?? '', /trop volumineux/);
  });

  test('a wrong content type is a 415 JSON-LD error', async () => {
    const res = await t.app.request('/api/token/refresh', { method: 'POST', body: 'refresh_token=x', headers: { 'Content-Type': 'text/plain' } });
    assert.equal(res.status, 415);
  });

  test('config.json tells the client where the API and the SSO are', async () => {
    const res = await t.app.request('/config.json');
    assert.deepEqual(await res.json(), { apiBase: '/api', ssoUrl: '/sso', signOn: 'embedded', frontVersion: t.deps.config.frontVersion });
  });
});
