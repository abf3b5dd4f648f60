import '../../setup/dom';
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { fireEvent, within } from '@testing-library/react';
import { createTestApp, signIn, type TestApp } from '../../server/helpers';
import { renderRoute } from '../render';

let server: TestApp;
before(async () => {
  server = await createTestApp();
});
after(() => server.close());

test('an unavailability over a booked lesson is refused in the form, on its start time, naming the lesson', async () => {
  const agenda = await server.deps.db.selectFrom('agendas').select('id').where('name', '=', 'Karim Benali').executeTakeFirstOrThrow();
  const created = await server.app.request('/api/plannings/slots', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${(await signIn(server.app, 'gerant@volant.test')).token}` },
    body: JSON.stringify({ agenda: agenda.id, date: '2031-03-20', schedule: { startTime: '14:00', endTime: '15:00' } }),
  });
  assert.equal(created.status, 201);
  const view = await renderRoute(`/planning?date=2031-03-20&agendas=${agenda.id}&vue=jour`, { user: 'gerant@volant.test', server });
  fireEvent.click(await view.findByRole('button', { name: 'Nouveau créneau' }));
  const form = await view.findByRole('dialog', { name: 'Nouveau créneau' });
  fireEvent.click(within(form).getByLabelText('Créneau de fond (indisponibilité, réunion…)'));
  fireEvent.change(within(form).getByLabelText(/^Agenda/), { target: { value: String(agenda.id) } });
  fireEvent.change(within(form).getByLabelText(/^Date/), { target: { value: '2031-03-20' } });
  fireEvent.change(within(form).getByLabelText(/^Début/), { target: { value: '13:00' } });
  fireEvent.change(within(form).getByLabelText(/^Fin/), { target: { value: '17:00' } });
  fireEvent.change(within(form).getByLabelText(/^Libellé/), { target: { value: 'Réunion' } });
  fireEvent.click(within(form).getByRole('button', { name: 'Enregistrer' }));
  await within(form).findByText('Ce créneau de fond couvre un cours réservé de l’agenda « Karim Benali » le 20/03/2031 de 14:00 à 15:00 (Leçon de conduite) : déplacez ou annulez ce cours d’abord.', {});
  assert.ok(form.isConnected, 'the form stays open');
  const backgrounds = await server.deps.db.selectFrom('planning_slots').select('id').where('agenda_id', '=', agenda.id).where('date', '=', '2031-03-20').where('is_background', '=', 1).execute();
  assert.equal(backgrounds.length, 0);
  await view.close();
});
