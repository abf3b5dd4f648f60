// The NF525 witness never runs ahead of the database: inside a request whose Idempotency-Key commits
// with its writes (server/core/request-transaction.ts), a fiscal transaction is a savepoint, and a
// witness written after it would outlive a rollback of the request (a refusal, a 5xx, a killed
// instance) — the books would then read as rolled back forever. SQLite, and PostgreSQL when
// DATABASE_URL_TEST is set.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { InvoiceDetails } from '../../../src/modules/invoices/types';
import type { AuthContext } from '../../../server/core/auth-context';
import { RequestTransaction } from '../../../server/core/request-transaction';
import { getBill } from '../../../server/resources/bills/documents';
import { validateInvoiceTx } from '../../../server/resources/invoices/operations';
import { loadBook } from '../../../server/resources/ledger/book';
import { fiscalTransaction } from '../../../server/resources/ledger/witness-keeper';
import { witnessStore } from '../../../server/resources/ledger/witness-store';
import { open, verify, type Ledger } from './tamper';

/** A draft invoice of 1 650 € TTC at Orléans, and what validating it inside a request needs. */
async function draft({ t, gerant }: Ledger) {
  const orleans = t.ids.centre.agencies.orleans;
  const structureId = t.ids.centre.structureId;
  const learner = await t.deps.db.selectFrom('learners').select('id').where('agency_id', '=', orleans).orderBy('id').executeTakeFirstOrThrow();
  const tva = await t.deps.db.selectFrom('tvas').select('id').where('agency_id', '=', orleans).where('rate_bp', '=', 2000).executeTakeFirstOrThrow();
  const created = await gerant.post<InvoiceDetails>('/accounting/invoices', { agency: orleans, learner: learner.id, lines: [{ label: 'Forfait permis B', quantity: 1, unitPrice: 1375, tva: tva.id }] });
  assert.equal(created.status, 201, JSON.stringify(created.body));
  const manager = await t.deps.db.selectFrom('users').select('id').where('email', '=', 'gerant@volant.test').executeTakeFirstOrThrow();
  const auth: AuthContext = {
    userId: manager.id, structureId, roles: ['MANAGER'], role: 'MANAGER', agencyIds: [orleans], allAgencies: true,
    isConfigGeneral: true, adminType: null, permissions: new Set(), readOnly: false, learnerId: null,
  };
  const bill = await getBill(t.deps.db, auth, 'invoice', created.body.id);
  const book = await loadBook(t.deps.db);
  assert.ok(book && t.deps.config.ledgerWitnessDir, 'the test app keeps a witness');
  const store = witnessStore(t.deps.config.ledgerWitnessDir);
  return {
    structureId,
    bill,
    actor: { structureId, userId: manager.id, ledgerKey: t.deps.config.ledgerKey },
    witnessedSeq: async () => (await store.read(book.bookId, structureId))?.seq ?? 0,
  };
}

/** Validates the draft inside a keyed request's transaction (a savepoint of it), left open for the test to end. */
async function validateInRequest(ledger: Ledger) {
  const drafted = await draft(ledger);
  const before = await drafted.witnessedSeq();
  const trx = await ledger.t.deps.db.startTransaction().execute();
  const request = new RequestTransaction(ledger.t.deps, trx, async () => undefined);
  await fiscalTransaction(request.deps, drafted.structureId, (inner) => validateInvoiceTx(inner, drafted.actor, drafted.bill, new Date()));
  return { trx, request, before, witnessedSeq: drafted.witnessedSeq };
}

describe('the witness waits for the request’s commit', () => {
  test('an invoice validated in a keyed request that rolls back: the witness stays, the books verify', async () => {
    const ledger = await open();
    try {
      const { trx, before, witnessedSeq } = await validateInRequest(ledger);
      assert.equal(await witnessedSeq(), before, 'nothing is witnessed before the request commits');
      await trx.rollback().execute();
      const report = await verify(ledger);
      assert.equal(report.ok, true, JSON.stringify(report.findings));
    } finally {
      await ledger.t.close();
    }
  });

  test('the same request committed: the witness moves to the new head', async () => {
    const ledger = await open();
    try {
      const { trx, request, before, witnessedSeq } = await validateInRequest(ledger);
      await trx.commit().execute();
      request.committed();
      // The step runs after the commit, without the request waiting for it: wait for it, boundedly.
      for (let tries = 0; tries < 200 && (await witnessedSeq()) === before; tries += 1) await new Promise((resolve) => setTimeout(resolve, 25));
      assert.ok((await witnessedSeq()) > before, 'the witness moved on');
      const report = await verify(ledger);
      assert.equal(report.ok, true, JSON.stringify(report.findings));
    } finally {
      await ledger.t.close();
    }
  });
});
