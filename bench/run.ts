// `npm run bench`: builds, runs every suite, prints one table (figure, budget, measured, pass/fail),
// stores each suite's rows in bench/results/latest.json and regenerates the table of
// docs/performance.md from it. Benchmarks, not tests: medians and same-run ratios.
//   npm run bench                  every suite
//   npm run bench -- api startup   only these suites
//   npm run bench -- cli           `volant smoke` against the local server (≤ 10 s)
//   npm run bench -- first-screen  Volant's first signed-in screen beside the react-admin peer's
//   npm run bench -- planning-week the planning week at a large school and the extreme case beside a FullCalendar peer
//   npm run bench -- writes        learner writes on distinct rows of two structures vs a floor handler
//   npm run bench -- lighthouse    Lighthouse mobile and desktop on the login page and the learner list
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { docBlock, formatTable, mergeResults, writeDocTable, type Results, type SuiteResult } from './lib/report';
import { round } from './lib/stats';
import type { BenchRow, Suite } from './lib/types';
import { apiSuite } from './suites/api';
import { browserSuite } from './suites/browser';
import { bundlesSuite } from './suites/bundles';
import { cliSuite } from './suites/cli';
import { clusterSuite } from './suites/cluster';
import { embedsSuite } from './suites/embeds';
import { firstScreenSuite } from './suites/first-screen';
import { lighthouseSuite } from './suites/lighthouse';
import { planningWeekSuite } from './suites/planning-week';
import { startupSuite } from './suites/startup';
import { writesSuite } from './suites/writes';

const SUITES: Suite[] = [bundlesSuite, embedsSuite, startupSuite, apiSuite, clusterSuite, cliSuite, browserSuite, planningWeekSuite, firstScreenSuite, writesSuite, lighthouseSuite];

const root = fileURLToPath(new URL('..', import.meta.url));
const wanted = process.argv.slice(2);
const suites = wanted.length ? SUITES.filter((s) => wanted.includes(s.name)) : SUITES;
const log = (text: string) => process.stderr.write(`${text}\n`);

log('▶ production build');
const build = spawnSync(process.execPath, ['build.mjs', '--quiet'], { cwd: root, stdio: 'inherit' });
if (build.status !== 0) process.exit(1);

const scratch = mkdtempSync(join(tmpdir(), 'volant-bench-'));
const rows: BenchRow[] = [];
const failures: string[] = [];
const run: Results = {};
const started = Date.now();
try {
  for (const suite of suites) {
    log(`▶ ${suite.name}`);
    const suiteStarted = Date.now();
    const result: SuiteResult = { date: new Date().toISOString(), durationS: 0, loadAverage: round(loadavg()[0]!, 1), rows: [] };
    try {
      result.rows = await suite.run({ root, scratch, log });
    } catch (error) {
      result.failure = error instanceof Error ? error.message : String(error);
      failures.push(`${suite.name}: ${result.failure}`);
      log(`✖ ${suite.name} could not run: ${result.failure}`);
    }
    result.durationS = Math.round((Date.now() - suiteStarted) / 1000);
    run[suite.name] = result;
    rows.push(...result.rows);
  }
} finally {
  rmSync(scratch, { recursive: true, force: true });
}

console.log(formatTable(rows));
const merged = mergeResults(join(root, 'bench/results/latest.json'), run);
writeDocTable(root, docBlock(merged, SUITES.map((suite) => suite.name)));
log(`\n${rows.filter((r) => r.pass).length}/${rows.length} budgets met in ${Math.round((Date.now() - started) / 1000)} s; bench/results/latest.json and docs/performance.md written.`);
process.exit(failures.length > 0 || rows.some((r) => !r.pass) ? 1 : 0);
