import type { ExpressionBuilder, Transaction } from 'kysely';
import type { z } from 'zod';
import type { paymentCreateSchema } from '../../../src/modules/invoices/schema';
import { BILL_STATUS, invoicePaymentStatus } from '../../../src/shared/accounting/status';
import { computeTotalsCents, storedLineInput, toEuros } from '../../../src/shared/accounting/totals';
import { conflict, invalidField } from '../../core/errors';
import type { Database } from '../../db/schema';
import { lockRow } from '../../db/sql';
import { sellerIdentity } from '../billing/identity';
import { sellerSnapshot } from '../bills/seller';
import { buyerSnapshot, currentBuyer } from '../bills/buyer';
import { creditableQuantities } from '../bills/credited';
import { issuingAddress } from '../bills/customer-address';
import { requireMandatoryMentions } from '../bills/mandatory-mentions';
import { addDays, type BillRow } from '../bills/model';
import { parisDate } from '../../../src/shared/i18n/paris-date';
import { appendEvent, formatDocumentNumber, nextSequence } from '../ledger/chain';
import { fiscalContent } from '../ledger/documents';

/**
 * The fiscal operations on invoices (NF525), each run inside the caller's transaction so that the
 * document, its number and its ledger event are written together or not at all.
 */

/** Who acts: the caller's structure and user (the demo seeder uses the manager), and the key that seals what they do. */
export interface Actor {
  structureId: number;
  userId: number | null;
  ledgerKey: string;
}

export const FROZEN = 'Une facture validée ne peut plus être modifiée : établissez un avoir pour la corriger.';

/**
 * The status an invoice takes once `addedCents` more are paid or credited, as `invoicePaymentStatus`
 * computes it, written as SQL: a payment or a credit note updates the invoice's amounts and status in
 * one statement, from the row it locks, instead of a read and a second update.
 */
function paymentStatusAfter(eb: ExpressionBuilder<Database, 'bills'>, addedCents: number) {
  const settled = eb(eb('paid_cents', '+', eb.ref('credited_cents')), '+', addedCents);
  return eb
    .case()
    .when(settled, '<=', eb.lit(0))
    .then(eb.case().when('total_ttc_cents', '<=', eb.lit(0)).then(eb.lit(BILL_STATUS.paid)).else(eb.lit(BILL_STATUS.unpaid)).end())
    .when(settled, '>=', eb.ref('total_ttc_cents'))
    .then(eb.lit(BILL_STATUS.paid))
    .else(eb.lit(BILL_STATUS.partialPayment))
    .end();
}

/** Numbers a draft invoice (gapless per structure), dates it today, freezes it and logs it. Answers its number. */
export async function validateInvoiceTx(trx: Transaction<Database>, actor: Actor, current: BillRow, now: Date): Promise<string> {
  const today = parisDate(now);
  const lines = await trx.selectFrom('bill_lines').selectAll().where('bill_id', '=', current.id).orderBy('position').execute();
  if (lines.length === 0) throw invalidField('lines', 'Ajoutez au moins une ligne avant de valider la facture.');
  const customerAddress = await issuingAddress(trx, actor.structureId, current);
  const seller = await sellerIdentity(trx, current.agency_id);
  requireMandatoryMentions(seller, current.customer_name, lines);
  const claimed = await trx.updateTable('bills').set({ updated_at: now.toISOString() }).where('id', '=', current.id).where('number', 'is', null).executeTakeFirst();
  if (Number(claimed.numUpdatedRows) !== 1) throw conflict(FROZEN);
  const { value } = await nextSequence(trx, actor.structureId, 'invoice');
  const number = formatDocumentNumber({ prefix: seller.invoicePrefix, year: Number(today.slice(0, 4)), withYear: seller.numberWithYear, padding: seller.numberPadding, value });
  const terms = current.payment_terms_days ?? seller.paymentTermsDays;
  const totals = computeTotalsCents(lines.map(storedLineInput));
  await trx
    .updateTable('bills')
    .set({
      number,
      sequence: value,
      customer_address: customerAddress,
      status: invoicePaymentStatus(totals.totalTtcCents, 0),
      issue_date: today,
      due_date: addDays(today, terms),
      payment_terms_days: terms,
      validated_at: now.toISOString(),
      seller_json: sellerSnapshot(seller),
      buyer_json: buyerSnapshot(await currentBuyer(trx, actor.structureId, current)),
      total_ht_cents: totals.totalHtCents,
      total_tva_cents: totals.totalTvaCents,
      total_ttc_cents: totals.totalTtcCents,
    })
    .where('id', '=', current.id)
    .execute();
  await appendEvent(trx, actor.ledgerKey, {
    structureId: actor.structureId,
    userId: actor.userId,
    type: 'invoice.validated',
    document: { type: 'invoice', id: current.id, number },
    amountCents: totals.totalTtcCents,
    payload: await fiscalContent(trx, actor.structureId, 'invoice', current.id),
    fiscalContent: true,
    createdAt: now.toISOString(),
  });
  return number;
}

export interface CreditNoteInput {
  reason: string;
  lines?: { invoiceLine: number; quantity: number }[];
}

/**
 * A validated, numbered credit note for the whole invoice or some quantities of its lines (never more
 * than is left to credit); the invoice's credited amount and status follow. Answers its id.
 */
export async function createCreditNoteTx(trx: Transaction<Database>, actor: Actor, invoice: BillRow, input: CreditNoteInput, now: Date): Promise<number> {
  if (invoice.number === null) throw conflict('Une facture en brouillon se modifie ou se supprime : elle ne reçoit pas d’avoir.');
  const today = parisDate(now);
  // What is left to credit is read under the invoice's lock: two credit notes at once would both find the same quantities.
  await lockRow(trx, 'bills', invoice.id);
  const lines = await trx.selectFrom('bill_lines').selectAll().where('bill_id', '=', invoice.id).orderBy('position').execute();
  const left = await creditableQuantities(trx, invoice.id, lines);
  // Each wanted quantity is taken from what is left on its line, so a line listed twice is bounded by
  // its quantity once, with the previous credit notes' quantities already taken off.
  const wanted = input.lines
    ? input.lines.map((l, index) => {
        const line = lines.find((x) => x.id === l.invoiceLine);
        if (!line) throw invalidField(`lines.${index}.invoiceLine`, 'Cette ligne n’appartient pas à la facture.');
        const quantityCenti = Math.round(l.quantity * 100);
        const available = left.get(line.id) ?? 0;
        if (quantityCenti > available) throw invalidField(`lines.${index}.quantity`, 'Quantité supérieure à ce qui reste à créditer sur cette ligne.');
        left.set(line.id, available - quantityCenti);
        return { line, quantityCenti };
      })
    : lines.map((line) => ({ line, quantityCenti: left.get(line.id) ?? 0 })).filter((l) => l.quantityCenti > 0);
  if (wanted.length === 0) throw conflict('Cette facture est déjà entièrement créditée.');
  const customerAddress = await issuingAddress(trx, actor.structureId, invoice);
  const totals = computeTotalsCents(wanted.map(({ line, quantityCenti }) => storedLineInput({ ...line, quantity_centi: quantityCenti })));
  // A credit note is an irreversible fiscal document: one that credits nothing takes no number.
  if (totals.totalTtcCents <= 0) throw invalidField('lines', 'Un avoir de 0,00 € ne peut pas être émis : indiquez une quantité à créditer.');
  const seller = await sellerIdentity(trx, invoice.agency_id);
  requireMandatoryMentions(seller, invoice.customer_name, wanted.map(({ line }) => line));
  // The invoice's row, then the credit note sequence, then the event chain: the order of every fiscal operation.
  const balance = await trx
    .updateTable('bills')
    .set((eb) => ({
      credited_cents: eb('credited_cents', '+', totals.totalTtcCents),
      status: paymentStatusAfter(eb, totals.totalTtcCents),
      updated_at: now.toISOString(),
    }))
    .where('id', '=', invoice.id)
    .returning(['total_ttc_cents', 'paid_cents', 'credited_cents'])
    .executeTakeFirstOrThrow();
  const { value } = await nextSequence(trx, actor.structureId, 'credit_note');
  const number = formatDocumentNumber({ prefix: seller.creditNotePrefix, year: Number(today.slice(0, 4)), withYear: seller.numberWithYear, padding: seller.numberPadding, value });
  const { id } = await trx
    .insertInto('bills')
    .values({
      structure_id: actor.structureId,
      agency_id: invoice.agency_id,
      kind: 'credit_note',
      status: BILL_STATUS.validated,
      number,
      sequence: value,
      source_id: invoice.id,
      learner_id: invoice.learner_id,
      organization_id: invoice.organization_id,
      customer_name: invoice.customer_name,
      customer_address: customerAddress,
      customer_email: invoice.customer_email,
      title: invoice.title,
      reason: input.reason,
      issue_date: today,
      total_ht_cents: totals.totalHtCents,
      total_tva_cents: totals.totalTvaCents,
      total_ttc_cents: totals.totalTtcCents,
      validated_at: now.toISOString(),
      seller_json: sellerSnapshot(seller),
      buyer_json: buyerSnapshot(await currentBuyer(trx, actor.structureId, invoice)),
      balance_after_cents: balance.total_ttc_cents - balance.paid_cents - balance.credited_cents,
      created_by: actor.userId,
      created_at: now.toISOString(),
      updated_at: now.toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const creditLines = wanted.map(({ line, quantityCenti }, index) => ({
    bill_id: id,
    position: index + 1,
    label: line.label,
    quantity_centi: quantityCenti,
    unit_price_cents: line.unit_price_cents,
    unit_price_ttc_cents: line.unit_price_ttc_cents,
    tva_id: line.tva_id,
    tva_rate_bp: line.tva_rate_bp,
    tva_label: line.tva_label,
    tva_mention: line.tva_mention,
    service_id: line.service_id,
    package_id: line.package_id,
    source_line_id: line.id,
    total_ht_cents: totals.lines[index]!.totalHtCents,
    total_tva_cents: totals.lines[index]!.totalTvaCents,
  }));
  await trx.insertInto('bill_lines').values(creditLines).execute();
  await appendEvent(trx, actor.ledgerKey, {
    structureId: actor.structureId,
    userId: actor.userId,
    type: 'credit_note.validated',
    document: { type: 'credit_note', id, number },
    amountCents: totals.totalTtcCents,
    payload: await fiscalContent(trx, actor.structureId, 'credit_note', id),
    fiscalContent: true,
    createdAt: now.toISOString(),
  });
  return id;
}

/** A payment or refund as `paymentCreateSchema` gives it, its invoice apart. */
export type PaymentInput = Omit<z.output<typeof paymentCreateSchema>, 'invoice'>;

const euros = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' });

/** Refunds are numbered in their own gapless series, beside the receipts (« RB-2026-00001 »). */
export const REFUND_PREFIX = 'RB';

type Movement = 'payment' | 'refund';

/**
 * What each kind of movement of money does: the sign it applies to the invoice's paid amount, the room
 * it needs (what is left to pay, what is owed back), its numbering and its ledger event.
 */
const MOVEMENTS = {
  payment: { sign: 1, sequence: 'receipt', event: 'payment.recorded', document: 'receipt', noRoom: 'Cette facture est déjà entièrement réglée.', tooMuch: 'Le montant dépasse le reste à payer' },
  refund: { sign: -1, sequence: 'refund', event: 'refund.recorded', document: 'refund', noRoom: 'Aucun remboursement n’est dû sur cette facture.', tooMuch: 'Le montant dépasse ce qui est à rembourser' },
} as const;

/**
 * Records a payment of a validated invoice, numbers its receipt and logs it. Answers the payment id.
 *
 * The locks are taken last and in a fixed order — the invoice's row, then the structure's receipt
 * sequence, then its event chain (always last, as in every fiscal operation) — after the reads, so that
 * each is held for as few round trips as possible: every payment of the structure waits for the receipt
 * and event sequences until the COMMIT of the one before.
 */
export function recordPaymentTx(trx: Transaction<Database>, actor: Actor, invoice: BillRow, input: PaymentInput, now: Date): Promise<number> {
  return recordMovementTx(trx, actor, invoice, input, 'payment', now);
}

/**
 * Records a refund of what a validated invoice owes back (paid, then credited by a credit note): a
 * fiscal movement like a payment, numbered in the refunds' series and chained in the ledger, stored
 * beside the payments with a negative amount so that every balance and total nets it. Answers its id.
 */
export function recordRefundTx(trx: Transaction<Database>, actor: Actor, invoice: BillRow, input: PaymentInput, now: Date): Promise<number> {
  return recordMovementTx(trx, actor, invoice, input, 'refund', now);
}

async function recordMovementTx(trx: Transaction<Database>, actor: Actor, invoice: BillRow, input: PaymentInput, movement: Movement, now: Date): Promise<number> {
  if (invoice.number === null) throw conflict('Validez la facture avant d’enregistrer un règlement.');
  const rules = MOVEMENTS[movement];
  const today = parisDate(now);
  if (input.paidOn > today) throw invalidField('paidOn', 'La date de règlement ne peut pas être dans le futur.');
  const amountCents = Math.round(input.amount * 100);
  if (amountCents <= 0) throw invalidField('amount', 'Le montant doit être d’au moins 0,01 €.');
  const deltaCents = rules.sign * amountCents;
  const seller = await sellerIdentity(trx, invoice.agency_id);
  const invoiceLines = await trx.selectFrom('bill_lines').select(['label', 'tva_rate_bp', 'tva_mention']).where('bill_id', '=', invoice.id).execute();
  requireMandatoryMentions(seller, invoice.customer_name, invoiceLines);
  // The room (what is left to pay, or owed back) is checked by the update itself, under the row's
  // lock: two movements of the same invoice at the same time cannot both take it.
  const room = (eb: ExpressionBuilder<Database, 'bills'>) =>
    rules.sign === 1
      ? eb(eb('total_ttc_cents', '-', eb.ref('paid_cents')), '-', eb.ref('credited_cents'))
      : eb(eb('paid_cents', '+', eb.ref('credited_cents')), '-', eb.ref('total_ttc_cents'));
  const after = await trx
    .updateTable('bills')
    .set((eb) => ({ paid_cents: eb('paid_cents', '+', deltaCents), status: paymentStatusAfter(eb, deltaCents), updated_at: now.toISOString() }))
    .where('id', '=', invoice.id)
    .where((eb) => eb(room(eb), '>=', amountCents))
    .returning(['total_ttc_cents', 'paid_cents', 'credited_cents'])
    .executeTakeFirst();
  if (!after) {
    const bill = await trx.selectFrom('bills').select(['total_ttc_cents', 'paid_cents', 'credited_cents']).where('id', '=', invoice.id).executeTakeFirstOrThrow();
    const available = rules.sign * (bill.total_ttc_cents - bill.paid_cents - bill.credited_cents);
    if (available <= 0) throw conflict(rules.noRoom);
    throw invalidField('amount', `${rules.tooMuch} (${euros.format(toEuros(available))}).`);
  }
  const { value } = await nextSequence(trx, actor.structureId, rules.sequence);
  const prefix = movement === 'payment' ? seller.receiptPrefix : REFUND_PREFIX;
  const receiptNumber = formatDocumentNumber({ prefix, year: Number(today.slice(0, 4)), withYear: seller.numberWithYear, padding: seller.numberPadding, value });
  const { id } = await trx
    .insertInto('payments')
    .values({
      structure_id: actor.structureId,
      agency_id: invoice.agency_id,
      bill_id: invoice.id,
      kind: movement,
      amount_cents: deltaCents,
      balance_after_cents: after.total_ttc_cents - after.paid_cents - after.credited_cents,
      method: input.method,
      paid_on: input.paidOn,
      reference: input.reference,
      payer_name: invoice.customer_name,
      receipt_number: receiptNumber,
      receipt_sequence: value,
      seller_json: sellerSnapshot(seller),
      created_by: actor.userId,
      created_at: now.toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await appendEvent(trx, actor.ledgerKey, {
    structureId: actor.structureId,
    userId: actor.userId,
    type: rules.event,
    document: { type: rules.document, id, number: receiptNumber },
    amountCents: deltaCents,
    payload: await fiscalContent(trx, actor.structureId, rules.document, id),
    fiscalContent: true,
    createdAt: now.toISOString(),
  });
  return id;
}
