// Runs Volant's test suites with node's test runner (npm test).
//
//   npm test                     every suite: unit, modules, server, then cli and e2e (browser)
//   npm test -- test/server      only the files whose path starts with one of the arguments
//
// Phases: (0) the type check, `tsc --noEmit -p .` over the whole project (tsconfig.json: src, server, cli,
// embeds, test, bench), whatever files are selected: tsx strips types without checking them, so this is
// where a type error fails the run (its errors printed, counted as one failing test); (1) every selected non-e2e file on SQLite, in parallel; (2) the selected test/server files
// again against PostgreSQL when DATABASE_URL_TEST is set; (3) when cli, cluster or e2e files are
// selected, one production build, then test/cli (they spawn the built `volant`), then test/cluster
// (built instances over a PostgreSQL cluster of their own: only where PostgreSQL's binaries are
// installed, skipped loudly otherwise), then test/e2e one file at a time. The output ends with the summary lines of
// node's test runner, totalled over the phases; the exit code is non-zero on any failure.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const root = fileURLToPath(new URL('..', import.meta.url));
const TEST_FILE = /\.test\.tsx?$/;
const E2E_DIR = 'test/e2e/';
const CLI_DIR = 'test/cli/';
const SERVER_DIR = 'test/server/';
const CLUSTER_DIR = 'test/cluster/';
const REGISTER = 'test/setup/register.mjs';
const SUMMARY_KEYS = ['tests', 'suites', 'pass', 'fail', 'cancelled', 'skipped', 'todo', 'duration_ms'];
const SUMMARY_LINE = new RegExp(`^[ℹ#] (${SUMMARY_KEYS.join('|')}) ([\\d.]+)$`);
const ANSI = /\x1b\[[0-9;]*m/g;
const color = process.stdout.isTTY && !process.env.NO_COLOR;
const paint = (code, text) => (color ? `\x1b[${code}m${text}\x1b[0m` : text);

/** Same rule as chromiumPath() in test/e2e/harness.ts. */
const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const concurrency = Number(process.env.TEST_CONCURRENCY) || availableParallelism();
/**
 * How long one unit or API test file may run: a bound that catches a hang, not a speed budget (speed
 * is the bench's): the fuzzing and registry-wide suites take minutes on a loaded 2-core machine.
 */
const FILE_TIMEOUT_MS = 300_000;

function testFiles() {
  return readdirSync(`${root}/test`, { recursive: true })
    .map((path) => `test/${String(path).replaceAll('\\', '/')}`)
    .filter((path) => TEST_FILE.test(path))
    .sort();
}

function selectFiles(all, args) {
  const prefixes = args.map((arg) => arg.replaceAll('\\', '/').replace(/^\.\//, '').replace(/\/$/, ''));
  return prefixes.length === 0 ? all : all.filter((file) => prefixes.some((prefix) => file.startsWith(prefix)));
}

function banner(text) {
  console.log(paint('1', `\n▶ ${text}`));
}

/** Runs node (with tsx) and echoes its output, keeping the test runner's summary numbers. */
function runNode(args, env) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, args, { cwd: root, env, stdio: ['inherit', 'pipe', 'inherit'] });
    const summary = {};
    let pending = '';
    child.stdout.on('data', (chunk) => {
      process.stdout.write(chunk);
      const lines = (pending + chunk.toString('utf8')).split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) {
        const match = SUMMARY_LINE.exec(line.replace(ANSI, '').trim());
        if (match) summary[match[1]] = Number(match[2]);
      }
    });
    child.on('close', (code, signal) => resolve({ ok: code === 0 && signal === null, summary }));
  });
}

function testArgs(files, { concurrency: n, timeoutMs }) {
  return [
    '--import', 'tsx',
    ...(existsSync(`${root}/${REGISTER}`) ? ['--import', `./${REGISTER}`] : []),
    '--test',
    `--test-concurrency=${n}`,
    `--test-timeout=${timeoutMs}`,
    '--test-force-exit',
    '--test-reporter=spec',
    '--test-reporter-destination=stdout',
    ...files,
  ];
}

function childEnv(overrides) {
  const env = { ...process.env, VOLANT_TEST_RUN: RUN_TAG, ...overrides };
  if (color && env.FORCE_COLOR === undefined) env.FORCE_COLOR = '1';
  for (const [key, value] of Object.entries(env)) if (value === undefined) delete env[key];
  return env;
}

function loudWarning(text) {
  const bar = '!'.repeat(Math.min(100, text.length + 8));
  console.log(paint('1;33', `\n${bar}\n!!! ${text} !!!\n${bar}`));
}

/**
 * This run's tag: the test apps name their PostgreSQL schemas `volant_test_<tag>_…`
 * (test/server/helpers.ts), so that this run drops its own schemas and never those of another run
 * using the same database at the same time.
 */
const RUN_TAG = randomBytes(4).toString('hex');

/** Drops the schemas this run's test apps left on PostgreSQL. */
async function dropTestSchemas(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query(`select nspname from pg_namespace where nspname like $1`, [`volant\\_test\\_${RUN_TAG}\\_%`]);
    for (const { nspname } of rows) await client.query(`drop schema "${nspname}" cascade`);
  } finally {
    await client.end();
  }
}

// ---------------------------------------------------------------------------------------------

const startedAt = performance.now();
const args = process.argv.slice(2);
const selected = selectFiles(testFiles(), args);
if (selected.length === 0) {
  console.error(`No test file matches ${args.join(' ')}`);
  process.exit(1);
}
const e2eFiles = selected.filter((file) => file.startsWith(E2E_DIR));
const cliFiles = selected.filter((file) => file.startsWith(CLI_DIR));
const clusterFiles = selected.filter((file) => file.startsWith(CLUSTER_DIR));
const mainFiles = selected.filter((file) => !file.startsWith(E2E_DIR) && !file.startsWith(CLI_DIR) && !file.startsWith(CLUSTER_DIR));
const serverFiles = mainFiles.filter((file) => file.startsWith(SERVER_DIR));
const postgresUrl = process.env.DATABASE_URL_TEST;
const browserMissing = e2eFiles.length > 0 && !existsSync(chromium);
/** Same rule as findPostgresBin() in test/cluster/postgres.ts. */
const PG_ROOT = '/usr/lib/postgresql';
const postgresBinaries = existsSync(PG_ROOT) && readdirSync(PG_ROOT).some((version) => existsSync(`${PG_ROOT}/${version}/bin/postgres`));
const clusterMissing = clusterFiles.length > 0 && !postgresBinaries;
const clusterWarning = `CLUSTER TESTS SKIPPED: no PostgreSQL binaries under ${PG_ROOT}/*/bin (apt-get install -y postgresql; .ci/run does)`;
const browserWarning = `BROWSER TESTS SKIPPED: Chromium not found at ${chromium} (apt-get install -y chromium, or set CHROMIUM_PATH)`;

const runs = [];

/** Phase 0: the type checker over the whole project; counted as one test in the summary. */
async function typeCheck() {
  banner('type check: tsc --noEmit -p . (the whole project)');
  const tsc = fileURLToPath(new URL('../node_modules/typescript/bin/tsc', import.meta.url));
  const { ok } = await runNode([tsc, '--noEmit', '-p', '.'], childEnv({}));
  console.log(ok ? paint('32', '✔ no type error') : paint('1;31', '✖ type errors (above): fix them, `npx tsc --noEmit -p .` lists them'));
  return { label: 'types', ok, summary: { tests: 1, pass: ok ? 1 : 0, fail: ok ? 0 : 1 } };
}
runs.push(await typeCheck());
// The reliability and security suites write their figures here (test/reliability/figures.ts).
const FIGURES_DIR = `${root}/test-results/reliability`;
rmSync(FIGURES_DIR, { recursive: true, force: true });

/** Prints the figures the reliability and security suites of this run saved, and their totals. */
function printFigures() {
  if (!existsSync(FIGURES_DIR)) return;
  const reports = readdirSync(FIGURES_DIR).filter((name) => name.endsWith('.json')).sort()
    .map((name) => JSON.parse(readFileSync(`${FIGURES_DIR}/${name}`, 'utf8')));
  if (reports.length === 0) return;
  const keys = ['requests', 'faults', 'badInputs', 'dataLost', 'leaks'];
  const labels = { requests: 'requêtes envoyées', faults: 'pannes injectées', badInputs: 'entrées hostiles', dataLost: 'données perdues', leaks: 'fuites' };
  const total = Object.fromEntries(keys.map((key) => [key, reports.reduce((n, r) => n + (r.figures[key] ?? 0), 0)]));
  console.log(paint('1', '\n── fiabilité et sécurité : chiffres ──'));
  for (const r of reports) console.log(`  ${`${r.label} [${r.database}]`.padEnd(58)} ${keys.map((key) => `${key} ${r.figures[key]}`).join(', ')}`);
  const bad = total.dataLost > 0 || total.leaks > 0;
  console.log(paint(bad ? '1;31' : '1;32', `  total : ${keys.map((key) => `${labels[key]} ${total[key]}`).join(', ')}`));
}

if (mainFiles.length > 0) {
  banner(`${mainFiles.length} test file(s) on SQLite, concurrency ${concurrency}`);
  const run = await runNode(testArgs(mainFiles, { concurrency, timeoutMs: FILE_TIMEOUT_MS }), childEnv({ DATABASE_URL_TEST: undefined }));
  runs.push({ label: 'SQLite', ...run });
}

if (serverFiles.length > 0 && postgresUrl) {
  // test/server/helpers.ts gives every app its own schema, so the files may run in parallel.
  banner(`${serverFiles.length} API test file(s) again on PostgreSQL (DATABASE_URL_TEST), concurrency ${concurrency}`);
  await dropTestSchemas(postgresUrl);
  const run = await runNode(testArgs(serverFiles, { concurrency, timeoutMs: FILE_TIMEOUT_MS }), childEnv({}));
  await dropTestSchemas(postgresUrl);
  runs.push({ label: 'PostgreSQL', ...run });
} else if (serverFiles.length > 0) {
  console.log('\nℹ PostgreSQL run skipped: DATABASE_URL_TEST is not set (.ci/run sets it).');
}

if (e2eFiles.length > 0 || cliFiles.length > 0 || clusterFiles.length > 0) {
  if (browserMissing) loudWarning(browserWarning);
  if (clusterMissing) loudWarning(clusterWarning);
  banner('production build for the CLI, cluster and browser tests (node build.mjs --quiet)');
  const build = await runNode(['build.mjs', '--quiet'], childEnv({}));
  if (!build.ok) {
    console.log(paint('1;31', '\n✖ the build failed: CLI and browser tests not run'));
    runs.push({ label: 'build', ok: false, summary: { fail: 1 } });
  } else {
    if (cliFiles.length > 0) {
      banner(`${cliFiles.length} CLI test file(s) against the built volant, concurrency ${concurrency}`);
      const run = await runNode(testArgs(cliFiles, { concurrency, timeoutMs: 300_000 }), childEnv({ DATABASE_URL_TEST: undefined }));
      runs.push({ label: 'CLI', ...run });
    }
    if (clusterFiles.length > 0 && !clusterMissing) {
      banner(`${clusterFiles.length} cluster test file(s): built instances over a throw-away PostgreSQL, one at a time`);
      const run = await runNode(testArgs(clusterFiles, { concurrency: 1, timeoutMs: 300_000 }), childEnv({ DATABASE_URL_TEST: undefined }));
      runs.push({ label: 'cluster', ...run });
    }
    if (e2eFiles.length > 0) {
      banner(`${e2eFiles.length} browser test file(s), one at a time`);
      const run = await runNode(testArgs(e2eFiles, { concurrency: 1, timeoutMs: 300_000 }), childEnv({}));
      runs.push({ label: 'browser', ...run });
    }
  }
}

const ok = runs.every((run) => run.ok);
printFigures();
if (browserMissing) loudWarning(browserWarning);
if (clusterMissing) loudWarning(clusterWarning);
const totals = Object.fromEntries(SUMMARY_KEYS.map((key) => [key, runs.reduce((n, run) => n + (run.summary[key] ?? 0), 0)]));
totals.duration_ms = Math.round(performance.now() - startedAt);
console.log(paint('1', `\n── all runs (${runs.map((run) => `${run.label}: ${run.ok ? 'ok' : 'FAILED'}`).join(', ')}) ──`));
for (const key of SUMMARY_KEYS) console.log(`ℹ ${key} ${totals[key]}`);
process.exit(ok ? 0 : 1);
