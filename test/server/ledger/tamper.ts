// What the tampering tests share (issue #20 F4): someone with write access to the database, not to
// the ledger key, edits the books directly; each scenario performs the edit, then asks
// GET /accounting/ledger/verify, which must name what was changed, deleted or inserted.
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { InvoiceDetails, Payment } from '../../../src/modules/invoices/types';
import type { LedgerFinding, LedgerVerification } from '../../../src/modules/ledger/types';
import type { Dialect } from '../../../server/db/sql';
import type { Database } from '../../../server/db/schema';
import { parisDate } from '../../../src/shared/i18n/paris-date';
import { canonicalJson } from '../../../src/shared/ledger/verify';
import { apiAs, learnersOf, tvasOf, type Api } from '../accounting/client';
import { createTestApp, signIn, type TestApp } from '../helpers';

export interface Ledger {
  t: TestApp;
  gerant: Api;
}

export async function open(): Promise<Ledger> {
  const t = await createTestApp();
  return { t, gerant: apiAs(t, (await signIn(t.app, 'gerant@volant.test')).token) };
}

/** A validated invoice of 240 € TTC (two lessons of 100 € HT at 20 %), and optionally a payment of it. */
export async function invoice({ t, gerant }: Ledger, pay = 0): Promise<{ invoice: InvoiceDetails; payment: Payment | null }> {
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

export async function verify({ gerant }: Ledger): Promise<LedgerVerification> {
  const res = await gerant.get<LedgerVerification>('/accounting/ledger/verify');
  assert.equal(res.status, 200);
  return res.body;
}

export const about = (report: LedgerVerification, number: string | null) => report.findings.filter((f) => f.documentNumber === number);
export const kinds = (findings: readonly LedgerFinding[]) => findings.map((f) => f.kind);

/**
 * What an intruder does first: lift the append-only triggers of the log (the database refuses to
 * update or delete its rows otherwise), then edit, then put them back.
 */
export function tamper(t: TestApp, edit: (db: Kysely<Database>) => Promise<unknown>): Promise<void> {
  return tamperDb(t.deps.db, t.deps.dialect, edit);
}

/** The same on any handle of the database (a test's own connection to a running server's file). */
export async function tamperDb(db: Kysely<Database>, dialect: Dialect, edit: (db: Kysely<Database>) => Promise<unknown>): Promise<void> {
  if (dialect === 'postgres') {
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
export async function rechain(db: Kysely<Database>, structureId: number, fromSeq: number): Promise<void> {
  const rows = await db.selectFrom('ledger_events').selectAll().where('structure_id', '=', structureId).orderBy('seq').execute();
  let previous = rows.find((r) => r.seq === fromSeq - 1)?.hash ?? '0'.repeat(64);
  for (const row of rows.filter((r) => r.seq >= fromSeq)) {
    const hash = plainHash(row, previous);
    await db.updateTable('ledger_events').set({ previous_hash: previous, hash }).where('id', '=', row.id).execute();
    previous = hash;
  }
  await db.updateTable('ledger_sequences').set({ last_value: rows.at(-1)!.seq, last_hash: previous }).where('structure_id', '=', structureId).where('kind', '=', 'event').execute();
}

