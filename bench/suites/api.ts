import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import autocannon from 'autocannon';
import { Hono } from 'hono';
import pg from 'pg';
import { seed } from '../lib/seed';
import { freePort, signInToken, startBuiltServer, type BenchServer } from '../lib/server';
import { median, round } from '../lib/stats';
import { atLeast, atMost, info, type BenchRow, type Suite } from '../lib/types';

const LEARNERS = Number(process.env.BENCH_LEARNERS ?? 100_000);
const BILLS = Number(process.env.BENCH_BILLS ?? 50_000);
const SLOTS = Number(process.env.BENCH_SLOTS ?? 200_000);
const DURATION_S = Number(process.env.BENCH_DURATION ?? 8);
/** Seconds per endpoint of the per-area table (16 endpoints per database). */
const AREA_DURATION_S = Number(process.env.BENCH_AREA_DURATION ?? 3);
const CONCURRENCY = 32;
/** PostgreSQL for the same figures: a database `volant_bench` is created on that server, then dropped. */
const PG_URL = process.env.BENCH_DATABASE_URL;
const PG_DATABASE = 'volant_bench';

interface Load {
  p50: number;
  p99: number;
  rps: number;
  errors: number;
}

interface Call {
  area: string;
  kind: 'list' | 'search' | 'item' | 'write';
  path: string;
  method?: 'GET' | 'PATCH' | 'POST';
  body?: unknown;
}

async function load(url: string, headers: Record<string, string> = {}, duration = DURATION_S, method: Call['method'] = 'GET', body?: unknown): Promise<Load> {
  const result = await autocannon({
    url,
    connections: CONCURRENCY,
    duration,
    method,
    headers: body === undefined ? headers : { ...headers, 'Content-Type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return {
    p50: result.latency.p50,
    p99: result.latency.p99,
    rps: result.requests.average,
    errors: result.errors + result.non2xx + result.timeouts,
  };
}

/** A bare Hono endpoint measured in the same run: the baseline the API's throughput is compared with. */
async function bareHono(): Promise<{ url: string; close(): Promise<void> }> {
  const port = await freePort();
  const app = new Hono().get('/bare', (c) => c.json({ ok: true }));
  const server = serve({ fetch: app.fetch, port });
  await once(server, 'listening');
  return { url: `http://127.0.0.1:${port}/bare`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

/** Resident memory of a process (Linux /proc), in MB; NaN elsewhere. */
function rssMb(pid: number | undefined): number {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? Number.NaN) / 1024;
  } catch {
    return Number.NaN;
  }
}

const pad = (n: number) => String(n).padStart(2, '0');
const isoDay = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;

/** The list, search, item and write call of each area, on ids read from the seeded database. */
async function areaCalls(api: string, auth: Record<string, string>): Promise<Call[]> {
  const first = async (path: string) => {
    const res = await fetch(`${api}${path}`, { headers: auth });
    const body = (await res.json()) as { 'hydra:member'?: Array<{ id: number }> };
    const id = body['hydra:member']?.[0]?.id;
    if (id === undefined) throw new Error(`no row for ${path}`);
    return id;
  };
  const agendasRes = await fetch(`${api}/plannings/agendas?simplesearch=Banc&itemsPerPage=100`, { headers: auth });
  const agendas = ((await agendasRes.json()) as { 'hydra:member': Array<{ id: number }> })['hydra:member'].map((a) => a.id);
  const monday = new Date();
  monday.setDate(monday.getDate() - ((monday.getDay() + 6) % 7));
  const sunday = new Date(monday);
  sunday.setDate(sunday.getDate() + 6);
  const week = `${agendas.map((id) => `agenda[]=${id}`).join('&')}&date[after]=${isoDay(monday)}&date[before]=${isoDay(sunday)}`;
  const learner = await first('/learners?page=1&itemsPerPage=1&archived=0');
  const quotation = await first('/accounting/quotations?page=1&itemsPerPage=1&status[]=1');
  const invoice = await first('/accounting/invoices?page=1&itemsPerPage=1&status[]=5');
  const slot = await first(`/plannings/slots?itemsPerPage=1&page=1&${week}`);
  return [
    { area: 'learners', kind: 'list', path: '/learners?page=1&itemsPerPage=10&archived=0' },
    { area: 'learners', kind: 'search', path: '/learners?page=1&itemsPerPage=10&archived=0&simplesearch=martin' },
    { area: 'learners', kind: 'item', path: `/learners/${learner}` },
    { area: 'learners', kind: 'write', path: `/learners/${learner}`, method: 'PATCH', body: { phone: '0601020304' } },
    { area: 'quotations', kind: 'list', path: '/accounting/quotations?page=1&itemsPerPage=10' },
    { area: 'quotations', kind: 'search', path: '/accounting/quotations?page=1&itemsPerPage=10&simplesearch=martin' },
    { area: 'quotations', kind: 'item', path: `/accounting/quotations/${quotation}` },
    { area: 'quotations', kind: 'write', path: `/accounting/quotations/${quotation}`, method: 'PATCH', body: { title: 'Forfait permis B' } },
    { area: 'invoices', kind: 'list', path: '/accounting/invoices?page=1&itemsPerPage=10' },
    { area: 'invoices', kind: 'search', path: '/accounting/invoices?page=1&itemsPerPage=10&simplesearch=martin' },
    { area: 'invoices', kind: 'item', path: `/accounting/invoices/${invoice}` },
    { area: 'invoices', kind: 'write', path: '/accounting/payments', method: 'POST', body: { invoice: `/api/accounting/invoices/${invoice}`, amount: 0.01, method: 'cash', paidOn: isoDay(new Date()) } },
    // The first page, like the other areas' lists: the week view's 5000-slot answer is the browser suite's.
    { area: 'planning', kind: 'list', path: `/plannings/slots?itemsPerPage=10&page=1&${week}` },
    { area: 'planning', kind: 'search', path: `/plannings/slots?itemsPerPage=10&page=1&slotLearners.learner=${learner}` },
    { area: 'planning', kind: 'item', path: `/plannings/slots/${slot}` },
    { area: 'planning', kind: 'write', path: `/plannings/slots/${slot}`, method: 'PATCH', body: { comment: 'Banc d’essai' } },
  ];
}

/**
 * The median time of one read answered afresh (`Cache-Control: no-cache` skips the server's answer
 * cache), one request at a time: what a read costs when it is not a repeat.
 */
async function uncachedMedian(url: string, auth: Record<string, string>, times = 15): Promise<number> {
  const durations: number[] = [];
  for (let i = 0; i < times; i += 1) {
    const started = performance.now();
    const res = await fetch(url, { headers: { ...auth, 'Cache-Control': 'no-cache' } });
    await res.arrayBuffer();
    durations.push(performance.now() - started);
  }
  return round(median(durations), 1);
}

/**
 * Every area's calls at c32 on one database: rows for the table, with the server's peak RSS. Each call
 * is compared with the bare Hono endpoint measured just before it, so a machine busier or quieter for
 * a minute moves both figures alike instead of the ratio.
 */
async function measureAreas(server: BenchServer, database: string, bareUrl: string, log: (t: string) => void): Promise<BenchRow[]> {
  const token = await signInToken(server.url, 'gerant@volant.test');
  const auth = { Authorization: `Bearer ${token}` };
  const calls = await areaCalls(`${server.url}/api`, auth);
  const rows: BenchRow[] = [];
  let peak = rssMb(server.process.pid);
  const sampler = setInterval(() => (peak = Math.max(peak, rssMb(server.process.pid))), 200);
  try {
    for (const call of calls) {
      await drained(`${server.url}/api${calls[2]!.path}`, auth);
      const fresh = call.method === undefined ? `, uncached ${await uncachedMedian(`${server.url}/api${call.path}`, auth)} ms` : '';
      const baseline = await load(bareUrl, {}, AREA_DURATION_S);
      const result = await load(`${server.url}/api${call.path}`, auth, AREA_DURATION_S, call.method, call.body);
      const ratio = round((result.rps / baseline.rps) * 100, 1);
      const figures = `p50 ${result.p50} ms, p99 ${result.p99} ms, ${round(result.rps, 0)} vs ${round(baseline.rps, 0)} req/s${fresh}`;
      log(`  ${database} ${call.area} ${call.kind}: ${figures} (${ratio} %), ${result.errors} errors`);
      const label = `${database} ${call.area} ${call.kind} vs bare Hono`;
      const note = `${figures}${result.errors ? `, ${result.errors} errors` : ''}`;
      // 32 clients writing one row measure its lock, not the product: the writes' budget is the writes
      // suite's (distinct rows of several structures against a floor doing the same statement, issue 26).
      const row = call.kind === 'write' ? info('api', label, ratio, '%', `${note}; budget: writes suite`) : atLeast('api', label, ratio, 25, '%', note);
      rows.push({ ...row, pass: row.pass && result.errors === 0 });
    }
  } finally {
    clearInterval(sampler);
  }
  rows.push(info('api', `${database} server RSS under load (peak)`, round(peak, 0), 'MB', `c=${CONCURRENCY}, every call above`));
  return rows;
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
 * Waits until the server answers one item read, afresh, quickly again: a slow endpoint's backlog is
 * drained in the server and in the database (PostgreSQL keeps running the queries of requests the
 * load tool has given up on, and the next figure would pay for them).
 */
async function drained(probe: string, auth: Record<string, string>): Promise<void> {
  const until = performance.now() + 60_000;
  while (performance.now() < until) {
    const started = performance.now();
    try {
      await (await fetch(probe, { headers: { ...auth, 'Cache-Control': 'no-cache' } })).arrayBuffer();
      if (performance.now() - started < 50) return;
    } catch {
      // keep waiting
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

const SEED_ARGS = ['--learners', String(LEARNERS), '--slots', String(SLOTS), '--quotations', String(BILLS), '--invoices', String(BILLS)];

/**
 * API latency and throughput at concurrency 32 on 100 000 learners, 50 000 quotations and invoices and
 * 200 000 slots: the learners search (budget p99 ≤ 25 ms and ≥ 25 % of a bare Hono endpoint), then the
 * list, search, item and write call of each area against the same baseline, on SQLite and, when
 * BENCH_DATABASE_URL names a PostgreSQL server, on PostgreSQL; server RSS under load.
 */
export const apiSuite: Suite = {
  name: 'api',
  async run({ root, scratch, log }) {
    const varDir = join(scratch, 'api');
    mkdirSync(varDir, { recursive: true });
    log(`  seeding ${LEARNERS} learners, ${SLOTS} slots, ${BILLS} quotations and ${BILLS} invoices…`);
    const seedMs = await seed(root, varDir, SEED_ARGS);
    const rows: BenchRow[] = [atMost('api', `seed ${LEARNERS} learners, ${SLOTS} slots, 2 × ${BILLS} bills`, round(seedMs / 1000, 1), 60, 's')];

    const bare = await bareHono();
    try {
      const server = await startBuiltServer(root, varDir, { VOLANT_TOKEN_TTL: '3600' });
      try {
        const token = await signInToken(server.url, 'gerant@volant.test');
        const auth = { Authorization: `Bearer ${token}` };
        const baseline = await load(bare.url);
        log(`  bare Hono: ${round(baseline.rps, 0)} req/s`);
        const searchUrl = `${server.url}/api/learners?page=1&itemsPerPage=10&archived=0&simplesearch=martin`;
        // Steady state, not the first requests after a start (the startup suite measures those).
        await load(searchUrl, auth, 2);
        const search = await load(searchUrl, auth);
        log(`  learners search: p50 ${search.p50} ms, p99 ${search.p99} ms, ${round(search.rps, 0)} req/s, ${search.errors} errors`);
        const note = `c=${CONCURRENCY}, ${DURATION_S} s, ${search.errors} errors`;
        rows.push(atMost('api', 'GET /learners?simplesearch p99', search.p99, 25, 'ms', note));
        rows.push(atLeast('api', 'learners search throughput vs bare Hono', round((search.rps / baseline.rps) * 100, 1), 25, '%', `${round(search.rps, 0)} vs ${round(baseline.rps, 0)} req/s`));
        rows.push(...(await measureAreas(server, 'SQLite', bare.url, log)));
      } finally {
        await server.stop();
      }

      if (PG_URL) {
        await withPostgresDatabase(PG_URL, async (databaseUrl) => {
          const pgDir = join(scratch, 'api-pg');
          mkdirSync(pgDir, { recursive: true });
          log('  seeding the same volumes on PostgreSQL…');
          const pgSeedMs = await seedWithEnv(root, pgDir, databaseUrl);
          rows.push(info('api', 'PostgreSQL seed (same volumes)', round(pgSeedMs / 1000, 1), 's'));
          const server = await startBuiltServer(root, pgDir, { VOLANT_TOKEN_TTL: '3600', DATABASE_URL: databaseUrl });
          try {
            rows.push(...(await measureAreas(server, 'PostgreSQL', bare.url, log)));
          } finally {
            await server.stop();
          }
        });
      } else {
        log('  BENCH_DATABASE_URL not set: the PostgreSQL figures are skipped.');
      }
    } finally {
      await bare.close();
    }
    return rows;
  },
};

async function seedWithEnv(root: string, varDir: string, databaseUrl: string): Promise<number> {
  const previous = process.env.DATABASE_URL;
  process.env.DATABASE_URL = databaseUrl;
  try {
    return await seed(root, varDir, SEED_ARGS);
  } finally {
    if (previous === undefined) delete process.env.DATABASE_URL;
    else process.env.DATABASE_URL = previous;
  }
}
