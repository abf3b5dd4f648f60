import { useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent, type MouseEvent, type ReactNode, type RefObject } from 'react';
import { cx } from './cx';
import { Icon } from './Icon';
import { Skeleton } from './Skeleton';
import * as styles from './Table.css';
import { uiText } from './text';
import { visuallyHidden } from './VisuallyHidden.css';

export type SortDirection = 'asc' | 'desc';

export interface TableSort {
  key: string;
  direction: SortDirection;
}

export interface TableColumn<T> {
  /** Column id; also the sort key sent to onSortChange. */
  key: string;
  /** Never empty (assistive tech names the column's cells by it): hide it with headerHidden instead. */
  header: ReactNode;
  /** The header is read by assistive tech only (a column of buttons or bars that needs no visible title). */
  headerHidden?: boolean;
  render: (row: T) => ReactNode;
  sortable?: boolean;
  align?: 'start' | 'center' | 'end';
  /** CSS width of the column. */
  width?: string | number;
}

export interface TableProps<T> {
  /** Accessible name of the table (a <caption>, visually hidden unless captionVisible). */
  caption: ReactNode;
  captionVisible?: boolean;
  columns: readonly TableColumn<T>[];
  rows: readonly T[];
  getRowKey: (row: T) => string | number;
  sort?: TableSort | null;
  onSortChange?: (sort: TableSort) => void;
  /** Makes rows focusable; click or Enter opens the row. */
  onRowClick?: (row: T) => void;
  loading?: boolean;
  /** Shown in place of the rows when there are none (and not loading). */
  empty?: ReactNode;
  /** Skeleton rows shown while loading without rows. */
  skeletonRows?: number;
  className?: string;
}

const ariaSortValue = { asc: 'ascending', desc: 'descending' } as const;

/** Next sort after activating a column header: a new column starts ascending, then toggles. */
export function nextSort(current: TableSort | null | undefined, key: string): TableSort {
  if (current?.key !== key) return { key, direction: 'asc' };
  return { key, direction: current.direction === 'asc' ? 'desc' : 'asc' };
}

const INTERACTIVE = 'a, button, input, select, textarea, label, [role="button"], [role="checkbox"], [role="switch"]';

/** True when the event started on a control inside the row (its own action, not "open the row"). */
function fromInnerControl(event: MouseEvent | KeyboardEvent): boolean {
  const target = event.target as Element;
  const control = target.closest(INTERACTIVE);
  return control != null && control !== event.currentTarget && event.currentTarget.contains(control);
}

function SortIcon({ direction }: { direction: SortDirection | undefined }) {
  const name = direction === 'asc' ? 'arrowUp' : direction === 'desc' ? 'arrowDown' : 'arrowUpDown';
  return <Icon name={name} size={12} />;
}

const overflowing = (element: HTMLElement) => element.scrollWidth > element.clientWidth + 1 || element.scrollHeight > element.clientHeight + 1;

/**
 * True while the element's content overflows it (a wide table in a narrow column): the table then takes
 * the focus, so that a keyboard can scroll it (WCAG 2.1.1; axe's scrollable-region-focusable).
 */
function useOverflows(ref: RefObject<HTMLElement | null>): boolean {
  const [overflows, setOverflows] = useState(false);
  // Measured in the commit that changed the content too (not a frame later, when the observer fires):
  // a table that overflows is focusable as soon as it shows.
  useLayoutEffect(() => {
    const element = ref.current;
    if (element) setOverflows(overflowing(element));
  });
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const check = () => setOverflows(overflowing(element));
    const observer = new ResizeObserver(check);
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    return () => observer.disconnect();
  }, [ref]);
  return overflows;
}

/** Dense data table with sortable headers, keyboard-openable rows, loading and empty states. */
export function Table<T>({
  caption,
  captionVisible = false,
  columns,
  rows,
  getRowKey,
  sort,
  onSortChange,
  onRowClick,
  loading = false,
  empty = uiText.empty,
  skeletonRows = 5,
  className,
}: TableProps<T>) {
  const showSkeleton = loading && rows.length === 0;
  const frame = useRef<HTMLDivElement>(null);
  const scrolls = useOverflows(frame);
  return (
    <div ref={frame} className={cx(styles.wrapper, className)}>
      {/* Focusable while its frame scrolls: the arrow keys then scroll it, and it is announced by its caption. */}
      <table className={styles.table} aria-busy={loading || undefined} tabIndex={scrolls ? 0 : undefined}>
        <caption className={captionVisible ? styles.caption : visuallyHidden}>{caption}</caption>
        <colgroup>
          {columns.map((column) => (
            <col key={column.key} style={column.width != null ? { width: column.width } : undefined} />
          ))}
        </colgroup>
        <thead>
          <tr>
            {columns.map((column) => {
              const direction = sort?.key === column.key ? sort.direction : undefined;
              const sortable = column.sortable && onSortChange;
              return (
                <th
                  key={column.key}
                  scope="col"
                  className={cx(styles.headCell, styles.align[column.align ?? 'start'])}
                  aria-sort={sortable ? (direction ? ariaSortValue[direction] : 'none') : undefined}
                >
                  {sortable ? (
                    <button type="button" className={styles.sortButton} onClick={() => onSortChange(nextSort(sort, column.key))}>
                      {column.header}
                      <SortIcon direction={direction} />
                    </button>
                  ) : column.headerHidden ? (
                    <span className={visuallyHidden}>{column.header}</span>
                  ) : (
                    column.header
                  )}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {showSkeleton &&
            Array.from({ length: skeletonRows }, (_, index) => (
              // Visual only: the table's aria-busy says it is loading; assistive tech gets no empty rows.
              <tr key={index} aria-hidden="true">
                {columns.map((column) => (
                  <td key={column.key} className={styles.cell}>
                    <Skeleton />
                  </td>
                ))}
              </tr>
            ))}
          {!loading && rows.length === 0 && (
            <tr>
              <td colSpan={columns.length} className={styles.emptyCell}>
                {empty}
              </td>
            </tr>
          )}
          {rows.map((row) => (
            <tr
              key={getRowKey(row)}
              className={onRowClick ? styles.clickableRow : undefined}
              tabIndex={onRowClick ? 0 : undefined}
              onClick={onRowClick ? (event) => fromInnerControl(event) || onRowClick(row) : undefined}
              onKeyDown={
                onRowClick
                  ? (event) => {
                      if (event.key !== 'Enter' || fromInnerControl(event)) return;
                      event.preventDefault();
                      onRowClick(row);
                    }
                  : undefined
              }
            >
              {columns.map((column) => (
                <td key={column.key} className={cx(styles.cell, styles.align[column.align ?? 'start'])}>
                  {column.render(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
