// Every kind of revocation made on one instance (a permission removed from a role, an agency removed
// from a user, an archived account, a logout) is enforced by the other instance at once.
// test/run.mjs runs it after the build, only where PostgreSQL's binaries are installed.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { apiOf, signInHttp, type ServerProcess } from '../reliability/server';
import { agencyOf, createLearner, DATABASE, fresh, status, useCluster, warm } from './cluster';
import type { Postgres } from './postgres';

let postgres: Postgres;
let a: ServerProcess;
let b: ServerProcess;
const cluster = useCluster('cluster-revocations', 'plusieurs instances (révocations)', (up) => {
  ({ postgres, a, b } = up);
});

test('every revocation made on one instance is enforced by the other', async () => {
  const [user] = await postgres.query<{ id: number; account: number }>(DATABASE, `select id, account_id as account from users where email = 'secretariat@volant.test'`);
  assert.ok(user);
  const manager = await signInHttp(a.url, 'gerant@volant.test');
  const gerant = apiOf(a.url, manager.token);
  const patchOnA = async (path: string, body: unknown) => {
    const res = await fetch(`${a.url}${path}`, {
      method: 'PATCH',
      headers: { Authorization: `Bearer ${manager.token}`, 'Content-Type': 'application/merge-patch+json' },
      body: JSON.stringify(body),
    });
    assert.equal(res.status, 200, `PATCH ${path}: ${await res.text()}`);
  };
  const blois = await agencyOf(gerant, /Blois/);
  const orleans = await agencyOf(gerant, /Orléans/);
  const bloisLearner = await createLearner(gerant, blois, 'Grapperevocation');
  const session = await signInHttp(a.url, 'secretariat@volant.test');
  const onB = apiOf(b.url, session.token);

  // A permission removed from the secretary's role on A.
  assert.equal(await status(onB.get('/api/ants/agencies')), 200);
  assert.equal(await status(onB.get('/api/ants/agencies')), 200);
  const granted = await postgres.query<{ permission: string }>(DATABASE, 'select permission from role_account_permissions where account_id = $1', [user.account]);
  await patchOnA(`/api/roles/accounts/${user.account}`, { permissions: granted.map((g) => g.permission).filter((p) => p !== 'isViewANTS') });
  await fresh(cluster, 'a removed permission is refused on B', async () => (await status(onB.get('/api/ants/agencies'))) === 403);

  // An agency removed from the secretary on A: B must neither read nor write that agency's learner any more.
  const item = `/api/learners/${bloisLearner.id}`;
  await warm(cluster, onB, item);
  await patchOnA(`/api/team-members/${user.id}`, { agencies: [orleans] });
  await fresh(cluster, 'a learner of a removed agency is out of reach on B', async () => (await status(onB.get(item))) === 404);
  const write = await fetch(`${b.url}${item}`, {
    method: 'PATCH',
    headers: { Authorization: `Bearer ${session.token}`, 'Content-Type': 'application/merge-patch+json' },
    body: JSON.stringify({ lastName: 'Jamais' }),
  });
  assert.equal(write.status, 404, 'no write on a learner of the lost agency');

  // The account archived on A.
  await warm(cluster, onB, '/api/learners?archived=0&itemsPerPage=1');
  await patchOnA(`/api/team-members/${user.id}`, { archived: true });
  await fresh(cluster, 'an archived account is refused on B', async () => (await status(onB.get('/api/learners?archived=0&itemsPerPage=1'))) === 401);

  // A logout on A ends the session on B.
  const other = await signInHttp(a.url, 'gerant@volant.test');
  const otherOnB = apiOf(b.url, other.token);
  await warm(cluster, otherOnB, '/api/learners?archived=0&itemsPerPage=1');
  assert.equal(await status(fetch(`${a.url}/api/state-api/logout`, { method: 'POST', headers: { Authorization: `Bearer ${other.token}` } })), 204);
  await fresh(cluster, 'a session closed on A is refused on B', async () => (await status(otherOnB.get('/api/learners?archived=0&itemsPerPage=1'))) === 401);
});
