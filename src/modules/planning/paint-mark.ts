import { useEffect } from 'react';

// Performance marks read by the benchmarks. Apart from hooks.ts so that the grids (also rendered by
// the public planning embed) do not bundle the calendar's data hooks.

/**
 * Marks `name` in the performance timeline, keeping only the latest mark of that name: the browser
 * keeps user-timing marks until they are cleared, so two marks per calendar paint piled up for the
 * life of the page.
 */
export function mark(name: string): void {
  if (typeof performance === 'undefined' || typeof performance.mark !== 'function') return;
  if (typeof performance.clearMarks === 'function') performance.clearMarks(name);
  performance.mark(name);
}

/** Marks `volant:planning:painted` once the calendar painted what its data became (read by the benchmarks). */
export function usePaintMark(dependency: unknown): void {
  useEffect(() => {
    if (typeof requestAnimationFrame === 'undefined') return;
    const frame = requestAnimationFrame(() => mark('volant:planning:painted'));
    return () => cancelAnimationFrame(frame);
  }, [dependency]);
}
