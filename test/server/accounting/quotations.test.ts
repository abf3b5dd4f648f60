import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { HydraCollection, JsonLd } from '../../../src/shared/api/hydra';
import type { InvoiceDetails } from '../../../src/modules/invoices/types';
import type { PublicQuotation, Quotation, QuotationDetails } from '../../../src/modules/quotations/types';
import type { MailQueued } from '../../../src/shared/mail/types';
import { pdfPlainText } from '../../../cli/smoke/pdf-text';
import { createTestApp, signIn, type TestApp } from '../helpers';
import { apiAs, learnersOf, tvasOf, type Api } from './client';

let t: TestApp;
let gerant: Api;
let secretariat: Api;
let formateur: Api;
let port: Api;
let visitor: Api;
let orleans: number;
let learners: number[];
let tva: Record<string, number>;

before(async () => {
  t = await createTestApp();
  gerant = apiAs(t, (await signIn(t.app, 'gerant@volant.test')).token);
  secretariat = apiAs(t, (await signIn(t.app, 'secretariat@volant.test')).token);
  formateur = apiAs(t, (await signIn(t.app, 'formateur@volant.test')).token);
  port = apiAs(t, (await signIn(t.app, 'gerant@port.test')).token);
  visitor = apiAs(t, null);
  orleans = t.ids.centre.agencies.orleans;
  learners = await learnersOf(t, orleans, 12);
  tva = await tvasOf(t, orleans);
});
after(() => t.close());

const list = async (api: Api, query = '') => {
  const res = await api.get<HydraCollection<Quotation>>(`/accounting/quotations${query}`);
  assert.equal(res.status, 200, JSON.stringify(res.body));
  return res.body;
};

interface LinePayload {
  label: string;
  quantity: unknown;
  unitPrice: unknown;
  tva: string | number;
}
const lesson = (quantity: number, unitPrice = 45.83, rate = '20'): LinePayload => ({ label: 'Leçon de conduite B (1 h)', quantity, unitPrice, tva: `/api/billing/tvas/${tva[rate]}` });

async function createQuotation(lines: LinePayload[] = [lesson(2)], learner = learners[9]!) {
  const res = await gerant.post<JsonLd<QuotationDetails>>('/accounting/quotations', { agency: orleans, learner: `/api/learners/${learner}`, lines });
  assert.equal(res.status, 201, JSON.stringify(res.body));
  return res.body;
}

describe('GET /accounting/quotations', () => {
  test('pages by 10, newest first, with the seeded statuses', async () => {
    const body = await list(gerant);
    assert.ok(body['hydra:totalItems'] >= 7);
    const dates = body['hydra:member'].map((q) => q.createdAt);
    assert.deepEqual(dates, [...dates].sort().reverse());
    assert.ok(body['hydra:member'].every((q) => typeof q.uuid === 'string' && q.number?.startsWith('D-')));
  });

  test('every filter of the spec narrows the list', async () => {
    const all = (await list(gerant, '?itemsPerPage=100'))['hydra:member'];
    const refused = await list(gerant, '?status[]=-1');
    assert.deepEqual(refused['hydra:member'].map((q) => q.status), [-1]);
    const two = await list(gerant, '?status[]=0&status[]=4');
    assert.deepEqual([...new Set(two['hydra:member'].map((q) => q.status))].sort(), [0, 4]);

    const withPayer = all.find((q) => q.organization !== null)!;
    const byOrg = await list(gerant, `?organizationFilter=${withPayer.organization!.id}`);
    assert.ok(byOrg['hydra:member'].length >= 1 && byOrg['hydra:member'].every((q) => q.organization?.id === withPayer.organization!.id));

    const totals = all.map((q) => q.totalPriceTtc).sort((a, b) => a - b);
    const mid = totals[Math.floor(totals.length / 2)]!;
    const ranged = await list(gerant, `?itemsPerPage=100&totalPriceTtc[gte]=${mid}&totalPriceTtc[lte]=${mid}`);
    assert.ok(ranged['hydra:member'].length >= 1 && ranged['hydra:member'].every((q) => q.totalPriceTtc === mid));

    const oldest = [...all].sort((a, b) => a.createdAt.localeCompare(b.createdAt))[0]!;
    const before = await list(gerant, `?itemsPerPage=100&createdAtBefore=${oldest.createdAt.slice(0, 10)}`);
    assert.ok(before['hydra:member'].some((q) => q.id === oldest.id));
    assert.ok(before['hydra:member'].every((q) => q.createdAt.slice(0, 10) <= oldest.createdAt.slice(0, 10)));
    const afterIt = await list(gerant, `?itemsPerPage=100&createdAtAfter=${oldest.createdAt.slice(0, 10)}`);
    assert.equal(afterIt['hydra:totalItems'], all.length);

    const name = all[0]!.learner!.lastName;
    const searched = await list(gerant, `?simplesearch=${encodeURIComponent(name)}`);
    assert.ok(searched['hydra:member'].every((q) => q.learner?.lastName === name || q.customerName.includes(name)));

    const blois = await list(gerant, `?agency[]=${t.ids.centre.agencies.blois}`);
    assert.ok(blois['hydra:member'].length >= 1 && blois['hydra:member'].every((q) => q.agency.name === 'Blois'));
    const byTotal = (await list(gerant, '?order[totalPriceTtc]=asc&itemsPerPage=100'))['hydra:member'].map((q) => q.totalPriceTtc);
    assert.deepEqual(byTotal, [...byTotal].sort((a, b) => a - b));
  });

  test('scoping: the secretary sees her agencies, another structure sees none of ours (404), a trainer is refused (403)', async () => {
    const mine = await list(secretariat, '?itemsPerPage=100');
    assert.ok(mine['hydra:member'].every((q) => ['Orléans Centre', 'Blois'].includes(q.agency.name)));
    const ours = (await list(gerant))['hydra:member'][0]!;
    assert.equal((await port.get(`/accounting/quotations/${ours.id}`)).status, 404);
    assert.equal((await port.patch(`/accounting/quotations/${ours.id}`, { status: 3 })).status, 404);
    assert.equal((await port.post('/accounting/bills/transform', { bill: ours.id })).status, 404);
    assert.equal((await formateur.get('/accounting/quotations')).status, 403);
    assert.equal((await visitor.get('/accounting/quotations')).status, 401);
  });
});

describe('writes', () => {
  test('a new quotation is numbered, dated, valid for the configured days, and totalled per VAT rate', async () => {
    const created = await createQuotation([lesson(3), { label: 'Formation professionnelle', quantity: 1, unitPrice: 100, tva: tva['0']! }]);
    assert.equal(created.status, 0);
    assert.match(created.number ?? '', /^D-\d{4}-\d{5}$/);
    assert.equal(created.lines.length, 2);
    assert.equal(created.totalPriceHt, 237.49);
    assert.equal(created.totalTva, 27.5);
    assert.equal(created.totalPriceTtc, 264.99);
    assert.deepEqual(created.vat.map((v) => [v.rate, v.baseHt, v.tva]), [[20, 137.49, 27.5], [0, 100, 0]]);
    assert.match(created.vat[1]!.legalMention ?? '', /261-4-4/);
    const days = (Date.parse(created.validityDate!) - Date.parse(created.issueDate)) / 86_400_000;
    assert.equal(days, 30);
  });

  test('bad input answers 422 in French and changes nothing', async () => {
    const before = (await list(gerant))['hydra:totalItems'];
    const otherAgencyTva = (await tvasOf(t, t.ids.centre.agencies.blois))['20'];
    const cases: [unknown, string][] = [
      [[lesson(-1)], 'lines.0.quantity'],
      [[{ ...lesson(1), quantity: 'deux' }], 'lines.0.quantity'],
      [[lesson(1, -10)], 'lines.0.unitPrice'],
      [[{ ...lesson(1), unitPrice: 'cher' }], 'lines.0.unitPrice'],
      [[{ ...lesson(1), tva: 999_999 }], 'lines.0.tva'],
      [[{ ...lesson(1), tva: otherAgencyTva }], 'lines.0.tva'],
      [[{ ...lesson(1), discount: 5 }], 'lines.0'],
    ];
    for (const [lines, path] of cases) {
      const res = await gerant.post('/accounting/quotations', { agency: orleans, learner: learners[0], lines });
      assert.equal(res.status, 422, JSON.stringify(lines));
      assert.ok(res.body.violations?.some((v) => v.propertyPath === path), `${path} in ${JSON.stringify(res.body.violations)}`);
      assert.ok(res.body.violations?.every((v) => /[a-zéè]/.test(v.message)));
    }
    const portLearner = (await learnersOf(t, t.ids.port.agencyId, 1))[0];
    const foreign = await gerant.post('/accounting/quotations', { agency: orleans, learner: portLearner, lines: [] });
    assert.equal(foreign.status, 422);
    assert.equal((await list(gerant))['hydra:totalItems'], before);
  });

  test('PATCH changes the payer, the fields and the lines together, or nothing when a line is refused', async () => {
    const q = await createQuotation();
    const opco = await t.deps.db.selectFrom('organizations').select(['id', 'name']).where('structure_id', '=', t.ids.centre.structureId).orderBy('id').executeTakeFirstOrThrow();
    const edited = await gerant.patch<QuotationDetails>(`/accounting/quotations/${q.id}`, { organization: `/api/organizations/${opco.id}`, title: 'Forfait 20 h', lines: [lesson(20)] });
    assert.equal(edited.status, 200, JSON.stringify(edited.body));
    assert.equal(edited.body.customerName, opco.name);
    assert.equal(edited.body.title, 'Forfait 20 h');
    assert.equal(edited.body.totalPriceTtc, 1099.92);
    const refused = await gerant.patch(`/accounting/quotations/${q.id}`, { title: 'Autre', lines: [{ ...lesson(1), tva: '/api/billing/tvas/999999' }] });
    assert.equal(refused.status, 422);
    const after = await gerant.get<QuotationDetails>(`/accounting/quotations/${q.id}`);
    assert.equal(after.body.title, 'Forfait 20 h');
    assert.equal(after.body.totalPriceTtc, 1099.92);
    assert.equal(after.body.lines.length, 1);
    const titled = await gerant.patch<QuotationDetails>(`/accounting/quotations/${q.id}`, { title: 'Forfait permis B' });
    assert.equal(titled.body.title, 'Forfait permis B');
    assert.equal(titled.body.customerName, opco.name);
    assert.equal(titled.body.totalPriceTtc, 1099.92);
  });

  test('« Créer un devis » alone does not edit an existing quotation: its lines need « Modifier un devis »', async () => {
    const q = await createQuotation();
    const lines = await secretariat.patch(`/accounting/quotations/${q.id}`, { lines: [lesson(30)] });
    assert.equal(lines.status, 403);
    assert.equal((await secretariat.patch(`/accounting/quotations/${q.id}`, { title: 'Autre titre' })).status, 403);
    const after = await gerant.get<QuotationDetails>(`/accounting/quotations/${q.id}`);
    assert.notEqual(after.body.title, 'Autre titre');
    assert.deepEqual(after.body.lines.map((line) => line.quantity), q.lines.map((line) => line.quantity));
    assert.equal((await gerant.patch(`/accounting/quotations/${q.id}`, { lines: [lesson(30)] })).status, 200);
  });

  test('validate and refuse follow the allowed transitions and permissions', async () => {
    const q = await createQuotation();
    assert.equal((await secretariat.patch(`/accounting/quotations/${q.id}`, { status: 3 })).status, 403);
    const validated = await gerant.patch<QuotationDetails>(`/accounting/quotations/${q.id}`, { status: 3 });
    assert.equal(validated.status, 200);
    assert.equal(validated.body.status, 3);
    const edit = await gerant.patch(`/accounting/quotations/${q.id}`, { lines: [lesson(9)] });
    assert.equal(edit.status, 409);
    const refused = await gerant.patch<QuotationDetails>(`/accounting/quotations/${q.id}`, { status: -1 });
    assert.equal(refused.body.status, -1);
    const back = await gerant.patch(`/accounting/quotations/${q.id}`, { status: 1 });
    assert.equal(back.status, 409);
    assert.match(back.body.detail ?? '', /statut/);
  });

  test('duplicate gives a new draft with its own number and uuid; delete removes a draft', async () => {
    const q = await createQuotation([lesson(4)]);
    const copy = await gerant.post<QuotationDetails>('/accounting/bills/duplicate', { bill: q['@id'] });
    assert.equal(copy.status, 201);
    assert.notEqual(copy.body.number, q.number);
    assert.notEqual(copy.body.uuid, q.uuid);
    assert.equal(copy.body.totalPriceTtc, q.totalPriceTtc);
    assert.equal(copy.body.lines.length, 1);
    assert.equal((await secretariat.delete(`/accounting/quotations/${copy.body.id}`)).status, 403);
    assert.equal((await gerant.delete(`/accounting/quotations/${copy.body.id}`)).status, 204);
    assert.equal((await gerant.get(`/accounting/quotations/${copy.body.id}`)).status, 404);
  });
});

describe('transform into an invoice', () => {
  test('makes a draft invoice with the same lines in one transaction; a second transform is refused and adds nothing', async () => {
    const q = await createQuotation([lesson(5)]);
    const res = await gerant.post<InvoiceDetails>('/accounting/bills/transform', { bill: q.id });
    assert.equal(res.status, 201);
    assert.equal(res.body.status, 0);
    assert.equal(res.body.number, null);
    assert.equal(res.body.quotation?.id, q.id);
    assert.equal(res.body.totalPriceTtc, q.totalPriceTtc);
    assert.deepEqual(res.body.lines.map((l) => [l.label, l.quantity, l.unitPrice]), q.lines.map((l) => [l.label, l.quantity, l.unitPrice]));
    const invoices = async () => Number((await t.deps.db.selectFrom('bills').select((eb) => eb.fn.countAll<number>().as('n')).where('kind', '=', 'invoice').executeTakeFirstOrThrow()).n);
    const count = await invoices();
    const again = await gerant.post('/accounting/bills/transform', { bill: q.id });
    assert.equal(again.status, 409);
    assert.match(again.body.detail ?? '', /déjà été facturé/);
    assert.equal(await invoices(), count);
    const linked = await gerant.get<QuotationDetails>(`/accounting/quotations/${q.id}`);
    assert.equal(linked.body.invoice?.id, res.body.id);
    assert.equal((await gerant.delete(`/accounting/quotations/${q.id}`)).status, 409);
    assert.equal((await gerant.patch(`/accounting/quotations/${q.id}`, { title: 'x' })).status, 409);
  });

  test('several transforms of one quotation at the same time make one invoice', async () => {
    const q = await createQuotation([lesson(2)]);
    const results = await Promise.all(Array.from({ length: 4 }, () => gerant.post('/accounting/bills/transform', { bill: q.id })));
    assert.deepEqual(results.map((r) => r.status).sort(), [201, 409, 409, 409]);
    const made = await t.deps.db.selectFrom('bills').select('id').where('source_id', '=', q.id).where('kind', '=', 'invoice').execute();
    assert.equal(made.length, 1);
  });

  test('a refused quotation cannot be invoiced, and a trainer may not transform', async () => {
    const q = await createQuotation();
    await gerant.patch(`/accounting/quotations/${q.id}`, { status: -1 });
    const res = await gerant.post('/accounting/bills/transform', { bill: q.id });
    assert.equal(res.status, 409);
    assert.equal(res.body.detail, 'Un devis refusé ne peut pas être facturé.');
    assert.equal((await formateur.post('/accounting/bills/transform', { bill: q.id })).status, 403);
  });
});

describe('sending and the public link', () => {
  test('sending the PDF by e-mail queues it with the PDF attached and puts a draft « En attente », not yet « Envoyé »', async () => {
    const q = await createQuotation();
    const res = await gerant.post<MailQueued>('/accounting/mail-accounting-attached-pdf', { document: 'quotation', id: q.id });
    // No outbox worker in this app (no SMTP_URL): queued, not sent (test/server/mail/ delivers over SMTP).
    assert.equal(res.status, 202, JSON.stringify(res.body));
    assert.equal(res.body.sentAt, null);
    assert.equal(res.body.email.state, 'queued');
    const mail = await t.deps.db.selectFrom('outbox_emails').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow();
    assert.equal(mail.to_address, res.body.to);
    const [attachment] = JSON.parse(mail.attachments_json) as { filename: string; contentBase64: string }[];
    assert.equal(attachment?.filename, `Devis-${q.number}.pdf`);
    assert.match(pdfPlainText(Buffer.from(attachment!.contentBase64, 'base64')), new RegExp(`Devis n° ${q.number}`));
    const after = (await gerant.get<QuotationDetails>(`/accounting/quotations/${q.id}`)).body;
    assert.equal(after.status, 1);
    assert.equal(after.sentAt, null);
  });

  test('the public page works without a token, marks the quotation « En cours », accepts it once', async () => {
    const q = await createQuotation([lesson(2)]);
    assert.equal((await visitor.get(`/accounting/public/quotation-details/${q.uuid}`)).status, 404, 'a draft is not public');
    const sent = await gerant.post<{ link: string }>('/accounting/mail-validation-bill', { bill: q.id });
    assert.equal(sent.status, 202);
    assert.match(sent.body.link, new RegExp(`/devis/${q.uuid}$`));
    const mail = await t.deps.db.selectFrom('outbox_emails').select('body_text').orderBy('id', 'desc').executeTakeFirstOrThrow();
    assert.ok(mail.body_text.includes(sent.body.link));

    const page = await visitor.get<PublicQuotation>(`/accounting/public/quotation-details/${q.uuid}`);
    assert.equal(page.status, 200);
    assert.equal(page.body.status, 2);
    assert.equal(page.body.canValidate, true);
    assert.equal(page.body.seller.legalName, 'Auto-école du Centre');
    assert.equal(page.body.lines.length, 1);
    assert.equal(page.body.totalPriceTtc, q.totalPriceTtc);

    const ok = await visitor.post('/accounting/public/validation-bills', { uuid: q.uuid });
    assert.equal(ok.status, 200);
    const twice = await visitor.post('/accounting/public/validation-bills', { uuid: q.uuid });
    assert.equal(twice.status, 409);
    assert.equal(twice.body.detail, 'Ce devis a déjà été validé.');
    const accepted = await gerant.get<QuotationDetails>(`/accounting/quotations/${q.id}`);
    assert.equal(accepted.body.status, 4);
    assert.ok(accepted.body.acceptedAt);
    // Issue 37, item 12: once the learner accepted it, staff neither refuse nor delete it.
    assert.equal((await gerant.patch(`/accounting/quotations/${q.id}`, { status: -1 })).status, 409);
    const deleted = await gerant.delete(`/accounting/quotations/${q.id}`);
    assert.equal(deleted.status, 409);
    assert.equal(deleted.body.detail, 'Ce devis a été accepté par l’apprenant : il ne peut pas être supprimé.');

    const pdf = await visitor.get(`/accounting/public/quotation-pdf/${q.uuid}`);
    assert.equal(pdf.status, 200);
    assert.match(pdfPlainText(pdf.bytes), /Devis accepté en ligne par le client/);
  });

  test('an unknown or malformed uuid answers 404 « Ce devis est introuvable »', async () => {
    for (const uuid of ['0b7c1f4e-3d2a-4c5b-9e8f-1a2b3c4d5e6f', 'pas-un-uuid']) {
      const res = await visitor.get(`/accounting/public/quotation-details/${uuid}`);
      assert.equal(res.status, 404);
      assert.equal(res.body.detail, 'Ce devis est introuvable');
    }
    assert.equal((await visitor.post('/accounting/public/validation-bills', { uuid: '0b7c1f4e-3d2a-4c5b-9e8f-1a2b3c4d5e6f' })).status, 404);
  });

  test('an expired quotation can no longer be accepted', async () => {
    const q = await createQuotation();
    await gerant.post('/accounting/mail-validation-bill', { bill: q.id, to: 'eleve@exemple.test' });
    t.clock.advance(31 * 86_400);
    try {
      const page = await visitor.get<PublicQuotation>(`/accounting/public/quotation-details/${q.uuid}`);
      assert.equal(page.body.expired, true);
      assert.equal(page.body.canValidate, false);
      const res = await visitor.post('/accounting/public/validation-bills', { uuid: q.uuid });
      assert.equal(res.status, 409);
      assert.match(res.body.detail ?? '', /expiré/);
    } finally {
      t.clock.advance(-31 * 86_400);
    }
  });
});

test('the quotation PDF carries the seller identity, the lines, the VAT breakdown and the mentions, in French', async () => {
  const q = await createQuotation([lesson(2), { label: 'Frais d’inscription « dossier »', quantity: 1, unitPrice: 83.33, tva: tva['20']! }]);
  const res = await gerant.get(`/accounting/quotations/${q.id}/pdf`);
  assert.equal(res.status, 200);
  assert.equal(res.headers.get('content-type'), 'application/pdf');
  const text = pdfPlainText(res.bytes);
  for (const expected of [`Devis n° ${q.number}`, 'Auto-école du Centre', 'SIRET : 81234567800014', 'N° TVA intracommunautaire : FR32812345678', 'N° d’agrément : E1904500120', 'Frais d’inscription « dossier »', 'Détail de la TVA', 'Total TTC', 'Valable jusqu’au', 'Bon pour accord', '40 €', 'pénalités de retard']) {
    assert.ok(text.includes(expected), `« ${expected} » in the PDF`);
  }
  assert.equal((await formateur.get(`/accounting/quotations/${q.id}/pdf`)).status, 403);
});
