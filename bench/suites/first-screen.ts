import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext } from 'playwright-core';
import { hasChromium, launch, signInUi } from '../lib/browser';
import { measureFirstScreen, waterfall, type FirstScreen } from '../lib/first-screen';
import { buildPeer, installPeer, REACT_ADMIN_PEER, startPeerServer } from '../lib/peer';
import { seed } from '../lib/seed';
import { signInToken, startBuiltServer } from '../lib/server';
import { kb, median, round } from '../lib/stats';
import { atLeast, atMost, info, type BenchRow, type Suite } from '../lib/types';

const RUNS = Number(process.env.BENCH_FIRST_SCREEN_RUNS ?? 9);
const LEARNERS = Number(process.env.BENCH_LEARNERS ?? 100_000);
const MANAGER = 'gerant@volant.test';
/** The list request of each app: Volant's learner list and the peer's (same endpoint). */
const LIST_REQUEST = /\/api\/learners\?/;
/** The peer reads its token where its auth provider looks (bench/peer-react-admin/src/hydra.ts). */
const PEER_TOKEN_KEY = 'peer-token';

type Bench = { __bench: { appear(s: string, min?: number): Promise<number>; appearTable(caption: string, row: string): Promise<number> } };

const volantRow = () => (window as unknown as Bench).__bench.appearTable('Apprenants', 'tbody tr a[href^="/apprenants/"]');
const peerRow = () => (window as unknown as Bench).__bench.appear('.RaDatagrid-row');

interface Samples {
  ms: number[];
  bytes: number[];
  steps: number[];
  requests: number[];
  last: FirstScreen | null;
}

const samples = (): Samples => ({ ms: [], bytes: [], steps: [], requests: [], last: null });

function record(into: Samples, run: FirstScreen): void {
  into.ms.push(run.ms);
  into.bytes.push(run.bytes);
  into.steps.push(run.stepsBefore);
  into.requests.push(run.requests.length);
  into.last = run;
}

/**
 * Issue 26: navigation → first learner row on screen, cold HTTP cache, signed in, for Volant and for
 * a react-admin 5 peer (List + Datagrid through a Hydra data provider) against the same server, API
 * and learners, interleaved run by run. Also the bytes moved until the row is on screen and the
 * sequential request steps before the list request leaves.
 */
export const firstScreenSuite: Suite = {
  name: 'first-screen',
  async run({ root, scratch, log }) {
    if (!hasChromium()) {
      log('  Chromium not found: the first-screen figures are not measured.');
      return [];
    }
    installPeer(root, REACT_ADMIN_PEER, log);
    const peerDist = await buildPeer(root, REACT_ADMIN_PEER);
    const varDir = join(scratch, 'first-screen');
    mkdirSync(varDir, { recursive: true });
    log(`  seeding ${LEARNERS} learners…`);
    await seed(root, varDir, ['--learners', String(LEARNERS)]);
    const server = await startBuiltServer(root, varDir, { VOLANT_TOKEN_TTL: '3600' });
    const peer = await startPeerServer(peerDist, server.url);
    const browser = await launch();
    const contexts: BrowserContext[] = [];
    try {
      const signIn = await browser.newContext({ locale: 'fr-FR' });
      await signInUi(await signIn.newPage(), server.url, MANAGER);
      const storageState = await signIn.storageState();
      await signIn.close();
      const viewport = { width: 1400, height: 900 };
      const volantContext = await browser.newContext({ locale: 'fr-FR', storageState, viewport });
      const peerContext = await browser.newContext({ locale: 'fr-FR', viewport });
      contexts.push(volantContext, peerContext);
      const token = await signInToken(server.url, MANAGER);
      await peerContext.addInitScript({ content: `localStorage.setItem(${JSON.stringify(PEER_TOKEN_KEY)}, ${JSON.stringify(token)});` });

      // One warm-up each (the server's first reads, Chromium's first compile of each script), then interleaved runs.
      await measureFirstScreen(volantContext, `${server.url}/apprenants`, volantRow, LIST_REQUEST);
      await measureFirstScreen(peerContext, `${peer.url}/#/learners`, peerRow, LIST_REQUEST);
      const volant = samples();
      const other = samples();
      for (let run = 0; run < RUNS; run += 1) {
        record(volant, await measureFirstScreen(volantContext, `${server.url}/apprenants`, volantRow, LIST_REQUEST));
        record(other, await measureFirstScreen(peerContext, `${peer.url}/#/learners`, peerRow, LIST_REQUEST));
      }
      log(`  Volant: ${volant.ms.map((t) => round(t, 0)).join(', ')} ms; react-admin: ${other.ms.map((t) => round(t, 0)).join(', ')} ms`);
      if (volant.last) log(`  Volant's last load:\n${waterfall(volant.last.requests).join('\n')}`);
      if (other.last) log(`  react-admin's last load:\n${waterfall(other.last.requests).join('\n')}`);

      const volantMs = median(volant.ms);
      const peerMs = median(other.ms);
      const note = `cold cache, median of ${RUNS} interleaved runs`;
      const rows: BenchRow[] = [
        atMost('first-screen', 'Volant: navigation → first learner row (signed in)', round(volantMs, 0), 800, 'ms', `${LEARNERS} learners, ${note}`),
        info('first-screen', 'react-admin peer: navigation → first learner row', round(peerMs, 0), 'ms', note),
        atLeast('first-screen', 'Volant speed / react-admin speed (peer time ÷ Volant time)', round(peerMs / volantMs, 2), 2, '×', note),
        atMost('first-screen', 'Volant: bytes moved until the first row', kb(median(volant.bytes)), 160, 'KB', `${median(volant.requests)} requests, headers included`),
        info('first-screen', 'react-admin peer: bytes moved until the first row', kb(median(other.bytes)), 'KB', `${median(other.requests)} requests, headers included`),
        atMost('first-screen', 'Volant: sequential request steps before /learners leaves', median(volant.steps), 4, 'steps', 'critical chain from the document'),
        info('first-screen', 'react-admin peer: sequential request steps before /learners leaves', median(other.steps), 'steps'),
      ];
      return rows;
    } finally {
      for (const context of contexts) await context.close();
      await browser.close();
      await peer.stop();
      await server.stop();
    }
  },
};
