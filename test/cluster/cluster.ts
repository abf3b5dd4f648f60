// The cluster the multi-instance suites share the shape of: a throw-away PostgreSQL of their own, the
// built server's instances over one database (same JWT secret and NF525 key) and a round-robin proxy
// over A and B. `useCluster` registers the suite's before/after hooks (start; stop, clean up, save the
// figures and the stale window); the helpers poll for a condition, warm a cache, create a learner,
// upload and download a file. Each *.test.ts beside this file has one purpose.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before } from 'node:test';
import { emptyFigures, saveFigures, type Figures } from '../reliability/figures';
import { apiOf, freePort, ready, spawnServer, type ServerProcess } from '../reliability/server';
import { findPostgresBin, startPostgres, type Postgres } from './postgres';
import { startProxy, type Proxy } from './proxy';

export const DATABASE = 'volant_cluster';
/** A read on one instance after a write on another must be fresh within this (measured: a few ms). */
const FRESH_WITHIN_MS = 2000;
/** The deadlines the instances are given: an outage must answer 503 within about their sum. */
const CONNECT_TIMEOUT_MS = 1000;
const STATEMENT_TIMEOUT_MS = 1000;

export type Api = ReturnType<typeof apiOf>;

export interface Learner {
  id: number;
  lastName: string;
}

export interface Cluster {
  postgres: Postgres;
  proxy: Proxy;
  a: ServerProcess;
  b: ServerProcess;
  figures: Figures;
  /** The stale windows `fresh` measured (ms). */
  staleness: number[];
  /** The shared secrets, for the CLI run against the same database. */
  secret: string;
  ledgerKey: string;
  /** One more instance (on `database`, by default the cluster's), stopped with the others. */
  spawnInstance(database?: string): Promise<ServerProcess>;
  /** A scratch directory removed after the suite. */
  tempDir(prefix: string): string;
}

export type StartedCluster = Cluster & { started: ServerProcess[] };

/**
 * The suite's cluster: PostgreSQL and the proxy start before the tests, then `instances` instances at
 * once on the empty database (A, B, …: `started` answers them all; one of them seeds), then `onReady`
 * is called with it (node 20 runs a file's top-level `before` hooks side by side, so a suite takes its
 * handles there, not in a `before` of its own). `suite` and `label` name its figures.
 */
export function useCluster(suite: string, label: string, onReady: (cluster: StartedCluster) => void, instances = 2): StartedCluster {
  const secret = randomBytes(32).toString('hex');
  const ledgerKey = randomBytes(32).toString('hex');
  const dirs: string[] = [];
  const servers: ServerProcess[] = [];
  const tempDir = (prefix: string) => {
    const dir = mkdtempSync(join(tmpdir(), prefix));
    dirs.push(dir);
    return dir;
  };
  const cluster = {
    figures: emptyFigures(),
    staleness: [] as number[],
    secret,
    ledgerKey,
    started: [] as ServerProcess[],
    tempDir,
    async spawnInstance(database = DATABASE): Promise<ServerProcess> {
      const varDir = tempDir('volant-cluster-');
      const server = spawnServer(
        {
          DATABASE_URL: cluster.postgres.url(database),
          VOLANT_VAR_DIR: varDir,
          VOLANT_JWT_SECRET: secret,
          VOLANT_LEDGER_KEY: ledgerKey,
          // Signing in through the proxy names it as the CAS service, as an operator lists the balancer's origin.
          VOLANT_APP_ORIGINS: cluster.proxy.url,
          VOLANT_PG_CONNECT_TIMEOUT_MS: String(CONNECT_TIMEOUT_MS),
          VOLANT_PG_STATEMENT_TIMEOUT_MS: String(STATEMENT_TIMEOUT_MS),
        },
        await freePort(),
      );
      servers.push(server);
      return server;
    },
  } as StartedCluster;

  before(async () => {
    const bin = findPostgresBin();
    assert.ok(bin, 'PostgreSQL binaries (/usr/lib/postgresql/*/bin) are needed: test/run.mjs runs this suite only where they are');
    cluster.postgres = await startPostgres(bin);
    await cluster.postgres.createDatabase(DATABASE);
    cluster.proxy = await startProxy(() => [cluster.a.url, cluster.b.url]);
    cluster.started = await Promise.all(Array.from({ length: instances }, () => cluster.spawnInstance()));
    await Promise.all(cluster.started.map((server) => ready(server)));
    [cluster.a, cluster.b] = cluster.started as [ServerProcess, ServerProcess];
    onReady(cluster);
  });

  after(async () => {
    for (const server of servers) await server.stop();
    await cluster.proxy?.close();
    cluster.postgres?.destroy();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
    const sorted = [...cluster.staleness].sort((x, y) => x - y);
    const at = (q: number) => Math.round(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0);
    if (sorted.length > 0) console.log(`stale window after a write on the other instance: ${sorted.length} reads, median ${at(0.5)} ms, max ${at(1)} ms`);
    saveFigures(suite, label, cluster.figures, sorted.length > 0 ? { staleMsMax: at(1) } : {}, 'postgresql');
  });
  return cluster;
}

export const alive = (server: ServerProcess) => server.child.exitCode === null && server.child.signalCode === null;

/** Polls `check` until it holds, within `boundMs`; answers the time it took. */
export async function within(cluster: Cluster, boundMs: number, what: string, check: () => Promise<boolean>): Promise<number> {
  const started = performance.now();
  for (;;) {
    cluster.figures.requests += 1;
    if (await check()) return performance.now() - started;
    if (performance.now() - started > boundMs) assert.fail(`${what}: still not the case after ${boundMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** Like `within`, for a read on another instance after a write: the stale window is recorded. */
export async function fresh(cluster: Cluster, what: string, check: () => Promise<boolean>): Promise<void> {
  cluster.staleness.push(await within(cluster, FRESH_WITHIN_MS, what, check));
}

export async function status(res: Promise<Response>): Promise<number> {
  const answer = await res;
  await answer.body?.cancel();
  return answer.status;
}

/** Reads on an instance until its cache answers (so that a fresh read afterwards is the invalidation's doing). */
export async function warm(cluster: Cluster, api: Api, path: string): Promise<void> {
  await within(cluster, FRESH_WITHIN_MS, `${path} is served from the cache`, async () => {
    const res = await api.get(path);
    await res.body?.cancel();
    return res.headers.get('X-Volant-Cache') === 'hit';
  });
}

export const learnerBody = (agency: number, lastName: string) => ({
  civility: null, firstName: 'Grappe', lastName, email: null, phone: null, birthDate: null, birthPlace: null,
  address: null, postalCode: null, city: null, neph: null, isProspect: true, registration: null, agency,
});

export async function agencyOf(api: Api, name: RegExp): Promise<number> {
  const agencies = await api.json<{ 'hydra:member': { id: number; name: string }[] }>('/api/agencies');
  const agency = agencies['hydra:member'].find((x) => name.test(x.name));
  assert.ok(agency, `agency ${name}`);
  return agency.id;
}

export async function createLearner(api: Api, agency: number, lastName: string): Promise<Learner> {
  const res = await api.post('/api/learners', learnerBody(agency, lastName));
  assert.equal(res.status, 201, await res.clone().text());
  return (await res.json()) as Learner;
}

/** A document of one of the caller's learners (a PDF of a few chunks) uploaded through `base`; answers its download path. */
export async function uploadPdf(postgres: Postgres, base: string, token: string, title: string, pdf: Buffer): Promise<string> {
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

export async function downloaded(base: string, token: string, path: string): Promise<Buffer> {
  const res = await fetch(`${base}${path}`, { headers: { Authorization: `Bearer ${token}` } });
  assert.equal(res.status, 200, `GET ${path} on ${base}`);
  return Buffer.from(await res.arrayBuffer());
}

/** `POST /api/billing/tvas`, with an Idempotency-Key when given one. */
export const createRate = (base: string, token: string, body: object, key?: string) =>
  fetch(`${base}/api/billing/tvas`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json', ...(key ? { 'Idempotency-Key': key } : {}) },
    body: JSON.stringify(body),
  });
