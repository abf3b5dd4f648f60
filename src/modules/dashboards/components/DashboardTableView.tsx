import type { ReactNode } from 'react';
import { errorMessage } from '../../../shared/alerts/report';
import { ErrorState, Pagination, Table, type TableColumn } from '../../../shared/ui';
import type { DashboardTable } from '../hooks';

export interface DashboardTableViewProps<T> {
  table: DashboardTable<T>;
  caption: string;
  columns: readonly TableColumn<T>[];
  getRowKey: (row: T) => string | number;
  empty: ReactNode;
  loadError: string;
}

/** A dashboard table: server sort (headers) and pages (pager), loading, empty and error states. */
export function DashboardTableView<T>({ table, caption, columns, getRowKey, empty, loadError }: DashboardTableViewProps<T>) {
  if (table.error && table.items.length === 0) return <ErrorState message={errorMessage(table.error, loadError)} onRetry={table.refresh} />;
  return (
    <>
      <Table
        caption={caption}
        columns={columns}
        rows={table.items}
        getRowKey={getRowKey}
        loading={table.isLoading}
        sort={table.sort ? { key: table.sort.field, direction: table.sort.order } : null}
        onSortChange={(sort) => table.setSort({ field: sort.key, order: sort.direction })}
        empty={empty}
        skeletonRows={3}
      />
      {table.total > table.itemsPerPage && <Pagination list={caption} page={table.page} itemsPerPage={table.itemsPerPage} totalItems={table.total} onPageChange={table.setPage} />}
    </>
  );
}
