import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { HydraCollection, JsonLd } from '../../../src/shared/api/hydra';
import type { Learner } from '../../../src/modules/learners/types';
import type { InvoiceDetails } from '../../../src/modules/invoices/types';
import type { Quotation, QuotationDetails } from '../../../src/modules/quotations/types';
import { createTestApp, signIn, type TestApp } from '../helpers';
import { apiAs, tvasOf, type Api } from './client';

// `simplesearch` on quotations and invoices reads each source through its own index (bills 0207,
// learners 0107, organisations): these are the answers a user relies on, on SQLite and PostgreSQL.
let t: TestApp;
let gerant: Api;
let port: Api;
let orleans: number;
let tva: Record<string, number>;
let learner: JsonLd<Learner>;
let organisation: number;
let quotation: JsonLd<QuotationDetails>;
let paidByOrganisation: JsonLd<QuotationDetails>;
let invoice: JsonLd<InvoiceDetails>;

const line = () => ({ label: 'Leçon de conduite B (1 h)', quantity: 1, unitPrice: 50, tva: `/api/billing/tvas/${tva['20']}` });
const ids = async (api: Api, kind: 'quotations' | 'invoices', words: string) => {
  const res = await api.get<HydraCollection<Quotation>>(`/accounting/${kind}?itemsPerPage=100&simplesearch=${encodeURIComponent(words)}`);
  assert.equal(res.status, 200, JSON.stringify(res.body));
  assert.equal(res.body['hydra:totalItems'], res.body['hydra:member'].length);
  return res.body['hydra:member'].map((bill) => bill.id).sort((a, b) => a - b);
};

before(async () => {
  t = await createTestApp();
  gerant = apiAs(t, (await signIn(t.app, 'gerant@volant.test')).token);
  port = apiAs(t, (await signIn(t.app, 'gerant@port.test')).token);
  orleans = t.ids.centre.agencies.orleans;
  tva = await tvasOf(t, orleans);
  const created = await gerant.post<JsonLd<Learner>>('/learners', { firstName: 'Hélène', lastName: 'Quérévault', email: 'h.qrvlt@exemple.test', agency: orleans });
  assert.equal(created.status, 201, JSON.stringify(created.body));
  learner = created.body;
  const type = (await gerant.get<HydraCollection<{ id: number }>>('/accountingDocs/organization-types')).body['hydra:member'][0]!;
  const org = await gerant.post<{ id: number }>('/accountingDocs/organizations', { name: 'Pôle Mobilité Zéphyr', organizationType: type.id, agency: orleans });
  assert.equal(org.status, 201, JSON.stringify(org.body));
  organisation = org.body.id;
  const q = await gerant.post<JsonLd<QuotationDetails>>('/accounting/quotations', { agency: orleans, learner: learner['@id'], title: 'Forfait accéléré Kestrel', lines: [line()] });
  assert.equal(q.status, 201, JSON.stringify(q.body));
  quotation = q.body;
  const withOrg = await gerant.post<JsonLd<QuotationDetails>>('/accounting/quotations', { agency: orleans, learner: learner['@id'], organization: organisation, lines: [line()] });
  assert.equal(withOrg.status, 201, JSON.stringify(withOrg.body));
  paidByOrganisation = withOrg.body;
  const inv = await gerant.post<JsonLd<InvoiceDetails>>('/accounting/invoices', { agency: orleans, learner: learner.id, lines: [line()] });
  assert.equal(inv.status, 201, JSON.stringify(inv.body));
  invoice = inv.body;
});
after(() => t.close());

describe('simplesearch on quotations and invoices', () => {
  test('finds bills by the learner’s name, accents and case ignored, and by e-mail', async () => {
    const both = [quotation.id, paidByOrganisation.id].sort((a, b) => a - b);
    assert.deepEqual(await ids(gerant, 'quotations', 'querevault'), both);
    assert.deepEqual(await ids(gerant, 'quotations', 'HÉLÈNE Quérévault'), both);
    assert.deepEqual(await ids(gerant, 'quotations', 'qrvlt@'), both);
    assert.deepEqual(await ids(gerant, 'invoices', 'quérévault'), [invoice.id]);
  });

  test('finds a bill by its title, its number and its organisation; every word must match', async () => {
    assert.deepEqual(await ids(gerant, 'quotations', 'kestrel'), [quotation.id]);
    assert.deepEqual(await ids(gerant, 'quotations', 'accelere kestrel'), [quotation.id]);
    assert.deepEqual(await ids(gerant, 'quotations', quotation.number!), [quotation.id]);
    assert.deepEqual(await ids(gerant, 'quotations', 'zephyr'), [paidByOrganisation.id]);
    assert.deepEqual(await ids(gerant, 'quotations', 'Zéphyr Quérévault'), [paidByOrganisation.id]);
    assert.deepEqual(await ids(gerant, 'quotations', 'kestrel zephyr'), []);
    assert.deepEqual(await ids(gerant, 'quotations', 'kestrel introuvable'), []);
  });

  test('words shorter than three letters still search (by scan)', async () => {
    const found = await ids(gerant, 'quotations', 'Kestrel Fo');
    assert.deepEqual(found, [quotation.id]);
  });

  test('follows renamed learners and retitled quotations', async () => {
    const renamed = await gerant.patch(`/learners/${learner.id}`, { lastName: 'Ormières' });
    assert.equal(renamed.status, 200, JSON.stringify(renamed.body));
    // The learner's new name finds every bill; the old one only those made out to it (customer name).
    assert.deepEqual(await ids(gerant, 'quotations', 'ormieres'), [quotation.id, paidByOrganisation.id].sort((a, b) => a - b));
    assert.deepEqual(await ids(gerant, 'invoices', 'ormieres'), [invoice.id]);
    assert.equal(quotation.customerName, 'Hélène Quérévault');
    assert.deepEqual(await ids(gerant, 'quotations', 'querevault'), [quotation.id]);
    const retitled = await gerant.patch(`/accounting/quotations/${quotation.id}`, { title: 'Forfait Vanneau' });
    assert.equal(retitled.status, 200, JSON.stringify(retitled.body));
    assert.deepEqual(await ids(gerant, 'quotations', 'kestrel'), []);
    assert.deepEqual(await ids(gerant, 'quotations', 'vanneau'), [quotation.id]);
  });

  test('another structure finds none of our bills', async () => {
    assert.deepEqual(await ids(port, 'quotations', 'vanneau'), []);
    assert.deepEqual(await ids(port, 'invoices', 'ormieres'), []);
  });
});

describe('a searched bill list pages like the unsearched one', () => {
  test('pages of a search, in the default and in a joined column’s order, join up to the whole answer with its total', async () => {
    for (const i of [1, 2, 3]) {
      const created = await gerant.post<JsonLd<QuotationDetails>>('/accounting/quotations', { agency: orleans, learner: learner['@id'], title: `Forfait Vanneau ${i}`, lines: [line()] });
      assert.equal(created.status, 201, JSON.stringify(created.body));
    }
    for (const order of ['', '&order[learner]=asc&order[number]=desc', '&order[agency]=desc']) {
      const list = async (words: string, page: string) => {
        const res = await gerant.get<HydraCollection<Quotation>>(`/accounting/quotations?simplesearch=${encodeURIComponent(words)}${order}${page}`);
        assert.equal(res.status, 200, JSON.stringify(res.body));
        return res.body;
      };
      // « vanneau » through the bills' index, « ormieres » through the learner's, « fo » by a scan.
      for (const words of ['vanneau', 'ormieres', 'Vanneau ormieres', 'Vanneau fo']) {
        const whole = await list(words, '&itemsPerPage=100');
        const total = whole['hydra:totalItems'];
        assert.equal(total, whole['hydra:member'].length);
        assert.ok(total >= 3, `${words}: ${total}`);
        const paged: number[] = [];
        for (let page = 1; page <= Math.ceil(total / 2) + 1; page += 1) {
          const part = await list(words, `&itemsPerPage=2&page=${page}`);
          assert.equal(part['hydra:totalItems'], total, `${words} ${order} page ${page}`);
          paged.push(...part['hydra:member'].map((bill) => bill.id));
        }
        assert.deepEqual(paged, whole['hydra:member'].map((bill) => bill.id), `${words} ${order}`);
      }
    }
    const other = await port.get<HydraCollection<Quotation>>('/accounting/quotations?simplesearch=vanneau&itemsPerPage=2');
    assert.equal(other.body['hydra:totalItems'], 0, 'another structure counts none of them');
  });
});
