// What staff read when an e-mail could not leave and no SMTP server answered: a French sentence that
// says what to check, the technical detail in brackets. The failures are real: smtp-server with its
// default settings (STARTTLS offered with the certificate the package ships, which has expired), a
// closed port and a name that does not resolve, each met by Volant's own worker and transport.
import assert from 'node:assert/strict';
import type { AddressInfo } from 'node:net';
import { after, before, test } from 'node:test';
import { SMTPServer } from 'smtp-server';
import { OutboxSignal } from '../../../server/core/outbox-signal';
import { queueEmail } from '../../../server/mail/outbox';
import { smtpTransport } from '../../../server/mail/transport';
import { OutboxWorker } from '../../../server/mail/worker';
import { createTestApp, type TestApp } from '../helpers';

let t: TestApp;
let smtp: SMTPServer;
let smtpPort = 0;

before(async () => {
  t = await createTestApp();
  smtp = new SMTPServer();
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  smtpPort = (smtp.server.address() as AddressInfo).port;
});
after(async () => {
  await new Promise<void>((resolve) => smtp.close(resolve));
  await t.close();
});

/** Queues one e-mail, lets a worker sending through `url` try it once, and reads what staff see. */
async function attempt(url: string): Promise<{ status: string; response: string | null }> {
  const id = await queueEmail({ ...t.deps, outbox: new OutboxSignal() }, { structureId: null, to: 'eleve@exemple.test', subject: 'Convocation', text: 'Bonjour' });
  const worker = new OutboxWorker(t.deps, { transport: smtpTransport(url), id: `worker-${id}`, pollMs: 3_600_000 });
  worker.start();
  try {
    await worker.drain();
  } finally {
    await worker.stop();
  }
  const row = await t.deps.db.selectFrom('outbox_emails').select(['status', 'smtp_response']).where('id', '=', id).executeTakeFirstOrThrow();
  return { status: row.status, response: row.smtp_response };
}

test('smtp-server as installed (its shipped certificate has expired): French, naming the certificate, tried again later', async () => {
  const seen = await attempt(`smtp://127.0.0.1:${smtpPort}`);
  assert.equal(seen.status, 'queued', 'a temporary failure: tried again later');
  assert.match(seen.response ?? '', /^Le certificat du serveur de messagerie n’est pas valable : la connexion sécurisée est refusée \(.*certificate.*\)\.$/);
});

test('a closed port and a name that does not resolve: French, saying what to check in SMTP_URL', async () => {
  const closed = await attempt('smtp://127.0.0.1:1');
  assert.match(closed.response ?? '', /^Le serveur de messagerie refuse la connexion : vérifiez son adresse et son port dans SMTP_URL \(connect ECONNREFUSED 127\.0\.0\.1:1\)\.$/);
  const unknown = await attempt('smtp://serveur-inconnu.invalid:25');
  assert.match(unknown.response ?? '', /^Le serveur de messagerie est introuvable : vérifiez son nom dans SMTP_URL \(.*serveur-inconnu\.invalid.*\)\.$/);
});
