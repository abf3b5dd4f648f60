import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Slot } from '../../../src/modules/planning/types';
import type { Agenda } from '../../../src/shared/references/planning';
import { createTestApp, signIn, type TestApp } from '../helpers';
import { agendas, call, detail, list } from './fixtures';

let t: TestApp;
let gerant: string;
let byName: Record<string, Agenda>;
let learner: { id: number; first_name: string; last_name: string; email: string | null };
before(async () => {
  t = await createTestApp();
  gerant = (await signIn(t.app, 'gerant@volant.test')).token;
  byName = await agendas(t, gerant);
  learner = await t.deps.db
    .selectFrom('learners')
    .select(['id', 'first_name', 'last_name', 'email'])
    .where('agency_id', '=', t.ids.centre.agencies.orleans)
    .where('archived', '=', 0)
    .where('email', 'is not', null)
    .orderBy('id')
    .executeTakeFirstOrThrow();
});
after(() => t.close());

const DAY = '2031-10-06';
const lesson = (agenda: string, startTime: string, endTime: string, extra: Record<string, unknown> = {}) => ({ agenda: byName[agenda]!.id, date: DAY, schedule: { startTime, endTime }, ...extra });
const history = async (slotId: number, action: string) =>
  (await list<{ action: string; description: string }>(t, gerant, `/plannings/operation-histories?slot=${slotId}&action=${action}`))['hydra:member'].map((o) => o.description);

describe('cancelling a slot', () => {
  test('a new lesson’s history names its learner', async () => {
    const created = await call<Slot>(t, gerant, 'POST', '/plannings/slots', lesson('François Petitjean', '08:00', '09:00', { learners: [learner.id] }));
    assert.equal(created.status, 201, JSON.stringify(created.body));
    const [entry] = await history(created.body.id, 'slot_created');
    assert.equal(entry, `Créneau créé : Leçon de conduite — 06/10/2031 08:00–09:00 (François Petitjean) — ${learner.first_name} ${learner.last_name}`);
  });

  test('with a reason and the learners told: the history says why, each learner gets an e-mail through the outbox, the answer says it is queued', async () => {
    const created = await call<Slot>(t, gerant, 'POST', '/plannings/slots', lesson('François Petitjean', '10:00', '11:00', { learners: [learner.id] }));
    const outboxBefore = await t.deps.db.selectFrom('outbox_emails').select('id').where('to_address', '=', learner.email!).execute();
    const cancelled = await call<Slot>(t, gerant, 'PATCH', `/plannings/slots/${created.body.id}`, { status: 'cancelled', cancelReason: 'Moniteur malade', notifyLearners: true });
    assert.equal(cancelled.status, 200, JSON.stringify(cancelled.body));
    assert.equal(cancelled.body.status, 'cancelled');
    // No SMTP server in this app: the message waits in the outbox, and the answer does not say « envoyé ».
    assert.deepEqual(cancelled.body.notification, { sent: 1, skipped: [], sentAt: null });
    const mails = await t.deps.db.selectFrom('outbox_emails').selectAll().where('to_address', '=', learner.email!).where('id', 'not in', outboxBefore.length ? outboxBefore.map((r) => r.id) : [0]).execute();
    assert.equal(mails.length, 1);
    assert.equal(mails[0]!.subject, 'Annulation — Leçon de conduite le 06/10/2031 à 10h00');
    assert.match(mails[0]!.body_text, /est annulé\.\nMotif : Moniteur malade/);
    // In the agency's name, and a learner's answer reaches the agency.
    const agency = await t.deps.db.selectFrom('agencies').select(['name', 'email']).where('id', '=', t.ids.centre.agencies.orleans).executeTakeFirstOrThrow();
    assert.deepEqual([mails[0]!.from_name, mails[0]!.reply_to], [agency.name, agency.email]);
    assert.deepEqual(await history(created.body.id, 'slot_cancelled'), [`Créneau annulé : Moniteur malade — Leçon de conduite — 06/10/2031 10:00–11:00 (François Petitjean) — ${learner.first_name} ${learner.last_name}`]);

    // A cancelled slot convokes no one.
    const convocation = await call(t, gerant, 'POST', '/plannings/slot-mail-convocation', { id: created.body.id });
    assert.equal(convocation.status, 422);
    assert.equal(detail(convocation.body), 'Ce créneau est annulé : il n’y a personne à convoquer.');
    const pdf = await call(t, gerant, 'GET', `/plannings/slot-convocation-pdf/${created.body.id}`);
    assert.equal(pdf.status, 422);
  });

  test('without telling the learners: no e-mail, and the answer has no notification', async () => {
    const created = await call<Slot>(t, gerant, 'POST', '/plannings/slots', lesson('François Petitjean', '12:00', '13:00', { learners: [learner.id] }));
    const count = async () => (await t.deps.db.selectFrom('outbox_emails').select('id').execute()).length;
    const before = await count();
    const cancelled = await call<Slot>(t, gerant, 'PATCH', `/plannings/slots/${created.body.id}`, { status: 'cancelled', cancelReason: 'Demande de l’apprenant', notifyLearners: false });
    assert.equal(cancelled.status, 200);
    assert.equal(cancelled.body.notification, undefined);
    assert.equal(await count(), before);
    const restored = await call<Slot>(t, gerant, 'PATCH', `/plannings/slots/${created.body.id}`, { status: 'planned' });
    assert.equal(restored.status, 200);
    assert.equal((await history(created.body.id, 'slot_restored')).length, 1);
  });
});

describe('a background slot over a booked lesson', () => {
  test('is refused with a French message on the start time naming the lesson; beside it, or over a cancelled lesson, it is saved', async () => {
    const booked = await call<Slot>(t, gerant, 'POST', '/plannings/slots', lesson('Karim Benali', '14:00', '15:00', { learners: [learner.id] }));
    assert.equal(booked.status, 201, JSON.stringify(booked.body));
    const over = await call(t, gerant, 'POST', '/plannings/slot/background', { ...lesson('Karim Benali', '13:00', '17:00'), title: 'Réunion' });
    assert.equal(over.status, 422);
    const message = 'Ce créneau de fond couvre un cours réservé de l’agenda « Karim Benali » le 06/10/2031 de 14:00 à 15:00 (Leçon de conduite) : déplacez ou annulez ce cours d’abord.';
    assert.equal(detail(over.body), message);
    assert.deepEqual((over.body as { violations: unknown[] }).violations, [{ propertyPath: 'schedule.startTime', message }]);

    const beside = await call<Slot>(t, gerant, 'POST', '/plannings/slot/background', { ...lesson('Karim Benali', '15:00', '17:00'), title: 'Réunion' });
    assert.equal(beside.status, 201, JSON.stringify(beside.body));
    // Moved over the lesson: refused the same way.
    const moved = await call(t, gerant, 'PATCH', `/plannings/slots/${beside.body.id}`, { schedule: { startTime: '14:30', endTime: '16:30' } });
    assert.equal(moved.status, 422);
    assert.match(detail(moved.body), /^Ce créneau de fond couvre un cours réservé/);

    await call(t, gerant, 'PATCH', `/plannings/slots/${booked.body.id}`, { status: 'cancelled', cancelReason: 'Réunion d’équipe' });
    const overCancelled = await call(t, gerant, 'POST', '/plannings/slot/background', { ...lesson('Karim Benali', '13:00', '15:00'), title: 'Réunion' });
    assert.equal(overCancelled.status, 201, JSON.stringify(overCancelled.body));
  });
});
