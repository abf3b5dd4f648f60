import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { ExamOperator, ExamRegistration, ExamSession, ExamSite, OperatorConfiguration } from '../../../src/modules/private-operators/types';
import type { ErrorBody, HydraCollection } from '../../../src/shared/api/hydra';
import type { AgencyConfig, StructureConfig } from '../../../src/shared/references/configuration';
import type { LearnerSummary } from '../../../src/shared/references/types';
import { datesBetween, seatsTakenElsewhere } from '../../../server/simulators/exam-operator';
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

const DAY = 86_400_000;
const day = (offset: number) => new Date(Date.now() + offset * DAY).toISOString().slice(0, 10);
const get = (path: string, token = gerant) => t.app.request(`/api${path}`, bearer(token));
const post = (path: string, body: unknown, token = gerant) => t.app.request(`/api${path}`, jsonBody('POST', body, token));
const patch = (path: string, body: unknown, token = gerant) => t.app.request(`/api${path}`, jsonBody('PATCH', body, token));
const json = async <T>(res: Response, status = 200): Promise<T> => {
  assert.equal(res.status, status, await res.clone().text());
  return (await res.json()) as T;
};

async function favoriteSites(token = gerant) {
  return (await json<HydraCollection<ExamSite>>(await get('/private-operators/site?operator=OPEXA', token)))['hydra:member'];
}

async function sessions(siteId: number, from = day(1), to = day(21)) {
  return (await json<HydraCollection<ExamSession>>(await get(`/private-operators/sessions?siteId=${siteId}&operator=OPEXA&startDate=${from}&endDate=${to}`)))['hydra:member'];
}

async function eligible(query = '') {
  return (await json<HydraCollection<LearnerSummary>>(await get(`/learners/exam-eligible?itemsPerPage=200${query}`)))['hydra:member'];
}

describe('sites and favourite centres', () => {
  test('the operator’s centres with the favourites flagged; favourites listed alone; add and remove', async () => {
    const all = (await json<HydraCollection<ExamSite>>(await get(`/private-operators/sites?structureId=${t.ids.centre.structureId}&operator=OPEXA`)))['hydra:member'];
    assert.equal(all.length, 5);
    assert.ok(all.every((s) => s.operator.code === 'OPEXA'));
    assert.deepEqual(all.filter((s) => s.isFavorite).map((s) => s.city).sort(), ['Saran', 'Tours', 'Vineuil']);
    assert.deepEqual((await favoriteSites()).map((s) => s.city).sort(), ['Saran', 'Tours', 'Vineuil']);
    assert.equal((await get(`/private-operators/sites?structureId=${t.ids.port.structureId}`)).status, 404);

    const chartres = all.find((s) => s.city === 'Chartres')!;
    const added = await json<{ id: number }>(await post('/private-operators/favorite-exam-center', { site: chartres.id }), 201);
    assert.equal((await post('/private-operators/favorite-exam-center', { site: chartres.id })).status, 409);
    assert.equal((await post('/private-operators/favorite-exam-center', { site: 99999 })).status, 422);
    assert.equal((await favoriteSites()).length, 4);
    assert.equal((await t.app.request(`/api/private-operators/favorite-exam-center/${added.id}`, { method: 'DELETE', headers: { Authorization: `Bearer ${port}` } })).status, 404);
    assert.equal((await t.app.request(`/api/private-operators/favorite-exam-center/${added.id}`, { method: 'DELETE', headers: { Authorization: `Bearer ${gerant}` } })).status, 204);
    assert.equal((await favoriteSites()).length, 3);
    assert.equal((await favoriteSites(port)).length, 0);
  });
});

describe('sessions', () => {
  test('working days only, in the asked window, with their seats; the same dates always give the same sessions', async () => {
    const [site] = await favoriteSites();
    const list = await sessions(site!.id);
    assert.ok(list.length > 0);
    assert.ok(list.every((s) => s.date >= day(1) && s.date <= day(21)));
    assert.ok(list.every((s) => ![0, 6].includes(new Date(`${s.date}T00:00:00Z`).getUTCDay())));
    assert.ok(list.every((s) => s.seatsLeft >= 0 && s.seatsLeft <= s.seatsTotal));
    assert.deepEqual(await sessions(site!.id), list);
    const empty = await sessions(site!.id, day(5), day(4));
    assert.equal(empty.length, 0, 'an empty window (the last day of a month) answers nothing');
  });

  test('bad windows and unknown sites are refused', async () => {
    const [site] = await favoriteSites();
    assert.equal((await get(`/private-operators/sessions?siteId=${site!.id}&startDate=demain&endDate=${day(3)}`)).status, 400);
    assert.equal((await get(`/private-operators/sessions?siteId=${site!.id}&startDate=${day(1)}&endDate=${day(200)}`)).status, 400);
    assert.equal((await get(`/private-operators/sessions?startDate=${day(1)}&endDate=${day(3)}`)).status, 400);
    assert.equal((await get(`/private-operators/sessions?siteId=99999&startDate=${day(1)}&endDate=${day(3)}`)).status, 404);
    assert.equal((await get(`/private-operators/sessions?siteId=${site!.id}&operator=CERTIROUTE&startDate=${day(1)}&endDate=${day(3)}`)).status, 404);
  });

  test('seats already held elsewhere are deterministic and fill some sessions', () => {
    const taken = datesBetween('2025-03-03', '2025-03-28').map((date) => seatsTakenElsewhere(1, date, 0, 6));
    assert.deepEqual(taken, datesBetween('2025-03-03', '2025-03-28').map((date) => seatsTakenElsewhere(1, date, 0, 6)));
    assert.ok(taken.includes(6) && taken.some((n) => n < 6));
  });
});

describe('registrations', () => {
  test('exam-eligible learners: trainings B to D1 only, not archived, searchable', async () => {
    const list = await eligible();
    assert.ok(list.length > 0);
    assert.ok(list.every((l) => !l.archived && l.training !== null && ['B', 'A1', 'A2', 'C', 'C1', 'D', 'D1'].includes(l.training.code)));
    const one = list[0]!;
    assert.ok((await eligible(`&simplesearch=${encodeURIComponent(one.lastName)}`)).some((l) => l.id === one.id));
    assert.equal((await get('/learners/exam-eligible?training.name[]=Z')).status, 400);
    assert.equal((await json<HydraCollection<LearnerSummary>>(await get('/learners/exam-eligible', port)))['hydra:member'].every((l) => l.agency.name === 'La Rochelle Port'), true);
  });

  test('register a learner: created pending, counted in the seats; full, past, wrong category and duplicates are refused; nothing changes', async () => {
    const [site] = await favoriteSites();
    const list = await sessions(site!.id);
    const open = list.find((s) => s.category === 'B' && s.seatsLeft >= 2)!;
    const learner = (await eligible('&training.name[]=B'))[0]!;
    const created = await json<ExamRegistration>(await post('/private-operators/learner-registration', { learner: learner.id, session: open.id }), 201);
    assert.equal(created.status, 0);
    assert.equal(created.session.id, open.id);
    assert.equal((await sessions(site!.id)).find((s) => s.id === open.id)!.seatsLeft, open.seatsLeft - 1);

    const twice = await post('/private-operators/learner-registration', { learner: learner.id, session: open.id });
    assert.equal(twice.status, 409);

    const full = list.find((s) => s.category === 'B' && s.seatsLeft === 0);
    if (full) {
      const res = await post('/private-operators/learner-registration', { learner: learner.id, session: full.id });
      assert.equal(res.status, 409);
      assert.match(((await res.json()) as ErrorBody).detail!, /complète/);
    }
    const heavy = list.find((s) => s.category !== 'B' && s.seatsLeft > 0);
    if (heavy) assert.equal((await post('/private-operators/learner-registration', { learner: learner.id, session: heavy.id })).status, 422);

    const past = (await sessions(site!.id, day(-10), day(-1))).find((s) => s.category === 'B')!;
    const res = await post('/private-operators/learner-registration', { learner: learner.id, session: past.id });
    assert.equal(res.status, 422);
    assert.match(((await res.json()) as ErrorBody).detail!, /passée/);

    const portLearner = (await json<HydraCollection<LearnerSummary>>(await get('/learners/exam-eligible', port)))['hydra:member'][0];
    if (portLearner) assert.equal((await post('/private-operators/learner-registration', { learner: portLearner.id, session: open.id })).status, 422);
    assert.equal((await post('/private-operators/learner-registration', { learner: learner.id, session: open.id, status: 1 })).status, 422);
  });

  test('a structure that has not enabled the operator cannot register', async () => {
    const [site] = await favoriteSites();
    const open = (await sessions(site!.id)).find((s) => s.category === 'B' && s.seatsLeft > 0)!;
    const learner = (await json<HydraCollection<LearnerSummary>>(await get('/learners/exam-eligible?training.name[]=B', port)))['hydra:member'][0];
    assert.ok(learner);
    const res = await post('/private-operators/learner-registration', { learner: learner.id, session: open.id }, port);
    assert.equal(res.status, 409);
    assert.match(((await res.json()) as ErrorBody).detail!, /Partenaires/);
  });

  test('the list: 10 per page, status, site and date filters, search; another structure is not found', async () => {
    const all = await json<HydraCollection<ExamRegistration>>(await get('/private-operators/registration?itemsPerPage=100'));
    assert.ok(all['hydra:totalItems'] >= 8);
    const pending = await json<HydraCollection<ExamRegistration>>(await get('/private-operators/registration?status=0'));
    assert.ok(pending['hydra:member'].every((r) => r.status === 0));
    const [site] = await favoriteSites();
    const bySite = await json<HydraCollection<ExamRegistration>>(await get(`/private-operators/registration?site[]=${site!.id}&itemsPerPage=100`));
    assert.ok(bySite['hydra:member'].every((r) => r.session.site.id === site!.id));
    const upcoming = await json<HydraCollection<ExamRegistration>>(await get(`/private-operators/registration?startDate[after]=${day(1)}&itemsPerPage=100`));
    assert.ok(upcoming['hydra:member'].every((r) => r.session.date >= day(1)));
    const one = all['hydra:member'][0]!;
    const found = await json<HydraCollection<ExamRegistration>>(await get(`/private-operators/registration?simplesearch=${encodeURIComponent(one.learner.lastName)}`));
    assert.ok(found['hydra:member'].some((r) => r.id === one.id));
    assert.equal((await get(`/private-operators/registration?structure=${t.ids.port.structureId}`)).status, 404);
    assert.equal((await get('/private-operators/registration?status=7')).status, 400);
    assert.equal((await json<HydraCollection<ExamRegistration>>(await get('/private-operators/registration', port)))['hydra:totalItems'], 0);
  });

  test('toggle the status, cancel, put back; unknown status and past sessions are refused; another structure is not found', async () => {
    const upcoming = await json<HydraCollection<ExamRegistration>>(await get(`/private-operators/registration?status=0&startDate[after]=${day(1)}`));
    const registration = upcoming['hydra:member'][0]!;
    const confirmed = await json<ExamRegistration>(await patch(`/private-operators/toggle-registration-status/${registration.id}`, { status: 1 }));
    assert.equal(confirmed.status, 1);
    const unknown = await patch(`/private-operators/toggle-registration-status/${registration.id}`, { status: 5 });
    assert.equal(unknown.status, 422);
    assert.match(JSON.stringify(await unknown.json()), /Statut d’inscription inconnu/);
    assert.equal((await patch(`/private-operators/toggle-registration-status/${registration.id}`, { status: 2 }, port)).status, 404);
    const cancelled = await json<ExamRegistration>(await patch(`/private-operators/toggle-registration-status/${registration.id}`, { status: 2 }));
    assert.equal(cancelled.status, 2);
    const back = await json<ExamRegistration>(await patch(`/private-operators/toggle-registration-status/${registration.id}`, { status: 0 }));
    assert.equal(back.status, 0);

    const past = await json<HydraCollection<ExamRegistration>>(await get(`/private-operators/registration?startDate[before]=${day(-1)}`));
    const old = past['hydra:member'].find((r) => r.status === 1)!;
    const refused = await patch(`/private-operators/toggle-registration-status/${old.id}`, { status: 2 });
    assert.equal(refused.status, 409);
    assert.equal((await json<ExamRegistration>(await get(`/private-operators/registration/${old.id}`))).status, 1, 'unchanged');
  });

  test('the secretary only sees the registrations of her agencies', async () => {
    const list = await json<HydraCollection<ExamRegistration>>(await get('/private-operators/registration?itemsPerPage=100', secretariat));
    assert.ok(list['hydra:member'].every((r) => ['Orléans Centre', 'Blois'].includes(r.agency.name)));
  });
});

describe('partners', () => {
  test('structure, operators, operator configuration and agency settings', async () => {
    const structure = await json<StructureConfig>(await get(`/structure/structure/${t.ids.centre.structureId}`));
    assert.deepEqual([structure.name, structure.modeANTS], ['Auto-école du Centre', 0]);
    assert.equal((await get(`/structure/structure/${t.ids.port.structureId}`)).status, 404);
    const operators = await json<HydraCollection<ExamOperator>>(await get('/structure/operators?page=1&itemsPerPage=30000'));
    assert.deepEqual(operators['hydra:member'].map((o) => o.code).sort(), ['CERTIROUTE', 'OPEXA']);
    const configurations = await json<HydraCollection<OperatorConfiguration>>(await get(`/structure/operator-configuration?structure.id=${t.ids.centre.structureId}`));
    const opexa = configurations['hydra:member'].find((c) => c.operator.code === 'OPEXA')!;
    assert.deepEqual([opexa.isEnabled, opexa.accountNumber], [true, 'OPX-AEC-0042']);
    const config = await json<AgencyConfig>(await get(`/agency/config/${t.ids.centre.agencies.orleans}`));
    assert.equal(config.isHavePhotoSolutionApp, true);
    assert.equal((await get(`/agency/config/${t.ids.port.agencyId}`)).status, 404);
  });

  test('allow student use and the structure configuration; the secretary may not change them; bad input changes nothing', async () => {
    const id = t.ids.centre.structureId;
    const off = await json<StructureConfig>(await patch(`/structure/structure-allow-student-use/${id}`, { studentsPhotoAllowed: false }));
    assert.equal(off.studentsPhotoAllowed, false);
    assert.equal((await patch(`/structure/structure-allow-student-use/${id}`, { studentsPhotoAllowed: true }, secretariat)).status, 403);
    assert.equal((await patch(`/structure/structure-allow-student-use/${t.ids.port.structureId}`, { studentsPhotoAllowed: true })).status, 404);
    const certiroute = (await json<HydraCollection<ExamOperator>>(await get('/structure/operators')))['hydra:member'].find((o) => o.code === 'CERTIROUTE')!;
    const updated = await json<StructureConfig>(
      await patch(`/structure/structure-configuration/${id}`, { modeANTS: 1, studentsPhotoAllowed: true, operator: { operator: certiroute.id, isEnabled: true, accountNumber: 'CRT-77' } }),
    );
    assert.deepEqual([updated.modeANTS, updated.studentsPhotoAllowed], [1, true]);
    const configurations = await json<HydraCollection<OperatorConfiguration>>(await get('/structure/operator-configuration'));
    assert.equal(configurations['hydra:member'].find((c) => c.operator.code === 'CERTIROUTE')!.accountNumber, 'CRT-77');
    assert.equal((await patch(`/structure/structure-configuration/${id}`, { modeANTS: 3 })).status, 422);
    assert.equal((await patch(`/structure/structure-configuration/${id}`, {})).status, 422);
    assert.equal((await json<StructureConfig>(await get(`/structure/structure/${id}`))).modeANTS, 1);
    await patch(`/structure/structure-configuration/${id}`, { modeANTS: 0 });
  });
});
