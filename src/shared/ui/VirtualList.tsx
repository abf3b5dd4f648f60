import { elementScroll, observeElementOffset, useVirtualizer, type Virtualizer } from '@tanstack/react-virtual';
import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import { cx } from './cx';
import { createVirtualScale } from './virtualScale';
import * as styles from './VirtualList.css';

export interface VirtualListProps {
  /** Accessible name of the list. */
  label: string;
  rowCount: number;
  /** Fixed height of every row, in px. */
  rowHeight: number;
  /** Content of one row. */
  renderRow: (index: number) => ReactNode;
  /** Height of the scrolling viewport (px or any CSS length). */
  height: number | string;
  /** Rows rendered beyond each edge of the viewport. */
  overscan?: number;
  /** Stable key of a row (default: its index). */
  getRowKey?: (index: number) => string | number;
  className?: string;
}

/** Scale of the virtualizer's current rows and viewport (read from the instance, never stale). */
function scaleOf(instance: Virtualizer<HTMLDivElement, HTMLDivElement>) {
  const { count, estimateSize } = instance.options;
  return createVirtualScale({ rowCount: count, rowHeight: estimateSize(0), viewportHeight: instance.scrollRect?.height ?? 0 });
}

/**
 * Virtualized list over @tanstack/react-virtual: only the rows in view (plus overscan)
 * exist in the DOM. Lists taller than browsers allow get a scaled scroll space (see
 * virtualScale.ts), so even 500 000 rows stay reachable. Focused, it scrolls with the
 * arrow keys, Page Up/Down, Home and End.
 */
export function VirtualList({ label, rowCount, rowHeight, renderRow, height, overscan = 10, getRowKey, className }: VirtualListProps) {
  const viewportRef = useRef<HTMLDivElement>(null);

  const virtualizer = useVirtualizer<HTMLDivElement, HTMLDivElement>({
    count: rowCount,
    getScrollElement: () => viewportRef.current,
    estimateSize: () => rowHeight,
    overscan,
    getItemKey: getRowKey ?? ((index) => index),
    // The virtualizer works in real offsets; the element scrolls in scaled ones.
    observeElementOffset: (instance, notify) =>
      observeElementOffset(instance, (offset, isScrolling) => notify(scaleOf(instance).toReal(offset), isScrolling)),
    scrollToFn: (offset, options, instance) => elementScroll(scaleOf(instance).toScroll(offset), options, instance),
  });

  const viewportHeight = virtualizer.scrollRect?.height ?? 0;
  const scale = scaleOf(virtualizer);
  const realOffset = virtualizer.scrollOffset ?? 0;
  const scrollTop = scale.toScroll(realOffset);

  const scrollToReal = (offset: number) => {
    const element = viewportRef.current;
    if (element) element.scrollTop = scale.toScroll(offset);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.target !== event.currentTarget) return;
    const page = Math.max(rowHeight, viewportHeight - rowHeight);
    const moves: Record<string, number> = {
      ArrowDown: realOffset + rowHeight,
      ArrowUp: realOffset - rowHeight,
      PageDown: realOffset + page,
      PageUp: realOffset - page,
      Home: 0,
      End: scale.realHeight,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    scrollToReal(target);
  };

  return (
    <div
      ref={viewportRef}
      role="list"
      aria-label={label}
      tabIndex={0}
      className={cx(styles.viewport, className)}
      style={{ height }}
      onKeyDown={onKeyDown}
    >
      <div className={styles.space} style={{ height: scale.scrollHeight }}>
        {virtualizer.getVirtualItems().map((item) => (
          <div
            key={item.key}
            role="listitem"
            aria-setsize={rowCount}
            aria-posinset={item.index + 1}
            className={styles.row}
            style={{ height: rowHeight, transform: `translateY(${scale.rowTop(item.index, scrollTop)}px)` }}
          >
            {renderRow(item.index)}
          </div>
        ))}
      </div>
    </div>
  );
}
