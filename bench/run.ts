// `npm run bench`: builds, runs every suite, prints one table (figure, budget, measured, pass/fail)
// and writes bench/results/latest.json. Benchmarks, not tests: medians and same-run ratios.
//   npm run bench                  every suite
//   npm run bench -- api startup   only these suites
//   npm run bench -- cli           `volant smoke` against the local server (≤ 10 s)
//   npm run bench -- first-screen  Volant's first signed-in screen beside the react-admin peer's
//   npm run bench -- planning-week the planning week at a large school and the extreme case beside a FullCalendar peer
//   npm run bench -- writes        learner writes on distinct rows of two structures vs a floor handler
//   npm run bench -- lighthouse    Lighthouse mobile and desktop on the login page and the learner list
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
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
const started = Date.now();
try {
  for (const suite of suites) {
    log(`▶ ${suite.name}`);
    try {
      rows.push(...(await suite.run({ root, scratch, log })));
    } catch (error) {
      failures.push(`${suite.name}: ${error instanceof Error ? error.message : String(error)}`);
      log(`✖ ${suite.name} could not run: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
} finally {
  rmSync(scratch, { recursive: true, force: true });
}

const header = ['suite', 'figure', 'budget', 'measured', 'result'];
const lines = rows.map((r) => [r.suite, r.figure + (r.note ? ` (${r.note})` : ''), r.budget, `${r.measured} ${r.unit}`, r.pass ? 'pass' : 'FAIL']);
const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i]!.length)));
const fmt = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i]!)).join(' | ')} |`;
console.log(fmt(header));
console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
for (const line of lines) console.log(fmt(line));
const summary = { date: new Date().toISOString(), durationS: Math.round((Date.now() - started) / 1000), rows, failures };
writeFileSync(join(root, 'bench/results/latest.json'), `${JSON.stringify(summary, null, 2)}\n`);
log(`\n${rows.filter((r) => r.pass).length}/${rows.length} budgets met in ${summary.durationS} s; bench/results/latest.json written.`);
process.exit(failures.length > 0 || rows.some((r) => !r.pass) ? 1 : 0);
