import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { ErrorBody, HydraCollection, JsonLd } from '../../../src/shared/api/hydra';
import type { PlanningShare, PublicPlanning, PublicSlot } from '../../../src/modules/planning-config/types';
import { PUBLIC_PLANNING_RATE } from '../../../server/resources/embeds/public-planning';
import { DEMO_PLANNING_KEY } from '../../../server/seed/embeds';
import { bearer, createTestApp, jsonBody, signIn, type TestApp } from '../helpers';

let t: TestApp;
let gerant: string;
let formateur: string;
let port: string;
before(async () => {
  t = await createTestApp();
  gerant = (await signIn(t.app, 'gerant@volant.test')).token;
  formateur = (await signIn(t.app, 'formateur@volant.test')).token;
  port = (await signIn(t.app, 'gerant@port.test')).token;
});
after(() => t.close());

const shares = async (token: string) => {
  const res = await t.app.request('/api/plannings/shares', bearer(token));
  assert.equal(res.status, 200);
  return (await res.json()) as HydraCollection<PlanningShare>;
};

const idsOf = async (table: 'agendas' | 'planning_activities', agencyId: number | null, names: string[]) => {
  let query = t.deps.db.selectFrom(table).select(['id', 'name']).where('name', 'in', names).where('structure_id', '=', t.ids.centre.structureId);
  if (agencyId !== null) query = query.where('agency_id', '=', agencyId);
  return (await query.execute()).map((row) => row.id);
};

const publicGet = (path: string, init: RequestInit = {}) => t.app.request(`/api/plannings/public/${path}`, init);

/** Monday of the current week, `YYYY-MM-DD` (the planning demo data is laid out around it). */
function thisMonday(): string {
  const d = new Date();
  const day = (d.getDay() + 6) % 7;
  d.setDate(d.getDate() - day);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}
const plusDays = (date: string, days: number) => {
  const d = new Date(`${date}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

describe('the publications of the back office (/plannings/shares)', () => {
  test('the manager reads the demo publication of Orléans with its key, agendas and activities', async () => {
    const body = await shares(gerant);
    assert.equal(body['hydra:totalItems'], 1);
    const share = body['hydra:member'][0]!;
    assert.equal(share.agency.name, 'Orléans Centre');
    assert.equal(share.key, DEMO_PLANNING_KEY);
    assert.deepEqual(share.activities.map((a) => a.name), ['Cours de code', 'Leçon de conduite']);
    assert.deepEqual(share.agendas.map((a) => a.name), ['François Petitjean', 'Julie Moreau', 'Salle de code Orléans']);
  });

  test('another structure sees none of them and gets 404 on ours; a trainer without configuration rights gets 403', async () => {
    assert.equal((await shares(port))['hydra:totalItems'], 0);
    const ours = (await shares(gerant))['hydra:member'][0]!;
    assert.equal((await t.app.request(ours['@id'], bearer(port))).status, 404);
    assert.equal((await t.app.request(`${ours['@id']}/new-key`, jsonBody('POST', {}, port))).status, 404);
    assert.equal((await t.app.request('/api/plannings/shares', bearer(formateur))).status, 403);
  });

  test('publishing Blois: 201 with a fresh 32-character key; a second publication of the agency is a conflict', async () => {
    const blois = t.ids.centre.agencies.blois;
    const agendas = await idsOf('agendas', blois, ['Karim Benali']);
    const activities = await idsOf('planning_activities', null, ['Leçon de conduite']);
    const res = await t.app.request('/api/plannings/shares', jsonBody('POST', { agency: `/api/agencies/${blois}`, agendas, activities }, gerant));
    assert.equal(res.status, 201);
    const share = (await res.json()) as JsonLd<PlanningShare>;
    assert.match(share.key, /^[0-9a-f]{32}$/);
    assert.notEqual(share.key, DEMO_PLANNING_KEY);
    assert.deepEqual(share.agendas.map((a) => a.name), ['Karim Benali']);
    const again = await t.app.request('/api/plannings/shares', jsonBody('POST', { agency: blois, agendas, activities }, gerant));
    assert.equal(again.status, 409);
    assert.match(((await again.json()) as ErrorBody).detail ?? '', /déjà publié/);
  });

  test('bad input: another agency’s agenda, nothing chosen, an unknown field, another structure’s agency', async () => {
    const tours = t.ids.centre.agencies.tours;
    const orleansAgendas = await idsOf('agendas', t.ids.centre.agencies.orleans, ['Julie Moreau']);
    const activities = await idsOf('planning_activities', null, ['Cours de code']);
    const foreign = await t.app.request('/api/plannings/shares', jsonBody('POST', { agency: tours, agendas: orleansAgendas, activities }, gerant));
    assert.equal(foreign.status, 422);
    assert.equal(((await foreign.json()) as ErrorBody).violations?.[0]?.propertyPath, 'agendas');
    const empty = await t.app.request('/api/plannings/shares', jsonBody('POST', { agency: tours, agendas: [], activities: [] }, gerant));
    assert.equal(empty.status, 422);
    const paths = ((await empty.json()) as ErrorBody).violations?.map((v) => v.propertyPath).sort();
    assert.deepEqual(paths, ['activities', 'agendas']);
    const extra = await t.app.request('/api/plannings/shares', jsonBody('POST', { agency: tours, agendas: orleansAgendas, activities, key: 'x' }, gerant));
    assert.equal(extra.status, 422);
    const other = await t.app.request('/api/plannings/shares', jsonBody('POST', { agency: t.ids.port.agencyId, agendas: orleansAgendas, activities }, gerant));
    assert.equal(other.status, 422);
    assert.equal(((await other.json()) as ErrorBody).violations?.[0]?.propertyPath, 'agency');
  });
});

describe('the public calls of a published planning (/plannings/public/{key})', () => {
  test('the planning answers without a token, with CORS for any origin, and only what the agency published', async () => {
    const res = await publicGet(DEMO_PLANNING_KEY, { headers: { Origin: 'http://partenaire.example' } });
    assert.equal(res.status, 200);
    assert.equal(res.headers.get('access-control-allow-origin'), '*');
    const body = (await res.json()) as JsonLd<PublicPlanning>;
    assert.equal(body.agency.name, 'Orléans Centre');
    assert.deepEqual(body.activities.map((a) => a.name), ['Cours de code', 'Leçon de conduite']);
    assert.equal(body.agendas.length, 3);
    assert.match(body.dayStart, /^\d{2}:\d{2}$/);
  });

  test('the slots of a week: published agendas and activities only, no cancelled or background ones, no learner data', async () => {
    const monday = thisMonday();
    const res = await publicGet(`${DEMO_PLANNING_KEY}/slots?start=${monday}&end=${plusDays(monday, 6)}`);
    assert.equal(res.status, 200);
    const body = (await res.json()) as HydraCollection<PublicSlot>;
    const slots = body['hydra:member'];
    assert.ok(slots.length > 0);
    assert.ok(slots.every((s) => ['Cours de code', 'Leçon de conduite'].includes(s.activity.name)));
    assert.ok(slots.every((s) => ['François Petitjean', 'Julie Moreau', 'Salle de code Orléans'].includes(s.agenda.name)));
    assert.ok(slots.every((s) => s.status === 'planned' || s.status === 'done'));
    // What the database holds for those slots: learners' names must not appear anywhere in the answer.
    const learners = await t.deps.db
      .selectFrom('planning_slot_learners as sl')
      .innerJoin('learners as l', 'l.id', 'sl.learner_id')
      .select(['l.first_name', 'l.last_name', 'l.email'])
      .where('sl.slot_id', 'in', slots.map((s) => s.id))
      .execute();
    assert.ok(learners.length > 0);
    const text = JSON.stringify(body);
    for (const learner of learners) {
      // As a value or within a text (an agenda may be named after a trainer whose name contains it).
      assert.ok(!text.includes(`"${learner.last_name}"`) && !text.includes(`${learner.first_name} ${learner.last_name}`), `${learner.last_name} is in the public answer`);
      if (learner.email) assert.ok(!text.includes(learner.email));
    }
    for (const slot of slots) assert.deepEqual(Object.keys(slot).filter((k) => ['title', 'comment', 'slotLearners', 'teamMember'].includes(k)), []);
    const code = slots.find((s) => s.activity.name === 'Cours de code');
    assert.ok(code, 'a code class this week');
    assert.equal(code.capacity, 20);
    assert.equal(code.remaining, 20 - code.booked);
    const hidden = await t.deps.db
      .selectFrom('planning_slots')
      .select('id')
      .where('agency_id', '=', t.ids.centre.agencies.orleans)
      .where('date', '>=', monday)
      .where('date', '<=', plusDays(monday, 6))
      .where((eb) => eb.or([eb('status', '=', 'cancelled'), eb('is_background', '=', 1)]))
      .execute();
    const shown = new Set(slots.map((s) => s.id));
    assert.ok(hidden.every((row) => !shown.has(row.id)));
  });

  test('agenda[] and activity[] narrow the answer within what is published', async () => {
    const monday = thisMonday();
    const [room] = await idsOf('agendas', t.ids.centre.agencies.orleans, ['Salle de code Orléans']);
    const [blois] = await idsOf('agendas', t.ids.centre.agencies.blois, ['Karim Benali']);
    const res = await publicGet(`${DEMO_PLANNING_KEY}/slots?start=${monday}&end=${plusDays(monday, 6)}&agenda[]=${room}&agenda[]=${blois}`);
    const slots = ((await res.json()) as HydraCollection<PublicSlot>)['hydra:member'];
    assert.ok(slots.length > 0);
    assert.ok(slots.every((s) => s.agenda.id === room));
    const [lesson] = await idsOf('planning_activities', null, ['Leçon de conduite']);
    const lessons = ((await (await publicGet(`${DEMO_PLANNING_KEY}/slots?start=${monday}&end=${plusDays(monday, 6)}&activity[]=${lesson}`)).json()) as HydraCollection<PublicSlot>)['hydra:member'];
    assert.ok(lessons.length > 0 && lessons.every((s) => s.activity.id === lesson));
  });

  test('bad input: unknown or malformed key 404, bad dates and too long periods 400, all in French', async () => {
    const unknown = await publicGet('0123456789abcdef0123456789abcdef');
    assert.equal(unknown.status, 404);
    assert.match(((await unknown.json()) as ErrorBody).detail ?? '', /pas publié/);
    assert.equal((await publicGet('pas-une-cle/slots?start=2026-01-05&end=2026-01-11')).status, 404);
    for (const query of ['start=2026-13-01&end=2026-01-11', 'end=2026-01-11', 'start=2026-01-11&end=2026-01-05', 'start=2026-01-01&end=2026-03-15', 'start=2026-01-05&end=2026-01-11&agenda[]=x']) {
      const res = await publicGet(`${DEMO_PLANNING_KEY}/slots?${query}`);
      assert.equal(res.status, 400, query);
      assert.ok(((await res.json()) as ErrorBody).detail, query);
    }
  });

  test('a new key retires the old one at once; stopping the publication retires the key', async () => {
    const blois = (await shares(gerant))['hydra:member'].find((s) => s.agency.name === 'Blois')!;
    assert.equal((await publicGet(blois.key)).status, 200);
    const renewed = (await (await t.app.request(`${blois['@id']}/new-key`, jsonBody('POST', {}, gerant))).json()) as PlanningShare;
    assert.notEqual(renewed.key, blois.key);
    assert.equal((await publicGet(blois.key)).status, 404);
    assert.equal((await publicGet(renewed.key)).status, 200);
    const [exam] = await idsOf('planning_activities', null, ['Examen pratique']);
    const patched = await t.app.request(blois['@id'], jsonBody('PATCH', { activities: [exam] }, gerant));
    assert.equal(patched.status, 200);
    const body = (await patched.json()) as PlanningShare;
    assert.deepEqual(body.activities.map((a) => a.name), ['Examen pratique']);
    assert.equal(body.key, renewed.key);
    assert.equal((await t.app.request(blois['@id'], { ...bearer(gerant), method: 'DELETE' })).status, 204);
    assert.equal((await publicGet(renewed.key)).status, 404);
  });

  test('rate limited per client: the call after the limit answers 429 with Retry-After, then the next minute passes', async () => {
    // The limit counts every public planning call of this client within the window; fill what is left.
    let res: Response | null = null;
    for (let i = 0; i <= PUBLIC_PLANNING_RATE.max; i += 1) {
      res = await publicGet(DEMO_PLANNING_KEY, { headers: { Origin: 'http://partenaire.example' } });
      if (res.status === 429) break;
      await res.body?.cancel();
    }
    assert.equal(res?.status, 429);
    assert.ok(Number(res.headers.get('retry-after')) > 0);
    assert.equal(res.headers.get('access-control-allow-origin'), '*');
    assert.match(((await res.json()) as ErrorBody).detail ?? '', /Trop de demandes/);
    t.clock.advance(61);
    assert.equal((await publicGet(DEMO_PLANNING_KEY)).status, 200);
  });
});

describe('the status widget’s reads from another origin', () => {
  test('GET /ants/agencies answers the preflight and carries CORS headers, even on 401', async () => {
    const preflight = await t.app.request('/api/ants/agencies', {
      method: 'OPTIONS',
      headers: { Origin: 'http://intranet.example', 'Access-Control-Request-Method': 'GET', 'Access-Control-Request-Headers': 'authorization' },
    });
    assert.equal(preflight.status, 204);
    assert.equal(preflight.headers.get('access-control-allow-origin'), '*');
    assert.match(preflight.headers.get('access-control-allow-headers') ?? '', /authorization/i);
    const refused = await t.app.request('/api/ants/agencies', { headers: { Origin: 'http://intranet.example', Authorization: 'Bearer expired' } });
    assert.equal(refused.status, 401);
    assert.equal(refused.headers.get('access-control-allow-origin'), '*');
  });

  test('a status token reads the ANTS connections and cannot write', async () => {
    const issued = await t.app.request('/api/state-api/client-authentication', jsonBody('POST', {}, gerant));
    const { token } = (await issued.json()) as { token: string };
    const read = await t.app.request('/api/ants/agencies', { headers: { Origin: 'http://intranet.example', Authorization: `Bearer ${token}` } });
    assert.equal(read.status, 200);
    assert.equal(read.headers.get('access-control-allow-origin'), '*');
    const write = await t.app.request('/api/ants/disconnect', jsonBody('POST', { agencyId: 1, idSession: 'x' }, token));
    assert.equal(write.status, 403);
    // Other authenticated calls get no CORS header: only the status widget's reads are open to other origins.
    const other = await t.app.request('/api/learners', { headers: { Origin: 'http://intranet.example', Authorization: `Bearer ${token}` } });
    assert.equal(other.headers.get('access-control-allow-origin'), null);
  });
});
