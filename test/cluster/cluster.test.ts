// Several instances of the built server over one PostgreSQL of our own, behind a round-robin proxy:
// first start of three instances at once on an empty database (one seed); coherence of what one
// instance writes as read through another (item, list, create, delete); every kind of revocation
// enforced by the other instance; PostgreSQL's faults survived (connections terminated by a DBA,
// frozen server → 503 with Retry-After within the configured deadlines, restart, an instance started
// while PostgreSQL is down); SIGTERM lets a request in flight finish and exits 0. Then the state the
// instances share in the database: uploaded files, Idempotency-Key answers, `volant backup` under
// write load restored into another database and served by an instance started on it, and the rate
// limit and sign-in throttle counted across instances (last: they leave the sign-in counters high).
// test/run.mjs runs it after the build, only where PostgreSQL's binaries are installed.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { ACCOUNT_POLICY } from '../../server/auth/sign-in-throttle';
import { PUBLIC_PLANNING_RATE } from '../../server/resources/embeds/public-planning';
import { cliHome } from '../cli/harness';
import { emptyFigures, saveFigures } from '../reliability/figures';
import { apiOf, freePort, ready, signInHttp, spawnServer, type ServerProcess } from '../reliability/server';
import { bulkyPdf } from '../server/helpers';
import { findPostgresBin, startPostgres, type Postgres } from './postgres';
import { startProxy, type Proxy } from './proxy';

const DATABASE = 'volant_cluster';
/** A read on one instance after a write on another must be fresh within this (measured: a few ms). */
const FRESH_WITHIN_MS = 2000;
/** The deadlines the instances are given: an outage must answer 503 within about their sum. */
const CONNECT_TIMEOUT_MS = 1000;
const STATEMENT_TIMEOUT_MS = 1000;
const OUTAGE_ANSWER_MS = 2000;
/** An instance must serve again this soon after PostgreSQL is back. */
const RECOVERY_MS = 5000;

const figures = emptyFigures();
const staleness: number[] = [];
const secret = randomBytes(32).toString('hex');
/** Every instance of one Volant shares the NF525 key; a backup restored elsewhere is checked with it. */
const ledgerKey = randomBytes(32).toString('hex');
const dirs: string[] = [];
const servers: ServerProcess[] = [];
let postgres: Postgres;
let proxy: Proxy;
let a: ServerProcess;
let b: ServerProcess;
let c: ServerProcess;

function spawnInstance(database = DATABASE): Promise<ServerProcess> {
  const varDir = mkdtempSync(join(tmpdir(), 'volant-cluster-'));
  dirs.push(varDir);
  return freePort().then((port) => {
    const server = spawnServer(
      {
        DATABASE_URL: postgres.url(database),
        VOLANT_VAR_DIR: varDir,
        VOLANT_JWT_SECRET: secret,
        VOLANT_LEDGER_KEY: ledgerKey,
        // Signing in through the proxy names it as the CAS service, as an operator lists the balancer's origin.
        VOLANT_APP_ORIGINS: proxy.url,
        VOLANT_PG_CONNECT_TIMEOUT_MS: String(CONNECT_TIMEOUT_MS),
        VOLANT_PG_STATEMENT_TIMEOUT_MS: String(STATEMENT_TIMEOUT_MS),
      },
      port,
    );
    servers.push(server);
    return server;
  });
}

const alive = (server: ServerProcess) => server.child.exitCode === null && server.child.signalCode === null;

/** Polls `check` until it holds, within `boundMs`; answers the time it took. */
async function within(boundMs: number, what: string, check: () => Promise<boolean>): Promise<number> {
  const started = performance.now();
  for (;;) {
    figures.requests += 1;
    if (await check()) return performance.now() - started;
    if (performance.now() - started > boundMs) assert.fail(`${what}: still not the case after ${boundMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** Like `within`, for a read on another instance after a write: the stale window is recorded. */
async function fresh(what: string, check: () => Promise<boolean>): Promise<void> {
  staleness.push(await within(FRESH_WITHIN_MS, what, check));
}

async function status(res: Promise<Response>): Promise<number> {
  const answer = await res;
  await answer.body?.cancel();
  return answer.status;
}

/** Reads on an instance until its cache answers (so that a fresh read afterwards is the invalidation's doing). */
async function warm(api: ReturnType<typeof apiOf>, path: string): Promise<void> {
  await within(FRESH_WITHIN_MS, `${path} is served from the cache`, async () => {
    const res = await api.get(path);
    await res.body?.cancel();
    return res.headers.get('X-Volant-Cache') === 'hit';
  });
}

interface Learner {
  id: number;
  lastName: string;
}

const learnerBody = (agency: number, lastName: string) => ({
  civility: null, firstName: 'Grappe', lastName, email: null, phone: null, birthDate: null, birthPlace: null,
  address: null, postalCode: null, city: null, neph: null, isProspect: true, registration: null, agency,
});

async function agencyOf(api: ReturnType<typeof apiOf>, name: RegExp): Promise<number> {
  const agencies = await api.json<{ 'hydra:member': { id: number; name: string }[] }>('/api/agencies');
  const agency = agencies['hydra:member'].find((x) => name.test(x.name));
  assert.ok(agency, `agency ${name}`);
  return agency.id;
}

async function createLearner(api: ReturnType<typeof apiOf>, agency: number, lastName: string): Promise<Learner> {
  const res = await api.post('/api/learners', learnerBody(agency, lastName));
  assert.equal(res.status, 201, await res.clone().text());
  return (await res.json()) as Learner;
}

const bin = findPostgresBin();

before(async () => {
  assert.ok(bin, 'PostgreSQL binaries (/usr/lib/postgresql/*/bin) are needed: test/run.mjs runs this suite only where they are');
  postgres = await startPostgres(bin);
  await postgres.createDatabase(DATABASE);
  proxy = await startProxy(() => [a.url, b.url]);
});

after(async () => {
  for (const server of servers) await server.stop();
  await proxy?.close();
  postgres?.destroy();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  const sorted = [...staleness].sort((x, y) => x - y);
  const at = (q: number) => Math.round(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0);
  console.log(`stale window after a write on the other instance: ${sorted.length} reads, median ${at(0.5)} ms, max ${at(1)} ms`);
  saveFigures('cluster', 'plusieurs instances (PostgreSQL en panne, révocations)', figures, { staleMsMax: at(1) }, 'postgresql');
});

test('three instances started at once on an empty database all come up, with one seed', async () => {
  [a, b, c] = await Promise.all([spawnInstance(), spawnInstance(), spawnInstance()]);
  await Promise.all([ready(a), ready(b), ready(c)]);
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

  await warm(onB, list);
  const created = await createLearner(onA, agency, 'Grappecoherence');
  await fresh('a learner created on A is in B’s list', async () => (await names()).includes('Grappecoherence'));

  const item = `/api/learners/${created.id}`;
  await warm(onB, item);
  const renamed = await fetch(`${a.url}${item}`, {
    method: 'PATCH',
    headers: { Authorization: `Bearer ${session.token}`, 'Content-Type': 'application/merge-patch+json' },
    body: JSON.stringify({ lastName: 'Grappecoherence-Bis' }),
  });
  assert.equal(renamed.status, 200, await renamed.text());
  await fresh('a learner renamed on A reads renamed on B', async () => (await onB.json<Learner>(item)).lastName === 'Grappecoherence-Bis');

  await warm(onB, item);
  await warm(onB, list);
  assert.equal(await status(fetch(`${a.url}${item}`, { method: 'DELETE', headers: { Authorization: `Bearer ${session.token}` } })), 204);
  await fresh('a learner deleted on A is gone on B', async () => (await status(onB.get(item))) === 404);
  await fresh('… and from B’s list', async () => !(await names()).some((n) => n.startsWith('Grappecoherence')));

  const viaProxy = apiOf(proxy.url, session.token);
  const again = await createLearner(viaProxy, agency, 'Grappeproxy');
  for (let i = 0; i < 4; i += 1) assert.equal((await viaProxy.json<Learner>(`/api/learners/${again.id}`)).lastName, 'Grappeproxy');
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
  await fresh('a removed permission is refused on B', async () => (await status(onB.get('/api/ants/agencies'))) === 403);

  // An agency removed from the secretary on A: B must neither read nor write that agency's learner any more.
  const item = `/api/learners/${bloisLearner.id}`;
  await warm(onB, item);
  await patchOnA(`/api/team-members/${user.id}`, { agencies: [orleans] });
  await fresh('a learner of a removed agency is out of reach on B', async () => (await status(onB.get(item))) === 404);
  const write = await fetch(`${b.url}${item}`, {
    method: 'PATCH',
    headers: { Authorization: `Bearer ${session.token}`, 'Content-Type': 'application/merge-patch+json' },
    body: JSON.stringify({ lastName: 'Jamais' }),
  });
  assert.equal(write.status, 404, 'no write on a learner of the lost agency');

  // The account archived on A.
  await warm(onB, '/api/learners?archived=0&itemsPerPage=1');
  await patchOnA(`/api/team-members/${user.id}`, { archived: true });
  await fresh('an archived account is refused on B', async () => (await status(onB.get('/api/learners?archived=0&itemsPerPage=1'))) === 401);

  // A logout on A ends the session on B.
  const other = await signInHttp(a.url, 'gerant@volant.test');
  const otherOnB = apiOf(b.url, other.token);
  await warm(otherOnB, '/api/learners?archived=0&itemsPerPage=1');
  assert.equal(await status(fetch(`${a.url}/api/state-api/logout`, { method: 'POST', headers: { Authorization: `Bearer ${other.token}` } })), 204);
  await fresh('a session closed on A is refused on B', async () => (await status(otherOnB.get('/api/learners?archived=0&itemsPerPage=1'))) === 401);
});

test('connections terminated by a DBA: no instance dies, both serve again and still hear each other', async () => {
  const session = await signInHttp(a.url, 'gerant@volant.test');
  const onA = apiOf(a.url, session.token);
  const onB = apiOf(b.url, session.token);
  const agency = await agencyOf(onA, /Orléans/);
  const list = '/api/learners?archived=0&itemsPerPage=50&simplesearch=grappeterminee';
  await warm(onB, list);
  const terminated = await postgres.query<{ pid: number }>(
    DATABASE,
    `select pg_terminate_backend(pid) as pid from pg_stat_activity where datname = $1 and application_name like 'volant%'`,
    [DATABASE],
  );
  figures.faults += terminated.length;
  assert.ok(terminated.length >= 4, 'both instances’ pools and listeners were cut');
  await within(RECOVERY_MS, 'A writes again', async () => (await status(onA.post('/api/learners', learnerBody(agency, 'Grappeterminee')))) === 201);
  await fresh('B hears A’s writes again', async () =>
    (await onB.json<{ 'hydra:member': Learner[] }>(list))['hydra:member'].some((l) => l.lastName === 'Grappeterminee'),
  );
  assert.ok(alive(a) && alive(b), 'no instance exited');
});

test('a frozen PostgreSQL: 503 with Retry-After within the deadlines, then recovery', async () => {
  const session = await signInHttp(a.url, 'gerant@volant.test');
  const onA = apiOf(a.url, session.token);
  const agency = await agencyOf(onA, /Orléans/);
  postgres.freeze();
  figures.faults += 1;
  try {
    for (const target of [a, b, a]) {
      const started = performance.now();
      const res = await apiOf(target.url, session.token).post('/api/learners', learnerBody(agency, 'Grappegel'));
      const elapsed = performance.now() - started;
      figures.requests += 1;
      assert.equal(res.status, 503, await res.text());
      assert.ok(Number(res.headers.get('Retry-After')) > 0, 'Retry-After');
      assert.ok(elapsed <= OUTAGE_ANSWER_MS, `answered in ${Math.round(elapsed)} ms (deadline ${OUTAGE_ANSWER_MS} ms)`);
    }
    assert.equal(await status(fetch(`${a.url}/healthz`)), 200, 'alive');
    assert.equal(await status(fetch(`${a.url}/readyz`)), 503, 'not ready');
  } finally {
    postgres.thaw();
  }
  await within(RECOVERY_MS, 'A serves again after the thaw', async () => (await status(onA.post('/api/learners', learnerBody(agency, 'Grappedegel')))) === 201);
  await within(RECOVERY_MS, 'B is ready again', async () => (await status(fetch(`${b.url}/readyz`))) === 200);
  assert.ok(alive(a) && alive(b), 'no instance exited');
});

test('PostgreSQL restarted, and an instance started while it is down: 503 meanwhile, all serve after', async () => {
  const session = await signInHttp(a.url, 'gerant@volant.test');
  const onA = apiOf(a.url, session.token);
  const agency = await agencyOf(onA, /Orléans/);
  postgres.stop();
  figures.faults += 1;
  let late: ServerProcess | undefined;
  try {
    const res = await onA.post('/api/learners', learnerBody(agency, 'Grapperedemarrage'));
    assert.equal(res.status, 503, await res.text());
    assert.ok(Number(res.headers.get('Retry-After')) > 0, 'Retry-After');
    late = await spawnInstance();
    const waiting = late;
    await within(30_000, 'the late instance says it waits for PostgreSQL', async () => waiting.output().includes('PostgreSQL est injoignable'));
    assert.ok(alive(late), 'it waits instead of exiting');
    assert.equal(await status(fetch(`${late.url}/healthz`)), 200);
    assert.equal(await status(fetch(`${late.url}/readyz`)), 503);
  } finally {
    postgres.start();
  }
  await within(RECOVERY_MS, 'A serves again', async () => (await status(onA.post('/api/learners', learnerBody(agency, 'Grapperedemarre')))) === 201);
  await within(RECOVERY_MS, 'B serves again', async () => (await status(apiOf(b.url, session.token).get('/api/learners?itemsPerPage=1'))) === 200);
  await ready(late);
  assert.equal(await status(apiOf(late.url, session.token).get('/api/learners?itemsPerPage=1')), 200, 'the late instance serves');
  assert.ok(alive(a) && alive(b), 'no instance exited');
  await late.stop();
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


/** A document of one of the caller's learners (a PDF of a few chunks) uploaded through `base`; answers its download path. */
async function uploadPdf(base: string, token: string, title: string, pdf: Buffer): Promise<string> {
  const form = new FormData();
  const learners = await apiOf(base, token).json<{ 'hydra:member': Learner[] }>('/api/learners?archived=0&itemsPerPage=1');
  form.set('learner', String(learners['hydra:member'][0]?.id));
  form.set('documentType', String((await postgres.query<{ id: number }>(DATABASE, `select id from document_types where code = 'IDENTITE'`))[0]?.id));
  form.set('title', title);
  form.set('file', new File([new Uint8Array(pdf)], 'grappe.pdf', { type: 'application/pdf' }));
  const res = await fetch(`${base}/api/document/document-upload`, { method: 'POST', headers: { Authorization: `Bearer ${token}` }, body: form });
  assert.equal(res.status, 201, await res.clone().text());
  return ((await res.json()) as { file: { url: string } }).file.url;
}


async function downloaded(base: string, token: string, path: string): Promise<Buffer> {
  const res = await fetch(`${base}${path}`, { headers: { Authorization: `Bearer ${token}` } });
  assert.equal(res.status, 200, `GET ${path} on ${base}`);
  return Buffer.from(await res.arrayBuffer());
}

const createRate = (base: string, token: string, body: object, key?: string) =>
  fetch(`${base}/api/billing/tvas`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json', ...(key ? { 'Idempotency-Key': key } : {}) },
    body: JSON.stringify(body),
  });

const ratesLabelled = async (database: string, label: string) =>
  (await postgres.query<{ count: number }>(database, 'select count(*)::int as count from tvas where label = $1', [label]))[0]?.count;

test('a document uploaded through A is downloaded byte-identical through B and through the proxy', async () => {
  const { token } = await signInHttp(a.url, 'gerant@volant.test');
  const pdf = bulkyPdf(600_000);
  const path = await uploadPdf(a.url, token, 'Grappe fichier', pdf);
  assert.ok((await downloaded(b.url, token, path)).equals(pdf), 'through B');
  for (let i = 0; i < 2; i += 1) assert.ok((await downloaded(proxy.url, token, path)).equals(pdf), 'through the proxy (both instances in turn)');
});

test('an Idempotency-Key retried on the other instance: same answer, one row; another body with the key is 422', async () => {
  const { token } = await signInHttp(a.url, 'gerant@volant.test');
  const agency = `/api/agencies/${await agencyOf(apiOf(a.url, token), /Orléans/)}`;
  const key = `"grappe-${randomBytes(12).toString('hex')}"`;
  const body = { label: 'TVA grappe rejouée', rate: 3.3, agency };
  const first = await createRate(a.url, token, body, key);
  const again = await createRate(b.url, token, body, key);
  assert.equal(first.status, 201);
  assert.equal(again.status, first.status);
  assert.equal(await again.text(), await first.text());
  assert.equal(await ratesLabelled(DATABASE, body.label), 1, 'one row created');
  const other = await createRate(b.url, token, { ...body, label: 'TVA grappe autre' }, key);
  assert.equal(other.status, 422, await other.text());
  assert.equal(await ratesLabelled(DATABASE, 'TVA grappe autre'), 0);
});

test('volant backup under write load through the proxy, restored into another database: an instance there serves every acknowledged write, the files, a green NF525 ledger', async (t) => {
  const { token } = await signInHttp(proxy.url, 'gerant@volant.test');
  const agency = `/api/agencies/${await agencyOf(apiOf(a.url, token), /Orléans/)}`;
  const pdf = bulkyPdf(300_000);
  const path = await uploadPdf(proxy.url, token, 'Grappe sauvegarde', pdf);

  // Writes keep coming through the proxy, each recorded once acknowledged (201).
  const acknowledged: { id: number; label: string }[] = [];
  let stop = false;
  const writer = (async () => {
    for (let i = 0; !stop; i += 1) {
      const label = `Grappe charge ${i}`;
      const res = await createRate(proxy.url, token, { label, rate: 40 + (i % 500) / 100, agency });
      assert.equal(res.status, 201, await res.clone().text());
      acknowledged.push({ id: ((await res.json()) as { id: number }).id, label });
    }
  })();
  const acknowledgedAtLeast = async (count: number) => {
    while (acknowledged.length < count) await Promise.race([writer, new Promise((resolve) => setTimeout(resolve, 5))]);
  };

  const home = await cliHome();
  const varDir = mkdtempSync(join(tmpdir(), 'volant-cluster-cli-'));
  dirs.push(varDir);
  const cliEnv = (database: string) => ({ env: { DATABASE_URL: postgres.url(database), VOLANT_VAR_DIR: varDir, VOLANT_JWT_SECRET: secret, VOLANT_LEDGER_KEY: ledgerKey } });
  const file = join(home.dir, 'volant.dump');
  let before: typeof acknowledged;
  try {
    await acknowledgedAtLeast(20);
    before = [...acknowledged];
    const backup = await home.run(['backup', file], cliEnv(DATABASE));
    assert.equal(backup.code, 0, backup.stderr);
    const during = acknowledged.length - before.length;
    await acknowledgedAtLeast(acknowledged.length + 5);
    stop = true;
    await writer;
    t.diagnostic(`${before.length} writes acknowledged before the backup, ${during} while it ran, ${acknowledged.length} in all`);

    await postgres.createDatabase('volant_restored');
    const restore = await home.run(['restore', file, '--yes'], cliEnv('volant_restored'));
    assert.equal(restore.code, 0, restore.stderr);
  } finally {
    stop = true;
    await writer.catch(() => undefined);
    await home.cleanup();
  }

  const rows = await postgres.query<{ id: number; label: string }>('volant_restored', `select id, label from tvas where label like 'Grappe charge %'`);
  const present = new Map(rows.map((r) => [r.id, r.label]));
  const lost = before.filter((w) => present.get(w.id) !== w.label);
  assert.deepEqual(lost, [], `${lost.length} of ${before.length} writes acknowledged before the backup are missing`);

  const restored = await spawnInstance('volant_restored');
  try {
    await ready(restored);
    const session = await signInHttp(restored.url, 'gerant@volant.test');
    assert.ok((await downloaded(restored.url, session.token, path)).equals(pdf), 'the file is served from the restored base');
    const last = before.at(-1)!;
    assert.equal((await apiOf(restored.url, session.token).json<{ label: string }>(`/api/billing/tvas/${last.id}`)).label, last.label);
    const audit = await apiOf(restored.url, session.token).json<{ ok: boolean; findings: { message: string }[] }>('/api/accounting/ledger/verify');
    assert.ok(audit.ok, audit.findings.map((f) => f.message).join('\n'));
  } finally {
    await restored.stop();
  }
});

/**
 * Wrong passwords sent alternately to A and B: the first `free` are refused as wrong, and the delay
 * that follows them holds on both instances at once. Counted together, the first delayed attempt is
 * the one right after the free ones (or one or two later on a machine slow enough to outlast the
 * first 1 s and 2 s delays); counted per instance, each would have seen only half of the failures
 * and none would be delayed before attempt 11. The lock itself (minutes, after `lockAfter`) is
 * checked with a moved clock in test/server/shared-state/sign-in-throttle.test.ts.
 */
async function delayedAfterSharedAttempts(attempt: (target: ServerProcess, password: string) => Promise<Response>): Promise<void> {
  let firstDelayed = 0;
  for (let n = 1; n <= ACCOUNT_POLICY.lockAfter + 1 && firstDelayed === 0; n += 1) {
    const res = await attempt(n % 2 === 1 ? a : b, 'pas-le-bon');
    await res.body?.cancel();
    if (n <= ACCOUNT_POLICY.free) assert.equal(res.status, 401, `attempt ${n} is free`);
    else if (res.status === 429) {
      assert.ok(Number(res.headers.get('Retry-After')) >= 1, 'Retry-After');
      firstDelayed = n;
    } else assert.equal(res.status, 401, `attempt ${n}`);
  }
  assert.ok(firstDelayed > 0 && firstDelayed <= ACCOUNT_POLICY.free + 3, `first delayed attempt: ${firstDelayed}`);
  const right = await attempt(firstDelayed % 2 === 1 ? b : a, 'volant-demo');
  await right.body?.cancel();
  assert.equal(right.status, 429, 'the delay holds for the right password too, on the other instance');
}

test('the public planning’s rate limit is counted across instances', async () => {
  const path = `/api/plannings/public/${'0'.repeat(32)}`;
  for (let n = 1; n <= PUBLIC_PLANNING_RATE.max; n += 1) {
    const target = n % 2 === 1 ? a : b;
    assert.notEqual(await status(fetch(`${target.url}${path}`)), 429, `request ${n} is within the limit`);
  }
  for (const target of [a, b]) {
    const res = await fetch(`${target.url}${path}`);
    await res.body?.cancel();
    assert.equal(res.status, 429);
    assert.ok(Number(res.headers.get('Retry-After')) > 0, 'Retry-After');
  }
});

test('wrong passwords alternated between A and B delay the account after as many attempts as on one instance: REST ticket API', async () => {
  await delayedAfterSharedAttempts((target, password) =>
    fetch(`${target.url}/sso/v1/tickets`, { method: 'POST', body: new URLSearchParams({ username: 'formateur@volant.test', password }) }),
  );
});

test('… and the SSO login form as a browser submits it (login ticket of the other instance, own origin)', async () => {
  await delayedAfterSharedAttempts(async (target, password) => {
    const other = target === a ? b : a;
    const form = await fetch(`${other.url}/sso/login`);
    const page = await form.text();
    const cookie = form.headers.getSetCookie().map((line) => line.split(';')[0]).join('; ');
    const lt = /name="lt" value="([^"]+)"/.exec(page)?.[1] ?? '';
    return fetch(`${target.url}/sso/login`, {
      method: 'POST',
      headers: { Cookie: cookie, Origin: target.url },
      body: new URLSearchParams({ username: 'commercial@volant.test', password, lt }),
    });
  });
});
