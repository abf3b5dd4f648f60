import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { hashPassword, verifyPassword } from '../../../server/auth/password';
import { queueEmail } from '../../../server/mail/outbox';
import { DEMO_ACCOUNTS } from '../../../server/seed/accounts';
import { seedDemo } from '../../../server/seed/demo';
import { generateLearners } from '../../../server/seed/large';
import { createTestApp, type TestApp } from '../helpers';

let t: TestApp;
before(async () => {
  t = await createTestApp();
});
after(() => t.close());

const count = async (table: 'structures' | 'users' | 'learners' | 'agencies') =>
  Number((await t.deps.db.selectFrom(table).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
/** The demo accounts (area seeders may add people of their own, e.g. the planning's trainers). */
const accounts = async () =>
  Number((await t.deps.db.selectFrom('users').select((eb) => eb.fn.countAll().as('n')).where('email', 'in', DEMO_ACCOUNTS.map((a) => a.email)).executeTakeFirstOrThrow()).n);

test('the demo seed has two structures, four agencies, eight accounts and about 80 learners', async () => {
  assert.equal(await count('structures'), 2);
  assert.equal(await count('agencies'), 4);
  assert.equal(await accounts(), 8);
  assert.equal(await count('learners'), 84);
  const learners = await t.deps.db.selectFrom('learners').selectAll().execute();
  assert.ok(learners.some((l) => l.is_prospect === 1));
  assert.ok(learners.some((l) => l.archived === 1));
  assert.ok(learners.some((l) => l.neph !== null && /^\d{12}$/.test(l.neph)));
  assert.ok(learners.every((l) => /^0[67]\d{8}$/.test(l.phone ?? '')));
  const roles = await t.deps.db.selectFrom('role_accounts').select(['name', 'is_editable']).where('structure_id', '=', t.ids.centre.structureId).orderBy('name').execute();
  assert.deepEqual(roles, [
    { name: 'Formateur', is_editable: 1 },
    { name: 'Gérant', is_editable: 0 },
    { name: 'Secrétariat', is_editable: 1 },
  ]);
});

test('seeding again changes nothing and answers the same ids', async () => {
  const users = await count('users');
  const again = await seedDemo(t.deps);
  assert.deepEqual(again, t.ids);
  assert.equal(await accounts(), 8);
  assert.equal(await count('users'), users);
  assert.equal(await count('learners'), 84);
});

test('generateLearners adds learners in batches over the agencies and reports progress', async () => {
  const before = await count('learners');
  const progress: number[] = [];
  await generateLearners(t.deps, 12_500, (done, total) => {
    assert.equal(total, 12_500);
    progress.push(done);
  });
  assert.equal(await count('learners'), before + 12_500);
  assert.deepEqual(progress, [10_000, 12_500]);
  const perAgency = await t.deps.db
    .selectFrom('learners')
    .select(['agency_id', (eb) => eb.fn.countAll().as('n')])
    .where('structure_id', '=', t.ids.centre.structureId)
    .groupBy('agency_id')
    .execute();
  assert.equal(perAgency.length, 3);
});

test('queueEmail stores the message in the outbox', async () => {
  const id = await queueEmail(t.deps, {
    structureId: t.ids.centre.structureId,
    to: 'lea.martin@exemple.test',
    subject: 'Votre devis',
    text: 'Bonjour, veuillez trouver votre devis.',
    attachments: [{ filename: 'devis.pdf', contentType: 'application/pdf', contentBase64: 'JVBERi0=' }],
  });
  const row = await t.deps.db.selectFrom('outbox_emails').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  assert.equal(row.status, 'queued');
  assert.equal(row.to_address, 'lea.martin@exemple.test');
  assert.deepEqual(JSON.parse(row.attachments_json), [{ filename: 'devis.pdf', contentType: 'application/pdf', contentBase64: 'JVBERi0=' }]);
});

test('passwords are salted scrypt hashes checked in constant time', async () => {
  const a = await hashPassword('secret-1');
  const b = await hashPassword('secret-1');
  assert.notEqual(a, b);
  assert.match(a, /^scrypt\$16384\$8\$1\$/);
  assert.equal(await verifyPassword('secret-1', a), true);
  assert.equal(await verifyPassword('secret-2', a), false);
  assert.equal(await verifyPassword('secret-1', 'md5$abc'), false);
});
