import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { ErrorBody, HydraCollection, JsonLd } from '../../../src/shared/api/hydra';
import type { Learner, LearnerDetails, LearnerHours, LearnerLight, LearnerPayment } from '../../../src/modules/learners/types';
import { bearer, createTestApp, jsonBody, signIn, type TestApp } from '../helpers';

let t: TestApp;
let gerant: string;
let secretariat: string;
let formateur: string;
let port: string;
before(async () => {
  t = await createTestApp();
  gerant = (await signIn(t.app, 'gerant@volant.test')).token;
  secretariat = (await signIn(t.app, 'secretariat@volant.test')).token;
  formateur = (await signIn(t.app, 'formateur@volant.test')).token;
  port = (await signIn(t.app, 'gerant@port.test')).token;
});
after(() => t.close());

async function get<T>(token: string, path: string, status = 200): Promise<T> {
  const res = await t.app.request(`/api${path}`, bearer(token));
  assert.equal(res.status, status, `${path}: ${res.status}`);
  return (await res.json()) as T;
}
const list = <T = Learner>(token: string, query = '') => get<HydraCollection<T>>(token, `/learners${query}`);
const send = (method: string, path: string, body: unknown, token = gerant) => t.app.request(`/api${path}`, jsonBody(method, body, token));
const patch = (path: string, body: unknown, token = gerant) =>
  t.app.request(`/api${path}`, { method: 'PATCH', headers: { 'Content-Type': 'application/merge-patch+json', Authorization: `Bearer ${token}` }, body: JSON.stringify(body) });

/** Sorted by last name (accents aside: SQLite compares bytes, PostgreSQL its collation). */
function assertByLastName(people: { lastName: string }[]): void {
  const keys = people.map((p) => p.lastName.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase());
  for (let i = 1; i < keys.length; i += 1) assert.ok(keys[i - 1]! <= keys[i]!, `${keys[i - 1]} before ${keys[i]}`);
}

const trainingId = async (code: string) => (await t.deps.db.selectFrom('trainings').select('id').where('code', '=', code).executeTakeFirstOrThrow()).id;
const fieldId = async (training: string, code: string) =>
  (await t.deps.db.selectFrom('training_fields').select('id').where('training_code', '=', training).where('code', '=', code).executeTakeFirstOrThrow()).id;

describe('GET /learners', () => {
  test('pages by 10 with the archived=0 default applied by the client, sorted by name, with registrations and groups', async () => {
    const all = await list(gerant, '?archived=0');
    assert.equal(all['hydra:member'].length, 10);
    const archived = await list(gerant, '?archived=1');
    assert.ok(archived['hydra:totalItems'] > 0);
    assert.ok(archived['hydra:member'].every((l) => l.archived));
    assertByLastName(all['hydra:member']);
    const withRegistration = (await list(gerant, '?archived=0&itemsPerPage=100'))['hydra:member'].find((l) => l.agencytraininglearners.length > 0)!;
    assert.ok(withRegistration.agencytraininglearners[0]!.training.code);
    const grouped = (await list(gerant, '?itemsPerPage=200'))['hydra:member'].filter((l) => l.groups.length > 0);
    assert.ok(grouped.length >= 10, 'seeded group members carry their groups');
  });

  test('scoping: the secretary sees Orléans and Blois, the trainer Orléans, another structure none of ours', async () => {
    const agencies = async (token: string) => new Set((await list(token, '?itemsPerPage=500'))['hydra:member'].map((l) => l.agency.name));
    assert.deepEqual([...(await agencies(secretariat))].sort(), ['Blois', 'Orléans Centre']);
    assert.deepEqual([...(await agencies(formateur))], ['Orléans Centre']);
    const tours = (await list(gerant, `?agency=${t.ids.centre.agencies.tours}`))['hydra:member'][0]!;
    await get(secretariat, `/learners/${tours.id}`, 404);
    await get(port, `/learners/${tours.id}`, 404);
  });

  test('the record (one statement with its registrations and groups) answers what the list answers', async () => {
    const page = (await list(gerant, '?itemsPerPage=5000'))['hydra:member'];
    const several = page.filter((l) => l.agencytraininglearners.length > 1).slice(0, 2);
    const grouped = page.filter((l) => l.groups.length > 0 && l.agencytraininglearners.length > 0).slice(0, 3);
    const rich = [...several, ...grouped];
    assert.ok(grouped.length > 0, 'a registered learner in groups');
    const bare = page.filter((l) => l.agencytraininglearners.length === 0 && l.groups.length === 0).slice(0, 1);
    for (const learner of [...rich, ...bare]) {
      const record = await get<JsonLd<Learner>>(gerant, `/learners/${learner.id}`);
      assert.deepEqual(record.agencytraininglearners, learner.agencytraininglearners);
      assert.deepEqual(record.groups, learner.groups);
      const patched = await patch(`/learners/${learner.id}`, { city: learner.city ?? 'Orléans' });
      assert.deepEqual(((await patched.json()) as Learner).agencytraininglearners, learner.agencytraininglearners);
    }
  });

  test('a PATCH out of reach (another agency, another structure) answers 404 and changes nothing, whatever it sends', async () => {
    const tours = (await list(gerant, `?agency=${t.ids.centre.agencies.tours}&itemsPerPage=1`))['hydra:member'][0]!;
    for (const [token, body] of [
      [secretariat, { phone: '0600000001' }],
      [port, { phone: '0600000002' }],
      [port, {}],
      [port, { neph: '123456789012' }],
      [port, { training: await trainingId('A2') }],
    ] as const) {
      const res = await patch(`/learners/${tours.id}`, body, token);
      assert.equal(res.status, 404, JSON.stringify(body));
      assert.equal(((await res.json()) as ErrorBody).detail, 'Apprenant introuvable.');
    }
    const unchanged = await get<Learner>(gerant, `/learners/${tours.id}`);
    assert.equal(unchanged.phone, tours.phone);
    assert.equal(unchanged.updatedAt, tours.updatedAt);
    const missing = await patch('/learners/999999', { phone: '0600000003' });
    assert.equal(missing.status, 404);
  });

  test('simplesearch matches every word against name, e-mail, phone and NEPH', async () => {
    const one = (await list(gerant, '?itemsPerPage=1'))['hydra:member'][0]!;
    const found = await list(gerant, `?simplesearch=${encodeURIComponent(`${one.firstName} ${one.lastName}`)}`);
    assert.ok(found['hydra:member'].some((l) => l.id === one.id));
    assert.ok(found['hydra:member'].every((l) => `${l.firstName} ${l.lastName} ${l.email}`.toLowerCase().includes(one.lastName.toLowerCase())));
    const byPhone = await list(gerant, `?simplesearch=${one.phone}`);
    assert.equal(byPhone['hydra:member'][0]?.id, one.id);
  });

  test('simplesearch ignores accents and case, matches parts of words and follows renames (search index)', async () => {
    const created = await send('POST', '/learners', { firstName: 'Élodie', lastName: 'Lefèvre-Œuvray', email: 'el.contact@exemple.test', agency: t.ids.centre.agencies.orleans });
    assert.equal(created.status, 201);
    const id = ((await created.json()) as Learner).id;
    const ids = async (search: string) => (await list(gerant, `?simplesearch=${encodeURIComponent(search)}`))['hydra:member'].map((l) => l.id);
    assert.ok((await ids('ELODIE lefev')).includes(id), 'case and accents ignored, prefix of a word');
    assert.ok((await ids('fèvre')).includes(id), 'the middle of a word');
    assert.ok((await ids('lo le')).includes(id), 'words shorter than three characters');
    assert.ok(!(await ids('elodie martinez')).includes(id), 'every word must match');
    assert.equal((await patch(`/learners/${id}`, { lastName: 'Marchal' })).status, 200);
    assert.ok((await ids('élodie marchal')).includes(id), 'the new name is found');
    assert.ok(!(await ids('lefèvre')).includes(id), 'the old name is not');
  });

  test('registration filters: training, field, financier, prospect, group; exam eligibility', async () => {
    const b = await trainingId('B');
    const byTraining = await list(gerant, `?agencytraininglearners.training[]=${b}&itemsPerPage=500`);
    assert.ok(byTraining['hydra:totalItems'] > 0);
    assert.ok(byTraining['hydra:member'].every((l) => l.agencytraininglearners.some((r) => r.training.id === b)));
    const byCode = await list(gerant, '?agencytraininglearners.training.name[]=B&itemsPerPage=1');
    assert.equal(byCode['hydra:totalItems'], byTraining['hydra:totalItems']);

    const field = byTraining['hydra:member'].find((l) => l.agencytraininglearners[0]?.field)!.agencytraininglearners[0]!.field!;
    const byField = await list(gerant, `?agencytraininglearners.field[]=${field.id}&itemsPerPage=500`);
    assert.ok(byField['hydra:member'].every((l) => l.agencytraininglearners.some((r) => r.field?.id === field.id)));

    const financed = (await list(gerant, '?itemsPerPage=500'))['hydra:member'].find((l) => l.agencytraininglearners.some((r) => r.financier))!;
    const financier = financed.agencytraininglearners.find((r) => r.financier)!.financier!;
    const byFinancier = await list(gerant, `?agencytraininglearners.financier=${financier.id}&itemsPerPage=500`);
    assert.ok(byFinancier['hydra:member'].some((l) => l.id === financed.id));
    assert.ok(byFinancier['hydra:member'].every((l) => l.agencytraininglearners.some((r) => r.financier?.id === financier.id)));

    const prospects = await list(gerant, '?agencytraininglearners.isProspect=1&itemsPerPage=500');
    assert.ok(prospects['hydra:member'].every((l) => l.agencytraininglearners.some((r) => r.isProspect)));

    const group = (await get<HydraCollection<{ id: number; learnersCount: number }>>(gerant, '/groups'))['hydra:member'][0]!;
    const byGroup = await list(gerant, `?group[]=${group.id}`);
    assert.equal(byGroup['hydra:totalItems'], group.learnersCount);

    const eligible = await list(gerant, '?examEligible=1&itemsPerPage=500');
    assert.ok(eligible['hydra:totalItems'] > 0);
    assert.ok(eligible['hydra:member'].every((l) => !l.archived && !l.isProspect && l.neph && l.training));
    const notEligible = await list(gerant, '?examEligible=0&itemsPerPage=1');
    const everyone = await list(gerant, '?itemsPerPage=1');
    assert.equal(eligible['hydra:totalItems'] + notEligible['hydra:totalItems'], everyone['hydra:totalItems']);
  });

  test('bills.status keeps the learners with an invoice in one of these statuses', async () => {
    const invoices = await t.deps.db
      .selectFrom('bills')
      .select(['learner_id', 'status'])
      .where('kind', '=', 'invoice')
      .where('structure_id', '=', t.ids.centre.structureId)
      .where('learner_id', 'is not', null)
      .execute();
    const withStatus = (status: number) => new Set(invoices.filter((b) => b.status === status).map((b) => b.learner_id));
    assert.ok(withStatus(5).size > 0 && withStatus(7).size > 0, 'the demo data has unpaid and paid invoices');
    for (const status of [5, 6, 7]) {
      const body = await list(gerant, `?archived=0&bills.status[]=${status}&itemsPerPage=5000`);
      assert.deepEqual(new Set(body['hydra:member'].map((l) => l.id)), withStatus(status), `status ${status}`);
    }
    const either = await list(gerant, '?archived=0&bills.status[]=5&bills.status[]=7&itemsPerPage=5000');
    assert.equal(either['hydra:totalItems'], new Set([...withStatus(5), ...withStatus(7)]).size);
    await get(gerant, '/learners?bills.status[]=payée', 400);
  });

  test('bad filters answer 400 in French: a date in a wrong format, a non-numeric id, an unknown sort', async () => {
    for (const query of ['?createdAt[after]=22/11/2026', '?agencytraininglearners.training=abc', '?order[password]=asc', '?itemsPerPage=5001']) {
      const body = await get<ErrorBody>(gerant, `/learners${query}`, 400);
      assert.ok((body.detail ?? '').length > 10, query);
    }
  });
});

describe('writes', () => {
  test('create with a first training registration; the learner appears with it and the current training', async () => {
    const b = await trainingId('B');
    const res = await send('POST', '/learners', {
      civility: 'Mme',
      firstName: 'Aurélie',
      lastName: 'Vasseur',
      email: 'aurelie.vasseur@exemple.test',
      phone: '06 12 34 56 78',
      birthDate: '2007-04-12',
      postalCode: '45000',
      city: 'Orléans',
      neph: '',
      agency: `/api/agencies/${t.ids.centre.agencies.orleans}`,
      registration: { training: b, field: await fieldId('B', 'BA'), financier: '', startDate: '2026-11-23' },
    }, secretariat);
    assert.equal(res.status, 201);
    const learner = (await res.json()) as JsonLd<Learner>;
    assert.equal(learner.training?.code, 'B');
    assert.equal(learner.activeTrainingId, b);
    assert.equal(learner.agencytraininglearners.length, 1);
    assert.equal(learner.agencytraininglearners[0]!.field?.code, 'BA');
    assert.equal(learner.neph, null);
    assert.equal(learner.archived, false);
  });

  test('bad input: wrong date format, learner of another agency, field of another training, taken NEPH, unknown field → 422, nothing created', async () => {
    const before = (await list(gerant, '?itemsPerPage=1'))['hydra:totalItems'];
    const taken = (await list(gerant, '?itemsPerPage=500'))['hydra:member'].find((l) => l.neph)!.neph!;
    const base = { firstName: 'Test', lastName: 'Erreur', agency: t.ids.centre.agencies.orleans };
    const cases: [unknown, string, string][] = [
      [{ ...base, birthDate: '12/04/2007' }, 'birthDate', secretariat],
      [{ ...base, agency: t.ids.centre.agencies.tours }, 'agency', secretariat],
      [{ ...base, registration: { training: await trainingId('C'), field: await fieldId('B', 'BA') } }, 'registration.field', secretariat],
      [{ ...base, neph: taken }, 'neph', gerant],
      [{ ...base, password: 'x' }, '', gerant],
    ];
    for (const [payload, path, token] of cases) {
      const res = await send('POST', '/learners', payload, token);
      assert.equal(res.status, 422, JSON.stringify(payload));
      const body = (await res.json()) as ErrorBody;
      assert.ok(body.violations?.some((v) => v.propertyPath === path), `${path} in ${JSON.stringify(body.violations)}`);
    }
    assert.equal((await list(gerant, '?itemsPerPage=1'))['hydra:totalItems'], before);
  });

  test('changing a learner, their trainings or their current training needs isModifyLearners (the trainer is refused, nothing changes)', async () => {
    const learner = (await list(formateur, '?itemsPerPage=200'))['hydra:member'].find((l) => l.agencytraininglearners.length > 0 && !l.archived)!;
    const other = await trainingId('A2');
    // Issue 20 F15: a trainer writes no learner record (docs/decisions.md, « Permissions »).
    assert.equal((await send('POST', '/registrations/to-trainings', { learner: learner.id, training: other }, formateur)).status, 403);
    const reg = await send('POST', '/registrations/to-trainings', { learner: learner.id, training: other }, secretariat);
    assert.equal(reg.status, 201);
    assert.equal((await patch(`/learners/${learner.id}`, { training: other }, formateur)).status, 403);
    assert.equal((await patch(`/learners/${learner.id}`, { city: 'Saran' }, formateur)).status, 403);
    const unchanged = await get<Learner>(gerant, `/learners/${learner.id}`);
    assert.equal(unchanged.training?.id, learner.training?.id);
    assert.equal(unchanged.city, learner.city);
    const changed = await patch(`/learners/${learner.id}`, { training: other }, secretariat);
    assert.equal(changed.status, 200);
    assert.equal(((await changed.json()) as Learner).training?.code, 'A2');
    const notRegistered = await patch(`/learners/${learner.id}`, { training: await trainingId('D1') }, secretariat);
    assert.equal(notRegistered.status, 422);
  });

  test('archive through its own endpoint; archiving again is refused; the archived filter finds the learner', async () => {
    const learner = (await list(secretariat, '?archived=0&itemsPerPage=1&order[createdAt]=desc'))['hydra:member'][0]!;
    const res = await patch(`/learner-archive/${learner.id}`, { archived: true }, secretariat);
    assert.equal(res.status, 200);
    assert.equal(((await res.json()) as Learner).archived, true);
    const again = await patch(`/learner-archive/${learner.id}`, { archived: true }, secretariat);
    assert.equal(again.status, 409);
    assert.equal(((await again.json()) as ErrorBody).detail, 'Cet apprenant est déjà archivé.');
    assert.equal((await patch(`/learner-archive/${learner.id}`, { archived: false }, secretariat)).status, 422);
    const archived = await list(secretariat, `?archived=1&simplesearch=${encodeURIComponent(learner.email ?? learner.lastName)}`);
    assert.ok(archived['hydra:member'].some((l) => l.id === learner.id));
    assert.ok(!(await list(secretariat, '?archived=0&itemsPerPage=500'))['hydra:member'].some((l) => l.id === learner.id));
    const restored = await patch(`/learners/${learner.id}`, { archived: false }, secretariat);
    assert.equal(((await restored.json()) as Learner).archived, false);
  });

  test('delete: a learner with a signed contract is refused; another is removed with its records', async () => {
    const contract = await t.deps.db.selectFrom('learner_contracts').select('learner_id').where('status', '=', 'signed').where('structure_id', '=', t.ids.centre.structureId).executeTakeFirstOrThrow();
    const refused = await t.app.request(`/api/learners/${contract.learner_id}`, bearer(gerant, { method: 'DELETE' }));
    assert.equal(refused.status, 409);
    const created = (await (await send('POST', '/learners', { firstName: 'À', lastName: 'Supprimer', agency: t.ids.centre.agencies.blois })).json()) as Learner;
    await send('POST', '/observations', { learner: created.id, content: 'Note' });
    assert.equal((await t.app.request(`/api/learners/${created.id}`, bearer(gerant, { method: 'DELETE' }))).status, 204);
    await get(gerant, `/learners/${created.id}`, 404);
    const left = await t.deps.db.selectFrom('observations').select('id').where('learner_id', '=', created.id).execute();
    assert.equal(left.length, 0);
  });
});

describe('light lists, hours, details, photo and survey', () => {
  test('exam-eligible filters on the training names; sort and group lists; available at a time', async () => {
    const eligible = await get<HydraCollection<LearnerLight>>(gerant, '/learners/exam-eligible?training.name[]=B&itemsPerPage=500');
    assert.ok(eligible['hydra:totalItems'] > 0);
    assert.ok(eligible['hydra:member'].every((l) => l.training?.code === 'B' && l.neph));
    await get(gerant, '/learners/exam-eligible?training.name[]=Z', 400);

    const sorted = await get<HydraCollection<LearnerLight>>(gerant, '/learners/sort?itemsPerPage=5000');
    assert.ok(sorted['hydra:totalItems'] > 50);
    assertByLastName(sorted['hydra:member']);

    const group = (await get<HydraCollection<{ id: number; learnersCount: number; agency: { id: number } }>>(gerant, '/groups'))['hydra:member'][0]!;
    const outside = await get<HydraCollection<LearnerLight>>(gerant, `/learners/group?notInGroup=${group.id}&agency=${group.agency.id}&itemsPerPage=500`);
    const inside = await list(gerant, `?group=${group.id}&itemsPerPage=500`);
    assert.ok(outside['hydra:member'].every((l) => !inside['hydra:member'].some((m) => m.id === l.id)));

    // Seeded weekly slots: Monday 17:00–19:00 for some, Wednesday 13:30–18:00 for others.
    const monday = await get<HydraCollection<LearnerLight>>(gerant, '/learners/available?date=2026-11-23&startTime=17:30&endTime=18:30');
    const tuesdayMorning = await get<HydraCollection<LearnerLight>>(gerant, '/learners/available?date=2026-11-24&startTime=09:00&endTime=10:00');
    assert.ok(monday['hydra:totalItems'] > 0);
    assert.equal(tuesdayMorning['hydra:totalItems'], 0);
    await get(gerant, '/learners/available?date=23/11/2026', 400);
  });

  test('payment lists the financiers and the contracted amount of signed contracts', async () => {
    const body = await get<HydraCollection<LearnerPayment>>(gerant, '/learners/payment?itemsPerPage=500');
    const paid = body['hydra:member'].filter((l) => l.contractedAmount > 0);
    assert.ok(paid.length > 0);
    const signed = await t.deps.db.selectFrom('learner_contracts').selectAll().where('learner_id', '=', paid[0]!.id).where('status', '=', 'signed').execute();
    const amendments = await t.deps.db.selectFrom('contract_amendments').selectAll().where('contract_id', 'in', signed.map((c) => c.id)).where('status', '=', 'signed').execute();
    const expected =
      signed.reduce((s, c) => s + c.registration_fee_cents + c.theory_price_cents + c.exam_fee_cents + (c.hour_price_cents * c.forecast_minutes) / 60, 0) +
      amendments.reduce((s, a) => s + (a.hour_price_cents * a.extra_minutes) / 60, 0);
    assert.equal(paid[0]!.contractedAmount, Math.round(expected) / 100);
  });

  test('hours and details follow the contracts, amendments and service journal', async () => {
    const amended = await t.deps.db
      .selectFrom('contract_amendments')
      .innerJoin('learner_contracts', 'learner_contracts.id', 'contract_amendments.contract_id')
      .select(['learner_contracts.learner_id', 'learner_contracts.forecast_minutes', 'contract_amendments.extra_minutes'])
      .where('learner_contracts.structure_id', '=', t.ids.centre.structureId)
      .executeTakeFirstOrThrow();
    const hours = await get<LearnerHours>(gerant, `/learner/hours/${amended.learner_id}`);
    assert.equal(hours.contracted, (amended.forecast_minutes + amended.extra_minutes) / 60);
    assert.ok(hours.done > 0);
    assert.equal(hours.remaining, Math.max(0, hours.contracted - hours.done));
    const details = await get<LearnerDetails>(gerant, `/learner/details/${amended.learner_id}`);
    assert.equal(details.tracking.contractSigned, true);
    assert.equal(details.tracking.evaluationDone, true);
    assert.ok(details.counts.journals > 0);
    assert.ok(details.tracking.requiredDocuments >= 3);
    await get(port, `/learner/details/${amended.learner_id}`, 404);
  });

  test('photo: upload (JPEG/PNG), read back, other types refused', async () => {
    const learner = (await list(gerant, '?itemsPerPage=1'))['hydra:member'][0]!;
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
    const form = new FormData();
    form.set('file', new File([png], 'photo.png', { type: 'image/png' }));
    const res = await t.app.request(`/api/learner/photo/${learner.id}`, bearer(gerant, { method: 'POST', body: form }));
    assert.equal(res.status, 200);
    assert.equal(((await res.json()) as Learner).photo, `/api/learner/photo/${learner.id}`);
    const photo = await t.app.request(`/api/learner/photo/${learner.id}`, bearer(gerant));
    assert.equal(photo.headers.get('content-type'), 'image/png');
    assert.equal(photo.headers.get('content-length'), String(png.length));
    assert.equal(photo.headers.get('cache-control'), 'no-store', 'a photo is private: no browser keeps it (issue 36 S10)');
    assert.match(photo.headers.get('content-disposition') ?? '', /^attachment; filename="[0-9a-f-]+\.png"/, 'named after its storage key');
    const pdf = new FormData();
    pdf.set('file', new File([new TextEncoder().encode('%PDF-1.4')], 'x.pdf', { type: 'application/pdf' }));
    assert.equal((await t.app.request(`/api/learner/photo/${learner.id}`, bearer(gerant, { method: 'POST', body: pdf }))).status, 422);
  });

  test('survey link: an e-mail in the outbox and surveyStatus 1; a learner without e-mail is refused', async () => {
    const learner = (await list(gerant, '?surveyStatus=0&itemsPerPage=1'))['hydra:member'][0]!;
    const res = await send('POST', '/survey/send_link', { learner: learner['@id'] });
    assert.equal(res.status, 202, 'queued: this test app has no SMTP_URL');
    assert.equal((await get<Learner>(gerant, `/learners/${learner.id}`)).surveyStatus, 1);
    const mail = await t.deps.db.selectFrom('outbox_emails').selectAll().where('to_address', '=', learner.email!).orderBy('id', 'desc').executeTakeFirstOrThrow();
    assert.match(mail.body_text, /enquete\.volant\.test/);
    const noMail = (await (await send('POST', '/learners', { firstName: 'Sans', lastName: 'Courriel', agency: t.ids.centre.agencies.orleans })).json()) as Learner;
    assert.equal((await send('POST', '/survey/send_link', { learner: noMail.id })).status, 422);
  });
});
