// Issue #20 F4, the event log: events changed, deleted or renumbered, the plain SHA-256 chain and the
// head recomputed as anyone could without the key. SQLite, and PostgreSQL when DATABASE_URL_TEST is set.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { invoice, kinds, open, rechain, tamper, verify } from './tamper';

describe('the event log rewritten without the key', () => {
  test('(7) an event’s amount changed, the plain SHA-256 chain recomputed and the head rewritten', async () => {
    const ledger = await open();
    try {
      const { t } = ledger;
      const structureId = t.ids.centre.structureId;
      await tamper(t, async (db) => {
        await db.updateTable('ledger_events').set({ amount_cents: 100 }).where('structure_id', '=', structureId).where('seq', '=', 2).execute();
        await rechain(db, structureId, 2);
      });
      const report = await verify(ledger);
      assert.equal(report.ok, false);
      assert.deepEqual(report.firstBroken, { seq: 2, reason: 'hash-mismatch', message: 'L’empreinte de l’événement n° 2 ne correspond plus à son contenu : il a été modifié.' });
      assert.ok(report.findings.some((f) => f.kind === 'head-seal'), JSON.stringify(report.findings));

      // Passing every event off as written before the key (plain SHA-256 all along): the sealed head still says no.
      await tamper(t, async (db) => {
        await db.updateTable('ledger_events').set({ scheme: 1, document_digest: null }).where('structure_id', '=', structureId).execute();
        await rechain(db, structureId, 1);
      });
      const legacy = await verify(ledger);
      // The chain's witness, outside the database, no longer finds the event it saw, nor those that issued the last numbers.
      assert.deepEqual(kinds(legacy.findings).filter((kind) => kind !== 'number-reused'), ['head-seal', 'witness-fork']);
      assert.match(legacy.findings[0]!.message, /^Le sceau de l’en-tête de la chaîne \(événement n° \d+\) n’est pas valide/);
    } finally {
      await ledger.t.close();
    }
  });

  test('(8) the last events deleted, with or without the head rewritten', async () => {
    const ledger = await open();
    try {
      const { t } = ledger;
      const structureId = t.ids.centre.structureId;
      const { payment } = await invoice(ledger, 20);
      const last = await t.deps.db.selectFrom('ledger_events').select(['seq', 'document_number']).where('structure_id', '=', structureId).orderBy('seq', 'desc').executeTakeFirstOrThrow();
      assert.equal(last.document_number, payment!.receiptNumber);
      await tamper(t, (db) => db.deleteFrom('ledger_events').where('structure_id', '=', structureId).where('seq', '=', last.seq).execute());
      const truncated = await verify(ledger);
      assert.deepEqual(kinds(truncated.findings), ['head-mismatch', 'witness-behind', 'number-reused', 'document-inserted']);
      assert.equal(truncated.findings[0]!.message, `Le journal s’arrête à l’événement n° ${last.seq - 1} alors que la chaîne scellée va jusqu’au n° ${last.seq} : des événements ont été supprimés.`);
      assert.equal(truncated.findings[2]!.documentNumber, payment!.receiptNumber);
      assert.equal(truncated.findings[3]!.documentNumber, payment!.receiptNumber);

      // The head pointed back at the new last event: its seal was made for the old one.
      await tamper(t, (db) => rechain(db, structureId, last.seq));
      assert.deepEqual(kinds((await verify(ledger)).findings), ['head-seal', 'witness-behind', 'number-reused', 'document-inserted']);
    } finally {
      await ledger.t.close();
    }
  });
});
