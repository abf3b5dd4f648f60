import type { ReactNode } from 'react';
import { errorMessage } from '../alerts/error-message';
import { Button, EmptyState, ErrorState, Pagination, Table, type TableProps } from '../ui';
import type { ListController } from './useListController';

export interface ListTableProps<T> extends Omit<TableProps<T>, 'rows' | 'getRowKey' | 'loading' | 'sort' | 'onSortChange' | 'empty' | 'caption'> {
  /** The table's name: its caption, and the name of its pages' navigation. */
  caption: string;
  /** The list's controller: its rows and their loading, its sort and its pages (all in the URL). */
  list: ListController<T>;
  /** Shown, with « Réessayer », when the read failed and no row is on screen. */
  loadError: string;
  /** Shown in place of the rows when the list is empty. */
  empty: ReactNode;
  /** Shown instead of `empty` when a search found nothing. */
  emptySearch?: string;
  /** Shown instead of `empty` while filters narrow the list (`active`): what it says, and the button that clears them. */
  emptyFiltered?: { active: boolean; title: string; resetLabel: string };
  /** False for a list that shows all its rows at once: no pages under it. */
  paged?: boolean;
}

function emptyWith<T>(list: ListController<T>, empty: ReactNode, emptySearch: string | undefined, emptyFiltered: ListTableProps<T>['emptyFiltered']): ReactNode {
  if (emptySearch && list.search) return <EmptyState title={emptySearch} icon="search" />;
  if (emptyFiltered?.active) {
    const reset = (
      <Button tone="secondary" onClick={() => list.resetFilters()}>
        {emptyFiltered.resetLabel}
      </Button>
    );
    return <EmptyState title={emptyFiltered.title} icon="search" action={reset} />;
  }
  return empty;
}

/**
 * A list screen's table and pages, wired to its controller: the rows (keyed by their IRI), the sort a
 * header sets, the page and page size. A failed read with nothing to show is an error state that reads again; a
 * failed refresh keeps the rows on screen.
 */
export function ListTable<T>({ list, loadError, empty, emptySearch, emptyFiltered, paged = true, ...table }: ListTableProps<T>) {
  if (list.error && list.items.length === 0) {
    return <ErrorState message={errorMessage(list.error, loadError)} onRetry={() => void list.refresh()} />;
  }
  return (
    <>
      <Table
        {...table}
        rows={list.items}
        getRowKey={(row) => row['@id']}
        loading={list.isLoading}
        sort={list.sort ? { key: list.sort.field, direction: list.sort.order } : null}
        onSortChange={(sort) => list.setSort({ field: sort.key, order: sort.direction })}
        empty={emptyWith(list, empty, emptySearch, emptyFiltered)}
      />
      {paged && <Pagination list={table.caption} page={list.page} itemsPerPage={list.itemsPerPage} totalItems={list.total} onPageChange={list.setPage} onItemsPerPageChange={list.setItemsPerPage} />}
    </>
  );
}
