import '../../setup/dom';
import assert from 'node:assert/strict';
import { after, before, beforeEach, test } from 'node:test';
import { fireEvent, waitFor, within } from '@testing-library/react';
import { clearAlerts } from '../../../src/shared/alerts/store';
import { CURRENCY_STORAGE_KEY } from '../../../src/shared/constants';
import { createTestApp, type TestApp } from '../../server/helpers';
import { renderRoute } from '../render';
import { dangerAlerts, search, successAlert } from './helpers';
import { withSlotHost } from './slot-host';

let server: TestApp;
before(async () => {
  server = await createTestApp();
});
after(() => server.close());
beforeEach(() => clearAlerts());

test('billing configuration: loads, stores the currency for the shell, saves every agency at once, refuses a bad SIRET', async () => {
  const view = await renderRoute('/configuration/facturation', { user: 'gerant@volant.test', server });
  await view.findByRole('heading', { name: 'Configuration de la facturation' });
  await waitFor(() => assert.equal((view.getByLabelText('Raison sociale') as HTMLInputElement).value, 'Auto-école du Centre'));
  assert.equal(localStorage.getItem(CURRENCY_STORAGE_KEY), 'EUR');

  fireEvent.change(view.getByLabelText('SIRET'), { target: { value: '123' } });
  fireEvent.click(view.getByRole('button', { name: 'Enregistrer la configuration' }));
  await view.findByText('Le SIRET compte 14 chiffres.');

  fireEvent.change(view.getByLabelText('SIRET'), { target: { value: '' } });
  fireEvent.change(view.getByRole('combobox', { name: 'Devise' }), { target: { value: 'XPF' } });
  fireEvent.change(view.getByLabelText('Préfixe des factures'), { target: { value: 'fa' } });
  fireEvent.click(view.getByRole('button', { name: 'Enregistrer la configuration' }));
  await successAlert('Vos modifications ont bien été enregistrées.');
  assert.equal(localStorage.getItem(CURRENCY_STORAGE_KEY), 'XPF');
  const rows = await server.deps.db.selectFrom('billings').select(['currency', 'invoice_prefix']).where('structure_id', '=', server.ids.centre.structureId).execute();
  assert.deepEqual(rows.map((r) => [r.currency, r.invoice_prefix]), [['XPF', 'FA'], ['XPF', 'FA'], ['XPF', 'FA']]);
  await view.close();
});

test('customer accounts: a missing one (404) raises no alert and is created from the form', async () => {
  const view = await renderRoute('/configuration/invoicing-configuration', { user: 'gerant@volant.test', server });
  await view.findByRole('heading', { name: 'Configuration de la facturation' });
  fireEvent.change(await view.findByLabelText('Agence configurée'), { target: { value: String(server.ids.centre.agencies.tours) } });
  await view.findByText(/Aucun compte client n’est encore configuré pour cette agence/);
  assert.deepEqual(dangerAlerts(), []);
  fireEvent.change(view.getByLabelText(/^Compte de ventes(?! exonérées)/), { target: { value: '706100' } });
  fireEvent.click(view.getByRole('button', { name: 'Enregistrer les comptes clients' }));
  await successAlert('Modifications enregistrées avec succès');
  const account = await server.deps.db.selectFrom('customer_accounts').select('sales_account').where('agency_id', '=', server.ids.centre.agencies.tours).executeTakeFirstOrThrow();
  assert.equal(account.sales_account, '706100');
  await view.close();
});

test('customer accounts: the cash account and journal are set from the form (issue 37 #4)', async () => {
  const view = await renderRoute('/configuration/invoicing-configuration', { user: 'gerant@volant.test', server });
  await view.findByRole('heading', { name: 'Configuration de la facturation' });
  fireEvent.change(await view.findByLabelText('Agence configurée'), { target: { value: String(server.ids.centre.agencies.blois) } });
  // Blois's accounts are shown once its form replaced Orléans's (Blois keeps no auxiliary account per learner).
  await waitFor(() => assert.equal((view.getByLabelText(/Un compte auxiliaire par apprenant/) as HTMLInputElement).checked, false));
  const cash = view.getByLabelText(/Compte de caisse/) as HTMLInputElement;
  assert.equal(cash.value, '530000');
  fireEvent.change(cash, { target: { value: '531000' } });
  fireEvent.change(view.getByLabelText(/Journal de caisse/), { target: { value: 'cs' } });
  fireEvent.click(view.getByRole('button', { name: 'Enregistrer les comptes clients' }));
  await successAlert('Modifications enregistrées avec succès');
  const account = await server.deps.db.selectFrom('customer_accounts').select(['cash_account', 'cash_journal']).where('agency_id', '=', server.ids.centre.agencies.blois).executeTakeFirstOrThrow();
  assert.deepEqual([account.cash_account, account.cash_journal], ['531000', 'CS']);
  await view.close();
});

test('fiscal year: a first exercise over 24 months is refused on its field; one of 18 months is saved', async () => {
  const view = await renderRoute('/configuration/facturation', { user: 'gerant@volant.test', server });
  const form = within(await view.findByRole('form', { name: 'Exercice comptable' }));
  fireEvent.change(form.getByLabelText('Début du premier exercice'), { target: { value: '2025-01-01' } });
  fireEvent.change(form.getByLabelText('Clôture du premier exercice'), { target: { value: '2027-06-30' } });
  fireEvent.click(form.getByRole('button', { name: 'Enregistrer l’exercice' }));
  await form.findByText(/Le premier exercice ne peut dépasser 24 mois/);
  fireEvent.change(form.getByLabelText('Clôture du premier exercice'), { target: { value: '2026-06-30' } });
  fireEvent.click(form.getByRole('button', { name: 'Enregistrer l’exercice' }));
  await successAlert('Modifications enregistrées avec succès');
  const row = await server.deps.db.selectFrom('structures').select(['fiscal_first_start', 'fiscal_first_end']).where('id', '=', server.ids.centre.structureId).executeTakeFirstOrThrow();
  assert.deepEqual([row.fiscal_first_start, row.fiscal_first_end], ['2025-01-01', '2026-06-30']);
  await view.close();
});

test('the billing step of the account configuration wizard saves and calls onSaved', async () => {
  let saved = 0;
  const view = await renderRoute('/hote/assistant', { user: 'gerant@port.test', server, modules: withSlotHost({ agency: server.ids.port.agencyId, saved: () => (saved += 1) }) });
  const name = await view.findByLabelText('Raison sociale');
  fireEvent.change(name, { target: { value: 'École de conduite du Port SAS' } });
  fireEvent.click(view.getByRole('button', { name: 'Enregistrer et continuer' }));
  await successAlert('Vos modifications ont bien été enregistrées.');
  await waitFor(() => assert.equal(saved, 1));
  const row = await server.deps.db.selectFrom('billings').select(['legal_name', 'currency']).where('agency_id', '=', server.ids.port.agencyId).executeTakeFirstOrThrow();
  assert.deepEqual(row, { legal_name: 'École de conduite du Port SAS', currency: 'EUR' });
  await view.close();
});

test('packages: create (« Formule créée avec succès »), reorder items from the keyboard, duplicate', async () => {
  const view = await renderRoute('/configuration/produits-prestations?section=Formules', { user: 'gerant@volant.test', server });
  await view.findByRole('heading', { name: 'Produits et prestations' });
  await waitFor(() => assert.ok(view.getAllByRole('row').length > 4, "view.getAllByRole('row').length > 4"));
  fireEvent.click(view.getByRole('button', { name: 'Nouvelle formule' }));
  const dialog = await view.findByRole('dialog', { name: 'Nouvelle formule' });
  fireEvent.change(within(dialog).getByLabelText(/Nom/), { target: { value: 'Stage code accéléré' } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Créer' }));
  await successAlert('Formule créée avec succès');
  await waitFor(() => assert.match(view.history.location.pathname, /details-formule\/\d+$/));
  assert.equal(search(view).get('isCreated'), 'true');
  await view.findByText('La formule est créée : ajoutez-lui des prestations.');

  const seeded = await server.deps.db.selectFrom('packages').select('id').where('name', '=', 'Permis B – Formule 20 h').where('agency_id', '=', server.ids.centre.agencies.orleans).executeTakeFirstOrThrow();
  view.navigate(`/configuration/produits-prestations/details-formule/${seeded.id}`);
  const handle = await view.findByRole('button', { name: /Déplacer Frais d’inscription, position 1 sur 5/ });
  fireEvent.keyDown(handle, { key: 'ArrowDown' });
  await view.findByText('Frais d’inscription déplacée en position 2 sur 5.');
  await waitFor(async () => {
    const items = await server.deps.db.selectFrom('package_items').innerJoin('services', 'services.id', 'package_items.service_id').select('services.code').where('package_id', '=', seeded.id).orderBy('position').execute();
    assert.deepEqual(items.map((i) => i.code), ['EVAL', 'INSC', 'CODE', 'LECB', 'EXAM']);
  });
  fireEvent.click(view.getByRole('button', { name: 'Monter Frais d’inscription' }));
  await waitFor(async () => {
    const first = await server.deps.db.selectFrom('package_items').innerJoin('services', 'services.id', 'package_items.service_id').select('services.code').where('package_id', '=', seeded.id).orderBy('position').executeTakeFirstOrThrow();
    assert.equal(first.code, 'INSC');
  });

  fireEvent.click(view.getByRole('button', { name: 'Dupliquer' }));
  await successAlert('Formule dupliquée avec succès');
  await view.findByRole('heading', { name: 'Permis B – Formule 20 h (copie)' });
  await view.close();
});

test('services: the « Prestations » section creates a service, priced TTC by default', async () => {
  const view = await renderRoute('/configuration/produits-prestations?section=Prestations', { user: 'gerant@volant.test', server });
  fireEvent.click(await view.findByRole('button', { name: 'Nouvelle prestation' }));
  const dialog = await view.findByRole('dialog', { name: 'Nouvelle prestation' });
  fireEvent.change(within(dialog).getByLabelText(/^Nom/), { target: { value: 'Leçon sur simulateur' } });
  // A new service is priced VAT included, as driving schools price (issue 23, defect 6).
  assert.equal((within(dialog).getByLabelText('Prix saisi') as HTMLSelectElement).value, 'ttc');
  fireEvent.change(within(dialog).getByLabelText(/Prix unitaire TTC/), { target: { value: '-3' } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
  await within(dialog).findByText('Le montant ne peut pas être négatif.');
  fireEvent.change(within(dialog).getByLabelText(/Prix unitaire TTC/), { target: { value: '35' } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
  await successAlert('Prestation créée avec succès');
  const stored = await server.deps.db.selectFrom('services').select(['unit_price_cents', 'unit_price_ttc_cents']).where('name', '=', 'Leçon sur simulateur').executeTakeFirstOrThrow();
  assert.deepEqual(stored, { unit_price_cents: 2917, unit_price_ttc_cents: 3500 });
  await view.close();
});

test('services: a price typed « 83,33 » (decimal comma, issue 37 item 12) saves 83,33 € and shows « 83,33 » again', async () => {
  const view = await renderRoute('/configuration/produits-prestations?section=Prestations', { user: 'gerant@volant.test', server });
  fireEvent.click(await view.findByRole('button', { name: 'Nouvelle prestation' }));
  const dialog = await view.findByRole('dialog', { name: 'Nouvelle prestation' });
  fireEvent.change(within(dialog).getByLabelText(/^Nom/), { target: { value: 'Leçon de nuit' } });
  fireEvent.change(within(dialog).getByLabelText('Prix saisi'), { target: { value: 'ht' } });
  const price = within(dialog).getByLabelText(/Prix unitaire HT/) as HTMLInputElement;
  fireEvent.change(price, { target: { value: '83,33' } });
  assert.equal(price.value, '83,33');
  fireEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
  await successAlert('Prestation créée avec succès');
  const stored = await server.deps.db.selectFrom('services').select(['unit_price_cents', 'unit_price_ttc_cents']).where('name', '=', 'Leçon de nuit').executeTakeFirstOrThrow();
  assert.deepEqual(stored, { unit_price_cents: 8333, unit_price_ttc_cents: null }, 'the same value as « 83.33 » reaches the API');
  await view.close();
  const list = await renderRoute('/configuration/produits-prestations?section=Prestations&simplesearch=Le%C3%A7on%20de%20nuit', { user: 'gerant@volant.test', server });
  fireEvent.click(await list.findByRole('button', { name: 'Modifier : Leçon de nuit' }));
  const edit = await list.findByRole('dialog', { name: 'Modifier la prestation' });
  await waitFor(() => assert.equal((within(edit).getByLabelText(/Prix unitaire HT/) as HTMLInputElement).value, '83,33'));
  await list.close();
});

test('accounting documents and NF525: the chain verifies, the event log lists what happened', async () => {
  const nf = await renderRoute('/pieces-comptables/nf525', { user: 'gerant@volant.test', server });
  await nf.findByText(/La chaîne est intègre : \d+ événement\(s\) vérifié\(s\)/);
  await nf.close();
  const view = await renderRoute('/pieces-comptables?onglet=journal', { user: 'gerant@volant.test', server });
  const log = await view.findByRole('table', { name: 'Journal des événements' });
  await waitFor(() => assert.ok(within(log).getAllByText('Facture validée').length >= 1, "within(log).getAllByText('Facture validée').length >= 1"));
  fireEvent.change(view.getByLabelText('Type d’événement'), { target: { value: 'payment.recorded' } });
  await waitFor(() => assert.equal(search(view).get('eventType'), 'payment.recorded'));
  await waitFor(() => assert.equal(within(view.getByRole('table', { name: 'Journal des événements' })).queryAllByText('Facture validée').length, 0));
  fireEvent.click(view.getByRole('tab', { name: 'Reçus' }));
  await view.findByRole('table', { name: 'Reçus' });
  await waitFor(() => assert.ok(view.getAllByText(/^R-\d{4}-\d{5}$/).length >= 2, 'view.getAllByText(/^R-\\d{4}-\\d{5}$/).length >= 2'));
  await view.close();
});

test('NF525: an invoice edited in the database is listed with what differs', async () => {
  const db = server.deps.db;
  const bill = await db.selectFrom('bills').select(['id', 'number', 'total_ttc_cents']).where('kind', '=', 'invoice').where('number', 'is not', null).orderBy('id').executeTakeFirstOrThrow();
  await db.updateTable('bills').set({ total_ttc_cents: 100 }).where('id', '=', bill.id).execute();
  try {
    const view = await renderRoute('/pieces-comptables/nf525', { user: 'gerant@volant.test', server });
    await view.findByText('1 anomalie(s) : le journal ou les documents ont été modifiés hors de Volant.');
    const list = view.getByRole('list', { name: 'Anomalies détectées' });
    assert.match(list.textContent ?? '', new RegExp(`La facture ${bill.number} a été modifiée après l’événement n° \\d+ : total TTC\\.`));
    assert.match(list.textContent ?? '', /total TTC : [\d\s,]+\s€ dans le journal, 1,00\s€ dans la base/);
    await view.close();
  } finally {
    await db.updateTable('bills').set({ total_ttc_cents: bill.total_ttc_cents }).where('id', '=', bill.id).execute();
  }
});

test('NF525 closures: the irreversible closure asks for confirmation and is named in French', async () => {
  const closures = () => server.deps.db.selectFrom('ledger_closures').select('period_type').where('structure_id', '=', server.ids.centre.structureId).execute();
  const before = (await closures()).length;
  const view = await renderRoute('/pieces-comptables?onglet=clotures', { user: 'gerant@volant.test', server });
  const form = await view.findByRole('form', { name: 'Clôturer' });
  assert.deepEqual(within(form).getAllByRole('option').map((o) => o.textContent), ['Clôture journalière', 'Clôture mensuelle', 'Clôture annuelle']);
  fireEvent.click(within(form).getByRole('button', { name: 'Clôturer' }));
  let dialog = await view.findByRole('dialog', { name: 'Clôturer la période ?' });
  assert.match(dialog.textContent ?? '', /La clôture journalière du \d{2}\/\d{2}\/\d{4} est définitive/);
  fireEvent.click(within(dialog).getByRole('button', { name: 'Annuler' }));
  await waitFor(() => assert.ok(!view.queryByRole('dialog', { name: 'Clôturer la période ?' }), "!view.queryByRole('dialog', { name: 'Clôturer la période ?' })"));
  assert.equal((await closures()).length, before, 'nothing closed without confirmation');

  fireEvent.click(within(form).getByRole('button', { name: 'Clôturer' }));
  dialog = await view.findByRole('dialog', { name: 'Clôturer la période ?' });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Clôturer' }));
  await successAlert('Clôture enregistrée avec succès');
  assert.equal((await closures()).length, before + 1);
  const table = await view.findByRole('table', { name: 'Clôtures' });
  await waitFor(() => assert.ok(within(table).getAllByText('Clôture journalière').length >= 1, "within(table).getAllByText('Clôture journalière').length >= 1"));
  await view.close();
});

test('billing configuration: the agency choice names the agencies whose billing is still to configure (GET /billings-agency)', async () => {
  const { tours, orleans } = server.ids.centre.agencies;
  await server.deps.db.deleteFrom('billings').where('agency_id', '=', tours).execute();
  const view = await renderRoute('/configuration/invoicing-configuration', { user: 'gerant@volant.test', server });
  const select = (await view.findByLabelText('Agence configurée')) as HTMLSelectElement;
  const label = (id: number) => [...select.options].find((o) => o.value === String(id))?.textContent ?? '';
  await waitFor(() => assert.match(label(tours), /\(facturation à configurer\)$/));
  assert.doesNotMatch(label(orleans), /à configurer/);
  await view.close();
});

test('packages: an item’s own price entered TTC (« Prix saisi »): 20 × 55,00 € TTC shows and saves 1 100,00 €, HT derived', async () => {
  const seeded = await server.deps.db.selectFrom('packages').select('id').where('name', '=', 'Permis B – Formule 20 h').where('agency_id', '=', server.ids.centre.agencies.orleans).executeTakeFirstOrThrow();
  const view = await renderRoute(`/configuration/produits-prestations/formule/${seeded.id}`, { user: 'gerant@volant.test', server });
  await view.findByRole('heading', { name: 'Modifier la formule' });
  const mode = (await view.findByLabelText('Prix saisi')) as HTMLSelectElement;
  assert.equal(mode.value, 'ttc', 'own prices are entered TTC by default');
  const price = (await view.findByLabelText('Prix unitaire TTC – Leçon de conduite B (1 h)')) as HTMLInputElement;
  await waitFor(() => assert.equal(price.placeholder, '55'));
  fireEvent.change(price, { target: { value: '55' } });
  const row = price.closest('tr')!;
  await waitFor(() => assert.match(row.textContent ?? '', /1\s100,00\s€/));
  // Back to HT: the typed price is converted at the service's rate, then TTC again.
  fireEvent.change(mode, { target: { value: 'ht' } });
  assert.equal((view.getByLabelText('Prix unitaire HT – Leçon de conduite B (1 h)') as HTMLInputElement).value, '45,83', 'the HT price is shown as fr-FR writes it (issue 37, item 12)');
  fireEvent.change(view.getByLabelText('Prix saisi'), { target: { value: 'ttc' } });
  fireEvent.change(view.getByLabelText('Prix unitaire TTC – Leçon de conduite B (1 h)'), { target: { value: '55' } });
  fireEvent.click(view.getByRole('button', { name: 'Enregistrer' }));
  await waitFor(async () => {
    const item = await server.deps.db
      .selectFrom('package_items')
      .innerJoin('services', 'services.id', 'package_items.service_id')
      .select(['package_items.unit_price_cents', 'package_items.unit_price_ttc_cents', 'package_items.quantity_centi'])
      .where('package_id', '=', seeded.id)
      .where('services.code', '=', 'LECB')
      .executeTakeFirstOrThrow();
    assert.deepEqual(item, { unit_price_cents: 4583, unit_price_ttc_cents: 5500, quantity_centi: 2000 });
  });
  await view.findByText(/20 × 55,00\s€ TTC/);
  await view.close();
});
