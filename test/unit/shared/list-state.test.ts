import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { initialListState, lastPageOf, listReducer, type ListDefaults, type ListState } from '../../../src/shared/list/listState';
import { listStateToSearch, readListState, toApiQuery } from '../../../src/shared/list/url';
import { mergeSearch } from '../../../src/shared/router/search-params';
import { toQueryString } from '../../../src/shared/api/query';

const defaults: ListDefaults = { itemsPerPage: 10, sort: { field: 'createdAt', order: 'desc' }, filters: { archived: '0' } };
const onPage3: ListState = { ...initialListState(defaults), page: 3 };

describe('listReducer', () => {
  it('goes back to page 1 on sort, search, filter and page size changes', () => {
    assert.equal(listReducer(onPage3, { type: 'setSort', sort: { field: 'id', order: 'asc' } }).page, 1);
    assert.equal(listReducer(onPage3, { type: 'toggleSort', field: 'id' }).page, 1);
    assert.equal(listReducer(onPage3, { type: 'setSearch', search: 'Martin' }).page, 1);
    assert.equal(listReducer(onPage3, { type: 'setFilter', name: 'status', value: ['1'] }).page, 1);
    assert.equal(listReducer(onPage3, { type: 'setItemsPerPage', itemsPerPage: 50 }).page, 1);
    assert.equal(listReducer(onPage3, { type: 'resetFilters', filters: {} }).page, 1);
  });

  it('keeps the page on a page change and refuses invalid pages', () => {
    assert.equal(listReducer(onPage3, { type: 'setPage', page: 4 }).page, 4);
    assert.equal(listReducer(onPage3, { type: 'setPage', page: 0 }).page, 1);
  });

  it('toggles asc then desc on the same field, asc on a new one', () => {
    const asc = listReducer(onPage3, { type: 'toggleSort', field: 'name' });
    assert.deepEqual(asc.sort, { field: 'name', order: 'asc' });
    assert.deepEqual(listReducer(asc, { type: 'toggleSort', field: 'name' }).sort, { field: 'name', order: 'desc' });
    assert.deepEqual(listReducer(onPage3, { type: 'toggleSort', field: 'createdAt' }).sort, { field: 'createdAt', order: 'asc' });
  });

  it('removes emptied filters and resets filters and search', () => {
    const filtered = listReducer(onPage3, { type: 'setFilter', name: 'status', value: ['1', '2'] });
    assert.deepEqual(filtered.filters, { archived: '0', status: ['1', '2'] });
    assert.deepEqual(listReducer(filtered, { type: 'setFilter', name: 'status', value: [] }).filters, { archived: '0' });
    const searched = listReducer(filtered, { type: 'setSearch', search: 'x' });
    const reset = listReducer(searched, { type: 'resetFilters', filters: { archived: '0' } });
    assert.deepEqual(reset.filters, { archived: '0' });
    assert.equal(reset.search, '');
  });

  it('clamps the page to the last page of a total', () => {
    assert.equal(listReducer({ ...onPage3, page: 9 }, { type: 'clampPage', total: 25 }).page, 3);
    assert.equal(listReducer({ ...onPage3, page: 2 }, { type: 'clampPage', total: 0 }).page, 1);
    assert.equal(listReducer(onPage3, { type: 'clampPage', total: 100 }), onPage3);
    assert.equal(lastPageOf(0, 10), 1);
    assert.equal(lastPageOf(21, 10), 3);
  });
});

describe('list state in the URL', () => {
  const config = { defaults, filterNames: ['status', 'agency'] };

  it('reads defaults from an empty query', () => {
    assert.deepEqual(readListState(new URLSearchParams(''), config), initialListState(defaults));
  });

  it('reads page, size, order, search and filters (arrays with [])', () => {
    const state = readListState(
      new URLSearchParams('page=2&itemsPerPage=50&order[totalPriceTtc]=asc&simplesearch=Léa&status[]=1&status[]=5&agency=3&menu=2'),
      config,
    );
    assert.deepEqual(state, {
      page: 2,
      itemsPerPage: 50,
      sort: { field: 'totalPriceTtc', order: 'asc' },
      search: 'Léa',
      filters: { archived: '0', status: ['1', '5'], agency: '3' },
    });
  });

  it('ignores invalid numbers and orders', () => {
    const state = readListState(new URLSearchParams('page=-2&itemsPerPage=abc&order[x]=up'), config);
    assert.equal(state.page, 1);
    assert.equal(state.itemsPerPage, 10);
    assert.deepEqual(state.sort, defaults.sort);
  });

  it('writes only what differs from the defaults and keeps other parameters', () => {
    const current = new URLSearchParams('menu=2&order[name]=asc&page=4');
    const state: ListState = { ...initialListState(defaults), page: 2, sort: { field: 'id', order: 'desc' }, filters: { archived: '0', status: ['1', '2'] } };
    assert.equal(mergeSearch(current.toString(), listStateToSearch(state, config, current)), '?menu=2&page=2&order[id]=desc&status[]=1&status[]=2');
    const back = mergeSearch('menu=2&page=2', listStateToSearch(initialListState(defaults), config, new URLSearchParams('menu=2&page=2')));
    assert.equal(back, '?menu=2');
  });

  it('keeps an emptied filter that has a default, and reads it back', () => {
    const emptied = listReducer(initialListState(defaults), { type: 'setFilter', name: 'archived', value: '' });
    const search = mergeSearch('', listStateToSearch(emptied, config, new URLSearchParams()));
    assert.equal(search, '?archived=');
    assert.deepEqual(readListState(new URLSearchParams(search), config).filters, {});
  });

  it('round-trips through the URL', () => {
    const state: ListState = { page: 3, itemsPerPage: 25, sort: { field: 'name', order: 'asc' }, search: 'a b', filters: { agency: '4', status: ['0'] } };
    const search = mergeSearch('', listStateToSearch(state, config, new URLSearchParams()));
    assert.deepEqual(readListState(new URLSearchParams(search), config), state);
  });

  it('builds the API query', () => {
    const state: ListState = { page: 2, itemsPerPage: 10, sort: { field: 'createdAt', order: 'desc' }, search: '', filters: { status: ['1', '2'] } };
    assert.equal(
      toQueryString(toApiQuery(state, { agency: 3 })),
      'agency=3&status[]=1&status[]=2&page=2&itemsPerPage=10&order[createdAt]=desc',
    );
  });
});
