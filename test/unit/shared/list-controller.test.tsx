import '../../setup/dom';
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import type { Page } from '../../../src/shared/api/hydra';
import type { QueryParams } from '../../../src/shared/api/query';
import { HttpError } from '../../../src/shared/api/http-error';
import { RouterProvider } from '../../../src/shared/router/context';
import { createTestHistory } from '../../../src/shared/router/history';
import { useListController } from '../../../src/shared/list/useListController';

interface Quotation {
  id: number;
}

function pageOf(total: number, query: QueryParams): Page<Quotation> {
  const page = Number(query.page);
  const size = Number(query.itemsPerPage);
  const ids = Array.from({ length: total }, (_, i) => i + 1).slice((page - 1) * size, page * size);
  return { items: ids.map((id) => ({ '@id': `/api/accounting/quotations/${id}`, '@type': 'Quotation', id })), total };
}

/** `hold` keeps the matching requests pending until they are aborted. */
function setup(initialPath: string, total = 35, hold: (query: QueryParams) => boolean = () => false) {
  const history = createTestHistory(initialPath);
  const queries: QueryParams[] = [];
  const signals: AbortSignal[] = [];
  const wrapper = ({ children }: { children: ReactNode }) => (
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <RouterProvider history={history}>{children}</RouterProvider>
    </SWRConfig>
  );
  const fetchPage = async (query: QueryParams, signal: AbortSignal) => {
    queries.push(query);
    signals.push(signal);
    if (hold(query)) {
      return new Promise<Page<Quotation>>((_, reject) =>
        signal.addEventListener('abort', () => reject(new DOMException('Requête annulée', 'AbortError'))),
      );
    }
    return pageOf(total, query);
  };
  const hook = renderHook(
    () =>
      useListController<Quotation>({
        resource: '/accounting/quotations',
        fetchPage,
        defaults: { sort: { field: 'createdAt', order: 'desc' } },
        filterNames: ['status'],
        query: { agency: 3 },
      }),
    { wrapper },
  );
  return { history, queries, signals, ...hook };
}

describe('useListController', () => {
  it('loads the page the URL describes, with the fixed query', async () => {
    const { result, queries } = setup('/pieces-comptables/devis?page=2&status[]=1');
    await waitFor(() => assert.equal(result.current.items.length, 10));
    assert.equal(result.current.items[0]?.id, 11);
    assert.equal(result.current.total, 35);
    assert.equal(result.current.lastPage, 4);
    assert.deepEqual(result.current.filters, { status: ['1'] });
    assert.deepEqual(queries.at(-1), {
      agency: 3,
      status: ['1'],
      page: 2,
      itemsPerPage: 10,
      order: { createdAt: 'desc' },
      simplesearch: undefined,
    });
  });

  it('writes changes to the URL and goes back to page 1 on a filter change', async () => {
    const { result, history, queries } = setup('/pieces-comptables/devis?menu=x');
    await waitFor(() => assert.equal(result.current.isLoading, false));
    act(() => result.current.setPage(3));
    assert.equal(history.location.search, '?menu=x&page=3');
    await waitFor(() => assert.equal(result.current.items[0]?.id, 21));
    act(() => result.current.setFilter('status', ['2', '3']));
    assert.equal(history.location.search, '?menu=x&status[]=2&status[]=3');
    act(() => result.current.toggleSort('totalPriceTtc'));
    assert.equal(history.location.search, '?menu=x&order[totalPriceTtc]=asc&status[]=2&status[]=3');
    act(() => result.current.setSearch('Dupont'));
    assert.equal(result.current.search, 'Dupont');
    act(() => result.current.resetFilters());
    assert.equal(history.location.search, '?menu=x&order[totalPriceTtc]=asc');
    // The list as the person sees it last: the page the reset URL asks for, answered.
    await waitFor(() => {
      assert.equal(result.current.isValidating, false);
      assert.deepEqual(queries.at(-1)?.order, { totalPriceTtc: 'asc' });
      assert.equal(result.current.items[0]?.id, 1);
    });
  });

  it('clamps a page beyond the last one', async () => {
    const { result, history } = setup('/pieces-comptables/devis?page=9', 35);
    await waitFor(() => assert.equal(history.location.search, '?page=4'));
    await waitFor(() => assert.equal(result.current.items[0]?.id, 31));
  });

  it('aborts the request a page change made useless, without showing an error', async () => {
    const { result, signals } = setup('/pieces-comptables/devis', 35, (query) => query.page === 1);
    await waitFor(() => assert.equal(signals.length, 1));
    act(() => result.current.setPage(2));
    await waitFor(() => assert.equal(result.current.items[0]?.id, 11));
    assert.equal(signals[0]?.aborted, true);
    assert.equal(signals[1]?.aborted, false);
    assert.equal(result.current.error, undefined);
  });

  it('exposes the load error', async () => {
    const history = createTestHistory('/pieces-comptables/devis');
    const wrapper = ({ children }: { children: ReactNode }) => (
      <SWRConfig value={{ provider: () => new Map(), shouldRetryOnError: false }}>
        <RouterProvider history={history}>{children}</RouterProvider>
      </SWRConfig>
    );
    const { result } = renderHook(
      () =>
        useListController<Quotation>({
          resource: '/accounting/quotations',
          fetchPage: async () => {
            throw new HttpError(500, { detail: 'Base indisponible' });
          },
        }),
      { wrapper },
    );
    await waitFor(() => assert.equal(result.current.error?.message, 'Base indisponible'));
    assert.deepEqual(result.current.items, []);
  });
});
