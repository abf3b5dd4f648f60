import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { ErrorBody, HydraCollection, JsonLd } from '../../../src/shared/api/hydra';
import type { ContractAmendment, ContractAmendmentData, LearnerContract, LearnerContractData } from '../../../src/modules/contracts/types';
import type { Notice, NoticeRequest, Reason } from '../../../src/modules/notices/types';
import type { Learner } from '../../../src/modules/learners/types';
import { pdfPlainText } from '../../../cli/smoke/pdf-text';
import { bearer, createTestApp, jsonBody, signIn, type TestApp } from '../helpers';

let t: TestApp;
let gerant: string;
let secretariat: string;
let formateur: string;
let port: string;
let learner: JsonLd<Learner>;
before(async () => {
  t = await createTestApp();
  gerant = (await signIn(t.app, 'gerant@volant.test')).token;
  secretariat = (await signIn(t.app, 'secretariat@volant.test')).token;
  formateur = (await signIn(t.app, 'formateur@volant.test')).token;
  port = (await signIn(t.app, 'gerant@port.test')).token;
  const b = await t.deps.db.selectFrom('trainings').select('id').where('code', '=', 'B').executeTakeFirstOrThrow();
  const res = await t.app.request(
    '/api/learners',
    jsonBody('POST', { civility: 'M.', firstName: 'Noé', lastName: 'Garnier', email: 'noe.garnier@exemple.test', birthDate: '2008-02-03', agency: t.ids.centre.agencies.blois, registration: { training: b.id } }, secretariat),
  );
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

describe('contracts', () => {
  let contract: JsonLd<LearnerContract>;

  test('the contract data prefills the model contract: approval number, evaluation, prices, mediator', async () => {
    await send('POST', '/registrations/evaluations', { learner: learner.id, training: learner.training!.id, evaluationDate: '2026-11-20', forecastHours: 26 });
    const data = await get<LearnerContractData>(`/contracts/Learner-contract-data/${learner.id}`);
    assert.equal(data.agency.approvalNumber, 'E2004100087');
    assert.deepEqual(data.evaluation, { date: '2026-11-20', forecastHours: 26 });
    assert.equal(data.training?.code, 'B');
    assert.ok(data.defaults.programme.includes('REMC'));
    assert.ok(data.defaults.mediatorName.length > 0);
    assert.ok(data.defaults.endDate > data.defaults.startDate);
  });

  test('create (secretary), then bad input: evaluation after the start, end before start, unregistered training', async () => {
    const data = await get<LearnerContractData>(`/contracts/Learner-contract-data/${learner.id}`);
    const payload = {
      learner: learner['@id'],
      training: learner.training!.id,
      evaluationDate: '2026-11-20',
      forecastHours: 26,
      startDate: '2026-11-23',
      endDate: '2027-11-22',
      registrationFee: 90,
      hourPrice: 54.5,
      theoryPrice: 250,
      examFee: 60,
      programme: data.defaults.programme,
      paymentTerms: data.defaults.paymentTerms,
      installments: 3,
      mediatorName: data.defaults.mediatorName,
      mediatorContact: data.defaults.mediatorContact,
    };
    const res = await send('POST', '/contracts/learner-contract', payload);
    assert.equal(res.status, 201);
    contract = (await res.json()) as JsonLd<LearnerContract>;
    assert.match(contract.number, /^CT-\d{4}-\d{4}$/);
    assert.equal(contract.status, 'draft');
    assert.equal(contract.lessonsAmount, 1417);
    assert.equal(contract.totalAmount, 90 + 250 + 60 + 1417);
    assert.equal(contract.agency.approvalNumber, 'E2004100087');

    const cases: [Record<string, unknown>, string][] = [
      [{ ...payload, evaluationDate: '2026-11-24' }, 'evaluationDate'],
      [{ ...payload, endDate: '2026-11-01' }, 'endDate'],
      [{ ...payload, training: (await t.deps.db.selectFrom('trainings').select('id').where('code', '=', 'D').executeTakeFirstOrThrow()).id }, 'training'],
      [{ ...payload, startDate: '23/11/2026' }, 'startDate'],
      [{ ...payload, hourPrice: 0 }, 'hourPrice'],
    ];
    for (const [body, path] of cases) {
      const bad = await send('POST', '/contracts/learner-contract', body);
      assert.equal(bad.status, 422, path);
      assert.ok(((await bad.json()) as ErrorBody).violations?.some((v) => v.propertyPath === path), path);
    }
    assert.equal((await send('POST', '/contracts/learner-contract', payload, formateur)).status, 403);
  });

  test('permissions per action: the secretary may not validate or update but may sign a validated contract; a signed contract is frozen', async () => {
    assert.equal((await patch(`/contracts/learner-contract/${contract.id}`, { action: 'validate' })).status, 403);
    assert.equal((await patch(`/contracts/learner-contract/${contract.id}`, { installments: 2 })).status, 403);
    const edited = await patch(`/contracts/learner-contract/${contract.id}`, { installments: 2 }, gerant);
    assert.equal(((await edited.json()) as LearnerContract).installments, 2);
    // A draft is validated (by who may) before it is signed.
    assert.equal((await patch(`/contracts/learner-contract/${contract.id}`, { action: 'sign', signedPlace: 'Blois' })).status, 409);
    assert.equal((await patch(`/contracts/learner-contract/${contract.id}`, { action: 'validate' }, gerant)).status, 200);
    const signed = await patch(`/contracts/learner-contract/${contract.id}`, { action: 'sign', signedPlace: 'Blois' });
    assert.equal(signed.status, 200);
    const body = (await signed.json()) as LearnerContract;
    assert.equal(body.status, 'signed');
    assert.ok(body.signedAt && body.validatedAt);
    const frozen = await patch(`/contracts/learner-contract/${contract.id}`, { hourPrice: 40 }, gerant);
    assert.equal(frozen.status, 409);
    assert.equal((await t.app.request(`/api/contracts/learner-contract/${contract.id}`, bearer(gerant, { method: 'DELETE' }))).status, 409);
    const hours = await get<{ contracted: number }>(`/learner/hours/${learner.id}`);
    assert.equal(hours.contracted, 26);
  });

  test('amendments add hours to a signed contract only; the PDF prints the model contract’s clauses', async () => {
    const data = await get<ContractAmendmentData>(`/contracts/contract-amendment-data/${contract.id}`);
    assert.equal(data.defaults.number, `${contract.number}-A1`);
    assert.equal(data.defaults.hourPrice, 54.5);
    const res = await send('POST', '/contracts/contract-amendment', { contract: contract.id, extraHours: 6, hourPrice: 54.5, reason: 'Préparation complémentaire à l’examen' });
    assert.equal(res.status, 201);
    const amendment = (await res.json()) as ContractAmendment;
    assert.equal(amendment.amount, 327);
    await patch(`/contracts/contract-amendment/${amendment.id}`, { action: 'validate' }, gerant);
    await patch(`/contracts/contract-amendment/${amendment.id}`, { action: 'sign' });
    assert.equal((await get<{ contracted: number }>(`/learner/hours/${learner.id}`)).contracted, 32);

    const draft = (await (await send('POST', '/contracts/learner-contract', { ...(await contractPayload()), forecastHours: 10 })).json()) as LearnerContract;
    const onDraft = await send('POST', '/contracts/contract-amendment', { contract: draft.id, extraHours: 2, hourPrice: 50, reason: 'x' });
    assert.equal(onDraft.status, 422);
    // Numbers continue after the highest one: deleting a draft never makes the next number collide.
    const second = (await (await send('POST', '/contracts/learner-contract', await contractPayload())).json()) as LearnerContract;
    assert.equal((await t.app.request(`/api/contracts/learner-contract/${draft.id}`, bearer(gerant, { method: 'DELETE' }))).status, 204);
    const third = await send('POST', '/contracts/learner-contract', await contractPayload());
    assert.equal(third.status, 201);
    const numbers = [second.number, ((await third.json()) as LearnerContract).number].map((n) => Number(n.slice(-4)));
    assert.equal(numbers[1], numbers[0]! + 1);
    assert.equal((await t.app.request(`/api/contracts/learner-contract/${draft.id}`, bearer(secretariat, { method: 'DELETE' }))).status, 403, 'no delete permission');

    const pdf = await t.app.request(`/api/contracts/learner-contract-display?contract=${contract.id}`, bearer(secretariat));
    assert.equal(pdf.headers.get('content-type'), 'application/pdf');
    const text = pdfPlainText(new Uint8Array(await pdf.arrayBuffer()));
    for (const expected of ['Numéro d’agrément : E2004100087', 'évaluation', '26 heures', '48 heures', 'rétractation', 'Résiliation', 'médiateur', 'Noé Garnier', contract.number]) {
      assert.ok(text.includes(expected), `PDF mentions ${expected}`);
    }
    const amendmentPdf = await t.app.request(`/api/contracts/learner-contract-display?amendment=${amendment.id}`, bearer(secretariat));
    assert.ok((pdfPlainText(new Uint8Array(await amendmentPdf.arrayBuffer()))).includes('6 heures'));
    assert.equal((await t.app.request(`/api/contracts/learner-contract-display?contract=${contract.id}`, bearer(port))).status, 404);
  });

  test('send by e-mail: the PDF goes to the outbox, addressed to the learner and listed under them; without SMTP_URL it stays queued (202)', async () => {
    const res = await send('POST', '/contracts/learner-contract-send', { contract: contract.id });
    assert.equal(res.status, 202);
    assert.equal(((await res.json()) as { sentAt: string | null }).sentAt, null);
    const mail = await t.deps.db.selectFrom('outbox_emails').selectAll().where('to_address', '=', 'noe.garnier@exemple.test').orderBy('id', 'desc').executeTakeFirstOrThrow();
    assert.deepEqual([mail.status, mail.document, mail.learner_id], ['queued', 'contract', learner.id]);
    const [attachment] = JSON.parse(mail.attachments_json) as { filename: string; contentBase64: string }[];
    assert.equal(attachment?.filename, `Contrat-${contract.number}.pdf`);
    assert.ok(Buffer.from(attachment!.contentBase64, 'base64').subarray(0, 4).toString() === '%PDF');
    assert.equal((await send('POST', '/contracts/learner-contract-send', {})).status, 422);
  });

  test('the contract list: newest first, filters by learner and status; trainers have no access', async () => {
    const all = await get<HydraCollection<LearnerContract>>('/contracts/learner-contract-all?itemsPerPage=100');
    const dates = all['hydra:member'].map((c) => c.createdAt);
    assert.deepEqual(dates, [...dates].sort().reverse());
    assert.ok(all['hydra:member'].every((c) => ['Orléans Centre', 'Blois'].includes(c.agency.name)));
    const mine = await get<HydraCollection<LearnerContract>>(`/contracts/learner-contract-all?learner=${learner.id}&status[]=signed`);
    assert.deepEqual(mine['hydra:member'].map((c) => c.id), [contract.id]);
    assert.equal(mine['hydra:member'][0]?.amendments.length, 1);
    await get('/contracts/learner-contract-all', formateur, 403);
  });

  async function contractPayload() {
    const data = await get<LearnerContractData>(`/contracts/Learner-contract-data/${learner.id}`);
    return {
      learner: learner.id,
      training: learner.training!.id,
      evaluationDate: '2026-11-20',
      forecastHours: 26,
      // After the signed contract: a second one over its period is refused (issue 37 item 7).
      startDate: '2027-11-23',
      endDate: '2028-11-22',
      hourPrice: 54.5,
      programme: data.defaults.programme,
      paymentTerms: data.defaults.paymentTerms,
      mediatorName: data.defaults.mediatorName,
      mediatorContact: data.defaults.mediatorContact,
    };
  }
});

describe('notices and requests', () => {
  test('requests: sorted by requestDate descending, filtered by status[], noticeStatus[], agency and dates', async () => {
    const all = await get<HydraCollection<NoticeRequest>>('/requests?itemsPerPage=100', gerant);
    const dates = all['hydra:member'].map((r) => r.requestDate);
    assert.deepEqual(dates, [...dates].sort().reverse());
    const pending = await get<HydraCollection<NoticeRequest>>('/requests?noticeStatus[]=pending', gerant);
    assert.ok(pending['hydra:totalItems'] > 0 && pending['hydra:member'].every((r) => r.noticeStatus === 'pending'));
    const statuses = await get<HydraCollection<NoticeRequest>>('/requests?status[]=sent&status[]=opened', gerant);
    assert.ok(statuses['hydra:member'].every((r) => r.status !== 'answered'));
    const recent = await get<HydraCollection<NoticeRequest>>(`/requests?requestDate[after]=${dates[2]}`, gerant);
    assert.ok(recent['hydra:member'].every((r) => r.requestDate >= dates[2]!));
    await get('/requests?requestDate[after]=01/01/2026', gerant, 400);
    const portRequests = await get<HydraCollection<NoticeRequest>>('/requests', port);
    assert.ok(portRequests['hydra:member'].every((r) => r.agency.name === 'La Rochelle Port'));
  });

  test('ask, remind (counted, e-mailed), and a posted notice cannot be reminded', async () => {
    const res = await send('POST', '/requests', { learner: learner.id });
    assert.equal(res.status, 201);
    const request = (await res.json()) as NoticeRequest;
    assert.equal((await send('POST', '/requests', { learner: learner.id })).status, 422, 'one pending request at a time');
    const reminded = await send('POST', '/remind', { request_id: request.id });
    assert.equal(reminded.status, 202, 'queued: this test app has no SMTP_URL');
    const remindedBody = (await reminded.json()) as NoticeRequest & { sentAt: string | null };
    assert.deepEqual([remindedBody.remindCount, remindedBody.sentAt], [1, null]);
    const listed = await t.deps.db.selectFrom('outbox_emails').select(['document', 'learner_id']).where('to_address', '=', 'noe.garnier@exemple.test').orderBy('id', 'desc').executeTakeFirstOrThrow();
    assert.deepEqual(listed, { document: 'noticeRequest', learner_id: learner.id });
    const mails = await t.deps.db.selectFrom('outbox_emails').select('subject').where('to_address', '=', 'noe.garnier@exemple.test').execute();
    assert.ok(mails.some((m) => m.subject.startsWith('Rappel')));
    const posted = (await get<HydraCollection<NoticeRequest>>('/requests?noticeStatus[]=posted', gerant))['hydra:member'][0]!;
    const refused = await send('POST', '/remind', { request_id: posted.id }, gerant);
    assert.equal(refused.status, 409);
  });

  test('notices: verified filter, create (unverified), report with a reason once', async () => {
    const verified = await get<HydraCollection<Notice>>('/notices?verified=1', gerant);
    assert.ok(verified['hydra:totalItems'] > 0 && verified['hydra:member'].every((n) => n.verified === 1));
    const created = await send('POST', '/notices', { agency: t.ids.centre.agencies.blois, learner: learner.id, authorName: 'Noé G.', rating: 5, comment: 'Super moniteur.', noticeDate: '2026-11-21' });
    assert.equal(created.status, 201);
    const notice = (await created.json()) as Notice;
    assert.equal(notice.verified, 0);
    assert.equal((await send('POST', '/notices', { agency: t.ids.centre.agencies.blois, authorName: 'X', rating: 6, comment: 'x', noticeDate: '2026-11-21' })).status, 422);
    const reasons = await get<HydraCollection<Reason>>('/reasons');
    const reported = await send('POST', '/notices/report', { notice: notice.id, reason: reasons['hydra:member'][0]!.id, comment: 'Doublon' });
    assert.equal(((await reported.json()) as Notice).reportReason?.label, reasons['hydra:member'][0]!.label);
    assert.equal((await send('POST', '/notices/report', { notice: notice.id, reason: reasons['hydra:member'][0]!.id })).status, 409);
    const structure = await get<HydraCollection<Notice>>(`/notices?structureId=${t.ids.centre.structureId}&agency=${t.ids.centre.agencies.blois}`, gerant);
    assert.ok(structure['hydra:member'].some((n) => n.id === notice.id));
  });
});
