import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Package, PackageDetails } from '../../../src/modules/packages/types';
import type { HydraCollection } from '../../../src/shared/api/hydra';
import type { Service } from '../../../src/shared/references/types';
import { createTestApp, signIn, type TestApp } from '../helpers';
import { apiAs, tvasOf, type Api } from './client';

let t: TestApp;
let gerant: Api;
let secretariat: Api;
let port: Api;
let orleans: number;
let services: Service[];
before(async () => {
  t = await createTestApp();
  gerant = apiAs(t, (await signIn(t.app, 'gerant@volant.test')).token);
  secretariat = apiAs(t, (await signIn(t.app, 'secretariat@volant.test')).token);
  port = apiAs(t, (await signIn(t.app, 'gerant@port.test')).token);
  orleans = t.ids.centre.agencies.orleans;
  services = (await gerant.get<HydraCollection<Service>>(`/products/services?agency=${orleans}&itemsPerPage=50`)).body['hydra:member'];
});
after(() => t.close());

const service = (code: string) => services.find((s) => s.code === code)!;

describe('packages', () => {
  test('list: 10 per page, agency, search, active flag; totals from the items', async () => {
    const all = await gerant.get<HydraCollection<Package>>(`/products/packages?agency=${orleans}`);
    assert.equal(all.body['hydra:totalItems'], 4);
    const b20 = all.body['hydra:member'].find((p) => p.name === 'Permis B – Formule 20 h')!;
    assert.equal(b20.itemsCount, 5);
    assert.equal(b20.training?.code, 'B');
    assert.equal(b20.totalHt, 83.33 + 41.67 + 25 + 20 * 45.83 + 50);
    const searched = await gerant.get<HydraCollection<Package>>('/products/packages?simplesearch=A2');
    assert.ok(searched.body['hydra:member'].every((p) => p.name.includes('A2')));
    assert.equal((await port.get<HydraCollection<Package>>('/products/packages')).body['hydra:totalItems'], 1);
    assert.equal((await port.get(`/products/packages/${b20.id}`)).status, 404);
  });

  test('create with ordered items, reorder them, duplicate, deactivate, delete', async () => {
    const created = await gerant.post<PackageDetails>('/products/packages', {
      agency: orleans,
      name: 'Stage intensif B',
      training: null,
      items: [
        { service: service('INSC').id, quantity: 1 },
        { service: service('LECB').id, quantity: 10, unitPrice: 42 },
        { service: service('EXAM').id, quantity: 1 },
      ],
    });
    assert.equal(created.status, 201, JSON.stringify(created.body));
    assert.deepEqual(created.body.items.map((i) => i.service.name), ['Frais d’inscription', 'Leçon de conduite B (1 h)', 'Accompagnement à l’examen pratique']);
    assert.equal(created.body.items[1]!.unitPrice, 42);
    assert.equal(created.body.items[1]!.unitPriceOverride, 42);
    const ids = created.body.items.map((i) => i.id);
    const reordered = await gerant.post<PackageDetails>('/products/package-items/update-order', { package: created.body.id, items: [ids[2], ids[0], ids[1]] });
    assert.equal(reordered.status, 200);
    assert.deepEqual(reordered.body.items.map((i) => i.id), [ids[2], ids[0], ids[1]]);
    assert.deepEqual(reordered.body.items.map((i) => i.position), [1, 2, 3]);
    const partial = await gerant.post('/products/package-items/update-order', { package: created.body.id, items: [ids[0], ids[1]] });
    assert.equal(partial.status, 422);

    const copy = await gerant.post<PackageDetails>('/products/packages/duplicate', { package: created.body.id });
    assert.equal(copy.status, 201);
    assert.equal(copy.body.name, 'Stage intensif B (copie)');
    assert.deepEqual(copy.body.items.map((i) => i.service.id), reordered.body.items.map((i) => i.service.id));
    const copy2 = await gerant.post<PackageDetails>('/products/packages/duplicate', { package: created.body.id });
    assert.equal(copy2.body.name, 'Stage intensif B (copie 2)');

    const off = await gerant.patch<PackageDetails>(`/products/packages/${copy.body.id}`, { isActive: false });
    assert.equal(off.body.isActive, false);
    assert.equal(off.body.items.length, 3, 'items untouched by a patch without items');
    const active = await gerant.get<HydraCollection<Package>>(`/products/packages?agency=${orleans}&isActive=true&itemsPerPage=50`);
    assert.ok(!active.body['hydra:member'].some((p) => p.id === copy.body.id));
    assert.equal((await gerant.delete(`/products/packages/${copy2.body.id}`)).status, 204);
  });

  test('bad input: another agency’s service, duplicate name, negative quantity → 422; the secretary cannot write', async () => {
    const bloisService = (await gerant.get<HydraCollection<Service>>(`/products/services?agency=${t.ids.centre.agencies.blois}`)).body['hydra:member'][0]!;
    const cases: [Record<string, unknown>, string][] = [
      [{ agency: orleans, name: 'Mélange', items: [{ service: bloisService.id, quantity: 1 }] }, 'items.0.service'],
      [{ agency: orleans, name: 'Permis B – Formule 20 h' }, 'name'],
      [{ agency: orleans, name: 'Négatif', items: [{ service: service('LECB').id, quantity: -2 }] }, 'items.0.quantity'],
      [{ agency: orleans, name: 'Prix', items: [{ service: service('LECB').id, quantity: 1, unitPrice: 'gratuit' }] }, 'items.0.unitPrice'],
    ];
    for (const [payload, path] of cases) {
      const res = await gerant.post('/products/packages', payload);
      assert.equal(res.status, 422, JSON.stringify(payload));
      assert.ok(res.body.violations?.some((v) => v.propertyPath === path), `${path} in ${JSON.stringify(res.body.violations)}`);
    }
    assert.equal((await secretariat.post('/products/packages', { agency: orleans, name: 'Secrétariat' })).status, 403);
  });

  test('an item’s own price entered TTC (issue 23): quantity × TTC exact, HT derived, VAT per rate from the TTC; kept by duplicate, dropped for an HT price', async () => {
    const created = await gerant.post<PackageDetails>('/products/packages', {
      agency: orleans,
      name: 'Formule 20 leçons TTC',
      training: null,
      items: [
        { service: service('LECB').id, quantity: 20, unitPriceTtc: 55 },
        { service: service('INSC').id, quantity: 1, unitPriceTtc: 100 },
      ],
    });
    assert.equal(created.status, 201, JSON.stringify(created.body));
    const [lessons, fees] = created.body.items;
    assert.deepEqual([lessons!.unitPriceTtcOverride, lessons!.unitPriceTtc, lessons!.unitPriceOverride, lessons!.unitPrice], [55, 55, 45.83, 45.83]);
    assert.deepEqual([lessons!.totalTtc, lessons!.totalHt], [1100, 916.67], '20 × 55,00 € TTC, not 20 × 45,83 € HT + VAT (1 099,92 €)');
    assert.equal(fees!.totalTtc, 100);
    assert.deepEqual([created.body.totalTtc, created.body.totalTva, created.body.totalHt], [1200, 200, 1000], 'the VAT of the rate is taken from its TTC sum');

    const copy = await gerant.post<PackageDetails>('/products/packages/duplicate', { package: created.body.id });
    assert.equal(copy.status, 201, JSON.stringify(copy.body));
    assert.deepEqual(copy.body.items.map((i) => i.unitPriceTtcOverride), [55, 100]);
    assert.equal(copy.body.totalTtc, 1200);

    const ht = await gerant.patch<PackageDetails>(`/products/packages/${copy.body.id}`, { items: [{ service: service('LECB').id, quantity: 20, unitPrice: 45.83 }] });
    assert.equal(ht.status, 200, JSON.stringify(ht.body));
    assert.deepEqual([ht.body.items[0]!.unitPriceTtcOverride, ht.body.items[0]!.unitPriceTtc, ht.body.totalTtc], [null, null, 1099.92]);
    const bad = await gerant.patch(`/products/packages/${copy.body.id}`, { items: [{ service: service('LECB').id, quantity: 1, unitPriceTtc: -1 }] });
    assert.equal(bad.status, 422);
    assert.ok(bad.body.violations?.some((v) => v.propertyPath === 'items.0.unitPriceTtc'), JSON.stringify(bad.body.violations));
    for (const id of [created.body.id, copy.body.id]) assert.equal((await gerant.delete(`/products/packages/${id}`)).status, 204);
  });
});

describe('services', () => {
  test('create, update and delete; a service in a package cannot be deleted', async () => {
    const tva = await tvasOf(t, orleans);
    const created = await gerant.post<Service>('/products/services', { agency: orleans, name: 'Leçon sur simulateur', unitPriceHt: 30, tva: tva['20'], unit: 'hour', durationMinutes: 30 });
    assert.equal(created.status, 201, JSON.stringify(created.body));
    assert.equal(created.body.unitPriceHt, 30);
    assert.equal(created.body.tva.rate, 20);
    const patched = await gerant.patch<Service>(`/products/services/${created.body.id}`, { unitPriceHt: 32.5, tva: tva['10'] });
    assert.equal(patched.body.unitPriceHt, 32.5);
    assert.equal(patched.body.tva.rate, 10);
    assert.equal(patched.body.durationMinutes, 30);
    const badTva = await gerant.patch(`/products/services/${created.body.id}`, { tva: (await tvasOf(t, t.ids.centre.agencies.blois))['20'] });
    assert.equal(badTva.status, 422);
    assert.equal((await gerant.post('/products/services', { agency: orleans, name: 'Gratuit', unitPriceHt: -1, tva: tva['20'] })).status, 422);
    assert.equal((await gerant.delete(`/products/services/${created.body.id}`)).status, 204);
    const used = await gerant.delete(`/products/services/${service('LECB').id}`);
    assert.equal(used.status, 409);
    assert.match(used.body.detail ?? '', /formule/);
  });

  test('a service says which contract price it fills; an unknown one is refused', async () => {
    const tva = await tvasOf(t, orleans);
    assert.equal(service('INSC').contractFee, 'registration');
    assert.equal(service('LECB').contractFee, null);
    const created = await gerant.post<Service>('/products/services', { agency: orleans, name: 'Frais de dossier moto', unitPriceHt: 50, tva: tva['20'], contractFee: 'registration' });
    assert.equal(created.status, 201, JSON.stringify(created.body));
    assert.equal(created.body.contractFee, 'registration');
    assert.equal((await gerant.patch<Service>(`/products/services/${created.body.id}`, { contractFee: null })).body.contractFee, null);
    const bad = await gerant.patch(`/products/services/${created.body.id}`, { contractFee: 'lessons' });
    assert.equal(bad.status, 422);
    assert.equal(bad.body.violations?.[0]?.propertyPath, 'contractFee');
    await gerant.delete(`/products/services/${created.body.id}`);
  });

  test('a service priced TTC (issue 23, defect 6): HT derived, kept exact in a package, re-derived when its rate changes', async () => {
    const tva = await tvasOf(t, orleans);
    const created = await gerant.post<Service>('/products/services', { agency: orleans, name: 'Leçon de conduite B TTC', unitPriceTtc: 55, tva: tva['20'], unit: 'hour', durationMinutes: 60 });
    assert.equal(created.status, 201, JSON.stringify(created.body));
    assert.deepEqual([created.body.unitPriceTtc, created.body.unitPriceHt], [55, 45.83]);
    const pkg = await gerant.post<PackageDetails>('/products/packages', { agency: orleans, name: 'Formule TTC', training: null, items: [{ service: created.body.id, quantity: 20 }] });
    assert.equal(pkg.status, 201, JSON.stringify(pkg.body));
    assert.equal(pkg.body.totalTtc, 1100, '20 × 55,00 € TTC, not 1 099,92 €');
    assert.equal(pkg.body.items[0]!.unitPriceTtc, 55);
    const rate10 = await gerant.patch<Service>(`/products/services/${created.body.id}`, { tva: tva['10'] });
    assert.deepEqual([rate10.body.unitPriceTtc, rate10.body.unitPriceHt], [55, 50]);
    const ht = await gerant.patch<Service>(`/products/services/${created.body.id}`, { unitPriceHt: 40 });
    assert.deepEqual([ht.body.unitPriceTtc, ht.body.unitPriceHt], [null, 40]);
    assert.equal((await gerant.post('/products/services', { agency: orleans, name: 'Sans prix', tva: tva['20'] })).status, 422);
    await gerant.delete(`/products/packages/${pkg.body.id}`);
    await gerant.delete(`/products/services/${created.body.id}`);
  });

  test('GET /products/services/sort: every active service of the caller’s agencies at once, by name', async () => {
    await t.deps.db.updateTable('services').set({ is_active: 0 }).where('agency_id', '=', orleans).where('code', '=', 'CODESALLE').execute();
    try {
      const sorted = await secretariat.get<HydraCollection<Service>>(`/products/services/sort?agency=${orleans}`);
      assert.equal(sorted.status, 200);
      const names = sorted.body['hydra:member'].map((s) => s.name);
      assert.deepEqual(names, [...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
      assert.equal(sorted.body['hydra:totalItems'], services.length - 1);
      assert.ok(!sorted.body['hydra:member'].some((s) => s.code === 'CODESALLE'), 'an inactive service is not offered');
      const other = await port.get<HydraCollection<Service>>(`/products/services/sort?agency=${orleans}`);
      assert.equal(other.body['hydra:totalItems'] ?? 0, 0, 'another structure sees none of them');
    } finally {
      await t.deps.db.updateTable('services').set({ is_active: 1 }).where('agency_id', '=', orleans).where('code', '=', 'CODESALLE').execute();
    }
  });
});
