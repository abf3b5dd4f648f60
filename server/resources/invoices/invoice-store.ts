import type { Payment } from '../../../src/modules/invoices/types';
import { BILL_STATUS } from '../../../src/shared/accounting/status';
import type { HydraCollection } from '../../../src/shared/api/hydra';
import type { Transaction } from 'kysely';
import type { AppDeps, AuthContext } from '../../core/env';
import type { Database } from '../../db/schema';
import { sellerIdentity } from '../billing/identity';
import { conflict } from '../../core/errors';
import { iri, jsonLd, paginate } from '../../core/hydra';
import type { ListSpec } from '../../core/list-query';
import { inCallerAgencies } from '../../core/scope';
import { loadPayments, getBill } from '../bills/documents';
import { partyColumns, resolveParty, type BillRow } from '../bills/model';
import { parisDate } from '../../../src/shared/i18n/paris-date';
import type { DraftBill } from '../bills/drafts';
import { FROZEN, type Actor } from './operations';
import { creationStamp } from '../../core/stamps';

/** The sales journal: invoices and the credit notes correcting them, in one list. */
export const SALES_JOURNAL = ['invoice', 'credit_note'] as const;

export const PAYMENTS_PATH = '/accounting/payments';

/** Only a draft (not numbered yet) is edited; a validated invoice is corrected by a credit note. */
export function assertDraft(row: BillRow): void {
  if (row.status !== BILL_STATUS.draft || row.number !== null) throw conflict(FROZEN);
}

/** A draft invoice of the caller's, to edit (404 when unknown, 409 once validated). */
export async function draftInvoice(deps: AppDeps, auth: AuthContext, id: number): Promise<BillRow> {
  const current = await getBill(deps.db, auth, 'invoice', id);
  assertDraft(current);
  return current;
}

/** The caller as the ledger records a fiscal operation. */
export const ledgerActor = (deps: AppDeps, auth: AuthContext): Actor => ({ ...auth, ledgerKey: deps.config.ledgerKey });

/** A payment or refund as the API answers it. */
export async function paymentJsonLd(deps: AppDeps, id: number) {
  const [payment] = await loadPayments(deps.db, { ids: [id] });
  return jsonLd('Payment', iri(PAYMENTS_PATH, id), payment!);
}

function selectPayments(deps: AppDeps, auth: AuthContext) {
  return deps.db
    .selectFrom('payments')
    .innerJoin('bills', 'bills.id', 'payments.bill_id')
    .select(['payments.id', 'payments.paid_on', 'payments.amount_cents', 'payments.receipt_number', 'payments.payer_name', 'payments.created_at', 'bills.number', 'payments.method', 'payments.agency_id', 'payments.bill_id'])
    .$call(inCallerAgencies(auth, 'payments'));
}

const PAYMENT_LIST: ListSpec = {
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
};

/** One page of the caller's payments and refunds (the receipts list), each read whole. */
export async function listPayments(deps: AppDeps, auth: AuthContext, query: Record<string, string[]>, url: string): Promise<HydraCollection<Payment>> {
  const ids: number[] = [];
  const body = await paginate(selectPayments(deps, auth), {
    query,
    requestUrl: url,
    spec: PAYMENT_LIST,
    dialect: deps.dialect,
    idColumn: 'payments.id',
    toJsonLd: (row) => {
      ids.push(row.id);
      return jsonLd<{ id: number }>('Payment', iri(PAYMENTS_PATH, row.id), { id: row.id });
    },
  });
  const payments = new Map((await loadPayments(deps.db, { ids })).map((p) => [p.id, p]));
  return { ...body, 'hydra:member': body['hydra:member'].map((member) => jsonLd<Payment>('Payment', member['@id'], payments.get(member.id)!)) };
}

/** What a new draft invoice starts with (its lines are written after). */
export interface DraftInvoice extends DraftBill {
  paymentTermsDays?: number | null;
}

/** Inserts a draft invoice (numbered when validated) for the learner or paying organisation; answers its id. */
export async function insertDraftInvoice(trx: Transaction<Database>, deps: AppDeps, auth: AuthContext, values: DraftInvoice): Promise<number> {
  const party = await resolveParty(trx, auth, values.learnerId, values.organizationId);
  const seller = await sellerIdentity(trx, values.agencyId);
  const now = deps.now();
  const { id } = await trx
    .insertInto('bills')
    .values({
      structure_id: auth.structureId,
      agency_id: values.agencyId,
      kind: 'invoice',
      status: BILL_STATUS.draft,
      ...partyColumns(party),
      title: values.title,
      notes: values.notes,
      issue_date: values.issueDate ?? parisDate(now),
      payment_terms_days: values.paymentTermsDays ?? seller.paymentTermsDays,
      ...creationStamp(auth.userId, now.toISOString()),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}
