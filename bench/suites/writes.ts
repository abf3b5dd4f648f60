import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { seed } from '../lib/seed';
import { signInToken, startBuiltServer, type BenchServer } from '../lib/server';
import { median, round } from '../lib/stats';
import { atLeast, info, type BenchRow, type Suite } from '../lib/types';

const LEARNERS = Number(process.env.BENCH_LEARNERS ?? 100_000);
const DURATION_S = Number(process.env.BENCH_WRITE_DURATION ?? 4);
/** Floor and API runs alternate this many times (the machine is shared: one run can meet a busy moment). */
const ROUNDS = Number(process.env.BENCH_WRITE_ROUNDS ?? 3);
/** Each side first runs this long unmeasured, so both are measured with their code optimised by the JIT. */
const WARM_UP_S = 1;
const CONCURRENCY = 32;
/** Distinct rows written in turn, spread over the structures (each client rarely meets another's row). */
const ROWS_PER_STRUCTURE = 512;
/** One manager per structure of the demo data set. */
const MANAGERS = ['gerant@volant.test', 'gerant@port.test'];
const PG_URL = process.env.BENCH_DATABASE_URL;
const PG_DATABASE = 'volant_bench_writes';

/** A learner row to write and the token of its structure's manager. */
interface Target {
  id: number;
  token: string;
}

interface Throughput {
  rps: number;
  errors: number;
  p99: number;
}

/** Autocannon over `targets` in turn: each request writes the next row (PATCH `path(id)` with `body`). */
async function writeLoad(base: string, targets: readonly Target[], path: (id: number) => string, body: unknown, duration = DURATION_S): Promise<Throughput> {
  let next = 0;
  const payload = JSON.stringify(body);
  const result = await autocannon({
    url: base,
    connections: CONCURRENCY,
    duration,
    requests: [
      {
        method: 'PATCH',
        setupRequest: (request) => {
          const target = targets[next % targets.length]!;
          next += 1;
          return {
            ...request,
            path: path(target.id),
            headers: { ...request.headers, Authorization: `Bearer ${target.token}`, 'Content-Type': 'application/json' },
            body: payload,
          };
        },
      },
    ],
  });
  return { rps: result.requests.average, errors: result.errors + result.non2xx + result.timeouts, p99: result.latency.p99 };
}

/** Learner ids of each structure (first page of its manager's list, any agency), interleaved structure by structure. */
async function targetsOf(server: BenchServer): Promise<Target[]> {
  const perStructure: Target[][] = [];
  for (const manager of MANAGERS) {
    const token = await signInToken(server.url, manager);
    const res = await fetch(`${server.url}/api/learners?page=1&itemsPerPage=${ROWS_PER_STRUCTURE}`, { headers: { Authorization: `Bearer ${token}` } });
    const ids = ((await res.json()) as { 'hydra:member': Array<{ id: number }> })['hydra:member'].map((learner) => learner.id);
    if (ids.length === 0) throw new Error(`no learner for ${manager}`);
    perStructure.push(ids.map((id) => ({ id, token })));
  }
  const longest = Math.max(...perStructure.map((targets) => targets.length));
  return Array.from({ length: longest }, (_, i) => perStructure.map((targets) => targets[i]).filter((t): t is Target => t !== undefined)).flat();
}

/** The floor (bench/lib/floor-server.ts) running in a process of its own, as the server does. */
interface Floor {
  url: string;
  close(): Promise<void>;
}

async function startFloor(root: string, args: string[]): Promise<Floor> {
  const child = spawn(process.execPath, ['--import', 'tsx', join(root, 'bench/lib/floor-server.ts'), ...args], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stderr.on('data', (d: Buffer) => (output += d.toString()));
  const port = await new Promise<number>((resolve, reject) => {
    child.stdout.once('data', (d: Buffer) => resolve(Number(d.toString().trim())));
    child.once('exit', (code) => reject(new Error(`the floor handler stopped (${code}): ${output}`)));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    close: async () => {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      await once(child, 'exit');
    },
  };
}

/** The median throughput and p99 of several runs, and all their errors. */
function summary(runs: readonly Throughput[]): Throughput {
  return { rps: median(runs.map((r) => r.rps)), errors: runs.reduce((sum, r) => sum + r.errors, 0), p99: median(runs.map((r) => r.p99)) };
}

/** The API's learner PATCH over distinct rows of every structure, beside the floor, measured alternately. */
async function measureWrites(server: BenchServer, floor: Floor, database: string, log: (t: string) => void): Promise<BenchRow[]> {
  const targets = await targetsOf(server);
  const body = { phone: '0601020304' };
  const floorLoad = (duration?: number) => writeLoad(floor.url, targets, (id) => `/floor/learners/${id}`, body, duration);
  const apiLoad = (duration?: number) => writeLoad(server.url, targets, (id) => `/api/learners/${id}`, body, duration);
  await floorLoad(WARM_UP_S);
  await apiLoad(WARM_UP_S);
  const floorRuns: Throughput[] = [];
  const apiRuns: Throughput[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    floorRuns.push(await floorLoad());
    apiRuns.push(await apiLoad());
  }
  const floorRun = summary(floorRuns);
  const apiRun = summary(apiRuns);
  const ratio = round((apiRun.rps / floorRun.rps) * 100, 1);
  const runs = (list: Throughput[]) => list.map((r) => round(r.rps, 0)).join(', ');
  log(`  ${database} writes on ${targets.length} rows of ${MANAGERS.length} structures, median of ${ROUNDS} alternated runs:`);
  log(`    API ${round(apiRun.rps, 0)} req/s (${runs(apiRuns)}; p99 ${apiRun.p99} ms, ${apiRun.errors} errors), floor ${round(floorRun.rps, 0)} req/s (${runs(floorRuns)}; p99 ${floorRun.p99} ms, ${floorRun.errors} errors)`);
  const note = `${round(apiRun.rps, 0)} vs ${round(floorRun.rps, 0)} req/s, c=${CONCURRENCY}, ${targets.length} rows of ${MANAGERS.length} structures${apiRun.errors ? `, ${apiRun.errors} errors` : ''}`;
  const row = atLeast('writes', `${database} learner PATCH on distinct rows vs floor handler`, ratio, 40, '%', note);
  return [{ ...row, pass: row.pass && apiRun.errors === 0 && floorRun.errors === 0 }];
}

/**
 * Fiscal throughput of one structure: payments of 0.01 € on distinct invoices of the same structure.
 * The NF525 chain serialises a structure's fiscal events by design (each event hashes the previous
 * one), so this is reported per structure, beside the budgets, not against the floor.
 */
async function fiscalPerStructure(server: BenchServer, log: (t: string) => void): Promise<BenchRow> {
  const token = await signInToken(server.url, MANAGERS[0]!);
  const auth = { Authorization: `Bearer ${token}` };
  const res = await fetch(`${server.url}/api/accounting/invoices?page=1&itemsPerPage=200&status[]=5`, { headers: auth });
  const invoices = ((await res.json()) as { 'hydra:member': Array<{ id: number }> })['hydra:member'].map((invoice) => invoice.id);
  if (invoices.length === 0) throw new Error('no unpaid invoice to pay');
  const paidOn = new Date().toISOString().slice(0, 10);
  let next = 0;
  const result = await autocannon({
    url: `${server.url}/api/accounting/payments`,
    connections: CONCURRENCY,
    duration: DURATION_S,
    requests: [
      {
        method: 'POST',
        setupRequest: (request) => {
          const invoice = invoices[next % invoices.length]!;
          next += 1;
          return {
            ...request,
            headers: { ...request.headers, ...auth, 'Content-Type': 'application/json' },
            body: JSON.stringify({ invoice: `/api/accounting/invoices/${invoice}`, amount: 0.01, method: 'cash', paidOn }),
          };
        },
      },
    ],
  });
  const errors = result.errors + result.non2xx + result.timeouts;
  log(`  fiscal events of one structure: ${round(result.requests.average, 0)} payments/s over ${invoices.length} invoices, p99 ${result.latency.p99} ms, ${errors} errors`);
  return info('writes', 'fiscal events of one structure (payments, NF525 chain serialised)', round(result.requests.average, 0), 'req/s', `${invoices.length} invoices, c=${CONCURRENCY}${errors ? `, ${errors} errors` : ''}`);
}

async function withPostgresDatabase<T>(url: string, run: (databaseUrl: string) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS ${PG_DATABASE}`);
    await admin.query(`CREATE DATABASE ${PG_DATABASE}`);
    const target = new URL(url);
    target.pathname = `/${PG_DATABASE}`;
    return await run(target.toString());
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${PG_DATABASE} WITH (FORCE)`).catch(() => undefined);
    await admin.end();
  }
}

/**
 * Issue 26, point 5: writes as a back office makes them — 32 clients on distinct learner rows of
 * several structures — against a floor handler measured in the same run (bare Hono, the same driver,
 * the same statement); budget ≥ 40 % of the floor on SQLite and, with BENCH_DATABASE_URL, on
 * PostgreSQL. The per-structure fiscal throughput is reported apart.
 */
export const writesSuite: Suite = {
  name: 'writes',
  async run({ root, scratch, log }) {
    const rows: BenchRow[] = [];
    const varDir = join(scratch, 'writes');
    mkdirSync(varDir, { recursive: true });
    const seedArgs = ['--learners', String(LEARNERS), '--invoices', '2000'];
    log(`  seeding ${LEARNERS} learners and 2000 invoices…`);
    await seed(root, varDir, seedArgs);
    const server = await startBuiltServer(root, varDir, { VOLANT_TOKEN_TTL: '3600' });
    const floor = await startFloor(root, ['sqlite', join(varDir, 'volant.sqlite')]);
    try {
      rows.push(...(await measureWrites(server, floor, 'SQLite', log)));
      rows.push(await fiscalPerStructure(server, log));
    } finally {
      await floor.close();
      await server.stop();
    }
    if (!PG_URL) {
      log('  BENCH_DATABASE_URL not set: the PostgreSQL write figures are skipped.');
      return rows;
    }
    await withPostgresDatabase(PG_URL, async (databaseUrl) => {
      const pgDir = join(scratch, 'writes-pg');
      mkdirSync(pgDir, { recursive: true });
      log('  seeding the same volumes on PostgreSQL…');
      const previous = process.env.DATABASE_URL;
      process.env.DATABASE_URL = databaseUrl;
      try {
        await seed(root, pgDir, seedArgs);
      } finally {
        if (previous === undefined) delete process.env.DATABASE_URL;
        else process.env.DATABASE_URL = previous;
      }
      const pgServer = await startBuiltServer(root, pgDir, { VOLANT_TOKEN_TTL: '3600', DATABASE_URL: databaseUrl });
      // The same number of connections as the server's pool (VOLANT_PG_POOL_SIZE, 10 by default).
      const pgFloor = await startFloor(root, ['postgres', databaseUrl, process.env.VOLANT_PG_POOL_SIZE ?? '10']);
      try {
        rows.push(...(await measureWrites(pgServer, pgFloor, 'PostgreSQL', log)));
      } finally {
        await pgFloor.close();
        await pgServer.stop();
      }
    });
    return rows;
  },
};
