import { randomUUID } from 'node:crypto';
import type { Transaction } from 'kysely';
import { publicValidationSchema } from '../../../src/modules/quotations/schema';
import type { PublicQuotation } from '../../../src/modules/quotations/types';
import { BILL_STATUS } from '../../../src/shared/accounting/status';
import { toEuros } from '../../../src/shared/accounting/totals';
import type { AppDeps, AuthContext } from '../../core/env';
import { notFound } from '../../core/errors';
import type { Database } from '../../db/schema';
import { sellerIdentity } from '../billing/identity';
import { billConditions } from '../bills/conditions';
import { toQuotation } from '../bills/documents';
import { addDays, billRows, loadLines, partyColumns, resolveParty, vatBreakdown, type BillRow } from '../bills/model';
import { parisDate } from '../../../src/shared/i18n/paris-date';
import type { DraftBill } from '../bills/drafts';
import { legalFooter } from '../bills/pdf';
import { formatDocumentNumber, nextSequence } from '../ledger/chain';
import { documentBuyer } from '../bills/buyer';
import { documentSeller } from '../bills/seller';
import { creationStamp } from '../../core/stamps';

export const NOT_FOUND = 'Ce devis est introuvable';
/** Statuses in which the learner may still accept a quotation through its link. */
const AWAITING_ANSWER = new Set<number>([BILL_STATUS.pending, BILL_STATUS.inProgress, BILL_STATUS.validated]);

async function quotationNumber(trx: Transaction<Database>, structureId: number, agencyId: number, issueDate: string): Promise<string> {
  const seller = await sellerIdentity(trx, agencyId);
  const { value } = await nextSequence(trx, structureId, 'quotation');
  return formatDocumentNumber({
    prefix: seller.quotationPrefix,
    year: Number(issueDate.slice(0, 4)),
    withYear: seller.numberWithYear,
    padding: seller.numberPadding,
    value,
  });
}

/** Inserts a draft quotation with its number and public uuid; answers its id. */
export async function insertQuotation(
  trx: Transaction<Database>,
  deps: AppDeps,
  auth: AuthContext,
  values: DraftBill & { validityDate?: string | null },
): Promise<number> {
  const party = await resolveParty(trx, auth, values.learnerId, values.organizationId);
  const now = deps.now();
  const issueDate = values.issueDate ?? parisDate(now);
  const seller = await sellerIdentity(trx, values.agencyId);
  const row = await trx
    .insertInto('bills')
    .values({
      structure_id: auth.structureId,
      agency_id: values.agencyId,
      kind: 'quotation',
      status: BILL_STATUS.draft,
      number: await quotationNumber(trx, auth.structureId, values.agencyId, issueDate),
      uuid: randomUUID(),
      ...partyColumns(party),
      title: values.title,
      notes: values.notes,
      issue_date: issueDate,
      validity_date: values.validityDate ?? addDays(issueDate, seller.quotationValidityDays),
      payment_terms_days: seller.paymentTermsDays,
      ...creationStamp(auth.userId, now.toISOString()),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}


export function isExpired(row: BillRow, today: string): boolean {
  return row.validity_date !== null && row.validity_date < today;
}

/** A quotation by its public uuid: 404 for an unknown one and for a draft (not sent yet). */
export async function publicRow(db: AppDeps['db'], uuid: string): Promise<BillRow> {
  const row = await billRows(db)
    .where('bills.kind', '=', 'quotation')
    .where('bills.uuid', '=', uuid)
    .executeTakeFirst();
  if (!row || row.status === BILL_STATUS.draft) throw notFound(NOT_FOUND);
  return row;
}

export function checkUuid(raw: string | undefined): string {
  const parsed = publicValidationSchema.safeParse({ uuid: raw });
  if (!parsed.success) throw notFound(NOT_FOUND);
  return parsed.data.uuid;
}

/** The quotation as the learner sees it through its link: seller, conditions, lines, totals, whether it can still be accepted. */
export async function publicQuotation(deps: AppDeps, row: BillRow): Promise<PublicQuotation> {
  const seller = await documentSeller(deps.db, row);
  const lines = (await loadLines(deps.db, [row.id])).get(row.id) ?? [];
  const expired = isExpired(row, parisDate(deps.now()));
  return {
    uuid: row.uuid ?? '',
    number: row.number,
    status: toQuotation(row).status,
    issueDate: row.issue_date,
    validityDate: row.validity_date,
    acceptedAt: row.accepted_at,
    customerName: row.customer_name,
    learnerName: (await documentBuyer(deps.db, row)).learnerName,
    title: row.title,
    notes: row.notes,
    currency: seller.currency,
    seller: {
      legalName: seller.legalName,
      agencyName: seller.agencyName,
      address: seller.address,
      postalCode: seller.postalCode,
      city: seller.city,
      phone: seller.phone,
      email: seller.email,
      siret: seller.siret,
      vatNumber: seller.vatNumber,
      approvalNumber: seller.approvalNumber,
      legalMentions: legalFooter(seller),
    },
    conditions: billConditions(seller, { kind: 'quotation', issueDate: row.issue_date, dueDate: row.due_date, validityDate: row.validity_date, paymentTermsDays: row.payment_terms_days }),
    lines,
    vat: vatBreakdown(lines),
    totalPriceHt: toEuros(row.total_ht_cents),
    totalTva: toEuros(row.total_tva_cents),
    totalPriceTtc: toEuros(row.total_ttc_cents),
    canValidate: !expired && row.invoice_id === null && AWAITING_ANSWER.has(row.status),
    expired,
  };
}
