import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { MaterialResource, MaterialType } from '../../../src/modules/materials/types';
import { createTestApp, signIn, type TestApp } from '../helpers';
import { call, detail, list } from '../planning/fixtures';

let t: TestApp;
let gerant: string;
let port: string;
before(async () => {
  t = await createTestApp();
  gerant = (await signIn(t.app, 'gerant@volant.test')).token;
  port = (await signIn(t.app, 'gerant@port.test')).token;
});
after(() => t.close());

describe('material types', () => {
  test('10 per page with simplesearch, each with its kind of agenda and resource count', async () => {
    const body = await list<MaterialType>(t, gerant, '/materials/types');
    assert.equal(body['hydra:totalItems'], 5);
    const manual = body['hydra:member'].find((type) => type.name === 'Voiture boîte manuelle')!;
    assert.equal(manual.agendaResourceType.code, 'vehicle');
    assert.equal(manual.resourceCount, 3);
    assert.deepEqual((await list<MaterialType>(t, gerant, '/materials/types?simplesearch=salle'))['hydra:member'].map((type) => type.name), ['Salle de code']);
    assert.equal((await list(t, port, '/materials/types'))['hydra:totalItems'], 1);
  });

  test('a type needs a material kind of agenda; a used type cannot be deleted', async () => {
    const kinds = await list<{ id: number; code: string }>(t, gerant, '/plannings/type_agenda_resources');
    const trainer = kinds['hydra:member'].find((k) => k.code === 'trainer')!;
    assert.equal((await call(t, gerant, 'POST', '/materials/types', { name: 'Moniteur', agendaResourceType: trainer.id })).status, 422);
    const used = (await list<MaterialType>(t, gerant, '/materials/types?simplesearch=Moto'))['hydra:member'][0]!;
    const refused = await call(t, gerant, 'DELETE', `/materials/types/${used.id}`);
    assert.equal(refused.status, 409);
    assert.match(detail(refused.body), /utilisé par 1 ressource/);
  });
});

describe('material resources', () => {
  test('10 per page, createdAt ascending by default, search, agencies.structure, order', async () => {
    const body = await list<MaterialResource>(t, gerant, `/materials/resources?page=1&itemsPerPage=10&agencies.structure=${t.ids.centre.structureId}`);
    const dates = body['hydra:member'].map((r) => r.createdAt);
    assert.deepEqual(dates, [...dates].sort());
    assert.equal(body['hydra:member'][0]!.name, 'Peugeot 208');
    const ordered = await list<MaterialResource>(t, gerant, '/materials/resources?order[name]=desc');
    assert.equal(ordered['hydra:member'][0]!.name, 'Yamaha MT-07');
    const search = await list<MaterialResource>(t, gerant, '/materials/resources?simplesearch=GB-512');
    assert.deepEqual(search['hydra:member'].map((r) => [r.name, r.agencies.map((a) => a.name)]), [['Toyota Yaris hybride', ['Orléans Centre', 'Tours']]]);
    assert.equal((await list(t, gerant, `/materials/resources?agencies.structure=${t.ids.port.structureId}`))['hydra:totalItems'], 0);
  });

  test('create with linked agencies, edit them, delete; another structure’s agency is refused and nothing is saved', async () => {
    const type = (await list<MaterialType>(t, gerant, '/materials/types?simplesearch=automatique'))['hydra:member'][0]!;
    const foreign = await call(t, gerant, 'POST', '/materials/resources', { name: 'Zoé', type: type.id, agencies: [t.ids.centre.agencies.blois, t.ids.port.agencyId] });
    assert.equal(foreign.status, 422);
    assert.match(detail(foreign.body), /agences de votre structure/);
    assert.equal((await list(t, gerant, '/materials/resources?simplesearch=Zoé'))['hydra:totalItems'], 0);
    assert.equal((await call(t, gerant, 'POST', '/materials/resources', { name: 'Zoé', type: type.id, agencies: [] })).status, 422);

    const created = await call<MaterialResource>(t, gerant, 'POST', '/materials/resources', { name: 'Renault Zoé', reference: 'GE-404-BL', type: `/api/materials/types/${type.id}`, agencies: [`/api/agencies/${t.ids.centre.agencies.blois}`] });
    assert.equal(created.status, 201);
    assert.deepEqual(created.body.agencies.map((a) => a.name), ['Blois']);
    assert.equal((await call(t, gerant, 'POST', '/materials/resources', { name: 'Renault Zoé', type: type.id, agencies: [t.ids.centre.agencies.blois] })).status, 422, 'names are unique');
    const patched = await call<MaterialResource>(t, gerant, 'PATCH', `/materials/resources/${created.body.id}`, { agencies: [t.ids.centre.agencies.blois, t.ids.centre.agencies.tours] });
    assert.deepEqual(patched.body.agencies.map((a) => a.name), ['Blois', 'Tours']);
    assert.equal((await call(t, port, 'GET', `/materials/resources/${created.body.id}`)).status, 404);
    assert.equal((await call(t, gerant, 'DELETE', `/materials/resources/${created.body.id}`)).status, 204);
  });

  test('a resource that is an agenda of the planning cannot be deleted', async () => {
    const peugeot = (await list<MaterialResource>(t, gerant, '/materials/resources?simplesearch=Peugeot'))['hydra:member'][0]!;
    const res = await call(t, gerant, 'DELETE', `/materials/resources/${peugeot.id}`);
    assert.equal(res.status, 409);
    assert.match(detail(res.body), /Peugeot 208 \(GA-208-OR\)/);
  });

  test('a vehicle booked on lessons cannot be deleted: refused with their count, the lessons keep it (issue 40)', async () => {
    const yaris = (await list<MaterialResource>(t, gerant, '/materials/resources?simplesearch=Yaris'))['hydra:member'][0]!;
    const booked = async () => (await t.deps.db.selectFrom('planning_slots').select('id').where('resource_id', '=', yaris.id).execute()).length;
    const count = await booked();
    assert.ok(count > 1, 'the demo books the Yaris');
    const res = await call(t, gerant, 'DELETE', `/materials/resources/${yaris.id}`);
    assert.equal(res.status, 409);
    assert.equal(detail(res.body), `La ressource « Toyota Yaris hybride » est utilisée par ${count} créneaux : elle ne peut pas être supprimée. Changez d’abord la ressource de ces créneaux.`);
    assert.equal(await booked(), count);
    assert.equal((await call(t, gerant, 'GET', `/materials/resources/${yaris.id}`)).status, 200);
  });
});
