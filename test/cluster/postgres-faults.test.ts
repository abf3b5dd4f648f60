// PostgreSQL's faults survived by two instances: connections terminated by a DBA, a frozen server
// (503 with Retry-After within the configured deadlines, then recovery), a restart, and an instance
// started while PostgreSQL is down.
// test/run.mjs runs it after the build, only where PostgreSQL's binaries are installed.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { apiOf, ready, signInHttp, type ServerProcess } from '../reliability/server';
import { agencyOf, alive, DATABASE, fresh, learnerBody, status, useCluster, warm, within, type Learner } from './cluster';
import type { Postgres } from './postgres';

let postgres: Postgres;
let a: ServerProcess;
let b: ServerProcess;
const cluster = useCluster('cluster-postgres-faults', 'plusieurs instances (PostgreSQL en panne)', (up) => {
  ({ postgres, a, b } = up);
});

/** An instance must serve again this soon after PostgreSQL is back. */
const RECOVERY_MS = 5000;

test('connections terminated by a DBA: no instance dies, both serve again and still hear each other', async () => {
  const session = await signInHttp(a.url, 'gerant@volant.test');
  const onA = apiOf(a.url, session.token);
  const onB = apiOf(b.url, session.token);
  const agency = await agencyOf(onA, /Orléans/);
  const list = '/api/learners?archived=0&itemsPerPage=50&simplesearch=grappeterminee';
  await warm(cluster, onB, list);
  const terminated = await postgres.query<{ pid: number }>(
    DATABASE,
    `select pg_terminate_backend(pid) as pid from pg_stat_activity where datname = $1 and application_name like 'volant%'`,
    [DATABASE],
  );
  cluster.figures.faults += terminated.length;
  assert.ok(terminated.length >= 4, 'both instances’ pools and listeners were cut');
  await within(cluster, RECOVERY_MS, 'A writes again', async () => (await status(onA.post('/api/learners', learnerBody(agency, 'Grappeterminee')))) === 201);
  await fresh(cluster, 'B hears A’s writes again', async () =>
    (await onB.json<{ 'hydra:member': Learner[] }>(list))['hydra:member'].some((l) => l.lastName === 'Grappeterminee'),
  );
  assert.ok(alive(a) && alive(b), 'no instance exited');
});

// How long the 503 takes (the instances' deadlines, 1 s to connect and 1 s a statement) is measured by
// `npm run bench -- cluster`; here a hang would be caught by the test's own time-out.
test('a frozen PostgreSQL: 503 with Retry-After instead of a hang, then recovery', async () => {
  const session = await signInHttp(a.url, 'gerant@volant.test');
  const onA = apiOf(a.url, session.token);
  const agency = await agencyOf(onA, /Orléans/);
  postgres.freeze();
  cluster.figures.faults += 1;
  try {
    for (const target of [a, b, a]) {
      const res = await apiOf(target.url, session.token).post('/api/learners', learnerBody(agency, 'Grappegel'));
      cluster.figures.requests += 1;
      assert.equal(res.status, 503, await res.text());
      assert.ok(Number(res.headers.get('Retry-After')) > 0, 'Retry-After');
    }
    assert.equal(await status(fetch(`${a.url}/healthz`)), 200, 'alive');
    assert.equal(await status(fetch(`${a.url}/readyz`)), 503, 'not ready');
  } finally {
    postgres.thaw();
  }
  await within(cluster, RECOVERY_MS, 'A serves again after the thaw', async () => (await status(onA.post('/api/learners', learnerBody(agency, 'Grappedegel')))) === 201);
  await within(cluster, RECOVERY_MS, 'B is ready again', async () => (await status(fetch(`${b.url}/readyz`))) === 200);
  assert.ok(alive(a) && alive(b), 'no instance exited');
});

test('PostgreSQL restarted, and an instance started while it is down: 503 meanwhile, all serve after', async () => {
  const session = await signInHttp(a.url, 'gerant@volant.test');
  const onA = apiOf(a.url, session.token);
  const agency = await agencyOf(onA, /Orléans/);
  postgres.stop();
  cluster.figures.faults += 1;
  let late: ServerProcess | undefined;
  try {
    const res = await onA.post('/api/learners', learnerBody(agency, 'Grapperedemarrage'));
    assert.equal(res.status, 503, await res.text());
    assert.ok(Number(res.headers.get('Retry-After')) > 0, 'Retry-After');
    late = await cluster.spawnInstance();
    const waiting = late;
    await within(cluster, 30_000, 'the late instance says it waits for PostgreSQL', async () => waiting.output().includes('PostgreSQL est injoignable'));
    assert.ok(alive(late), 'it waits instead of exiting');
    assert.equal(await status(fetch(`${late.url}/healthz`)), 200);
    assert.equal(await status(fetch(`${late.url}/readyz`)), 503);
  } finally {
    postgres.start();
  }
  await within(cluster, RECOVERY_MS, 'A serves again', async () => (await status(onA.post('/api/learners', learnerBody(agency, 'Grapperedemarre')))) === 201);
  await within(cluster, RECOVERY_MS, 'B serves again', async () => (await status(apiOf(b.url, session.token).get('/api/learners?itemsPerPage=1'))) === 200);
  await ready(late);
  assert.equal(await status(apiOf(late.url, session.token).get('/api/learners?itemsPerPage=1')), 200, 'the late instance serves');
  assert.ok(alive(a) && alive(b), 'no instance exited');
  await late.stop();
});
