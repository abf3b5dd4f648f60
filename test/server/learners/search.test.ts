import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { HydraCollection } from '../../../src/shared/api/hydra';
import { foldSearchWord } from '../../../server/db/search-text';
import { bearer, createTestApp, jsonBody, signIn, type TestApp } from '../helpers';

/**
 * `simplesearch` on the learner lists must answer exactly what the unsearched list answers once
 * filtered: the same learners, in the same order, with the same total, page after page. A search
 * picks the page among the matching rows first (listPage in server/core/hydra.ts) on PostgreSQL when
 * a word has three characters or more, on SQLite when none has; otherwise PostgreSQL walks the
 * list's order and SQLite starts from its FTS5 table: every path is compared here with that
 * reference, on both databases.
 */
let t: TestApp;
const tokens: Record<'gerant' | 'secretariat' | 'port', string> = { gerant: '', secretariat: '', port: '' };
/** Ids of every learner whose name, e-mail, phone or NEPH contains each word (accents and case aside). */
let matching: (words: string) => Set<number>;

before(async () => {
  t = await createTestApp();
  for (const who of ['gerant', 'secretariat'] as const) tokens[who] = (await signIn(t.app, `${who}@volant.test`)).token;
  tokens.port = (await signIn(t.app, 'gerant@port.test')).token;
  const { orleans, blois, tours } = t.ids.centre.agencies;
  const centre = t.ids.centre.structureId;
  const learner = (agency: number, lastName: string, firstName: string, more: { email?: string; phone?: string; neph?: string; archived?: number } = {}) => ({
    structure_id: agency === t.ids.port.agencyId ? t.ids.port.structureId : centre,
    agency_id: agency,
    last_name: lastName,
    first_name: firstName,
    email: more.email ?? null,
    phone: more.phone ?? null,
    neph: more.neph ?? null,
    birth_date: null,
    training_id: null,
    archived: more.archived ?? 0,
  });
  // Ties on both names (only the id orders them), names containing others, accents, one archived,
  // one found by its e-mail only, and a namesake in the other structure.
  await t.deps.db
    .insertInto('learners')
    .values([
      learner(orleans, 'Martin', 'Léa'),
      learner(blois, 'Martin', 'Léa'),
      learner(orleans, 'Martin', 'Léa'),
      learner(tours, 'Martin', 'Lea'),
      learner(tours, 'Martin', 'Léa', { phone: '0611223344' }),
      learner(orleans, 'Martin', 'Hugo', { archived: 1 }),
      learner(blois, 'Martinez', 'Zoé'),
      learner(orleans, 'Saint-Martin', 'Anaïs'),
      learner(tours, 'Dumartin', 'Gaël', { archived: 1 }),
      learner(blois, 'Lemaître', 'François', { email: 'francois.martin@exemple.test' }),
      learner(orleans, 'Noël', 'Maëlle', { neph: '123456789012' }),
      learner(t.ids.port.agencyId, 'Martin', 'Léa'),
    ])
    .execute();
  const rows = await t.deps.db.selectFrom('learners').select(['id', 'last_name', 'first_name', 'email', 'phone', 'neph']).execute();
  const texts = rows.map((r) => ({ id: r.id, text: foldSearchWord([r.last_name, r.first_name, r.email, r.phone, r.neph].map((v) => v ?? '').join(' ')) }));
  matching = (search) => {
    const words = search.split(/\s+/).filter(Boolean).map(foldSearchWord);
    return new Set(texts.filter((r) => words.every((w) => r.text.includes(w))).map((r) => r.id));
  };
});
after(() => t.close());

async function page(token: string, path: string): Promise<HydraCollection<{ id: number }>> {
  const res = await t.app.request(`/api${path}`, bearer(token));
  assert.equal(res.status, 200, path);
  return (await res.json()) as HydraCollection<{ id: number }>;
}

const ids = (body: HydraCollection<{ id: number }>) => body['hydra:member'].map((l) => l.id);

/**
 * The searched list (whole, and by pages of 3 including one past the end) against the unsearched
 * list filtered by `matching`.
 */
async function assertSameAnswers(token: string, collection: string, params: string, search: string): Promise<number> {
  const url = (extra: string) => `${collection}?${[params, extra].filter(Boolean).join('&')}`;
  const everything = await page(token, url('itemsPerPage=5000'));
  assert.ok(everything['hydra:totalItems'] < 5000, 'the reference list fits in one page');
  const wanted = matching(search);
  const expected = ids(everything).filter((id) => wanted.has(id));
  const label = `${url('')} « ${search} »`;
  const q = `simplesearch=${encodeURIComponent(search)}`;
  const whole = await page(token, url(`${q}&itemsPerPage=5000`));
  assert.deepEqual(ids(whole), expected, label);
  assert.equal(whole['hydra:totalItems'], expected.length, label);
  const lastPage = Math.max(1, Math.ceil(expected.length / 3));
  for (const n of new Set([1, 2, lastPage, lastPage + 1])) {
    const part = await page(token, url(`${q}&itemsPerPage=3&page=${n}`));
    assert.deepEqual(ids(part), expected.slice((n - 1) * 3, n * 3), `${label} page ${n}`);
    assert.equal(part['hydra:totalItems'], expected.length, `${label} page ${n}`);
  }
  return expected.length;
}

const SEARCHES = ['martin', 'MARTIN léa', 'lea martin', 'martin a', 'tin', 'gaël', 'noel maelle', 'ma', 'a', '0611', '1234567', 'françois', 'mart%', 'zzzz'];

describe('learner search answers as the unsearched list filtered', () => {
  test('GET /learners: words long and short, accents, archived or not, other orders', async () => {
    const counts: Record<string, number> = {};
    for (const params of ['', 'archived=0', 'archived=1', 'order[createdAt]=desc', 'order[agency]=asc&archived=0', 'order[firstName]=desc&order[lastName]=asc']) {
      for (const search of SEARCHES) counts[`${params}|${search}`] = await assertSameAnswers(tokens.gerant, '/learners', params, search);
    }
    // The cases are not empty: ties, several agencies and the archived learners are in them.
    assert.ok(counts['|martin']! >= 9);
    assert.ok(counts['archived=1|martin']! >= 2);
    assert.equal(counts['|mart%'], 0);
  });

  test('scoping: the secretariat sees its agencies only, the other structure its own learners', async () => {
    for (const search of ['martin', 'léa martin', 'ma', 'martin a']) {
      for (const params of ['', 'archived=0']) {
        await assertSameAnswers(tokens.secretariat, '/learners', params, search);
        await assertSameAnswers(tokens.port, '/learners', params, search);
      }
    }
    const secretariat = await page(tokens.secretariat, '/learners?simplesearch=martin&itemsPerPage=5000');
    const gerant = await page(tokens.gerant, '/learners?simplesearch=martin&itemsPerPage=5000');
    assert.ok(secretariat['hydra:totalItems'] < gerant['hydra:totalItems'], 'Tours is outside the secretariat’s agencies');
    const port = await page(tokens.port, '/learners?simplesearch=l%C3%A9a%20martin&itemsPerPage=5000');
    assert.ok(port['hydra:totalItems'] >= 1);
    assert.ok(ids(port).every((id) => !ids(gerant).includes(id)));
  });

  test('the light lists (sort, ANTS registrations) search the same way', async () => {
    for (const search of ['martin', 'lea martin', 'ma', 'martin a']) {
      for (const params of ['', 'order[lastName]=desc']) {
        await assertSameAnswers(tokens.gerant, '/learners/sort', params, search);
        await assertSameAnswers(tokens.gerant, '/learners/ants', params, search);
      }
    }
  });
});

describe('the search follows the saves of a learner', () => {
  test('a save that leaves the searched text as it was, or changes another column, keeps it found; a new phone is found, the old one no longer', async () => {
    const token = tokens.gerant;
    const created = await t.app.request('/api/learners', jsonBody('POST', { firstName: 'Ysé', lastName: 'Quenardel', phone: '0655001122', agency: t.ids.centre.agencies.orleans }, token));
    assert.equal(created.status, 201);
    const { id } = (await created.json()) as { id: number };
    const found = async (search: string) => ids(await page(token, `/learners?simplesearch=${encodeURIComponent(search)}&itemsPerPage=50`));
    const save = async (body: Record<string, string>) => {
      const res = await t.app.request(`/api/learners/${id}`, jsonBody('PATCH', body, token));
      assert.equal(res.status, 200);
    };
    await save({ lastName: 'Quenardel', phone: '0655001122' });
    await save({ city: 'Orléans' });
    assert.deepEqual(await found('quenardel ysé'), [id]);
    assert.deepEqual(await found('0655001122'), [id]);
    await save({ phone: '0677889900' });
    assert.deepEqual(await found('0677889900'), [id]);
    assert.deepEqual(await found('0655001122'), []);
    assert.deepEqual(await found('quenardel'), [id]);
  });
});
