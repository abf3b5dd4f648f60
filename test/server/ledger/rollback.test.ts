// Issue 36 S2: the books rolled back to an earlier head (its `ledger_sequences` rows written back, seals
// included, as an old backup holds them), wiped, or given an invoice number twice are reported by
// GET /accounting/ledger/verify: the chain's witness, outside the database, saw further. SQLite, and
// PostgreSQL when DATABASE_URL_TEST is set.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { kinds, open, verify } from './tamper';
import { gone, invoiceAndPay, keepSequences, reissued, ROLLED_BACK, rollBack, WIPED, wipe } from './rollback';

describe('the books rolled back or wiped behind Volant’s back', () => {
  test('an earlier head written back: the rollback, then the invoice number issued again, are reported', async () => {
    const ledger = await open();
    try {
      const { t, gerant } = ledger;
      const structureId = t.ids.centre.structureId;
      const orleans = t.ids.centre.agencies.orleans;
      const kept = await keepSequences(t.deps.db, structureId);
      const { invoice } = await invoiceAndPay(t.deps.db, gerant.post, orleans);
      assert.equal((await verify(ledger)).ok, true);

      await rollBack(t.deps.db, t.deps.dialect, structureId, kept, invoice.id);
      const rolledBack = await verify(ledger);
      assert.equal(rolledBack.ok, false);
      assert.deepEqual(kinds(rolledBack.findings), ['witness-behind', 'number-reused', 'number-reused']);
      assert.match(rolledBack.findings[0]!.message, ROLLED_BACK);
      assert.match(rolledBack.findings.find((f) => f.documentNumber === invoice.number)!.message, gone(invoice.number!));

      // The next invoice takes the same number again: said as such.
      const again = await invoiceAndPay(t.deps.db, gerant.post, orleans);
      assert.equal(again.invoice.number, invoice.number, 'the numbering was rolled back with the rows');
      const reused = await verify(ledger);
      assert.equal(reused.ok, false);
      assert.ok(reused.findings.some((f) => f.kind === 'witness-fork'), JSON.stringify(reused.findings));
      assert.match(reused.findings.find((f) => f.kind === 'number-reused' && f.documentNumber === invoice.number)!.message, reissued(invoice.number!));

      // The witness stays where it was: later writes do not make the rollback go unseen.
      await invoiceAndPay(t.deps.db, gerant.post, orleans);
      assert.ok((await verify(ledger)).findings.some((f) => f.kind === 'number-reused' && f.documentNumber === invoice.number));
    } finally {
      await ledger.t.close();
    }
  });

  test('every event, the head row and the documents of a structure deleted: not « la chaîne est vide »', async () => {
    const ledger = await open();
    try {
      const { t } = ledger;
      await wipe(t.deps.db, t.deps.dialect, t.ids.centre.structureId);
      const report = await verify(ledger);
      assert.equal(report.ok, false);
      assert.equal(report.checked, 0);
      assert.equal(kinds(report.findings)[0], 'witness-behind');
      assert.match(report.findings[0]!.message, WIPED);
      assert.ok(kinds(report.findings).slice(1).every((kind) => kind === 'number-reused'));
    } finally {
      await ledger.t.close();
    }
  });
});
