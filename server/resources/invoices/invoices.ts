import { z } from 'zod';
import { invoiceCreateSchema, invoiceDetailsSchema, invoiceInformationSchema, invoicePatchSchema, invoiceSchema } from '../../../src/modules/invoices/schema';
import type { Invoice } from '../../../src/modules/invoices/types';
import type { HydraCollection } from '../../../src/shared/api/hydra';
import { INVOICES } from '../../../src/shared/auth/permission-groups';
import { conflict } from '../../core/errors';
import { collectionSchema } from '../../core/routes/answer';
import { emptyRoute, itemRoute, jsonRoute } from '../../core/routes/declare';
import type { RouteDeclaration } from '../../core/routes/types';
import { assertAgency } from '../../core/scope';
import { billJsonLd, getBill, invoiceDetails, toCreditNoteListItem, toInvoice } from '../bills/documents';
import { BILL_LIST_SPEC, BILL_PATHS, countBills, partyColumns, replaceLines, resolveParty, selectBills } from '../bills/model';
import { insertWithLines } from '../bills/drafts';
import { fiscalTransaction } from '../ledger/witness-keeper';
import { validateInvoiceTx } from './operations';
import { draftInvoice, insertDraftInvoice, ledgerActor, SALES_JOURNAL } from './invoice-store';
import { givenColumns } from '../../core/patch';

const PATH = BILL_PATHS.invoice;
const EDIT = ['isCreateInvoice', 'isUpdateInvoice'] as const;

/** The sales journal lists invoices and credit notes: a Hydra collection whose members are of either class. */
const salesJournalSchema = collectionSchema('Invoice', invoiceSchema).extend({
  'hydra:member': z.array(invoiceSchema.extend({ '@id': z.string(), '@type': z.enum(['Invoice', 'CreditNote']) })),
});

/**
 * The invoices of the caller's agencies (`/accounting/invoices`, spec part 1 §7): the sales journal,
 * read with lines, payments and credit notes, create a draft, edit a draft (its lines and party, or
 * its customer information), validate it (numbered, frozen, chained in the ledger), delete a draft.
 */
export const INVOICE_ROUTES: readonly RouteDeclaration[] = [
  jsonRoute<undefined, HydraCollection<Invoice>>({
    method: 'GET',
    path: PATH,
    access: INVOICES,
    hydraClass: 'Invoice',
    summary: 'The sales journal: the invoices of the caller’s agencies and the credit notes correcting them.',
    output: salesJournalSchema,
    cached: true,
    handle: ({ deps, auth, paginate }) =>
      paginate(
        selectBills(deps.db, auth, SALES_JOURNAL),
        {
          spec: BILL_LIST_SPEC,
          idColumn: 'bills.id',
          toJsonLd: (row) => (row.kind === 'credit_note' ? billJsonLd('credit_note', row.id, toCreditNoteListItem(row)) : billJsonLd('invoice', row.id, toInvoice(row))),
        },
        countBills(deps.db, auth, SALES_JOURNAL),
      ),
  }),

  itemRoute({
    method: 'GET',
    path: `${PATH}/{id}`,
    access: INVOICES,
    hydraClass: 'Invoice',
    summary: 'Reads an invoice with its lines, VAT breakdown, payments and credit notes.',
    output: invoiceDetailsSchema,
    cached: true,
    handle: async ({ deps, auth, id }) => invoiceDetails(deps.db, await getBill(deps.db, auth, 'invoice', id())),
  }),

  itemRoute({
    method: 'POST',
    path: PATH,
    access: ['isCreateInvoice'],
    hydraClass: 'Invoice',
    summary: 'Creates a draft invoice with its lines (numbered when validated).',
    input: invoiceCreateSchema,
    status: 201,
    output: invoiceDetailsSchema,
    async handle({ deps, auth, body: input }) {
      assertAgency(auth, input.agency);
      const id = await insertWithLines(deps, auth, input, (trx, draft) => insertDraftInvoice(trx, deps, auth, { ...draft, paymentTermsDays: input.paymentTermsDays }));
      return invoiceDetails(deps.db, await getBill(deps.db, auth, 'invoice', id));
    },
  }),

  itemRoute({
    method: 'PATCH',
    path: `${PATH}/update-information/{id}`,
    access: [...EDIT],
    hydraClass: 'Invoice',
    summary: 'Updates the customer information, title, notes and payment terms of a draft invoice.',
    input: invoiceInformationSchema,
    output: invoiceDetailsSchema,
    async handle({ deps, auth, id, body: input }) {
      const current = await draftInvoice(deps, auth, id());
      await deps.db
        .updateTable('bills')
        .set(givenColumns({
          customer_name: input.customerName,
          customer_address: input.customerAddress,
          customer_email: input.customerEmail,
          title: input.title,
          notes: input.notes,
          payment_terms_days: input.paymentTermsDays,
          updated_at: deps.now().toISOString(),
        }))
        .where('id', '=', current.id)
        .where('number', 'is', null)
        .execute();
      return invoiceDetails(deps.db, await getBill(deps.db, auth, 'invoice', current.id));
    },
  }),

  itemRoute({
    method: 'PATCH',
    path: `${PATH}/{id}`,
    access: [...EDIT],
    hydraClass: 'Invoice',
    summary: 'Updates a draft invoice (merge-patch): its party, issue date and lines.',
    input: invoicePatchSchema,
    output: invoiceDetailsSchema,
    async handle({ deps, auth, id, body: input }) {
      const current = await draftInvoice(deps, auth, id());
      const now = deps.now().toISOString();
      await deps.db.transaction().execute(async (trx) => {
        if (input.learner !== undefined || input.organization !== undefined) {
          const party = await resolveParty(trx, auth, input.learner ?? current.learner_id ?? 0, input.organization === undefined ? current.organization_id : input.organization);
          await trx
            .updateTable('bills')
            .set(partyColumns(party))
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
      return invoiceDetails(deps.db, await getBill(deps.db, auth, 'invoice', current.id));
    },
  }),

  itemRoute({
    method: 'POST',
    path: `${PATH}/{id}/validate`,
    access: ['isValidateInvoice'],
    hydraClass: 'Invoice',
    summary: 'Validates a draft invoice: numbered (gapless), frozen, dated today and chained in the ledger, in one transaction.',
    output: invoiceDetailsSchema,
    async handle({ deps, auth, id }) {
      const current = await draftInvoice(deps, auth, id());
      await fiscalTransaction(deps, auth.structureId, (trx) => validateInvoiceTx(trx, ledgerActor(deps, auth), current, deps.now()));
      return invoiceDetails(deps.db, await getBill(deps.db, auth, 'invoice', current.id));
    },
  }),

  emptyRoute({
    method: 'DELETE',
    path: '/invoices/{id}',
    access: ['isDeleteInvoice'],
    hydraClass: 'Invoice',
    summary: 'Deletes a draft invoice; a validated one is corrected by a credit note.',
    async handle({ deps, auth, id }) {
      const current = await getBill(deps.db, auth, 'invoice', id());
      if (current.number !== null) throw conflict('Une facture validée ne peut pas être supprimée : établissez un avoir pour l’annuler.');
      await deps.db.transaction().execute(async (trx) => {
        await trx.deleteFrom('bill_lines').where('bill_id', '=', current.id).execute();
        await trx.deleteFrom('bills').where('id', '=', current.id).where('number', 'is', null).execute();
      });
    },
  }),
];
