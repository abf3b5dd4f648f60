import { z } from 'zod';
import { invoiceDetailsSchema } from '../../../src/modules/invoices/schema';
import { billActionSchema, quotationDetailsSchema } from '../../../src/modules/quotations/schema';
import { BILL_STATUS } from '../../../src/shared/accounting/status';
import { conflict, notFound } from '../../core/errors';
import { itemRoute, jsonRoute } from '../../core/routes/declare';
import type { RouteDeclaration } from '../../core/routes/types';
import { assertPermission } from '../../core/permissions';
import { lockRow } from '../../db/sql';
import { sellerIdentity } from '../billing/identity';
import { getBill, invoiceDetails, quotationDetails } from '../bills/documents';
import { copyLines, samePartyAs, type BillRow } from '../bills/model';
import { parisDate } from '../../../src/shared/i18n/paris-date';
import type { AuthContext } from '../../core/env';
import { insertQuotation, NOT_FOUND } from './quotation-store';
import { creationStamp } from '../../core/stamps';

/** A copy is of the kind of its source: a quotation, or an invoice. */
const duplicateAnswerSchema = z.union([
  quotationDetailsSchema.extend({ '@id': z.string(), '@type': z.literal('Quotation') }),
  invoiceDetailsSchema.extend({ '@id': z.string(), '@type': z.literal('Invoice') }),
]);

/** A draft invoice made from `source` (a copy of an invoice, or the invoice of a quotation): its agency, addressee and notes, issued today. */
function draftInvoiceFrom(auth: AuthContext, source: BillRow, now: Date) {
  return {
    structure_id: auth.structureId,
    agency_id: source.agency_id,
    kind: 'invoice' as const,
    status: BILL_STATUS.draft,
    ...samePartyAs(source),
    notes: source.notes,
    issue_date: parisDate(now),
    ...creationStamp(auth.userId, now.toISOString()),
  };
}

/**
 * Actions on a document that create another: `POST /accounting/bills/duplicate {bill}` (a new draft
 * copy of a quotation or of an invoice) and `POST /accounting/bills/transform {bill}` (the quotation
 * becomes a draft invoice, same customer, lines and totals, in one transaction).
 */
export const BILL_ACTION_ROUTES: readonly RouteDeclaration[] = [
  jsonRoute({
    method: 'POST',
    path: '/accounting/bills/duplicate',
    access: ['isDuplicateQuotation', 'isCreateInvoice'],
    hydraClass: 'Quotation',
    summary: 'Copies a quotation (isDuplicateQuotation) or an invoice (isCreateInvoice) into a new draft of the same kind.',
    input: billActionSchema,
    status: 201,
    output: duplicateAnswerSchema,
    async handle({ deps, auth, body: { bill } }) {
      const kindRow = await deps.db.selectFrom('bills').select('kind').where('id', '=', bill).where('structure_id', '=', auth.structureId).executeTakeFirst();
      if (!kindRow || kindRow.kind === 'credit_note') throw notFound();
      const kind = kindRow.kind;
      assertPermission(auth, kind === 'quotation' ? ['isDuplicateQuotation'] : ['isCreateInvoice']);
      const source = await getBill(deps.db, auth, kind, bill);
      const now = deps.now();
      const id = await deps.db.transaction().execute(async (trx) => {
        let id: number;
        if (kind === 'quotation') {
          id = await insertQuotation(trx, deps, auth, {
            agencyId: source.agency_id,
            learnerId: source.learner_id ?? 0,
            organizationId: source.organization_id,
            title: source.title,
            notes: source.notes,
          });
        } else {
          id = (
            await trx
              .insertInto('bills')
              .values({ ...draftInvoiceFrom(auth, source, now), title: source.title, payment_terms_days: source.payment_terms_days })
              .returning('id')
              .executeTakeFirstOrThrow()
          ).id;
        }
        await copyLines(trx, source.id, id);
        await trx
          .updateTable('bills')
          .set({ total_ht_cents: source.total_ht_cents, total_tva_cents: source.total_tva_cents, total_ttc_cents: source.total_ttc_cents })
          .where('id', '=', id)
          .execute();
        return id;
      });
      const created = await getBill(deps.db, auth, kind, id);
      return kind === 'quotation' ? await quotationDetails(deps.db, created) : await invoiceDetails(deps.db, created);
    },
  }),

  itemRoute({
    method: 'POST',
    path: '/accounting/bills/transform',
    access: ['isCreateInvoice'],
    hydraClass: 'Invoice',
    summary: 'Transforms a quotation into a draft invoice (once; a refused quotation cannot be).',
    input: billActionSchema,
    status: 201,
    output: invoiceDetailsSchema,
    async handle({ deps, auth, body: { bill } }) {
      const source = await getBill(deps.db, auth, 'quotation', bill, NOT_FOUND);
      const now = deps.now();
      const id = await deps.db.transaction().execute(async (trx) => {
        // Re-read inside the transaction, under the quotation's lock: two clicks must not give two invoices.
        await lockRow(trx, 'bills', source.id);
        const fresh = await trx
          .selectFrom('bills as q')
          .leftJoin('bills as inv', (join) => join.onRef('inv.source_id', '=', 'q.id').on('inv.kind', '=', 'invoice'))
          .select(['q.status', 'inv.number as invoice_number', 'inv.id as invoice_id'])
          .where('q.id', '=', source.id)
          .executeTakeFirstOrThrow();
        if (fresh.invoice_id !== null) throw conflict(`Ce devis a déjà été facturé${fresh.invoice_number ? ` (facture ${fresh.invoice_number})` : ''}.`);
        if (fresh.status === BILL_STATUS.refused) throw conflict('Un devis refusé ne peut pas être facturé.');
        const seller = await sellerIdentity(trx, source.agency_id);
        const { id } = await trx
          .insertInto('bills')
          .values({
            ...draftInvoiceFrom(auth, source, now),
            source_id: source.id,
            title: source.title ?? (source.number ? `Devis ${source.number}` : null),
            payment_terms_days: seller.paymentTermsDays,
            total_ht_cents: source.total_ht_cents,
            total_tva_cents: source.total_tva_cents,
            total_ttc_cents: source.total_ttc_cents,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        await copyLines(trx, source.id, id);
        return id;
      });
      return invoiceDetails(deps.db, await getBill(deps.db, auth, 'invoice', id));
    },
  }),
];
