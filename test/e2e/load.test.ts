// Bounded load on the built server over loopback (no browser): 200 virtual users for 60 s, each
// signing in through the SSO, then searching and listing, creating learners and quotations and
// printing quotation PDFs, with a short think time. No answer may fail (a sign-in slower than its
// service ticket's 30 s lifetime fails too) and the server's memory (RSS) must not grow after warm-up.
// The latencies are printed for the reader, never asserted: speed is measured by `npm run bench -- api`
// (the learners search at c32 against a bare endpoint in the same run), not by a test on a shared machine.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { emptyFigures, saveFigures } from '../reliability/figures';
import { apiOf, freePort, ready, signInHttp, spawnServer, writeRefs, writeRequest, type Api, type WriteRefs } from '../reliability/server';

const VUS = Number(process.env.LOAD_VUS ?? 200);
const DURATION_MS = Number(process.env.LOAD_SECONDS ?? 60) * 1000;
const WARM_UP_MS = Math.min(25_000, DURATION_MS / 2);
/** Users arrive over this long (a morning's sign-ins, not one burst). */
const RAMP_UP_MS = Math.min(20_000, DURATION_MS / 3);
type Op = 'signIn' | 'search' | 'list' | 'write' | 'pdf';

const figures = emptyFigures();
const dir = mkdtempSync(join(tmpdir(), 'volant-load-'));
after(() => rmSync(dir, { recursive: true, force: true }));

const SEARCHES = ['mar', 'dup', 'ber', 'lef', 'ro', 'jean', 'sophie', 'le', 'tho', 'ni'];
const LISTS = ['/api/accounting/quotations?page=1', '/api/accounting/invoices?page=1', '/api/groups?page=1', '/api/accounting/payments?page=1'];

/** A failed fetch's message with its cause (`fetch failed` alone says nothing). */
function describe(error: unknown): string {
  const cause = (error as { cause?: { code?: string; message?: string } }).cause;
  return `${(error as Error).message}${cause ? ` (${cause.code ?? ''} ${cause.message ?? ''})` : ''}`;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

test(`${VUS} virtual users for ${DURATION_MS / 1000} s: no error, stable memory`, { timeout: DURATION_MS + 240_000 }, async () => {
  const server = spawnServer({ VOLANT_DB_FILE: join(dir, 'volant.sqlite'), VOLANT_VAR_DIR: dir, VOLANT_JWT_SECRET: randomBytes(48).toString('base64url') }, await freePort());
  await ready(server);
  // Latencies of the calls started after warm-up (the ramp-up's sign-in queue is not the steady state).
  const latencies: Record<Op, number[]> = { signIn: [], search: [], list: [], write: [], pdf: [] };
  let started = 0;
  const record = (op: Op, t0: number) => {
    if (t0 - started >= WARM_UP_MS) latencies[op].push(performance.now() - t0);
  };
  const errors: string[] = [];
  const rss: Array<[number, number]> = [];
  try {
    const setup = apiOf(server.url, (await signInHttp(server.url, 'gerant@volant.test')).token);
    const refs: WriteRefs = await writeRefs(setup);
    const quotations = (await setup.json<{ 'hydra:member': Array<{ id: number }> }>('/api/accounting/quotations?itemsPerPage=30'))['hydra:member'].map((q) => q.id);
    started = performance.now();
    const end = started + DURATION_MS;
    const sampler = setInterval(() => {
      if (server.child.exitCode === null && server.child.signalCode === null) rss.push([performance.now() - started, rssMb(server.child.pid!)]);
    }, 1000);
    let writes = 0;

    const timed = async (op: Op, call: () => Promise<Response>): Promise<Response | null> => {
      const t0 = performance.now();
      figures.requests += 1;
      try {
        const res = await call();
        const body = await res.arrayBuffer();
        record(op, t0);
        if (!res.ok) errors.push(`${op} ${res.status} ${Buffer.from(body).toString('utf8').slice(0, 120)}`);
        return res.ok ? new Response(body, { status: res.status, headers: res.headers }) : null;
      } catch (error) {
        errors.push(`${op} ${describe(error)}`);
        return null;
      }
    };
    const signIn = async (): Promise<Api | null> => {
      const t0 = performance.now();
      figures.requests += 3;
      try {
        const session = await signInHttp(server.url, 'secretariat@volant.test');
        record('signIn', t0);
        return apiOf(server.url, session.token);
      } catch (error) {
        errors.push(`signIn ${describe(error)}`);
        return null;
      }
    };
    const user = async (vu: number) => {
      // Users arrive during the ramp-up, then work with 0.2–0.8 s between actions.
      await new Promise((resolve) => setTimeout(resolve, (vu / VUS) * RAMP_UP_MS));
      let api = await signIn();
      let step = 0;
      while (api && performance.now() < end) {
        step += 1;
        const dice = (vu * 7919 + step * 104729) % 100;
        if (dice < 35) await timed('search', () => api!.get(`/api/learners?page=1&itemsPerPage=10&simplesearch=${SEARCHES[(vu + step) % SEARCHES.length]}`));
        else if (dice < 65) await timed('list', () => api!.get(LISTS[(vu + step) % LISTS.length]!));
        else if (dice < 85) {
          const n = 100_000 + vu * 1000 + step;
          const { path, body } = writeRequest(dice < 75 ? 'learner' : 'quotation', n, refs);
          writes += 1;
          await timed('write', () => api!.post(path, body));
        } else if (dice < 95) await timed('pdf', () => api!.get(`/api/accounting/quotations/${quotations[(vu + step) % quotations.length]}/pdf`, 'application/pdf'));
        else api = await signIn();
        await new Promise((resolve) => setTimeout(resolve, 200 + ((vu * 31 + step * 17) % 600)));
      }
    };
    await Promise.all(Array.from({ length: VUS }, (_, vu) => user(vu)));
    clearInterval(sampler);
    const seconds = (performance.now() - started) / 1000;

    const afterWarmUp = rss.filter(([t]) => t >= WARM_UP_MS).map(([, mb]) => mb);
    const half = Math.floor(afterWarmUp.length / 2);
    const early = Math.max(...afterWarmUp.slice(0, half));
    const late = Math.max(...afterWarmUp.slice(half));
    const calls = figures.requests;
    console.log(`\nLoad: ${VUS} users, ${seconds.toFixed(0)} s, ${calls} HTTP requests (${(calls / seconds).toFixed(0)}/s), ${writes} writes, ${errors.length} errors; latencies after ${WARM_UP_MS / 1000} s of warm-up:`);
    const summary: Record<string, unknown> = {};
    for (const op of Object.keys(latencies) as Op[]) {
      const sorted = latencies[op].sort((a, b) => a - b);
      const row = { calls: sorted.length, p50: Math.round(percentile(sorted, 50)), p95: Math.round(percentile(sorted, 95)), p99: Math.round(percentile(sorted, 99)) };
      summary[op] = row;
      console.log(`  ${op.padEnd(7)} ${String(row.calls).padStart(6)} calls  p50 ${row.p50} ms  p95 ${row.p95} ms  p99 ${row.p99} ms`);
    }
    console.log(`  server RSS after warm-up: ${early.toFixed(0)} MB (first half), ${late.toFixed(0)} MB (second half)`);
    saveFigures('load', `charge (${VUS} utilisateurs, ${DURATION_MS / 1000} s)`, figures, { latencies: summary, rssMb: { early: Math.round(early), late: Math.round(late) } }, 'sqlite');

    const died = server.child.exitCode ?? server.child.signalCode;
    if (died !== null) console.log(`the server died (${died}):\n${server.output().slice(-3000)}`);
    assert.equal(died, null, 'the server stayed up');
    assert.deepEqual(errors.slice(0, 20), [], `${errors.length} failed calls`);
    for (const op of Object.keys(latencies) as Op[]) {
      assert.ok(latencies[op].length > 0, `${op} calls made`);
    }
    assert.ok(late <= early * 1.25 + 40, `server memory grew after warm-up: ${early.toFixed(0)} → ${late.toFixed(0)} MB`);
  } finally {
    await server.stop();
  }
});
