import { ME_API } from '../../../src/shared/learner-space/paths';
import { meContractSchema, meInvoiceSchema, meReceiptSchema, type MeContract, type MeInvoice, type MeReceipt } from '../../../src/shared/learner-space/schema';
import { ISSUED_INVOICE } from '../learners/balance';
import { iri, jsonLd } from '../../core/hydra';
import { collectionRoute, rawRoute } from '../../core/routes/declare';
import type { RouteDeclaration } from '../../core/routes/types';
import { found } from '../../core/scope';
import { fileResponse } from '../../pdf/response';
import { renderBill, renderReceipt } from '../bills/documents';
import { selectBills } from '../bills/model';
import { documentOf } from '../contracts/contract-documents';
import { findAmendment, listContracts } from '../contracts/contract-store';
import { myId, myScope } from './me-scope';

const pdfOf = (path: string, id: number) => `/api${path}/${id}/pdf`;
const AMENDMENTS = '/me/amendments';
/** A learner reads his contracts once staff validated them (a draft is still the school's). */
const SHOWN_CONTRACTS = ['validated', 'signed'];

/**
 * The learner's documents with a PDF (issue 41): his contracts and amendments, his invoices and the
 * receipts of his payments. Each list and each file is his own: the learner's id is in every query,
 * so another learner's id answers 404.
 */
export const ME_FILE_ROUTES: readonly RouteDeclaration[] = [
  collectionRoute<MeContract>({
    method: 'GET',
    path: ME_API.contracts,
    access: 'learner',
    hydraClass: 'MeContract',
    summary: 'The signed-in learner’s validated and signed contracts, each with its amendments and PDF.',
    output: meContractSchema,
    async handle({ deps, auth, url }) {
      const scope = await myScope(deps, auth);
      const page = await listContracts(deps, scope, { learner: [String(myId(auth))], itemsPerPage: ['100'] }, url);
      const shown = page['hydra:member'].filter((c) => SHOWN_CONTRACTS.includes(c.status));
      return {
        ...page,
        'hydra:totalItems': shown.length,
        'hydra:member': shown.map((c) =>
          jsonLd('MeContract', iri(ME_API.contracts, c.id), {
            id: c.id,
            number: c.number,
            status: c.status,
            training: c.training.name,
            hours: c.forecastHours,
            totalTtc: c.totalAmount,
            signedAt: c.signedAt,
            pdf: pdfOf(ME_API.contracts, c.id),
            amendments: c.amendments
              .filter((a) => SHOWN_CONTRACTS.includes(a.status))
              .map((a) => ({ id: a.id, number: a.number, status: a.status, signedAt: a.signedAt, pdf: pdfOf(AMENDMENTS, a.id) })),
          }),
        ),
      };
    },
  }),

  rawRoute({
    method: 'GET',
    path: `${ME_API.contracts}/{id}/pdf`,
    access: 'learner',
    hydraClass: 'MeContract',
    summary: 'The PDF of one of the signed-in learner’s contracts.',
    mediaType: 'application/pdf',
    async handle({ deps, auth, id }, c) {
      const scope = await myScope(deps, auth);
      found(
        await deps.db
          .selectFrom('learner_contracts')
          .select('id')
          .where('id', '=', id())
          .where('learner_id', '=', myId(auth))
          .where('structure_id', '=', auth.structureId)
          .where('status', 'in', SHOWN_CONTRACTS)
          .executeTakeFirst(),
        'Contrat introuvable.',
      );
      const doc = await documentOf(deps, scope, { contract: id(), amendment: null });
      return fileResponse(c, doc.bytes, doc.filename);
    },
  }),

  rawRoute({
    method: 'GET',
    path: `${AMENDMENTS}/{id}/pdf`,
    access: 'learner',
    hydraClass: 'MeContract',
    summary: 'The PDF of one of the signed-in learner’s contract amendments.',
    mediaType: 'application/pdf',
    async handle({ deps, auth, id }, c) {
      const scope = await myScope(deps, auth);
      const { amendment, contract } = await findAmendment(deps, scope, id());
      if (contract.learner_id !== myId(auth) || !SHOWN_CONTRACTS.includes(amendment.status)) found(undefined, 'Avenant introuvable.');
      const doc = await documentOf(deps, scope, { contract: null, amendment: amendment.id });
      return fileResponse(c, doc.bytes, doc.filename);
    },
  }),

  collectionRoute<MeInvoice>({
    method: 'GET',
    path: ME_API.invoices,
    access: 'learner',
    hydraClass: 'MeInvoice',
    summary: 'The invoices made out to the signed-in learner (issued ones), latest first.',
    output: meInvoiceSchema,
    async handle({ deps, auth, paginate }) {
      const scope = await myScope(deps, auth);
      return paginate(
        selectBills(deps.db, scope, 'invoice').where('bills.learner_id', '=', myId(auth)).where('bills.status', 'in', ISSUED_INVOICE),
        {
          idColumn: 'bills.id',
          spec: { defaultItemsPerPage: 30, maxItemsPerPage: 200, order: { issueDate: 'bills.issue_date' }, defaultOrder: [['bills.issue_date', 'desc']] },
          toJsonLd: (row) =>
            jsonLd('MeInvoice', iri(ME_API.invoices, row.id), {
              id: row.id,
              number: row.number ?? '',
              issueDate: row.issue_date,
              dueDate: row.due_date,
              totalTtc: row.total_ttc_cents / 100,
              remaining: Math.max(0, row.total_ttc_cents - row.paid_cents - row.credited_cents) / 100,
              pdf: pdfOf(ME_API.invoices, row.id),
            }),
        },
      );
    },
  }),

  rawRoute({
    method: 'GET',
    path: `${ME_API.invoices}/{id}/pdf`,
    access: 'learner',
    hydraClass: 'MeInvoice',
    summary: 'The PDF of one of the signed-in learner’s invoices (a copy after the first says « DUPLICATA »).',
    mediaType: 'application/pdf',
    async handle({ deps, auth, id }, c) {
      const scope = await myScope(deps, auth);
      const row = found(
        await selectBills(deps.db, scope, 'invoice').where('bills.id', '=', id()).where('bills.learner_id', '=', myId(auth)).where('bills.status', 'in', ISSUED_INVOICE).executeTakeFirst(),
        'Facture introuvable.',
      );
      const file = await renderBill(deps, scope, row, 'download');
      return fileResponse(c, file.bytes, file.filename);
    },
  }),

  collectionRoute<MeReceipt>({
    method: 'GET',
    path: ME_API.receipts,
    access: 'learner',
    hydraClass: 'MeReceipt',
    summary: 'The receipts of the signed-in learner’s payments and refunds on his invoices, latest first.',
    output: meReceiptSchema,
    handle: ({ deps, auth, paginate }) =>
      paginate(myPayments(deps, auth.structureId, myId(auth)).select(['payments.id', 'payments.receipt_number', 'payments.paid_on', 'payments.amount_cents', 'payments.kind', 'bills.number as invoice_number']), {
        idColumn: 'payments.id',
        spec: { defaultItemsPerPage: 30, maxItemsPerPage: 200, order: { paidOn: 'payments.paid_on' }, defaultOrder: [['payments.paid_on', 'desc']] },
        toJsonLd: (row) =>
          jsonLd('MeReceipt', iri(ME_API.receipts, row.id), {
            id: row.id,
            number: row.receipt_number,
            paidOn: row.paid_on,
            amount: row.amount_cents / 100,
            refund: row.kind === 'refund',
            invoiceNumber: row.invoice_number,
            pdf: pdfOf(ME_API.receipts, row.id),
          }),
      }),
  }),

  rawRoute({
    method: 'GET',
    path: `${ME_API.receipts}/{id}/pdf`,
    access: 'learner',
    hydraClass: 'MeReceipt',
    summary: 'The PDF receipt of one of the signed-in learner’s payments.',
    mediaType: 'application/pdf',
    async handle({ deps, auth, id }, c) {
      // His own before anything is rendered (a print is written to the ledger).
      found(await myPayments(deps, auth.structureId, myId(auth)).select('payments.id').where('payments.id', '=', id()).executeTakeFirst(), 'Reçu introuvable.');
      const file = await renderReceipt(deps, await myScope(deps, auth), id(), 'download');
      return fileResponse(c, file.bytes, file.filename);
    },
  }),
];

/** The payments on the invoices made out to him (not to a funding organisation). */
function myPayments(deps: Parameters<typeof myScope>[0], structureId: number, learnerId: number) {
  return deps.db
    .selectFrom('payments')
    .innerJoin('bills', 'bills.id', 'payments.bill_id')
    .where('payments.structure_id', '=', structureId)
    .where('bills.learner_id', '=', learnerId)
    .where('bills.organization_id', 'is', null);
}
