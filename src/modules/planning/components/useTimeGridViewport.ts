import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { PlacedBlock } from '../calendar/layout';
import * as styles from './TimeGrid.css';
import { PX } from './slot-surface';
import type { TimeGridLayout } from './useTimeGridLayout';

/** Blocks drawn beyond the visible area: two columns aside, two hours above and below. */
const OVERSCAN_COLUMNS = 2;
const OVERSCAN_MINUTES = 120;

interface Viewport {
  left: number;
  top: number;
  width: number;
  height: number;
}

/**
 * What the scroller shows: its measured viewport (on scroll and resize, once per frame), the blocks
 * in and near it (all of them when nothing is measured), and the slot holding the keyboard focus,
 * which stays rendered wherever it is and is scrolled into view when the focus moves to it.
 */
export function useTimeGridViewport({ layout, perColumn, byId, count }: TimeGridLayout) {
  const scrollerRef = useRef<HTMLDivElement>(null);
  const [viewport, setViewport] = useState<Viewport | null>(null);
  useLayoutEffect(() => {
    const element = scrollerRef.current;
    if (!element) return;
    const measure = () => setViewport({ left: element.scrollLeft, top: element.scrollTop, width: element.clientWidth, height: element.clientHeight });
    measure();
    let frame = 0;
    const schedule = () => {
      if (frame === 0) frame = requestAnimationFrame(() => {
        frame = 0;
        measure();
      });
    };
    element.addEventListener('scroll', schedule, { passive: true });
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(schedule);
    observer?.observe(element);
    return () => {
      element.removeEventListener('scroll', schedule);
      observer?.disconnect();
      if (frame) cancelAnimationFrame(frame);
    };
  }, []);

  const [activeId, setActiveId] = useState<number | null>(null);
  const tabbableId = activeId !== null && byId.has(activeId) ? activeId : (perColumn.find((list) => list.length > 0)?.[0]?.event.id ?? null);

  /** Only the blocks in and near the visible area are in the DOM (all of them when nothing is measured). */
  const rendered = useMemo(() => {
    if (!viewport || viewport.width === 0 || count === 0) return layout;
    const columnWidth = Math.max(styles.MIN_COLUMN_PX, (viewport.width - styles.GUTTER_PX) / count);
    const first = Math.max(0, Math.floor(viewport.left / columnWidth) - OVERSCAN_COLUMNS);
    const last = Math.min(count - 1, Math.ceil((viewport.left + viewport.width - styles.GUTTER_PX) / columnWidth) + OVERSCAN_COLUMNS);
    const from = viewport.top / PX - OVERSCAN_MINUTES;
    const to = (viewport.top + viewport.height) / PX + OVERSCAN_MINUTES;
    const seen = (block: PlacedBlock) => block.column >= first && block.column <= last && block.top < to && block.top + block.height > from;
    const blocks: PlacedBlock[] = [];
    for (let column = first; column <= last; column += 1) for (const block of perColumn[column]!) if (block.top < to && block.top + block.height > from) blocks.push(block);
    // The block that holds the keyboard focus stays, wherever it is.
    const kept = tabbableId === null ? undefined : byId.get(tabbableId);
    if (kept && !kept.event.isBackground && !seen(kept)) blocks.push(kept);
    return { blocks, backgrounds: layout.backgrounds.filter(seen) };
  }, [viewport, count, layout, perColumn, tabbableId, byId]);

  /** Moves the keyboard focus to a slot, scrolling it into view (it is rendered as the focus holder). */
  const focusSlot = (id: number) => {
    setActiveId(id);
    const block = byId.get(id);
    const scroller = scrollerRef.current;
    if (block && scroller && scroller.clientWidth > 0) {
      const columnWidth = Math.max(styles.MIN_COLUMN_PX, (scroller.clientWidth - styles.GUTTER_PX) / count);
      const left = block.column * columnWidth;
      if (left < scroller.scrollLeft || left + columnWidth > scroller.scrollLeft + scroller.clientWidth - styles.GUTTER_PX) scroller.scrollLeft = Math.max(0, left - columnWidth);
    }
    requestAnimationFrame(() => {
      const element = scrollerRef.current?.querySelector<HTMLElement>(`[data-slot-id="${id}"]`);
      element?.focus({ preventScroll: false });
    });
  };

  return { scrollerRef, rendered, tabbableId, setActiveId, focusSlot };
}
