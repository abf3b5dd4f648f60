// Scroll-space scaling for virtual lists taller than browsers allow an element to be
// (~17.9M px in Firefox, ~33.5M in Chrome). Past `maxScrollHeight`, the scroll space is
// shrunk and a scroll position maps linearly onto the real (unscaled) content offset.

/** Largest scroll height we let an element take, safely under every browser's cap. */
export const MAX_SCROLL_HEIGHT = 8_000_000;

export interface VirtualScaleInput {
  rowCount: number;
  rowHeight: number;
  viewportHeight: number;
  maxScrollHeight?: number;
}

export interface VirtualScale {
  /** Height of all rows laid end to end. */
  realHeight: number;
  /** Height given to the scroll space (≤ maxScrollHeight). */
  scrollHeight: number;
  /** Real pixels per scroll pixel (1 when no scaling is needed). */
  ratio: number;
  /** Real content offset shown at a scroll position. */
  toReal: (scrollTop: number) => number;
  /** Scroll position showing a real content offset. */
  toScroll: (realOffset: number) => number;
  /** Top of a row inside the scroll space when the element is scrolled to `scrollTop`. */
  rowTop: (index: number, scrollTop: number) => number;
  /** Index of the row at the top of the viewport at `scrollTop`. */
  firstVisibleRow: (scrollTop: number) => number;
}

const clamp = (value: number, min: number, max: number) => Math.min(Math.max(value, min), max);

export function createVirtualScale({ rowCount, rowHeight, viewportHeight, maxScrollHeight = MAX_SCROLL_HEIGHT }: VirtualScaleInput): VirtualScale {
  const realHeight = Math.max(0, rowCount) * rowHeight;
  const scrollHeight = Math.min(realHeight, maxScrollHeight);
  // The ends must meet: the last scroll position shows the last real offset.
  const realRange = Math.max(0, realHeight - viewportHeight);
  const scrollRange = Math.max(0, scrollHeight - viewportHeight);
  const ratio = scrollRange > 0 && realRange > scrollRange ? realRange / scrollRange : 1;
  const toReal = (scrollTop: number) => clamp(scrollTop * ratio, 0, realRange);
  const toScroll = (realOffset: number) => clamp(realOffset / ratio, 0, scrollRange);
  return {
    realHeight,
    scrollHeight,
    ratio,
    toReal,
    toScroll,
    rowTop: (index, scrollTop) => index * rowHeight - toReal(scrollTop) + scrollTop,
    firstVisibleRow: (scrollTop) => (rowCount > 0 ? clamp(Math.floor(toReal(scrollTop) / rowHeight), 0, rowCount - 1) : 0),
  };
}
