import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ApiError } from '../../../server/core/errors';
import { likePattern, listOrder, parseListParams, type ListSpec } from '../../../server/core/list-query';

const spec: ListSpec = {
  defaultItemsPerPage: 10,
  maxItemsPerPage: 5000,
  order: { lastName: 'l.last_name', createdAt: 'l.created_at' },
  defaultOrder: [['l.created_at', 'desc']],
  search: ['l.first_name', 'l.last_name'],
  exact: { agency: { column: 'l.agency_id', kind: 'int' }, archived: { column: 'l.archived', kind: 'bool' } },
  range: { totalPriceTtc: { column: 'q.total_ttc_cents', kind: 'money' } },
  date: { createdAt: 'q.created_at' },
};

const q = (entries: Array<[string, string]>) => {
  const out: Record<string, string[]> = {};
  for (const [k, v] of entries) (out[k] ??= []).push(v);
  return out;
};

const rejects = (entries: Array<[string, string]>, message: RegExp) =>
  assert.throws(
    () => parseListParams(q(entries), spec),
    (err: unknown) => err instanceof ApiError && err.status === 400 && message.test(err.message),
  );

describe('parseListParams', () => {
  it('applies the default page and page size', () => {
    const p = parseListParams({}, spec);
    assert.equal(p.page, 1);
    assert.equal(p.itemsPerPage, 10);
    assert.deepEqual(p.searchWords, []);
  });

  it('reads order, search words, exact lists, money ranges and inclusive date bounds', () => {
    const p = parseListParams(
      q([
        ['page', '3'],
        ['itemsPerPage', '25'],
        ['order[lastName]', 'desc'],
        ['simplesearch', '  Léa   Martin '],
        ['agency[]', '1'],
        ['agency[]', '2'],
        ['archived', 'false'],
        ['totalPriceTtc[gte]', '12.5'],
        ['createdAtBefore', '2026-11-30'],
        ['createdAt[after]', '2026-11-01'],
        ['unknown', 'ignored'],
      ]),
      spec,
    );
    assert.equal(p.page, 3);
    assert.equal(p.itemsPerPage, 25);
    assert.deepEqual(p.order, [['l.last_name', 'desc']]);
    assert.deepEqual(p.searchWords, ['Léa', 'Martin']);
    assert.deepEqual(p.exact, [
      { column: 'l.agency_id', values: [1, 2] },
      { column: 'l.archived', values: [0] },
    ]);
    assert.deepEqual(p.ranges, [{ column: 'q.total_ttc_cents', op: '>=', value: 1250 }]);
    assert.deepEqual(p.dates, [
      { column: 'q.created_at', op: '<=', value: '2026-11-30T23:59:59.999Z' },
      { column: 'q.created_at', op: '>=', value: '2026-11-01' },
    ]);
  });

  it('refuses bad pagination values with a French 400', () => {
    rejects([['page', '0']], /page/);
    rejects([['page', '-1']], /page/);
    rejects([['page', 'abc']], /page/);
    rejects([['itemsPerPage', '5001']], /itemsPerPage/);
    rejects([['itemsPerPage', '1e3']], /itemsPerPage/);
  });

  it('refuses unknown order columns and directions', () => {
    rejects([['order[password]', 'asc']], /Tri impossible/);
    rejects([['order[lastName]', 'sideways']], /asc/);
  });

  it('refuses malformed filter values instead of passing them to SQL', () => {
    rejects([['agency', "1 OR 1=1"]], /entier/);
    rejects([['archived', 'maybe']], /true ou false/);
    rejects([['totalPriceTtc[lte]', 'abc']], /nombre/);
    rejects([['createdAtAfter', "2026'; DROP TABLE learners;--"]], /AAAA-MM-JJ/);
    rejects([['simplesearch', 'x'.repeat(201)]], /200/);
  });
});

describe('listOrder', () => {
  it('puts the requested order first, then the default, then the id, without repeats', () => {
    const p = parseListParams(q([['order[createdAt]', 'asc']]), spec);
    assert.deepEqual(listOrder(p, spec, 'l.id'), [
      ['l.created_at', 'asc'],
      ['l.id', 'asc'],
    ]);
  });
});

describe('likePattern', () => {
  it('escapes LIKE wildcards so they are searched literally', () => {
    assert.equal(likePattern('50%_a\\b'), '%50\\%\\_a\\\\b%');
  });
});
