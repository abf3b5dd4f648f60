// The outbox leaves over SMTP: documents sent through the API reach a real SMTP server (smtp-server),
// as proper MIME (parsed back with mailparser); temporary refusals are retried after a backoff,
// permanent ones are reported with the server's answer and can be tried again; two workers over one
// database deliver each message once. Runs on SQLite, and on PostgreSQL with DATABASE_URL_TEST.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { PDFDocument } from 'pdf-lib';
import type { ErrorBody, HydraCollection, JsonLd } from '../../../src/shared/api/hydra';
import type { InvoiceDetails } from '../../../src/modules/invoices/types';
import type { QuotationDetails } from '../../../src/modules/quotations/types';
import type { MailQueued, MailSettings, OutboxEmail } from '../../../src/shared/mail/types';
import { sellerIdentity } from '../../../server/resources/billing/identity';
import { claimNext, LEASE_MS } from '../../../server/mail/claim';
import { queueEmail } from '../../../server/mail/outbox';
import { OutboxSignal } from '../../../server/core/outbox-signal';
import { FIRST_BACKOFF_MS } from '../../../server/mail/retry';
import { smtpTransport } from '../../../server/mail/transport';
import { OutboxWorker } from '../../../server/mail/worker';
import { pdfPlainText } from '../../../cli/smoke/pdf-text';
import { apiAs, learnersOf, tvasOf, type Api } from '../accounting/client';
import { createTestApp, signIn, type TestApp } from '../helpers';
import { startTestSmtp, type TestSmtp } from './smtp';

const FROM = 'no-reply@volant-mail.test';

let smtp: TestSmtp;
let t: TestApp;
let worker: OutboxWorker;
let gerant: Api;
let formateur: Api;
let orleans: number;
let learner: number;
let tva20: number;

before(async () => {
  smtp = await startTestSmtp();
  t = await createTestApp({ SMTP_URL: smtp.url, VOLANT_MAIL_FROM: `"Volant Écoles" <${FROM}>` });
  // As startServer does: this instance's worker, woken when the API queues a message. A long poll:
  // the tests call drain() where they need the queue emptied.
  worker = new OutboxWorker(t.deps, { transport: smtpTransport(smtp.url), id: 'worker-a', pollMs: 3_600_000 });
  worker.start();
  gerant = apiAs(t, (await signIn(t.app, 'gerant@volant.test')).token);
  formateur = apiAs(t, (await signIn(t.app, 'formateur@volant.test')).token);
  orleans = t.ids.centre.agencies.orleans;
  learner = (await learnersOf(t, orleans, 1))[0]!;
  tva20 = (await tvasOf(t, orleans))['20']!;
});
after(async () => {
  await worker.stop();
  await t.close();
  await smtp.close();
});

const lines = () => [{ label: 'Leçon de conduite B (1 h) « été »', quantity: 2, unitPrice: 45.83, tva: tva20 }];

async function quotation(): Promise<QuotationDetails> {
  const res = await gerant.post<JsonLd<QuotationDetails>>('/accounting/quotations', { agency: orleans, learner: `/api/learners/${learner}`, lines: lines() });
  assert.equal(res.status, 201, JSON.stringify(res.body));
  return res.body;
}

async function invoice(): Promise<InvoiceDetails> {
  const created = await gerant.post<InvoiceDetails>('/accounting/invoices', { agency: orleans, learner, lines: lines() });
  assert.equal(created.status, 201, JSON.stringify(created.body));
  const res = await gerant.post<InvoiceDetails>(`/accounting/invoices/${created.body.id}/validate`);
  assert.equal(res.status, 200, JSON.stringify(res.body));
  return res.body;
}

/** Sends a document by e-mail through the API, then lets the worker finish whatever is due. */
async function send(body: object) {
  const res = await gerant.post<MailQueued & ErrorBody>('/accounting/mail-accounting-attached-pdf', body);
  await worker.drain();
  return res;
}

async function outboxRow(id: number) {
  return t.deps.db.selectFrom('outbox_emails').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

async function listed(query: string) {
  const res = await gerant.get<HydraCollection<OutboxEmail>>(`/mail/outbox-emails?${query}`);
  assert.equal(res.status, 200, JSON.stringify(res.body));
  return res.body['hydra:member'];
}

/** Queues without waking the worker (as another instance would: found by polling). */
const silently = () => ({ ...t.deps, outbox: new OutboxSignal() });

const receivedFor = (address: string) => smtp.received.filter((r) => r.envelopeTo.includes(address));

/**
 * A PDF with its CreationDate and ModDate set to one value (pdf-lib stamps them with the second it
 * renders, inside a compressed object stream), written again by pdf-lib: same bytes out for the same
 * document.
 */
async function withoutPdfDates(bytes: Uint8Array): Promise<Buffer> {
  const doc = await PDFDocument.load(bytes, { updateMetadata: false });
  doc.setCreationDate(new Date(0));
  doc.setModificationDate(new Date(0));
  // The file identifier and the PDF/A metadata (unfiltered XMP) carry the generation time too.
  doc.context.trailerInfo.ID = undefined;
  const saved = Buffer.from(await doc.save({ useObjectStreams: false })).toString('latin1');
  return Buffer.from(saved.replace(/\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ/g, '1970-01-01T00:00:00Z'), 'latin1');
}

describe('delivery of documents sent through the API', () => {
  test('the server says e-mails leave', async () => {
    const res = await gerant.get<MailSettings>('/mail/settings');
    assert.deepEqual(res.body, { '@context': '/api/contexts/MailSettings', '@id': '/api/mail/settings', '@type': 'MailSettings', deliveryConfigured: true });
  });

  test('a quotation arrives as proper MIME with its PDF; « Envoyé le » is the SMTP acceptance', async () => {
    const q = await quotation();
    const to = 'eleve.quotation@exemple.test';
    const res = await send({ document: 'quotation', id: q.id, to, message: 'Voici <b>votre</b> devis & nos tarifs.' });
    assert.ok(res.status === 200 || res.status === 202, JSON.stringify(res.body));
    const row = await outboxRow(res.body.email.id);
    assert.equal(row.status, 'sent');
    assert.match(row.smtp_response ?? '', /^250 .*Message accepté/);

    const [got, ...more] = receivedFor(to);
    assert.ok(got, 'the SMTP server received the quotation');
    assert.equal(more.length, 0);
    const mail = got.mail;
    const seller = await sellerIdentity(t.deps.db, orleans);
    assert.deepEqual(mail.from?.value, [{ name: seller.legalName, address: FROM }]);
    assert.equal(mail.replyTo?.value[0]?.address, seller.email);
    assert.equal(mail.messageId, row.message_id);
    assert.match(row.message_id ?? '', /^<[0-9a-f-]{36}@volant-mail\.test>$/);
    assert.equal(mail.subject, `Devis ${q.number} – Auto-école du Centre`);
    assert.match(got.raw.toString('latin1'), /^Subject: =\?UTF-8\?/m, 'the UTF-8 subject is encoded (RFC 2047)');
    assert.match(mail.text ?? '', /Voici <b>votre<\/b> devis & nos tarifs\./);
    assert.ok(typeof mail.html === 'string' && mail.html.includes('Voici &lt;b&gt;votre&lt;/b&gt; devis &amp; nos tarifs.'), 'user text is escaped in the HTML part');
    assert.ok(!mail.html.includes('<b>votre</b>'));

    assert.equal(mail.attachments.length, 1);
    const [pdf] = mail.attachments;
    assert.equal(pdf!.filename, `Devis-${q.number}.pdf`);
    assert.equal(pdf!.contentType, 'application/pdf');
    const download = await gerant.get(`/accounting/quotations/${q.id}/pdf`);
    assert.equal(download.status, 200);
    assert.ok((await withoutPdfDates(pdf!.content)).equals(await withoutPdfDates(download.bytes)), 'the attachment is the PDF the endpoint serves');

    const after = (await gerant.get<QuotationDetails>(`/accounting/quotations/${q.id}`)).body;
    assert.equal(after.status, 1, '« En attente »');
    assert.equal(after.sentAt, row.sent_at, '« Envoyé le » is when the SMTP server accepted it');
    const [email] = await listed(`bill=${q.id}`);
    assert.equal(email?.state, 'sent');
    assert.equal(email?.sentAt, row.sent_at);
    assert.equal(email?.document, 'quotation');
  });

  test('an invoice arrives with its PDF, listed under its learner', async () => {
    const inv = await invoice();
    const to = 'parent.invoice@exemple.test';
    const res = await send({ document: 'invoice', id: inv.id, to });
    const row = await outboxRow(res.body.email.id);
    assert.equal(row.status, 'sent');
    const [got] = receivedFor(to);
    assert.ok(got);
    assert.equal(got.mail.subject, `Facture ${inv.number} – Auto-école du Centre`);
    assert.equal(got.mail.messageId, row.message_id);
    assert.ok(got.mail.html && got.mail.text);
    const [pdf] = got.mail.attachments;
    assert.equal(pdf!.filename, `Facture-${inv.number}.pdf`);
    // The invoice mailed is its original; a later download is marked DUPLICATA (NF525), nothing else differs.
    const download = await gerant.get(`/accounting/invoices/${inv.id}/pdf`);
    const mailed = pdfPlainText(pdf!.content);
    const downloaded = pdfPlainText(download.bytes);
    assert.ok(!mailed.includes('DUPLICATA') && downloaded.includes('DUPLICATA'));
    const words = (text: string) => text.replace(/DUPLICATA/g, '').replace(/\s+/g, ' ').trim();
    assert.equal(words(mailed), words(downloaded));
    const mine = await listed(`learner=${learner}`);
    assert.ok(mine.some((e) => e.id === row.id && e.state === 'sent' && e.learner?.id === learner));
  });
});

describe('failures', () => {
  test('a temporary refusal (451) is retried after the backoff, then delivered', async () => {
    const q = await quotation();
    const to = 'greylist@exemple.test';
    smtp.plan(to, { code: 451, message: '4.7.1 Greylisted, try again later' });
    const res = await send({ document: 'quotation', id: q.id, to });
    assert.equal(res.status, 202);
    const id = res.body.email.id;
    let row = await outboxRow(id);
    assert.equal(row.status, 'queued');
    assert.equal(row.attempts, 1);
    assert.match(row.smtp_response ?? '', /451/);
    assert.equal(receivedFor(to).length, 0);
    const [waiting] = await listed(`bill=${q.id}`);
    assert.equal(waiting?.state, 'retrying');
    assert.ok(waiting?.nextAttemptAt);
    assert.equal((await gerant.get<QuotationDetails>(`/accounting/quotations/${q.id}`)).body.sentAt, null, 'not « Envoyé » yet');

    await worker.drain();
    assert.equal((await outboxRow(id)).attempts, 1, 'not tried again before its time');
    t.clock.advance(FIRST_BACKOFF_MS / 1000);
    await worker.drain();
    row = await outboxRow(id);
    assert.equal(row.status, 'sent');
    assert.equal(row.attempts, 2);
    assert.equal(receivedFor(to).length, 1);
  });

  test('a permanent refusal (550) is failed with the answer, visible, and can be tried again', async () => {
    const q = await quotation();
    const to = 'inconnu@exemple.test';
    smtp.plan(to, { code: 550, message: '5.1.1 Mailbox unavailable' });
    const res = await send({ document: 'quotation', id: q.id, to });
    assert.equal(res.status, 502);
    assert.match(res.body.detail ?? '', /550 5\.1\.1 Mailbox unavailable/);
    const [failed] = await listed(`bill=${q.id}`);
    assert.equal(failed?.state, 'failed');
    assert.match(failed?.smtpResponse ?? '', /550 5\.1\.1 Mailbox unavailable/);
    assert.equal(receivedFor(to).length, 0);

    assert.equal((await formateur.post(`/mail/outbox-emails/${failed!.id}/retry`)).status, 403, 'a trainer may not send quotations');
    const again = await gerant.post<MailQueued>(`/mail/outbox-emails/${failed!.id}/retry`);
    await worker.drain();
    assert.ok(again.status === 200 || again.status === 202, JSON.stringify(again.body));
    assert.equal((await outboxRow(failed!.id)).status, 'sent');
    assert.equal(receivedFor(to).length, 1);
    assert.equal((await gerant.post(`/mail/outbox-emails/${failed!.id}/retry`)).status, 409, 'only a failed e-mail is sent again');
  });
});

describe('several workers', () => {
  test('two workers over one database deliver each message once', async () => {
    const second = new OutboxWorker(t.deps, { transport: smtpTransport(smtp.url), id: 'worker-b', pollMs: 3_600_000 });
    const to = (i: number) => `lot-${i}@exemple.test`;
    const ids: number[] = [];
    for (let i = 0; i < 24; i++) {
      ids.push(await queueEmail(silently(), { structureId: null, to: to(i), subject: `Lot n° ${i}`, text: 'Bonjour' }));
    }
    await Promise.all([worker.drain(), second.drain(), worker.drain(), second.drain()]);
    await second.stop();
    const rows = await t.deps.db.selectFrom('outbox_emails').select(['status', 'claimed_by', 'attempts']).where('id', 'in', ids).execute();
    assert.ok(rows.every((r) => r.status === 'sent' && r.attempts === 1));
    for (let i = 0; i < 24; i++) assert.equal(receivedFor(to(i)).length, 1, `${to(i)} received once`);
  });

  test('a claim whose worker died is taken over after the lease, and only then', async () => {
    const id = await queueEmail(silently(), { structureId: null, to: 'lease@exemple.test', subject: 'Bail', text: 'Bonjour' });
    const claimed = await claimNext(t.deps, 'worker-dead', t.deps.now());
    assert.equal(claimed?.id, id);
    await worker.drain();
    assert.equal(receivedFor('lease@exemple.test').length, 0, 'another worker holds it');
    t.clock.advance(LEASE_MS / 1000);
    await worker.drain();
    const row = await outboxRow(id);
    assert.equal(row.status, 'sent');
    assert.equal(row.claimed_by, 'worker-a');
    assert.equal(receivedFor('lease@exemple.test').length, 1);
  });
});
