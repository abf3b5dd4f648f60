import { defaultRangeExtractor, useVirtualizer, type Range, type VirtualItem } from '@tanstack/react-virtual';
import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import type { PlacedBlock } from '../calendar/layout';

/** Rows drawn beyond each edge of the scroller: none, a row of a busy agenda holds a hundred slots. */
const OVERSCAN_ROWS = 0;
/** A row's height before it is measured: its fullest day's slots at ~48 px each, at least the cell's 64 px. */
const SLOT_ESTIMATE_PX = 48;
const ROW_MIN_PX = 65;

/**
 * Which agendas' rows the scroller shows (@tanstack/react-virtual): the rows in and near the visible
 * area, measured once drawn, and the row of the slot the keyboard is on wherever it is, so a
 * keyboard move lands on a drawn slot.
 */
export function useAgendaRowsViewport(cells: readonly (readonly PlacedBlock[])[], rowLength: number, agendaCount: number, keptRow: number | null) {
  const scrollerRef = useRef<HTMLDivElement>(null);
  const headerRef = useRef<HTMLDivElement>(null);
  // Read once mounted: the sticky day headings above the first row (rows are counted from below
  // them), and a scroller without a height, i.e. no layout engine (happy-dom), which draws every row.
  const [{ header, noLayout }, setMeasured] = useState({ header: 0, noLayout: false });
  useLayoutEffect(() => setMeasured({ header: headerRef.current?.offsetHeight ?? 0, noLayout: scrollerRef.current?.clientHeight === 0 }), []);
  const estimateSize = useCallback(
    (row: number) => {
      let fullest = 0;
      for (let day = 0; day < rowLength; day += 1) fullest = Math.max(fullest, cells[row * rowLength + day]?.length ?? 0);
      return Math.max(ROW_MIN_PX, fullest * SLOT_ESTIMATE_PX + 8);
    },
    [cells, rowLength],
  );
  const rangeExtractor = useCallback(
    (range: Range) => {
      const rows = defaultRangeExtractor(range);
      if (keptRow !== null && keptRow < range.count && !rows.includes(keptRow)) rows.push(keptRow);
      return rows.sort((a, b) => a - b);
    },
    [keptRow],
  );
  const virtualizer = useVirtualizer<HTMLDivElement, HTMLDivElement>({
    count: agendaCount,
    getScrollElement: () => scrollerRef.current,
    estimateSize,
    // A row's measure holds while its estimate does: a row that was empty before the slots arrived is
    // estimated anew, not drawn 65 px tall (which drew four times too many rows until measured).
    getItemKey: (row) => `${row}:${estimateSize(row)}`,
    overscan: OVERSCAN_ROWS,
    rangeExtractor,
    scrollMargin: header,
    scrollPaddingStart: header,
    // Rounded up: a row of 80.5 px placed 80 px below the last would hide the 1 px line between them.
    measureElement: (element) => Math.ceil(element.getBoundingClientRect().height),
    // Scrolling redraws the rows in React's next render, not synchronously inside the scroll event.
    useFlushSync: false,
  });
  return {
    scrollerRef,
    headerRef,
    rows: noLayout ? Array.from({ length: agendaCount }, (_, index): Pick<VirtualItem, 'index' | 'key' | 'start'> => ({ index, key: index, start: header })) : virtualizer.getVirtualItems(),
    /** Height of the rows' body, px. */
    height: virtualizer.getTotalSize() - header,
    /** A row's top within the body. */
    topOf: (start: number) => start - header,
    measureRow: virtualizer.measureElement,
    /** Scrolls a row into view when it is not (before the keyboard focuses one of its slots). */
    showRow: (row: number) => virtualizer.scrollToIndex(row, { align: 'auto' }),
  };
}
