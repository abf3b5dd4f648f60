// F7: brute force on the password check (SSO form and REST ticket API), counted in the database so
// that two app instances over one database count together; and the public rate limit likewise.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Hono } from 'hono';
import type { ErrorBody } from '../../../src/shared/api/hydra';
import { createApp } from '../../../server/app';
import { ACCOUNT_POLICY, ADDRESS_POLICY } from '../../../server/auth/sign-in-throttle';
import type { AppEnv } from '../../../server/core/env';
import { PUBLIC_PLANNING_RATE } from '../../../server/resources/embeds/public-planning';
import { DEMO_PASSWORD } from '../../../server/seed/accounts';
import { DEMO_PLANNING_KEY } from '../../../server/seed/embeds';
import { createTestApp, type TestApp } from '../helpers';
import { ssoBrowser } from '../sso/browser';

const EMAIL = 'gerant@volant.test';
const LOCKED = /^Trop de tentatives de connexion\. Réessayez dans \d+ (minutes?|secondes?)\.$/;

let t: TestApp;
/** A second app instance over the same database (its own deps object, as another process would have). */
let other: Hono<AppEnv>;
before(async () => {
  t = await createTestApp();
  other = createApp({ ...t.deps });
});
after(() => t.close());

const rest = (app: Hono<AppEnv>, username: string, password: string) =>
  app.request('/sso/v1/tickets', { method: 'POST', body: new URLSearchParams({ username, password }) });
/** The SSO form as a browser submits it (its login ticket, from Volant's own origin). */
const form = (app: Hono<AppEnv>, username: string, password: string) => ssoBrowser(app).signIn('', username, password);

/** Moves past every sign-in window, so each test starts unthrottled. */
const nextWindow = () => t.clock.advance(Math.max(ACCOUNT_POLICY.windowMs, ADDRESS_POLICY.windowMs) / 1000 + 1);

describe('sign-in throttling', () => {
  test('300 wrong passwords in a minute, over two instances and both entry points, do not get through; the right one is refused during the lock, then works', async () => {
    nextWindow();
    const statuses: number[] = [];
    for (let i = 0; i < 300; i += 1) {
      t.clock.advance(0.2); // 300 attempts in one minute
      const app = i % 2 === 0 ? t.app : other;
      const res = await (i % 3 === 0 ? form : rest)(app, EMAIL, `mauvais-${i}`);
      statuses.push(res.status);
      if (res.status === 429) {
        assert.ok(Number(res.headers.get('retry-after')) >= 1);
        const text = await res.text();
        if (res.headers.get('content-type')?.startsWith('text/html')) assert.match(text, /Trop de tentatives de connexion\. Réessayez dans \d+ /);
        else assert.match(text, LOCKED);
      } else await res.body?.cancel();
    }
    assert.deepEqual([...new Set(statuses)].sort(), [401, 429]);
    // Only the attempts before the lock reached the password check (sequential here; concurrent ones are re-checked after the hash).
    assert.ok(statuses.filter((s) => s === 401).length <= ACCOUNT_POLICY.lockAfter, `${statuses.filter((s) => s === 401).length} checked`);

    // Locked: the right password among concurrent wrong ones, on both instances, is refused.
    const burst = await Promise.all(Array.from({ length: 20 }, (_, i) => rest(i % 2 ? other : t.app, EMAIL, i === 7 ? DEMO_PASSWORD : `rafale-${i}`)));
    assert.deepEqual([...new Set(burst.map((r) => r.status))], [429]);
    const during = await rest(t.app, EMAIL, DEMO_PASSWORD);
    assert.equal(during.status, 429);
    assert.match(await during.text(), /^Trop de tentatives de connexion\. Réessayez dans 1[45] minutes\.$/);
    assert.ok(Number(during.headers.get('retry-after')) > 60);
    const page = await form(other, EMAIL, DEMO_PASSWORD);
    assert.equal(page.status, 429);
    assert.match(await page.text(), /role="alert"[^>]*>Trop de tentatives de connexion\. Réessayez dans \d+ minutes\./);

    const left = Number(during.headers.get('retry-after'));
    t.clock.advance(left - 30);
    assert.equal((await rest(other, EMAIL, DEMO_PASSWORD)).status, 429, 'still locked half a minute before the end');
    t.clock.advance(31);
    assert.equal((await rest(t.app, EMAIL, DEMO_PASSWORD)).status, 201, 'the right password works once the lock is over');
  });

  test('delays grow after the free attempts; a user who mistypes a few times and then succeeds starts again from zero', async () => {
    nextWindow();
    for (let round = 0; round < 3; round += 1) {
      for (let i = 0; i < ACCOUNT_POLICY.free - 1; i += 1) assert.equal((await rest(t.app, EMAIL, 'faute-de-frappe')).status, 401);
      assert.equal((await rest(other, EMAIL, DEMO_PASSWORD)).status, 201);
    }
    for (let i = 0; i < ACCOUNT_POLICY.free; i += 1) assert.equal((await rest(t.app, EMAIL, 'mauvais')).status, 401);
    const early = await rest(t.app, EMAIL, 'mauvais');
    assert.equal(early.status, 429, 'the attempt after the free ones comes too soon');
    assert.equal(await early.text(), 'Trop de tentatives de connexion. Réessayez dans 1 seconde.');
    t.clock.advance(2);
    assert.equal((await rest(t.app, EMAIL, DEMO_PASSWORD)).status, 201, 'after the delay the right password works');
  });

  test('many people signing in at once with the right password, as one account from one address, are not throttled', async () => {
    nextWindow();
    const statuses = (await Promise.all(Array.from({ length: 60 }, (_, i) => rest(i % 2 ? other : t.app, EMAIL, DEMO_PASSWORD)))).map((r) => r.status);
    assert.deepEqual([...new Set(statuses)], [201]);
  });

  test('one address trying many accounts is locked too', async () => {
    nextWindow();
    const statuses: number[] = [];
    for (let i = 0; i < ADDRESS_POLICY.lockAfter + 10; i += 1) {
      const res = await rest(i % 2 ? t.app : other, `inconnu-${i}@volant.test`, 'mauvais');
      statuses.push(res.status);
      await res.body?.cancel();
    }
    assert.ok(statuses.filter((s) => s === 401).length <= ADDRESS_POLICY.lockAfter);
    assert.equal(statuses.at(-1), 429);
    assert.equal((await rest(t.app, EMAIL, DEMO_PASSWORD)).status, 429, 'from that address, even a real account waits');
    nextWindow();
    assert.equal((await rest(t.app, EMAIL, DEMO_PASSWORD)).status, 201);
  });
});

describe('sign-in throttling behind a trusted reverse proxy', () => {
  test('the address the proxy appends is counted, not what the client wrote before it', async () => {
    const proxied = await createTestApp({ VOLANT_TRUST_PROXY: '1' });
    try {
      const from = (client: string, spoofed: string) => (username: string) =>
        proxied.app.request('/sso/v1/tickets', {
          method: 'POST',
          headers: { 'X-Forwarded-For': `${spoofed}, ${client}` },
          body: new URLSearchParams({ username, password: 'mauvais' }),
        });
      // One client rotating the address it writes first is still one address.
      const attacker = from('203.0.113.7', '');
      let last = 0;
      for (let i = 0; i < ADDRESS_POLICY.lockAfter + 5; i += 1) {
        const res = await from('203.0.113.7', `10.0.0.${i}`)(`inconnu-${i}@volant.test`);
        last = res.status;
        await res.body?.cancel();
      }
      assert.equal(last, 429);
      assert.equal((await attacker(`autre@volant.test`)).status, 429);
      // Another client behind the same proxy is not locked with it.
      const neighbour = await from('198.51.100.4', '')('inconnu-voisin@volant.test');
      assert.equal(neighbour.status, 401);
    } finally {
      await proxied.close();
    }
  });
});

describe('public rate limit', () => {
  test('two instances over one database allow together what one allows', async () => {
    t.clock.advance(PUBLIC_PLANNING_RATE.windowMs / 1000 + 1);
    const statuses: number[] = [];
    for (let i = 0; i < PUBLIC_PLANNING_RATE.max + 2; i += 1) {
      const res = await (i % 2 ? t.app : other).request(`/api/plannings/public/${DEMO_PLANNING_KEY}`);
      statuses.push(res.status);
      if (res.status === 429) assert.match(((await res.json()) as ErrorBody).detail ?? '', /Trop de demandes/);
      else await res.body?.cancel();
    }
    assert.equal(statuses.filter((s) => s === 200).length, PUBLIC_PLANNING_RATE.max);
    assert.deepEqual(statuses.slice(-2), [429, 429]);
  });
});
