import useSWR from 'swr';
import { isHttpError } from '../../shared/api/http-error';
import { CURRENCY_STORAGE_KEY } from '../../shared/constants';
import { browserStorage } from '../../shared/session/storage';
import { useApiClient } from '../../shared/swr/ApiProvider';
import { useMutation } from '../../shared/swr/useMutation';
import {
  BILLINGS_PATH,
  createBilling,
  createCustomerAccount,
  CUSTOMER_ACCOUNTS_PATH,
  FISCAL_YEAR_PATH,
  getCustomerAccount,
  getFiscalYear,
  listBillingAgencies,
  listBillings,
  updateBilling,
  updateCustomerAccount,
  updateFiscalYear,
} from './api';
import { billingMessages as m } from './messages';
import type { z } from 'zod';
import type { billingSettingsSchema, CustomerAccountCreate, FiscalYearInput } from './schema';
import type { Billing, CustomerAccount } from './types';
import { billingKeys } from './keys';

/** Keeps the billing currency where the shell polls it (spec part 1 §9); a storage failure is only logged. */
export function storeCurrency(currency: string): void {
  try {
    browserStorage()?.setItem(CURRENCY_STORAGE_KEY, currency);
  } catch (error) {
    console.error('The currency could not be stored', error);
  }
}

/**
 * The billing configuration of one agency, or of every agency of a structure configured as a whole
 * (agency[]). Its currency is stored for the shell as soon as it loads. A load failure is silent (spec
 * part 1 §8): the screen then offers the defaults.
 */
export function useBillingConfig(agencies: readonly number[]) {
  const client = useApiClient();
  return useSWR(agencies.length > 0 ? billingKeys.billings(agencies) : null, ([, query]) => listBillings(client, query), {
    onSuccess: (page) => {
      const currency = page.items[0]?.currency;
      if (currency) storeCurrency(currency);
    },
  });
}

/** `GET /billings-agency` (agency[]): which of these agencies have their billing configured; silent on failure. */
export function useBillingAgencies(agencies: readonly number[]) {
  const client = useApiClient();
  return useSWR(agencies.length > 0 ? billingKeys.billingAgencies(agencies) : null, ([, query]) => listBillingAgencies(client, query));
}

/** Settings of the form (the create payload without its agency). */
export type BillingSettings = z.output<typeof billingSettingsSchema>;

/**
 * Saves the configuration: every agency at once (POST with agency[]) for a structure configured as a
 * whole, else a merge-patch of the agency's configuration, or its creation.
 */
export function useSaveBilling() {
  return useMutation(
    (client, agencies: readonly number[], existing: Billing | null, settings: BillingSettings) => {
      const saved =
        agencies.length > 1
          ? createBilling(client, { agency: [...agencies], ...settings })
          : existing
            ? updateBilling(client, existing.id, settings)
            : createBilling(client, { agency: agencies[0] ?? 0, ...settings });
      return saved.then((billing) => {
        storeCurrency(billing.currency);
        return billing;
      });
    },
    { success: m.saved, fallbackError: m.saveError, revalidate: [BILLINGS_PATH, '/billings-agency'] },
  );
}

/** The customer accounts of an agency; a 404 means « none yet » and raises nothing. */
export function useCustomerAccount(agencyId: number | null) {
  const client = useApiClient();
  return useSWR(agencyId === null ? null : billingKeys.customerAccount(agencyId), async ([, id]): Promise<CustomerAccount | null> => {
    try {
      return await getCustomerAccount(client, id);
    } catch (error) {
      if (isHttpError(error) && error.status === 404) return null;
      throw error;
    }
  });
}

export function useSaveCustomerAccount() {
  return useMutation(
    (client, existing: CustomerAccount | null, payload: CustomerAccountCreate) => {
      const { agency, ...fields } = payload;
      return existing ? updateCustomerAccount(client, existing.id, fields) : createCustomerAccount(client, { agency, ...fields });
    },
    { success: m.customerSaved, fallbackError: m.customerError, revalidate: [CUSTOMER_ACCOUNTS_PATH] },
  );
}

/** The structure's fiscal year setting (first exercise kept in Volant). */
export function useFiscalYear() {
  const client = useApiClient();
  return useSWR(billingKeys.fiscalYear(), () => getFiscalYear(client));
}

export function useSaveFiscalYear() {
  return useMutation((client, payload: FiscalYearInput) => updateFiscalYear(client, payload), {
    success: m.customerSaved,
    fallbackError: m.fiscalYearError,
    revalidate: [FISCAL_YEAR_PATH],
  });
}
