import { useEffect } from 'react';

// Performance marks read by the benchmarks. Apart from hooks.ts so that the grids (also rendered by
// the public planning embed) do not bundle the calendar's data hooks.

export function mark(name: string): void {
  if (typeof performance !== 'undefined' && typeof performance.mark === 'function') performance.mark(name);
}

/** Marks `volant:planning:painted` once the calendar painted what its data became (read by the benchmarks). */
export function usePaintMark(dependency: unknown): void {
  useEffect(() => {
    if (typeof requestAnimationFrame === 'undefined') return;
    const frame = requestAnimationFrame(() => mark('volant:planning:painted'));
    return () => cancelAnimationFrame(frame);
  }, [dependency]);
}
