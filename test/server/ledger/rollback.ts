// Issue 36 S2, the attacks on the books the sealed head alone does not see: someone with write access to
// the database (not to the ledger key, nor to the witness folder) rolls a structure's books back to an
// earlier state — its `ledger_sequences` rows as an old backup holds them, seals included — or wipes
// them. Shared by the API test (rollback.test.ts), the CLI's and the NF525 screen's.
import assert from 'node:assert/strict';
import type { Kysely, Selectable } from 'kysely';
import type { InvoiceDetails, Payment } from '../../../src/modules/invoices/types';
import type { Database } from '../../../server/db/schema';
import type { LedgerSequencesTable } from '../../../server/db/tables/accounting';
import type { Dialect } from '../../../server/db/sql';
import { parisDate } from '../../../src/shared/i18n/paris-date';
import { tamperDb } from './tamper';

/** A POST of the API as each harness sends it (in-process app or HTTP). */
export type Post = <T>(path: string, body: unknown) => Promise<{ status: number; body: T }>;

/** What an old backup holds of the structure's numbering and chain head: its `ledger_sequences` rows. */
export function keepSequences(db: Kysely<Database>, structureId: number): Promise<Selectable<LedgerSequencesTable>[]> {
  return db.selectFrom('ledger_sequences').selectAll().where('structure_id', '=', structureId).execute();
}

/** A 1 650 € invoice (1 375 € HT at 20 %) validated at Orléans, and its payment in full. */
export async function invoiceAndPay(db: Kysely<Database>, post: Post, agencyId: number): Promise<{ invoice: InvoiceDetails; payment: Payment }> {
  const learner = await db.selectFrom('learners').select('id').where('agency_id', '=', agencyId).orderBy('id').executeTakeFirstOrThrow();
  const tva = await db.selectFrom('tvas').select('id').where('agency_id', '=', agencyId).where('rate_bp', '=', 2000).executeTakeFirstOrThrow();
  const draft = await post<InvoiceDetails>('/accounting/invoices', { agency: agencyId, learner: learner.id, lines: [{ label: 'Forfait permis B', quantity: 1, unitPrice: 1375, tva: tva.id }] });
  assert.equal(draft.status, 201, JSON.stringify(draft.body));
  const invoice = await post<InvoiceDetails>(`/accounting/invoices/${draft.body.id}/validate`, {});
  assert.equal(invoice.status, 200, JSON.stringify(invoice.body));
  assert.equal(invoice.body.totalPriceTtc, 1650);
  const payment = await post<Payment>('/accounting/payments', { invoice: invoice.body.id, amount: 1650, method: 'transfer', paidOn: parisDate(new Date()) });
  assert.equal(payment.status, 201, JSON.stringify(payment.body));
  return { invoice: invoice.body, payment: payment.body };
}

/**
 * The rollback: the invoice's and the payment's events, the bill, its lines and the payment deleted,
 * and the kept `ledger_sequences` rows written back as they were. The head's seal is authentic: the
 * key made it, for that earlier head.
 */
export async function rollBack(db: Kysely<Database>, dialect: Dialect, structureId: number, kept: readonly Selectable<LedgerSequencesTable>[], invoiceId: number): Promise<void> {
  const head = kept.find((row) => row.kind === 'event');
  assert.ok(head);
  await tamperDb(db, dialect, async (trx) => {
    await trx.deleteFrom('ledger_events').where('structure_id', '=', structureId).where('seq', '>', head.last_value).execute();
    await trx.deleteFrom('payments').where('bill_id', '=', invoiceId).execute();
    await trx.deleteFrom('bill_lines').where('bill_id', '=', invoiceId).execute();
    await trx.deleteFrom('bills').where('id', '=', invoiceId).execute();
    for (const row of kept) {
      await trx.updateTable('ledger_sequences').set({ last_value: row.last_value, last_hash: row.last_hash, head_seal: row.head_seal }).where('structure_id', '=', structureId).where('kind', '=', row.kind).execute();
    }
  });
}

/** The wipe: every event, the chain's head row, the closures and the fiscal documents of the structure. */
export async function wipe(db: Kysely<Database>, dialect: Dialect, structureId: number): Promise<void> {
  await tamperDb(db, dialect, async (trx) => {
    await trx.deleteFrom('ledger_events').where('structure_id', '=', structureId).execute();
    await trx.deleteFrom('ledger_closures').where('structure_id', '=', structureId).execute();
    await trx.deleteFrom('ledger_sequences').where('structure_id', '=', structureId).where('kind', '=', 'event').execute();
    await trx.deleteFrom('payments').where('structure_id', '=', structureId).execute();
    const fiscal = trx.selectFrom('bills').select('id').where('structure_id', '=', structureId).where('kind', 'in', ['invoice', 'credit_note']);
    await trx.updateTable('bills').set({ source_id: null }).where('source_id', 'in', fiscal).execute();
    await trx.deleteFrom('bill_lines').where('bill_id', 'in', fiscal).execute();
    await trx.deleteFrom('bills').where('structure_id', '=', structureId).where('kind', 'in', ['invoice', 'credit_note']).execute();
  });
}

/** The messages the verification gives for the rollback (the invoice's number reissued or not yet). */
export const ROLLED_BACK = /^Le journal s’arrête à l’événement n° \d+ alors que le témoin de la chaîne, tenu hors de la base, a vu l’événement n° \d+ : le journal a été ramené en arrière/;
export const WIPED = /^Le journal est vide alors que le témoin de la chaîne, tenu hors de la base, a vu \d+ événement\(s\) : les écritures de la structure ont été effacées\.$/;
export const reissued = (number: string) => new RegExp(`^La facture ${number} a été émise une seconde fois : le journal la porte à l’événement n° \\d+, qui n’est pas celui par lequel le témoin de la chaîne, tenu hors de la base, l’a vue émise \\(n° \\d+\\)\\.$`);
export const gone = (number: string) => new RegExp(`^La facture ${number}, que le témoin de la chaîne, tenu hors de la base, a vue émise \\(événement n° \\d+\\), n’est plus dans le journal : son numéro peut être attribué une seconde fois\\.$`);
