import { creditNoteCreateSchema, creditNoteSchema } from '../../../src/modules/invoices/schema';
import { INVOICES } from '../../../src/shared/auth/permission-groups';
import { itemRoute } from '../../core/routes/declare';
import type { RouteDeclaration } from '../../core/routes/types';
import { creditNoteDetails, getBill } from '../bills/documents';
import { BILL_PATHS } from '../bills/model';
import { fiscalTransaction } from '../ledger/witness-keeper';
import { createCreditNoteTx } from './operations';
import { ledgerActor } from './invoice-store';

/**
 * Credit notes (`/accounting/credit-note/{id}`, `POST /accounting/credit-notes`): a validated,
 * numbered credit note for the whole invoice or some quantities of its lines (never more than is
 * left to credit).
 */
export const CREDIT_NOTE_ROUTES: readonly RouteDeclaration[] = [
  itemRoute({
    method: 'GET',
    path: `${BILL_PATHS.credit_note}/{id}`,
    access: INVOICES,
    hydraClass: 'CreditNote',
    summary: 'Reads a credit note with its lines, VAT breakdown and the invoice it corrects.',
    output: creditNoteSchema,
    handle: async ({ deps, auth, id }) => creditNoteDetails(deps.db, await getBill(deps.db, auth, 'credit_note', id())),
  }),

  itemRoute({
    method: 'POST',
    path: '/accounting/credit-notes',
    access: ['isValidateInvoice'],
    hydraClass: 'CreditNote',
    summary: 'Credits a validated invoice, whole or some quantities of its lines; numbered and chained in the ledger.',
    input: creditNoteCreateSchema,
    status: 201,
    output: creditNoteSchema,
    async handle({ deps, auth, body: input }) {
      const invoice = await getBill(deps.db, auth, 'invoice', input.invoice);
      const id = await fiscalTransaction(deps, auth.structureId, (trx) => createCreditNoteTx(trx, ledgerActor(deps, auth), invoice, input, deps.now()));
      return creditNoteDetails(deps.db, await getBill(deps.db, auth, 'credit_note', id));
    },
  }),
];
