// Issue 41, a learner's identity: staff invite a learner from his record (an e-mail through the
// outbox with a one-time link to choose his password), he signs in through the same SSO as the
// staff, and revoking his access or archiving him ends his sessions on every instance. The attacks:
// using the link twice, after a week, after a revocation; keeping a session after either.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { Hono } from 'hono';
import { createApp } from '../../../server/app';
import { ServerCache } from '../../../server/core/cache';
import type { AppEnv } from '../../../server/core/env';
import { DEMO_PASSWORD } from '../../../server/seed/accounts';
import { bearer, createTestApp, jsonBody, signIn, type TestApp } from '../helpers';

let t: TestApp;
/** A second instance over the same database, with caches of its own (as another process has). */
let other: Hono<AppEnv>;
let staff: string;
before(async () => {
  t = await createTestApp();
  other = createApp({ ...t.deps, cache: new ServerCache(t.deps.cache.writes) });
  staff = (await signIn(t.app, 'gerant@volant.test')).token;
});
after(() => t.close());

const PASSWORD = 'Mon-Permis-2026';

/** An Orléans learner with an e-mail and no account, given a unique address. */
async function freshLearner(tag: string): Promise<{ id: number; email: string }> {
  const row = await t.deps.db
    .selectFrom('learners')
    .select('id')
    .where('agency_id', '=', t.ids.centre.agencies.orleans)
    .where('archived', '=', 0)
    .where((eb) => eb.not(eb.exists(eb.selectFrom('users').select('users.id').whereRef('users.learner_id', '=', 'learners.id'))))
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  const email = `invite-${tag}@volant.test`;
  await t.deps.db.updateTable('learners').set({ email }).where('id', '=', row.id).execute();
  return { id: row.id, email };
}

/** Invites the learner and answers the link of the e-mail queued for him. */
async function invite(learnerId: number, email: string): Promise<string> {
  const res = await t.app.request(`/api/learner-invitations/${learnerId}`, bearer(staff, { method: 'POST' }));
  assert.ok(res.status === 200 || res.status === 202, `invitation: ${res.status} ${await res.clone().text()}`);
  const mail = await t.deps.db.selectFrom('outbox_emails').select(['body_text', 'learner_id']).where('to_address', '=', email).orderBy('id', 'desc').executeTakeFirstOrThrow();
  assert.equal(mail.learner_id, learnerId);
  const link = /http:\/\/localhost\/sso\/password\?token=\S+/.exec(mail.body_text)?.[0];
  assert.ok(link, mail.body_text);
  return link.replace('http://localhost', '');
}

/** Chooses the password through the link's page, as the browser posts it. */
const choose = async (link: string, password = PASSWORD) => {
  const token = new URL(link, 'http://localhost').searchParams.get('token')!;
  return t.app.request('/sso/password', {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: 'http://localhost' },
    body: new URLSearchParams({ token, password, confirmation: password }),
  });
};

const state = async (learnerId: number) => ((await (await t.app.request(`/api/learner-invitations/${learnerId}`, bearer(staff))).json()) as { state: string }).state;

test('an invited learner chooses his password once, then signs in through the SSO with a learner token', async () => {
  const learner = await freshLearner('once');
  assert.equal(await state(learner.id), 'none');
  const link = await invite(learner.id, learner.email);
  assert.equal(await state(learner.id), 'invited');
  assert.equal((await t.app.request(link)).status, 200);
  const chosen = await choose(link);
  assert.equal(chosen.status, 200);
  assert.match(await chosen.text(), /href="\/eleve"/);
  // Single use: the link died with the password it signed.
  assert.equal((await t.app.request(link)).status, 400);
  assert.equal((await choose(link, 'Autre-Passe-2026')).status, 400);
  const session = await signIn(t.app, learner.email, PASSWORD);
  assert.deepEqual(session.user.roles, ['LEARNER']);
  assert.deepEqual(session.user.permissions, []);
  const claims = JSON.parse(Buffer.from(session.token.split('.')[1]!, 'base64url').toString()) as { role?: string };
  assert.equal(claims.role, 'learner');
  const me = (await (await t.app.request('/api/me', bearer(session.token))).json()) as { id: number };
  assert.equal(me.id, learner.id);
  assert.equal(await state(learner.id), 'active');
});

test('an invitation link expires after a week, and a newer invitation replaces the older link', async () => {
  const learner = await freshLearner('expiry');
  const first = await invite(learner.id, learner.email);
  const second = await invite(learner.id, learner.email);
  assert.equal((await t.app.request(first)).status, 400, 'the older link is replaced');
  assert.equal((await t.app.request(second)).status, 200);
  t.clock.advance(7 * 24 * 3600 + 1);
  try {
    assert.equal((await t.app.request(second)).status, 400, 'expired');
    assert.equal((await choose(second)).status, 400);
  } finally {
    t.clock.advance(-(7 * 24 * 3600 + 1));
  }
});

/** The learner's session is dead everywhere: access token on both instances, refresh token, SSO sign-in. */
async function assertDead(token: string, refreshToken: string, email: string): Promise<void> {
  // Ended as rows, not only refused while the account stays closed: nothing of them lives on (read
  // before any call, which could revoke on its own).
  const account = await t.deps.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow();
  const live = await t.deps.db.selectFrom('refresh_tokens').select('id').where('user_id', '=', account.id).where('revoked_at', 'is', null).execute();
  assert.deepEqual(live, [], 'every refresh-token family revoked');
  for (const app of [t.app, other]) assert.equal((await app.request('/api/me', bearer(token))).status, 401);
  assert.equal((await t.app.request('/api/token/refresh', jsonBody('POST', { refresh_token: refreshToken }))).status, 401);
  await assert.rejects(signIn(t.app, email, PASSWORD));
}

test('revoking the invitation ends the learner’s sessions on every instance and kills the link', async () => {
  const learner = await freshLearner('revoke');
  const link = await invite(learner.id, learner.email);
  assert.equal((await choose(link)).status, 200);
  const session = await signIn(t.app, learner.email, PASSWORD);
  for (const app of [t.app, other]) assert.equal((await app.request('/api/me', bearer(session.token))).status, 200);
  const relink = await invite(learner.id, learner.email);
  // Inviting again replaced his password: the running session ended with it.
  assert.equal((await t.app.request('/api/me', bearer(session.token))).status, 401);
  assert.equal((await choose(relink)).status, 200);
  const again = await signIn(t.app, learner.email, PASSWORD);
  const revoke = await t.app.request(`/api/learner-invitations/${learner.id}`, bearer(staff, { method: 'DELETE' }));
  assert.equal(revoke.status, 204);
  await assertDead(again.token, again.refresh_token, learner.email);
  assert.equal(await state(learner.id), 'revoked');
  // A link sent before the revocation is dead too.
  const pending = await freshLearner('revoke-pending');
  const unused = await invite(pending.id, pending.email);
  assert.equal((await t.app.request(`/api/learner-invitations/${pending.id}`, bearer(staff, { method: 'DELETE' }))).status, 204);
  assert.equal((await t.app.request(unused)).status, 400);
});

test('archiving the learner ends his sessions on every instance', async () => {
  const session = await signIn(t.app, 'eleve2@volant.test');
  const learnerId = (await t.deps.db.selectFrom('users').select('learner_id').where('email', '=', 'eleve2@volant.test').executeTakeFirstOrThrow()).learner_id!;
  for (const app of [t.app, other]) assert.equal((await app.request('/api/me', bearer(session.token))).status, 200);
  const archived = await t.app.request(`/api/learner-archive/${learnerId}`, jsonBody('PATCH', { archived: true }, staff));
  assert.equal(archived.status, 200, await archived.clone().text());
  await assertDead(session.token, session.refresh_token, 'eleve2@volant.test');
  assert.equal(await state(learnerId), 'revoked');
});

test('an invitation needs the learner’s e-mail, a free address, and the right to edit learners', async () => {
  const learner = await freshLearner('rules');
  await t.deps.db.updateTable('learners').set({ email: null }).where('id', '=', learner.id).execute();
  assert.equal((await t.app.request(`/api/learner-invitations/${learner.id}`, bearer(staff, { method: 'POST' }))).status, 422);
  await t.deps.db.updateTable('learners').set({ email: 'formateur@volant.test' }).where('id', '=', learner.id).execute();
  const taken = await t.app.request(`/api/learner-invitations/${learner.id}`, bearer(staff, { method: 'POST' }));
  assert.equal(taken.status, 422);
  const trainer = (await signIn(t.app, 'formateur@volant.test')).token;
  assert.equal((await t.app.request(`/api/learner-invitations/${learner.id}`, bearer(trainer, { method: 'POST' }))).status, 403);
  // Another structure's learner is unknown to the staff.
  const port = await t.deps.db.selectFrom('learners').select('id').where('structure_id', '=', t.ids.port.structureId).executeTakeFirstOrThrow();
  assert.equal((await t.app.request(`/api/learner-invitations/${port.id}`, bearer(staff, { method: 'POST' }))).status, 404);
});

test('a ticket for the learner space (/eleve) opens a learner’s session only, never a staff one', async () => {
  const service = 'http://localhost/eleve';
  const exchange = async (email: string) => {
    const ticket = await serviceTicketFor(email, service);
    return t.app.request('/api/auth', jsonBody('POST', { serviceId: service, ticket }));
  };
  assert.equal((await exchange('eleve@volant.test')).status, 200);
  // Issue 36 S1 stands for the staff: a ticket issued to another page than the back office's opens nothing.
  assert.equal((await exchange('gerant@volant.test')).status, 401);
});

/** A service ticket for `service` from the SSO's REST API, as the CLI gets one. */
async function serviceTicketFor(email: string, service: string): Promise<string> {
  const tgt = await t.app.request('/sso/v1/tickets', { method: 'POST', body: new URLSearchParams({ username: email, password: DEMO_PASSWORD }) });
  assert.equal(tgt.status, 201);
  const st = await t.app.request(`/sso/v1/tickets/${await tgt.text()}`, { method: 'POST', body: new URLSearchParams({ service }) });
  assert.equal(st.status, 200);
  return st.text();
}
