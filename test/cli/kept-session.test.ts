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

async function keptSession(): Promise<Session> {
  const dir = join(home.dir, 'sessions');
  const [file] = (await readdir(dir)).filter((name) => name.endsWith('.json') && name !== 'last.json');
  assert.ok(file, 'a kept session');
  return JSON.parse(await readFile(join(dir, file), 'utf8')) as Session;
}

/** Waits until the server refuses the kept access token (it expired by the server's clock). */
async function untilExpired(baseUrl: string): Promise<Session> {
  const session = await keptSession();
  for (;;) {
    const res = await fetch(`${baseUrl}/api/users/${session.user.id}`, { headers: { Authorization: `Bearer ${session.token}` } });
    await res.body?.cancel();
    if (res.status === 401) return session;
    assert.equal(res.status, 200);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

test('after the access token expired, whoami renews it and the session stays kept; so do commands run at once', async () => {
  const login = await home.run(['login', '--base-url', server.url, '--user', 'gerant@volant.test', '--password', 'volant-demo']);
  assert.equal(login.code, 0, login.stderr);
  const expired = await untilExpired(server.url);

  const first = await whoami();
  assert.equal(first.code, 0, first.stderr);
  assert.match(first.stdout, /<gerant@volant\.test>/);
  assert.notEqual((await keptSession()).refresh_token, expired.refresh_token, 'the refresh token rotated and was kept');

  // Three commands find the token expired at the same time: one rotates the refresh token, the others take its result.
  await untilExpired(server.url);
  const together = await Promise.all([whoami(), whoami(), whoami()]);
  for (const run of together) assert.equal(run.code, 0, run.stderr);
  const next = await whoami();
  assert.equal(next.code, 0, next.stderr);
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
