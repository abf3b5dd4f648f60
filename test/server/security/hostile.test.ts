// Hostile input on every endpoint of the route registry (createApp(deps).routes), in-process on
// SQLite and again on PostgreSQL: malformed JSON, wrong types, unknown and mass-assigned fields,
// huge strings and bodies, Unicode edge cases, SQL and HTML injections, bad pages, ids and tokens.
// Every answer must be a 4xx JSON-LD error (or, for odd but valid data, a success), never a 5xx,
// with the security headers, and the server must keep answering.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { SignJWT } from 'jose';
import { emptyFigures, saveFigures } from '../../reliability/figures';
import { createTestApp, signIn, type TestApp } from '../helpers';
import {
  BAD_IDS, BAD_PAGING, fieldBodies, payloadFields, requestInit as init, HUGE_STRING, INJECTIONS, judge, MALFORMED_BODIES, NON_OBJECT_BODIES, ODD_QUERIES,
  PROTOTYPE_POLLUTION, UNICODE_EDGES, type HostileBody,
} from './hostile';
import { apiRoutes, crawlAs, fillPath, targetPaths, type ApiRoute, type Crawl } from './registry';

let t: TestApp;
let owner: string;
let admin: string;
let routes: ApiRoute[];
let crawl: Crawl;
const figures = emptyFigures();
const tokenOf = new Map<string, string>();
/** Routes that answered 2xx to a malformed body: they take no body (actions, deletions). */
const bodyless = new Set<string>();

const send = (path: string, init?: RequestInit) => {
  figures.requests += 1;
  return t.app.request(path, init);
};

before(async () => {
  t = await createTestApp();
  owner = (await signIn(t.app, 'gerant@volant.test')).token;
  admin = (await signIn(t.app, 'admin@volant.test')).token;
  routes = apiRoutes(t.app);
  crawl = await crawlAs(send, owner, routes);
});

after(async () => {
  saveFigures('hostile', 'entrées hostiles (registre des routes)', figures);
  await t.close();
});

/** A failure list that names the route and the input, asserted empty at the end of each test. */
function failures() {
  const list: string[] = [];
  return {
    list,
    add: (what: string) => list.push(what),
    assertNone: (title: string) =>
      assert.ok(list.length === 0, `${title}: ${list.length} answer(s) break the rules:\n${list.slice(0, Number(process.env.SHOW_FAILURES ?? 40)).join('\n')}`),
  };
}

/** The first concrete path of a route (a real row when there is one, else a plausible id). */
function firstPath(route: ApiRoute): string {
  const targets = targetPaths(route, crawl, 1);
  return 'paths' in targets ? targets.paths[0]! : fillPath(route, route.params.map(() => '1'));
}


/** The manager, or the platform admin for the admin-only calls (so hostile input reaches the handler). */
async function tokenFor(route: ApiRoute): Promise<string> {
  const known = tokenOf.get(route.key);
  if (known) return known;
  if (SESSION_ENDERS.has(route.key)) {
    bodyless.add(route.key);
    return owner;
  }
  const path = firstPath(route);
  const probe = await send(path, init(route, owner, route.method === 'GET' || route.method === 'DELETE' ? undefined : '{"x":'));
  await probe.body?.cancel();
  if (route.method !== 'GET' && route.method !== 'DELETE' && probe.status < 300) bodyless.add(route.key);
  const token = probe.status === 403 ? admin : owner;
  tokenOf.set(route.key, token);
  return token;
}

/** Calls that end the caller's session: never sent with the suite's own tokens. */
const SESSION_ENDERS = new Set(['POST /api/state-api/logout']);

async function alive(): Promise<void> {
  const res = await send('/api/project-versions');
  assert.equal(res.status, 200, 'the server still answers');
  await res.body?.cancel();
  for (const token of [owner, admin]) {
    const mine = await send('/api/agencies', { headers: { Authorization: `Bearer ${token}` } });
    assert.equal(mine.status, 200, 'the suite’s sessions are still open (its inputs reached the handlers)');
    await mine.body?.cancel();
  }
  assert.equal(({} as Record<string, unknown>).polluted, undefined, 'Object.prototype is not polluted');
}

const writeRoutes = () => routes.filter((r) => ['POST', 'PATCH', 'PUT'].includes(r.method) && !r.path.startsWith('/api/imports/'));
const uploadRoute = (route: ApiRoute) => /photo|upload|replace|assets|imports/.test(route.path);

test('every route of the registry can be named on real rows or is declared absent', () => {
  assert.ok(routes.length > 250, `the registry lists the API (${routes.length} routes)`);
  for (const route of routes) targetPaths(route, crawl);
});

describe('bodies', () => {
  test('malformed JSON, non-object bodies and a wrong content type are 4xx JSON-LD errors', async () => {
    const bad = failures();
    for (const route of writeRoutes()) {
      const token = await tokenFor(route);
      if (bodyless.has(route.key) || uploadRoute(route)) continue;
      const path = firstPath(route);
      const bodies = [...MALFORMED_BODIES, ...NON_OBJECT_BODIES.map((b) => JSON.stringify(b)), PROTOTYPE_POLLUTION];
      for (const body of bodies) {
        figures.badInputs += 1;
        const verdict = await judge(await send(path, init(route, token, body)), true);
        if (!verdict.ok) bad.add(`${route.key} ${JSON.stringify(body).slice(0, 40)}: ${verdict.why}`);
      }
      for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'application/xml']) {
        figures.badInputs += 1;
        const verdict = await judge(await send(path, init(route, token, '{}', type)), true);
        if (!verdict.ok) bad.add(`${route.key} as ${type}: ${verdict.why}`);
      }
    }
    await alive();
    bad.assertNone('malformed bodies');
  });

  test('wrong types, mass-assigned fields, huge strings and forbidden characters in every known field are refused', async () => {
    const bad = failures();
    for (const route of writeRoutes()) {
      const token = await tokenFor(route);
      if (bodyless.has(route.key) || uploadRoute(route)) continue;
      const path = firstPath(route);
      const fields = await payloadFields(send, route, path, token, crawl.objects.get(path));
      const attempts: HostileBody[] = fieldBodies(fields);
      // Each field of the row alone, with the value the API answered for it (a no-op edit, or a 422).
      const row = crawl.objects.get(path);
      if (route.method === 'PATCH' && row) {
        for (const [key, value] of Object.entries(row)) if (!key.startsWith('@')) attempts.push([`only ${key}`, JSON.stringify({ [key]: value }), false]);
      }
      for (const [what, body, mustRefuse] of attempts) {
        figures.badInputs += 1;
        const verdict = await judge(await send(path, init(route, token, body)), mustRefuse);
        if (!verdict.ok) bad.add(`${route.key} ${what}: ${verdict.why}`);
      }
    }
    await alive();
    bad.assertNone('hostile fields');
  });

  test('a body over 1 Mo is refused with 413 before it is read', async () => {
    const bad = failures();
    const big = JSON.stringify({ name: 'x'.repeat(1024 * 1024 + 10) });
    for (const route of writeRoutes()) {
      if (uploadRoute(route)) continue;
      figures.badInputs += 1;
      const res = await send(firstPath(route), init(route, await tokenFor(route), big));
      const verdict = await judge(res.clone(), true);
      if (!verdict.ok || res.status !== 413) bad.add(`${route.key}: ${res.status} ${verdict.why ?? ''}`);
    }
    await alive();
    bad.assertNone('oversized bodies');
  });
});


describe('queries and paths', () => {
  test('negative, huge and non-numeric pages and page sizes are refused on every collection', async () => {
    const bad = failures();
    for (const route of routes) {
      if (route.method !== 'GET' || route.params.length > 0 || route.isPublic) continue;
      const token = await tokenFor(route);
      const normal = await send(route.path, init(route, token));
      const text = await normal.text();
      const isCollection = normal.status === 200 && text.startsWith('{') && (JSON.parse(text) as { '@type'?: string })['@type'] === 'hydra:Collection';
      for (const query of BAD_PAGING) {
        figures.badInputs += 1;
        const verdict = await judge(await send(`${route.path}?${query}`, init(route, token)), isCollection);
        if (!verdict.ok) bad.add(`${route.key}?${query}: ${verdict.why}`);
      }
    }
    await alive();
    bad.assertNone('bad paging');
  });

  test('injections in search, order and filters are data or a 4xx, never a 5xx, and never widen a search', async () => {
    const bad = failures();
    const total = async (path: string, token: string) => {
      const res = await send(path, { headers: { Authorization: `Bearer ${token}` } });
      const text = await res.text();
      if (res.status !== 200 || !text.startsWith('{')) return null;
      const body = JSON.parse(text) as { 'hydra:totalItems'?: number };
      return body['hydra:totalItems'] ?? null;
    };
    for (const route of routes) {
      if (route.method !== 'GET' || route.isPublic) continue;
      const token = await tokenFor(route);
      const path = firstPath(route);
      for (const query of ODD_QUERIES) {
        figures.badInputs += 1;
        const verdict = await judge(await send(`${path}?${query}`, init(route, token)), false);
        if (!verdict.ok) bad.add(`${route.key}?${query.slice(0, 40)}: ${verdict.why}`);
      }
      const nothing = await total(`${path}?simplesearch=zqxjzqxj`, token);
      // Never stored by the other tests: any row found would come from the injection itself.
      const injected = await total(`${path}?simplesearch=${encodeURIComponent("zq' OR 'x'='x")}`, token);
      figures.badInputs += 1;
      if (nothing !== null && injected !== null && injected > nothing) bad.add(`${route.key}: an injected search finds ${injected} rows`);
    }
    await alive();
    bad.assertNone('odd queries');
  });

  test('path parameters that name no row are 4xx on every route, deletions included', async () => {
    const bad = failures();
    for (const route of routes) {
      if (route.params.length === 0) continue;
      const token = route.isPublic ? null : await tokenFor(route);
      const body = route.method === 'GET' || route.method === 'DELETE' ? undefined : '{}';
      for (const id of BAD_IDS) {
        figures.badInputs += 1;
        const path = route.path.replace(/:(\w+)(\{[^}]*\})?/g, id);
        const verdict = await judge(await send(path, init(route, token, body)), true);
        if (!verdict.ok) bad.add(`${route.method} ${path.slice(0, 80)}: ${verdict.why}`);
      }
    }
    await alive();
    bad.assertNone('bad ids');
  });
});

describe('credentials', () => {
  test('missing, malformed, forged, expired and foreign tokens are 401 on every private route', async () => {
    const bad = failures();
    const secret = new TextEncoder().encode(t.deps.config.jwtSecret);
    const other = new TextEncoder().encode('another-secret-of-at-least-32-characters!');
    const userId = String(t.ids.users['gerant@volant.test']);
    const sign = (key: Uint8Array, exp: number, claims: Record<string, unknown> = { sid: 'x', typ: 'access' }) =>
      new SignJWT(claims).setProtectedHeader({ alg: 'HS256' }).setSubject(userId).setExpirationTime(exp).sign(key);
    const now = Math.floor(Date.now() / 1000);
    const unsigned = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${Buffer.from(JSON.stringify({ sub: userId, sid: 'x', typ: 'access', exp: now + 600 })).toString('base64url')}.`;
    const headers: Array<[string, string | null]> = [
      ['none', null],
      ['empty bearer', 'Bearer '],
      ['garbage', 'Bearer a.b.c'],
      ['basic', 'Basic Z2VyYW50OnZvbGFudC1kZW1v'],
      ['alg none', `Bearer ${unsigned}`],
      ['other key', `Bearer ${await sign(other, now + 600)}`],
      ['expired', `Bearer ${await sign(secret, now - 10)}`],
      ['unknown session', `Bearer ${await sign(secret, now + 600)}`],
    ];
    for (const route of routes) {
      if (route.isPublic) continue;
      const path = firstPath(route);
      for (const [what, value] of headers) {
        figures.badInputs += 1;
        const res = await send(path, { method: route.method, headers: value ? { Authorization: value } : {} });
        const verdict = await judge(res.clone(), true);
        if (res.status !== 401 || !verdict.ok) bad.add(`${route.key} ${what}: ${res.status} ${verdict.why ?? ''}`);
        await res.body?.cancel();
      }
    }
    await alive();
    bad.assertNone('bad credentials');
  });
});

test('figures', () => {
  assert.ok(figures.badInputs > 5000, `${figures.badInputs} hostile inputs tried`);
});

describe('valid payloads with one hostile field', () => {
  /** Valid creation payloads of the writes users make most, on the manager's own rows. */
  async function templates(): Promise<Array<{ path: string; body: Record<string, unknown>; texts: string[] }>> {
    const agency = t.ids.centre.agencies.orleans;
    const get = async <T>(path: string) => (await (await send(path, { headers: { Authorization: `Bearer ${owner}` } })).json()) as T;
    const tvas = await get<{ 'hydra:member': Array<{ id: number }> }>(`/api/billing/tvas?agency=${agency}&isDefault=true`);
    const learners = await get<{ 'hydra:member': Array<{ id: number; agency: { id: number } }> }>(`/api/learners?agency=${agency}`);
    const agendas = await get<{ 'hydra:member': Array<{ id: number; dayStart: string }> }>(`/api/plannings/agendas?agency=${agency}&active=true`);
    const tva = tvas['hydra:member'][0]!.id;
    const learner = learners['hydra:member'][0]!.id;
    const line = { label: 'Leçon de conduite', quantity: 1, unitPrice: 50, tva };
    const invoice = (await (await send('/api/accounting/invoices', init({ method: 'POST' } as ApiRoute, owner, JSON.stringify({ agency, learner, lines: [line] })))).json()) as { id: number };
    const validated = await send(`/api/accounting/invoices/${invoice.id}/validate`, { method: 'POST', headers: { Authorization: `Bearer ${owner}` } });
    assert.equal(validated.status, 200, 'an invoice to pay');
    return [
      {
        path: '/api/learners',
        body: { civility: null, firstName: 'Zoé', lastName: 'Essai', email: null, phone: null, birthDate: null, birthPlace: null, address: null, postalCode: null, city: null, neph: null, agency, isProspect: true, registration: null },
        texts: ['firstName', 'lastName', 'birthPlace', 'address', 'city'],
      },
      { path: '/api/accounting/quotations', body: { agency, learner, title: 'Devis', lines: [line] }, texts: ['title', 'notes'] },
      { path: '/api/accounting/invoices', body: { agency, learner, title: 'Facture', lines: [line] }, texts: ['title', 'notes'] },
      { path: '/api/accounting/payments', body: { invoice: invoice.id, amount: 1, method: 'other', paidOn: new Date().toISOString().slice(0, 10), reference: 'R' }, texts: ['reference'] },
      {
        path: '/api/plannings/slots',
        body: { agenda: agendas['hydra:member'][0]!.id, date: '2031-03-04', schedule: { startTime: '10:00', endTime: '11:00' }, title: 'Essai' },
        texts: ['title'],
      },
    ];
  }

  test('injected and exotic texts are stored as data and read back as sent; mass assignment and huge numbers are refused', async () => {
    const bad = failures();
    const post = (path: string, body: unknown) => send(path, init({ method: 'POST' } as ApiRoute, owner, JSON.stringify(body)));
    let slotDay = 0;
    for (const { path, body, texts } of await templates()) {
      const fresh = () => (path.endsWith('/slots') ? { ...body, date: `2031-04-${String(1 + (slotDay++ % 28)).padStart(2, '0')}`, schedule: { startTime: `0${8 + Math.floor(slotDay / 28)}:00`, endTime: `0${8 + Math.floor(slotDay / 28)}:30` } } : body);
      const sane = await post(path, fresh());
      if (sane.status !== 201) bad.add(`${path}: the valid payload is refused (${sane.status}) ${(await sane.text()).slice(0, 160)}`);
      else await sane.body?.cancel();
      for (const [field, value] of Object.entries({ structure: '/api/structures/2', structureId: 2, number: 'F-2099-00001', id: 999, createdAt: '2000-01-01' })) {
        figures.badInputs += 1;
        const verdict = await judge(await post(path, { ...fresh(), [field]: value }), true);
        if (!verdict.ok) bad.add(`${path} + ${field}: ${verdict.why}`);
      }
      for (const field of Object.keys(body)) {
        for (const value of [1e308, -1, 99_999_999_999, { $ne: null }, HUGE_STRING, 'a\u0000b']) {
          figures.badInputs += 1;
          const verdict = await judge(await post(path, { ...fresh(), [field]: value }), value !== -1);
          if (!verdict.ok) bad.add(`${path} ${field}=${JSON.stringify(value).slice(0, 20)}: ${verdict.why}`);
        }
      }
      for (const field of texts) {
        for (const value of [...INJECTIONS, ...UNICODE_EDGES]) {
          figures.badInputs += 1;
          const res = await post(path, { ...fresh(), [field]: value });
          if (res.status >= 500) bad.add(`${path} ${field}=${value}: ${res.status}`);
          if (res.status !== 201) {
            await res.body?.cancel();
            continue;
          }
          const created = (await res.json()) as Record<string, unknown> & { '@id': string };
          const stored = created[field];
          if (stored !== value.trim() && stored !== value) bad.add(`${path} ${field}: sent ${JSON.stringify(value)}, stored ${JSON.stringify(stored)}`);
        }
      }
    }
    // Quantities and prices at their maximum on 200 lines: totals no column can hold.
    const tva = (await (await send(`/api/billing/tvas?agency=${t.ids.centre.agencies.orleans}&isDefault=true`, { headers: { Authorization: `Bearer ${owner}` } })).json()) as { 'hydra:member': Array<{ id: number }> };
    const learners = (await (await send(`/api/learners?agency=${t.ids.centre.agencies.orleans}`, { headers: { Authorization: `Bearer ${owner}` } })).json()) as { 'hydra:member': Array<{ id: number }> };
    const line = { label: 'Très cher', quantity: 100_000, unitPrice: 10_000_000, tva: tva['hydra:member'][0]!.id };
    for (const path of ['/api/accounting/quotations', '/api/accounting/invoices']) {
      figures.badInputs += 1;
      const verdict = await judge(await post(path, { agency: t.ids.centre.agencies.orleans, learner: learners['hydra:member'][0]!.id, lines: Array.from({ length: 200 }, () => line) }), true);
      if (!verdict.ok) bad.add(`${path} with 200 lines of 10¹² €: ${verdict.why}`);
    }
    await alive();
    bad.assertNone('valid payloads with one hostile field');
  });
});
