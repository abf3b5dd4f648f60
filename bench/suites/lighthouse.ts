import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS } from '../../test/e2e/chromium';
import { CHROMIUM, hasChromium, signInUi } from '../lib/browser';
import { installBenchPackage } from '../lib/install';
import { seed } from '../lib/seed';
import { freePort, startBuiltServer } from '../lib/server';
import { atLeast, info, type BenchRow, type Suite } from '../lib/types';

const LIGHTHOUSE_DIR = 'bench/lighthouse';
const LEARNERS = Number(process.env.BENCH_LEARNERS ?? 100_000);
const MANAGER = 'gerant@volant.test';

/** The part of Lighthouse's answer the suite reads (its own types live in the bench-only package). */
interface LighthouseResult {
  lhr: {
    categories: Record<string, { score: number | null }>;
    audits?: Record<string, { displayValue?: string }>;
    finalDisplayedUrl: string;
    runtimeError?: { code: string; message: string };
  };
}
type RunLighthouse = (url: string, flags: Record<string, unknown>, config?: unknown) => Promise<LighthouseResult | undefined>;
interface LighthouseModule {
  default: RunLighthouse;
  desktopConfig: unknown;
}

const score = (result: LighthouseResult | undefined, category: string) => Math.round((result?.lhr.categories[category]?.score ?? 0) * 100);

/**
 * Issue 26: Lighthouse (performance and accessibility, mobile and desktop) on the login page and on
 * the signed-in learner list (100 000 learners), each from a cold HTTP cache. Chromium is the
 * system's (/usr/bin/chromium) launched headless with a DevTools port; the session lives in the
 * browser's default profile, which Lighthouse keeps (`disableStorageReset`) — only the HTTP cache is
 * cleared before each run. Budgets: mobile performance ≥ 90 on the learner list, accessibility 100.
 */
/** The performance score's metrics (simulated), for the log: what to work on when the score is low. */
const METRICS = ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'speed-index', 'cumulative-layout-shift'];
function metrics(result: LighthouseResult | undefined): string {
  const audits = result?.lhr.audits ?? {};
  return METRICS.map((id) => `${id.replace(/-/g, ' ')} ${audits[id]?.displayValue ?? '—'}`).join(', ');
}

export const lighthouseSuite: Suite = {
  name: 'lighthouse',
  async run({ root, scratch, log }) {
    if (!hasChromium()) {
      log('  Chromium not found: Lighthouse is not run.');
      return [];
    }
    installBenchPackage(root, LIGHTHOUSE_DIR, 'lighthouse', log);
    const lighthouse = (await import(pathToFileURL(join(root, LIGHTHOUSE_DIR, 'node_modules/lighthouse/core/index.js')).href)) as LighthouseModule;
    const varDir = join(scratch, 'lighthouse');
    mkdirSync(varDir, { recursive: true });
    log(`  seeding ${LEARNERS} learners…`);
    await seed(root, varDir, ['--learners', String(LEARNERS)]);
    const server = await startBuiltServer(root, varDir, { VOLANT_TOKEN_TTL: '3600' });
    const port = await freePort();
    const profile = mkdtempSync(join(scratch, 'lighthouse-profile-'));
    const context = await chromium.launchPersistentContext(profile, {
      executablePath: CHROMIUM,
      headless: true,
      locale: 'fr-FR',
      args: [...CHROMIUM_ARGS, `--remote-debugging-port=${port}`],
    });
    const rows: BenchRow[] = [];
    try {
      const page = context.pages()[0] ?? (await context.newPage());
      const cdp = await context.newCDPSession(page);
      const audit = async (label: string, url: string) => {
        for (const [formFactor, config] of [['mobile', undefined], ['desktop', lighthouse.desktopConfig]] as const) {
          const run = async () => {
            await cdp.send('Network.clearBrowserCache');
            return lighthouse.default(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'], disableStorageReset: true }, config);
          };
          let result = await run();
          // A run Lighthouse itself could not complete (a runtime error such as NO_FCP on a loaded
          // machine: no metric at all, score 0) measured nothing: it is said and run once more.
          if (result?.lhr.runtimeError) {
            log(`  ${label}, ${formFactor}: Lighthouse could not measure (${result.lhr.runtimeError.code}): run again`);
            result = await run();
          }
          const performance = score(result, 'performance');
          const accessibility = score(result, 'accessibility');
          // A page that sent Lighthouse elsewhere (the login screen for a lost session) was not audited.
          const shown = result?.lhr.finalDisplayedUrl ?? '';
          const audited = new URL(shown || 'about:blank').pathname === new URL(url).pathname;
          log(`  ${label}, ${formFactor}: performance ${performance}, accessibility ${accessibility} (${shown}); ${metrics(result)}`);
          const note = audited ? undefined : `ended on ${shown}`;
          const performanceRow = label === 'learner list' && formFactor === 'mobile'
            ? atLeast('lighthouse', `${label} (signed in), ${formFactor}: performance`, performance, 90, 'points', note)
            : info('lighthouse', `${label}, ${formFactor}: performance`, performance, 'points', note);
          const accessibilityRow = atLeast('lighthouse', `${label}, ${formFactor}: accessibility`, accessibility, 100, 'points', note);
          rows.push({ ...performanceRow, pass: performanceRow.pass && audited }, { ...accessibilityRow, pass: accessibilityRow.pass && audited });
        }
      };
      await audit('login page', `${server.url}/auth/login?loggedOut=1`);
      await signInUi(page, server.url, MANAGER);
      await audit('learner list', `${server.url}/apprenants`);
    } finally {
      await context.close();
      await server.stop();
      rmSync(profile, { recursive: true, force: true });
    }
    return rows;
  },
};
