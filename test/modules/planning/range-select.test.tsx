import '../../setup/dom';
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { fireEvent, within } from '@testing-library/react';
import { createTestApp, type TestApp } from '../../server/helpers';
import { renderRoute } from '../render';

let server: TestApp;
before(async () => {
  server = await createTestApp();
});
after(() => server.close());

test('dragging across free time selects the range: 12:00 → 13:30 opens the form at 12:00–13:30', async () => {
  const agenda = await server.deps.db.selectFrom('agendas').select(['id', 'day_start']).where('name', '=', 'Karim Benali').executeTakeFirstOrThrow();
  const view = await renderRoute(`/planning?date=2031-03-14&agendas=${agenda.id}&vue=jour`, { user: 'gerant@volant.test', server });
  const grid = await view.findByRole('group', { name: 'Calendrier des créneaux' });
  // happy-dom lays nothing out: the grid's top is at 0 and a minute is a pixel from the first hour.
  const first = Math.floor((Number(agenda.day_start.slice(0, 2)) * 60 + Number(agenda.day_start.slice(3, 5))) / 60) * 60;
  const y = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5)) - first;
  fireEvent.pointerDown(grid, { button: 0, pointerId: 7, clientX: 5, clientY: y('12:00') + 1 });
  fireEvent.pointerMove(grid, { pointerId: 7, clientX: 5, clientY: y('13:00') });
  fireEvent.pointerMove(grid, { pointerId: 7, clientX: 5, clientY: y('13:30') - 1 });
  fireEvent.pointerUp(grid, { button: 0, pointerId: 7, clientX: 5, clientY: y('13:30') - 1 });
  fireEvent.click(grid, { clientX: 5, clientY: y('13:30') - 1 });
  const form = await view.findByRole('dialog', { name: 'Nouveau créneau' });
  assert.equal((within(form).getByLabelText(/^Début/) as HTMLInputElement).value, '12:00');
  assert.equal((within(form).getByLabelText(/^Fin/) as HTMLInputElement).value, '13:30');
  await view.close();
});
