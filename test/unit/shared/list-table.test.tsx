import '../../setup/dom';
import assert from 'node:assert/strict';
import { afterEach, describe, it } from 'node:test';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { JsonLd } from '../../../src/shared/api/hydra';
import type { ListSort } from '../../../src/shared/list/listState';
import { ListTable } from '../../../src/shared/list/ListTable';
import type { ListController } from '../../../src/shared/list/useListController';
import { EmptyState, type TableColumn } from '../../../src/shared/ui';

interface Tva {
  id: number;
  label: string;
}

const row = (id: number, label: string): JsonLd<Tva> => ({ '@id': `/api/billing/tvas/${id}`, '@type': 'Tva', id, label });
const columns: TableColumn<Tva>[] = [{ key: 'label', header: 'Libellé', sortable: true, render: (tva) => tva.label }];

/** A list controller as a screen receives it, recording what the table asks of it. */
function controller(state: Partial<ListController<Tva>> = {}) {
  const calls = { sort: [] as (ListSort | null)[], page: [] as number[], refresh: 0, reset: 0 };
  const list: ListController<Tva> = {
    items: [],
    total: 0,
    page: 1,
    lastPage: 1,
    itemsPerPage: 10,
    sort: null,
    search: '',
    filters: {},
    isLoading: false,
    isValidating: false,
    error: undefined,
    setPage: (page) => calls.page.push(page),
    setItemsPerPage: () => undefined,
    setSort: (sort) => calls.sort.push(sort),
    toggleSort: () => undefined,
    setSearch: () => undefined,
    setFilter: () => undefined,
    resetFilters: () => void calls.reset++,
    refresh: async () => void calls.refresh++,
    ...state,
  };
  return { list, calls };
}

const empty = <EmptyState title="Aucune TVA" />;

describe('ListTable', () => {
  afterEach(cleanup);

  it('shows the rows, sends a header’s sort to the controller and pages through it', () => {
    const { list, calls } = controller({ items: [row(1, 'Normale'), row(2, 'Réduite')], total: 25, lastPage: 3, sort: { field: 'label', order: 'asc' } });
    render(<ListTable list={list} caption="TVA" columns={columns} loadError="Erreur lors du chargement" empty={empty} />);
    assert.ok(screen.getByText('Normale'));
    assert.equal(screen.getByRole('columnheader', { name: /Libellé/ }).getAttribute('aria-sort'), 'ascending');
    fireEvent.click(screen.getByRole('button', { name: /Libellé/ }));
    assert.deepEqual(calls.sort, [{ field: 'label', order: 'desc' }]);
    assert.ok(screen.getByText('Page 1 sur 3'));
    fireEvent.click(screen.getByRole('button', { name: /suivante/i }));
    assert.deepEqual(calls.page, [2]);
  });

  it('a failed read with no row on screen is an error that reads again; with rows, the rows stay', () => {
    const failed = controller({ error: new Error('réseau') });
    render(<ListTable list={failed.list} caption="TVA" columns={columns} loadError="Erreur lors du chargement des TVA" empty={empty} />);
    assert.ok(screen.getByRole('alert').textContent?.includes('Erreur lors du chargement des TVA'));
    fireEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    assert.equal(failed.calls.refresh, 1);
    cleanup();
    const stale = controller({ error: new Error('réseau'), items: [row(1, 'Normale')], total: 1 });
    render(<ListTable list={stale.list} caption="TVA" columns={columns} loadError="Erreur lors du chargement des TVA" empty={empty} />);
    assert.ok(screen.getByText('Normale'));
    assert.equal(screen.queryByRole('alert'), null);
  });

  it('says what is empty: a search that found nothing, filters to clear, or no row at all', () => {
    const searched = controller({ search: 'zzz' });
    render(<ListTable list={searched.list} caption="TVA" columns={columns} loadError="…" emptySearch="Aucune TVA ne correspond" empty={empty} />);
    assert.ok(screen.getByText('Aucune TVA ne correspond'));
    cleanup();
    const filtered = controller({ filters: { agency: '3' } });
    render(
      <ListTable
        list={filtered.list}
        caption="TVA"
        columns={columns}
       
        loadError="…"
        emptyFiltered={{ active: true, title: 'Aucune TVA pour ces filtres', resetLabel: 'Effacer les filtres' }}
        empty={empty}
      />,
    );
    assert.ok(screen.getByText('Aucune TVA pour ces filtres'));
    fireEvent.click(screen.getByRole('button', { name: 'Effacer les filtres' }));
    assert.equal(filtered.calls.reset, 1);
    cleanup();
    render(<ListTable list={controller().list} caption="TVA" columns={columns} loadError="…" emptySearch="Aucune TVA ne correspond" empty={empty} />);
    assert.ok(screen.getByText('Aucune TVA'));
  });

  it('a list showing all its rows at once has no pages under it', () => {
    const { list } = controller({ items: [row(1, 'Normale')], total: 1, itemsPerPage: 5000 });
    render(<ListTable list={list} caption="TVA" columns={columns} loadError="…" empty={empty} paged={false} />);
    assert.equal(screen.queryByText(/Page 1 sur/), null);
  });
});
