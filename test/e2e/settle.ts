// When a screen is drawn: the page is on its path, a heading shows in the main area, nothing says it is
// loading (a « … » status, an aria-busy region) and no error state is left. Used by the every-route crawl
// and the accessibility checks, which must look at a finished screen.
import type { Page } from 'playwright-core';

const SETTLE_MS = 15_000;

export type Outcome = { ok: true } | { ok: false; why: string };

interface ScreenState {
  path: string;
  headings: string[];
  loading: string[];
  /** Regions that say they are loading (aria-busy: a table's next page, the planning's slots). */
  busy: number;
  failed: string[];
}

// Page-side probe, as source text: tsx would add helpers to a function body that the page lacks.
const PROBE = `(() => {
  const main = document.querySelector('main');
  const texts = (selector) => [...(main ? main.querySelectorAll(selector) : [])].map((node) => (node.textContent || '').trim());
  return {
    path: decodeURIComponent(window.location.pathname),
    headings: texts('h1, h2'),
    loading: texts('[role="status"]').filter((text) => text.endsWith('…')),
    busy: main ? main.querySelectorAll('[aria-busy="true"]').length : 0,
    failed: texts('[role="alert"]').filter((text) => text.startsWith('Une erreur est survenue')),
  };
})()`;

/** Waits until the page is on `path` with its screen drawn (a heading, nothing loading) or an error state. */
export async function settledOn(page: Page, path: string): Promise<Outcome> {
  // Polled from here: the app's CSP forbids the page-side eval that waitForFunction's polling uses.
  const expected = decodeURIComponent(path);
  const deadline = Date.now() + SETTLE_MS;
  for (;;) {
    // A page that leaves the app (a full navigation) has no context for a moment: probe again.
    const seen = (await page.evaluate(PROBE).catch(() => null)) as ScreenState | null;
    if (seen === null) {
      if (Date.now() > deadline) return { ok: false, why: `the page kept navigating for ${SETTLE_MS / 1000} s` };
      await page.waitForLoadState('domcontentloaded').catch(() => undefined);
      continue;
    }
    if (seen.path === expected && seen.failed.length > 0) return { ok: false, why: `error state: ${seen.failed.join(' | ')}` };
    if (seen.path === expected && seen.loading.length === 0 && seen.busy === 0 && seen.headings.length > 0) return { ok: true };
    if (Date.now() > deadline) {
      if (seen.path !== expected) return { ok: false, why: `ended on ${seen.path} instead of ${expected}` };
      return { ok: false, why: `no screen after ${SETTLE_MS / 1000} s (headings: ${JSON.stringify(seen.headings)}, loading: ${JSON.stringify(seen.loading)}, busy: ${seen.busy})` };
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Navigates inside the app (as a click on a link does), without reloading the page. */
export async function openInApp(page: Page, url: string): Promise<void> {
  await page.evaluate(`window.history.pushState({}, '', ${JSON.stringify(url)}); window.dispatchEvent(new PopStateEvent('popstate'));`);
}

/** Waits for the running animations (the sidebar's 0.3 s margin, spec part 1 §9) to end. */
export async function animationsDone(page: Page): Promise<void> {
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
}
