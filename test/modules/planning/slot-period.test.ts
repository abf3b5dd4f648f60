import assert from 'node:assert/strict';
import { test } from 'node:test';
import { slotPeriodBound } from '../../../src/modules/planning/calendar/slot-period';

test('the slot status filter: past = date[before] today, future = date[after] today, only when exactly one is chosen', () => {
  const today = '2026-11-27';
  assert.deepEqual(slotPeriodBound(['past'], today), { date: { before: today } });
  assert.deepEqual(slotPeriodBound(['future'], today), { date: { after: today } });
  assert.deepEqual(slotPeriodBound([], today), {});
  assert.deepEqual(slotPeriodBound(['past', 'future'], today), {});
  assert.deepEqual(slotPeriodBound(['future', 'future'], today), { date: { after: today } });
});
