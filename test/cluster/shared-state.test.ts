// What the instances share in the database: an uploaded file, an Idempotency-Key's answer, the
// public planning's rate limit and the sign-in throttle, each counted across instances (the throttle
// last: it leaves the sign-in counters high).
// test/run.mjs runs it after the build, only where PostgreSQL's binaries are installed.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { test } from 'node:test';
import { ACCOUNT_POLICY } from '../../server/auth/sign-in-throttle';
import { PUBLIC_PLANNING_RATE } from '../../server/resources/embeds/public-planning';
import { apiOf, signInHttp, type ServerProcess } from '../reliability/server';
import { bulkyPdf } from '../server/helpers';
import { agencyOf, createRate, DATABASE, downloaded, status, uploadPdf, useCluster } from './cluster';
import type { Postgres } from './postgres';
import type { Proxy } from './proxy';

let postgres: Postgres;
let proxy: Proxy;
let a: ServerProcess;
let b: ServerProcess;
useCluster('cluster-shared-state', 'plusieurs instances (fichiers, clés, limites partagés)', (up) => {
  ({ postgres, proxy, a, b } = up);
});

const ratesLabelled = async (database: string, label: string) =>
  (await postgres.query<{ count: number }>(database, 'select count(*)::int as count from tvas where label = $1', [label]))[0]?.count;

test('a document uploaded through A is downloaded byte-identical through B and through the proxy', async () => {
  const { token } = await signInHttp(a.url, 'gerant@volant.test');
  const pdf = bulkyPdf(600_000);
  const path = await uploadPdf(postgres, a.url, token, 'Grappe fichier', pdf);
  assert.ok((await downloaded(b.url, token, path)).equals(pdf), 'through B');
  for (let i = 0; i < 2; i += 1) assert.ok((await downloaded(proxy.url, token, path)).equals(pdf), 'through the proxy (both instances in turn)');
});

test('an Idempotency-Key retried on the other instance: same answer, one row; another body with the key is 422', async () => {
  const { token } = await signInHttp(a.url, 'gerant@volant.test');
  const agency = `/api/agencies/${await agencyOf(apiOf(a.url, token), /Orléans/)}`;
  const key = `"grappe-${randomBytes(12).toString('hex')}"`;
  const body = { label: 'TVA grappe rejouée', rate: 3.3, agency };
  const first = await createRate(a.url, token, body, key);
  const again = await createRate(b.url, token, body, key);
  assert.equal(first.status, 201);
  assert.equal(again.status, first.status);
  assert.equal(await again.text(), await first.text());
  assert.equal(await ratesLabelled(DATABASE, body.label), 1, 'one row created');
  const other = await createRate(b.url, token, { ...body, label: 'TVA grappe autre' }, key);
  assert.equal(other.status, 422, await other.text());
  assert.equal(await ratesLabelled(DATABASE, 'TVA grappe autre'), 0);
});

/**
 * Wrong passwords sent alternately to A and B: the first `free` are refused as wrong, and the delay
 * that follows them holds on both instances at once. Counted together, the first delayed attempt is
 * the one right after the free ones (or one or two later on a machine slow enough to outlast the
 * first 1 s and 2 s delays); counted per instance, each would have seen only half of the failures
 * and none would be delayed before attempt 11. The lock itself (minutes, after `lockAfter`) is
 * checked with a moved clock in test/server/shared-state/sign-in-throttle.test.ts.
 */
async function delayedAfterSharedAttempts(attempt: (target: ServerProcess, password: string) => Promise<Response>): Promise<void> {
  let firstDelayed = 0;
  for (let n = 1; n <= ACCOUNT_POLICY.lockAfter + 1 && firstDelayed === 0; n += 1) {
    const res = await attempt(n % 2 === 1 ? a : b, 'pas-le-bon');
    await res.body?.cancel();
    if (n <= ACCOUNT_POLICY.free) assert.equal(res.status, 401, `attempt ${n} is free`);
    else if (res.status === 429) {
      assert.ok(Number(res.headers.get('Retry-After')) >= 1, 'Retry-After');
      firstDelayed = n;
    } else assert.equal(res.status, 401, `attempt ${n}`);
  }
  assert.ok(firstDelayed > 0 && firstDelayed <= ACCOUNT_POLICY.free + 3, `first delayed attempt: ${firstDelayed}`);
  const right = await attempt(firstDelayed % 2 === 1 ? b : a, 'volant-demo');
  await right.body?.cancel();
  assert.equal(right.status, 429, 'the delay holds for the right password too, on the other instance');
}

test('the public planning’s rate limit is counted across instances', async () => {
  const path = `/api/plannings/public/${'0'.repeat(32)}`;
  for (let n = 1; n <= PUBLIC_PLANNING_RATE.max; n += 1) {
    const target = n % 2 === 1 ? a : b;
    assert.notEqual(await status(fetch(`${target.url}${path}`)), 429, `request ${n} is within the limit`);
  }
  for (const target of [a, b]) {
    const res = await fetch(`${target.url}${path}`);
    await res.body?.cancel();
    assert.equal(res.status, 429);
    assert.ok(Number(res.headers.get('Retry-After')) > 0, 'Retry-After');
  }
});

test('wrong passwords alternated between A and B delay the account after as many attempts as on one instance: REST ticket API', async () => {
  await delayedAfterSharedAttempts((target, password) =>
    fetch(`${target.url}/sso/v1/tickets`, { method: 'POST', body: new URLSearchParams({ username: 'formateur@volant.test', password }) }),
  );
});

test('… and the SSO login form as a browser submits it (login ticket of the other instance, own origin)', async () => {
  await delayedAfterSharedAttempts(async (target, password) => {
    const other = target === a ? b : a;
    const form = await fetch(`${other.url}/sso/login`);
    const page = await form.text();
    const cookie = form.headers.getSetCookie().map((line) => line.split(';')[0]).join('; ');
    const lt = /name="lt" value="([^"]+)"/.exec(page)?.[1] ?? '';
    return fetch(`${target.url}/sso/login`, {
      method: 'POST',
      headers: { Cookie: cookie, Origin: target.url },
      body: new URLSearchParams({ username: 'commercial@volant.test', password, lt }),
    });
  });
});
