import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Billing, BillingAgency, CustomerAccount } from '../../../src/modules/billing/types';
import type { HydraCollection } from '../../../src/shared/api/hydra';
import { createTestApp, signIn, type TestApp } from '../helpers';
import { apiAs, type Api } from './client';

let t: TestApp;
let gerant: Api;
let secretariat: Api;
let port: Api;
before(async () => {
  t = await createTestApp();
  gerant = apiAs(t, (await signIn(t.app, 'gerant@volant.test')).token);
  secretariat = apiAs(t, (await signIn(t.app, 'secretariat@volant.test')).token);
  port = apiAs(t, (await signIn(t.app, 'gerant@port.test')).token);
});
after(() => t.close());

describe('/billings', () => {
  test('agency or agency[] select the configurations; billings-agency tells which agencies are configured', async () => {
    const { orleans, blois, tours } = t.ids.centre.agencies;
    const one = await gerant.get<HydraCollection<Billing>>(`/billings?agency=${orleans}`);
    assert.deepEqual(one.body['hydra:member'].map((b) => b.agency.id), [orleans]);
    assert.equal(one.body['hydra:member'][0]!.currency, 'EUR');
    assert.equal(one.body['hydra:member'][0]!.invoicePrefix, 'F');
    const many = await gerant.get<HydraCollection<Billing>>(`/billings?agency[]=${orleans}&agency[]=${blois}&agency[]=${tours}`);
    assert.equal(many.body['hydra:totalItems'], 3);
    const status = await port.get<HydraCollection<BillingAgency>>('/billings-agency');
    assert.deepEqual(status.body['hydra:member'].map((s) => s.isConfigured), [false]);
    const ours = await gerant.get<HydraCollection<BillingAgency>>(`/billings-agency?agency[]=${orleans}&agency[]=${t.ids.port.agencyId}`);
    assert.deepEqual(ours.body['hydra:member'].map((s) => s.agency.id), [orleans], 'another structure’s agency is left out');
  });

  test('POST configures an agency once; a merge-patch changes only what it sends', async () => {
    const agencyId = t.ids.port.agencyId;
    const created = await port.post<Billing>('/billings', { agency: agencyId, legalName: 'École de conduite du Port SAS', siret: '79876543200011' });
    assert.equal(created.status, 201, JSON.stringify(created.body));
    assert.equal(created.body.currency, 'EUR');
    assert.equal(created.body.paymentTermsDays, 30);
    assert.equal(created.body.latePenaltyRate, 10);
    const again = await port.post('/billings', { agency: agencyId });
    assert.equal(again.status, 409);
    const patched = await port.patch<Billing>(`/billings/${created.body.id}`, { currency: 'XPF', invoicePrefix: 'fac' });
    assert.equal(patched.body.currency, 'XPF');
    assert.equal(patched.body.invoicePrefix, 'FAC');
    assert.equal(patched.body.legalName, 'École de conduite du Port SAS');
    assert.equal(patched.body.siret, '79876543200011');
    assert.equal((await gerant.patch(`/billings/${created.body.id}`, { currency: 'EUR' })).status, 404);
  });

  test('a structure configured as a whole writes the whole configuration of every agency at once (agency[])', async () => {
    const agencies = Object.values(t.ids.centre.agencies);
    const res = await gerant.post<Billing>('/billings', { agency: agencies, legalName: 'Auto-école du Centre', quotationValidityDays: 45, mediatorName: 'Médiateur du permis' });
    assert.equal(res.status, 201);
    const all = await gerant.get<HydraCollection<Billing>>(`/billings?${agencies.map((a) => `agency[]=${a}`).join('&')}`);
    assert.deepEqual(all.body['hydra:member'].map((b) => b.quotationValidityDays), [45, 45, 45]);
    assert.ok(all.body['hydra:member'].every((b) => b.mediatorName === 'Médiateur du permis' && b.legalName === 'Auto-école du Centre'));
    assert.ok(all.body['hydra:member'].every((b) => b.iban === null && b.paymentTermsDays === 30), 'what is not sent takes its default');
  });

  test('bad input is refused field by field; the secretary cannot configure billing', async () => {
    const { orleans } = t.ids.centre.agencies;
    const id = (await gerant.get<HydraCollection<Billing>>(`/billings?agency=${orleans}`)).body['hydra:member'][0]!.id;
    const cases: [Record<string, unknown>, string][] = [
      [{ siret: '123' }, 'siret'],
      [{ vatNumber: 'DE123' }, 'vatNumber'],
      [{ iban: 'FR7630004000031234567890144' }, 'iban'],
      [{ currency: 'USD' }, 'currency'],
      [{ paymentTermsDays: 90 }, 'paymentTermsDays'],
      [{ paymentTermsDays: -1 }, 'paymentTermsDays'],
      [{ invoicePrefix: 'F/2026' }, 'invoicePrefix'],
      [{ mediatorUrl: 'cm2c.net' }, 'mediatorUrl'],
      [{ structure: 2 }, ''],
    ];
    for (const [patch, path] of cases) {
      const res = await gerant.patch(`/billings/${id}`, patch);
      assert.equal(res.status, 422, JSON.stringify(patch));
      assert.ok(res.body.violations?.some((v) => v.propertyPath === path), `${path} in ${JSON.stringify(res.body.violations)}`);
    }
    assert.equal((await secretariat.patch(`/billings/${id}`, { currency: 'EUR' })).status, 403);
  });
});

describe('customer accounts', () => {
  test('a lookup answers 404 while the agency has none; create once, then patch', async () => {
    const { tours } = t.ids.centre.agencies;
    const missing = await gerant.get(`/billing/customer_accounts?agence=${tours}`);
    assert.equal(missing.status, 404);
    const created = await gerant.post<CustomerAccount>('/billing/customer-account', { agency: tours, auxiliaryPerLearner: true });
    assert.equal(created.status, 201);
    assert.equal(created.body.customerAccount, '411000');
    assert.equal(created.body.salesJournal, 'VE');
    assert.equal((await gerant.post('/billing/customer-account', { agency: tours })).status, 409);
    const patched = await gerant.patch<CustomerAccount>(`/billing/customer-account/${created.body.id}`, { salesAccount: '706100', bankJournal: 'bq2' });
    assert.equal(patched.body.salesAccount, '706100');
    assert.equal(patched.body.bankJournal, 'BQ2');
    assert.equal(patched.body.auxiliaryPerLearner, true);
    const found = await gerant.get<CustomerAccount>(`/billing/customer_accounts?agence=${tours}`);
    assert.equal(found.body.id, created.body.id);
    assert.equal((await gerant.patch(`/billing/customer-account/${created.body.id}`, { salesAccount: 'ventes' })).status, 422);
    assert.equal((await port.get(`/billing/customer_accounts?agence=${tours}`)).status, 404);
  });
});
