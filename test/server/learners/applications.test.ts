// Registrations of learners to the onboarding applications (`/registrations/to-applications`):
// what is open to a learner (active for their agency, and for their training when the application
// works per training), duplicates, scoping to the caller's structure, the permission and bad input.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { ErrorBody, HydraCollection, JsonLd } from '../../../src/shared/api/hydra';
import type { ApplicationRegistration, Learner } from '../../../src/modules/learners/types';
import { bearer, createTestApp, jsonBody, signIn, type TestApp } from '../helpers';

let t: TestApp;
let secretariat: string;
let formateur: string;
let port: string;
let learner: JsonLd<Learner>;
const app: Record<string, number> = {};
let permisB = 0;
let permisA2 = 0;

before(async () => {
  t = await createTestApp();
  secretariat = (await signIn(t.app, 'secretariat@volant.test')).token;
  formateur = (await signIn(t.app, 'formateur@volant.test')).token;
  port = (await signIn(t.app, 'gerant@port.test')).token;
  for (const row of await t.deps.db.selectFrom('onboarding_applications').select(['id', 'code']).execute()) app[row.code] = row.id;
  permisB = (await t.deps.db.selectFrom('trainings').select('id').where('code', '=', 'B').executeTakeFirstOrThrow()).id;
  permisA2 = (await t.deps.db.selectFrom('trainings').select('id').where('code', '=', 'A2').executeTakeFirstOrThrow()).id;
  // A Blois learner registered to permis B (Blois has the student application on for B, and online payment).
  const res = await t.app.request(
    '/api/learners',
    jsonBody('POST', { firstName: 'Inès', lastName: 'Garnier', agency: t.ids.centre.agencies.blois, registration: { training: permisB } }, secretariat),
  );
  assert.equal(res.status, 201);
  learner = (await res.json()) as JsonLd<Learner>;
});
after(() => t.close());

const PATH = '/registrations/to-applications';
const post = (body: unknown, token = secretariat) => t.app.request(`/api${PATH}`, jsonBody('POST', body, token));
const remove = (id: number, token = secretariat) => t.app.request(`/api${PATH}/${id}`, bearer(token, { method: 'DELETE' }));
async function list(query: string, token = secretariat): Promise<HydraCollection<JsonLd<ApplicationRegistration>>> {
  const res = await t.app.request(`/api${PATH}${query}`, bearer(token));
  assert.equal(res.status, 200);
  return (await res.json()) as HydraCollection<JsonLd<ApplicationRegistration>>;
}
async function refused(res: Response, status: number, propertyPath?: string): Promise<ErrorBody> {
  assert.equal(res.status, status);
  const body = (await res.json()) as ErrorBody;
  if (propertyPath !== undefined) assert.ok(body.violations?.some((v) => v.propertyPath === propertyPath), JSON.stringify(body));
  return body;
}

describe('registrations to applications', () => {
  test('the demo learners of Blois are registered; the list filters by learner and pages by 10', async () => {
    const all = await list('');
    assert.ok(all['hydra:totalItems'] >= 2);
    const one = all['hydra:member'][0]!;
    const mine = await list(`?learner=${Number(one.learner.split('/').pop())}`);
    assert.ok(mine['hydra:member'].every((r) => r.learner === one.learner));
    assert.equal((await list('?itemsPerPage=1'))['hydra:member'].length, 1);
    const seeded = await t.deps.db.selectFrom('learner_applications').select('id').where('structure_id', '=', t.ids.centre.structureId).execute();
    assert.equal(all['hydra:member'].length, Math.min(10, seeded.length));
  });

  test('register to a per-training application with the training, then to a whole-agency one; twice is a 409', async () => {
    const res = await post({ learner: learner['@id'], application: app['student-app'], training: permisB });
    assert.equal(res.status, 201);
    const created = (await res.json()) as JsonLd<ApplicationRegistration>;
    assert.equal(created.application.name, 'Application élève');
    assert.equal(created.training?.code, 'B');
    assert.equal(created.agency.id, t.ids.centre.agencies.blois);
    assert.equal(created.learner, learner['@id']);

    const payment = await post({ learner: learner.id, application: app['online-payment'], training: '' });
    assert.equal(payment.status, 201);
    assert.equal(((await payment.json()) as ApplicationRegistration).training, null);

    const twice = await refused(await post({ learner: learner.id, application: app['student-app'], training: permisB }), 409);
    assert.equal(twice['hydra:description'] ?? twice.detail, 'L’apprenant est déjà inscrit à cette application.');
    await refused(await post({ learner: learner.id, application: app['online-payment'] }), 409);

    const mine = await list(`?learner=${learner.id}`);
    assert.deepEqual(mine['hydra:member'].map((r) => r.application.code), ['student-app', 'online-payment']);
  });

  test('an application the learner’s agency (or training) has not switched on is refused, nothing is written', async () => {
    const before = (await list(`?learner=${learner.id}`))['hydra:totalItems'];
    const inactive = await refused(await post({ learner: learner.id, application: app['online-booking'], training: permisB }), 422, 'application');
    assert.equal(inactive.violations?.[0]?.message, 'Cette application n’est pas activée pour l’agence de l’apprenant.');
    // Registered to A2 too, but Blois has the student application on for permis B only.
    assert.equal((await t.app.request('/api/registrations/to-trainings', jsonBody('POST', { learner: learner.id, training: permisA2 }, secretariat))).status, 201);
    const a2 = await refused(await post({ learner: learner.id, application: app['student-app'], training: permisA2 }), 422, 'training');
    assert.equal(a2.violations?.[0]?.message, 'Cette application n’est pas activée pour cette formation dans l’agence de l’apprenant.');
    // Orléans has no application on.
    const orleans = (await t.deps.db.selectFrom('learners').select('id').where('agency_id', '=', t.ids.centre.agencies.orleans).executeTakeFirstOrThrow()).id;
    await refused(await post({ learner: orleans, application: app['online-payment'] }), 422, 'application');
    assert.equal((await list(`?learner=${learner.id}`))['hydra:totalItems'], before);
  });

  test('bad input: the training where it is needed or not, unknown application, wrong types, unknown fields', async () => {
    const cases: [unknown, string][] = [
      [{ learner: learner.id, application: app['student-app'] }, 'training'],
      [{ learner: learner.id, application: app['online-payment'], training: permisB }, 'training'],
      [{ learner: learner.id, application: app['student-app'], training: await t.deps.db.selectFrom('trainings').select('id').where('code', '=', 'C').executeTakeFirstOrThrow().then((r) => r.id) }, 'training'],
      [{ learner: learner.id, application: 99_999 }, 'application'],
      [{ learner: learner.id, application: 'abc' }, 'application'],
      [{ learner: learner.id }, 'application'],
      [{ learner: learner.id, application: app['online-payment'], note: 'x' }, ''],
    ];
    for (const [payload, path] of cases) {
      const body = await refused(await post(payload), 422);
      assert.ok(body.violations?.some((v) => v.propertyPath === path), `${path} in ${JSON.stringify(body.violations)}`);
      assert.match(body.violations?.[0]?.message ?? '', /[a-zéèà]/i);
    }
    const broken = await t.app.request(`/api${PATH}`, { method: 'POST', headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${secretariat}` }, body: '{"learner":' });
    assert.ok(broken.status >= 400 && broken.status < 500);
    assert.equal((await remove(0)).status, 404);
  });

  test('another structure’s learner or registration does not exist (404), nor is it listed', async () => {
    const registration = (await list(`?learner=${learner.id}`))['hydra:member'][0]!;
    assert.equal((await t.app.request(`/api${PATH}/${registration.id}`, bearer(port))).status, 404);
    assert.equal((await remove(registration.id, port)).status, 404);
    assert.equal((await post({ learner: learner.id, application: app['online-payment'] }, port)).status, 404);
    assert.equal((await list(`?learner=${learner.id}`, port))['hydra:totalItems'], 0);
    assert.equal((await list('', port))['hydra:totalItems'], 0);
    assert.equal((await list(`?learner=${learner.id}`))['hydra:totalItems'], 2);
  });

  test('writing needs isModifyLearners: the trainer is refused (403) and nothing changes; the secretary unregisters', async () => {
    const [first] = (await list(`?learner=${learner.id}`))['hydra:member'];
    const orleans = (await t.deps.db.selectFrom('learners').select('id').where('agency_id', '=', t.ids.centre.agencies.orleans).executeTakeFirstOrThrow()).id;
    assert.equal((await post({ learner: orleans, application: app['online-payment'] }, formateur)).status, 403);
    assert.equal((await remove(first!.id, formateur)).status, 403);
    assert.equal((await list(`?learner=${learner.id}`))['hydra:totalItems'], 2);

    assert.equal((await remove(first!.id)).status, 204);
    assert.equal((await t.app.request(`/api${PATH}/${first!.id}`, bearer(secretariat))).status, 404);
    assert.deepEqual((await list(`?learner=${learner.id}`))['hydra:member'].map((r) => r.application.code), ['online-payment']);
  });
});
