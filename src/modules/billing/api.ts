import type { ApiClient } from '../../shared/api/client';
import type { JsonLd, Page } from '../../shared/api/hydra';
import type { QueryParams } from '../../shared/api/query';
import type { BillingCreateInput, BillingPatch, CustomerAccountCreate, CustomerAccountPatch, FiscalYearInput } from './schema';
import type { Billing, BillingAgency, CustomerAccount, FiscalYear } from './types';

export const BILLINGS_PATH = '/billings';
export const CUSTOMER_ACCOUNTS_PATH = '/billing/customer_accounts';
export const FISCAL_YEAR_PATH = '/billing/fiscal-year';

/** `GET /billings` (agency, or agency[] for a structure configured as a whole). */
export function listBillings(client: ApiClient, params: QueryParams, signal?: AbortSignal): Promise<Page<Billing>> {
  return client.list<Billing>(BILLINGS_PATH, params, { signal });
}

/** `GET /billings-agency` (agency[]): which agencies have their billing configured. */
export function listBillingAgencies(client: ApiClient, params: QueryParams, signal?: AbortSignal): Promise<Page<BillingAgency>> {
  return client.list<BillingAgency>('/billings-agency', params, { signal });
}

/** `POST /billings`: one agency (`agency`), or every agency of a structure configured as a whole (`agency` as a list). */
export function createBilling(client: ApiClient, payload: BillingCreateInput): Promise<JsonLd<Billing>> {
  return client.post<JsonLd<Billing>>(BILLINGS_PATH, payload);
}

/** `PATCH /billings/{id}` (merge-patch). */
export function updateBilling(client: ApiClient, id: number, patch: BillingPatch): Promise<JsonLd<Billing>> {
  return client.patch<JsonLd<Billing>>(`${BILLINGS_PATH}/${id}`, patch);
}

/** `GET /billing/customer_accounts?agence={id}`: 404 while the agency has none (silent, spec part 1 §8). */
export function getCustomerAccount(client: ApiClient, agencyId: number, signal?: AbortSignal): Promise<JsonLd<CustomerAccount>> {
  return client.get<JsonLd<CustomerAccount>>(CUSTOMER_ACCOUNTS_PATH, { agence: agencyId }, { signal });
}

/** `POST /billing/customer-account`. */
export function createCustomerAccount(client: ApiClient, payload: CustomerAccountCreate): Promise<JsonLd<CustomerAccount>> {
  return client.post<JsonLd<CustomerAccount>>('/billing/customer-account', payload);
}

/** `PATCH /billing/customer-account/{id}`. */
export function updateCustomerAccount(client: ApiClient, id: number, patch: CustomerAccountPatch): Promise<JsonLd<CustomerAccount>> {
  return client.patch<JsonLd<CustomerAccount>>(`/billing/customer-account/${id}`, patch);
}

/** `GET /billing/fiscal-year`: the structure's first fiscal year kept in Volant (null: civil years). */
export function getFiscalYear(client: ApiClient, signal?: AbortSignal): Promise<JsonLd<FiscalYear>> {
  return client.get<JsonLd<FiscalYear>>(FISCAL_YEAR_PATH, {}, { signal });
}

/** `PATCH /billing/fiscal-year`: sets it (both null: civil years). */
export function updateFiscalYear(client: ApiClient, payload: FiscalYearInput): Promise<JsonLd<FiscalYear>> {
  return client.patch<JsonLd<FiscalYear>>(FISCAL_YEAR_PATH, payload);
}
