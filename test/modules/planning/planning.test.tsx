import '../../setup/dom';
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { Suspense } from 'react';
import { act, fireEvent, waitFor, within } from '@testing-library/react';
import { modules } from '../../../src/app/modules';
import { formatBalance, type LearnerBalanceAnswer } from '../../../src/shared/accounting/balance';
import { alertsState } from '../../../src/shared/alerts/store';
import { parisDate } from '../../../src/shared/i18n/paris-date';
import { useSlot, useSlotComponent, type SlotContribution } from '../../../src/shared/module/slots';
import type { ModuleDescriptor } from '../../../src/shared/module/types';
import { createTestApp, signIn, type TestApp } from '../../server/helpers';
import { renderRoute } from '../render';

let server: TestApp;
let learnerId: number;
before(async () => {
  server = await createTestApp();
  const row = await server.deps.db
    .selectFrom('planning_slot_learners as sl')
    .innerJoin('learners as l', 'l.id', 'sl.learner_id')
    .select('l.id')
    .where('l.agency_id', '=', server.ids.centre.agencies.orleans)
    .executeTakeFirstOrThrow();
  learnerId = row.id;
});
after(() => server.close());

const success = (text: string) => waitFor(() => assert.ok(alertsState.alerts.some((a) => a.tone === 'success' && a.message === text), `alert « ${text} »`));

function Contribution({ contribution, props }: { contribution: SlotContribution<'learner.tabs'>; props: { learnerId: number } }) {
  const Component = useSlotComponent(contribution);
  return (
    <Suspense fallback={null}>
      <Component {...props} />
    </Suspense>
  );
}

/** A test-only screen rendering the learner record's tab 6 the way the learners area will. */
function LearnerTabHost() {
  const tab = useSlot('learner.tabs').find((c) => c.key === '6');
  return tab ? <Contribution contribution={tab} props={{ learnerId }} /> : <p>aucun onglet</p>;
}

const host: ModuleDescriptor = {
  id: 'test-host',
  routes: [{ id: 'test.learner-tab', path: '/test-onglet-apprenant', title: 'Test', load: async () => ({ default: LearnerTabHost }) }],
};

test('the week view draws the chosen agendas’ slots; a click opens the slot’s details and learners', async () => {
  const agenda = await server.deps.db.selectFrom('agendas').select('id').where('name', '=', 'François Petitjean').executeTakeFirstOrThrow();
  const slot = await server.deps.db
    .selectFrom('planning_slots')
    .innerJoin('planning_activities', 'planning_activities.id', 'planning_slots.activity_id')
    .select(['planning_slots.id', 'planning_slots.date', 'planning_activities.name'])
    .where('agenda_id', '=', agenda.id)
    .where('is_background', '=', 0)
    .where('planning_slots.title', 'is', null)
    .orderBy('date')
    .executeTakeFirstOrThrow();
  const view = await renderRoute(`/planning?date=${slot.date}&agendas=${agenda.id}`, { user: 'gerant@volant.test', server });
  await view.findByRole('heading', { name: 'Planning' });
  const grid = await view.findByRole('group', { name: 'Calendrier des créneaux' });
  await waitFor(() => assert.ok(Number(grid.getAttribute('data-slot-count')) > 0, "Number(grid.getAttribute('data-slot-count')) > 0"));
  const blocks = within(grid).getAllByRole('button');
  assert.ok(blocks.every((b) => /François Petitjean/.test(b.getAttribute('aria-label') ?? '')), "blocks.every((b) => /François Petitjean/.test(b.getAttribute('aria-label') ?? ''))");
  const block = grid.querySelector(`[data-slot-id="${slot.id}"]`)!;
  fireEvent.pointerDown(block, { button: 0, pointerId: 1, clientX: 10, clientY: 10 });
  fireEvent.pointerUp(block, { button: 0, pointerId: 1, clientX: 10, clientY: 10 });
  const dialog = await view.findByRole('dialog', { name: slot.name });
  await within(dialog).findByText('Apprenants', {});
  assert.ok(within(dialog).getByRole('button', { name: 'Convocation (PDF)' }));
  await view.close();
});

test('keyboard: Alt+arrow drafts a move announced to screen readers, Enter saves it', async () => {
  const agenda = await server.deps.db.selectFrom('agendas').select('id').where('name', '=', 'Karim Benali').executeTakeFirstOrThrow();
  const created = await server.app.request('/api/plannings/slots', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${(await signIn(server.app, 'gerant@volant.test')).token}` },
    body: JSON.stringify({ agenda: agenda.id, date: '2031-03-12', schedule: { startTime: '10:00', endTime: '11:00' } }),
  });
  const slot = (await created.json()) as { id: number };
  const view = await renderRoute(`/planning?date=2031-03-12&agendas=${agenda.id}&vue=jour`, { user: 'gerant@volant.test', server });
  const grid = await view.findByRole('group', { name: 'Calendrier des créneaux' });
  await waitFor(() => assert.ok(grid.querySelector(`[data-slot-id="${slot.id}"]`), 'grid.querySelector(`[data-slot-id="${slot.id}"]`)'));
  const block = grid.querySelector<HTMLElement>(`[data-slot-id="${slot.id}"]`)!;
  // Focusing the slot is the person's action, and the grid follows it: inside act().
  act(() => block.focus());
  fireEvent.keyDown(block, { key: 'ArrowDown', altKey: true });
  fireEvent.keyDown(block, { key: 'ArrowDown', altKey: true });
  await view.findByText(/Nouvelle place : .* de 10:30 à 11:30/);
  fireEvent.keyDown(block, { key: 'Enter' });
  await success('Créneau déplacé avec succès');
  // The grid read again shows the slot at its new time.
  await waitFor(() => assert.match(grid.querySelector(`[data-slot-id="${slot.id}"]`)?.textContent ?? '', /^10:30 /));
  const moved = await server.deps.db.selectFrom('planning_slots').select(['start_time', 'end_time']).where('id', '=', slot.id).executeTakeFirstOrThrow();
  assert.deepEqual(moved, { start_time: '10:30', end_time: '11:30' });
  await view.close();
});

test('learner situations: a virtualized list of the day’s planned learners', async () => {
  const day = await server.deps.db.selectFrom('planning_slots as s').innerJoin('planning_slot_learners as sl', 'sl.slot_id', 's.id').select('s.date').where('s.structure_id', '=', server.ids.centre.structureId).orderBy('s.date', 'desc').executeTakeFirstOrThrow();
  const view = await renderRoute(`/planning?onglet=situations`, { user: 'gerant@volant.test', server });
  fireEvent.change(await view.findByLabelText('Date', {}), { target: { value: day.date } });
  await view.findByRole('list', { name: 'Situation des apprenants planifiés' });
  assert.match(view.getByText(/apprenants? planifiés?$/).textContent ?? '', /^\d+/);
  await view.close();
});

test('the learner record’s tab 6 lists the learner’s slots (slot contribution)', async () => {
  const view = await renderRoute('/test-onglet-apprenant', { user: 'gerant@volant.test', server, modules: [...modules, host] });
  const table = await view.findByRole('table', { name: 'Créneaux de l’apprenant' });
  await waitFor(() => assert.ok(within(table).getAllByRole('row').length > 1, "within(table).getAllByRole('row').length > 1"));
  assert.ok(view.getByRole('button', { name: 'Liste de RDV' }), "view.getByRole('button', { name: 'Liste de RDV' })");
  assert.match(view.getByText(/h réalisées/).textContent ?? '', /créneau/);
  // The slot status filter: « À venir » alone asks for date[after] today; with « Passés » too, every slot.
  const all = within(table).getAllByRole('row').length;
  const today = new Date().toISOString().slice(0, 10);
  const dates = async () => (await server.deps.db.selectFrom('planning_slots as s').innerJoin('planning_slot_learners as sl', 'sl.slot_id', 's.id').select('s.date').where('sl.learner_id', '=', learnerId).execute()).map((r) => r.date);
  const future = (await dates()).filter((d) => d >= today).length;
  fireEvent.click(view.getByRole('checkbox', { name: 'À venir' }));
  await waitFor(() => assert.equal(within(view.getByRole('table', { name: 'Créneaux de l’apprenant' })).queryAllByRole('row').length - 1, future));
  assert.match(view.history.location.search, /creneaux=a-venir/);
  fireEvent.click(view.getByRole('checkbox', { name: 'Passés' }));
  await waitFor(() => assert.equal(within(view.getByRole('table', { name: 'Créneaux de l’apprenant' })).getAllByRole('row').length, all));
  await view.close();
});

test('a week of several agendas shows one row per agenda with the slots in full; the time grid stays a choice', async () => {
  const agendas = await server.deps.db.selectFrom('agendas').select(['id', 'name']).where('agency_id', '=', server.ids.centre.agencies.orleans).where('active', '=', 1).orderBy('id').execute();
  assert.ok(agendas.length >= 3, 'the demo agency has several agendas');
  const slot = await server.deps.db
    .selectFrom('planning_slots as s')
    .innerJoin('planning_slot_learners as sl', 'sl.slot_id', 's.id')
    .innerJoin('learners as l', 'l.id', 'sl.learner_id')
    .select(['s.id', 's.date', 's.start_time', 's.end_time', 'l.first_name', 'l.last_name'])
    .where('s.agenda_id', 'in', agendas.map((a) => a.id))
    .where('s.is_background', '=', 0)
    .orderBy('s.date')
    .executeTakeFirstOrThrow();
  const view = await renderRoute(`/planning?date=${slot.date}&agendas=${agendas.map((a) => a.id).join(',')}`, { user: 'gerant@volant.test', server });
  const grid = await view.findByRole('grid', { name: 'Semaine des agendas, un agenda par ligne' });
  assert.deepEqual(within(grid).getAllByRole('rowheader').map((h) => h.textContent), agendas.map((a) => a.name));
  assert.equal(within(grid).getAllByRole('columnheader').length, 1 + 7);
  await waitFor(() => assert.ok(grid.querySelector(`[data-slot-id="${slot.id}"]`), 'grid.querySelector(`[data-slot-id="${slot.id}"]`)'));
  const block = grid.querySelector<HTMLElement>(`[data-slot-id="${slot.id}"]`)!;
  // The times and the learner are written out, not cut to « 08:00… / Antoin… ».
  assert.ok(block.textContent!.includes(`${slot.start_time}–${slot.end_time}`));
  assert.ok(block.textContent!.includes(`${slot.first_name} ${slot.last_name}`));
  fireEvent.click(block);
  const learner = `${slot.first_name} ${slot.last_name}`;
  const details = await waitFor(() => view.getAllByRole('dialog').find((d) => d.textContent!.includes(learner)) ?? assert.fail('the slot’s details'));
  fireEvent.keyDown(details, { key: 'Escape' });
  await waitFor(() => assert.ok(!details.isConnected, '!details.isConnected'));
  fireEvent.click(view.getByRole('button', { name: 'Grille horaire' }));
  await view.findByRole('group', { name: 'Calendrier des créneaux' });
  assert.match(view.history.location.search, /disposition=grille/);
  await view.close();
});

test('« Annuler le créneau » asks for a reason and whether to tell the learners; the convocation is no longer offered', async () => {
  const learner = await server.deps.db.selectFrom('learners').select(['id', 'first_name', 'last_name']).where('agency_id', '=', server.ids.centre.agencies.orleans).where('email', 'is not', null).orderBy('id').executeTakeFirstOrThrow();
  const agenda = await server.deps.db.selectFrom('agendas').select('id').where('name', '=', 'Karim Benali').executeTakeFirstOrThrow();
  const created = await server.app.request('/api/plannings/slots', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${(await signIn(server.app, 'gerant@volant.test')).token}` },
    body: JSON.stringify({ agenda: agenda.id, date: '2031-03-13', schedule: { startTime: '14:00', endTime: '15:00' }, learners: [learner.id] }),
  });
  const slot = (await created.json()) as { id: number };
  const view = await renderRoute(`/planning?date=2031-03-13&agendas=${agenda.id}&vue=jour`, { user: 'gerant@volant.test', server });
  const grid = await view.findByRole('group', { name: 'Calendrier des créneaux' });
  await waitFor(() => assert.ok(grid.querySelector(`[data-slot-id="${slot.id}"]`), 'grid.querySelector(`[data-slot-id="${slot.id}"]`)'));
  const block = grid.querySelector<HTMLElement>(`[data-slot-id="${slot.id}"]`)!;
  act(() => block.focus());
  fireEvent.keyDown(block, { key: 'Enter' });
  const details = await view.findByRole('dialog', { name: 'Leçon de conduite' });
  fireEvent.click(await within(details).findByRole('button', { name: 'Annuler le créneau' }));
  const confirm = await view.findByRole('dialog', { name: 'Annuler ce créneau ?' });
  const notify = within(confirm).getByRole('checkbox', { name: 'Prévenir l’apprenant par e-mail' }) as HTMLInputElement;
  assert.equal(notify.checked, true);
  fireEvent.click(within(confirm).getByRole('button', { name: 'Annuler le créneau' }));
  await within(confirm).findByText('Le motif est obligatoire.');
  fireEvent.change(within(confirm).getByLabelText(/Motif de l’annulation/), { target: { value: 'Véhicule en panne' } });
  fireEvent.click(within(confirm).getByRole('button', { name: 'Annuler le créneau' }));
  // No SMTP server here: the alert says the slot is cancelled and the e-mail waits in the outbox.
  await waitFor(() => assert.ok(alertsState.alerts.some((a) => a.tone === 'success' && a.message.startsWith('Créneau annulé. ') && !a.message.includes('Email envoyé')), "alertsState.alerts.some((a) => a.tone === 'success' && a.message.startsWith('Créneau annulé. ') && !a.message.includes('Email envoyé'))"));
  await waitFor(() => assert.ok(within(details).getByText('Annulé'), "within(details).getByText('Annulé')"));
  assert.ok(within(details).queryByRole('button', { name: 'Envoyer la convocation' }) === null, "within(details).queryByRole('button', { name: 'Envoyer la convocation' }) is null");
  const history = await server.deps.db.selectFrom('planning_operation_histories').select('description').where('slot_id', '=', slot.id).where('action', '=', 'slot_cancelled').executeTakeFirstOrThrow();
  assert.match(history.description, /^Créneau annulé : Véhicule en panne — /);
  assert.equal((await server.deps.db.selectFrom('outbox_emails').select('id').where('subject', 'like', 'Annulation — %13/03/2031%').execute()).length, 1);
  await view.close();
});

test('the slot details show each learner’s one balance: « Reste dû », « dont échu », « à échoir », as the learner record reads it', async () => {
  const today = parisDate(server.deps.now());
  // A learner whose schedule has an instalment fallen due and one still to come.
  const scheduled = await server.deps.db
    .selectFrom('learner_payment_deadlines as d')
    .innerJoin('learners as l', 'l.id', 'd.learner_id')
    .select(['l.id', 'l.first_name', 'l.last_name'])
    .where('d.agency_id', '=', server.ids.centre.agencies.orleans)
    .where('d.paid_at', 'is', null)
    .where('d.due_date', '<=', today)
    .where((eb) => eb.exists(eb.selectFrom('learner_payment_deadlines as later').select('later.id').whereRef('later.learner_id', '=', 'd.learner_id').where('later.paid_at', 'is', null).where('later.due_date', '>', today)))
    .orderBy('l.id')
    .executeTakeFirstOrThrow();
  const agenda = await server.deps.db.selectFrom('agendas').select('id').where('name', '=', 'Karim Benali').executeTakeFirstOrThrow();
  const token = (await signIn(server.app, 'gerant@volant.test')).token;
  // At the first hour of the day the agenda and the learner are free.
  let slot: { id: number } | undefined;
  for (const start of ['07', '08', '09', '10', '11', '12', '13', '14', '15', '16', '17', '18']) {
    const created = await server.app.request('/api/plannings/slots', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      body: JSON.stringify({ agenda: agenda.id, date: today, schedule: { startTime: `${start}:00`, endTime: `${start}:45` }, learners: [scheduled.id] }),
    });
    if (created.status === 201) {
      slot = (await created.json()) as { id: number };
      break;
    }
  }
  const slotId = slot?.id ?? 0;
  assert.ok(slotId > 0, 'the slot is created');
  const record = (await (await server.app.request(`/api/learner/balance/${scheduled.id}`, { headers: { Authorization: `Bearer ${token}` } })).json()) as LearnerBalanceAnswer;
  assert.ok(record.balance.due > 0 && record.balance.upcoming > 0, JSON.stringify(record));
  const view = await renderRoute(`/planning?date=${today}&agendas=${agenda.id}&vue=jour`, { user: 'gerant@volant.test', server });
  const grid = await view.findByRole('group', { name: 'Calendrier des créneaux' }, { timeout: 5000 });
  await waitFor(() => assert.ok(grid.querySelector(`[data-slot-id="${slotId}"]`)), { timeout: 5000 });
  const block = grid.querySelector<HTMLElement>(`[data-slot-id="${slotId}"]`)!;
  act(() => block.focus());
  fireEvent.keyDown(block, { key: 'Enter' });
  const details = await view.findByRole('dialog', { name: 'Leçon de conduite' }, { timeout: 5000 });
  const expected = `${scheduled.first_name} ${scheduled.last_name} — ${formatBalance(record.balance)}`;
  await waitFor(() => assert.ok(within(details).getAllByRole('listitem').some((item) => item.textContent?.startsWith(expected)), `« ${expected} » in ${details.textContent}`), { timeout: 5000 });
  assert.match(expected, /Reste dû [\d\s,]+€ — dont échu [\d\s,]+€, à échoir [\d\s,]+€/);
  await view.close();
});
