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
/** The deadlines the instances are given (as test/cluster gives them): an outage must answer within about their sum. */
const CONNECT_TIMEOUT_MS = 1000;
const STATEMENT_TIMEOUT_MS = 1000;
const OUTAGE_SAMPLES = 6;

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
 * Milliseconds each instance takes to answer a write while PostgreSQL is frozen (SIGSTOP): the person
 * waits for the 503 « réessayez » this long instead of a page that hangs.
 */
async function outageAnswers(urls: string[], token: string, agency: number, freeze: () => void, thaw: () => void): Promise<number[]> {
  const elapsed: number[] = [];
  freeze();
  try {
    for (let i = 0; i < OUTAGE_SAMPLES; i += 1) {
      const started = performance.now();
      const res = await fetch(`${urls[i % urls.length]}/api/learners`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}`, Accept: 'application/ld+json', 'Content-Type': 'application/ld+json' },
        body: JSON.stringify({
          civility: null, firstName: 'Gel', lastName: `Banc${i}`, email: null, phone: null, birthDate: null, birthPlace: null,
          address: null, postalCode: null, city: null, neph: null, isProspect: true, registration: null, agency,
        }),
      });
      await res.arrayBuffer();
      if (res.status !== 503) throw new Error(`POST /api/learners during the outage → ${res.status}, not 503`);
      elapsed.push(performance.now() - started);
    }
  } finally {
    thaw();
  }
  return elapsed;
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
      const env = {
        DATABASE_URL: postgres.url(DATABASE),
        VOLANT_JWT_SECRET: randomBytes(32).toString('hex'),
        VOLANT_PG_CONNECT_TIMEOUT_MS: String(CONNECT_TIMEOUT_MS),
        VOLANT_PG_STATEMENT_TIMEOUT_MS: String(STATEMENT_TIMEOUT_MS),
      };
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
        log('  a write while PostgreSQL is frozen');
        const agencies = (await (await fetch(`${a.url}/api/agencies`, { headers: { Authorization: `Bearer ${token}` } })).json()) as { 'hydra:member': { id: number }[] };
        const outage = await outageAnswers([a.url, b.url], token, agencies['hydra:member'][0]!.id, postgres.freeze, postgres.thaw);
        const ratio = one.rps > 0 ? (two.rps / one.rps) * 100 : 0;
        const rows: BenchRow[] = [
          info('cluster', 'reads, one instance behind the proxy', round(one.rps, 0), 'req/s', `c${CONCURRENCY}, ${DURATION_S} s, ${one.errors} errors`),
          info('cluster', 'reads, two instances behind the proxy', round(two.rps, 0), 'req/s', `c${CONCURRENCY}, ${DURATION_S} s, ${two.errors} errors`),
          atLeast('cluster', 'two instances / one instance (reads)', round(ratio, 0), 80, '%', 'same run, same proxy, PostgreSQL'),
          info('cluster', 'stale window after a write on the other instance, median', round(median(windows), 1), 'ms', `${STALE_SAMPLES} writes`),
          atMost('cluster', 'stale window after a write on the other instance, max', round(Math.max(...windows), 1), 100, 'ms', `${STALE_SAMPLES} writes`),
          atMost('cluster', 'a write while PostgreSQL is frozen: 503 answered in, max', round(Math.max(...outage), 0), CONNECT_TIMEOUT_MS + STATEMENT_TIMEOUT_MS, 'ms', `${OUTAGE_SAMPLES} writes, deadlines ${CONNECT_TIMEOUT_MS} + ${STATEMENT_TIMEOUT_MS} ms`),
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
