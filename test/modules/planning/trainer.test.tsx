// The planning as a trainer sees it (issue 24): only their own agendas to write on, refused writes
// that keep the form, and the cancel confirmation. Apart from planning.test.tsx, whose file timeout
// its own screens already fill.
import '../../setup/dom';
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { fireEvent, waitFor, within } from '@testing-library/react';
import { alertsState } from '../../../src/shared/alerts/store';
import { createTestApp, signIn, type TestApp } from '../../server/helpers';
import { renderRoute } from '../render';

let server: TestApp;
before(async () => {
  server = await createTestApp();
});
after(() => server.close());

const success = (text: string) => waitFor(() => assert.ok(alertsState.alerts.some((a) => a.tone === 'success' && a.message === text), `alert « ${text} »`));

test('a trainer’s « Nouveau créneau » offers only their own agenda, even with a colleague’s shown', async () => {
  const agendas = await server.deps.db.selectFrom('agendas').select(['id', 'name']).where('name', 'in', ['François Petitjean', 'Julie Moreau']).execute();
  const ids = agendas.map((a) => a.id).join(',');
  const view = await renderRoute(`/planning?date=2031-03-12&agendas=${ids}`, { user: 'formateur@volant.test', server });
  fireEvent.click(await view.findByRole('button', { name: 'Nouveau créneau' }));
  const dialog = await view.findByRole('dialog', { name: 'Nouveau créneau' });
  const select = within(dialog).getByLabelText(/^Agenda/) as HTMLSelectElement;
  const offered = [...select.options].filter((o) => o.value !== '').map((o) => o.textContent);
  assert.deepEqual(offered, ['François Petitjean (Orléans Centre)']);
  assert.equal(select.value, String(agendas.find((a) => a.name === 'François Petitjean')!.id));
  await view.close();
});

test('a write the server refuses (403) keeps the trainer on the planning with the server’s French message', async () => {
  // A slot of Julie's, alone on its day (a small grid keeps the test quick).
  const julie = await server.deps.db.selectFrom('agendas').select('id').where('name', '=', 'Julie Moreau').executeTakeFirstOrThrow();
  const created = await server.app.request('/api/plannings/slots', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${(await signIn(server.app, 'gerant@volant.test')).token}` },
    body: JSON.stringify({ agenda: julie.id, date: '2031-03-13', schedule: { startTime: '10:00', endTime: '11:00' } }),
  });
  const slot = { ...((await created.json()) as { id: number }), date: '2031-03-13' };
  const view = await renderRoute(`/planning?date=${slot.date}&agendas=${julie.id}&vue=jour`, { user: 'formateur@volant.test', server });
  const grid = await view.findByRole('group', { name: 'Calendrier des créneaux' });
  await waitFor(() => assert.ok(grid.querySelector(`[data-slot-id="${slot.id}"]`), 'grid.querySelector(`[data-slot-id="${slot.id}"]`)'));
  const block = grid.querySelector(`[data-slot-id="${slot.id}"]`)!;
  fireEvent.pointerDown(block, { button: 0, pointerId: 1, clientX: 10, clientY: 10 });
  fireEvent.pointerUp(block, { button: 0, pointerId: 1, clientX: 10, clientY: 10 });
  const dialog = await view.findByRole('dialog', {});
  fireEvent.click(await within(dialog).findByRole('button', { name: 'Marquer réalisé' }));
  await waitFor(() => assert.ok(alertsState.alerts.some((a) => a.tone === 'danger' && a.message === 'Un formateur ne peut modifier que les créneaux de son propre agenda.'), "alertsState.alerts.some((a) => a.tone === 'danger' && a.message === 'Un formateur ne peut modifier que les créneaux de son propre agenda.')"));
  assert.equal(view.history.location.pathname, '/planning');
  assert.ok(view.queryByRole('dialog'));
  await view.close();
});

test('« Annuler le créneau » asks first; once cancelled, no convocation is offered any more', async () => {
  const agenda = await server.deps.db.selectFrom('agendas').select('id').where('name', '=', 'François Petitjean').executeTakeFirstOrThrow();
  const slot = await server.deps.db
    .selectFrom('planning_slots as s')
    .innerJoin('planning_slot_learners as sl', 'sl.slot_id', 's.id')
    .select(['s.id', 's.date'])
    .where('s.agenda_id', '=', agenda.id)
    .where('s.status', '=', 'planned')
    .where('s.is_background', '=', 0)
    .orderBy('s.date', 'desc')
    .executeTakeFirstOrThrow();
  const view = await renderRoute(`/planning?date=${slot.date}&agendas=${agenda.id}`, { user: 'gerant@volant.test', server });
  const grid = await view.findByRole('group', { name: 'Calendrier des créneaux' });
  await waitFor(() => assert.ok(grid.querySelector(`[data-slot-id="${slot.id}"]`), 'grid.querySelector(`[data-slot-id="${slot.id}"]`)'));
  const block = grid.querySelector(`[data-slot-id="${slot.id}"]`)!;
  fireEvent.pointerDown(block, { button: 0, pointerId: 1, clientX: 10, clientY: 10 });
  fireEvent.pointerUp(block, { button: 0, pointerId: 1, clientX: 10, clientY: 10 });
  const mail = await view.findByRole('button', { name: 'Envoyer la convocation' });
  const details = mail.closest<HTMLElement>('[role="dialog"]')!;
  fireEvent.click(within(details).getByRole('button', { name: 'Annuler le créneau' }));
  const confirm = await view.findByRole('dialog', { name: 'Annuler ce créneau ?' });
  const stillPlanned = await server.deps.db.selectFrom('planning_slots').select('status').where('id', '=', slot.id).executeTakeFirstOrThrow();
  assert.equal(stillPlanned.status, 'planned', 'one click does not cancel');
  fireEvent.change(within(confirm).getByLabelText(/Motif de l’annulation/), { target: { value: 'Examen reporté' } });
  const notify = within(confirm).getByRole('checkbox', { name: /^Prévenir/ });
  fireEvent.click(notify);
  fireEvent.click(within(confirm).getByRole('button', { name: 'Annuler le créneau' }));
  await success('Créneau annulé');
  await waitFor(() => assert.ok(within(details).queryByRole('button', { name: 'Envoyer la convocation' }) === null, "within(details).queryByRole('button', { name: 'Envoyer la convocation' }) is null"));
  assert.ok(within(details).queryByRole('button', { name: 'Convocation (PDF)' }) === null, "within(details).queryByRole('button', { name: 'Convocation (PDF)' }) is null");
  await view.close();
});
