// The learner lists the spec names (part 2 §7) and the screens that read them: the slot's details
// suggest the learners available on it (GET /learners/available), the slot form's picker searches
// GET /learners/sort, the group form's GET /learners/group (without the group's own learners).
import '../../setup/dom';
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { fireEvent, waitFor, within } from '@testing-library/react';
import { createTestApp, signIn, type TestApp } from '../../server/helpers';
import { renderRoute } from '../render';

const DAY = '2031-10-15'; // a Wednesday

let server: TestApp;
let requests: URL[] = [];
let request: TestApp['app']['request'];
before(async () => {
  server = await createTestApp();
  request = server.app.request.bind(server.app);
  server.app.request = (input, init, ...rest) => {
    requests.push(new URL(input instanceof Request ? input.url : String(input), 'http://localhost'));
    return request(input, init, ...rest);
  };
});
after(async () => {
  server.app.request = request;
  await server.close();
});

const seen = (path: string) => requests.filter((url) => url.pathname === `/api${path}`);

test('a slot’s details suggest the learners available on it (GET /learners/available), and one click enrols one', async () => {
  const orleans = server.ids.centre.agencies.orleans;
  const learner = await server.deps.db.selectFrom('learners').select(['id', 'first_name', 'last_name']).where('agency_id', '=', orleans).where('archived', '=', 0).orderBy('id', 'desc').executeTakeFirstOrThrow();
  await server.deps.db
    .insertInto('availability_schedules')
    .values({ structure_id: server.ids.centre.structureId, learner_id: learner.id, period_start: null, period_end: null, schedules_json: JSON.stringify([{ day: 3, start: '08:00', end: '18:00' }]) })
    .execute();
  const agenda = await server.deps.db.selectFrom('agendas').select('id').where('name', '=', 'Salle de code Orléans').executeTakeFirstOrThrow();
  const token = (await signIn(server.app, 'gerant@volant.test')).token;
  const res = await request('/api/plannings/slots', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: JSON.stringify({ agenda: agenda.id, date: DAY, schedule: { startTime: '10:00', endTime: '11:00' }, title: 'Code disponibles' }),
  });
  assert.equal(res.status, 201);
  const slot = (await res.json()) as { id: number };
  requests = [];
  const view = await renderRoute(`/planning?date=${DAY}&agendas=${agenda.id}&vue=jour`, { user: 'gerant@volant.test', server });
  const grid = await view.findByRole('group', { name: 'Calendrier des créneaux' });
  await waitFor(() => assert.ok(grid.querySelector(`[data-slot-id="${slot.id}"]`), 'grid.querySelector(`[data-slot-id="${slot.id}"]`)'));
  const block = grid.querySelector(`[data-slot-id="${slot.id}"]`)!;
  fireEvent.pointerDown(block, { button: 0, pointerId: 1, clientX: 10, clientY: 10 });
  fireEvent.pointerUp(block, { button: 0, pointerId: 1, clientX: 10, clientY: 10 });
  const dialog = await view.findByRole('dialog', { name: 'Code disponibles' });
  const name = `${learner.first_name} ${learner.last_name}`;
  fireEvent.click(await within(dialog).findByRole('button', { name: `Inscrire ${name}` }));
  await waitFor(() => assert.ok(within(dialog).queryByRole('button', { name: `Inscrire ${name}` }) === null, "within(dialog).queryByRole('button', { name: `Inscrire ${name}` }) is null"));
  const call = seen('/learners/available')[0]!;
  assert.deepEqual([call.searchParams.get('date'), call.searchParams.get('startTime'), call.searchParams.get('endTime')], [DAY, '10:00', '11:00']);
  const enrolled = await server.deps.db.selectFrom('planning_slot_learners').select('learner_id').where('slot_id', '=', slot.id).execute();
  assert.deepEqual(enrolled.map((r) => r.learner_id), [learner.id]);
  await view.close();
});

test('the group form’s picker searches GET /learners/group', async () => {
  const learner = await server.deps.db.selectFrom('learners').select(['last_name']).where('agency_id', '=', server.ids.centre.agencies.orleans).where('archived', '=', 0).orderBy('id').executeTakeFirstOrThrow();
  requests = [];
  const view = await renderRoute('/groupes', { user: 'gerant@volant.test', server });
  fireEvent.click(await view.findByRole('button', { name: 'Nouveau groupe' }));
  const dialog = await view.findByRole('dialog', { name: 'Nouveau groupe' });
  fireEvent.change(await within(dialog).findByLabelText(/Ajouter un apprenant/), { target: { value: learner.last_name } });
  await waitFor(() => assert.ok(seen('/learners/group').length > 0, requests.map((u) => u.pathname).join(' ')));
  assert.equal(seen('/learners/group')[0]!.searchParams.get('simplesearch'), learner.last_name);
  await waitFor(() => assert.ok(within(dialog).getAllByRole('option', { name: new RegExp(learner.last_name) }).length > 0, "within(dialog).getAllByRole('option', { name: new RegExp(learner.last_name) }).length > 0"));
  await view.close();
});
