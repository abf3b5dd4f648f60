import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { ErrorBody, HydraCollection } from '../../../src/shared/api/hydra';
import type { Tva } from '../../../src/modules/vat/types';
import { bearer, createTestApp, jsonBody, signIn, type TestApp } from '../helpers';

let t: TestApp;
let gerant: string;
let secretariat: string;
let port: string;
before(async () => {
  t = await createTestApp();
  gerant = (await signIn(t.app, 'gerant@volant.test')).token;
  secretariat = (await signIn(t.app, 'secretariat@volant.test')).token;
  port = (await signIn(t.app, 'gerant@port.test')).token;
});
after(() => t.close());

const list = async (token: string, query = '') => {
  const res = await t.app.request(`/api/billing/tvas${query}`, bearer(token));
  assert.equal(res.status, 200);
  return (await res.json()) as HydraCollection<Tva>;
};

describe('GET /billing/tvas', () => {
  test('pages by 10 with hydra:totalItems and the seeded French rates of each agency', async () => {
    const body = await list(gerant);
    assert.equal(body['hydra:member'].length, 10);
    assert.equal(body['hydra:totalItems'], 12);
    assert.ok(body['hydra:view']?.['hydra:next']);
    const orleans = t.ids.centre.agencies.orleans;
    const rates = (await list(gerant, `?agency=${orleans}&order[rate]=desc`))['hydra:member'].map((tva) => tva.rate);
    assert.deepEqual(rates, [20, 10, 5.5, 0]);
  });

  test('isDefault lists one default rate per agency (up to 10000)', async () => {
    const body = await list(gerant, '?isDefault=true&itemsPerPage=10000');
    assert.deepEqual(body['hydra:member'].map((tva) => tva.rate), [20, 20, 20]);
  });

  test('the secretary only sees the rates of her agencies; another structure sees none of ours', async () => {
    const names = new Set((await list(secretariat, '?itemsPerPage=100'))['hydra:member'].map((tva) => tva.agency.name));
    assert.deepEqual([...names].sort(), ['Blois', 'Orléans Centre']);
    const ours = (await list(gerant))['hydra:member'][0]!;
    assert.equal((await t.app.request(ours['@id'], bearer(port))).status, 404);
  });

  test('simplesearch matches the label and the legal mention', async () => {
    const body = await list(gerant, '?simplesearch=261-4-4');
    assert.equal(body['hydra:totalItems'], 3);
    assert.ok(body['hydra:member'].every((tva) => tva.rate === 0));
  });
});

describe('writes', () => {
  test('create, make default (the previous one is cleared); the default and a rate used by services cannot be deleted, an unused one can', async () => {
    const agency = t.ids.centre.agencies.blois;
    const created = await t.app.request('/api/billing/tvas', jsonBody('POST', { label: 'TVA Corse', rate: 2.1, agency: `/api/agencies/${agency}` }, gerant));
    assert.equal(created.status, 201);
    const tva = (await created.json()) as Tva & { '@id': string };
    assert.equal(tva.rate, 2.1);
    assert.equal(tva.isDefault, false);

    const patched = await t.app.request(tva['@id'], { ...jsonBody('PATCH', { isDefault: true }, gerant), headers: { 'Content-Type': 'application/merge-patch+json', Authorization: `Bearer ${gerant}` } });
    assert.equal(patched.status, 200);
    const defaults = (await list(gerant, `?agency=${agency}&isDefault=1`))['hydra:member'];
    assert.deepEqual(defaults.map((d) => d.label), ['TVA Corse']);

    const refused = await t.app.request(tva['@id'], bearer(gerant, { method: 'DELETE' }));
    assert.equal(refused.status, 409);
    assert.match(((await refused.json()) as ErrorBody).detail ?? '', /^La suppression de cette TVA n’est pas autorisée/);

    const old = (await list(gerant, `?agency=${agency}&simplesearch=normale`))['hydra:member'][0]!;
    const used = await t.app.request(`/api/billing/tvas/${old.id}`, bearer(gerant, { method: 'DELETE' }));
    assert.equal(used.status, 409, 'the former default is used by the seeded services');
    assert.match(((await used.json()) as ErrorBody).detail ?? '', /des prestations l’utilisent/);

    const spare = await t.app.request('/api/billing/tvas', jsonBody('POST', { label: 'Inutilisé', rate: 3, agency }, gerant));
    const spareId = ((await spare.json()) as Tva).id;
    assert.equal((await t.app.request(`/api/billing/tvas/${spareId}`, bearer(gerant, { method: 'DELETE' }))).status, 204);
    assert.equal((await t.app.request(`/api/billing/tvas/${spareId}`, bearer(gerant))).status, 404);
  });

  test('bad input: negative rate, exempt rate without mention, duplicate rate, unknown field, other agency → 422 and nothing saved', async () => {
    const before = (await list(gerant))['hydra:totalItems'];
    const agency = t.ids.centre.agencies.tours;
    const cases: [unknown, string][] = [
      [{ label: 'Négatif', rate: -1, agency }, 'rate'],
      [{ label: 'Exonéré', rate: 0, agency }, 'legalMention'],
      [{ label: 'Doublon', rate: 20, agency }, 'rate'],
      [{ label: 'Intrus', rate: 3, agency, structure: 2 }, ''],
      [{ label: 'Ailleurs', rate: 3, agency: t.ids.port.agencyId }, 'agency'],
    ];
    for (const [payload, path] of cases) {
      const res = await t.app.request('/api/billing/tvas', jsonBody('POST', payload, gerant));
      assert.equal(res.status, 422, JSON.stringify(payload));
      const body = (await res.json()) as ErrorBody;
      assert.ok(body.violations?.some((v) => v.propertyPath === path), `${path} in ${JSON.stringify(body.violations)}`);
    }
    assert.equal((await list(gerant))['hydra:totalItems'], before);
  });
});
