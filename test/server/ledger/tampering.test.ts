// Issue #20 F4: someone with write access to the database (not to the ledger key) edits the books
// directly. Each scenario performs the edit, then asks GET /accounting/ledger/verify, which must name
// what was changed, deleted or inserted. SQLite, and PostgreSQL when DATABASE_URL_TEST is set.
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import { sql, type Kysely } from 'kysely';
import type { InvoiceDetails, Payment } from '../../../src/modules/invoices/types';
import type { LedgerFinding, LedgerVerification } from '../../../src/modules/ledger/types';
import type { Database } from '../../../server/db/schema';
import { parisDate } from '../../../server/resources/bills/model';
import { canonicalJson } from '../../../server/resources/ledger/verify';
import { apiAs, learnersOf, tvasOf, type Api } from '../accounting/client';
import { createTestApp, signIn, type TestApp } from '../helpers';

interface Ledger {
  t: TestApp;
  gerant: Api;
}

async function open(): Promise<Ledger> {
  const t = await createTestApp();
  return { t, gerant: apiAs(t, (await signIn(t.app, 'gerant@volant.test')).token) };
}

/** A validated invoice of 240 € TTC (two lessons of 100 € HT at 20 %), and optionally a payment of it. */
async function invoice({ t, gerant }: Ledger, pay = 0): Promise<{ invoice: InvoiceDetails; payment: Payment | null }> {
  const orleans = t.ids.centre.agencies.orleans;
  const [learner] = await learnersOf(t, orleans, 1);
  const tva = await tvasOf(t, orleans);
  const draft = await gerant.post<InvoiceDetails>('/accounting/invoices', { agency: orleans, learner, lines: [{ label: 'Leçon de conduite', quantity: 2, unitPrice: 100, tva: tva['20'] }] });
  const validated = await gerant.post<InvoiceDetails>(`/accounting/invoices/${draft.body.id}/validate`);
  assert.equal(validated.status, 200, JSON.stringify(validated.body));
  if (pay === 0) return { invoice: validated.body, payment: null };
  const payment = await gerant.post<Payment>('/accounting/payments', { invoice: validated.body.id, amount: pay, method: 'cheque', paidOn: parisDate(new Date()) });
  assert.equal(payment.status, 201, JSON.stringify(payment.body));
  return { invoice: validated.body, payment: payment.body };
}

async function verify({ gerant }: Ledger): Promise<LedgerVerification> {
  const res = await gerant.get<LedgerVerification>('/accounting/ledger/verify');
  assert.equal(res.status, 200);
  return res.body;
}

const about = (report: LedgerVerification, number: string | null) => report.findings.filter((f) => f.documentNumber === number);
const kinds = (findings: readonly LedgerFinding[]) => findings.map((f) => f.kind);

/**
 * What an intruder does first: lift the append-only triggers of the log (the database refuses to
 * update or delete its rows otherwise), then edit, then put them back.
 */
async function tamper(t: TestApp, edit: (db: Kysely<Database>) => Promise<unknown>): Promise<void> {
  const db = t.deps.db;
  if (t.deps.dialect === 'postgres') {
    await sql`alter table ledger_events disable trigger user`.execute(db);
    await sql`alter table ledger_closures disable trigger user`.execute(db);
    try {
      await edit(db);
    } finally {
      await sql`alter table ledger_events enable trigger user`.execute(db);
      await sql`alter table ledger_closures enable trigger user`.execute(db);
    }
    return;
  }
  const triggers = await sql<{ name: string; sql: string }>`select name, sql from sqlite_master where type = 'trigger' and tbl_name in ('ledger_events', 'ledger_closures')`.execute(db);
  for (const trigger of triggers.rows) await sql.raw(`drop trigger ${trigger.name}`).execute(db);
  try {
    await edit(db);
  } finally {
    for (const trigger of triggers.rows) await sql.raw(trigger.sql).execute(db);
  }
}

/** The plain SHA-256 chaining anyone can recompute (the scheme before the ledger key). */
interface EventRow {
  structure_id: number;
  seq: number;
  event_type: string;
  document_type: string | null;
  document_id: number | null;
  document_number: string | null;
  amount_cents: number | null;
  payload: string;
  user_id: number | null;
  created_at: string;
}

function plainHash(row: EventRow, previousHash: string): string {
  const fields = {
    structureId: row.structure_id,
    seq: row.seq,
    eventType: row.event_type,
    documentType: row.document_type,
    documentId: row.document_id,
    documentNumber: row.document_number,
    amountCents: row.amount_cents,
    payload: row.payload,
    userId: row.user_id,
    createdAt: row.created_at,
  };
  return createHash('sha256').update(`${previousHash}\n${canonicalJson(fields)}`, 'utf8').digest('hex');
}

/** Recomputes the plain chain from `fromSeq` on and points the head at its new end, as an intruder would. */
async function rechain(db: Kysely<Database>, structureId: number, fromSeq: number): Promise<void> {
  const rows = await db.selectFrom('ledger_events').selectAll().where('structure_id', '=', structureId).orderBy('seq').execute();
  let previous = rows.find((r) => r.seq === fromSeq - 1)?.hash ?? '0'.repeat(64);
  for (const row of rows.filter((r) => r.seq >= fromSeq)) {
    const hash = plainHash(row, previous);
    await db.updateTable('ledger_events').set({ previous_hash: previous, hash }).where('id', '=', row.id).execute();
    previous = hash;
  }
  await db.updateTable('ledger_sequences').set({ last_value: rows.at(-1)!.seq, last_hash: previous }).where('structure_id', '=', structureId).where('kind', '=', 'event').execute();
}

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
      assert.deepEqual(kinds(legacy.findings), ['head-seal']);
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
      assert.deepEqual(kinds(truncated.findings), ['head-mismatch', 'document-inserted']);
      assert.equal(truncated.findings[0]!.message, `Le journal s’arrête à l’événement n° ${last.seq - 1} alors que la chaîne scellée va jusqu’au n° ${last.seq} : des événements ont été supprimés.`);
      assert.equal(truncated.findings[1]!.documentNumber, payment!.receiptNumber);

      // The head pointed back at the new last event: its seal was made for the old one.
      await tamper(t, (db) => rechain(db, structureId, last.seq));
      assert.deepEqual(kinds((await verify(ledger)).findings), ['head-seal', 'document-inserted']);
    } finally {
      await ledger.t.close();
    }
  });

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
      assert.deepEqual(kinds(report.findings.filter((f) => f.seq === 4 || f.seq === 5)), ['sequence-gap', 'previous-hash-mismatch', 'payload-not-canonical']);
      assert.equal(report.findings.find((f) => f.kind === 'sequence-gap')?.message, 'Rupture de séquence : l’événement n° 4 est manquant.');
    } finally {
      await ledger.t.close();
    }
  });

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
