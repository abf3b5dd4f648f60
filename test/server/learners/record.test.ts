// The learner record's sub-resources: registrations, evaluations, observations, service journals,
// availability and documents (multipart upload with size and type limits).
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { ErrorBody, HydraCollection, JsonLd } from '../../../src/shared/api/hydra';
import type {
  AvailabilitySchedule,
  CategoryDocument,
  Evaluation,
  Learner,
  LearnerDocument,
  Observation,
  ServiceJournal,
} from '../../../src/modules/learners/types';
import { bearer, createTestApp, jsonBody, signIn, tinyPdf, type TestApp } from '../helpers';

let t: TestApp;
let gerant: string;
let secretariat: string;
let port: string;
let learner: JsonLd<Learner>;
before(async () => {
  t = await createTestApp();
  gerant = (await signIn(t.app, 'gerant@volant.test')).token;
  secretariat = (await signIn(t.app, 'secretariat@volant.test')).token;
  port = (await signIn(t.app, 'gerant@port.test')).token;
  const res = await t.app.request('/api/learners', jsonBody('POST', { firstName: 'Hugo', lastName: 'Marchand', email: 'hugo.marchand@exemple.test', agency: t.ids.centre.agencies.orleans }, secretariat));
  learner = (await res.json()) as JsonLd<Learner>;
});
after(() => t.close());

const send = (method: string, path: string, body: unknown, token = secretariat) => t.app.request(`/api${path}`, jsonBody(method, body, token));
const patch = (path: string, body: unknown, token = secretariat) =>
  t.app.request(`/api${path}`, { method: 'PATCH', headers: { 'Content-Type': 'application/merge-patch+json', Authorization: `Bearer ${token}` }, body: JSON.stringify(body) });
async function get<T>(path: string, token = secretariat, status = 200): Promise<T> {
  const res = await t.app.request(`/api${path}`, bearer(token));
  assert.equal(res.status, status, path);
  return (await res.json()) as T;
}
const trainingId = async (code: string) => (await t.deps.db.selectFrom('trainings').select('id').where('code', '=', code).executeTakeFirstOrThrow()).id;

describe('registrations and evaluations', () => {
  test('registering to a training sets the current one when there was none; twice is refused on the field', async () => {
    const b = await trainingId('B');
    const res = await send('POST', '/registrations/to-trainings', { learner: learner['@id'], training: b, isProspect: true });
    assert.equal(res.status, 201);
    const registration = (await res.json()) as { '@id': string };
    const record = await get<Learner>(`/learners/${learner.id}`);
    assert.equal(record.training?.code, 'B');
    assert.equal(record.agencytraininglearners[0]?.isProspect, true);
    const twice = await send('POST', '/registrations/to-trainings', { learner: learner.id, training: b });
    assert.equal(twice.status, 422);
    assert.equal(((await twice.json()) as ErrorBody).violations?.[0]?.message, 'L’apprenant est déjà inscrit à cette formation.');

    const organisation = await t.deps.db.selectFrom('organizations').select('id').where('agency_id', '=', t.ids.centre.agencies.orleans).executeTakeFirstOrThrow();
    const updated = await patch(registration['@id'].replace('/api', ''), { isProspect: false, financier: organisation.id, status: 'en_cours' });
    assert.equal(updated.status, 200);
    const after = await get<Learner>(`/learners/${learner.id}`);
    assert.equal(after.agencytraininglearners[0]?.financier?.id, organisation.id);
    const portOrg = await t.deps.db.selectFrom('organizations').select('id').where('structure_id', '=', t.ids.port.structureId).executeTakeFirstOrThrow();
    assert.equal((await patch(registration['@id'].replace('/api', ''), { financier: portOrg.id })).status, 422);
  });

  test('prior evaluation: create, list by learner, refuse a future date, delete', async () => {
    const b = await trainingId('B');
    const created = await send('POST', '/registrations/evaluations', { learner: learner.id, training: b, evaluationDate: '2026-11-20', forecastHours: 24.5, comment: 'Bonne coordination' });
    assert.equal(created.status, 201);
    const evaluation = (await created.json()) as JsonLd<Evaluation>;
    assert.equal(evaluation.forecastHours, 24.5);
    const future = await send('POST', '/registrations/evaluations', { learner: learner.id, training: b, evaluationDate: '2099-01-01', forecastHours: 20 });
    assert.equal(future.status, 422);
    const quarter = await send('POST', '/registrations/evaluations', { learner: learner.id, training: b, evaluationDate: '2026-11-20', forecastHours: 20.25 });
    assert.equal(quarter.status, 422);
    const listed = await get<HydraCollection<Evaluation>>(`/registrations/evaluations?learner=${learner.id}`);
    assert.deepEqual(listed['hydra:member'].map((e) => e.id), [evaluation.id]);
    assert.equal((await t.app.request(evaluation['@id'], bearer(secretariat, { method: 'DELETE' }))).status, 204);
  });
});

describe('observations, service journal, availability', () => {
  test('observations: the author is the caller, newest first, editable, another structure cannot read them', async () => {
    const first = (await (await send('POST', '/observations', { learner: learner.id, content: 'Première leçon : très appliqué.' })).json()) as JsonLd<Observation>;
    const second = (await (await send('POST', '/observations', { learner: learner.id, content: 'Deuxième leçon.' }, gerant)).json()) as JsonLd<Observation>;
    assert.equal(first.author?.name, 'Sophie Renaud');
    const listed = await get<HydraCollection<Observation>>(`/observations?learner=${learner.id}`);
    assert.deepEqual(listed['hydra:member'].map((o) => o.id), [second.id, first.id]);
    const edited = await patch(`/observations/${first.id}`, { content: 'Première leçon : très appliqué, un peu tendu.' });
    assert.equal(((await edited.json()) as Observation).content, 'Première leçon : très appliqué, un peu tendu.');
    assert.equal((await send('POST', '/observations', { learner: learner.id, content: '   ' })).status, 422);
    await get(`/observations/${first.id}`, port, 404);
    assert.equal((await t.app.request(`/api/observations/${second.id}`, bearer(secretariat, { method: 'DELETE' }))).status, 204);
  });

  test('service journal: bulk creation in one transaction, edit, mark used', async () => {
    const bad = await send('POST', '/student-tracking/service-journals', {
      learner: learner.id,
      journals: [
        { date: '2026-11-24', label: 'Leçon de conduite', durationMinutes: 60 },
        { date: '2026-11-31', label: 'Leçon de conduite', durationMinutes: 60 },
      ],
    });
    assert.equal(bad.status, 422);
    assert.equal((await get<HydraCollection<ServiceJournal>>(`/student-tracking/service-journals?learner=${learner.id}`))['hydra:totalItems'], 0);

    const res = await send('POST', '/student-tracking/service-journals', {
      learner: learner.id,
      journals: [
        { date: '2026-11-24', label: 'Leçon de conduite', durationMinutes: 60 },
        { date: '2026-11-26', label: 'Leçon sur voie rapide', durationMinutes: 120, comment: 'Rocade' },
      ],
    });
    assert.equal(res.status, 201);
    const created = (await res.json()) as HydraCollection<ServiceJournal>;
    assert.equal(created['hydra:member'].length, 2);
    const [lesson] = created['hydra:member'];
    assert.equal((await patch(`/student-tracking/service-journals/${lesson!.id}`, { durationMinutes: 90 })).status, 200);
    const used = await patch(`/student-tracking/service-journals-used/${lesson!.id}`, { used: true });
    const body = (await used.json()) as ServiceJournal;
    assert.equal(body.used, true);
    assert.ok(body.usedAt);
    // The journal is a checklist of services: the hours are the planning's lessons (issue 37 item 7), none yet.
    const hours = await get<{ done: number; planned: number }>(`/learner/hours/${learner.id}`);
    assert.deepEqual([hours.done, hours.planned], [0, 0]);
  });

  test('availability: one schedule per learner with its period, slots validated and kept in order', async () => {
    const res = await send('POST', '/plannings/availability-schedule', {
      learner: learner.id,
      period: { start: '2026-11-23', end: '2027-02-28' },
      schedules: [
        { day: 6, start: '09:00', end: '12:00' },
        { day: 2, start: '17:00', end: '19:00' },
      ],
    });
    assert.equal(res.status, 201);
    const schedule = (await res.json()) as JsonLd<AvailabilitySchedule>;
    assert.deepEqual(schedule.schedules.map((s) => s.day), [2, 6]);
    const again = await send('POST', '/plannings/availability-schedule', { learner: learner.id, period: {}, schedules: [] });
    assert.equal(again.status, 422);
    const inverted = await patch(`/plannings/availability-schedule/${schedule.id}`, { schedules: [{ day: 1, start: '18:00', end: '17:00' }] });
    assert.equal(inverted.status, 422);
    const period = await patch(`/plannings/availability-schedule/${schedule.id}`, { period: { start: '2027-03-01', end: '2027-01-01' } });
    assert.equal(period.status, 422);
    const listed = await get<HydraCollection<AvailabilitySchedule>>(`/plannings/availability-schedule?learner=${learner.id}`);
    assert.equal(listed['hydra:member'][0]?.period.end, '2027-02-28');
    const available = await get<HydraCollection<{ id: number }>>('/learners/available?date=2026-11-24&startTime=17:00&endTime=18:00&itemsPerPage=500');
    assert.ok(available['hydra:member'].some((l) => l.id === learner.id));
  });
});

describe('documents', () => {
  const pdfBytes = () => new Uint8Array(tinyPdf());
  const upload = (fields: Record<string, string>, file: File | null, path = '/document/document-upload', token = secretariat) => {
    const form = new FormData();
    for (const [key, value] of Object.entries(fields)) form.set(key, value);
    if (file) form.set('file', file);
    return t.app.request(`/api${path}`, bearer(token, { method: 'POST', body: form }));
  };
  const identityType = async () => (await t.deps.db.selectFrom('document_types').select('id').where('code', '=', 'IDENTITE').executeTakeFirstOrThrow()).id;

  test('upload, list, download, replace and delete a document; the file lives in the file store', async () => {
    const type = await identityType();
    const res = await upload({ learner: String(learner.id), documentType: String(type), title: 'Carte d’identité' }, new File([pdfBytes()], 'cni.pdf', { type: 'application/pdf' }));
    assert.equal(res.status, 201);
    const doc = (await res.json()) as JsonLd<LearnerDocument>;
    assert.equal(doc.documentType.code, 'IDENTITE');
    assert.equal(doc.file.name, 'cni.pdf');
    const stored = await t.deps.db.selectFrom('documents').select('storage_key').where('id', '=', doc.id).executeTakeFirstOrThrow();
    assert.ok(await t.deps.files.exists(stored.storage_key));

    const listed = await get<HydraCollection<LearnerDocument>>(`/document/document-list?learner=${learner.id}`);
    assert.deepEqual(listed['hydra:member'].map((d) => d.id), [doc.id]);
    const file = await t.app.request(doc.file.url, bearer(secretariat));
    assert.equal(file.headers.get('content-type'), 'application/pdf');
    assert.equal(file.headers.get('content-disposition'), `attachment; filename="cni.pdf"; filename*=UTF-8''cni.pdf`, 'downloaded under its original name');
    assert.equal(file.headers.get('content-length'), String(pdfBytes().length));
    assert.equal(file.headers.get('cache-control'), 'no-store');
    assert.equal(file.headers.get('x-content-type-options'), 'nosniff');
    assert.deepEqual(new Uint8Array(await file.arrayBuffer()), pdfBytes());

    const png = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2, 3, 4])], 'cni-recto.png', { type: 'image/png' });
    const replaced = await upload({ id: String(doc.id), title: 'Carte d’identité (recto)' }, png, '/document/document-replace');
    assert.equal(replaced.status, 200);
    const after = (await replaced.json()) as LearnerDocument;
    assert.equal(after.file.mimeType, 'image/png');
    assert.equal(after.title, 'Carte d’identité (recto)');
    assert.ok(!(await t.deps.files.exists(stored.storage_key)), 'the replaced file is removed');

    const byType = await get<HydraCollection<CategoryDocument>>(`/contracts/contract-document-by-type/B?learner=${learner.id}`);
    assert.ok(byType['hydra:member'].find((d) => d.documentType.code === 'IDENTITE')?.provided);
    assert.equal(byType['hydra:member'].find((d) => d.documentType.code === 'DOMICILE')?.provided, false);

    assert.equal((await t.app.request(`/api/document/document-delete/${doc.id}`, bearer(port, { method: 'DELETE' }))).status, 404);
    assert.equal((await t.app.request(`/api/document/document-delete/${doc.id}`, bearer(secretariat, { method: 'DELETE' }))).status, 204);
    assert.equal((await get<HydraCollection<LearnerDocument>>(`/document/document-list?learner=${learner.id}`))['hydra:totalItems'], 0);
  });

  test('bad uploads: too large, forbidden type (even renamed), missing file or title, another agency’s learner', async () => {
    const type = String(await identityType());
    const fields = { learner: String(learner.id), documentType: type, title: 'Pièce' };
    const big = new Uint8Array(10 * 1024 * 1024 + 1);
    big.set([0x25, 0x50, 0x44, 0x46]);
    const tooLarge = await upload(fields, new File([big], 'gros.pdf', { type: 'application/pdf' }));
    assert.equal(tooLarge.status, 422);
    assert.match(((await tooLarge.json()) as ErrorBody).detail ?? '', /taille maximale de 10 Mo/);
    const exe = await upload(fields, new File([new TextEncoder().encode('MZ\x90\x00 binaire')], 'cni.pdf', { type: 'application/pdf' }));
    assert.equal(exe.status, 422);
    assert.match(((await exe.json()) as ErrorBody).detail ?? '', /Type de fichier non accepté/);
    assert.equal((await upload(fields, null)).status, 422);
    assert.equal((await upload({ ...fields, title: '' }, new File([pdfBytes()], 'a.pdf', { type: 'application/pdf' }))).status, 422);
    const tours = await t.deps.db.selectFrom('learners').select('id').where('agency_id', '=', t.ids.centre.agencies.tours).executeTakeFirstOrThrow();
    const other = await upload({ ...fields, learner: String(tours.id) }, new File([pdfBytes()], 'a.pdf', { type: 'application/pdf' }));
    assert.equal(other.status, 422);
    assert.equal((await get<HydraCollection<LearnerDocument>>(`/document/document-list?learner=${learner.id}`))['hydra:totalItems'], 0);
  });

  test('document lookups exist for the seven licence categories, heavy ones need a medical notice', async () => {
    for (const category of ['B', 'C', 'C1', 'D', 'D1', 'A1', 'A2']) {
      const body = await get<HydraCollection<CategoryDocument>>(`/contracts/contract-document-by-type/${category}`);
      assert.ok(body['hydra:member'].some((d) => d.required && d.documentType.code === 'IDENTITE'), category);
    }
    const c = await get<HydraCollection<CategoryDocument>>('/contracts/contract-document-by-type/C');
    assert.ok(c['hydra:member'].some((d) => d.required && d.documentType.code === 'MEDICAL'));
    await get('/contracts/contract-document-by-type/BE', secretariat, 404);
    const types = await get<HydraCollection<{ code: string }>>('/document/document-types');
    assert.ok(types['hydra:totalItems'] >= 10);
  });
});
