import '../../setup/dom';
import assert from 'node:assert/strict';
import { after, before, beforeEach, test } from 'node:test';
import { fireEvent, waitFor, within } from '@testing-library/react';
import { clearAlerts } from '../../../src/shared/alerts/store';
import { createTestApp, type TestApp } from '../../server/helpers';
import { renderRoute } from '../render';
import { watchRequests } from '../request-watch';
import { pick, rowsOf, search, successAlert } from './helpers';
import { withSlotHost } from './slot-host';

let server: TestApp;
before(async () => {
  server = await createTestApp();
});
after(() => server.close());
beforeEach(() => clearAlerts());

const invoiceWhere = (status: number) =>
  server.deps.db.selectFrom('bills').selectAll().where('kind', '=', 'invoice').where('status', '=', status).where('structure_id', '=', server.ids.centre.structureId).orderBy('id').executeTakeFirstOrThrow();

test('the invoice list: statuses, a draft without number, the learner filter in the URL', async () => {
  const view = await renderRoute('/pieces-comptables/factures', { user: 'gerant@volant.test', server });
  await view.findByRole('heading', { name: 'Factures' });
  // Five invoices and the credit note of the seed: the list is the sales journal.
  await waitFor(() => assert.equal(rowsOf(view, 'Factures').length, 6));
  for (const label of ['Brouillon', 'Impayée', 'Paiement partiel', 'Payée', 'Avoir']) assert.ok(view.getAllByText(label).length >= 1, label);

  const paid = await invoiceWhere(7);
  view.navigate(`/pieces-comptables/factures?learner=${paid.learner_id}`);
  await waitFor(() => assert.equal(rowsOf(view, 'Factures').length, 1));
  const clear = await view.findByRole('button', { name: /Retirer le filtre apprenant/ });
  fireEvent.click(clear);
  await waitFor(() => assert.equal(search(view).get('learner'), null));
  await view.close();
});

test('« Nouvelle facture » picks the learner from GET /learners/payment: their only financier is proposed as the paying organisation', async () => {
  const financed = await server.deps.db
    .selectFrom('learner_trainings as lt')
    .innerJoin('learners as l', 'l.id', 'lt.learner_id')
    .innerJoin('organizations as o', 'o.id', 'lt.financier_id')
    .select(['l.first_name', 'l.last_name', 'o.id as financier', 'o.name as financier_name'])
    .where('l.agency_id', '=', server.ids.centre.agencies.orleans)
    .where('l.archived', '=', 0)
    .orderBy('l.id')
    .executeTakeFirstOrThrow();
  const view = await renderRoute('/pieces-comptables/factures', { user: 'gerant@volant.test', server });
  fireEvent.click((await view.findAllByRole('button', { name: 'Nouvelle facture' }))[0]!);
  const dialog = await view.findByRole('dialog', { name: 'Nouvelle facture' });
  await pick(view, /Apprenant/, financed.last_name, new RegExp(`${financed.first_name} ${financed.last_name}`));
  await waitFor(() => assert.match(dialog.textContent ?? '', new RegExp(`Financeur : [^·]*${financed.financier_name}`)));
  assert.equal((within(dialog).getByLabelText('Organisme payeur') as HTMLSelectElement).value, String(financed.financier));
  await view.close();
});

test('a new invoice goes to its page; validating numbers it; a payment makes it « Paiement partiel »', async () => {
  const learner = await server.deps.db.selectFrom('learners').select(['first_name', 'last_name']).where('agency_id', '=', server.ids.centre.agencies.orleans).orderBy('id', 'desc').limit(1).offset(1).executeTakeFirstOrThrow();
  const view = await renderRoute('/pieces-comptables/factures', { user: 'gerant@volant.test', server });
  fireEvent.click((await view.findAllByRole('button', { name: 'Nouvelle facture' }))[0]!);
  const dialog = await view.findByRole('dialog', { name: 'Nouvelle facture' });
  await pick(view, /Apprenant/, learner.last_name, new RegExp(`${learner.first_name} ${learner.last_name}`));
  fireEvent.click(within(dialog).getByRole('button', { name: 'Créer' }));
  await successAlert('Facture créée avec succès');
  await waitFor(() => assert.match(view.history.location.pathname, /^\/pieces-comptables\/factures\/\d+$/));
  assert.equal(search(view).get('created'), 'true');
  await view.findByRole('heading', { name: 'Facture en brouillon' });

  await pick(view, 'Ajouter une prestation', 'Accès code', /Accès code en ligne/);
  fireEvent.click(view.getByRole('button', { name: 'Enregistrer les lignes' }));
  await successAlert('Modifications enregistrées avec succès');

  fireEvent.click(view.getByRole('tab', { name: 'Informations légales' }));
  await waitFor(() => assert.equal(search(view).get('sections'), 'Informations légales'));
  fireEvent.change(await view.findByLabelText('Adresse du client'), { target: { value: '3 rue Bannier\n45000 Orléans' } });
  fireEvent.click(view.getByRole('button', { name: 'Enregistrer les informations' }));
  await successAlert('Modifications enregistrées avec succès');

  fireEvent.click(view.getByRole('button', { name: 'Valider la facture' }));
  const confirm = await view.findByRole('dialog', { name: 'Valider la facture' });
  fireEvent.click(within(confirm).getByRole('button', { name: 'Valider la facture' }));
  await successAlert('Facture validée avec succès');
  const heading = await view.findByRole('heading', { name: /^Facture F-\d{4}-\d{5}$/ });
  assert.ok(heading);
  assert.ok(view.getByText('Facture validée : elle ne peut plus être modifiée. Pour la corriger, établissez un avoir.'));
  assert.equal(view.queryByRole('button', { name: 'Enregistrer les lignes' }), null);

  fireEvent.click(view.getByRole('button', { name: 'Enregistrer un règlement' }));
  const payment = await view.findByRole('dialog', { name: 'Enregistrer un règlement' });
  const amount = within(payment).getByLabelText(/Montant/);
  fireEvent.change(amount, { target: { value: '1000' } });
  fireEvent.click(within(payment).getByRole('button', { name: 'Enregistrer le règlement' }));
  await within(payment).findByText(/Le montant dépasse le reste à payer/);
  fireEvent.change(amount, { target: { value: '10' } });
  fireEvent.change(within(payment).getByLabelText(/Mode de règlement/), { target: { value: 'cash' } });
  fireEvent.click(within(payment).getByRole('button', { name: 'Enregistrer le règlement' }));
  await successAlert('Règlement enregistré avec succès');
  await view.findByText('Paiement partiel');
  fireEvent.click(view.getByRole('tab', { name: /Règlements/ }));
  await waitFor(() => assert.equal(rowsOf(view, 'Règlements').length, 1));
  assert.ok(within(rowsOf(view, 'Règlements')[0]!).getByText('Espèces'), "within(rowsOf(view, 'Règlements')[0]!).getByText('Espèces')");
  await view.close();
});

test('a credit note from a validated invoice', async () => {
  const unpaid = await invoiceWhere(5);
  const view = await renderRoute(`/pieces-comptables/factures/${unpaid.id}?sections=Avoirs`, { user: 'gerant@volant.test', server });
  await view.findByRole('heading', { name: `Facture ${unpaid.number}` });
  fireEvent.click(view.getByRole('button', { name: 'Établir un avoir' }));
  const dialog = await view.findByRole('dialog', { name: 'Établir un avoir' });
  fireEvent.change(within(dialog).getByLabelText(/Motif/), { target: { value: 'Geste commercial' } });
  // Issue 37, item 6: the amount, and what it credits, before an irreversible fiscal document.
  const preview = within(dialog).getByRole('region', { name: 'Avoir à établir' });
  const shown = /Montant de l’avoir : ([\d\s\u202f,]+?)\s€ TTC/.exec(preview.textContent ?? '')?.[1];
  assert.ok(shown, preview.textContent ?? '');
  assert.match(preview.textContent ?? '', new RegExp(`Il crédite la facture ${unpaid.number} :\\d+ × `));
  fireEvent.click(within(dialog).getByLabelText('Créditer certaines quantités'));
  await within(dialog).findByText('Aucune quantité à créditer : l’avoir ne peut pas être établi.');
  assert.equal((within(dialog).getByRole('button', { name: 'Établir l’avoir' }) as HTMLButtonElement).disabled, true, 'no 0,00 € credit note');
  fireEvent.click(within(dialog).getByLabelText('Créditer tout ce qui reste'));
  fireEvent.click(within(dialog).getByRole('button', { name: 'Établir l’avoir' }));
  await successAlert('Avoir établi avec succès');
  await waitFor(() => assert.equal(rowsOf(view, 'Avoirs').length, 1));
  await view.findByText('Payée');
  const issued = await server.deps.db.selectFrom('bills').select('total_ttc_cents').where('source_id', '=', unpaid.id).orderBy('id', 'desc').executeTakeFirstOrThrow();
  assert.equal(Math.round(Number(shown.replace(/[\s\u202f]/g, '').replace(',', '.')) * 100), issued.total_ttc_cents, 'the amount shown is the amount issued');
  await view.close();
});

test('a credit note for some quantities: a refusal shows under the line it is about', async () => {
  const partial = await invoiceWhere(6);
  const lines = await server.deps.db.selectFrom('bill_lines').select('label').where('bill_id', '=', partial.id).orderBy('position').execute();
  assert.ok(lines.length >= 2, 'an invoice of several lines');
  const view = await renderRoute(`/pieces-comptables/factures/${partial.id}?sections=Avoirs`, { user: 'gerant@volant.test', server });
  await view.findByRole('heading', { name: `Facture ${partial.number}` });
  fireEvent.click(view.getByRole('button', { name: 'Établir un avoir' }));
  const dialog = await view.findByRole('dialog', { name: 'Établir un avoir' });
  fireEvent.change(within(dialog).getByLabelText(/Motif/), { target: { value: 'Leçons annulées' } });
  fireEvent.click(within(dialog).getByLabelText('Créditer certaines quantités'));
  const [first, second] = lines.map((l) => within(dialog).getByLabelText(`Quantité à créditer : ${l.label}`));
  // Only the second line is asked for, too much of it: the payload's first line is the invoice's second.
  fireEvent.change(second!, { target: { value: '999' } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Établir l’avoir' }));
  await within(dialog).findByText('Quantité supérieure à ce qui reste à créditer sur cette ligne.');
  assert.equal(second!.getAttribute('aria-invalid'), 'true');
  assert.equal(first!.getAttribute('aria-invalid'), null);
  await view.close();
});

test('the learner record’s invoices tab (slot learner.tabs, key 5) lists the learner’s invoices', async () => {
  const paid = await invoiceWhere(7);
  const view = await renderRoute('/hote/apprenant', { user: 'gerant@volant.test', server, modules: withSlotHost({ learner: paid.learner_id ?? 0 }) });
  await waitFor(() => assert.equal(rowsOf(view, 'Factures de l’apprenant').length, 1));
  assert.ok(view.getByText(paid.number ?? ''), "view.getByText(paid.number ?? '')");
  // The learner's one balance (GET /learner/balance/{id}), beside what was invoiced.
  await view.findByText(/Total facturé .* · Reste dû .* — dont échu .*, à échoir /);
  await view.close();
});

test('the invoices tab reads GET /accounting/bills: the learner’s invoices, not the credit notes of the sales journal', async () => {
  const credited = await server.deps.db
    .selectFrom('bills')
    .selectAll()
    .where('kind', '=', 'credit_note')
    .where('learner_id', 'is not', null)
    .where('structure_id', '=', server.ids.centre.structureId)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const invoices = await server.deps.db.selectFrom('bills').select('id').where('kind', '=', 'invoice').where('learner_id', '=', credited.learner_id).execute();
  const requests = watchRequests(server);
  try {
    const view = await renderRoute('/hote/apprenant', { user: 'gerant@volant.test', server, modules: withSlotHost({ learner: credited.learner_id ?? 0 }) });
    await waitFor(() => assert.equal(rowsOf(view, 'Factures de l’apprenant').length, invoices.length));
    assert.ok(view.queryByText(credited.number ?? '—') === null, "view.queryByText(credited.number ?? '—') is null");
    assert.ok(requests.paths().some((path) => path.endsWith('/accounting/bills')), requests.paths().join(' '));
    await view.close();
  } finally {
    requests.restore();
  }
});

test('turning a quotation into an invoice refreshes the learner’s invoices tab (GET /accounting/bills again)', async () => {
  const accepted = await server.deps.db
    .selectFrom('bills')
    .selectAll()
    .where('kind', '=', 'quotation')
    .where('status', '=', 4)
    .where('learner_id', 'is not', null)
    .where('structure_id', '=', server.ids.centre.structureId)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  const reads: number[] = [];
  let clicked = 0;
  const request = server.app.request.bind(server.app);
  server.app.request = (input, init, ...rest) => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
    if (url.pathname === '/api/accounting/bills' && (init?.method ?? 'GET') === 'GET') reads.push(clicked);
    return request(input, init, ...rest);
  };
  try {
    const view = await renderRoute('/hote/apprenant-devis', { user: 'gerant@volant.test', server, modules: withSlotHost({ learner: accepted.learner_id ?? 0, quotation: accepted.id }) });
    await view.findByRole('table', { name: 'Factures de l’apprenant' });
    await waitFor(() => assert.ok(reads.length >= 1, 'reads.length >= 1'));
    clicked = 1;
    fireEvent.click(view.getByRole('button', { name: 'Facturer le devis de l’hôte' }));
    await successAlert('Devis facturé avec succès');
    await waitFor(() => assert.ok(reads.includes(1), 'the tab read the learner’s invoices again after the transform'));
    await view.close();
  } finally {
    server.app.request = request;
  }
});

test('« Nouvelle facture » of the learner’s tab creates a draft with POST /accounting/bills and opens it', async () => {
  const learner = await server.deps.db.selectFrom('learners').select('id').where('agency_id', '=', server.ids.centre.agencies.blois).where('archived', '=', 0).orderBy('id').executeTakeFirstOrThrow();
  const view = await renderRoute('/hote/apprenant', { user: 'gerant@volant.test', server, modules: withSlotHost({ learner: learner.id }) });
  fireEvent.click(await view.findByRole('button', { name: 'Nouvelle facture' }));
  await successAlert('Facture créée avec succès');
  await waitFor(() => assert.match(view.history.location.pathname, /^\/pieces-comptables\/factures\/\d+$/));
  const id = Number(view.history.location.pathname.split('/').pop());
  const row = await server.deps.db.selectFrom('bills').select(['kind', 'learner_id', 'agency_id', 'status']).where('id', '=', id).executeTakeFirstOrThrow();
  assert.deepEqual(row, { kind: 'invoice', learner_id: learner.id, agency_id: server.ids.centre.agencies.blois, status: 0 });
  await view.findByRole('heading', { name: 'Facture en brouillon' });
  await view.close();
});

test('a validated invoice and its credit notes offer their Factur-X XML next to the PDF; a draft does not', async () => {
  const unpaid = await server.deps.db
    .selectFrom('bills')
    .selectAll()
    .where('kind', '=', 'invoice')
    .where('number', 'is not', null)
    .where('structure_id', '=', server.ids.centre.structureId)
    .where((eb) => eb.exists(eb.selectFrom('bills as c').select('c.id').whereRef('c.source_id', '=', 'bills.id').where('c.kind', '=', 'credit_note')))
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const view = await renderRoute(`/pieces-comptables/factures/${unpaid.id}?sections=Avoirs`, { user: 'gerant@volant.test', server });
  await view.findByRole('heading', { name: `Facture ${unpaid.number}` });
  const saved: string[] = [];
  const click = HTMLAnchorElement.prototype.click;
  HTMLAnchorElement.prototype.click = function (this: HTMLAnchorElement) {
    saved.push(this.download);
  };
  try {
    fireEvent.click(view.getByRole('button', { name: 'Factur-X (XML)' }));
    await waitFor(() => assert.deepEqual(saved, [`Facture-${unpaid.number}-factur-x.xml`]));
    const credit = await server.deps.db.selectFrom('bills').select('number').where('source_id', '=', unpaid.id).where('kind', '=', 'credit_note').orderBy('id').executeTakeFirstOrThrow();
    fireEvent.click(await view.findByRole('button', { name: `Télécharger le XML Factur-X de l’avoir ${credit.number}` }));
    await waitFor(() => assert.equal(saved[1], `Avoir-${credit.number}-factur-x.xml`));
  } finally {
    HTMLAnchorElement.prototype.click = click;
  }
  await view.close();

  const draft = await invoiceWhere(0);
  const draftView = await renderRoute(`/pieces-comptables/factures/${draft.id}`, { user: 'gerant@volant.test', server });
  await draftView.findByRole('heading', { name: 'Facture en brouillon' });
  assert.equal(draftView.queryByRole('button', { name: 'Factur-X (XML)' }), null);
  await draftView.close();
});
