// The date rules of a push (spec part 2 §5, §9): create sends the chosen days with a start at
// 00:00:01 UTC and an end at 23:59:59 UTC; update sets local midnight; both as YYYY-MM-DD — whatever
// the time zone of the browser.
import assert from 'node:assert/strict';
import { afterEach, describe, test } from 'node:test';
import { createPushDates, localMidnight, pushEndInstant, pushStartInstant, updatePushDates } from '../../../src/modules/pushes/dates';

const initialTz = process.env.TZ;
afterEach(() => {
  if (initialTz === undefined) delete process.env.TZ;
  else process.env.TZ = initialTz;
});

for (const tz of ['Europe/Paris', 'America/Los_Angeles', 'Pacific/Kiritimati', 'UTC']) {
  describe(`in ${tz}`, () => {
    test('create: the start is the chosen day at 00:00:01 UTC, the end at 23:59:59 UTC, sent as YYYY-MM-DD', () => {
      process.env.TZ = tz;
      assert.equal(pushStartInstant('2026-03-29').toISOString(), '2026-03-29T00:00:01.000Z');
      assert.equal(pushEndInstant('2026-03-31').toISOString(), '2026-03-31T23:59:59.000Z');
      assert.deepEqual(createPushDates('2026-03-29', '2026-03-31'), { startDate: '2026-03-29', endDate: '2026-03-31' });
    });

    test('create from Date objects: the calendar day the user sees, even late in the evening', () => {
      process.env.TZ = tz;
      const lateEvening = new Date(2026, 11, 31, 23, 30);
      const earlyMorning = new Date(2026, 0, 1, 0, 15);
      assert.deepEqual(createPushDates(earlyMorning, lateEvening), { startDate: '2026-01-01', endDate: '2026-12-31' });
    });

    test('update: both dates at local midnight, sent as YYYY-MM-DD', () => {
      process.env.TZ = tz;
      const midnight = localMidnight(new Date(2026, 6, 14, 18, 45));
      assert.deepEqual([midnight.getFullYear(), midnight.getMonth(), midnight.getDate(), midnight.getHours(), midnight.getMinutes()], [2026, 6, 14, 0, 0]);
      assert.deepEqual(updatePushDates('2026-07-14', new Date(2026, 6, 20, 23, 59)), { startDate: '2026-07-14', endDate: '2026-07-20' });
    });
  });
}

test('an invalid date is refused', () => {
  assert.throws(() => createPushDates('pas une date', '2026-01-01'), RangeError);
});

test('push payloads: an unchosen learner and a reversed period are refused on their fields; IRIs become ids', async () => {
  const { pushBulkSchema, pushCreateSchema } = await import('../../../src/modules/pushes/schema');
  const base = { title: 'Rappel', message: 'Cours jeudi.', startDate: '2026-03-10', endDate: '2026-03-12' };
  const unchosen = pushCreateSchema.safeParse({ ...base, learner: '' });
  assert.deepEqual(unchosen.error?.issues.map((i) => [i.path.join('.'), i.message]), [['learner', 'Choisissez un apprenant.']]);
  const reversed = pushCreateSchema.safeParse({ ...base, endDate: '2026-03-09', learner: 3 });
  assert.deepEqual(reversed.error?.issues.map((i) => [i.path.join('.'), i.message]), [['endDate', 'La date de fin doit être postérieure ou égale à la date de début.']]);
  const bulk = pushBulkSchema.parse({ ...base, groups: ['/api/groups/4', 7] });
  assert.deepEqual(bulk.groups, [4, 7]);
  assert.equal(pushBulkSchema.safeParse({ ...base, groups: [], extra: 1 }).success, false);
});
