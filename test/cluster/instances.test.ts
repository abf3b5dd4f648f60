// Several instances of the built server over one PostgreSQL, behind a round-robin proxy: the first
// start of three instances at once on an empty database (one seed), what one instance writes read
// fresh through another (item, list, create, delete), and SIGTERM letting a request in flight finish.
// test/run.mjs runs it after the build, only where PostgreSQL's binaries are installed.
import assert from 'node:assert/strict';
import { request as httpRequest } from 'node:http';
import { test } from 'node:test';
import { apiOf, signInHttp, type ServerProcess } from '../reliability/server';
import { agencyOf, createLearner, DATABASE, fresh, learnerBody, status, useCluster, warm, type Learner } from './cluster';
import type { Postgres } from './postgres';
import type { Proxy } from './proxy';

let postgres: Postgres;
let proxy: Proxy;
let a: ServerProcess;
let b: ServerProcess;
let c: ServerProcess;
const cluster = useCluster('cluster', 'plusieurs instances (démarrage, lectures fraîches, arrêt)', (up) => {
  ({ postgres, proxy, a, b } = up);
  c = up.started[2]!;
}, 3);

test('three instances started at once on an empty database all come up, with one seed', async () => {
  const seeds = [a, b, c].filter((server) => server.output().includes('jeu de démonstration créé'));
  assert.equal(seeds.length, 1, 'exactly one instance seeded');
  const [row] = await postgres.query<{ count: number }>(DATABASE, 'select count(*)::int as count from structures');
  assert.equal(row?.count, 2, 'the demo structures exist once');
  for (const server of [a, b, c]) {
    assert.equal(await status(fetch(`${server.url}/healthz`)), 200);
    assert.equal(await status(fetch(`${server.url}/readyz`)), 200);
  }
});

test('what one instance writes, another reads fresh: create, list, item, delete', async () => {
  const session = await signInHttp(proxy.url, 'gerant@volant.test');
  const onA = apiOf(a.url, session.token);
  const onB = apiOf(b.url, session.token);
  const agency = await agencyOf(onA, /Orléans/);
  const list = '/api/learners?archived=0&itemsPerPage=50&simplesearch=grappecoherence';
  const names = async () => (await onB.json<{ 'hydra:member': Learner[] }>(list))['hydra:member'].map((l) => l.lastName);

  await warm(cluster, onB, list);
  const created = await createLearner(onA, agency, 'Grappecoherence');
  await fresh(cluster, 'a learner created on A is in B’s list', async () => (await names()).includes('Grappecoherence'));

  const item = `/api/learners/${created.id}`;
  await warm(cluster, onB, item);
  const renamed = await fetch(`${a.url}${item}`, {
    method: 'PATCH',
    headers: { Authorization: `Bearer ${session.token}`, 'Content-Type': 'application/merge-patch+json' },
    body: JSON.stringify({ lastName: 'Grappecoherence-Bis' }),
  });
  assert.equal(renamed.status, 200, await renamed.text());
  await fresh(cluster, 'a learner renamed on A reads renamed on B', async () => (await onB.json<Learner>(item)).lastName === 'Grappecoherence-Bis');

  await warm(cluster, onB, item);
  await warm(cluster, onB, list);
  assert.equal(await status(fetch(`${a.url}${item}`, { method: 'DELETE', headers: { Authorization: `Bearer ${session.token}` } })), 204);
  await fresh(cluster, 'a learner deleted on A is gone on B', async () => (await status(onB.get(item))) === 404);
  await fresh(cluster, '… and from B’s list', async () => !(await names()).some((n) => n.startsWith('Grappecoherence')));

  const viaProxy = apiOf(proxy.url, session.token);
  const again = await createLearner(viaProxy, agency, 'Grappeproxy');
  for (let i = 0; i < 4; i += 1) assert.equal((await viaProxy.json<Learner>(`/api/learners/${again.id}`)).lastName, 'Grappeproxy');
});

test('SIGTERM: the request in flight finishes, new connections are refused, exit code 0', async () => {
  const session = await signInHttp(c.url, 'gerant@volant.test');
  const agency = await agencyOf(apiOf(c.url, session.token), /Orléans/);
  const body = Buffer.from(JSON.stringify(learnerBody(agency, 'Grappearret')));
  const { port } = new URL(c.url);
  // The body is sent in two halves: the request is in flight when the signal arrives.
  const answer = new Promise<number>((resolve, reject) => {
    const req = httpRequest(
      { host: '127.0.0.1', port, method: 'POST', path: '/api/learners', headers: { Authorization: `Bearer ${session.token}`, 'Content-Type': 'application/json', 'Content-Length': body.length } },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', reject);
    req.write(body.subarray(0, 10));
    setTimeout(() => {
      c.child.kill('SIGTERM');
      setTimeout(() => req.end(body.subarray(10)), 1000);
    }, 200);
  });
  await new Promise((resolve) => setTimeout(resolve, 600));
  const refused = await new Promise<string>((resolve) => {
    const probe = httpRequest({ host: '127.0.0.1', port, path: '/healthz', agent: false }, (res) => (res.resume(), resolve(`answered ${res.statusCode}`)));
    probe.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
    probe.end();
  });
  assert.equal(refused, 'ECONNREFUSED', 'a new connection is refused while draining');
  assert.equal(await answer, 201, 'the request in flight was answered');
  assert.equal(await c.exited, 0, 'exit code 0');
  assert.match(c.output(), /SIGTERM reçu/);
});
