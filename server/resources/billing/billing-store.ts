import type { Selectable, Transaction } from 'kysely';
import type { BillingPatch } from '../../../src/modules/billing/schema';
import type { Billing, CustomerAccount } from '../../../src/modules/billing/types';
import type { AppDeps, AuthContext } from '../../core/env';
import { iri, jsonLd } from '../../core/hydra';
import type { ListSpec } from '../../core/list-query';
import { found, withAgencyName } from '../../core/scope';
import type { Database } from '../../db/schema';
import type { CustomerAccountsTable } from '../../db/tables/accounting';
import type { RowOf } from '../../db/rows';
import { agencyRef } from '../../core/references';
import { insuranceMediatorBank } from './identity';
import { givenColumns, givenFlag, ifGiven } from '../../core/patch';
import { compactIdentifier } from '../../../src/shared/accounting/sepa';

export function selectBillings(deps: AppDeps, auth: AuthContext) {
  return deps.db.selectFrom('billings').selectAll('billings').$call(withAgencyName(auth, 'billings'));
}

export type BillingRow = RowOf<typeof selectBillings>;

export { agencyRef };

export function toBilling(row: BillingRow): Billing {
  return {
    id: row.id,
    agency: agencyRef(row.agency_id ?? 0, row.agency_name),
    currency: row.currency,
    legalName: row.legal_name,
    legalForm: row.legal_form,
    shareCapital: row.share_capital,
    rcs: row.rcs,
    siret: row.siret,
    vatNumber: row.vat_number,
    approvalNumber: row.approval_number,
    ...insuranceMediatorBank(row),
    creditorId: row.creditor_id,
    preNotificationDays: row.pre_notification_days,
    quotationPrefix: row.quotation_prefix,
    invoicePrefix: row.invoice_prefix,
    creditNotePrefix: row.credit_note_prefix,
    receiptPrefix: row.receipt_prefix,
    numberWithYear: row.number_with_year === 1,
    numberPadding: row.number_padding,
    quotationValidityDays: row.quotation_validity_days,
    paymentTermsDays: row.payment_terms_days,
    latePenaltyRate: row.late_penalty_rate_bp / 100,
    footerNote: row.footer_note,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/** API fields → columns (only those present: a merge-patch leaves the others alone). */
function billingColumns(input: BillingPatch) {
  return givenColumns({
    currency: input.currency,
    legal_name: input.legalName,
    legal_form: input.legalForm,
    share_capital: input.shareCapital,
    rcs: input.rcs,
    siret: input.siret,
    vat_number: input.vatNumber,
    approval_number: input.approvalNumber,
    insurer_name: input.insurerName,
    insurer_policy: input.insurerPolicy,
    mediator_name: input.mediatorName,
    mediator_url: input.mediatorUrl,
    iban: ifGiven(input.iban, (iban) => iban?.replace(/\s+/g, '').toUpperCase() ?? null),
    bic: ifGiven(input.bic, (bic) => bic?.toUpperCase() ?? null),
    creditor_id: ifGiven(input.creditorId, (id) => (id === null ? null : compactIdentifier(id))),
    pre_notification_days: input.preNotificationDays,
    quotation_prefix: input.quotationPrefix,
    invoice_prefix: input.invoicePrefix,
    credit_note_prefix: input.creditNotePrefix,
    receipt_prefix: input.receiptPrefix,
    number_with_year: givenFlag(input.numberWithYear),
    number_padding: input.numberPadding,
    quotation_validity_days: input.quotationValidityDays,
    payment_terms_days: input.paymentTermsDays,
    late_penalty_rate_bp: ifGiven(input.latePenaltyRate, (rate) => Math.round(rate * 100)),
    footer_note: input.footerNote,
  });
}

export async function upsertBilling(trx: Transaction<Database>, auth: AuthContext, agencyId: number, input: BillingPatch, now: string): Promise<number> {
  const columns = { ...billingColumns(input), updated_at: now };
  const existing = await trx.selectFrom('billings').select('id').where('agency_id', '=', agencyId).executeTakeFirst();
  if (existing) {
    await trx.updateTable('billings').set(columns).where('id', '=', existing.id).execute();
    return existing.id;
  }
  const row = await trx
    .insertInto('billings')
    .values({ structure_id: auth.structureId, agency_id: agencyId, ...columns })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export function selectCustomerAccounts(deps: AppDeps, auth: AuthContext) {
  return deps.db.selectFrom('customer_accounts').selectAll('customer_accounts').$call(withAgencyName(auth, 'customer_accounts'));
}

type CustomerAccountRow = RowOf<typeof selectCustomerAccounts>;

/** The settings a customer_accounts row holds, as the API and the account plan read them. */
export const customerAccountSettings = (row: Omit<Selectable<CustomerAccountsTable>, 'id' | 'structure_id' | 'agency_id' | 'created_at' | 'updated_at'>) => ({
  customerAccount: row.customer_account,
  auxiliaryPerLearner: row.auxiliary_per_learner === 1,
  salesAccount: row.sales_account,
  exemptSalesAccount: row.exempt_sales_account,
  vatAccount: row.vat_account,
  bankAccount: row.bank_account,
  salesJournal: row.sales_journal,
  bankJournal: row.bank_journal,
  cashAccount: row.cash_account,
  cashJournal: row.cash_journal,
});

type CustomerAccountSettings = ReturnType<typeof customerAccountSettings>;

const columnsOf = (input: Partial<CustomerAccountSettings>) => ({
  customer_account: input.customerAccount,
  auxiliary_per_learner: givenFlag(input.auxiliaryPerLearner),
  sales_account: input.salesAccount,
  exempt_sales_account: input.exemptSalesAccount,
  vat_account: input.vatAccount,
  bank_account: input.bankAccount,
  sales_journal: input.salesJournal,
  bank_journal: input.bankJournal,
  cash_account: input.cashAccount,
  cash_journal: input.cashJournal,
});
type CustomerAccountColumns = ReturnType<typeof columnsOf>;

/** Customer-account settings as their columns: all of them for a creation, the given ones of a merge-patch (the others undefined). */
export function customerAccountColumns(input: CustomerAccountSettings): { [K in keyof CustomerAccountColumns]-?: Exclude<CustomerAccountColumns[K], undefined> };
export function customerAccountColumns(input: Partial<CustomerAccountSettings>): CustomerAccountColumns;
export function customerAccountColumns(input: Partial<CustomerAccountSettings>): CustomerAccountColumns {
  return columnsOf(input);
}

export const toCustomerAccount = (row: CustomerAccountRow) =>
  jsonLd<CustomerAccount>('CustomerAccount', iri('/billing/customer-account', row.id), {
    id: row.id,
    agency: agencyRef(row.agency_id, row.agency_name),
    ...customerAccountSettings(row),
    updatedAt: row.updated_at,
  });

export const BILLINGS_PATH = '/billings';

export const BILLING_LIST: ListSpec = {
  defaultItemsPerPage: 30,
  maxItemsPerPage: 100,
  order: { agency: 'agencies.name', createdAt: 'billings.created_at' },
  defaultOrder: [['agencies.name', 'asc']],
  exact: { agency: { column: 'billings.agency_id', kind: 'int' }, currency: { column: 'billings.currency', kind: 'string' } },
};

export const billingJsonLd = (row: BillingRow) => jsonLd<Billing>('Billing', iri(BILLINGS_PATH, row.id), toBilling(row));

/** One of the caller's billing configurations (404 when it is not theirs). */
export async function loadBilling(deps: AppDeps, auth: AuthContext, id: number): Promise<BillingRow> {
  return found(await selectBillings(deps, auth).where('billings.id', '=', id).executeTakeFirst());
}

/** One of the caller's customer accounts as answered (404 when it is not theirs). */
export async function loadCustomerAccount(deps: AppDeps, auth: AuthContext, id: number) {
  return toCustomerAccount(found(await selectCustomerAccounts(deps, auth).where('customer_accounts.id', '=', id).executeTakeFirst()));
}
