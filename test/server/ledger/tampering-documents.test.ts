// Issue #20 F4, documents: a validated invoice, a payment or a closure edited, deleted or inserted in
// the database is named by the verification. SQLite, and PostgreSQL when DATABASE_URL_TEST is set.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { LedgerVerification } from '../../../src/modules/ledger/types';
import { parisDate } from '../../../src/shared/i18n/paris-date';
import { apiAs } from '../accounting/client';
import { signIn } from '../helpers';
import { about, invoice, open, tamper, verify, type Ledger } from './tamper';

describe('documents edited in the database', () => {
  let ledger: Ledger;
  before(async () => {
    ledger = await open();
  });
  after(() => ledger.t.close());

  test('the untouched books verify', async () => {
    const report = await verify(ledger);
    assert.deepEqual(report.findings, []);
    assert.equal(report.ok, true);
  });

  test('(1) a validated invoice’s total set to 1 €', async () => {
    const { invoice: bill } = await invoice(ledger);
    await ledger.t.deps.db.updateTable('bills').set({ total_ttc_cents: 100 }).where('id', '=', bill.id).execute();
    const report = await verify(ledger);
    assert.equal(report.ok, false);
    const [found] = about(report, bill.number);
    assert.equal(found?.kind, 'document-changed');
    assert.equal(found.message, `La facture ${bill.number} a été modifiée après l’événement n° ${found.seq} : total TTC.`);
    assert.deepEqual(found.differences, [{ field: 'total TTC', recorded: '240,00\u00a0€', stored: '1,00\u00a0€' }]);
    // A trainer may check the chain (no permission needed) but does not see the values compared.
    const trainer = apiAs(ledger.t, (await signIn(ledger.t.app, 'formateur@volant.test')).token);
    const seen = about((await trainer.get<LedgerVerification>('/accounting/ledger/verify')).body, bill.number);
    assert.deepEqual(seen.map((f) => [f.kind, f.message, f.differences]), [[found.kind, found.message, []]]);
  });

  test('(2) its lines changed', async () => {
    const { invoice: bill } = await invoice(ledger);
    await ledger.t.deps.db.updateTable('bill_lines').set({ quantity_centi: 100, label: 'Leçon offerte' }).where('bill_id', '=', bill.id).execute();
    const [found] = about(await verify(ledger), bill.number);
    assert.equal(found?.kind, 'document-changed');
    assert.deepEqual(found.differences.map((d) => [d.field, d.recorded, d.stored]), [
      ['ligne 1 : libellé', 'Leçon de conduite', 'Leçon offerte'],
      ['ligne 1 : quantité', '2', '1'],
      ['ventilation de la TVA', '20 % : 200,00\u00a0€ HT, 40,00\u00a0€ de TVA', '20 % : 100,00\u00a0€ HT, 20,00\u00a0€ de TVA'],
    ]);
  });

  test('(3) its number changed', async () => {
    const { invoice: bill } = await invoice(ledger);
    await ledger.t.deps.db.updateTable('bills').set({ number: 'F-2026-99999' }).where('id', '=', bill.id).execute();
    const [found] = about(await verify(ledger), bill.number);
    assert.equal(found?.kind, 'document-changed');
    assert.deepEqual(found.differences, [{ field: 'numéro', recorded: bill.number, stored: 'F-2026-99999' }]);
  });

  test('(4) its customer changed', async () => {
    const { invoice: bill } = await invoice(ledger);
    await ledger.t.deps.db.updateTable('bills').set({ customer_name: 'Client de paille', customer_address: '1 rue Ailleurs' }).where('id', '=', bill.id).execute();
    const [found] = about(await verify(ledger), bill.number);
    assert.equal(found?.kind, 'document-changed');
    assert.deepEqual(found.differences.map((d) => d.field), ['adresse du client', 'client']);
    assert.equal(found.differences[1]!.stored, 'Client de paille');
  });

  test('(5) an invoice row deleted', async () => {
    const { invoice: bill } = await invoice(ledger);
    await ledger.t.deps.db.deleteFrom('bill_lines').where('bill_id', '=', bill.id).execute();
    await ledger.t.deps.db.deleteFrom('bills').where('id', '=', bill.id).execute();
    const [found] = about(await verify(ledger), bill.number);
    assert.equal(found?.kind, 'document-deleted');
    assert.equal(found.message, `La facture ${bill.number} (événement n° ${found.seq}) a été supprimée de la base.`);
  });

  test('(6) a payment deleted, and a payment inserted without its event', async () => {
    const { invoice: bill, payment } = await invoice(ledger, 50);
    await ledger.t.deps.db.deleteFrom('payments').where('id', '=', payment!.id).execute();
    const [deleted] = about(await verify(ledger), payment!.receiptNumber);
    assert.equal(deleted?.kind, 'document-deleted');
    assert.match(deleted.message, /^Le reçu R-\d{4}-\d{5} \(événement n° \d+\) a été supprimé de la base\.$/);

    await ledger.t.deps.db
      .insertInto('payments')
      .values({ structure_id: ledger.t.ids.centre.structureId, agency_id: bill.agency.id, bill_id: bill.id, amount_cents: 19_000, method: 'cash', paid_on: parisDate(new Date()), reference: null, payer_name: bill.customerName, receipt_number: 'R-2026-77777', receipt_sequence: 77_777, created_by: null })
      .execute();
    const [inserted] = about(await verify(ledger), 'R-2026-77777');
    assert.equal(inserted?.kind, 'document-inserted');
    assert.equal(inserted.message, 'Le reçu R-2026-77777 n’a aucun événement dans le journal : il a été ajouté hors de Volant.');
  });
});

describe('closures edited in the database', () => {
  test('a closure’s totals edited', async () => {
    const ledger = await open();
    try {
      const { t } = ledger;
      const day = parisDate(t.deps.now());
      t.clock.advance(86_400);
      // Tokens expire as the clock moves: sign in again at the new time.
      ledger.gerant = apiAs(t, (await signIn(t.app, 'gerant@volant.test')).token);
      const closed = await ledger.gerant.post<{ id: number; cumulativeTtc: number }>('/accounting/ledger/closures', { periodType: 'day', date: day });
      assert.equal(closed.status, 201, JSON.stringify(closed.body));
      assert.deepEqual((await verify(ledger)).findings, []);
      await tamper(t, (db) => db.updateTable('ledger_closures').set({ cumulative_ttc_cents: 0 }).where('id', '=', closed.body.id).execute());
      const [found] = (await verify(ledger)).findings;
      assert.equal(found?.kind, 'closure-changed');
      assert.equal(found.message, `La clôture du ${day} au ${day} ne correspond plus à son événement n° ${found.seq}.`);
      assert.deepEqual(found.differences.map((d) => [d.field, d.stored]), [['cumul TTC', '0,00\u00a0€']]);
    } finally {
      await ledger.t.close();
    }
  });
});
