// The audit's fuzz against the built server (issue #20): more than 10 000 hostile bodies over every
// POST and PATCH of the route registry — malformed, shapeless (10 000 levels deep, keyed by
// __proto__), wrong types, huge and forbidden texts, injections, mass assignment, one hostile value
// per field. No answer may be a 5xx, the server must keep answering, and its memory must come back:
// the audit saw RSS go from 133 to 702 MiB and stay at 674 MiB. RSS is read from /proc after the
// run until it is under 1.5 × what it was before, for at most 60 s.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { after, before, test } from 'node:test';
import { emptyFigures, saveFigures } from '../reliability/figures';
import { freePort, ready, signInHttp, spawnServer, type ServerProcess } from '../reliability/server';
import { createTestApp } from '../server/helpers';
import { fieldBodies, judge, oneFieldBodies, payloadFields, requestInit, shapelessBodies, type HostileBody } from '../server/security/hostile';
import { apiRoutes, crawlAs, fillPath, targetPaths, type ApiRoute } from '../server/security/registry';

const CONCURRENCY = 4;
const MIN_REQUESTS = 10_000;
const SETTLE_MS = 60_000;
const RSS_GROWTH = 1.5;
/** Calls that end the caller's session, and multipart uploads (their own suites). */
const SKIPPED = /^POST \/api\/state-api\/logout$|photo|upload|replace|assets|imports|\/pj\/page|planning-mail|^POST \/api\/links$/;

const figures = emptyFigures();
const dir = mkdtempSync(join(tmpdir(), 'volant-fuzz-'));
let server: ServerProcess;
let routes: ApiRoute[];
/** Server RSS before the fuzz, at its end and once settled, MiB (saved with the figures). */
const memory = { before: 0, peak: 0, settled: 0 };

before(async () => {
  // The routes as the app declares them (an in-process app over a scratch database, closed at once).
  const local = await createTestApp();
  routes = apiRoutes(local.app);
  await local.close();
  server = spawnServer({ VOLANT_DB_FILE: join(dir, 'volant.sqlite'), VOLANT_VAR_DIR: dir, VOLANT_JWT_SECRET: randomBytes(48).toString('base64url') }, await freePort());
  await ready(server);
});

after(async () => {
  saveFigures('fuzz', 'fuzz du serveur construit (POST et PATCH)', figures, { rssMiB: memory }, 'sqlite');
  await server?.stop();
  rmSync(dir, { recursive: true, force: true });
});

/** Resident memory of the server process, bytes (Linux /proc). */
function rss(pid: number): number {
  const kb = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
  return Number(kb) * 1024;
}

const toMiB = (bytes: number) => Math.round(bytes / 1024 / 1024);
const mib = (bytes: number) => `${toMiB(bytes)} MiB`;

// About 2 minutes on a quiet 2-core machine; the margin is for a loaded one.
test('10 000 hostile bodies over every POST and PATCH: no 5xx, and the memory comes back', { timeout: 480_000 }, async (t) => {
  const send = (path: string, init?: RequestInit) => {
    figures.requests += 1;
    return fetch(`${server.url}${path}`, init);
  };
  const owner = (await signInHttp(server.url, 'gerant@volant.test')).token;
  const admin = (await signInHttp(server.url, 'admin@volant.test')).token;
  const crawl = await crawlAs(send, owner, routes);

  // Each write route once with a malformed body: a 2xx means it takes no body (an action), a 403
  // that only the platform admin may call it; then its payload's field names.
  const jobs: Array<{ route: ApiRoute; path: string; token: string; body: HostileBody }> = [];
  for (const route of routes) {
    if (!['POST', 'PATCH', 'PUT'].includes(route.method) || SKIPPED.test(route.key)) continue;
    const targets = targetPaths(route, crawl, 1);
    const path = 'paths' in targets ? targets.paths[0]! : fillPath(route, route.params.map(() => '1'));
    const probe = await send(path, requestInit(route, owner, '{"x":'));
    await probe.body?.cancel();
    if (probe.status < 300) continue;
    const token = probe.status === 403 ? admin : owner;
    const fields = await payloadFields(send, route, path, token, crawl.objects.get(path));
    for (const body of [...shapelessBodies(), ...fieldBodies(fields), ...oneFieldBodies(fields)]) jobs.push({ route, path, token, body });
  }
  assert.ok(jobs.length >= MIN_REQUESTS, `${jobs.length} hostile bodies prepared`);

  const before = rss(server.child.pid!);
  const failures: string[] = [];
  let next = 0;
  const worker = async () => {
    while (next < jobs.length) {
      const { route, path, token, body } = jobs[next++]!;
      figures.badInputs += 1;
      const verdict = await judge(await send(path, requestInit(route, token, body[1])), false);
      if (!verdict.ok) failures.push(`${route.key} ${body[0]}: ${verdict.why}`);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  const peak = rss(server.child.pid!);
  assert.ok(failures.length === 0, `${failures.length} answer(s) of ${jobs.length} break the rules:\n${failures.slice(0, 40).join('\n')}`);
  const alive = await send('/api/agencies', { headers: { Authorization: `Bearer ${owner}` } });
  assert.equal(alive.status, 200, 'the server still answers, the session is still open');
  await alive.body?.cancel();

  // The memory the fuzz took must be given back once it stops.
  let now = rss(server.child.pid!);
  for (const deadline = Date.now() + SETTLE_MS; now > before * RSS_GROWTH && Date.now() < deadline; now = rss(server.child.pid!)) await sleep(2_000);
  Object.assign(memory, { before: toMiB(before), peak: toMiB(peak), settled: toMiB(now) });
  t.diagnostic(`${jobs.length} hostile bodies; RSS ${mib(before)} → ${mib(peak)} → ${mib(now)}`);
  assert.ok(now <= before * RSS_GROWTH, `RSS ${mib(before)} before the fuzz, ${mib(peak)} after it, still ${mib(now)} ${SETTLE_MS / 1000} s later`);
});
