/**
 * The reads the first render sends as its components mount leave once its first frame is painted.
 *
 * SWR sends a hook's first read in a layout effect, that is in the render's own task, before the
 * browser can paint: on the first screen, the navbar indicators', the agency selector's and the
 * structure's reads (those main.tsx did not send ahead, see early-reads.ts). Their fetch calls, the
 * browser's request work and the server's answers shared the two cores with the first frame, and
 * nothing on that frame shows their answers: their components show their loading state until they
 * come. Held until the frame is painted, they leave a few milliseconds later and the first screen
 * shows 7–8 ms sooner (docs/decisions.md, « Performance: first load »).
 *
 * Reads sent before the first render (the early reads, the first screen's own) are never held, nor
 * any read once the first frame is painted. A page that never paints (a background tab: no frames)
 * lets its reads go after FIRST_PAINT_HOLD_MAX_MS at the latest.
 */

/** The longest a read waits for the first frame (ms). */
export const FIRST_PAINT_HOLD_MAX_MS = 100;

export interface FirstPaintOptions {
  /** Whether main.tsx has asked for the first render. */
  rendered: () => boolean;
  /** Runs `paint` once the next frame is painted (by default: the next animation frame, then a task). */
  afterNextFrame?: (painted: () => void) => void;
  /** Runs `run` after `ms` (setTimeout by default). */
  later?: (run: () => void, ms: number) => void;
}

const afterNextPaint = (painted: () => void) => requestAnimationFrame(() => setTimeout(painted, 0));
const after = (run: () => void, ms: number) => void setTimeout(run, ms);

/** `fetchImpl`, holding the reads sent between the first render and its first painted frame. */
export function holdUntilFirstPaint(fetchImpl: typeof fetch, { rendered, afterNextFrame = afterNextPaint, later = after }: FirstPaintOptions): typeof fetch {
  let painted = false;
  let firstPaint: Promise<void> | null = null;
  const waitForPaint = () =>
    (firstPaint ??= new Promise<void>((resolve) => {
      const release = () => {
        painted = true;
        resolve();
      };
      afterNextFrame(release);
      later(release, FIRST_PAINT_HOLD_MAX_MS);
    }));
  return (input, init) => {
    if (painted || !rendered() || (init?.method ?? 'GET') !== 'GET') return fetchImpl(input, init);
    return waitForPaint().then(() => fetchImpl(input, init));
  };
}
