// Tenant isolation, driven by the route registry: the manager of the second structure
// (gerant@port.test) calls every endpoint on the first structure's rows — ids found by walking the API
// as the first structure's manager — and in payloads that point at them. Every call must answer
// 403/404 (or an empty list), no answer may contain a text or an IRI of the first structure, and no row
// of the database may change. Runs on SQLite and again on PostgreSQL.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { emptyFigures, saveFigures } from '../../reliability/figures';
import { createTestApp, signIn, type TestApp } from '../helpers';
import { apiRoutes, canariesOf, crawlAs, leaksIn, targetPaths, type ApiRoute, type Canaries, type Crawl } from './registry';
import { changes, snapshot } from './snapshot';

let t: TestApp;
let centre: string;
let port: string;
let routes: ApiRoute[];
let centreCrawl: Crawl;
let portCrawl: Crawl;
let canaries: Canaries;
const figures = emptyFigures();

const send = (path: string, init?: RequestInit) => {
  figures.requests += 1;
  return t.app.request(path, init);
};

before(async () => {
  t = await createTestApp();
  centre = (await signIn(t.app, 'gerant@volant.test')).token;
  port = (await signIn(t.app, 'gerant@port.test')).token;
  routes = apiRoutes(t.app);
  centreCrawl = await crawlAs(send, centre, routes);
  portCrawl = await crawlAs(send, port, routes);
  canaries = canariesOf(centreCrawl, portCrawl);
});

after(async () => {
  saveFigures('isolation', 'isolation des structures (registre des routes)', figures);
  await t.close();
});

/** Calls that end the caller's session (sent last, once). */
const SESSION_ENDERS = new Set(['POST /api/state-api/logout']);

const ORDER: Record<string, number> = { GET: 0, PATCH: 1, PUT: 1, POST: 2, DELETE: 3 };

function request(route: ApiRoute, token: string, body?: unknown): RequestInit {
  const headers: Record<string, string> = { Authorization: `Bearer ${token}` };
  if (route.method === 'GET' || route.method === 'DELETE') return { method: route.method, headers };
  headers['Content-Type'] = route.method === 'PATCH' ? 'application/merge-patch+json' : 'application/json';
  return { method: route.method, headers, body: JSON.stringify(body ?? {}) };
}

/**
 * A declared route validates its body before any lookup: the same 422 for a row that does not exist
 * says nothing about the foreign row (no existence oracle), so it is no breach.
 */
async function sameRefusalWithoutRow(route: ApiRoute, path: string, status: number, text: string): Promise<boolean> {
  if (status !== 422) return false;
  const missing = await send(path.replace(/\/\d+(?=\/|$)/g, '/999999999'), request(route, port));
  return missing.status === status && (await missing.text()) === text;
}

/** Query parameters that name the first structure's rows, added to every parameterless call. */
function foreignQuery(): string {
  const s1 = t.ids.centre;
  const learner = [...centreCrawl.iris].find((iri) => /^\/api\/learners\/\d+$/.test(iri))?.split('/').at(-1) ?? '1';
  const group = [...centreCrawl.iris].find((iri) => /^\/api\/groups\/\d+$/.test(iri))?.split('/').at(-1) ?? '1';
  return new URLSearchParams({
    agency: String(s1.agencies.orleans),
    agence: String(s1.agencies.orleans),
    'agency[]': String(s1.agencies.blois),
    structure: String(s1.structureId),
    structureId: String(s1.structureId),
    learner,
    groupe: group,
  }).toString();
}

test('the second structure reaches none of the first structure’s rows, on any endpoint', async () => {
  const problems: string[] = [];
  const before = await snapshot(t.deps);
  const query = foreignQuery();
  const rank = (r: ApiRoute) => (SESSION_ENDERS.has(r.key) ? 10 : (ORDER[r.method] ?? 9));
  const ordered = [...routes].filter((r) => !r.isPublic).sort((a, b) => rank(a) - rank(b));
  let reached = 0;
  for (const route of ordered) {
    const targets = targetPaths(route, centreCrawl);
    if ('absent' in targets) continue;
    const calls = route.params.length > 0
      ? targets.paths.map((path, i) => ({ path, row: targets.rows[i] ?? null }))
      : [{ path: route.path, row: null }, { path: `${route.path}?${query}`, row: null }];
    for (const { path, row } of calls) {
      // A row only the first structure has (shared reference rows — trainings, platform links — are read by all).
      const foreignRow = row !== null && canaries.iris.has(row);
      reached += 1;
      const res = await send(path, request(route, port));
      const text = await res.text();
      const leaked = leaksIn(text, canaries);
      if (leaked.length > 0) {
        figures.leaks += 1;
        problems.push(`${route.method} ${path} → ${res.status} shows ${leaked.map((l) => `« ${l} »`).join(', ')}`);
      } else if (foreignRow && res.status !== 403 && res.status !== 404 && !(await sameRefusalWithoutRow(route, path, res.status, text))) {
        figures.leaks += 1;
        problems.push(`${route.method} ${path} → ${res.status} instead of 403/404: ${text.slice(0, 140)}`);
      }
    }
  }
  const changed = changes(before, await snapshot(t.deps), t.ids.centre.structureId, t.ids.port.structureId);
  figures.leaks += changed.length;
  problems.push(...changed.map((c) => `database: ${c}`));
  assert.ok(reached > 250, `${reached} calls made`);
  assert.ok(canaries.texts.length > 200 && canaries.iris.size > 100, `${canaries.texts.length} texts and ${canaries.iris.size} IRIs identify the first structure`);
  assert.ok(problems.length === 0, `${problems.length} isolation breach(es):\n${problems.slice(0, Number(process.env.SHOW_FAILURES ?? 40)).join('\n')}`);
});

/** An id of the crawl under a collection path (`/api/learners` → 12), the first one in IRI order. */
function idOf(crawl: Crawl, prefix: string, where: (object: Record<string, unknown>) => boolean = () => true): number {
  const pattern = new RegExp(`^${prefix.replace(/[/-]/g, '\\$&')}/(\\d+)$`);
  for (const iri of [...crawl.iris].sort()) {
    const id = pattern.exec(iri)?.[1];
    if (id && where(crawl.objects.get(iri) ?? {})) return Number(id);
  }
  throw new Error(`no ${prefix} in the crawl`);
}

test('payloads of the second structure that point at the first structure’s rows are refused and change nothing', async () => {
  port = (await signIn(t.app, 'gerant@port.test')).token; // the walk above ended with a logout
  const before = await snapshot(t.deps);
  const mine = t.ids.port.agencyId;
  const theirs = t.ids.centre.agencies.orleans;
  const auth = { Authorization: `Bearer ${port}` };
  const portTva = ((await (await send(`/api/billing/tvas?agency=${mine}`, { headers: auth })).json()) as { 'hydra:member': Array<{ id: number }> })['hydra:member'][0]!.id;
  const s1 = {
    learner: idOf(centreCrawl, '/api/learners'),
    tva: idOf(centreCrawl, '/api/billing/tvas'),
    agenda: idOf(centreCrawl, '/api/plannings/agendas'),
    slot: idOf(centreCrawl, '/api/plannings/slots'),
    invoice: idOf(centreCrawl, '/api/accounting/invoices', (o) => typeof o.number === 'string'),
    quotation: idOf(centreCrawl, '/api/accounting/quotations'),
    package: idOf(centreCrawl, '/api/products/packages'),
    group: idOf(centreCrawl, '/api/groups'),
  };
  const p2 = { learner: idOf(portCrawl, '/api/learners'), agenda: idOf(portCrawl, '/api/plannings/agendas') };
  const line = (tva: number) => ({ label: 'Leçon', quantity: 1, unitPrice: 40, tva });
  const learner = { civility: null, firstName: 'Intrus', lastName: 'Port', email: null, phone: null, birthDate: null, birthPlace: null, address: null, postalCode: null, city: null, neph: null, isProspect: true, registration: null };
  const attempts: Array<[string, string, unknown]> = [
    ['POST', '/api/learners', { ...learner, agency: theirs }],
    ['POST', '/api/accounting/quotations', { agency: mine, learner: s1.learner, lines: [line(portTva)] }],
    ['POST', '/api/accounting/quotations', { agency: mine, learner: p2.learner, lines: [line(s1.tva)] }],
    ['POST', '/api/accounting/quotations', { agency: theirs, learner: p2.learner, lines: [line(portTva)] }],
    ['POST', '/api/accounting/invoices', { agency: mine, learner: `/api/learners/${s1.learner}`, lines: [line(portTva)] }],
    ['POST', '/api/accounting/payments', { invoice: s1.invoice, amount: 1, method: 'other', paidOn: new Date().toISOString().slice(0, 10), reference: 'intrus' }],
    ['POST', '/api/accounting/credit-notes', { invoice: s1.invoice, reason: 'Intrusion' }],
    ['POST', '/api/accounting/bills/transform', { bill: s1.quotation }],
    ['POST', '/api/accounting/bills/duplicate', { bill: s1.quotation }],
    ['POST', '/api/products/packages/duplicate', { package: s1.package }],
    ['POST', '/api/plannings/slots', { agenda: s1.agenda, date: '2031-05-06', schedule: { startTime: '10:00', endTime: '11:00' } }],
    ['POST', '/api/plannings/slots', { agenda: p2.agenda, date: '2031-05-06', schedule: { startTime: '10:00', endTime: '11:00' }, learners: [s1.learner] }],
    ['POST', '/api/plannings/slot-learners', { slot: s1.slot, learner: p2.learner }],
    ['POST', '/api/plannings/slot-learners', { slot: idOf(portCrawl, '/api/plannings/slots'), learner: s1.learner }],
    ['POST', '/api/observations', { learner: s1.learner, content: 'Intrusion' }],
    ['PATCH', `/api/learners/${p2.learner}`, { agency: theirs }],
  ];
  const problems: string[] = [];
  for (const [method, path, body] of attempts) {
    figures.badInputs += 1;
    const res = await send(path, { method, headers: { ...auth, 'Content-Type': method === 'PATCH' ? 'application/merge-patch+json' : 'application/json' }, body: JSON.stringify(body) });
    const text = await res.text();
    const leaked = leaksIn(text, canaries);
    if (res.status < 400 || res.status >= 500 || leaked.length > 0) {
      figures.leaks += 1;
      problems.push(`${method} ${path} ${JSON.stringify(body).slice(0, 80)} → ${res.status} ${leaked.join(', ')} ${text.slice(0, 120)}`);
    }
  }
  const changed = changes(before, await snapshot(t.deps), t.ids.centre.structureId, t.ids.port.structureId);
  figures.leaks += changed.length;
  problems.push(...changed.map((c) => `database: ${c}`));
  assert.ok(problems.length === 0, `${problems.length} isolation breach(es):\n${problems.join('\n')}`);
});
