// Issue 36, the third audit: S5 (another person's observation), S7 (the quotation link's origin), S8
// (an empty merge-patch), S10 (`Cache-Control: no-store`, deleting an account that holds data), each
// performed as the audit did, with the demo accounts.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { BILL_STATUS } from '../../../src/shared/accounting/status';
import { ROLES } from '../../../src/shared/auth/roles';
import { createTestApp, signIn, type TestApp } from '../helpers';
import { apiRoutes, crawlAs, routeRegExp } from './registry';

let t: TestApp;
const tokens: Record<string, string> = {};
const DEMO = ['admin', 'gerant', 'secretariat', 'formateur'] as const;

before(async () => {
  t = await createTestApp();
  for (const who of DEMO) tokens[who] = (await signIn(t.app, `${who}@volant.test`)).token;
});
after(() => t.close());

const user = (who: string) => t.ids.users[`${who}@volant.test`]!;

function send(who: string, method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<Response> {
  return Promise.resolve(
    t.app.request(path, {
      method,
      headers: { Authorization: `Bearer ${tokens[who]}`, 'Content-Type': 'application/json', ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
    }),
  );
}

describe('S5: an observation is rewritten by its author only, deleted by its author or a record manager', () => {
  /** An observation the manager writes on a learner of the trainer's agency (Orléans). */
  async function managersObservation(): Promise<number> {
    const learner = await t.deps.db.selectFrom('learners').select('id').where('agency_id', '=', t.ids.centre.agencies.orleans).orderBy('id').executeTakeFirstOrThrow();
    const res = await send('gerant', 'POST', '/api/observations', { learner: `/api/learners/${learner.id}`, content: 'Bonne maîtrise des intersections.' });
    assert.equal(res.status, 201, await res.clone().text());
    return ((await res.json()) as { id: number }).id;
  }
  const row = (id: number) => t.deps.db.selectFrom('observations').select(['content', 'author_id']).where('id', '=', id).executeTakeFirst();

  test('a trainer (2 permissions) can neither rewrite nor delete the manager’s observation', async () => {
    const id = await managersObservation();
    // The trainer sees it (same learner)…
    assert.equal((await send('formateur', 'GET', `/api/observations/${id}`)).status, 200);
    // …but rewriting it under the manager's name is refused,
    const rewrite = await send('formateur', 'PATCH', `/api/observations/${id}`, { content: 'Élève dangereux, à arrêter.' }, { 'Content-Type': 'application/merge-patch+json' });
    assert.equal(rewrite.status, 403);
    assert.equal(((await rewrite.json()) as { detail: string }).detail, 'Seul l’auteur d’une observation peut la modifier.');
    // and so is deleting it.
    assert.equal((await send('formateur', 'DELETE', `/api/observations/${id}`)).status, 403);
    assert.deepEqual(await row(id), { content: 'Bonne maîtrise des intersections.', author_id: user('gerant') });
    // A secretary (isModifyLearners) does not rewrite it either; the author does.
    assert.equal((await send('secretariat', 'PATCH', `/api/observations/${id}`, { content: 'Autre texte.' }, { 'Content-Type': 'application/merge-patch+json' })).status, 403);
    const own = await send('gerant', 'PATCH', `/api/observations/${id}`, { content: 'Maîtrise les intersections.' }, { 'Content-Type': 'application/merge-patch+json' });
    assert.equal(own.status, 200);
  });

  test('the author deletes their own; a record manager (isModifyLearners) deletes another’s', async () => {
    const mine = await managersObservation();
    assert.equal((await send('gerant', 'DELETE', `/api/observations/${mine}`)).status, 204);
    const another = await managersObservation();
    assert.equal((await send('secretariat', 'DELETE', `/api/observations/${another}`)).status, 204);
    assert.equal(await row(another), undefined);
  });
});

describe('S7: the quotation e-mail’s link is on VOLANT_PUBLIC_URL, whatever Origin and Host say', () => {
  test('a forged Origin and Host do not reach the learner’s e-mail', async () => {
    const quotation = await t.deps.db
      .selectFrom('bills')
      .select(['id', 'uuid'])
      .where('kind', '=', 'quotation')
      .where('status', '=', BILL_STATUS.pending)
      .where('structure_id', '=', t.ids.centre.structureId)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const res = await t.app.request('http://attacker.example/api/accounting/mail-validation-bill', {
      method: 'POST',
      headers: { Authorization: `Bearer ${tokens.gerant}`, 'Content-Type': 'application/json', Origin: 'https://attacker.example', Host: 'attacker.example' },
      body: JSON.stringify({ bill: quotation.id, to: 'eleve@exemple.test' }),
    });
    assert.ok(res.status === 200 || res.status === 202, String(res.status));
    const mail = await t.deps.db.selectFrom('outbox_emails').select('body_text').where('to_address', '=', 'eleve@exemple.test').orderBy('id', 'desc').executeTakeFirstOrThrow();
    const links = mail.body_text.match(/https?:\/\/\S+/g) ?? [];
    assert.deepEqual(links, [`http://localhost/devis/${quotation.uuid}`]);
  });
});

describe('S8: an empty merge-patch is a no-op, never a 500', () => {
  test('PATCH /users/{own id} with {} answers 200 with the row unchanged, for every role', async () => {
    for (const who of DEMO) {
      const before = await t.deps.db.selectFrom('users').selectAll().where('id', '=', user(who)).executeTakeFirstOrThrow();
      const res = await send(who, 'PATCH', `/api/users/${user(who)}`, {}, { 'Content-Type': 'application/merge-patch+json' });
      assert.equal(res.status, 200, `${who}: ${await res.clone().text()}`);
      assert.equal(((await res.json()) as { firstName: string }).firstName, before.first_name);
      assert.deepEqual(await t.deps.db.selectFrom('users').selectAll().where('id', '=', user(who)).executeTakeFirstOrThrow(), before);
    }
  });

  test('every PATCH route of the API, on an item the manager and the admin can read, answers {} without a 5xx', async () => {
    const routes = apiRoutes(t.app);
    const patches = routes.filter((r) => r.method === 'PATCH');
    const failures: string[] = [];
    let sent = 0;
    for (const who of ['gerant', 'admin'] as const) {
      const crawl = await crawlAs((path, init) => t.app.request(path, init), tokens[who]!, routes);
      for (const route of patches) {
        const pattern = routeRegExp(route.path);
        const iris = [...crawl.iris].filter((iri) => pattern.test(iri)).slice(0, 2);
        if (route.path === '/api/users/:id{[0-9]+}') iris.push(`/api/users/${user(who)}`);
        for (const iri of iris) {
          sent += 1;
          const res = await send(who, 'PATCH', iri, {}, { 'Content-Type': 'application/merge-patch+json' });
          if (res.status >= 500) failures.push(`${who} PATCH ${iri} → ${res.status} ${await res.text()}`);
          else await res.body?.cancel();
        }
      }
    }
    assert.ok(sent >= 20, `${sent} empty patches sent`);
    assert.deepEqual(failures, []);
  });
});

describe('S10: private answers are not stored by browsers or proxies', () => {
  test('every authenticated /api answer (data, cached data, errors) and the token answers carry Cache-Control: no-store; public ones keep theirs', async () => {
    const learners = await send('gerant', 'GET', '/api/learners?itemsPerPage=1');
    assert.equal(learners.status, 200);
    // Twice: the second is the server's cached answer.
    for (const res of [learners, await send('gerant', 'GET', '/api/learners?itemsPerPage=1')]) assert.equal(res.headers.get('cache-control'), 'no-store');
    const refused = await send('formateur', 'POST', '/api/billing/tvas', { name: 'x' });
    assert.equal(refused.status, 403);
    assert.equal(refused.headers.get('cache-control'), 'no-store');
    const anonymous = await t.app.request('/api/learners');
    assert.equal(anonymous.status, 401);
    assert.equal(anonymous.headers.get('cache-control'), 'no-store');
    const session = await t.app.request('/api/auth', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ serviceId: '/auth/loading', ticket: 'ST-inconnu' }) });
    assert.equal(session.headers.get('cache-control'), 'no-store');
    const docs = await t.app.request('/api/docs.jsonld');
    assert.equal(docs.status, 200);
    assert.notEqual(docs.headers.get('cache-control'), 'no-store');
  });
});

describe('S10: deleting an account says what it holds', () => {
  interface Problem {
    detail: string;
  }

  test('a secretary deleting the trainer is told what he holds (counts, as GET …/holdings answers) and must confirm', async () => {
    const trainer = user('formateur');
    const holdings = await send('secretariat', 'GET', `/api/team-members/${trainer}/holdings`);
    assert.equal(holdings.status, 200);
    const counts = (await holdings.json()) as Record<string, number>;
    const slots = await t.deps.db.selectFrom('planning_slots').select((eb) => eb.fn.countAll<number>().as('n')).where('team_member_id', '=', trainer).executeTakeFirstOrThrow();
    assert.equal(counts.slots, Number(slots.n));
    assert.ok(counts.slots! > 0, 'the demo trainer holds slots');
    // The audit's deletion, unconfirmed: refused, the account still there, and the answer names the counts.
    const refused = await send('secretariat', 'DELETE', `/api/team-members/${trainer}`);
    assert.equal(refused.status, 409);
    const { detail } = (await refused.json()) as Problem;
    assert.match(detail, new RegExp(`^Ce compte détient .*${counts.slots} créneaux de planning`));
    assert.match(detail, /Confirmez la suppression, ou archivez le compte\.$/);
    assert.ok(await t.deps.db.selectFrom('users').select('id').where('id', '=', trainer).executeTakeFirst());
    // Confirmed: deleted; his slots stay, without their trainer.
    assert.equal((await send('secretariat', 'DELETE', `/api/team-members/${trainer}?confirm=1`)).status, 204);
    const orphans = await t.deps.db.selectFrom('planning_slots').select((eb) => eb.fn.countAll<number>().as('n')).where('team_member_id', 'is', null).executeTakeFirstOrThrow();
    assert.ok(Number(orphans.n) >= counts.slots!);
  });

  test('an account that issued bills or payments is never deleted (archive it); one holding nothing is deleted at once', async () => {
    const secretary = user('secretariat');
    const issued = await t.deps.db.selectFrom('bills').select('id').where('structure_id', '=', t.ids.centre.structureId).orderBy('id').executeTakeFirstOrThrow();
    await t.deps.db.updateTable('bills').set({ created_by: secretary }).where('id', '=', issued.id).execute();
    const refused = await send('gerant', 'DELETE', `/api/team-members/${secretary}?confirm=1`);
    assert.equal(refused.status, 409);
    assert.match(((await refused.json()) as Problem).detail, /^Ce compte a émis des pièces comptables \(.*1 devis ou facture émis.*\) : archivez-le/);
    const created = await send('gerant', 'POST', '/api/team-members', {
      firstName: 'Nina',
      lastName: 'Sans-Données',
      email: 'nina.sans-donnees@volant.test',
      accountType: ROLES.trainer,
      agencies: [`/api/agencies/${t.ids.centre.agencies.orleans}`],
    });
    assert.equal(created.status, 201, await created.clone().text());
    const { id } = (await created.json()) as { id: number };
    assert.deepEqual(Object.values((await (await send('gerant', 'GET', `/api/team-members/${id}/holdings`)).json()) as Record<string, number>).filter((n) => n > 0), []);
    assert.equal((await send('gerant', 'DELETE', `/api/team-members/${id}`)).status, 204);
  });
});
