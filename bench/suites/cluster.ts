import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { findPostgresBin, startPostgres } from '../../test/cluster/postgres';
import { startProxy } from '../../test/cluster/proxy';
import { signInToken, startBuiltServer, type BenchServer } from '../lib/server';
import { median, round } from '../lib/stats';
import { atLeast, atMost, info, type BenchRow, type Suite } from '../lib/types';

const DURATION_S = Number(process.env.BENCH_DURATION ?? 8);
const CONCURRENCY = 32;
/** Writes on one instance whose stale window on the other is measured. */
const STALE_SAMPLES = 30;
const DATABASE = 'volant_bench_cluster';

async function readsPerSecond(url: string, token: string, paths: string[]): Promise<{ rps: number; errors: number }> {
  const result = await autocannon({
    url,
    connections: CONCURRENCY,
    duration: DURATION_S,
    headers: { Authorization: `Bearer ${token}`, Accept: 'application/ld+json' },
    requests: paths.map((path) => ({ method: 'GET' as const, path })),
  });
  return { rps: result.requests.average, errors: result.errors + result.non2xx + result.timeouts };
}

/**
 * Milliseconds from a write's answer on `writer` until `reader` answers the written value, for a
 * learner `reader` had cached: how long another instance may serve what was just overwritten.
 */
async function staleWindows(writer: string, reader: string, token: string, learner: number): Promise<number[]> {
  const headers = { Authorization: `Bearer ${token}`, Accept: 'application/ld+json' };
  const path = `/api/learners/${learner}`;
  const windows: number[] = [];
  for (let i = 0; i < STALE_SAMPLES; i += 1) {
    for (let warm = 0; warm < 2; warm += 1) await (await fetch(`${reader}${path}`, { headers })).arrayBuffer();
    const name = `Banccoherence${i}`;
    const write = await fetch(`${writer}${path}`, {
      method: 'PATCH',
      headers: { ...headers, 'Content-Type': 'application/merge-patch+json' },
      body: JSON.stringify({ lastName: name }),
    });
    if (write.status !== 200) throw new Error(`PATCH ${path} → ${write.status}`);
    await write.arrayBuffer();
    const written = performance.now();
    for (;;) {
      const read = (await (await fetch(`${reader}${path}`, { headers })).json()) as { lastName: string };
      if (read.lastName === name) break;
      if (performance.now() - written > 10_000) throw new Error('the other instance never saw the write');
    }
    windows.push(performance.now() - written);
  }
  return windows;
}

/**
 * Two instances over one PostgreSQL (a throw-away cluster, as test/cluster uses) behind a round-robin
 * proxy: reads at concurrency 32 through the proxy over both instances against one instance behind
 * the same proxy (same run), and the stale window on one instance after a write on the other.
 */
export const clusterSuite: Suite = {
  name: 'cluster',
  async run({ root, scratch, log }) {
    const bin = findPostgresBin();
    if (!bin) throw new Error('no PostgreSQL binaries under /usr/lib/postgresql/*/bin');
    const postgres = await startPostgres(bin);
    const servers: BenchServer[] = [];
    try {
      await postgres.createDatabase(DATABASE);
      const env = { DATABASE_URL: postgres.url(DATABASE), VOLANT_JWT_SECRET: randomBytes(32).toString('hex') };
      for (const name of ['a', 'b']) {
        const varDir = join(scratch, `cluster-${name}`);
        mkdirSync(varDir, { recursive: true });
        servers.push(await startBuiltServer(root, varDir, env));
      }
      const [a, b] = servers as [BenchServer, BenchServer];
      const token = await signInToken(a.url, 'gerant@volant.test');
      const list = (await (await fetch(`${a.url}/api/learners?itemsPerPage=10&archived=0`, { headers: { Authorization: `Bearer ${token}` } })).json()) as {
        'hydra:member': { id: number }[];
      };
      const learner = list['hydra:member'][0]!.id;
      const paths = ['/api/learners?page=1&itemsPerPage=10&archived=0', `/api/learners/${learner}`, '/api/accounting/quotations?page=1&itemsPerPage=10'];

      let targets = [a.url];
      const proxy = await startProxy(() => targets);
      try {
        log(`  reads c${CONCURRENCY} through the proxy: one instance`);
        const one = await readsPerSecond(proxy.url, token, paths);
        targets = [a.url, b.url];
        log(`  reads c${CONCURRENCY} through the proxy: two instances`);
        const two = await readsPerSecond(proxy.url, token, paths);
        log('  stale window after a write on the other instance');
        const windows = await staleWindows(a.url, b.url, token, learner);
        const ratio = one.rps > 0 ? (two.rps / one.rps) * 100 : 0;
        const rows: BenchRow[] = [
          info('cluster', 'reads, one instance behind the proxy', round(one.rps, 0), 'req/s', `c${CONCURRENCY}, ${DURATION_S} s, ${one.errors} errors`),
          info('cluster', 'reads, two instances behind the proxy', round(two.rps, 0), 'req/s', `c${CONCURRENCY}, ${DURATION_S} s, ${two.errors} errors`),
          atLeast('cluster', 'two instances / one instance (reads)', round(ratio, 0), 80, '%', 'same run, same proxy, PostgreSQL'),
          info('cluster', 'stale window after a write on the other instance, median', round(median(windows), 1), 'ms', `${STALE_SAMPLES} writes`),
          atMost('cluster', 'stale window after a write on the other instance, max', round(Math.max(...windows), 1), 100, 'ms', `${STALE_SAMPLES} writes`),
        ];
        if (one.errors + two.errors > 0) rows.push(atMost('cluster', 'read errors', one.errors + two.errors, 0, 'errors'));
        return rows;
      } finally {
        await proxy.close();
      }
    } finally {
      for (const server of servers) await server.stop();
      postgres.destroy();
    }
  },
};
