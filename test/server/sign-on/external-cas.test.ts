// Sign-on through an external CAS server: a second Volant server, listening on a loopback port,
// plays the organisation's CAS server (its /sso speaks CAS 3.0); Volant A (VOLANT_CAS_URL) sends
// its users there and validates their tickets against its /p3/serviceValidate.
import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import { after, before, mock, test } from 'node:test';
import { format } from 'node:util';
import { serve, type ServerType } from '@hono/node-server';
import type { AuthResponse } from '../../../src/shared/session/types';
import { DEMO_PASSWORD } from '../../../server/seed/accounts';
import { freePort } from '../../reliability/server';
import { createTestApp, jsonBody, type TestApp } from '../helpers';

const VOLANT_A = 'http://volant-a.test';
const SERVICE = `${VOLANT_A}/auth/loading`;

let a: TestApp;
let cas: TestApp;
let casServer: ServerType;
let casUrl: string;

before(async () => {
  const port = await freePort();
  casUrl = `http://127.0.0.1:${port}/sso`;
  cas = await createTestApp({ VOLANT_PUBLIC_URL: `http://127.0.0.1:${port}`, VOLANT_CAS_SERVICES: `${VOLANT_A}/` });
  casServer = serve({ fetch: cas.app.fetch, port, hostname: '127.0.0.1' });
  a = await createTestApp({ VOLANT_PUBLIC_URL: VOLANT_A, VOLANT_CAS_URL: casUrl });
});

after(async () => {
  await new Promise((resolve) => casServer.close(resolve));
  await Promise.all([a.close(), cas.close()]);
});

/** A ticket from the CAS server for `service`, through its REST protocol (as a browser's login would give). */
async function casTicket(email: string, service: string): Promise<string> {
  const tgt = await fetch(`${casUrl}/v1/tickets`, { method: 'POST', body: new URLSearchParams({ username: email, password: DEMO_PASSWORD }) });
  assert.equal(tgt.status, 201);
  const st = await fetch(`${casUrl}/v1/tickets/${await tgt.text()}`, { method: 'POST', body: new URLSearchParams({ service }) });
  assert.equal(st.status, 200, await st.clone().text());
  return (await st.text()).trim();
}

test('config.json sends the app to the external CAS server', async () => {
  const body = (await (await a.app.request('/config.json')).json()) as { ssoUrl: string; signOn: string };
  assert.deepEqual([body.ssoUrl, body.signOn], [casUrl, 'cas']);
});

test('a ticket of the external CAS server opens a Volant session for the user with that e-mail', async () => {
  const ticket = await casTicket('secretariat@volant.test', SERVICE);
  const res = await a.app.request('/api/auth', jsonBody('POST', { serviceId: SERVICE, ticket }));
  assert.equal(res.status, 200);
  assert.equal(((await res.json()) as AuthResponse).user.email, 'secretariat@volant.test');
  // Validated once at the CAS server: the same ticket does not open a second session.
  assert.equal((await a.app.request('/api/auth', jsonBody('POST', { serviceId: SERVICE, ticket }))).status, 401);
});

test('a ticket the CAS server issued to another application does not open a Volant session', async () => {
  const other = 'http://volant-a.test/autre-application';
  const ticket = await casTicket('gerant@volant.test', other);
  assert.equal((await a.app.request('/api/auth', jsonBody('POST', { serviceId: other, ticket }))).status, 401);
});

test('issue 36 S1: a ticket the embedded SSO issued to a partner (VOLANT_CAS_SERVICES) opens no session of that Volant; the partner still validates it', async () => {
  // The CAS server is a Volant whose VOLANT_CAS_SERVICES registers the partner (here Volant A).
  const ticket = await casTicket('gerant@volant.test', SERVICE);
  // Whoever runs the partner, or reads its logs or Referer headers, offers the ticket to the SSO's own API.
  const stolen = await cas.app.request('/api/auth', jsonBody('POST', { serviceId: SERVICE, ticket }));
  assert.equal(stolen.status, 401);
  const body = (await stolen.json()) as Record<string, unknown>;
  assert.equal(body.token, undefined);
  assert.equal(body.detail, 'Ticket de service invalide ou expiré.');
  // The partner's own CAS validation (/sso/p3/serviceValidate) still works, once.
  const partner = await a.app.request('/api/auth', jsonBody('POST', { serviceId: SERVICE, ticket }));
  assert.equal(partner.status, 200);
  assert.equal(((await partner.json()) as AuthResponse).user.email, 'gerant@volant.test');
});

test('an identity unknown to Volant is refused like a refused account (405: the not-allowed screen)', async () => {
  // The CAS server knows the user; Volant A no longer does.
  await a.deps.db.updateTable('users').set({ email: 'parti@ailleurs.test' }).where('email', '=', 'secretariat@volant.test').execute();
  const ticket = await casTicket('secretariat@volant.test', SERVICE);
  assert.equal((await a.app.request('/api/auth', jsonBody('POST', { serviceId: SERVICE, ticket }))).status, 405);
});

test('a forged ticket is refused, and Volant’s own password pages are closed', async () => {
  assert.equal((await a.app.request('/api/auth', jsonBody('POST', { serviceId: SERVICE, ticket: 'ST-forged' }))).status, 401);
  assert.equal((await a.app.request('/sso/login')).status, 404);
});

/** POST /api/auth on a Volant whose CAS is `casUrl`: the status, the message and the lines logged. */
async function authAgainst(casUrl: string, ticket: string): Promise<{ status: number; detail: string; logged: string[] }> {
  const volant = await createTestApp({ VOLANT_PUBLIC_URL: VOLANT_A, VOLANT_CAS_URL: casUrl });
  const error = mock.method(console, 'error', () => undefined);
  try {
    const res = await volant.app.request('/api/auth', jsonBody('POST', { serviceId: SERVICE, ticket }));
    const logged = error.mock.calls.map((call) => format(...(call.arguments as unknown[])));
    return { status: res.status, detail: ((await res.json()) as { detail: string }).detail, logged };
  } finally {
    error.mock.restore();
    await volant.close();
  }
}

test('an unreachable CAS server answers 503 with a French message, and a log line without the ticket', async () => {
  const ticket = 'ST-unreachable-secret';
  const { status, detail, logged } = await authAgainst(`http://127.0.0.1:${await freePort()}/sso`, ticket);
  assert.equal(status, 503);
  assert.match(detail, /ne répond pas/);
  assert.equal(logged.filter((line) => line.startsWith('[cas] ') && /ECONNREFUSED|fetch failed/.test(line)).length, 1, logged.join('\n'));
  assert.ok(!logged.some((line) => line.includes(ticket)));
});

test('a CAS address answering something else than CAS (a proxy page): 502 « réponse illisible », and a log line', async () => {
  const port = await freePort();
  const proxy = createServer((_req, res) => res.writeHead(200, { 'Content-Type': 'text/html' }).end('<!doctype html><title>Portail</title><p>Maintenance</p>'));
  await new Promise<void>((resolve) => proxy.listen(port, '127.0.0.1', resolve));
  try {
    const ticket = 'ST-malformed-secret';
    const { status, detail, logged } = await authAgainst(`http://127.0.0.1:${port}/cas`, ticket);
    assert.equal(status, 502);
    assert.match(detail, /réponse illisible/);
    assert.equal(logged.filter((line) => line.startsWith('[cas] ') && line.includes('serviceResponse')).length, 1, logged.join('\n'));
    assert.ok(!logged.some((line) => line.includes(ticket)));
  } finally {
    await new Promise((resolve) => proxy.close(resolve));
  }
});

test('a ticket the CAS server refuses: 401 naming its code, and a log line', async () => {
  const { status, detail, logged } = await authAgainst(casUrl, 'ST-refused-secret');
  assert.equal(status, 401);
  assert.match(detail, /a refusé le ticket \(INVALID_TICKET\)/);
  assert.ok(logged.some((line) => line.startsWith('[cas] ') && line.includes('INVALID_TICKET')), logged.join('\n'));
  assert.ok(!logged.some((line) => line.includes('ST-refused-secret')));
});
