// The session `volant login` keeps lives past its access token (VOLANT_TOKEN_TTL, 900 s by default;
// here 2 s): the CLI renews it with the refresh token, one command at a time, and a refresh the
// server fails to answer does not throw the session away.
import assert from 'node:assert/strict';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import type { Session } from '../../src/shared/session/types';
import { startServer, type RunningServer } from '../e2e/harness';
import { cliHome, PROXY_SERVICE, proxyTo, type CliHome } from './harness';

let server: RunningServer;
let home: CliHome;
/** whoami at `baseUrl` without user nor password: the kept session only (README's login-then-whoami is test/cli/readme-examples). */
const whoami = (baseUrl = server.url) => home.run(['whoami', '--base-url', baseUrl]);

before(async () => {
  server = await startServer({ env: { ...PROXY_SERVICE, VOLANT_TOKEN_TTL: '2' } });
  home = await cliHome();
});
after(async () => {
  await server?.stop();
  await home?.cleanup();
});

/** The session kept for `baseUrl` (one file per environment). */
async function keptSession(baseUrl: string): Promise<Session> {
  const dir = join(home.dir, 'sessions');
  for (const name of await readdir(dir)) {
    if (!name.endsWith('.json') || name === 'last.json') continue;
    const stored = JSON.parse(await readFile(join(dir, name), 'utf8')) as Session & { baseUrl: string };
    if (stored.baseUrl === baseUrl) return stored;
  }
  assert.fail(`no session kept for ${baseUrl}`);
}

/** Waits until the server refuses the kept access token (it expired by the server's clock). */
async function untilExpired(baseUrl: string): Promise<Session> {
  const session = await keptSession(baseUrl);
  for (;;) {
    const res = await fetch(`${baseUrl}/api/users/${session.user.id}`, { headers: { Authorization: `Bearer ${session.token}` } });
    await res.body?.cancel();
    if (res.status === 401) return session;
    assert.equal(res.status, 200);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

test('after the access token expired, whoami renews it with the refresh token and the session stays kept', async () => {
  const login = await home.run(['login', '--base-url', server.url, '--user', 'gerant@volant.test', '--password', 'volant-demo']);
  assert.equal(login.code, 0, login.stderr);
  const expired = await untilExpired(server.url);

  const first = await whoami();
  assert.equal(first.code, 0, first.stderr);
  assert.match(first.stdout, /<gerant@volant\.test>/);
  assert.notEqual((await keptSession(server.url)).refresh_token, expired.refresh_token, 'the refresh token rotated and was kept');
  await untilExpired(server.url);
  const again = await whoami();
  assert.equal(again.code, 0, again.stderr);
});

test('two commands finding the token expired at once: one renews, the other takes its result, the session stays', async () => {
  // A slow refresh (1,5 s) keeps both commands in their renewal at the same time.
  let refreshes = 0;
  const proxy = await proxyTo(server.url, (req) => {
    if (req.url !== '/api/token/refresh') return false;
    refreshes += 1;
    return 1500;
  });
  try {
    const login = await home.run(['login', '--base-url', proxy.url, '--user', 'gerant@volant.test', '--password', 'volant-demo']);
    assert.equal(login.code, 0, login.stderr);
    await untilExpired(proxy.url);
    const together = await Promise.all([whoami(proxy.url), whoami(proxy.url)]);
    for (const run of together) assert.equal(run.code, 0, run.stderr);
    assert.equal(refreshes, 1, 'one rotation of the refresh token');
    const next = await whoami(proxy.url);
    assert.equal(next.code, 0, next.stderr);
  } finally {
    await proxy.close();
  }
});

test('a refresh the server fails to answer (503) leaves the session kept: the next command renews it', async () => {
  let failures = 1;
  const proxy = await proxyTo(server.url, (req, res) => {
    if (req.url === '/api/token/refresh' && failures > 0) {
      failures -= 1;
      res.writeHead(503, { 'Content-Type': 'application/problem+json' }).end(JSON.stringify({ detail: 'Service indisponible' }));
      return true;
    }
    return false;
  });
  try {
    const login = await home.run(['login', '--base-url', proxy.url, '--user', 'gerant@volant.test', '--password', 'volant-demo']);
    assert.equal(login.code, 0, login.stderr);
    await untilExpired(proxy.url);
    const failed = await whoami(proxy.url);
    assert.equal(failed.code, 1, failed.stderr);
    assert.match(failed.stderr, /503/);
    const renewed = await whoami(proxy.url);
    assert.equal(renewed.code, 0, renewed.stderr);
    assert.match(renewed.stdout, /<gerant@volant\.test>/);
  } finally {
    await proxy.close();
  }
});
