// Issue #20 F4, the event log: an event deleted in the middle (renumbered and rechained), edited
// without recomputing, a gap, a payload out of canonical form. SQLite, and PostgreSQL when DATABASE_URL_TEST is set.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { about, kinds, open, rechain, tamper, verify } from './tamper';

describe('the event log broken without the key', () => {
  test('(9) a middle event deleted, the later ones renumbered and the chain recomputed', async () => {
    const ledger = await open();
    try {
      const { t } = ledger;
      const structureId = t.ids.centre.structureId;
      const removed = await t.deps.db.selectFrom('ledger_events').selectAll().where('structure_id', '=', structureId).where('event_type', '=', 'invoice.validated').orderBy('seq').executeTakeFirstOrThrow();
      await tamper(t, async (db) => {
        await db.deleteFrom('ledger_events').where('id', '=', removed.id).execute();
        const later = await db.selectFrom('ledger_events').select(['id', 'seq']).where('structure_id', '=', structureId).where('seq', '>', removed.seq).orderBy('seq').execute();
        for (const row of later) await db.updateTable('ledger_events').set({ seq: row.seq - 1 }).where('id', '=', row.id).execute();
        await rechain(db, structureId, removed.seq);
      });
      const report = await verify(ledger);
      assert.equal(report.firstBroken?.seq, removed.seq);
      assert.equal(report.firstBroken?.reason, 'hash-mismatch');
      assert.ok(report.findings.some((f) => f.kind === 'head-seal'));
      const lost = about(report, removed.document_number);
      assert.deepEqual(kinds(lost), ['document-inserted']);
      assert.match(lost[0]!.message, /^La facture F-\d{4}-\d{5} n’a aucun événement dans le journal : elle a été ajoutée hors de Volant\.$/);
    } finally {
      await ledger.t.close();
    }
  });

  test('(10) an event edited without recomputing, a gap, a payload out of canonical form', async () => {
    const ledger = await open();
    try {
      const { t } = ledger;
      const structureId = t.ids.centre.structureId;
      const at = (seq: number) => t.deps.db.selectFrom('ledger_events').selectAll().where('structure_id', '=', structureId).where('seq', '=', seq).executeTakeFirstOrThrow();
      const third = await at(3);
      await tamper(t, (db) => db.updateTable('ledger_events').set({ amount_cents: (third.amount_cents ?? 0) + 1 }).where('id', '=', third.id).execute());
      assert.deepEqual(kinds((await verify(ledger)).findings), ['hash-mismatch']);

      const fifth = await at(5);
      await tamper(t, (db) => db.updateTable('ledger_events').set({ payload: JSON.stringify(JSON.parse(fifth.payload), null, 1) }).where('id', '=', fifth.id).execute());
      assert.deepEqual(kinds((await verify(ledger)).findings), ['hash-mismatch', 'payload-not-canonical']);

      const fourth = await at(4);
      await tamper(t, (db) => db.deleteFrom('ledger_events').where('id', '=', fourth.id).execute());
      const report = await verify(ledger);
      assert.deepEqual(kinds(report.findings.filter((f) => f.seq === 4 || f.seq === 5)), ['sequence-gap', 'previous-hash-mismatch', 'payload-not-canonical', 'number-reused']);
      assert.equal(report.findings.find((f) => f.kind === 'sequence-gap')?.message, 'Rupture de séquence : l’événement n° 4 est manquant.');
    } finally {
      await ledger.t.close();
    }
  });
});
