import '../../setup/dom';
import assert from 'node:assert/strict';
import { after, before, beforeEach, test } from 'node:test';
import { fireEvent, waitFor, within } from '@testing-library/react';
import type { CreditNote, InvoiceDetails } from '../../../src/modules/invoices/types';
import { clearAlerts } from '../../../src/shared/alerts/store';
import { parisDate } from '../../../src/shared/i18n/paris-date';
import { createTestApp, signIn, type TestApp } from '../../server/helpers';
import { apiAs, learnersOf, tvasOf, type Api } from '../../server/accounting/client';
import { renderRoute } from '../render';
import { rowsOf, successAlert } from './helpers';

// Issue #23 as the secretary sees it: the refund owed after a credit note, and a refused validation.
let server: TestApp;
let gerant: Api;
let orleans: number;
let tva20: number;
before(async () => {
  server = await createTestApp();
  gerant = apiAs(server, (await signIn(server.app, 'gerant@volant.test')).token);
  orleans = server.ids.centre.agencies.orleans;
  tva20 = (await tvasOf(server, orleans))['20']!;
});
after(() => server.close());
beforeEach(() => clearAlerts());

const text = (view: { container: HTMLElement }) => (view.container.textContent ?? '').replace(/[\u202f\u00a0]/g, ' ');

async function draft(learner: number): Promise<InvoiceDetails> {
  const lines = [
    { label: 'Permis B – Formule 20 h', quantity: 1, unitPrice: 1008.27, tva: tva20 },
    { label: 'Frais de dossier', quantity: 1, unitPrice: 91.66, tva: tva20 },
  ];
  return (await gerant.post<InvoiceDetails>('/accounting/invoices', { agency: orleans, learner, lines })).body;
}

test('paid in full then credited: the invoice shows « 109,99 € à rembourser » and the secretary records the refund', async () => {
  const [learner] = await learnersOf(server, orleans, 1);
  const created = await draft(learner!);
  const invoice = (await gerant.post<InvoiceDetails>(`/accounting/invoices/${created.id}/validate`)).body;
  await gerant.post('/accounting/payments', { invoice: invoice.id, amount: 1319.92, method: 'card', paidOn: parisDate(new Date()) });
  const fees = invoice.lines.find((l) => l.label === 'Frais de dossier')!;
  const credit = (await gerant.post<CreditNote>('/accounting/credit-notes', { invoice: invoice.id, reason: 'Frais offerts', lines: [{ invoiceLine: fees.id, quantity: 1 }] })).body;

  const view = await renderRoute(`/pieces-comptables/factures/${invoice.id}`, { user: 'secretariat@volant.test', server });
  await view.findByRole('heading', { name: `Facture ${invoice.number}` });
  await waitFor(() => assert.match(text(view), /109,99 € à rembourser/));
  // Money owed back is not « left to pay »: the summary's label says so.
  const balance = view.getByText('109,99 € à rembourser');
  assert.equal(balance.previousElementSibling?.textContent, 'Solde');
  fireEvent.click(await view.findByRole('button', { name: 'Enregistrer un remboursement' }));
  const dialog = await view.findByRole('dialog', { name: 'Enregistrer un remboursement' });
  assert.match(text({ container: dialog }), /À rembourser : 109,99 €/);
  fireEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer le remboursement' }));
  await successAlert('Remboursement enregistré avec succès');
  await waitFor(() => assert.ok(view.queryByRole('button', { name: 'Enregistrer un remboursement' }) === null, "view.queryByRole('button', { name: 'Enregistrer un remboursement' }) is null"));
  fireEvent.click(view.getByRole('tab', { name: /Règlements/ }));
  await waitFor(() => assert.match(text(view), /Remboursement RB-\d{4}-00001/));
  assert.match(text(view), /-109,99 €/);

  // The Factures list is the sales journal: the credit note is there, badged « Avoir », with a negative total.
  view.navigate(`/pieces-comptables/factures?learner=${learner}`);
  await waitFor(() => assert.equal(rowsOf(view, 'Factures').length, 2));
  const row = rowsOf(view, 'Factures').find((r) => r.textContent?.includes(credit.number!))!;
  assert.match(text({ container: row }), /Avoir/);
  assert.match(text({ container: row }), /-109,99 €/);
  await view.close();

  // Issue 37, item 12: the NF525 log names the refund in French, not `refund.recorded`.
  const log = await renderRoute('/pieces-comptables?onglet=journal', { user: 'gerant@volant.test', server });
  const table = await log.findByRole('table', { name: 'Journal des événements' });
  await waitFor(() => assert.ok(within(table).getAllByText('Remboursement enregistré').length >= 1, "within(table).getAllByText('Remboursement enregistré').length >= 1"));
  assert.doesNotMatch(text(log), /refund\.recorded|[a-z_]+\.(recorded|validated|printed|exported)/);
  assert.ok([...(log.getByLabelText('Type d’événement') as HTMLSelectElement).options].some((o) => o.value === 'refund.recorded' && o.textContent === 'Remboursement enregistré'));
  await log.close();
});

test('validating an invoice whose customer has no address shows why, beside the action', async () => {
  const learner = (await learnersOf(server, orleans, 3))[2]!;
  await server.deps.db.updateTable('learners').set({ address: null }).where('id', '=', learner).execute();
  const created = await draft(learner);
  // The manager validates (the secretary's role has no isValidateInvoice).
  const view = await renderRoute(`/pieces-comptables/factures/${created.id}`, { user: 'gerant@volant.test', server });
  fireEvent.click(await view.findByRole('button', { name: 'Valider la facture' }));
  const confirm = await view.findByRole('dialog', { name: 'Valider la facture' });
  fireEvent.click(within(confirm).getByRole('button', { name: 'Valider la facture' }));
  await waitFor(() => assert.match(text(view), /L’adresse du client est incomplète : renseignez la rue, le code postal et la ville/));
  await view.close();
});

test('a quotation for a customer without an address warns beside its actions, without refusing', async () => {
  const learner = (await learnersOf(server, orleans, 4))[3]!;
  await server.deps.db.updateTable('learners').set({ postal_code: null }).where('id', '=', learner).execute();
  const quotation = (await gerant.post<{ id: number }>('/accounting/quotations', { agency: orleans, learner, lines: [{ label: 'Frais de dossier', quantity: 1, unitPrice: 91.66, tva: tva20 }] })).body;
  const view = await renderRoute(`/pieces-comptables/devis/details-devis?id=${quotation.id}`, { user: 'gerant@volant.test', server });
  await waitFor(() => assert.match(text(view), /Adresse du client incomplète \(rue, code postal, ville\) : le devis peut être validé/));
  assert.ok(view.getByRole('button', { name: 'Valider' }), "view.getByRole('button', { name: 'Valider' })");
  await view.close();
});
