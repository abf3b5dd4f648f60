import type { Browser, BrowserContext, CDPSession, Page } from 'playwright-core';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, chromiumPath, hasChromium } from '../../test/e2e/chromium';

export { hasChromium };
export const CHROMIUM = chromiumPath();

export function launch(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM, headless: true, args: [...CHROMIUM_ARGS, '--enable-precise-memory-info', '--js-flags=--expose-gc'] });
}

export interface LongTask {
  start: number;
  duration: number;
}

/**
 * Installed before any page script: long-task and long-animation-frame observers (buffered), and
 * `__bench` helpers that resolve on the animation frame where a selector first matches or where the
 * number of matches stops changing, i.e. when the result is on screen.
 */
function observers() {
  const w = window as unknown as Record<string, unknown>;
  const longTasks: { start: number; duration: number }[] = [];
  const frames: { start: number; duration: number; blocking: number }[] = [];
  w.__longTasks = longTasks;
  w.__frames = frames;
  try {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) longTasks.push({ start: e.startTime, duration: e.duration });
    }).observe({ type: 'longtask', buffered: true });
  } catch {
    // not supported
  }
  try {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) frames.push({ start: e.startTime, duration: e.duration, blocking: (e as unknown as { blockingDuration: number }).blockingDuration });
    }).observe({ type: 'long-animation-frame', buffered: true });
  } catch {
    // not supported
  }
  w.__bench = {
    /** Frame time at which `selector` matches at least `min` elements. */
    appear: (selector: string, min = 1) =>
      new Promise<number>((resolve) => {
        const tick = () => (document.querySelectorAll(selector).length >= min ? resolve(performance.now()) : requestAnimationFrame(tick));
        tick();
      }),
    /** Frame time at which the table captioned `caption` shows a row matching `row`. */
    appearTable: (caption: string, row: string) =>
      new Promise<number>((resolve) => {
        const tick = () => {
          const table = [...document.querySelectorAll('main table')].find((t) => t.querySelector('caption')?.textContent === caption);
          if (table?.querySelector(row)) resolve(performance.now());
          else requestAnimationFrame(tick);
        };
        tick();
      }),
    /** Frame time of the last change of the number of `selector` matches, once stable for `quietMs`. */
    settle: (selector: string, quietMs: number) =>
      new Promise<{ count: number; at: number }>((resolve) => {
        let last = -1;
        let changedAt = performance.now();
        const tick = () => {
          const count = document.querySelectorAll(selector).length;
          const now = performance.now();
          if (count !== last) {
            last = count;
            changedAt = now;
          }
          if (count > 0 && now - changedAt >= quietMs) resolve({ count, at: changedAt });
          else requestAnimationFrame(tick);
        };
        tick();
      }),
    /** In-app navigation (the app's history follows popstate like the back button). */
    go: (path: string) => {
      history.pushState(null, '', path);
      dispatchEvent(new PopStateEvent('popstate', { state: null }));
    },
  };
}

export async function instrumentedPage(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  // tsx keeps function names with an `__name` helper: give the page one, for this script and for
  // the callbacks the suites pass to page.evaluate.
  await page.addInitScript({ content: `globalThis.__name = globalThis.__name || ((f) => f); (${observers.toString()})();` });
  return page;
}

export const longTasksSince = (page: Page, since: number) =>
  page.evaluate((from) => (window as unknown as { __longTasks: LongTask[] }).__longTasks.filter((t) => t.start >= from), since);

export const longFramesSince = (page: Page, since: number) =>
  page.evaluate((from) => (window as unknown as { __frames: LongTask[] }).__frames.filter((t) => t.start >= from), since);

/** JS heap in use after two forced collections (CDP HeapProfiler + Performance.getMetrics). */
export async function heapAfterGc(cdp: CDPSession): Promise<number> {
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.collectGarbage');
  const { metrics } = await cdp.send('Performance.getMetrics');
  return metrics.find((m) => m.name === 'JSHeapUsedSize')?.value ?? Number.NaN;
}

/**
 * The V8 heap of a heap snapshot in two parts (bytes, self sizes; Blink's native objects left out,
 * as JSHeapUsedSize leaves them out): `code` is DevTools' « Code » category (snapshot nodes of type
 * `code`: bytecode, baseline and optimised machine code, feedback vectors, function and scope infos),
 * `objects` everything else (objects, arrays, strings, closures, hidden classes).
 *
 * The part that separates a leak from the JIT: V8 compiles a function to machine code once it has
 * run often enough, so functions that run once per screen visit keep being optimised for dozens of
 * rounds of navigation — `code` grows by megabytes while `objects` stays flat. Data kept alive by the
 * app (a cache that only grows, listeners not removed) is in `objects`.
 */
export interface HeapSplit {
  objects: number;
  code: number;
}

interface HeapSnapshotJson {
  snapshot: { meta: { node_fields: string[]; node_types: unknown[] } };
  nodes: number[];
}

export function splitHeapSnapshot(snapshot: HeapSnapshotJson): HeapSplit {
  const fields = snapshot.snapshot.meta.node_fields;
  const types = snapshot.snapshot.meta.node_types[0] as string[];
  const stride = fields.length;
  const typeAt = fields.indexOf('type');
  const sizeAt = fields.indexOf('self_size');
  const code = types.indexOf('code');
  const native = types.indexOf('native');
  const split: HeapSplit = { objects: 0, code: 0 };
  for (let i = 0; i < snapshot.nodes.length; i += stride) {
    const type = snapshot.nodes[i + typeAt];
    const size = snapshot.nodes[i + sizeAt]!;
    if (type === code) split.code += size;
    else if (type !== native) split.objects += size;
  }
  return split;
}

/** A heap snapshot (taken after a full collection), split by `splitHeapSnapshot`. */
export async function heapSnapshotSplit(cdp: CDPSession): Promise<HeapSplit> {
  await cdp.send('HeapProfiler.enable');
  const chunks: string[] = [];
  const onChunk = ({ chunk }: { chunk: string }) => void chunks.push(chunk);
  cdp.on('HeapProfiler.addHeapSnapshotChunk', onChunk);
  try {
    await cdp.send('HeapProfiler.collectGarbage');
    await cdp.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false });
  } finally {
    cdp.off('HeapProfiler.addHeapSnapshotChunk', onChunk);
    await cdp.send('HeapProfiler.disable');
  }
  return splitHeapSnapshot(JSON.parse(chunks.join('')) as HeapSnapshotJson);
}

/**
 * Scrolls the first element matching `selector` like a brisk wheel or trackpad: `stepPx` per animation
 * frame for `frames` frames, then drags to the very end (the scrollbar thumb to the bottom). The
 * scroll range is read once, so the bench itself forces no layout. Returns the largest number of
 * `rowSelector` elements seen.
 */
export function scrollThrough(page: Page, selector: string, frames: number, stepPx: number, rowSelector: string) {
  return page.evaluate(
    ([sel, count, step, rows]) =>
      new Promise<{ started: number; maxRows: number }>((resolve) => {
        const viewport = document.querySelector(sel as string) as HTMLElement;
        const range = viewport.scrollHeight - viewport.clientHeight;
        const started = performance.now();
        let frame = 0;
        let maxRows = 0;
        const seen = () => (maxRows = Math.max(maxRows, viewport.querySelectorAll(rows as string).length));
        const tick = () => {
          frame += 1;
          viewport.scrollTop = Math.min(range, (step as number) * frame);
          seen();
          if (frame < (count as number)) requestAnimationFrame(tick);
          else
            requestAnimationFrame(() => {
              viewport.scrollTop = range;
              setTimeout(() => {
                seen();
                resolve({ started, maxRows });
              }, 500);
            });
        };
        requestAnimationFrame(tick);
      }),
    [selector, frames, stepPx, rowSelector] as const,
  );
}

/** Signs in through the reference SSO pages like a user (see test/e2e/harness.ts). */
export async function signInUi(page: Page, baseUrl: string, email: string, password = 'volant-demo'): Promise<void> {
  await page.goto(`${baseUrl}/auth/login`);
  await page.waitForURL(/\/sso\/login/);
  await page.getByLabel('Adresse e-mail').fill(email);
  await page.getByLabel('Mot de passe').fill(password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/sso') && !url.pathname.startsWith('/auth/loading'));
  await page.waitForFunction(() => Object.values(localStorage).some((value) => value.includes('"refresh_token"')));
  // The missing-items modal is dismissed once for good (remembered in local storage).
  const understood = page.getByRole('button', { name: 'J’ai compris' });
  if (await understood.waitFor({ state: 'visible', timeout: 3000 }).then(() => true, () => false)) await understood.click();
}
