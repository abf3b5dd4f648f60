import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { hasChromium, instrumentedPage, launch, longTasksSince, scrollThrough, signInUi } from '../lib/browser';
import { buildPeer, FULLCALENDAR_PEER, installPeer, startPeerServer } from '../lib/peer';
import { seed } from '../lib/seed';
import { signInToken, startBuiltServer, type BenchServer } from '../lib/server';
import { kb, median, round } from '../lib/stats';
import { atLeast, atMost, info, type BenchRow, type Suite } from '../lib/types';

const RUNS = Number(process.env.BENCH_WEEK_RUNS ?? 5);
const MANAGER = 'gerant@volant.test';
const VIEWPORT = { width: 1440, height: 900 };
/** The peer reads its token where bench/peer-fullcalendar/src/main.tsx looks. */
const PEER_TOKEN_KEY = 'peer-token';
/** What each app draws per slot: Volant's blocks, FullCalendar's time grid events. */
const VOLANT_BLOCK = '[data-slot-id]';
const PEER_BLOCK = '.fc-timegrid-event';
/** The week's count of drawn blocks is stable this long: the week is on screen. */
const QUIET_MS = 600;
/** The week's scroller (the element that holds the rows grid). */
const WEEK_SCROLLER = 'div:has(> [role="grid"])';
/** What counts as a DOM row of the week: the agendas' rows and the slot blocks. */
const WEEK_ROWS = '[role="row"], [data-slot-id]';
const SCROLL_FRAMES = 150;
const SCROLL_STEP_PX = 120;

type Bench = { __bench: { settle(s: string, q: number): Promise<{ count: number; at: number }> } };

interface Volume {
  name: string;
  agendas: number[];
  /** Volant's navigation → blocks on screen, ms. */
  budget: number;
}

const pad = (n: number) => String(n).padStart(2, '0');
function mondayOf(d: Date): string {
  const copy = new Date(d);
  copy.setDate(copy.getDate() - ((copy.getDay() + 6) % 7));
  return `${copy.getFullYear()}-${pad(copy.getMonth() + 1)}-${pad(copy.getDate())}`;
}

/** The two volumes' agendas: the large school's 60 (`volant seed --school`) and the 20 « Banc d’essai » (`--slots`, `--situations`). */
async function volumes(server: BenchServer): Promise<Volume[]> {
  const token = await signInToken(server.url, MANAGER);
  const res = await fetch(`${server.url}/api/plannings/agendas?itemsPerPage=500`, { headers: { Authorization: `Bearer ${token}` } });
  const all = ((await res.json()) as { 'hydra:member': Array<{ id: number; name: string }> })['hydra:member'];
  const school = all.filter((a) => /\(\d\d\)$|^Véhicule école \d\d$|^Salle de code \d$/.test(a.name)).map((a) => a.id);
  const bench = all.filter((a) => a.name.startsWith('Banc d’essai')).map((a) => a.id);
  if (school.length !== 60 || bench.length !== 20) throw new Error(`expected 60 school and 20 bench agendas, found ${school.length} and ${bench.length}`);
  return [
    { name: 'large school', agendas: school, budget: 1000 },
    { name: 'extreme case', agendas: bench, budget: 3000 },
  ];
}

interface Load {
  /** Navigation start → the count of blocks stops changing (the request, its decoding and the drawing). */
  ms: number;
  blocks: number;
  /** The slots answers that had arrived then (the shown week's): bytes on the wire, decoded, the longest time to first byte (the server's time, loopback). */
  encoded: number;
  decoded: number;
  serverMs: number;
  /** Bytes on the wire of every slots answer of the load (Volant's whole fetch window), once the network is idle. */
  allEncoded: number;
}

/** Opens `url` in a new page of `context` and waits until the week's blocks are on screen and the network is idle (the page stays open). */
async function load(context: BrowserContext, url: string, block: string): Promise<{ page: Page; load: Load }> {
  const page = await instrumentedPage(context);
  await page.goto(url);
  const settled = await page.evaluate(([selector, quiet]) => (window as unknown as Bench).__bench.settle(selector as string, quiet as number), [block, QUIET_MS] as const);
  await page.waitForLoadState('networkidle');
  const answers = await page.evaluate((at) => {
    const all = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter((e) => e.name.includes('/api/plannings/slots?'));
    const slots = all.filter((e) => e.responseEnd <= at);
    return {
      encoded: slots.reduce((total, e) => total + e.encodedBodySize, 0),
      decoded: slots.reduce((total, e) => total + e.decodedBodySize, 0),
      serverMs: Math.max(0, ...slots.map((e) => e.responseStart - e.requestStart)),
      allEncoded: all.reduce((total, e) => total + e.encodedBodySize, 0),
    };
  }, settled.at);
  return { page, load: { ms: settled.at, blocks: settled.count, ...answers } };
}

interface Runs {
  cold: Load[];
  warm: Load[];
}

/**
 * `RUNS` cold loads (a new browser context each: empty HTTP cache, signed in) and `RUNS` warm ones (a
 * page of a context that has loaded the app once: its scripts cached), for Volant and the peer in turn.
 */
async function measure(browser: Browser, volantUrl: string, peerUrl: string, storageState: Awaited<ReturnType<BrowserContext['storageState']>>, token: string): Promise<{ volant: Runs; peer: Runs }> {
  const volant: Runs = { cold: [], warm: [] };
  const peer: Runs = { cold: [], warm: [] };
  const context = async (app: 'volant' | 'peer') => {
    const created = await browser.newContext({ locale: 'fr-FR', viewport: VIEWPORT, ...(app === 'volant' ? { storageState } : {}) });
    if (app === 'peer') await created.addInitScript({ content: `localStorage.setItem(${JSON.stringify(PEER_TOKEN_KEY)}, ${JSON.stringify(token)});` });
    return created;
  };
  for (let run = 0; run < RUNS; run += 1) {
    for (const [app, url, block, into] of [['volant', volantUrl, VOLANT_BLOCK, volant], ['peer', peerUrl, PEER_BLOCK, peer]] as const) {
      const fresh = await context(app);
      const first = await load(fresh, url, block);
      into.cold.push(first.load);
      await first.page.close();
      const second = await load(fresh, url, block);
      into.warm.push(second.load);
      await second.page.close();
      await fresh.close();
    }
  }
  return { volant, peer };
}

/** The week's DOM rows (agenda rows and slot blocks) at most while scrolling it top to bottom, and the longest task meanwhile. */
async function scrollWeek(context: BrowserContext, url: string): Promise<{ rows: number; longest: number }> {
  const { page } = await load(context, url, VOLANT_BLOCK);
  const initial = await page.evaluate((selector) => document.querySelectorAll(selector).length, WEEK_ROWS);
  const scroll = await scrollThrough(page, WEEK_SCROLLER, SCROLL_FRAMES, SCROLL_STEP_PX, WEEK_ROWS);
  const longest = (await longTasksSince(page, scroll.started)).reduce((max, task) => Math.max(max, task.duration), 0);
  await page.close();
  return { rows: Math.max(initial, scroll.maxRows), longest };
}

const ms = (loads: Load[]) => round(median(loads.map((l) => l.ms)), 0);
const list = (loads: Load[]) => loads.map((l) => round(l.ms, 0)).join(', ');

/**
 * Issue 40: the planning week at a large school (60 agendas, ~1 900 slots a week) and at the bench's
 * extreme case (20 agendas, 2 000 slots this week, 200 000 learner places today), navigation → the
 * week's blocks on screen with the request included, cold and warm, for Volant (« Agendas en lignes »)
 * and for a FullCalendar peer (week time grid, MIT packages) fed by the same API, server and data in
 * the same run; the shown week's answer on the wire and the server's time; DOM rows and the longest
 * task while scrolling the week (once every answer has arrived).
 */
export const planningWeekSuite: Suite = {
  name: 'planning-week',
  async run({ root, scratch, log }) {
    if (!hasChromium()) {
      log('  Chromium not found: the planning week figures are not measured.');
      return [];
    }
    installPeer(root, FULLCALENDAR_PEER, log);
    const peerDist = await buildPeer(root, FULLCALENDAR_PEER);
    const varDir = join(scratch, 'planning-week');
    mkdirSync(varDir, { recursive: true });
    log('  seeding the large school, 2 000 bench slots and 200 000 learner places…');
    await seed(root, varDir, ['--school', '--slots', '2000', '--situations', '200000']);
    const server = await startBuiltServer(root, varDir, { VOLANT_TOKEN_TTL: '3600' });
    const peer = await startPeerServer(peerDist, server.url);
    const browser = await launch();
    const rows: BenchRow[] = [];
    try {
      const signIn = await browser.newContext({ locale: 'fr-FR' });
      await signInUi(await signIn.newPage(), server.url, MANAGER);
      const storageState = await signIn.storageState();
      await signIn.close();
      const token = await signInToken(server.url, MANAGER);
      const monday = mondayOf(new Date());
      for (const volume of await volumes(server)) {
        const agendas = volume.agendas.join(',');
        const volantUrl = `${server.url}/planning?date=${monday}&agendas=${agendas}`;
        const peerUrl = `${peer.url}/?date=${monday}&agendas=${agendas}`;
        const { volant, peer: other } = await measure(browser, volantUrl, peerUrl, storageState, token);
        log(`  ${volume.name}: Volant cold ${list(volant.cold)} ms, warm ${list(volant.warm)} ms; FullCalendar cold ${list(other.cold)} ms, warm ${list(other.warm)} ms`);
        const note = `${volume.agendas.length} agendas, median of ${RUNS}, request included`;
        for (const kind of ['cold', 'warm'] as const) {
          const mine = ms(volant[kind]);
          const theirs = ms(other[kind]);
          rows.push(atMost('planning-week', `${volume.name} week (${kind}): navigation → blocks on screen`, mine, volume.budget, 'ms', `${note}; ${volant[kind].at(-1)!.blocks} blocks in the DOM`));
          rows.push(info('planning-week', `${volume.name} week (${kind}): FullCalendar peer, navigation → blocks on screen`, theirs, 'ms', `${note}; ${other[kind].at(-1)!.blocks} events in the DOM`));
          const ratio = atLeast('planning-week', `${volume.name} week (${kind}): Volant speed / FullCalendar speed`, round(theirs / mine, 2), 2, '×', 'peer time ÷ Volant time, same run');
          rows.push(volume.name === 'large school' ? ratio : { ...ratio, budget: '—', pass: true });
        }
        const last = volant.warm.at(-1)!;
        const answerNote = `${kb(last.decoded)} KB decoded; the whole fetch window (4 weeks, spec part 2 §7, the others after it): ${kb(last.allEncoded)} KB`;
        const answer = `${volume.name}: the shown week's slots answer on the wire`;
        rows.push(volume.name === 'large school' ? atMost('planning-week', answer, kb(last.encoded), 300, 'KB', answerNote) : info('planning-week', answer, kb(last.encoded), 'KB', answerNote));
        const serverMs = round(median(volant.warm.map((l) => l.serverMs)), 0);
        rows.push(volume.name === 'large school' ? atMost('planning-week', `${volume.name}: server time of the slots answer`, serverMs, 200, 'ms', 'time to first byte on loopback, warm, median') : info('planning-week', `${volume.name}: server time of the slots answer`, serverMs, 'ms', 'time to first byte on loopback, warm, median'));
        const context = await browser.newContext({ locale: 'fr-FR', viewport: VIEWPORT, storageState });
        const scroll = await scrollWeek(context, volantUrl);
        await context.close();
        log(`  ${volume.name}: ${scroll.rows} DOM rows at most while scrolling, longest task ${round(scroll.longest, 0)} ms`);
        rows.push(atMost('planning-week', `${volume.name} week: DOM rows (agenda rows + slot blocks) while scrolling`, scroll.rows, 300, 'rows', `${last.blocks} blocks on first screen`));
        rows.push(atMost('planning-week', `${volume.name} week: longest task while scrolling`, round(scroll.longest, 0), 50, 'ms', `${SCROLL_STEP_PX} px/frame × ${SCROLL_FRAMES} then to the end; 0 = no long task`));
      }
    } finally {
      await browser.close();
      await peer.stop();
      await server.stop();
    }
    return rows;
  },
};
