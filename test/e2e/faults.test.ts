// Crash safety of the built server (no browser): writers create learners, quotations, payments and
// slots concurrently; the process is killed with SIGKILL in the middle; restarted on the same data,
// every write the server acknowledged (2xx with an id) must read back, and the NF525 chain must
// verify. On SQLite, and on PostgreSQL when DATABASE_URL_TEST is set. A second server on the same
// SQLite file must stop with a clear French error and leave the first one working.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import pg from 'pg';
import { emptyFigures, saveFigures } from '../reliability/figures';
import { apiOf, freePort, ready, signInHttp, spawnServer, WRITE_KINDS, writeRefs, writeRequest, readBackAccept, readBackPath, type WriteKind, type ServerProcess } from '../reliability/server';

const figures = emptyFigures();
const dirs: string[] = [];
const WRITERS = 8;
/** Acknowledged writes before the kill (the kill lands while the writers are still busy). */
const WRITES_BEFORE_KILL = 60;

after(() => {
  saveFigures('faults', 'pannes (kill -9, second serveur)', figures, {}, process.env.DATABASE_URL_TEST ? 'sqlite+postgresql' : 'sqlite');
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'volant-faults-'));
  dirs.push(dir);
  return dir;
}

/** Writes until the server dies; answers the acknowledged ids per kind. */
async function writeUntilKilled(server: ServerProcess, offset: number): Promise<{ acked: Array<[WriteKind, number]>; refused: string[] }> {
  const session = await signInHttp(server.url, 'gerant@volant.test');
  const api = apiOf(server.url, session.token);
  const refs = await writeRefs(api);
  const acked: Array<[WriteKind, number]> = [];
  const refused: string[] = [];
  let n = offset;
  let dead = false;
  let killed: Promise<void> | null = null;
  const writer = async () => {
    while (!dead) {
      const i = n++;
      const kind = WRITE_KINDS[i % WRITE_KINDS.length]!;
      const { path, body } = writeRequest(kind, i, refs);
      try {
        figures.requests += 1;
        const res = await api.post(path, body);
        const text = await res.text();
        if (res.status === 201 || res.status === 200) {
          acked.push([kind, (JSON.parse(text) as { id: number }).id]);
          if (acked.length >= WRITES_BEFORE_KILL && !killed) {
            figures.faults += 1;
            killed = server.crash();
          }
        } else refused.push(`${kind} ${res.status} ${text.slice(0, 160)}`);
      } catch {
        dead = true; // connection reset or refused: the process is gone; this write was never acknowledged
      }
    }
  };
  await Promise.all(Array.from({ length: WRITERS }, writer));
  await killed;
  return { acked, refused };
}

async function checkAfterRestart(server: ServerProcess, acked: Array<[WriteKind, number]>): Promise<string[]> {
  const session = await signInHttp(server.url, 'gerant@volant.test');
  const api = apiOf(server.url, session.token);
  const lost: string[] = [];
  for (const [kind, id] of acked) {
    figures.requests += 1;
    const res = await api.get(readBackPath(kind, id), readBackAccept(kind));
    await res.body?.cancel();
    if (res.status !== 200) lost.push(`${kind} ${id} → ${res.status}`);
  }
  figures.dataLost += lost.length;
  figures.requests += 1;
  const verify = await api.json<{ ok: boolean; checked: number; firstBroken: unknown }>('/api/accounting/ledger/verify');
  if (!verify.ok) lost.push(`NF525 chain broken: ${JSON.stringify(verify.firstBroken)}`);
  assert.ok(verify.checked > 0, 'the chain has events');
  return lost;
}

async function crashAndRecover(env: Record<string, string>): Promise<void> {
  const port = await freePort();
  let offset = 0;
  for (let round = 0; round < 2; round += 1) {
    const server = spawnServer(env, port);
    await ready(server);
    const { acked, refused } = await writeUntilKilled(server, offset);
    offset += 1000;
    assert.deepEqual(refused, [], 'no write refused before the kill');
    assert.ok(acked.length >= WRITES_BEFORE_KILL);
    for (const kind of WRITE_KINDS) assert.ok(acked.some(([k]) => k === kind), `${kind} writes acknowledged`);
    const restarted = spawnServer(env, port);
    await ready(restarted);
    try {
      const lost = await checkAfterRestart(restarted, acked);
      assert.deepEqual(lost, [], `round ${round + 1}: ${acked.length} acknowledged writes`);
    } finally {
      await restarted.stop();
    }
  }
}

test('kill -9 during concurrent writes on SQLite: every acknowledged write is there after a restart, the NF525 chain verifies', async () => {
  const dir = tempDir();
  await crashAndRecover({ VOLANT_DB_FILE: join(dir, 'volant.sqlite'), VOLANT_VAR_DIR: dir, VOLANT_JWT_SECRET: randomBytes(48).toString('base64url') });
});

const postgresUrl = process.env.DATABASE_URL_TEST;
test('kill -9 during concurrent writes on PostgreSQL: the same', { skip: !postgresUrl && 'DATABASE_URL_TEST is not set' }, async () => {
  // A schema of its own, named like the test schemas test/run.mjs drops afterwards.
  const schema = `volant_test_faults_${process.pid}`;
  const admin = new pg.Client({ connectionString: postgresUrl });
  await admin.connect();
  await admin.query(`drop schema if exists ${schema} cascade`);
  await admin.query(`create schema ${schema}`);
  try {
    const url = new URL(postgresUrl!);
    url.searchParams.set('options', `-c search_path=${schema}`);
    const dir = tempDir();
    await crashAndRecover({ DATABASE_URL: url.toString(), VOLANT_VAR_DIR: dir, VOLANT_JWT_SECRET: randomBytes(48).toString('base64url') });
  } finally {
    await admin.query(`drop schema if exists ${schema} cascade`);
    await admin.end();
  }
});

test('a second server on the same SQLite file stops with a clear French error; the first keeps serving', async () => {
  const dir = tempDir();
  const env = { VOLANT_DB_FILE: join(dir, 'volant.sqlite'), VOLANT_VAR_DIR: dir, VOLANT_JWT_SECRET: randomBytes(48).toString('base64url') };
  const first = spawnServer(env, await freePort());
  await ready(first);
  try {
    figures.faults += 1;
    const second = spawnServer(env, await freePort());
    const code = await second.exited;
    assert.notEqual(code, 0);
    assert.match(second.output(), /La base .* est déjà utilisée par un autre serveur Volant \(processus \d+\)/);
    const session = await signInHttp(first.url, 'gerant@volant.test');
    const res = await apiOf(first.url, session.token).get('/api/learners');
    figures.requests += 2;
    assert.equal(res.status, 200);
    await res.body?.cancel();
  } finally {
    await first.stop();
  }
});
