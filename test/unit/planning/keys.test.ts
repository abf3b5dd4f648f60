// The shell drops the planning data on another tab's refresh message by asking isPlanningKey: it must
// take every calendar read on a /plannings/ path and leave the others (learners, services, settings).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { isKeyOfSlot, planningKeys } from '../../../src/modules/planning/keys';
import { isPlanningKey } from '../../../src/shared/references/planning-keys';

const window = { start: '2026-11-23', end: '2026-12-20' };

test('the shell’s matcher takes the planning reads and leaves the other modules’ ones', () => {
  const planning = [
    planningKeys.agendas(),
    planningKeys.profiles(),
    planningKeys.calendarEvents(),
    planningKeys.calendarWindow('1,2', window),
    planningKeys.slot(7),
    planningKeys.occurrenceTooltip(7),
    planningKeys.paymentDeadlinesTooltip(7),
    planningKeys.agendaTooltip(3, '2026-11-23'),
    planningKeys.agencyConfig(1),
    planningKeys.activities(1),
    planningKeys.locations(),
    planningKeys.interveners(1, 1),
    planningKeys.monitor('2026-11-01', '2026-11-30', [1]),
    planningKeys.learnerSlots(5, {}),
  ];
  for (const key of planning) assert.ok(isPlanningKey(key), `${key[0]} is planning data`);
  const others = [
    planningKeys.availableLearners({ date: '2026-11-23', startTime: '08:00', endTime: '09:00', agency: 1, itemsPerPage: 8 }),
    planningKeys.globalConfig(1),
    planningKeys.services(1),
    planningKeys.situations(1, '2026-11-23', [1]),
    ['/learners/12'],
    '/plannings/slots',
  ];
  for (const key of others) assert.equal(isPlanningKey(key), false, `${String(key)} is not`);
});

test('a slot’s own reads are its details and tooltips, not the agenda’s tooltip or another slot’s', () => {
  assert.ok(isKeyOfSlot(planningKeys.slot(7), 7));
  assert.ok(isKeyOfSlot(planningKeys.occurrenceTooltip(7), 7));
  assert.ok(isKeyOfSlot(planningKeys.paymentDeadlinesTooltip(7), 7));
  assert.equal(isKeyOfSlot(planningKeys.slot(8), 7), false);
  assert.equal(isKeyOfSlot(planningKeys.agendaTooltip(7, '2026-11-23'), 7), false);
  assert.equal(isKeyOfSlot(planningKeys.calendarWindow('7', window), 7), false);
});
