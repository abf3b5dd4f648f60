// A learner's e-mails (convocations, contracts) say what is true, as the documents' do: against a real
// SMTP server (smtp-server), the call answers 200 with `sentAt` once the server accepted every message,
// 502 with the server's answer when it refused one; each message is listed under its learner. The
// queued case (no SMTP_URL, 202) is in test/server/planning/exports.test.ts and
// test/server/learners/contracts-notices.test.ts. Runs on SQLite, and on PostgreSQL with DATABASE_URL_TEST.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Slot } from '../../../src/modules/planning/types';
import type { MailDelivery } from '../../../src/shared/mail/types';
import { smtpTransport } from '../../../server/mail/transport';
import { OutboxWorker } from '../../../server/mail/worker';
import { createTestApp, signIn, type TestApp } from '../helpers';
import { agendas, call, detail, learnersOf } from '../planning/fixtures';
import { startTestSmtp, type TestSmtp } from './smtp';

let smtp: TestSmtp;
let t: TestApp;
let worker: OutboxWorker;
let gerant: string;
let slot: Slot;
let convoked: { id: number; email: string }[];

before(async () => {
  smtp = await startTestSmtp();
  t = await createTestApp({ SMTP_URL: smtp.url });
  // As startServer does: this instance's worker, woken when the API queues a message.
  worker = new OutboxWorker(t.deps, { transport: smtpTransport(smtp.url), id: 'worker-learner-mails', pollMs: 3_600_000 });
  worker.start();
  gerant = (await signIn(t.app, 'gerant@volant.test')).token;
  const byName = await agendas(t, gerant);
  const ids = (await learnersOf(t, t.ids.centre.agencies.orleans)).slice(0, 6);
  const rows = await t.deps.db.selectFrom('learners').select(['id', 'email']).where('id', 'in', ids).where('email', 'is not', null).orderBy('id').execute();
  convoked = rows.slice(0, 2).map((r) => ({ id: r.id, email: r.email! }));
  assert.equal(convoked.length, 2, 'two seeded learners with an e-mail');
  const created = await call<Slot>(t, gerant, 'POST', '/plannings/slots', {
    agenda: byName['Salle de code Orléans']!.id,
    date: '2031-10-06',
    schedule: { startTime: '09:00', endTime: '12:00' },
    title: 'Code du matin',
    learners: convoked.map((l) => l.id),
  });
  assert.equal(created.status, 201, JSON.stringify(created.body));
  slot = created.body;
});
after(async () => {
  await worker.stop();
  await t.close();
  await smtp.close();
});

const rowsTo = (email: string) => t.deps.db.selectFrom('outbox_emails').selectAll().where('to_address', '=', email).orderBy('id').execute();

describe('a learner’s e-mails over SMTP', () => {
  test('convocations: 200 with sentAt once the SMTP server accepted each one, listed under each learner', async () => {
    const before = smtp.received.length;
    const res = await call<MailDelivery & { sent: number }>(t, gerant, 'POST', '/plannings/slot-mail-convocation', { id: slot.id });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    assert.ok(res.body.sentAt, 'sentAt once accepted');
    assert.equal(res.body.sent, 2);
    const received = smtp.received.slice(before);
    assert.deepEqual(received.flatMap((r) => r.envelopeTo).sort(), convoked.map((l) => l.email).sort());
    assert.ok(received.every((r) => r.mail.subject?.startsWith('Convocation — Code du matin')));
    // Sent in the agency's name: a learner's answer reaches the agency, not the platform's address.
    const agency = await t.deps.db.selectFrom('agencies').select(['name', 'email']).where('id', '=', t.ids.centre.agencies.orleans).executeTakeFirstOrThrow();
    for (const { mail } of received) {
      assert.equal(mail.from?.value[0]?.name, agency.name);
      assert.equal(mail.replyTo?.value[0]?.address, agency.email);
    }
    for (const learner of convoked) {
      const [row] = (await rowsTo(learner.email)).slice(-1);
      assert.deepEqual([row?.status, row?.document, row?.learner_id], ['sent', 'convocation', learner.id]);
    }
    const tab = await call<{ 'hydra:member': { document: string }[] }>(t, gerant, 'GET', `/mail/outbox-emails?learner=${convoked[0]!.id}`);
    assert.equal(tab.status, 200);
    assert.ok(tab.body['hydra:member'].some((e) => e.document === 'convocation'), 'in the learner’s « E-mails » tab');
  });

  test('convocations: the SMTP server refusing one (550) is a 502 with its answer', async () => {
    smtp.plan(convoked[1]!.email, { code: 550, message: 'Boîte aux lettres inconnue' });
    t.clock.advance(61); // a minute after the first convocation, it may be sent again
    const res = await call(t, gerant, 'POST', '/plannings/slot-mail-convocation', { id: slot.id });
    assert.equal(res.status, 502, JSON.stringify(res.body));
    assert.match(detail(res.body), /Boîte aux lettres inconnue/);
    const [row] = (await rowsTo(convoked[1]!.email)).slice(-1);
    assert.equal(row?.status, 'failed');
  });

  test('contract: 200 with sentAt once accepted (PDF attached), 502 when the server refuses it', async () => {
    const contract = await t.deps.db
      .selectFrom('learner_contracts as c')
      .innerJoin('learners as l', 'l.id', 'c.learner_id')
      .select(['c.id', 'c.number', 'l.id as learner_id', 'l.email'])
      .where('c.agency_id', '=', t.ids.centre.agencies.orleans)
      .where('l.email', 'is not', null)
      .orderBy('c.id')
      .executeTakeFirstOrThrow();
    const sent = await call<MailDelivery & { filename: string }>(t, gerant, 'POST', '/contracts/learner-contract-send', { contract: contract.id });
    assert.equal(sent.status, 200, JSON.stringify(sent.body));
    assert.ok(sent.body.sentAt);
    const mail = smtp.received.at(-1)!.mail;
    assert.deepEqual(smtp.received.at(-1)!.envelopeTo, [contract.email]);
    assert.equal(mail.attachments[0]?.filename, `Contrat-${contract.number}.pdf`);
    const [row] = (await rowsTo(contract.email!)).slice(-1);
    assert.deepEqual([row?.status, row?.document, row?.learner_id], ['sent', 'contract', contract.learner_id]);

    smtp.plan('refuse@exemple.test', { code: 550, message: 'Destinataire refusé' });
    const refused = await call(t, gerant, 'POST', '/contracts/learner-contract-send', { contract: contract.id, email: 'refuse@exemple.test' });
    assert.equal(refused.status, 502, JSON.stringify(refused.body));
    assert.match(detail(refused.body), /Destinataire refusé/);
  });
});
