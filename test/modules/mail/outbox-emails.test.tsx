import '../../setup/dom';
import assert from 'node:assert/strict';
import { after, before, beforeEach, test } from 'node:test';
import { fireEvent, waitFor, within } from '@testing-library/react';
import { clearAlerts } from '../../../src/shared/alerts/store';
import { smtpTransport } from '../../../server/mail/transport';
import { OutboxWorker } from '../../../server/mail/worker';
import { createTestApp, signIn, type TestApp } from '../../server/helpers';
import { apiAs } from '../../server/accounting/client';
import { startTestSmtp, type TestSmtp } from '../../server/mail/smtp';
import { renderRoute } from '../render';
import { rowsOf, successAlert } from '../accounting/helpers';

// The e-mail lists of the quotation follow-up, the invoice and the learner record, against a server
// that delivers through a real SMTP server (smtp-server) with its outbox worker running in-process.
let smtp: TestSmtp;
let server: TestApp;
let worker: OutboxWorker;
before(async () => {
  smtp = await startTestSmtp();
  server = await createTestApp({ SMTP_URL: smtp.url });
  worker = new OutboxWorker(server.deps, { transport: smtpTransport(smtp.url), pollMs: 3_600_000 });
  worker.start();
});
after(async () => {
  await worker.stop();
  await server.close();
  await smtp.close();
});
beforeEach(() => clearAlerts());

const centreQuotation = (status: number) =>
  server.deps.db
    .selectFrom('bills')
    .select(['id', 'number', 'learner_id'])
    .where('kind', '=', 'quotation')
    .where('status', '=', status)
    .where('structure_id', '=', server.ids.centre.structureId)
    .orderBy('id')
    .executeTakeFirstOrThrow();

test('sending from the quotation follow-up: « Email envoyé avec succès » once accepted, and the list says « Envoyé »', async () => {
  const quotation = await centreQuotation(4);
  const view = await renderRoute(`/pieces-comptables/devis/extra-details-devis/${quotation.id}`, { user: 'gerant@volant.test', server });
  await view.findByRole('heading', { name: 'E-mails' });
  await view.findByText('Aucun e-mail envoyé pour le moment.');
  fireEvent.click(view.getByRole('button', { name: 'Envoyer par e-mail' }));
  const dialog = await view.findByRole('dialog', { name: 'Envoyer le devis par e-mail' });
  assert.equal(within(dialog).queryByText(/n’est pas configuré/), null, 'sending is configured');
  fireEvent.change(within(dialog).getByLabelText('Destinataire'), { target: { value: 'client.devis@exemple.test' } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Envoyer' }));
  await worker.drain();
  await successAlert('Email envoyé avec succès');
  await waitFor(() => assert.equal(rowsOf(view, 'E-mails envoyés').length, 1));
  const [row] = rowsOf(view, 'E-mails envoyés');
  within(row!).getByText('Envoyé');
  within(row!).getByText('client.devis@exemple.test');
  within(row!).getByText(/^Accepté par le serveur de messagerie le /);
  assert.equal(smtp.received.filter((r) => r.envelopeTo.includes('client.devis@exemple.test')).length, 1);
  await view.close();
});

test('a refused e-mail shows « Échec » with the server’s answer; « Renvoyer » sends it again', async () => {
  const quotation = await centreQuotation(1);
  const to = 'boite.pleine@exemple.test';
  smtp.plan(to, { code: 552, message: '5.2.2 Mailbox full' });
  const gerant = apiAs(server, (await signIn(server.app, 'gerant@volant.test')).token);
  assert.equal((await gerant.post('/accounting/mail-accounting-attached-pdf', { document: 'quotation', id: quotation.id, to })).status, 502);

  const view = await renderRoute(`/pieces-comptables/devis/extra-details-devis/${quotation.id}`, { user: 'secretariat@volant.test', server });
  await waitFor(() => assert.ok(rowsOf(view, 'E-mails envoyés').some((r) => r.textContent?.includes(to)), "rowsOf(view, 'E-mails envoyés').some((r) => r.textContent?.includes(to))"));
  const failed = rowsOf(view, 'E-mails envoyés').find((r) => r.textContent?.includes(to))!;
  within(failed).getByText('Échec');
  within(failed).getByText('Réponse du serveur : 552 5.2.2 Mailbox full');
  fireEvent.click(within(failed).getByRole('button', { name: /^Renvoyer l’e-mail « Devis / }));
  await worker.drain();
  await successAlert('Email envoyé avec succès');
  await waitFor(() => {
    const row = rowsOf(view, 'E-mails envoyés').find((r) => r.textContent?.includes(to))!;
    within(row).getByText('Envoyé');
    assert.ok(within(row).queryByRole('button', { name: /Renvoyer/ }) === null, "within(row).queryByRole('button', { name: /Renvoyer/ }) is null");
  });
  await view.close();
});

test('the learner record has an « E-mails » tab for staff who may send documents, and none for a trainer', async () => {
  const quotation = await centreQuotation(1);
  const learner = quotation.learner_id!;
  const view = await renderRoute(`/apprenants/${learner}?menu=9`, { user: 'secretariat@volant.test', server });
  await view.findByRole('tab', { name: 'E-mails', selected: true });
  await waitFor(() => assert.ok(rowsOf(view, 'E-mails envoyés').length >= 1, "rowsOf(view, 'E-mails envoyés').length >= 1"));
  assert.ok(rowsOf(view, 'E-mails envoyés').every((r) => /Devis · /.test(r.textContent ?? '')), "rowsOf(view, 'E-mails envoyés').every((r) => /Devis · /.test(r.textContent ?? ''))");
  await view.close();

  const trainer = await renderRoute(`/apprenants/${learner}?menu=9`, { user: 'formateur@volant.test', server });
  await waitFor(() => assert.ok(trainer.queryAllByRole('tab').length > 0 || trainer.history.location.pathname === '/page-not-found', "trainer.queryAllByRole('tab').length > 0 || trainer.history.location.pathname === '/page-not-found'"));
  assert.equal(trainer.queryByRole('tab', { name: 'E-mails' }), null);
  await trainer.close();
});
