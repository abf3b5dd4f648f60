import assert from 'node:assert/strict';
import { test } from 'node:test';
import { ApiError } from '../../../server/core/errors';
import { expandRecurrence, startOfIsoWeek } from '../../../server/resources/planning/dates';
import { halfDays } from '../../../server/resources/planning/slot-pdfs';

test('weekly on the first date’s weekday, for a number of occurrences', () => {
  assert.deepEqual(expandRecurrence('2031-03-12', { frequency: 'weekly', interval: 1, count: 4 }), ['2031-03-12', '2031-03-19', '2031-03-26', '2031-04-02']);
});

test('weekly on several weekdays every other week, until a date (inclusive)', () => {
  assert.deepEqual(expandRecurrence('2031-03-11', { frequency: 'weekly', interval: 2, weekdays: [4, 2], until: '2031-04-03' }), [
    '2031-03-11',
    '2031-03-13',
    '2031-03-25',
    '2031-03-27',
  ]);
});

test('a weekday before the first date in its week starts the week after', () => {
  assert.deepEqual(expandRecurrence('2031-03-13', { frequency: 'weekly', interval: 1, weekdays: [1], count: 2 }), ['2031-03-17', '2031-03-24']);
});

test('daily with an interval, the count and the end date both bounding it', () => {
  assert.deepEqual(expandRecurrence('2031-03-30', { frequency: 'daily', interval: 2, count: 10, until: '2031-04-05' }), ['2031-03-30', '2031-04-01', '2031-04-03', '2031-04-05']);
});

test('refused: no end, an end before the start, more than 200 occurrences', () => {
  const refused = (fn: () => unknown, pattern: RegExp) =>
    assert.throws(fn, (err: unknown) => err instanceof ApiError && err.status === 422 && pattern.test(err.message));
  refused(() => expandRecurrence('2031-03-12', { frequency: 'weekly', interval: 1 }), /doit avoir une fin/);
  refused(() => expandRecurrence('2031-03-12', { frequency: 'weekly', interval: 1, until: '2031-03-01' }), /doit suivre/);
  refused(() => expandRecurrence('2031-03-12', { frequency: 'daily', interval: 1, until: '2033-01-01' }), /200 occurrences/);
});

test('ISO weeks start on Monday', () => {
  assert.equal(startOfIsoWeek('2031-03-16'), '2031-03-10');
  assert.equal(startOfIsoWeek('2031-03-10'), '2031-03-10');
});

test('attendance half-days split at 13:00', () => {
  assert.deepEqual(halfDays('09:00', '12:00'), { morning: true, afternoon: false });
  assert.deepEqual(halfDays('09:00', '17:00'), { morning: true, afternoon: true });
  assert.deepEqual(halfDays('13:00', '15:00'), { morning: false, afternoon: true });
});
