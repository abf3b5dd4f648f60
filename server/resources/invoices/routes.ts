import { Hono } from 'hono';
import type { Transaction } from 'kysely';
import { creditNoteCreateSchema, invoiceCreateSchema, invoiceInformationSchema, invoicePatchSchema, paymentCreateSchema } from '../../../src/modules/invoices/schema';
import type { Payment } from '../../../src/modules/invoices/types';
import { BILL_STATUS, invoicePaymentStatus } from '../../../src/shared/accounting/status';
import { computeTotalsCents, toEuros } from '../../../src/shared/accounting/totals';
import type { Permission } from '../../../src/shared/auth/permissions';
import type { AppEnv, AuthContext } from '../../core/env';
import { ApiError, conflict } from '../../core/errors';
import { cachedAnswer } from '../../core/cache';
import { iri, jsonLd, paginate } from '../../core/hydra';
import { assertPermission } from '../../core/permissions';
import { assertAgency, routeId, scoped } from '../../core/scope';
import { parseJson } from '../../core/validation';
import type { Database } from '../../db/schema';
import { fileResponse } from '../../pdf/response';
import { sellerIdentity } from '../billing/identity';
import { billJsonLd, creditNoteDetails, toCreditNoteListItem, getBill, invoiceDetails, loadPayments, renderBill, renderFacturX, renderReceipt, toInvoice } from '../bills/documents';
import { BILL_LIST_SPEC, BILL_PATHS, parisDate, replaceLines, resolveParty, countBills, selectBills, type BillRow } from '../bills/model';
import { createCreditNoteTx, FROZEN, recordPaymentTx, recordRefundTx, validateInvoiceTx } from './operations';

export const INVOICE_PERMISSIONS: Permission[] = ['isCreateInvoice', 'isUpdateInvoice', 'isValidateInvoice', 'isDeleteInvoice', 'isPrintInvoice', 'isSendInvoiceByEmail'];
export const ACCOUNTING_DOCUMENT_PERMISSIONS: Permission[] = ['isCreateReceipt', 'isAccessFiscalArchive', 'isViewEventLog', 'isSendReceiptByEmail', 'isPrintReceipt'];
const EDIT: Permission[] = ['isCreateInvoice', 'isUpdateInvoice'];
const SALES_JOURNAL = ['invoice', 'credit_note'] as const;

function assertDraft(row: BillRow): void {
  if (row.status !== BILL_STATUS.draft || row.number !== null) throw conflict(FROZEN);
}

const violation = (propertyPath: string, message: string) => new ApiError(422, message, [{ propertyPath, message }]);

const router = new Hono<AppEnv>();

router.get(BILL_PATHS.invoice, cachedAnswer(), async (c) => {
  const { deps, auth } = c.var;
  assertPermission(auth, INVOICE_PERMISSIONS);
  // The sales journal: invoices and the credit notes correcting them, in one list.
  const body = await paginate(selectBills(deps.db, auth, SALES_JOURNAL), {
    query: c.req.queries(),
    requestUrl: c.req.url,
    spec: BILL_LIST_SPEC,
    dialect: deps.dialect,
    idColumn: 'bills.id',
    toJsonLd: (row) => (row.kind === 'credit_note' ? billJsonLd('credit_note', row.id, toCreditNoteListItem(row)) : billJsonLd('invoice', row.id, toInvoice(row))),
  }, countBills(deps.db, auth, SALES_JOURNAL));
  return c.json(body);
});

router.get(`${BILL_PATHS.invoice}/:id`, cachedAnswer(), async (c) => {
  const { deps, auth } = c.var;
  assertPermission(auth, INVOICE_PERMISSIONS);
  return c.json(await invoiceDetails(deps.db, await getBill(deps.db, auth, 'invoice', routeId(c.req.param('id')))));
});

router.post(BILL_PATHS.invoice, async (c) => {
  const { deps, auth } = c.var;
  assertPermission(auth, ['isCreateInvoice']);
  const input = await parseJson(c, invoiceCreateSchema);
  assertAgency(auth, input.agency);
  const now = deps.now();
  const id = await deps.db.transaction().execute(async (trx) => {
    const party = await resolveParty(trx, auth, input.learner, input.organization);
    const seller = await sellerIdentity(trx, input.agency);
    const { id } = await trx
      .insertInto('bills')
      .values({
        structure_id: auth.structureId,
        agency_id: input.agency,
        kind: 'invoice',
        status: BILL_STATUS.draft,
        learner_id: party.learnerId,
        organization_id: party.organizationId,
        customer_name: party.customerName,
        customer_address: party.customerAddress,
        customer_email: party.customerEmail,
        title: input.title,
        notes: input.notes,
        issue_date: input.issueDate ?? parisDate(now),
        payment_terms_days: input.paymentTermsDays ?? seller.paymentTermsDays,
        created_by: auth.userId,
        created_at: now.toISOString(),
        updated_at: now.toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await replaceLines(trx, { id, structure_id: auth.structureId, agency_id: input.agency }, input.lines, now.toISOString());
    return id;
  });
  return c.json(await invoiceDetails(deps.db, await getBill(deps.db, auth, 'invoice', id)), 201);
});

router.patch(`${BILL_PATHS.invoice}/update-information/:id`, async (c) => {
  const { deps, auth } = c.var;
  assertPermission(auth, EDIT);
  const current = await getBill(deps.db, auth, 'invoice', routeId(c.req.param('id')));
  const input = await parseJson(c, invoiceInformationSchema);
  assertDraft(current);
  await deps.db
    .updateTable('bills')
    .set({
      ...(input.customerName !== undefined ? { customer_name: input.customerName } : {}),
      ...(input.customerAddress !== undefined ? { customer_address: input.customerAddress } : {}),
      ...(input.customerEmail !== undefined ? { customer_email: input.customerEmail } : {}),
      ...(input.title !== undefined ? { title: input.title } : {}),
      ...(input.notes !== undefined ? { notes: input.notes } : {}),
      ...(input.paymentTermsDays !== undefined ? { payment_terms_days: input.paymentTermsDays } : {}),
      updated_at: deps.now().toISOString(),
    })
    .where('id', '=', current.id)
    .where('number', 'is', null)
    .execute();
  return c.json(await invoiceDetails(deps.db, await getBill(deps.db, auth, 'invoice', current.id)));
});

router.patch(`${BILL_PATHS.invoice}/:id`, async (c) => {
  const { deps, auth } = c.var;
  assertPermission(auth, EDIT);
  const current = await getBill(deps.db, auth, 'invoice', routeId(c.req.param('id')));
  const input = await parseJson(c, invoicePatchSchema);
  assertDraft(current);
  const now = deps.now().toISOString();
  await deps.db.transaction().execute(async (trx) => {
    if (input.learner !== undefined || input.organization !== undefined) {
      const party = await resolveParty(trx, auth, input.learner ?? current.learner_id ?? 0, input.organization === undefined ? current.organization_id : input.organization);
      await trx
        .updateTable('bills')
        .set({
          learner_id: party.learnerId,
          organization_id: party.organizationId,
          customer_name: party.customerName,
          customer_address: party.customerAddress,
          customer_email: party.customerEmail,
        })
        .where('id', '=', current.id)
        .execute();
    }
    await trx
      .updateTable('bills')
      .set({ ...(input.issueDate !== undefined ? { issue_date: input.issueDate } : {}), updated_at: now })
      .where('id', '=', current.id)
      .execute();
    if (input.lines !== undefined) await replaceLines(trx, current, input.lines, now);
  });
  return c.json(await invoiceDetails(deps.db, await getBill(deps.db, auth, 'invoice', current.id)));
});

/**
 * `POST /accounting/invoices/{id}/validate`: numbers the draft (gapless per structure), freezes it,
 * dates it today and appends it to the ledger, in one transaction.
 */
router.post(`${BILL_PATHS.invoice}/:id/validate`, async (c) => {
  const { deps, auth } = c.var;
  assertPermission(auth, ['isValidateInvoice']);
  const current = await getBill(deps.db, auth, 'invoice', routeId(c.req.param('id')));
  assertDraft(current);
  const now = deps.now();
  await deps.db.transaction().execute((trx) => validateInvoiceTx(trx, { ...auth, ledgerKey: deps.config.ledgerKey }, current, now));
  return c.json(await invoiceDetails(deps.db, await getBill(deps.db, auth, 'invoice', current.id)));
});

/** `DELETE /invoices/{id}`: only a draft; a validated invoice is corrected by a credit note. */
router.delete('/invoices/:id', async (c) => {
  const { deps, auth } = c.var;
  assertPermission(auth, ['isDeleteInvoice']);
  const current = await getBill(deps.db, auth, 'invoice', routeId(c.req.param('id')));
  if (current.number !== null) throw conflict('Une facture validée ne peut pas être supprimée : établissez un avoir pour l’annuler.');
  await deps.db.transaction().execute(async (trx) => {
    await trx.deleteFrom('bill_lines').where('bill_id', '=', current.id).execute();
    await trx.deleteFrom('bills').where('id', '=', current.id).where('number', 'is', null).execute();
  });
  return c.body(null, 204);
});

router.get(`${BILL_PATHS.invoice}/:id/pdf`, async (c) => {
  const { deps, auth } = c.var;
  assertPermission(auth, ['isPrintInvoice']);
  const file = await renderBill(deps, auth, await getBill(deps.db, auth, 'invoice', routeId(c.req.param('id'))), 'download');
  return fileResponse(c, file.bytes, file.filename);
});

/** `GET …/factur-x`: the Factur-X XML (EN 16931) alone of a validated invoice or credit note. */
router.get(`${BILL_PATHS.invoice}/:id/factur-x`, async (c) => {
  const { deps, auth } = c.var;
  assertPermission(auth, ['isPrintInvoice']);
  const file = await renderFacturX(deps, await getBill(deps.db, auth, 'invoice', routeId(c.req.param('id'))));
  return fileResponse(c, file.bytes, file.filename, 'application/xml; charset=utf-8');
});

// ——— Credit notes ———

router.get(`${BILL_PATHS.credit_note}/:id`, async (c) => {
  const { deps, auth } = c.var;
  assertPermission(auth, INVOICE_PERMISSIONS);
  return c.json(await creditNoteDetails(deps.db, await getBill(deps.db, auth, 'credit_note', routeId(c.req.param('id')))));
});

router.get(`${BILL_PATHS.credit_note}/:id/pdf`, async (c) => {
  const { deps, auth } = c.var;
  assertPermission(auth, ['isPrintInvoice']);
  const file = await renderBill(deps, auth, await getBill(deps.db, auth, 'credit_note', routeId(c.req.param('id'))), 'download');
  return fileResponse(c, file.bytes, file.filename);
});

router.get(`${BILL_PATHS.credit_note}/:id/factur-x`, async (c) => {
  const { deps, auth } = c.var;
  assertPermission(auth, ['isPrintInvoice']);
  const file = await renderFacturX(deps, await getBill(deps.db, auth, 'credit_note', routeId(c.req.param('id'))));
  return fileResponse(c, file.bytes, file.filename, 'application/xml; charset=utf-8');
});

/**
 * `POST /accounting/credit-notes {invoice, reason, lines?}`: a validated, numbered credit note for
 * the whole invoice or some quantities of its lines (never more than is left to credit).
 */
router.post('/accounting/credit-notes', async (c) => {
  const { deps, auth } = c.var;
  assertPermission(auth, ['isValidateInvoice']);
  const input = await parseJson(c, creditNoteCreateSchema);
  const invoice = await getBill(deps.db, auth, 'invoice', input.invoice);
  const id = await deps.db.transaction().execute((trx) => createCreditNoteTx(trx, { ...auth, ledgerKey: deps.config.ledgerKey }, invoice, input, deps.now()));
  return c.json(await creditNoteDetails(deps.db, await getBill(deps.db, auth, 'credit_note', id)), 201);
});

// ——— Payments and receipts ———

function selectPayments(db: Parameters<typeof getBill>[0], auth: AuthContext) {
  return scoped(
    db
      .selectFrom('payments')
      .innerJoin('bills', 'bills.id', 'payments.bill_id')
      .select(['payments.id', 'payments.paid_on', 'payments.amount_cents', 'payments.receipt_number', 'payments.payer_name', 'payments.created_at', 'bills.number', 'payments.method', 'payments.agency_id', 'payments.bill_id']),
    auth,
    { structure: 'payments.structure_id', agency: 'payments.agency_id' },
  );
}

/** `GET /accounting/payments` (invoice, agency, method, paidOn range, simplesearch): the receipts list. */
router.get('/accounting/payments', async (c) => {
  const { deps, auth } = c.var;
  assertPermission(auth, [...ACCOUNTING_DOCUMENT_PERMISSIONS, ...INVOICE_PERMISSIONS]);
  const ids: number[] = [];
  const body = await paginate(selectPayments(deps.db, auth), {
    query: c.req.queries(),
    requestUrl: c.req.url,
    spec: {
      defaultItemsPerPage: 10,
      maxItemsPerPage: 2000,
      order: { paidOn: 'payments.paid_on', amount: 'payments.amount_cents', receiptNumber: 'payments.receipt_number', createdAt: 'payments.created_at' },
      defaultOrder: [['payments.paid_on', 'desc'], ['payments.id', 'desc']],
      search: ['payments.receipt_number', 'payments.payer_name', 'bills.number', 'payments.reference'],
      exact: {
        invoice: { column: 'payments.bill_id', kind: 'int' },
        agency: { column: 'payments.agency_id', kind: 'int' },
        method: { column: 'payments.method', kind: 'string' },
      },
      range: { amount: { column: 'payments.amount_cents', kind: 'money' } },
      date: { paidOn: 'payments.paid_on' },
    },
    dialect: deps.dialect,
    idColumn: 'payments.id',
    toJsonLd: (row) => {
      ids.push(row.id);
      return jsonLd<{ id: number }>('Payment', iri('/accounting/payments', row.id), { id: row.id });
    },
  });
  const payments = new Map((await loadPayments(deps.db, { ids })).map((p) => [p.id, p]));
  return c.json({ ...body, 'hydra:member': body['hydra:member'].map((member) => jsonLd<Payment>('Payment', member['@id'], payments.get(member.id)!)) });
});

/** `POST /accounting/payments`: records a payment of a validated invoice and numbers its receipt. */
router.post('/accounting/payments', async (c) => {
  const { deps, auth } = c.var;
  assertPermission(auth, ['isCreateReceipt']);
  const input = await parseJson(c, paymentCreateSchema);
  const invoice = await getBill(deps.db, auth, 'invoice', input.invoice);
  if (invoice.number === null) throw conflict('Validez la facture avant d’enregistrer un règlement.');
  const id = await deps.db.transaction().execute((trx) => recordPaymentTx(trx, { ...auth, ledgerKey: deps.config.ledgerKey }, invoice, input, deps.now()));
  const [payment] = await loadPayments(deps.db, { ids: [id] });
  return c.json(jsonLd('Payment', iri('/accounting/payments', id), payment!), 201);
});

/**
 * `POST /accounting/refunds`: records money given back on an invoice that owes a refund (paid, then
 * credited), never more than is owed; numbered and chained in the ledger like a payment.
 */
router.post('/accounting/refunds', async (c) => {
  const { deps, auth } = c.var;
  assertPermission(auth, ['isCreateReceipt']);
  const input = await parseJson(c, paymentCreateSchema);
  const invoice = await getBill(deps.db, auth, 'invoice', input.invoice);
  const id = await deps.db.transaction().execute((trx) => recordRefundTx(trx, { ...auth, ledgerKey: deps.config.ledgerKey }, invoice, input, deps.now()));
  const [refund] = await loadPayments(deps.db, { ids: [id] });
  return c.json(jsonLd('Payment', iri('/accounting/payments', id), refund!), 201);
});

router.get('/accounting/payments/:id/receipt', async (c) => {
  const { deps, auth } = c.var;
  assertPermission(auth, ['isPrintReceipt']);
  const file = await renderReceipt(deps, auth, routeId(c.req.param('id')), 'download');
  return fileResponse(c, file.bytes, file.filename);
});

export const invoiceRoutes = router;
