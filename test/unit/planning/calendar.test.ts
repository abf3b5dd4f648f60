import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { fetchWindow, rangeTitle, shiftDate, visibleDays, weeksOf, windowsFor } from '../../../src/modules/planning/calendar/dates';
import { gridHours, layoutTimeGrid } from '../../../src/modules/planning/calendar/layout';
import { mergeEvents, removeEvents, upsertEvents, type CalendarEvent } from '../../../src/modules/planning/calendar/merge';

function event(id: number, date: string, start: string, end: string, extra: Partial<CalendarEvent> = {}): CalendarEvent {
  return {
    '@id': `/api/plannings/slots/${id}`,
    '@type': 'Slot',
    id,
    title: null,
    date,
    schedule: { startTime: start, endTime: end },
    startDate: `${date}T${start}`,
    endDate: `${date}T${end}`,
    agenda: { '@id': '/api/plannings/agendas/1', id: 1, name: 'François Petitjean', color: '#2563eb' },
    agency: { '@id': '/api/agencies/1', id: 1, name: 'Orléans' },
    activity: null,
    service: null,
    location: null,
    resource: null,
    teamMember: null,
    status: 'planned',
    isBackground: false,
    isExcused: false,
    capacity: null,
    comment: null,
    recurrence: null,
    learnerCount: 0,
    firstLearners: [],
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...extra,
  };
}

describe('fetch window (spec part 2 §7)', () => {
  test('from the Monday of the ISO week minus one week to the Sunday two weeks on', () => {
    // Wednesday 25 November 2026: ISO week from Monday 23 to Sunday 29.
    assert.deepEqual(fetchWindow('2026-11-25'), { start: '2026-11-16', end: '2026-12-13' });
  });

  test('a Sunday belongs to the ISO week that started on the Monday before', () => {
    assert.deepEqual(fetchWindow('2026-11-29'), { start: '2026-11-16', end: '2026-12-13' });
    assert.deepEqual(fetchWindow('2026-11-30'), { start: '2026-11-23', end: '2026-12-20' });
  });

  test('crosses years', () => {
    assert.deepEqual(fetchWindow('2027-01-01'), { start: '2026-12-21', end: '2027-01-17' });
  });

  test('a window is asked week by week, the shown week first (issue 40), and its weeks cover it exactly', () => {
    const window = fetchWindow('2026-11-25');
    const { shownWeeks, otherWeeks } = weeksOf(window, { start: '2026-11-23', end: '2026-11-29' });
    assert.deepEqual(shownWeeks, [{ start: '2026-11-23', end: '2026-11-29' }]);
    assert.deepEqual(otherWeeks, [
      { start: '2026-11-16', end: '2026-11-22' },
      { start: '2026-11-30', end: '2026-12-06' },
      { start: '2026-12-07', end: '2026-12-13' },
    ]);
    // A month shows parts of every week of its first window.
    const month = weeksOf(window, { start: '2026-10-26', end: '2026-12-06' });
    assert.equal(month.shownWeeks.length, 3);
    assert.deepEqual(month.otherWeeks, [{ start: '2026-12-07', end: '2026-12-13' }]);
  });

  test('a month view needs the window of its last week too', () => {
    const days = visibleDays('month', '2026-11-10');
    assert.equal(days[0], '2026-10-26');
    assert.equal(days.at(-1), '2026-12-06');
    assert.deepEqual(windowsFor({ start: days[0]!, end: days.at(-1)! }), [
      { start: '2026-10-19', end: '2026-11-15' },
      { start: '2026-11-16', end: '2026-12-13' },
    ]);
    assert.equal(windowsFor({ start: '2026-11-23', end: '2026-11-29' }).length, 1);
  });
});

describe('views', () => {
  test('days of a week, without the week-end when hidden', () => {
    assert.deepEqual(visibleDays('week', '2026-11-25'), ['2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27', '2026-11-28', '2026-11-29']);
    assert.equal(visibleDays('week', '2026-11-25', false).length, 5);
    assert.deepEqual(visibleDays('day', '2026-11-29', false), ['2026-11-29']);
  });

  test('moves by a view and titles in French', () => {
    assert.equal(shiftDate('week', '2026-11-25', 1), '2026-12-02');
    assert.equal(shiftDate('month', '2026-01-31', 1), '2026-02-28');
    assert.equal(rangeTitle('week', '2026-11-25'), 'Semaine du 23 au 29 novembre 2026');
    assert.equal(rangeTitle('week', '2026-12-30'), 'Semaine du 28 décembre 2026 au 3 janvier 2027');
    assert.equal(rangeTitle('day', '2026-11-25'), 'Mercredi 25 novembre 2026');
    assert.equal(rangeTitle('month', '2026-11-25'), 'Novembre 2026');
  });
});

describe('merge by @id (spec part 1 §5)', () => {
  const window = { start: '2026-11-16', end: '2026-12-13' };

  test('adds new events, applies updates, never duplicates', () => {
    const held = [event(1, '2026-11-24', '10:00', '11:00'), event(2, '2026-11-25', '10:00', '11:00')];
    const moved = event(2, '2026-11-26', '14:00', '15:00', { updatedAt: '2026-11-22T10:00:00.000Z' });
    const merged = mergeEvents(held, { window, agendaIds: [1], events: [held[0]!, moved, event(3, '2026-11-27', '09:00', '10:00')] });
    assert.deepEqual(merged.map((e) => e.id).sort(), [1, 2, 3]);
    assert.equal(merged.find((e) => e.id === 2)!.date, '2026-11-26');
    const again = mergeEvents(merged, { window, agendaIds: [1], events: [held[0]!, moved, event(3, '2026-11-27', '09:00', '10:00')] });
    assert.equal(again.length, 3);
  });

  test('keeps the same array when nothing changed (memoised views do not recompute)', () => {
    const held = [event(1, '2026-11-24', '10:00', '11:00')];
    assert.equal(mergeEvents(held, { window, agendaIds: [1], events: [event(1, '2026-11-24', '10:00', '11:00')] }), held);
  });

  test('drops held events the window should have returned, keeps those outside it or of other agendas', () => {
    const otherAgenda = event(5, '2026-11-24', '10:00', '11:00', { agenda: { '@id': '/api/plannings/agendas/2', id: 2, name: 'Julie', color: '#db2777' } });
    const before = event(6, '2026-11-02', '10:00', '11:00');
    const deleted = event(7, '2026-11-24', '12:00', '13:00');
    const merged = mergeEvents([otherAgenda, before, deleted], { window, agendaIds: [1], events: [] });
    assert.deepEqual(merged.map((e) => e.id), [5, 6]);
  });

  test('a learner added to a slot is an update even without a new updatedAt', () => {
    const held = [event(1, '2026-11-24', '10:00', '11:00')];
    const withLearner = event(1, '2026-11-24', '10:00', '11:00', {
      learnerCount: 1,
      firstLearners: [{ learner: { id: 4, firstName: 'Léa', lastName: 'Martin' }, isExcused: false }],
    });
    const merged = mergeEvents(held, { window, agendaIds: [1], events: [withLearner] });
    assert.notEqual(merged, held);
    assert.equal(merged[0]!.learnerCount, 1);
  });

  test('upsert and remove single events', () => {
    const held = [event(1, '2026-11-24', '10:00', '11:00')];
    const upserted = upsertEvents(held, [event(1, '2026-11-25', '10:00', '11:00'), event(2, '2026-11-25', '11:00', '12:00')]);
    assert.deepEqual(upserted.map((e) => [e.id, e.date]), [[1, '2026-11-25'], [2, '2026-11-25']]);
    assert.deepEqual(removeEvents(upserted, ['/api/plannings/slots/1']).map((e) => e.id), [2]);
  });
});

describe('time grid layout', () => {
  const columns = [
    { date: '2026-11-24', agendaId: 1 },
    { date: '2026-11-25', agendaId: 1 },
  ];

  test('places events in their column, in minutes from the grid start', () => {
    const { blocks } = layoutTimeGrid([event(1, '2026-11-25', '10:00', '11:30')], columns, 8 * 60, 19 * 60);
    assert.deepEqual(blocks.map((b) => [b.column, b.top, b.height, b.lane, b.lanes]), [[1, 120, 90, 0, 1]]);
  });

  test('overlapping events share lanes, a later cluster starts afresh', () => {
    const events = [
      event(1, '2026-11-24', '10:00', '12:00'),
      event(2, '2026-11-24', '10:30', '11:00'),
      event(3, '2026-11-24', '11:00', '11:30'),
      event(4, '2026-11-24', '14:00', '15:00'),
    ];
    const { blocks } = layoutTimeGrid(events, columns, 8 * 60, 19 * 60);
    const byId = new Map(blocks.map((b) => [b.event.id, b]));
    assert.deepEqual([byId.get(1)!.lane, byId.get(2)!.lane, byId.get(3)!.lane], [0, 1, 1]);
    assert.equal(byId.get(1)!.lanes, 2);
    assert.equal(byId.get(4)!.lanes, 1);
  });

  test('background slots are kept apart; events outside the columns or hours are left out', () => {
    const events = [
      event(1, '2026-11-24', '12:00', '13:00', { isBackground: true }),
      event(2, '2026-11-30', '10:00', '11:00'),
      event(3, '2026-11-24', '06:00', '07:00'),
      event(4, '2026-11-24', '07:30', '08:30'),
    ];
    const { blocks, backgrounds } = layoutTimeGrid(events, columns, 8 * 60, 19 * 60);
    assert.deepEqual(backgrounds.map((b) => b.event.id), [1]);
    assert.deepEqual(blocks.map((b) => [b.event.id, b.top, b.height]), [[4, 0, 30]]);
  });

  test('2000 events across 140 columns are all placed', () => {
    const many: CalendarEvent[] = [];
    const grid: { date: string; agendaId: number }[] = [];
    for (let d = 0; d < 7; d += 1) for (let a = 1; a <= 20; a += 1) grid.push({ date: `2026-11-${23 + d}`, agendaId: a });
    for (let i = 0; i < 2000; i += 1) {
      const col = grid[i % grid.length]!;
      const hour = 7 + (Math.floor(i / grid.length) % 14);
      many.push(event(i + 1, col.date, `${String(hour).padStart(2, '0')}:00`, `${String(hour).padStart(2, '0')}:45`, { agenda: { '@id': `/api/plannings/agendas/${col.agendaId}`, id: col.agendaId, name: `A${col.agendaId}`, color: '#000000' } }));
    }
    const { blocks } = layoutTimeGrid(many, grid, 7 * 60, 21 * 60);
    assert.equal(blocks.length, 2000);
  });

  test('grid hours span the agendas on whole hours', () => {
    assert.deepEqual(gridHours([{ dayStart: '08:30', dayEnd: '18:30' }, { dayStart: '07:30', dayEnd: '20:00' }]), { start: 420, end: 1200 });
  });
});
