// « Envoyer la convocation » says what is true: « Email envoyé avec succès » once the SMTP server (a
// real one, smtp-server) accepted every convocation, the not-configured text when the server has no
// SMTP_URL (the convocations stay in the outbox).
import '../../setup/dom';
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { fireEvent, waitFor, within } from '@testing-library/react';
import { alertsState } from '../../../src/shared/alerts/store';
import { mailMessages } from '../../../src/shared/mail/messages';
import { smtpTransport } from '../../../server/mail/transport';
import { OutboxWorker } from '../../../server/mail/worker';
import { createTestApp, signIn, type TestApp } from '../../server/helpers';
import { startTestSmtp, type TestSmtp } from '../../server/mail/smtp';
import { renderRoute } from '../render';

const DAY = '2031-10-08';

let smtp: TestSmtp;
let delivering: TestApp;
let worker: OutboxWorker;
let unconfigured: TestApp;
before(async () => {
  smtp = await startTestSmtp();
  delivering = await createTestApp({ SMTP_URL: smtp.url });
  worker = new OutboxWorker(delivering.deps, { transport: smtpTransport(smtp.url), pollMs: 3_600_000 });
  worker.start();
  unconfigured = await createTestApp();
});
after(async () => {
  await worker.stop();
  await delivering.close();
  await unconfigured.close();
  await smtp.close();
});

/** A slot of « Salle de code Orléans » with two Orléans learners who have an e-mail. */
async function slotWithLearners(server: TestApp, day = DAY): Promise<{ id: number; agenda: number }> {
  const agenda = await server.deps.db.selectFrom('agendas').select('id').where('name', '=', 'Salle de code Orléans').executeTakeFirstOrThrow();
  const learners = await server.deps.db
    .selectFrom('learners')
    .select('id')
    .where('agency_id', '=', server.ids.centre.agencies.orleans)
    .where('archived', '=', 0)
    .where('email', 'is not', null)
    .orderBy('id')
    .limit(2)
    .execute();
  const res = await server.app.request('/api/plannings/slots', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${(await signIn(server.app, 'gerant@volant.test')).token}` },
    body: JSON.stringify({ agenda: agenda.id, date: day, schedule: { startTime: '14:00', endTime: '16:00' }, title: 'Convocation test', learners: learners.map((l) => l.id) }),
  });
  assert.equal(res.status, 201);
  return { id: ((await res.json()) as { id: number }).id, agenda: agenda.id };
}

/**
 * Opens the slot's details on the day view, clicks « Envoyer la convocation », checks the dialog names
 * each recipient and their address (issue 40: it sent at once, naming nobody), sends and waits for the
 * success alert.
 */
async function mailConvocation(server: TestApp): Promise<string> {
  const { view, dialog, slotId } = await openSlot(server, DAY);
  fireEvent.click(await within(dialog).findByRole('button', { name: 'Envoyer la convocation' }));
  const confirm = await view.findByRole('dialog', { name: 'Envoyer la convocation' });
  const recipients = within(confirm).getByRole('list', { name: 'Destinataires' });
  const booked = await server.deps.db
    .selectFrom('planning_slot_learners as sl')
    .innerJoin('learners as l', 'l.id', 'sl.learner_id')
    .select(['l.first_name', 'l.last_name', 'l.email'])
    .where('sl.slot_id', '=', slotId)
    .execute();
  assert.equal(booked.length, 2);
  for (const learner of booked) assert.ok(recipients.textContent?.includes(`${learner.first_name} ${learner.last_name} <${learner.email}>`), `${learner.email} is named`);
  fireEvent.click(within(confirm).getByRole('button', { name: 'Envoyer' }));
  const text = await successText();
  await view.close();
  return text;
}

async function successText(): Promise<string> {
  let text = '';
  await waitFor(
    () => {
      const alert = alertsState.alerts.find((a) => a.tone === 'success');
      assert.ok(alert, 'a success alert');
      text = alert.message;
    },
  );
  return text;
}

/** « Écrire un e-mail » of a slot (POST /mail/send): an object and a message to its learners. */
async function writeMail(server: TestApp, day: string): Promise<string> {
  const { view, dialog } = await openSlot(server, day);
  fireEvent.click(await within(dialog).findByRole('button', { name: 'Écrire un e-mail' }));
  const form = await view.findByRole('dialog', { name: 'Écrire un e-mail' });
  assert.equal((within(form).getByRole('checkbox', { name: 'Les 2 apprenants du créneau' }) as HTMLInputElement).checked, true);
  fireEvent.click(within(form).getByRole('button', { name: 'Envoyer' }));
  await within(form).findByText('L’objet est obligatoire.');
  fireEvent.change(within(form).getByLabelText(/^Objet/), { target: { value: 'Changement de salle' } });
  fireEvent.change(within(form).getByLabelText(/^Message/), { target: { value: 'Le cours aura lieu en salle 2.' } });
  fireEvent.click(within(form).getByRole('button', { name: 'Envoyer' }));
  const text = await successText();
  await waitFor(() => assert.ok(view.queryByRole('dialog', { name: 'Écrire un e-mail' }) === null, "view.queryByRole('dialog', { name: 'Écrire un e-mail' }) is null"));
  await view.close();
  return text;
}

/** Opens the details of a new slot with two learners on the day view. */
async function openSlot(server: TestApp, day: string) {
  const slot = await slotWithLearners(server, day);
  alertsState.alerts.splice(0);
  const view = await renderRoute(`/planning?date=${day}&agendas=${slot.agenda}&vue=jour`, { user: 'gerant@volant.test', server });
  const grid = await view.findByRole('group', { name: 'Calendrier des créneaux' });
  await waitFor(() => assert.ok(grid.querySelector(`[data-slot-id="${slot.id}"]`), 'grid.querySelector(`[data-slot-id="${slot.id}"]`)'));
  const block = grid.querySelector(`[data-slot-id="${slot.id}"]`)!;
  fireEvent.pointerDown(block, { button: 0, pointerId: 1, clientX: 10, clientY: 10 });
  fireEvent.pointerUp(block, { button: 0, pointerId: 1, clientX: 10, clientY: 10 });
  const dialog = await view.findByRole('dialog', { name: 'Convocation test' });
  return { view, dialog, slotId: slot.id };
}

test('accepted by the SMTP server: « Email envoyé avec succès »', async () => {
  const before = smtp.received.length;
  assert.equal(await mailConvocation(delivering), 'Email envoyé avec succès');
  assert.equal(smtp.received.length - before, 2, 'both convocations reached the SMTP server');
});

test('no SMTP_URL: the convocations stay queued and the alert says so', async () => {
  assert.equal(await mailConvocation(unconfigured), mailMessages.notConfigured);
  assert.equal(mailMessages.notConfigured, 'L’envoi d’e-mails n’est pas configuré : le message est conservé dans la file d’attente.');
});

test('« Écrire un e-mail » (POST /mail/send): « Email envoyé avec succès » once the SMTP server accepted it', async () => {
  const before = smtp.received.length;
  assert.equal(await writeMail(delivering, '2031-10-09'), 'Email envoyé avec succès');
  const received = smtp.received.slice(before);
  assert.equal(received.length, 2);
  assert.ok(received.every((r) => r.mail.subject === 'Changement de salle' && (r.mail.text ?? '').includes('Le cours aura lieu en salle 2.')));
});

test('« Écrire un e-mail » without SMTP_URL: the message waits in the outbox and the alert says so', async () => {
  assert.equal(await writeMail(unconfigured, '2031-10-09'), mailMessages.notConfigured);
});
