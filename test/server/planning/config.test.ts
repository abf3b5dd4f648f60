import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Activity, Agenda, AgendaResourceType, GlobalConfig, Intervener, PlanningConfig, PlanningProfile } from '../../../src/shared/references/planning';
import { createTestApp, signIn, type TestApp } from '../helpers';
import { agendas, call, detail, list } from './fixtures';

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

describe('activities', () => {
  test('10 per page, search, order, default one first, per agency or structure', async () => {
    const body = await list<Activity>(t, gerant, `/plannings/activities?agency.structure=${t.ids.centre.structureId}`);
    assert.equal(body['hydra:member'][0]?.name, 'Leçon de conduite');
    assert.equal(body['hydra:member'][0]?.isDefault, true);
    assert.ok(body['hydra:member'].some((a) => a.agency?.id === t.ids.centre.agencies.orleans));
    const searched = await list<Activity>(t, gerant, '/plannings/activities?simplesearch=code&order[name]=asc');
    assert.deepEqual(searched['hydra:member'].map((a) => a.name), ['Cours de code']);
    const defaults = await list<Activity>(t, gerant, '/plannings/activities?isDefault=true');
    assert.equal(defaults['hydra:totalItems'], 1);
  });

  test('a new default clears the previous default of its scope only', async () => {
    const created = await call<Activity>(t, gerant, 'POST', '/plannings/activities', { name: 'Leçon moto', color: '#112233', durationMinutes: 90, isDefault: true, agency: null });
    assert.equal(created.status, 201);
    const defaults = await list<Activity>(t, gerant, '/plannings/activities?isDefault=1');
    assert.deepEqual(defaults['hydra:member'].map((a) => a.name), ['Leçon moto']);
    const agencyDefault = await call<Activity>(t, gerant, 'POST', '/plannings/activities', { name: 'Plateau', color: '#445566', durationMinutes: 60, isDefault: true, agency: `/api/agencies/${t.ids.centre.agencies.blois}` });
    assert.equal(agencyDefault.status, 201);
    const after = await list<Activity>(t, gerant, '/plannings/activities?isDefault=1&order[name]=asc');
    assert.deepEqual(after['hydra:member'].map((a) => a.name), ['Leçon moto', 'Plateau']);
    const back = await call<Activity>(t, gerant, 'PATCH', `/plannings/activities/1`, { isDefault: true });
    assert.equal(back.status, 200);
    assert.equal((await call(t, gerant, 'DELETE', `/plannings/activities/${created.body.id}`)).status, 204);
  });

  test('bad input is a 422 on its field; writes need the planning configuration permission', async () => {
    const bad = await call(t, gerant, 'POST', '/plannings/activities', { name: '', color: 'bleu', durationMinutes: 2 });
    assert.equal(bad.status, 422);
    const paths = ((bad.body as { violations: { propertyPath: string }[] }).violations ?? []).map((v) => v.propertyPath).sort();
    assert.deepEqual(paths, ['color', 'durationMinutes', 'name']);
    const denied = await call(t, secretariat, 'POST', '/plannings/activities', { name: 'X', color: '#000000', durationMinutes: 30 });
    assert.equal(denied.status, 403);
  });

  test('an activity the lessons use, or the default one, is not deleted: 409 saying how many lessons use it', async () => {
    const lessons = await list<Activity>(t, gerant, '/plannings/activities?simplesearch=Leçon de conduite');
    const driving = lessons['hydra:member'].find((a) => a.name === 'Leçon de conduite')!;
    const used = Number((await t.deps.db.selectFrom('planning_slots').select((eb) => eb.fn.countAll<number>().as('n')).where('activity_id', '=', driving.id).executeTakeFirstOrThrow()).n);
    assert.ok(used > 100, `the demo's lessons use it (${used})`);
    const refused = await call(t, gerant, 'DELETE', `/plannings/activities/${driving.id}`);
    assert.equal(refused.status, 409);
    assert.equal(detail(refused.body), `L’activité « Leçon de conduite » est utilisée par ${used} créneaux : elle ne peut pas être supprimée. Modifiez-la plutôt, ou changez l’activité de ces créneaux.`);
    assert.ok(await t.deps.db.selectFrom('planning_activities').select('id').where('id', '=', driving.id).executeTakeFirst(), 'still there');

    const spare = await call<Activity>(t, gerant, 'POST', '/plannings/activities', { name: 'Évaluation de départ', color: '#225588', durationMinutes: 60, isDefault: true, agency: null });
    const isDefault = await call(t, gerant, 'DELETE', `/plannings/activities/${spare.body.id}`);
    assert.equal(isDefault.status, 409);
    assert.equal(detail(isDefault.body), '« Évaluation de départ » est l’activité par défaut : choisissez-en une autre par défaut avant de la supprimer.');
    assert.equal((await call(t, gerant, 'PATCH', `/plannings/activities/${driving.id}`, { isDefault: true })).status, 200);
    assert.equal((await call(t, gerant, 'DELETE', `/plannings/activities/${spare.body.id}`)).status, 204);
  });
});

describe('agendas', () => {
  test('agendas-config: active first, team members under /api/managers/ (rewritten by the client)', async () => {
    const all = await agendas(t, gerant);
    await call(t, gerant, 'PATCH', `/plannings/agendas/${all['Isabelle Roche']!.id}`, { active: false });
    const body = await list<Agenda>(t, gerant, '/plannings/agendas-config?itemsPerPage=20');
    const names = body['hydra:member'].map((a) => a.name);
    assert.equal(names.at(-1), 'Isabelle Roche');
    const francois = body['hydra:member'].find((a) => a.name === 'François Petitjean')!;
    assert.match(francois.teamMember!['@id'], /^\/api\/managers\/\d+$/);
    assert.equal((await call(t, gerant, 'PATCH', `/plannings/agendas/${all['Isabelle Roche']!.id}`, { active: true })).status, 200);
  });

  test('creates a trainer agenda with a team-members IRI; a managers IRI is refused', async () => {
    const types = await list<AgendaResourceType>(t, gerant, '/plannings/type_agenda_resources');
    const trainer = types['hydra:member'].find((k) => k.code === 'trainer')!;
    const people = await list<Intervener>(t, gerant, `/plannings/intervener?isResource=false&agency=${t.ids.centre.agencies.orleans}&type[]=${trainer.id}&itemsPerPage=50000`);
    const gerard = people['hydra:member'].find((p) => p.name === 'Gérard Lemaire')!;
    assert.match(gerard['@id'], /^\/api\/managers\//);
    const payload = { name: 'Gérard Lemaire', color: '#334455', type: trainer.id, agency: t.ids.centre.agencies.orleans, dayStart: '09:00', dayEnd: '18:00' };
    const refused = await call(t, gerant, 'POST', '/plannings/agendas', { ...payload, teamMember: gerard['@id'] });
    assert.equal(refused.status, 422);
    const created = await call<Agenda>(t, gerant, 'POST', '/plannings/agendas', { ...payload, teamMember: gerard['@id'].replace('/managers/', '/team-members/') });
    assert.equal(created.status, 201, JSON.stringify(created.body));
    assert.equal(created.body.teamMember?.id, gerard.id);
    assert.equal((await call(t, gerant, 'DELETE', `/plannings/agendas/${created.body.id}`)).status, 204);
  });

  test('a material agenda needs a resource of its kind linked to its agency; hours in order; an agenda with slots is only deactivated', async () => {
    const types = await list<AgendaResourceType>(t, gerant, '/plannings/type_agenda_resources');
    const vehicle = types['hydra:member'].find((k) => k.code === 'vehicle')!;
    const room = types['hydra:member'].find((k) => k.code === 'room')!;
    const cars = await list<Intervener>(t, gerant, `/plannings/intervener?isResource=true&type[]=${vehicle.id}&itemsPerPage=50000`);
    const clio = cars['hydra:member'].find((c) => c.name === 'Renault Clio')!;
    const base = { name: 'Clio', color: '#123456', agency: t.ids.centre.agencies.blois, dayStart: '08:00', dayEnd: '19:00' };
    assert.equal((await call(t, gerant, 'POST', '/plannings/agendas', { ...base, type: room.id, resource: clio['@id'] })).status, 422);
    const elsewhere = await call(t, gerant, 'POST', '/plannings/agendas', { ...base, agency: t.ids.centre.agencies.tours, type: vehicle.id, resource: clio['@id'] });
    assert.equal(elsewhere.status, 422);
    assert.match(detail(elsewhere.body), /rattachée/);
    const reversed = await call(t, gerant, 'POST', '/plannings/agendas', { ...base, type: vehicle.id, resource: clio['@id'], dayStart: '19:00', dayEnd: '08:00' });
    assert.equal(reversed.status, 422);
    const created = await call<Agenda>(t, gerant, 'POST', '/plannings/agendas', { ...base, type: vehicle.id, resource: clio['@id'] });
    assert.equal(created.status, 201);
    const francois = (await agendas(t, gerant))['François Petitjean']!;
    const withSlots = await call(t, gerant, 'DELETE', `/plannings/agendas/${francois.id}`);
    assert.equal(withSlots.status, 409);
    assert.match(detail(withSlots.body), /désactivez-le/);
  });

  test('another structure does not see our agendas', async () => {
    const francois = (await agendas(t, gerant))['François Petitjean']!;
    assert.equal((await call(t, port, 'GET', `/plannings/agendas/${francois.id}`)).status, 404);
    const theirs = await list<Agenda>(t, port, '/plannings/agendas');
    assert.ok(theirs['hydra:member'].every((a) => a.name.startsWith('Renault Mégane')));
  });
});

describe('appointment locations, profiles, agency configuration', () => {
  test('locations: create with a French success path, search, postal code checked', async () => {
    assert.equal((await call(t, gerant, 'POST', '/plannings/appointment-location', { name: 'Lycée Voltaire', postalCode: '4500' })).status, 422);
    const created = await call(t, gerant, 'POST', '/plannings/appointment-location', { name: 'Lycée Voltaire', address: '3 avenue Voltaire', postalCode: '45000', city: 'Orléans', agency: null });
    assert.equal(created.status, 201);
    const found = await list(t, gerant, '/plannings/appointment-location?simplesearch=voltaire');
    assert.equal(found['hydra:totalItems'], 1);
  });

  test('profiles: POST create, POST …/update with the id, GET by id, DELETE /plannings/planning_profiles/{id}', async () => {
    const all = await agendas(t, gerant);
    const created = await call<PlanningProfile>(t, gerant, 'POST', '/plannings/planning-profile', { name: 'Blois', defaultView: 'day', agendas: [all['Karim Benali']!.id] });
    assert.equal(created.status, 201);
    const updated = await call<PlanningProfile>(t, gerant, 'POST', '/plannings/planning-profile/update', { id: created.body.id, agendas: [all['Karim Benali']!.id, all['Julie Moreau']!.id] });
    assert.equal(updated.status, 200);
    assert.deepEqual(updated.body.agendas.map((a) => a.name), ['Karim Benali', 'Julie Moreau']);
    assert.equal((await call(t, gerant, 'GET', `/plannings/planning-profile/${created.body.id}`)).status, 200);
    assert.equal((await call(t, gerant, 'POST', '/plannings/planning-profile', { name: 'Blois', agendas: [all['Karim Benali']!.id] })).status, 422);
    assert.equal((await call(t, gerant, 'DELETE', `/plannings/planning_profiles/${created.body.id}`)).status, 204);
    assert.equal((await call(t, gerant, 'GET', `/plannings/planning-profile/${created.body.id}`)).status, 404);
  });

  test('agency configuration: GET 404 while none, POST, PATCH, global comment through the global config', async () => {
    const portAgency = t.ids.port.agencyId;
    assert.equal((await call(t, port, 'GET', `/plannings/planning-config/agency/${portAgency}`)).status, 404);
    const created = await call<PlanningConfig>(t, port, 'POST', '/plannings/planning-config', { agency: portAgency, dayStart: '08:00', dayEnd: '18:00', slotDurationMinutes: 60, planningComment: 'Bienvenue', globalComment: 'Fermé en août' });
    assert.equal(created.status, 201);
    assert.equal((await call(t, port, 'POST', '/plannings/planning-config', { agency: portAgency, dayStart: '08:00', dayEnd: '18:00', slotDurationMinutes: 60 })).status, 409);
    const patched = await call<PlanningConfig>(t, port, 'PATCH', `/plannings/planning-config/agency/${portAgency}`, { dayEnd: '19:30', showWeekend: false });
    assert.equal(patched.body.dayEnd, '19:30');
    assert.equal(patched.body.planningComment, 'Bienvenue');
    assert.equal((await call(t, port, 'PATCH', `/plannings/planning-config/agency/${portAgency}`, { dayStart: '20:00' })).status, 422);
    const global = await call<GlobalConfig>(t, port, 'GET', `/global-config/agency/${portAgency}`);
    assert.equal(global.body.globalComment, 'Fermé en août');
    assert.equal((await call(t, port, 'GET', `/global-config/agency/${t.ids.centre.agencies.orleans}`)).status, 404);
  });

  test('agenda types: 30 per page; interveners up to 50000, filtered by kind and agency', async () => {
    assert.equal((await list(t, gerant, '/plannings/type_agenda_resources'))['hydra:totalItems'], 5);
    assert.equal((await call(t, gerant, 'GET', '/plannings/intervener?itemsPerPage=50001')).status, 400);
    const blois = await list<Intervener>(t, gerant, `/plannings/intervener?isResource=true&agency=${t.ids.centre.agencies.blois}&itemsPerPage=50000`);
    assert.deepEqual(blois['hydra:member'].map((i) => i.name), ['Renault Clio', 'Yamaha MT-07']);
  });
});
