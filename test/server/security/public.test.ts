// Public endpoints (called without a token: the quotation a learner opens from an e-mail, a shared
// planning) expose only what their page shows: the public quotation names its own customer and
// learner and nothing else about any learner; a shared planning names no learner. Every learner's
// e-mail, phone, birth date, NEPH and full name is searched for in every public answer.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { emptyFigures, saveFigures } from '../../reliability/figures';
import { createTestApp, signIn, type TestApp } from '../helpers';
import { apiRoutes, crawlAs, targetPaths, type Crawl } from './registry';

let t: TestApp;
let crawl: Crawl;
const figures = emptyFigures();

before(async () => {
  t = await createTestApp();
  const owner = (await signIn(t.app, 'gerant@volant.test')).token;
  crawl = await crawlAs((p, i) => t.app.request(p, i), owner, apiRoutes(t.app));
  figures.requests += crawl.requests;
});

after(async () => {
  saveFigures('public', 'pages publiques', figures);
  await t.close();
});

/** The fields the public quotation page shows (src/embeds and the public quotation screen), and its JSON-LD context. */
const PUBLIC_QUOTATION_KEYS = [
  '@context', '@id', '@type', 'uuid', 'number', 'status', 'issueDate', 'validityDate', 'acceptedAt', 'customerName', 'learnerName', 'title', 'notes',
  'currency', 'seller', 'conditions', 'lines', 'vat', 'totalPriceHt', 'totalTva', 'totalPriceTtc', 'canValidate', 'expired',
].sort();

test('public answers carry no learner data beyond the quotation’s own learner name', async () => {
  const learners = await t.deps.db.selectFrom('learners').select(['id', 'first_name', 'last_name', 'email', 'phone', 'birth_date', 'neph']).execute();
  const secrets = learners.flatMap((l) => [l.email, l.phone, l.neph, l.birth_date].filter((v): v is string => typeof v === 'string' && v.length >= 6));
  assert.ok(secrets.length > 50, 'the demo learners have contact details to look for');
  const publicGets = apiRoutes(t.app).filter((r) => r.isPublic && r.method === 'GET' && r.params.length > 0);
  const problems: string[] = [];
  let answers = 0;
  for (const route of publicGets) {
    const targets = targetPaths(route, crawl, 50);
    if (!('paths' in targets)) continue;
    for (const [i, path] of targets.paths.entries()) {
      figures.requests += 1;
      const res = await t.app.request(path);
      if (res.status !== 200 || !/json/.test(res.headers.get('content-type') ?? '')) {
        await res.body?.cancel();
        continue;
      }
      answers += 1;
      const text = await res.text();
      const own = route.path.includes('quotation') ? (crawl.objects.get(targets.rows[i] ?? '') as { learner?: unknown } | undefined) : undefined;
      const ownId = typeof own?.learner === 'object' && own.learner !== null ? Number(String((own.learner as { '@id'?: string })['@id'] ?? '').split('/').at(-1)) : Number(String(own?.learner ?? '').split('/').at(-1));
      for (const secret of secrets) if (text.includes(secret)) problems.push(`${path}: « ${secret} »`);
      for (const l of learners) {
        const name = `${l.first_name} ${l.last_name}`;
        if (l.id !== ownId && name.length > 6 && text.includes(name)) problems.push(`${path}: another learner’s name « ${name} »`);
      }
      if (route.path.includes('quotation-details')) {
        const keys = Object.keys(JSON.parse(text) as object).sort();
        if (keys.join() !== PUBLIC_QUOTATION_KEYS.join()) problems.push(`${path}: fields ${keys.join(', ')}`);
      }
    }
  }
  figures.leaks += problems.length;
  assert.ok(answers >= 3, `${answers} public answers read`);
  assert.ok(problems.length === 0, `${problems.length} public leak(s):\n${problems.slice(0, 30).join('\n')}`);
});
