import { useId } from 'react';
import { IconButton } from './IconButton';
import * as styles from './Pagination.css';
import { uiText } from './text';

export const ITEMS_PER_PAGE_OPTIONS = [10, 25, 50, 100] as const;

export interface PaginationProps {
  /**
   * The name of the list it pages (its table's caption): names the navigation landmark « Pagination :
   * <list> », which must be unique when a screen shows several lists.
   */
  list: string;
  /** Current page, 1-based. */
  page: number;
  itemsPerPage: number;
  totalItems: number;
  onPageChange: (page: number) => void;
  /** Without it, the items-per-page select is not shown. */
  onItemsPerPageChange?: (itemsPerPage: number) => void;
  itemsPerPageOptions?: readonly number[];
  /** Accessible texts (French defaults). */
  labels?: Partial<Record<'firstPage' | 'previousPage' | 'nextPage' | 'lastPage' | 'itemsPerPage', string>>;
}

/** Number of pages for a total (at least 1, so "Page 1 sur 1" shows for an empty list). */
export function pageCountOf(totalItems: number, itemsPerPage: number): number {
  return Math.max(1, Math.ceil(totalItems / Math.max(1, itemsPerPage)));
}

/** 'Page X sur Y', first/previous/next/last buttons, rows per page and the result count. */
export function Pagination({
  list,
  page,
  itemsPerPage,
  totalItems,
  onPageChange,
  onItemsPerPageChange,
  itemsPerPageOptions = ITEMS_PER_PAGE_OPTIONS,
  labels,
}: PaginationProps) {
  const text = { ...uiText, ...labels };
  const selectId = useId();
  const pageCount = pageCountOf(totalItems, itemsPerPage);
  const current = Math.min(Math.max(1, page), pageCount);
  const atStart = current <= 1;
  const atEnd = current >= pageCount;
  const go = (target: number) => onPageChange(Math.min(Math.max(1, target), pageCount));

  return (
    <nav className={styles.pagination} aria-label={uiText.paginationOf(list)}>
      <span aria-live="polite">{uiText.results(totalItems)}</span>
      <div className={styles.group}>
        {onItemsPerPageChange && (
          <>
            <label htmlFor={selectId}>{text.itemsPerPage}</label>
            <select
              id={selectId}
              className={styles.perPage}
              value={itemsPerPage}
              onChange={(event) => onItemsPerPageChange(Number(event.target.value))}
            >
              {itemsPerPageOptions.map((option) => (
                <option key={option} value={option}>
                  {option}
                </option>
              ))}
            </select>
          </>
        )}
        <IconButton icon="chevronsLeft" size="sm" label={text.firstPage} disabled={atStart} onClick={() => go(1)} />
        <IconButton icon="chevronLeft" size="sm" label={text.previousPage} disabled={atStart} onClick={() => go(current - 1)} />
        <span className={styles.pageLabel}>
          {uiText.pageOf(current, pageCount)}
        </span>
        <IconButton icon="chevronRight" size="sm" label={text.nextPage} disabled={atEnd} onClick={() => go(current + 1)} />
        <IconButton icon="chevronsRight" size="sm" label={text.lastPage} disabled={atEnd} onClick={() => go(pageCount)} />
      </div>
    </nav>
  );
}
