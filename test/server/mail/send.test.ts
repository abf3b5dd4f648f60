// `POST /mail/send` (spec part 2 §7, the planning's calls): a message about a slot to its learners
// and/or trainer, through the outbox, against a real SMTP server (smtp-server): 200 with `sentAt` once
// the server accepted every message, 502 with its answer when it refused one, 202 while queued.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Slot } from '../../../src/modules/planning/types';
import { mailSentSchema, type MailSent } from '../../../src/shared/mail/send';
import { smtpTransport } from '../../../server/mail/transport';
import { OutboxWorker } from '../../../server/mail/worker';
import { createTestApp, jsonBody, signIn, type TestApp } from '../helpers';
import { agendas, call, detail, learnersOf } from '../planning/fixtures';
import { startTestSmtp, type TestSmtp } from './smtp';

let smtp: TestSmtp;
let t: TestApp;
let queuedOnly: TestApp;
let worker: OutboxWorker;
let gerant: string;
let slot: Slot;
let learners: { id: number; email: string }[];
let trainerEmail: string;
let trainerSlot: Slot;

async function lessonWith(app: TestApp, token: string, ids: number[], agenda?: number, date = '2031-11-03'): Promise<Slot> {
  const byName = await agendas(app, token);
  const created = await call<Slot>(app, token, 'POST', '/plannings/slots', {
    agenda: agenda ?? byName['Salle de code Orléans']!.id,
    date,
    schedule: { startTime: '14:00', endTime: '16:00' },
    title: 'Code de l’après-midi',
    learners: ids,
  });
  assert.equal(created.status, 201, JSON.stringify(created.body));
  return created.body;
}

before(async () => {
  smtp = await startTestSmtp();
  t = await createTestApp({ SMTP_URL: smtp.url });
  worker = new OutboxWorker(t.deps, { transport: smtpTransport(smtp.url), id: 'worker-mail-send', pollMs: 3_600_000 });
  worker.start();
  gerant = (await signIn(t.app, 'gerant@volant.test')).token;
  const ids = (await learnersOf(t, t.ids.centre.agencies.orleans)).slice(0, 8);
  const rows = await t.deps.db.selectFrom('learners').select(['id', 'email']).where('id', 'in', ids).where('email', 'is not', null).orderBy('id').execute();
  learners = rows.slice(0, 2).map((r) => ({ id: r.id, email: r.email! }));
  slot = await lessonWith(t, gerant, learners.map((l) => l.id));
  const trainer = await t.deps.db
    .selectFrom('agendas as a')
    .innerJoin('users as u', 'u.id', 'a.team_member_id')
    .select(['a.id', 'u.email'])
    .where('a.agency_id', '=', t.ids.centre.agencies.orleans)
    .orderBy('a.id')
    .executeTakeFirstOrThrow();
  trainerEmail = trainer.email;
  trainerSlot = await lessonWith(t, gerant, [learners[0]!.id], trainer.id, '2031-11-04');
  queuedOnly = await createTestApp();
});
after(async () => {
  await worker.stop();
  await t.close();
  await queuedOnly.close();
  await smtp.close();
});

const message = { subject: 'Changement de salle', message: 'Le cours aura lieu en salle 2.' };

describe('POST /mail/send', () => {
  test('to the learners: 200 with sentAt once the SMTP server accepted each message, which says what and when', async () => {
    const before = smtp.received.length;
    const res = await call<MailSent>(t, gerant, 'POST', '/mail/send', { slot: slot.id, recipients: ['learners'], ...message });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    mailSentSchema.parse(res.body);
    assert.ok(res.body.sentAt);
    assert.deepEqual([...res.body.to].sort(), learners.map((l) => l.email).sort());
    const received = smtp.received.slice(before);
    assert.deepEqual(received.flatMap((r) => r.envelopeTo).sort(), learners.map((l) => l.email).sort());
    for (const { mail } of received) {
      assert.equal(mail.subject, 'Changement de salle');
      assert.match(mail.text ?? '', /Le cours aura lieu en salle 2\./);
      assert.match(mail.text ?? '', /Créneau : Code de l’après-midi — 03\/11\/2031 de 14h00 à 16h00/);
    }
  });

  test('to the trainer of a lesson, and to both', async () => {
    const res = await call<MailSent>(t, gerant, 'POST', '/mail/send', { slot: trainerSlot.id, recipients: ['trainer'], ...message });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    assert.deepEqual(res.body.to, [trainerEmail]);
    assert.deepEqual(smtp.received.at(-1)!.envelopeTo, [trainerEmail]);
    const both = await call<MailSent>(t, gerant, 'POST', '/mail/send', { slot: trainerSlot.id, recipients: ['learners', 'trainer'], ...message });
    assert.deepEqual([...both.body.to].sort(), [learners[0]!.email, trainerEmail].sort());
  });

  test('the SMTP server refusing a message is a 502 with its answer, never « envoyé »', async () => {
    smtp.plan(learners[1]!.email, { code: 550, message: 'Boîte aux lettres inconnue' });
    const res = await call(t, gerant, 'POST', '/mail/send', { slot: slot.id, recipients: ['learners'], ...message });
    assert.equal(res.status, 502, JSON.stringify(res.body));
    assert.match(detail(res.body), /Boîte aux lettres inconnue/);
  });

  test('with an Idempotency-Key, as the app sends it: still 200 once accepted (the messages commit before the wait), and a retry replays it without sending again', async () => {
    const before = smtp.received.length;
    const init = jsonBody('POST', { slot: trainerSlot.id, recipients: ['trainer'], ...message }, gerant);
    const send = () => t.app.request('/api/mail/send', { ...init, headers: { ...(init.headers as Record<string, string>), 'Idempotency-Key': '"envoi-0123456789abcdef"' } });
    const first = await send();
    const body = await first.text();
    assert.equal(first.status, 200, body);
    assert.ok(mailSentSchema.parse(JSON.parse(body)).sentAt);
    const again = await send();
    assert.equal(again.status, 200);
    assert.equal(await again.text(), body);
    assert.equal(smtp.received.length, before + 1, 'sent once');
  });

  test('without SMTP the messages wait in the outbox: 202, sentAt null', async () => {
    const token = (await signIn(queuedOnly.app, 'gerant@volant.test')).token;
    const ids = (await learnersOf(queuedOnly, queuedOnly.ids.centre.agencies.orleans)).slice(0, 8);
    const rows = await queuedOnly.deps.db.selectFrom('learners').select('id').where('id', 'in', ids).where('email', 'is not', null).limit(1).execute();
    const lesson = await lessonWith(queuedOnly, token, rows.map((r) => r.id));
    const res = await call<MailSent>(queuedOnly, token, 'POST', '/mail/send', { slot: lesson.id, recipients: ['learners'], ...message });
    assert.equal(res.status, 202, JSON.stringify(res.body));
    assert.equal(res.body.sentAt, null);
  });

  test('refused: no recipient chosen, an empty message, a slot of another structure', async () => {
    assert.equal((await call(t, gerant, 'POST', '/mail/send', { slot: slot.id, recipients: [], ...message })).status, 422);
    assert.equal((await call(t, gerant, 'POST', '/mail/send', { slot: slot.id, recipients: ['learners'], subject: 'Objet', message: ' ' })).status, 422);
    const port = (await signIn(t.app, 'gerant@port.test')).token;
    assert.equal((await call(t, port, 'POST', '/mail/send', { slot: slot.id, recipients: ['learners'], ...message })).status, 404);
  });
});
