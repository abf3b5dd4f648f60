import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import autocannon from 'autocannon';
import { Hono } from 'hono';
import { freePort, signInToken, startBuiltServer } from '../lib/server';
import { round } from '../lib/stats';
import { atLeast, atMost, type BenchRow, type Suite } from '../lib/types';

const LEARNERS = Number(process.env.BENCH_LEARNERS ?? 100_000);
const DURATION_S = Number(process.env.BENCH_DURATION ?? 8);
const CONCURRENCY = 32;

interface Load {
  p50: number;
  p99: number;
  rps: number;
  errors: number;
}

async function load(url: string, headers: Record<string, string> = {}, requests?: autocannon.Request[]): Promise<Load> {
  const result = await autocannon({ url, connections: CONCURRENCY, duration: DURATION_S, headers, ...(requests ? { requests } : {}) });
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

async function seedLearners(root: string, varDir: string, count: number): Promise<number> {
  const started = performance.now();
  const child = spawn(process.execPath, [join(root, 'dist/cli/volant.js'), 'seed', '--learners', String(count)], {
    cwd: root,
    env: { ...process.env, VOLANT_VAR_DIR: varDir },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (d: Buffer) => (stderr += d.toString()));
  const [code] = (await once(child, 'exit')) as [number];
  if (code !== 0) throw new Error(`volant seed failed: ${stderr.slice(-500)}`);
  return performance.now() - started;
}

/** API latency and throughput at concurrency 32 on a database of 100 000 learners (SQLite). */
export const apiSuite: Suite = {
  name: 'api',
  async run({ root, scratch, log }) {
    const varDir = join(scratch, 'api');
    mkdirSync(varDir, { recursive: true });
    log(`  seeding ${LEARNERS} learners…`);
    const seedMs = await seedLearners(root, varDir, LEARNERS);
    const rows: BenchRow[] = [atMost('api', `seed ${LEARNERS} learners`, round(seedMs / 1000, 1), 60, 's')];

    const server = await startBuiltServer(root, varDir, { VOLANT_TOKEN_TTL: '3600' });
    const bare = await bareHono();
    try {
      const token = await signInToken(server.url, 'gerant@volant.test');
      const auth = { Authorization: `Bearer ${token}` };
      const baseline = await load(bare.url);
      log(`  bare Hono: ${round(baseline.rps, 0)} req/s`);
      const search = await load(`${server.url}/api/learners?page=1&itemsPerPage=10&archived=0&simplesearch=martin`, auth);
      log(`  learners search: p50 ${search.p50} ms, p99 ${search.p99} ms, ${round(search.rps, 0)} req/s, ${search.errors} errors`);
      const note = `c=${CONCURRENCY}, ${DURATION_S} s, ${search.errors} errors`;
      rows.push(atMost('api', 'GET /learners?simplesearch p99', search.p99, 25, 'ms', note));
      rows.push(atLeast('api', 'learners search throughput vs bare Hono', round((search.rps / baseline.rps) * 100, 1), 25, '%', `${round(search.rps, 0)} vs ${round(baseline.rps, 0)} req/s`));
    } finally {
      await bare.close();
      await server.stop();
    }
    return rows;
  },
};
