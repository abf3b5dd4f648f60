import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { DsrGateway, LessonErrorType, LessonSlot, LivretDashboard } from '../../../src/modules/dsr-gateway/types';
import type { ErrorBody, HydraCollection } from '../../../src/shared/api/hydra';
import { checkDeclaration } from '../../../server/simulators/dsr-gateway';
import { DSR_DEMO_LOGIN, DSR_DEMO_PASSWORD } from '../../../server/simulators/dsr-gateway';
import { bearer, createTestApp, jsonBody, signIn, type TestApp } from '../helpers';

let t: TestApp;
let gerant: string;
let secretariat: string;
let formateur: string;
let port: string;

async function signInAll(): Promise<void> {
  gerant = (await signIn(t.app, 'gerant@volant.test')).token;
  secretariat = (await signIn(t.app, 'secretariat@volant.test')).token;
  formateur = (await signIn(t.app, 'formateur@volant.test')).token;
  port = (await signIn(t.app, 'gerant@port.test')).token;
}

before(async () => {
  t = await createTestApp();
  await signInAll();
});
after(() => t.close());

const get = (path: string, token = gerant) => t.app.request(`/api${path}`, bearer(token));
const post = (path: string, body: unknown, token = gerant) => t.app.request(`/api${path}`, jsonBody('POST', body, token));
const slots = async (query = '', token = gerant) => {
  const res = await get(`/livret/lesson-slot${query}`, token);
  assert.equal(res.status, 200, `GET /livret/lesson-slot${query}`);
  return (await res.json()) as HydraCollection<LessonSlot>;
};
const gateway = async (query = '') => (await (await get(`/state-api/agencies${query}`)).json()) as DsrGateway;

describe('gateway sessions', () => {
  test('mode 0 lists the principal session and one per agency, none logged; dashboard access reads them too', async () => {
    const state = await gateway();
    assert.equal(state.modeDSR, 0);
    assert.deepEqual(state.sessions.map((s) => [s.type, s.agencyName, s.isLogged]), [
      ['principal', null, false],
      ['agency', 'Orléans Centre', false],
      ['agency', 'Blois', false],
      ['agency', 'Tours', false],
    ]);
    assert.equal((await get('/state-api/agencies', formateur)).status, 200);
    assert.equal((await get(`/state-api/agencies?structure=${t.ids.port.structureId}`)).status, 404);
  });

  test('wrong credentials are refused in French and change nothing; right ones connect; connect needs isConnectToDSRGateway', async () => {
    const orleans = t.ids.centre.agencies.orleans;
    const wrong = await post('/livret/connect', { mode: 0, agencyId: orleans, login: DSR_DEMO_LOGIN, password: 'non' });
    assert.equal(wrong.status, 400);
    assert.match(((await wrong.json()) as ErrorBody).detail!, /refusé par la passerelle/);
    assert.ok((await gateway()).sessions.every((s) => !s.isLogged));
    assert.equal((await post('/livret/connect', { mode: 0, agencyId: orleans, login: DSR_DEMO_LOGIN, password: DSR_DEMO_PASSWORD }, secretariat)).status, 403);

    const ok = await post('/livret/connect', { mode: 0, agencyId: orleans, login: DSR_DEMO_LOGIN, password: DSR_DEMO_PASSWORD });
    assert.equal(ok.status, 200);
    const state = await gateway();
    assert.deepEqual(state.sessions.filter((s) => s.isLogged).map((s) => s.agencyName), ['Orléans Centre']);
    const session = state.sessions.find((s) => s.isLogged)!;
    assert.equal((await post('/livret/disconnect', { sessionId: session.id }, port)).status, 404);
  });

  test('mode 1 connects the structure account and is remembered; sessions expire after their lifetime', async () => {
    const res = await post('/livret/connect', { mode: 1, login: DSR_DEMO_LOGIN, password: DSR_DEMO_PASSWORD });
    assert.equal(res.status, 200);
    const state = await gateway();
    assert.equal(state.modeDSR, 1);
    assert.deepEqual(state.sessions.map((s) => [s.type, s.isLogged]), [['principal', true]]);
    t.clock.advance(8 * 3600 + 1);
    await signInAll();
    const later = await gateway();
    assert.deepEqual(later.sessions.map((s) => [s.isLogged, s.expired]), [[false, true]]);
    const principal = later.sessions[0]!;
    assert.equal((await post('/livret/disconnect', { sessionId: principal.id })).status, 204);
    await post('/livret/connect', { mode: 0, agencyId: t.ids.centre.agencies.orleans, login: DSR_DEMO_LOGIN, password: DSR_DEMO_PASSWORD });
  });
});

describe('lesson slots', () => {
  test('default order: slot date then start time, both descending; 10 per page', async () => {
    const page = await slots('?itemsPerPage=30');
    const keys = page['hydra:member'].map((s) => `${s.slot.date} ${s.slot.schedule.startTime}`);
    assert.deepEqual(keys, [...keys].sort().reverse());
    assert.equal((await slots())['hydra:member'].length, 10);
  });

  test('filters: status, error type, lesson type, training, agency, duration range, slot date', async () => {
    const errors = await slots('?status=0&itemsPerPage=100');
    assert.ok(errors['hydra:totalItems'] > 0);
    assert.ok(errors['hydra:member'].every((s) => s.status === 0 && s.errorType !== null));
    const sent = await slots('?status=1&itemsPerPage=100');
    assert.ok(sent['hydra:member'].every((s) => s.status === 1 && s.errorType === null));
    const neph = await slots('?errorType=NEPH_INCONNU&itemsPerPage=100');
    assert.ok(neph['hydra:member'].every((s) => s.errorType === 'NEPH_INCONNU' && s.learner.neph === null));
    const plateau = await slots('?lessonType=PLATEAU&itemsPerPage=100');
    assert.ok(plateau['hydra:member'].length > 0 && plateau['hydra:member'].every((s) => s.lessonType === 'PLATEAU'));
    const long = await slots('?duration[gte]=90&duration[lte]=120&itemsPerPage=100');
    assert.ok(long['hydra:member'].length > 0 && long['hydra:member'].every((s) => s.duration >= 90 && s.duration <= 120));
    const blois = t.ids.centre.agencies.blois;
    assert.ok((await slots(`?agency=${blois}&itemsPerPage=100`))['hydra:member'].every((s) => s.agency.id === blois));
    const one = (await slots())['hydra:member'][0]!;
    const sameDay = await slots(`?slot.date=${one.slot.date}&itemsPerPage=100`);
    assert.ok(sameDay['hydra:member'].every((s) => s.slot.date === one.slot.date));
    const range = await slots(`?slot.date[after]=${one.slot.date}&itemsPerPage=100`);
    assert.ok(range['hydra:member'].every((s) => s.slot.date >= one.slot.date));
    if (one.training) assert.ok((await slots(`?training=${one.training.id}`))['hydra:member'].every((s) => s.training?.id === one.training!.id));
  });

  test('bad filters are refused in French; another structure sees none; the error types are listed', async () => {
    assert.equal((await get('/livret/lesson-slot?status=3')).status, 400);
    assert.equal((await get('/livret/lesson-slot?errorType=INCONNU')).status, 400);
    assert.equal((await get('/livret/lesson-slot?duration[gte]=abc')).status, 400);
    assert.equal((await slots('', port))['hydra:totalItems'], 0);
    const types = (await (await get('/livret/lesson-slot/error-types')).json()) as HydraCollection<LessonErrorType>;
    assert.ok(types['hydra:member'].some((e) => e.code === 'NEPH_INCONNU' && e.label === 'NEPH inconnu ou absent'));
    assert.equal((await get('/livret/lesson-slot', formateur)).status, 200, 'isAccessDashboards reads the lessons');
  });

  test('a refused lesson is sent again through a live session; it stays refused while its cause remains', async () => {
    const refused = (await slots(`?status=0&errorType=NEPH_INCONNU&agency=${t.ids.centre.agencies.orleans}`))['hydra:member'][0]!;
    const again = await post(`/livret/lesson-slot/${refused.id}/send`, {});
    assert.equal(again.status, 200);
    const body = (await again.json()) as LessonSlot;
    assert.equal(body.status, 0);
    assert.equal(body.errorType, 'NEPH_INCONNU');
    await t.deps.db.updateTable('learners').set({ neph: '123456789012' }).where('id', '=', refused.learner.id).execute();
    const fixed = (await (await post(`/livret/lesson-slot/${refused.id}/send`, {})).json()) as LessonSlot;
    assert.ok(fixed.status === 1 || (fixed.errorType !== 'NEPH_INCONNU'), 'the NEPH error is gone');
    const sent = (await slots('?status=1'))['hydra:member'][0]!;
    assert.equal((await post(`/livret/lesson-slot/${sent.id}/send`, {})).status, 409);
    const tours = (await slots(`?status=0&agency=${t.ids.centre.agencies.tours}`))['hydra:member'][0];
    if (tours) {
      const res = await post(`/livret/lesson-slot/${tours.id}/send`, {});
      assert.equal(res.status, 409, 'Tours is not connected');
      assert.match(((await res.json()) as ErrorBody).detail!, /n’est pas connectée/);
    }
  });

  test('the dashboard totals what was sent', async () => {
    const res = await get('/livret/dashboard');
    assert.equal(res.status, 200);
    const dashboard = (await res.json()) as LivretDashboard;
    const all = await slots('?itemsPerPage=1000');
    const sent = all['hydra:member'].filter((s) => s.status === 1);
    assert.equal(dashboard.totals.sent, sent.length);
    assert.equal(dashboard.totals.errors, all['hydra:totalItems'] - sent.length);
    assert.equal(dashboard.totals.minutesSent, sent.reduce((sum, s) => sum + s.duration, 0));
    assert.equal(dashboard.byLessonType.reduce((sum, r) => sum + r.sent, 0), sent.length);
    assert.equal(dashboard.byMonth.reduce((sum, r) => sum + r.sent + r.errors, 0), all['hydra:totalItems']);
    const blois = t.ids.centre.agencies.blois;
    const bloisDashboard = (await (await get(`/livret/dashboard?agency=${blois}`)).json()) as LivretDashboard;
    assert.equal(bloisDashboard.totals.sent + bloisDashboard.totals.errors, (await slots(`?agency=${blois}`))['hydra:totalItems']);
  });
});

test('the platform rules of a declaration', () => {
  const now = new Date('2025-03-31T10:00:00Z');
  const ok = { date: '2025-03-20', duration: 60, learnerNeph: '123456789012', hasTraining: true, trainerName: 'Julien Morel', alreadyDeclared: false };
  assert.equal(checkDeclaration(ok, now), null);
  assert.equal(checkDeclaration({ ...ok, duration: 0 }, now), 'DUREE_INVALIDE');
  assert.equal(checkDeclaration({ ...ok, duration: 241 }, now), 'DUREE_INVALIDE');
  assert.equal(checkDeclaration({ ...ok, learnerNeph: null }, now), 'NEPH_INCONNU');
  assert.equal(checkDeclaration({ ...ok, hasTraining: false }, now), 'LIVRET_NON_OUVERT');
  assert.equal(checkDeclaration({ ...ok, trainerName: null }, now), 'ENSEIGNANT_NON_AUTORISE');
  assert.equal(checkDeclaration({ ...ok, alreadyDeclared: true }, now), 'DOUBLON');
  assert.equal(checkDeclaration({ ...ok, date: '2025-02-28' }, now), 'HORS_DELAI');
  assert.equal(checkDeclaration({ ...ok, date: '2025-03-01' }, now), null);
});
