// Moves in the two layouts of the week (issue 40): the time grid and the agendas' rows share one
// keyboard and one mouse; these are their rules, and the month entries' texts.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { initials, monthEntryText } from '../../../src/modules/planning/calendar/labels';
import { defaultStart, dropPlace, neighbourBlock, stepPlace, type MoveGeometry } from '../../../src/modules/planning/calendar/moves';
import type { CalendarEvent } from '../../../src/modules/planning/calendar/merge';
import { placeInRows } from '../../../src/modules/planning/components/useAgendaRowsLayout';

const hours = { start: 8 * 60, end: 19 * 60 };
/** Three agendas over a week, one row each. */
const rows: MoveGeometry = { count: 21, rowLength: 7, hours };
const timeGrid: MoveGeometry = { count: 21, rowLength: null, hours };
const at = (column: number, start: string, end: string) => ({ column, start: toMinutes(start), end: toMinutes(end) });
function toMinutes(time: string) {
  const [h, m] = time.split(':').map(Number);
  return h! * 60 + m!;
}

const days = ['2031-03-10', '2031-03-11', '2031-03-12', '2031-03-13', '2031-03-14', '2031-03-15', '2031-03-16'];
function slot(id: number, agenda: number, date: string, start: string, end: string, learners: string[] = [], extra: Partial<CalendarEvent> = {}): CalendarEvent {
  return {
    '@id': `/api/plannings/slots/${id}`,
    '@type': 'Slot',
    id,
    date,
    schedule: { startTime: start, endTime: end },
    agenda: { id: agenda, name: agenda === 1 ? 'Karim Benali' : 'Salle de code', color: '#1f5fbf' },
    isBackground: false,
    learnerCount: learners.length,
    firstLearners: learners.slice(0, 3).map((name, i) => ({ id: i, learner: { id: i, firstName: name.split(' ')[0]!, lastName: name.split(' ')[1]! } })),
    ...extra,
  } as unknown as CalendarEvent;
}

test('in rows, Alt+←→ change the day within the agenda’s row, Alt+↑↓ the agenda, and the times stay', () => {
  const place = at(8, '10:00', '11:00'); // second agenda, Tuesday
  assert.deepEqual(stepPlace(place, 'ArrowRight', false, rows), at(9, '10:00', '11:00'));
  assert.deepEqual(stepPlace(place, 'ArrowLeft', false, rows), at(7, '10:00', '11:00'));
  assert.deepEqual(stepPlace(place, 'ArrowDown', false, rows), at(15, '10:00', '11:00'));
  assert.deepEqual(stepPlace(place, 'ArrowUp', false, rows), at(1, '10:00', '11:00'));
  // Monday does not step back into the agenda above's Sunday, the last agenda has no row below.
  assert.deepEqual(stepPlace(at(7, '10:00', '11:00'), 'ArrowLeft', false, rows), at(7, '10:00', '11:00'));
  assert.deepEqual(stepPlace(at(20, '10:00', '11:00'), 'ArrowDown', false, rows), at(20, '10:00', '11:00'));
  assert.deepEqual(stepPlace(at(6, '10:00', '11:00'), 'ArrowRight', false, rows), at(6, '10:00', '11:00'));
});

test('Alt+Shift+↑↓ change the end by a quarter of an hour in both layouts, never shorter than a quarter', () => {
  for (const geometry of [rows, timeGrid]) {
    assert.deepEqual(stepPlace(at(3, '10:00', '11:00'), 'ArrowDown', true, geometry), at(3, '10:00', '11:15'));
    assert.deepEqual(stepPlace(at(3, '10:00', '10:15'), 'ArrowUp', true, geometry), at(3, '10:00', '10:15'));
    assert.deepEqual(stepPlace(at(3, '18:00', '19:00'), 'ArrowDown', true, geometry), at(3, '18:00', '19:00'));
  }
});

test('on the time grid, Alt+↑↓ still move the time and Alt+←→ the column', () => {
  assert.deepEqual(stepPlace(at(3, '10:00', '11:00'), 'ArrowDown', false, timeGrid), at(3, '10:15', '11:15'));
  assert.deepEqual(stepPlace(at(3, '08:00', '09:00'), 'ArrowUp', false, timeGrid), at(3, '08:00', '09:00'));
  assert.deepEqual(stepPlace(at(6, '10:00', '11:00'), 'ArrowRight', false, timeGrid), at(7, '10:00', '11:00'));
});

test('a drop in rows keeps the times and takes the place under the pointer (none: stays); a resize snaps the end', () => {
  const from = at(2, '10:00', '11:00');
  assert.deepEqual(dropPlace(from, 'move', { column: 12, deltaMinutes: 47 }, rows), at(12, '10:00', '11:00'));
  assert.deepEqual(dropPlace(from, 'move', { column: null, deltaMinutes: 0 }, rows), from);
  assert.deepEqual(dropPlace(from, 'resize', { column: 12, deltaMinutes: 28 }, rows), at(2, '10:00', '11:30'));
  // On the time grid the vertical drag moves the time, within the grid's hours.
  assert.deepEqual(dropPlace(from, 'move', { column: 4, deltaMinutes: 53 }, timeGrid), at(4, '11:00', '12:00'));
  assert.deepEqual(dropPlace(from, 'move', { column: 4, deltaMinutes: 600 }, timeGrid), at(4, '18:00', '19:00'));
  assert.equal(defaultStart(hours, 60), 9 * 60);
  assert.equal(defaultStart({ start: 14 * 60, end: 19 * 60 }, 60), 14 * 60);
});

test('the rows’ places: one per day of each agenda, row after row; arrows go along a day, then to the agenda below', () => {
  const events = [slot(1, 1, days[1]!, '10:00', '11:00'), slot(2, 1, days[1]!, '08:00', '09:00'), slot(3, 2, days[1]!, '14:00', '15:00'), slot(4, 2, days[3]!, '10:00', '11:00'), slot(5, 1, '2031-03-20', '10:00', '11:00'), slot(6, 2, days[0]!, '09:00', '10:00', [], { isBackground: true })];
  const { columns, cells, perColumn } = placeInRows(days, [{ id: 1 }, { id: 2 }], events, hours);
  assert.equal(columns.length, 14);
  assert.deepEqual(columns[8], { date: days[1], agendaId: 2 });
  assert.deepEqual(cells[1]!.map((b) => b.event.id), [2, 1]);
  assert.deepEqual(cells[7]!.map((b) => b.event.id), [6], 'a background is drawn in its day');
  assert.deepEqual(perColumn[7], [], 'but the arrows skip it');
  assert.equal(cells.flat().length, 5, 'a slot of another week is not placed');
  const [first, second] = perColumn[1]!;
  assert.equal(neighbourBlock(perColumn, first!, 'ArrowDown', 7), second);
  assert.equal(neighbourBlock(perColumn, second!, 'ArrowDown', 7)?.event.id, 3, 'past the day’s last slot: the agenda below');
  assert.equal(neighbourBlock(perColumn, perColumn[8]![0]!, 'ArrowUp', 7)?.event.id, 1, 'above: the last slot of the agenda above');
  assert.equal(neighbourBlock(perColumn, perColumn[8]![0]!, 'ArrowRight', 7)?.event.id, 4);
  assert.equal(neighbourBlock(perColumn, second!, 'ArrowDown', null), undefined, 'the time grid stays in its column');
});

test('a month entry names its learner and its agenda, in full or by initials', () => {
  assert.equal(initials('Karim Benali'), 'KB');
  assert.equal(initials('Salle de code'), 'SC');
  assert.equal(initials('Clio 4 — AB-123-CD'), 'C4A');
  assert.equal(initials('Élodie d’Arras'), 'ÉA');
  const lesson = monthEntryText(slot(1, 1, days[0]!, '08:00', '09:00', ['Antoine Dupont'], { activity: { id: 1, name: 'Leçon de conduite', color: '#0a0' } } as Partial<CalendarEvent>));
  assert.deepEqual(lesson, {
    full: '08:00 Antoine Dupont · Karim Benali',
    medium: '08:00 Antoine Dupont · KB',
    short: 'AD\nKB',
    label: '08:00, Leçon de conduite, Antoine Dupont, Karim Benali',
  });
  const code = monthEntryText(slot(2, 2, days[0]!, '10:00', '12:00', ['Léa Martin', 'Hugo Bernard', 'Inès Petit'], { learnerCount: 20, title: 'Code de la route' } as Partial<CalendarEvent>));
  assert.equal(code.full, '10:00 Code de la route (20) · Salle de code');
  assert.equal(code.short, 'CR (20)\nSC');
  const empty = monthEntryText(slot(3, 1, days[0]!, '10:00', '11:00', [], { title: 'Bilan' } as Partial<CalendarEvent>));
  assert.equal(empty.full, '10:00 Bilan · Karim Benali');
  assert.equal(empty.label, '10:00, Bilan, Karim Benali');
});
