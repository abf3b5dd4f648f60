import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContext, CDPSession, Page } from 'playwright-core';
import { hasChromium, heapAfterGc, heapSnapshotSplit, instrumentedPage, launch, longFramesSince, longTasksSince, scrollThrough, signInUi, type HeapSplit, type LongTask } from '../lib/browser';
import { seed } from '../lib/seed';
import { signInToken, startBuiltServer, type BenchServer } from '../lib/server';
import { median, round } from '../lib/stats';
import { atMost, info, type BenchRow } from '../lib/types';
import type { Suite } from '../lib/types';

const RUNS = 5;
/** Scrolling like a brisk wheel: 120 px (3 learner rows) per frame for 5 s, then a drag to the end. */
const SCROLL_FRAMES = 300;
const SCROLL_STEP_PX = 120;
const LEARNERS = Number(process.env.BENCH_LEARNERS ?? 100_000);
const SLOTS = 2_000;
const SITUATIONS = Number(process.env.BENCH_SITUATIONS ?? 200_000);
/** The heap window after warm-up; the issue asks for 5 minutes, the default keeps `npm run bench` under 10. */
const HEAP_SECONDS = Number(process.env.BENCH_HEAP_SECONDS ?? 60);
const MANAGER = 'gerant@volant.test';
/** Every area's screens without a parameter, visited in turn for the heap figure. */
const AREAS = [
  '/', '/apprenants', '/groupes', '/organismes', '/suivi-demandes', '/avis-certifiés', '/pieces-comptables/devis', '/pieces-comptables/factures',
  '/pieces-comptables/contrat', '/pieces-comptables', '/planning', '/configuration/configuration-planning', '/configuration/facturation',
  '/configuration/produits-prestations', '/ants', '/livret-numerique', '/utilisateurs', '/agence', '/tva', '/ressources', '/ressources-type',
  '/push-kopilote', '/profile', '/accounting', '/data',
];
/** A row of the learner list (the table captioned « Apprenants »). */
const LEARNER_TABLE = 'Apprenants';
const LEARNER_ROW = 'tbody tr a[href^="/apprenants/"]';
const LIST_ROW = '[role="list"] [role="listitem"]';

type Bench = { __bench: { appear(s: string, min?: number): Promise<number>; appearTable(caption: string, row: string): Promise<number>; go(p: string): void } };

const maxDuration = (tasks: LongTask[]) => tasks.reduce((max, task) => Math.max(max, task.duration), 0);
const pad = (n: number) => String(n).padStart(2, '0');
const isoDay = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;

async function benchAgendas(server: BenchServer): Promise<number[]> {
  const token = await signInToken(server.url, MANAGER);
  const res = await fetch(`${server.url}/api/plannings/agendas?simplesearch=Banc&itemsPerPage=100`, { headers: { Authorization: `Bearer ${token}` } });
  const body = (await res.json()) as { 'hydra:member': Array<{ id: number }> };
  const ids = body['hydra:member'].map((a) => a.id);
  if (ids.length !== 20) throw new Error(`expected the 20 « Banc d’essai » agendas, found ${ids.length}`);
  return ids;
}

/** Login screen, cold cache: navigation start → its button on screen. */
async function loginCold(browser: Browser, url: string): Promise<number[]> {
  const samples: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const context = await browser.newContext({ locale: 'fr-FR' });
    const page = await instrumentedPage(context);
    await page.goto(`${url}/auth/login?loggedOut=1`);
    samples.push(await page.evaluate(() => (window as unknown as Bench).__bench.appear('main button, button')));
    await context.close();
  }
  return samples;
}

/** Learner list: in-app navigation from the home page → first rows on screen; and a cold full load. */
async function learnerList(context: BrowserContext, url: string): Promise<{ spa: number[]; cold: number[] }> {
  const spa: number[] = [];
  const cold: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const page = await instrumentedPage(context);
    await page.goto(`${url}/apprenants`);
    cold.push(await page.evaluate(([caption, row]) => (window as unknown as Bench).__bench.appearTable(caption, row), [LEARNER_TABLE, LEARNER_ROW] as const));
    await page.close();
    const home = await instrumentedPage(context);
    await home.goto(`${url}/`);
    await home.waitForLoadState('networkidle');
    spa.push(
      await home.evaluate(
        async ([caption, row]) => {
          const { __bench: b } = window as unknown as Bench;
          const started = performance.now();
          b.go('/apprenants');
          return (await b.appearTable(caption, row)) - started;
        },
        [LEARNER_TABLE, LEARNER_ROW] as const,
      ),
    );
    await home.close();
  }
  return { spa, cold };
}

/** A virtualised list: row elements in the DOM and the longest task while scrolling it to the end. */
async function scrollList(page: Page): Promise<{ rows: number; longest: number; longestFrame: number; reachedEnd: boolean; total: number }> {
  const viewport = '[role="list"][tabindex="0"]';
  await page.waitForSelector(LIST_ROW, { timeout: 120_000 });
  const total = await page.evaluate((sel) => Number(document.querySelector(`${sel} [role="listitem"]`)?.getAttribute('aria-setsize') ?? 0), viewport);
  const initialRows = await page.evaluate((sel) => document.querySelectorAll(sel).length, LIST_ROW);
  await page.waitForTimeout(300);
  const scroll = await scrollThrough(page, viewport, SCROLL_FRAMES, SCROLL_STEP_PX, '[role="listitem"]');
  const reachedEnd = await page.evaluate((n) => document.querySelector(`[role="listitem"][aria-posinset="${n}"]`) !== null, total);
  return {
    rows: Math.max(initialRows, scroll.maxRows),
    longest: maxDuration(await longTasksSince(page, scroll.started)),
    longestFrame: maxDuration(await longFramesSince(page, scroll.started)),
    reachedEnd,
    total,
  };
}

interface HeapPoint {
  /** JSHeapUsedSize after forced collections: objects and V8's compiled code. */
  used: number;
  split: HeapSplit;
}

const heapPoint = async (cdp: CDPSession): Promise<HeapPoint> => ({ used: await heapAfterGc(cdp), split: await heapSnapshotSplit(cdp) });
const mb = (bytes: number) => round(bytes / 1e6, 2);

/**
 * JS heap after warm-up vs after `HEAP_SECONDS` more of in-app navigation across every area. The
 * figure is the growth of the heap without V8's compiled code (see `HeapSplit`): in-use size also
 * counts the machine code of functions the JIT keeps optimising round after round (+1.5 MB over
 * 60 s while objects stayed flat), which is not memory the app keeps.
 */
async function heapGrowth(context: BrowserContext, url: string, log: (t: string) => void): Promise<{ before: HeapPoint; after: HeapPoint; rounds: number }> {
  // A page without the bench's observers: their entry arrays would grow with every navigation.
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable');
  await page.goto(`${url}/`);
  await page.waitForLoadState('networkidle');
  const visit = async (path: string) => {
    await page.evaluate((p) => {
      history.pushState(null, '', p);
      dispatchEvent(new PopStateEvent('popstate', { state: null }));
    }, path);
    await page.waitForLoadState('networkidle').catch(() => undefined);
    await page.waitForTimeout(150);
  };
  // Two warm-up rounds: every screen's chunk, references and SWR entries are then in memory.
  for (let round = 0; round < 2; round += 1) for (const path of AREAS) await visit(path);
  await visit('/');
  const before = await heapPoint(cdp);
  const until = performance.now() + HEAP_SECONDS * 1000;
  let rounds = 0;
  while (performance.now() < until) {
    for (const path of AREAS) await visit(path);
    rounds += 1;
  }
  await visit('/');
  const after = await heapPoint(cdp);
  log(`  heap in use: ${mb(before.used)} MB after warm-up, ${mb(after.used)} MB after ${rounds} more rounds`);
  log(`  of which objects ${mb(before.split.objects)} → ${mb(after.split.objects)} MB, compiled code ${mb(before.split.code)} → ${mb(after.split.code)} MB`);
  await page.close();
  return { before, after, rounds };
}

/**
 * The browser figures (Chromium on loopback, medians of 5): login and learner list loads, the
 * 5000-row learner list and the 200 000 situations (row elements, long tasks while scrolling) and
 * the JS heap after navigating across all areas. The planning week is the planning-week suite's.
 */
export const browserSuite: Suite = {
  name: 'browser',
  async run({ root, scratch, log }) {
    if (!hasChromium()) {
      log('  Chromium not found: the browser figures are not measured.');
      return [];
    }
    const varDir = join(scratch, 'browser');
    mkdirSync(varDir, { recursive: true });
    log(`  seeding ${LEARNERS} learners and ${SLOTS} slots…`);
    await seed(root, varDir, ['--learners', String(LEARNERS), '--slots', String(SLOTS)]);
    const rows: BenchRow[] = [];
    /** One figure's measurement: a failure is reported as a failed row and the others still run. */
    const section = async (figure: string, measure: () => Promise<void>) => {
      try {
        await measure();
      } catch (error) {
        const message = error instanceof Error ? error.message.split('\n')[0]! : String(error);
        log(`  ✖ ${figure}: ${message}`);
        rows.push({ suite: 'browser', figure, budget: 'runs', measured: 0, unit: '', pass: false, note: message.slice(0, 120) });
      }
    };
    const env = { VOLANT_TOKEN_TTL: '3600', VOLANT_JWT_SECRET: randomBytes(32).toString('hex') };
    const browser = await launch();
    let server = await startBuiltServer(root, varDir, env);
    try {
      const agendas = await benchAgendas(server);
      await section('login screen', async () => {
        const login = await loginCold(browser, server.url);
        log(`  login screen: ${login.map((t) => round(t, 0)).join(', ')} ms`);
        rows.push(info('browser', 'login screen: navigation → on screen (cold cache)', round(median(login), 0), 'ms', `median of ${RUNS}`));
      });

      const signIn = await browser.newContext({ locale: 'fr-FR' });
      await signInUi(await signIn.newPage(), server.url, MANAGER);
      const storageState = await signIn.storageState();
      await signIn.close();
      const context = await browser.newContext({ locale: 'fr-FR', storageState, viewport: { width: 1400, height: 900 } });

      await section('learner list', async () => {
        const learners = await learnerList(context, server.url);
        log(`  learner list: in-app ${learners.spa.map((t) => round(t, 0)).join(', ')} ms; cold ${learners.cold.map((t) => round(t, 0)).join(', ')} ms`);
        rows.push(atMost('browser', `learner list (${LEARNERS} learners): navigation → first page on screen`, round(median(learners.spa), 0), 300, 'ms', `in-app, median of ${RUNS}`));
        rows.push(info('browser', 'learner list: cold page load → first page on screen', round(median(learners.cold), 0), 'ms', `median of ${RUNS}`));
      });

      await section('5000-row learner list', async () => {
        const full = await instrumentedPage(context);
        await full.goto(`${server.url}/apprenants?itemsPerPage=5000`);
        const list = await scrollList(full);
        await full.close();
        log(`  5000-row list: ${list.total} rows, ${list.rows} row elements, longest task ${round(list.longest, 0)} ms, longest frame ${round(list.longestFrame, 0)} ms`);
        rows.push(atMost('browser', '5000-row learner list: row elements in the DOM', list.rows, 100, 'rows', `${list.total} rows`));
        rows.push(atMost('browser', '5000-row learner list: longest task while scrolling', round(list.longest, 0), 50, 'ms', `${SCROLL_STEP_PX} px/frame × ${SCROLL_FRAMES} then to the end; 0 = no long task; longest animation frame ${round(list.longestFrame, 0)} ms`));
      });

      await section('JS heap', async () => {
        const { before, after, rounds } = await heapGrowth(context, server.url, log);
        const percent = (from: number, to: number) => round(((to - from) / from) * 100, 1);
        const growth = percent(before.split.objects, after.split.objects);
        const note = `${AREAS.length} screens, ${HEAP_SECONDS} s after warm-up (${rounds} rounds); in use incl. code ${percent(before.used, after.used)} %, compiled code ${mb(before.split.code)} → ${mb(after.split.code)} MB`;
        rows.push(atMost('browser', 'JS heap growth after navigating all areas (compiled code excluded)', growth, 10, '%', note));
      });
      await context.close();

      await server.stop();
      log(`  seeding ${SITUATIONS} situations…`);
      await seed(root, varDir, ['--situations', String(SITUATIONS)]);
      server = await startBuiltServer(root, varDir, env);
      // Seeding again re-creates the demo sessions: sign in anew on the restarted server.
      const situationsContext = await browser.newContext({ locale: 'fr-FR', viewport: { width: 1400, height: 900 } });
      await section(`${SITUATIONS} situations`, async () => {
        await signInUi(await situationsContext.newPage(), server.url, MANAGER);
        const page = await instrumentedPage(situationsContext);
        await page.goto(`${server.url}/planning?onglet=situations&date=${isoDay(new Date())}&agendas=${agendas.join(',')}`);
        const situations = await scrollList(page);
        log(`  situations: ${situations.total} rows, ${situations.rows} row elements, last row reached ${situations.reachedEnd}, longest task ${round(situations.longest, 0)} ms`);
        rows.push(atMost('browser', `${SITUATIONS} situations: row elements in the DOM`, situations.rows, 100, 'rows', `${situations.total} rows`));
        const smooth = atMost('browser', `${SITUATIONS} situations: longest task scrolling to the last row`, round(situations.longest, 0), 50, 'ms', situations.reachedEnd ? 'last row reached' : 'last row NOT reached');
        rows.push({ ...smooth, pass: smooth.pass && situations.reachedEnd });
      });
      await situationsContext.close();
    } finally {
      await browser.close();
      await server.stop();
    }
    return rows;
  },
};
