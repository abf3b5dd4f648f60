// Issue 36 S4: a password change or reset ends every other session of the user — access tokens,
// refresh tokens and SSO ticket-granting tickets (the form's cookie and the REST API's) — on every
// instance. The attack: a second session (a thief's) keeps working after its victim changes the password.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { Hono } from 'hono';
import type { AuthResponse } from '../../../src/shared/session/types';
import { createApp } from '../../../server/app';
import { ServerCache } from '../../../server/core/cache';
import type { AppEnv } from '../../../server/core/env';
import { DEMO_PASSWORD } from '../../../server/seed/accounts';
import { bearer, createTestApp, jsonBody, signIn, TEST_SERVICE, type TestApp } from '../helpers';
import { ssoBrowser, ticketOf, type SsoBrowser } from '../sso/browser';

let t: TestApp;
/** A second instance over the same database, with caches of its own (as another process has). */
let other: Hono<AppEnv>;
before(async () => {
  t = await createTestApp();
  other = createApp({ ...t.deps, cache: new ServerCache(t.deps.cache.writes) });
});
after(() => t.close());

const NEW_PASSWORD = 'Nouveau-Passe-2026';

interface Session {
  auth: AuthResponse;
  /** The browser holding the SSO cookie (TGC) of this session's login. */
  browser: SsoBrowser;
  /** A ticket-granting ticket of the REST API (as the CLI holds one). */
  restTgt: string;
}

/** Signs in through the SSO form (a TGC in the browser) and the REST API (a TGT), then `POST /api/auth`. */
async function session(email: string, password = DEMO_PASSWORD): Promise<Session> {
  const browser = ssoBrowser(t.app);
  const login = await browser.signIn(`service=${encodeURIComponent(TEST_SERVICE)}`, email, password);
  assert.equal(login.status, 302);
  const res = await t.app.request('/api/auth', jsonBody('POST', { serviceId: TEST_SERVICE, ticket: ticketOf(login) }));
  assert.equal(res.status, 200);
  const tgt = await t.app.request('/sso/v1/tickets', { method: 'POST', body: new URLSearchParams({ username: email, password }) });
  assert.equal(tgt.status, 201);
  return { auth: (await res.json()) as AuthResponse, browser, restTgt: await tgt.text() };
}

const me = (app: Hono<AppEnv>, s: Session) => app.request(`/api/users/${s.auth.user.id}`, bearer(s.auth.token));
const refresh = (app: Hono<AppEnv>, refreshToken: string) => app.request('/api/token/refresh', jsonBody('POST', { refresh_token: refreshToken }));
const restTicket = (s: Session) => t.app.request(`/sso/v1/tickets/${s.restTgt}`, { method: 'POST', body: new URLSearchParams({ service: TEST_SERVICE }) });

/** Every part of `s` still works: its access token on both instances, its TGC, its REST TGT (refresh is checked apart: it rotates). */
async function assertAlive(s: Session): Promise<void> {
  for (const app of [t.app, other]) assert.equal((await me(app, s)).status, 200);
  assert.equal((await s.browser.request(`/sso/login?service=${encodeURIComponent(TEST_SERVICE)}`)).status, 302);
  assert.equal((await restTicket(s)).status, 200);
}

/** Nothing of `s` works any more, on either instance: access token, refresh token, TGC, REST TGT. */
async function assertDead(s: Session): Promise<void> {
  for (const app of [t.app, other]) {
    assert.equal((await me(app, s)).status, 401, 'access token');
    assert.equal((await refresh(app, s.auth.refresh_token)).status, 401, 'refresh token');
  }
  const form = await s.browser.request(`/sso/login?service=${encodeURIComponent(TEST_SERVICE)}`);
  assert.equal(form.status, 200, 'the TGC no longer signs in: the form is shown');
  assert.match(await form.text(), /<form/);
  assert.notEqual((await restTicket(s)).status, 200, 'REST TGT');
}

test('issue 36 S4: after PATCH /users/change-password/{id}, the other session (access, refresh, TGTs) is dead on every instance; the changing one goes on', async () => {
  const victim = await session('secretariat@volant.test');
  const thief = await session('secretariat@volant.test');
  // Both instances have verified and cached the thief's token and session.
  await assertAlive(thief);
  const changed = await t.app.request(
    `/api/users/change-password/${victim.auth.user.id}`,
    jsonBody('PATCH', { currentPassword: DEMO_PASSWORD, newPassword: NEW_PASSWORD, confirmation: NEW_PASSWORD }, victim.auth.token),
  );
  assert.equal(changed.status, 204);
  await assertDead(thief);
  // The session that changed its password keeps its access and refresh tokens.
  for (const app of [t.app, other]) assert.equal((await me(app, victim)).status, 200);
  const rotated = await refresh(other, victim.auth.refresh_token);
  assert.equal(rotated.status, 200);
  // The new password signs in, the old one does not.
  await assertAlive(await session('secretariat@volant.test', NEW_PASSWORD));
  const old = await t.app.request('/sso/v1/tickets', { method: 'POST', body: new URLSearchParams({ username: 'secretariat@volant.test', password: DEMO_PASSWORD }) });
  assert.equal(old.status, 401);
});

test('issue 36 S4: after POST /users/reset-password by a manager, every session of the user is dead on every instance', async () => {
  const trainer = await session('formateur@volant.test');
  const second = await session('formateur@volant.test');
  await assertAlive(trainer);
  await assertAlive(second);
  const manager = await signIn(t.app, 'gerant@volant.test');
  const reset = await t.app.request(
    '/api/users/reset-password',
    jsonBody('POST', { user: trainer.auth.user.id, email: 'formateur@volant.test' }, manager.token),
  );
  assert.ok(reset.status === 200 || reset.status === 202, String(reset.status));
  await assertDead(trainer);
  await assertDead(second);
  // The manager's own session is untouched.
  assert.equal((await other.request(`/api/users/${manager.user.id}`, bearer(manager.token))).status, 200);
});

/** The link of the last reset e-mail sent to `email` (and that e-mail's text). */
async function resetMail(email: string): Promise<{ text: string; link: string }> {
  const mail = await t.deps.db.selectFrom('outbox_emails').select('body_text').where('to_address', '=', email).orderBy('id', 'desc').executeTakeFirstOrThrow();
  const link = /https?:\/\/\S+/.exec(mail.body_text)?.[0] ?? '';
  return { text: mail.body_text, link };
}

const choose = (link: string, password: string, confirmation = password) => {
  const url = new URL(link);
  return t.app.request(url.pathname, {
    method: 'POST',
    headers: { Origin: 'http://localhost' },
    body: new URLSearchParams({ token: url.searchParams.get('token') ?? '', password, confirmation }),
  });
};
const tickets = (email: string, password: string) => t.app.request('/sso/v1/tickets', { method: 'POST', body: new URLSearchParams({ username: email, password }) });

test('issue 36 S10: the reset e-mail carries no password but a one-time link to choose one', async () => {
  const email = 'formateur@volant.test';
  const trainer = t.ids.users[email]!;
  const manager = await signIn(t.app, 'gerant@volant.test');
  const reset = () => t.app.request('/api/users/reset-password', jsonBody('POST', { user: trainer, email }, manager.token));
  assert.ok([200, 202].includes((await reset()).status));
  const first = await resetMail(email);
  assert.doesNotMatch(first.text, /provisoire|Mot de passe :/);
  assert.match(first.link, /^http:\/\/localhost\/sso\/password\?token=[\w.%-]+$/);
  // A second request replaces the first link.
  assert.ok([200, 202].includes((await reset()).status));
  const { link } = await resetMail(email);
  assert.notEqual(link, first.link);
  assert.equal((await t.app.request(new URL(first.link).pathname + new URL(first.link).search)).status, 400);
  // The link opens the form; a weak or mismatched password is refused in French.
  const form = await t.app.request(new URL(link).pathname + new URL(link).search);
  assert.equal(form.status, 200);
  assert.match(await form.text(), /autocomplete="new-password"/);
  const weak = await choose(link, 'court');
  assert.equal(weak.status, 422);
  assert.match(await weak.text(), /10 caractères au moins/);
  assert.equal((await choose(link, NEW_PASSWORD, `${NEW_PASSWORD}x`)).status, 422);
  // Chosen: the new password signs in, the link is spent.
  const chosen = await choose(link, NEW_PASSWORD);
  assert.equal(chosen.status, 200);
  assert.match(await chosen.text(), /Mot de passe enregistré/);
  assert.equal((await tickets(email, NEW_PASSWORD)).status, 201);
  assert.equal((await choose(link, 'Autre-Passe-2026')).status, 400);
  assert.equal((await tickets(email, 'Autre-Passe-2026')).status, 401);
  // A forged token (another user's id under this signature) is refused.
  const token = new URL(link).searchParams.get('token') ?? '';
  const forged = token.replace(/^\d+/, String(t.ids.users['gerant@volant.test']));
  assert.equal((await t.app.request(`/sso/password?token=${encodeURIComponent(forged)}`)).status, 400);
});
