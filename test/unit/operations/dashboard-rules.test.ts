// Pure rules of the dashboards and the push list: birthdays in a window, period presets, the scope
// sent to the API, the table state in the URL, the saved search and sort of the push list.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { PUSH_LIST_STORAGE_KEY, readSavedPushQuery, restoreUpdates, savePushQuery } from '../../../src/modules/pushes/list-memory';
import { presetOf, presetPeriod, readPeriod } from '../../../src/modules/dashboards/period';
import { chosenAgencies, reportScope, scopeQuery } from '../../../src/modules/dashboards/scope';
import { readTableState, tableQuery, tableStateUpdates } from '../../../src/modules/dashboards/table-state';
import { birthdayKeys, nextBirthday } from '../../../server/resources/dashboards/birthdays';
import { bucketOf } from '../../../server/resources/dashboards/due-dates';

describe('birthdays', () => {
  test('the keys of a window cross the year end', () => {
    assert.deepEqual(birthdayKeys('2026-12-29', 5), ['12-29', '12-30', '12-31', '01-01', '01-02']);
  });

  test('29 February rides with 28 February in a common year, not in a leap year', () => {
    assert.ok(birthdayKeys('2026-02-27', 3).includes('02-29'));
    assert.deepEqual(birthdayKeys('2028-02-28', 2), ['02-28', '02-29']);
    assert.deepEqual(nextBirthday('2008-02-29', '2026-02-20'), { date: '2026-02-28', age: 18, daysUntil: 8 });
    assert.deepEqual(nextBirthday('2008-02-29', '2028-02-20'), { date: '2028-02-29', age: 20, daysUntil: 9 });
  });

  test('the next birthday is today, later this year or next year, with the age reached', () => {
    assert.deepEqual(nextBirthday('2000-05-10', '2026-05-10'), { date: '2026-05-10', age: 26, daysUntil: 0 });
    assert.deepEqual(nextBirthday('2000-01-02', '2026-12-30'), { date: '2027-01-02', age: 27, daysUntil: 3 });
  });
});

test('due date buckets: overdue before today, then 7 days, 30 days, later', () => {
  assert.equal(bucketOf('2026-05-09', '2026-05-10'), 'overdue');
  assert.equal(bucketOf('2026-05-10', '2026-05-10'), 'week');
  assert.equal(bucketOf('2026-05-17', '2026-05-10'), 'week');
  assert.equal(bucketOf('2026-06-09', '2026-05-10'), 'month');
  assert.equal(bucketOf('2026-06-10', '2026-05-10'), 'later');
});

describe('periods', () => {
  test('presets on a given day', () => {
    assert.deepEqual(presetPeriod('thisMonth', '2026-02-10'), { startDate: '2026-02-01', endDate: '2026-02-28' });
    assert.deepEqual(presetPeriod('lastMonth', '2026-01-10'), { startDate: '2025-12-01', endDate: '2025-12-31' });
    assert.deepEqual(presetPeriod('thisYear', '2026-07-04'), { startDate: '2026-01-01', endDate: '2026-12-31' });
    assert.deepEqual(presetPeriod('last12Months', '2026-07-04'), { startDate: '2025-08-01', endDate: '2026-07-31' });
    assert.equal(presetOf({ startDate: '2026-01-01', endDate: '2026-12-31' }, '2026-07-04'), 'thisYear');
    assert.equal(presetOf({ startDate: '2026-01-02', endDate: '2026-12-31' }, '2026-07-04'), null);
  });

  test('a malformed or reversed period in the URL falls back', () => {
    const fallback = { startDate: '2026-01-01', endDate: '2026-01-31' };
    assert.deepEqual(readPeriod(new URLSearchParams('startDate=2026-03-01&endDate=2026-03-10'), fallback), { startDate: '2026-03-01', endDate: '2026-03-10' });
    assert.deepEqual(readPeriod(new URLSearchParams('startDate=2026-03-10&endDate=2026-03-01'), fallback), fallback);
    assert.deepEqual(readPeriod(new URLSearchParams('startDate=hier&endDate=2026-03-01'), fallback), fallback);
  });
});

describe('scope', () => {
  const agencies = [{ id: 1, name: 'Orléans', isPrincipal: true }, { id: 2, name: 'Blois', isPrincipal: false }, { id: 3, name: 'Tours', isPrincipal: false }];
  const manager = { roles: ['MANAGER'], structure: { id: 1 }, agencies, isConfigGeneral: true, selectedAgency: null };
  const secretary = { roles: ['Personnel administratif'], structure: { id: 1 }, agencies: agencies.slice(0, 2), isConfigGeneral: false, selectedAgency: null };

  test('the dashboards follow the session’s one agency choice, kept to the user’s agencies', () => {
    assert.deepEqual(scopeQuery(manager), {});
    assert.deepEqual(scopeQuery({ ...manager, selectedAgency: 2 }), { agency: [2] });
    assert.deepEqual(scopeQuery({ ...manager, selectedAgency: 9 }), {});
    assert.deepEqual(chosenAgencies(secretary), [1]);
    assert.deepEqual(scopeQuery({ ...secretary, selectedAgency: 2 }), { agency: [2] });
  });

  test('the report goes by structure for a manager with every agency, else by agencies[]', () => {
    assert.deepEqual(reportScope(manager), { structure: 1 });
    assert.deepEqual(reportScope({ ...manager, selectedAgency: 3 }), { agencies: [3] });
    assert.deepEqual(reportScope({ ...secretary, selectedAgency: 2 }), { agencies: [2] });
  });
});

test('a dashboard table keeps its page and sort in the URL under its prefix', () => {
  const params = new URLSearchParams('contrats.page=3&contrats.tri=endDate:desc&anniversaires.page=2');
  const state = readTableState(params, 'contrats', { field: 'createdAt', order: 'desc' });
  assert.deepEqual(state, { page: 3, sort: { field: 'endDate', order: 'desc' } });
  assert.deepEqual(tableQuery(state, 5), { page: 3, itemsPerPage: 5, order: { endDate: 'desc' } });
  assert.deepEqual(tableStateUpdates('contrats', { page: 1, sort: { field: 'createdAt', order: 'desc' } }, { field: 'createdAt', order: 'desc' }), { 'contrats.page': null, 'contrats.tri': null });
  assert.deepEqual(readTableState(new URLSearchParams('contrats.tri=x;drop'), 'contrats', null), { page: 1, sort: null });
});

describe('saved search and sort of the push list', () => {
  function memoryStorage(initial: Record<string, string> = {}) {
    const data = new Map(Object.entries(initial));
    return {
      data,
      getItem: (key: string) => data.get(key) ?? null,
      setItem: (key: string, value: string) => void data.set(key, value),
      removeItem: (key: string) => void data.delete(key),
    };
  }

  test('saved, read back and turned into URL updates; an empty query removes the entry', () => {
    const storage = memoryStorage();
    savePushQuery(storage, { search: 'code', sort: { field: 'startDate', order: 'desc' } });
    const saved = readSavedPushQuery(storage);
    assert.deepEqual(saved, { search: 'code', sort: { field: 'startDate', order: 'desc' } });
    assert.deepEqual(restoreUpdates(saved!), { simplesearch: 'code', 'order[startDate]': 'desc' });
    savePushQuery(storage, { search: '', sort: null });
    assert.equal(storage.data.has(PUSH_LIST_STORAGE_KEY), false);
  });

  test('junk in the storage is ignored', () => {
    assert.equal(readSavedPushQuery(memoryStorage({ [PUSH_LIST_STORAGE_KEY]: '{pas du json' })), null);
    assert.deepEqual(readSavedPushQuery(memoryStorage({ [PUSH_LIST_STORAGE_KEY]: JSON.stringify({ search: 'a', sort: { field: 'password', order: 'asc' } }) })), { search: 'a', sort: null });
    const failing = { getItem: () => { throw new Error('SecurityError'); } };
    assert.equal(readSavedPushQuery(failing), null);
  });
});
