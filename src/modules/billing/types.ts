import type { z } from 'zod';
import type { billingAgencySchema, billingSchema, customerAccountSchema, fiscalYearItemSchema } from './schema';

/** The billing configuration of an agency (`/billings`): numbering, terms and the identity printed on documents. */
export type Billing = z.infer<typeof billingSchema>;

/** `GET /billings-agency`: whether each agency has its billing configured. */
export type BillingAgency = z.infer<typeof billingAgencySchema>;

/** The accounts an agency's accounting uses (`/billing/customer_accounts?agence=`). */
export type CustomerAccount = z.infer<typeof customerAccountSchema>;

/** The structure's fiscal years, by their first one kept in Volant (`/billing/fiscal-year`). */
export type FiscalYear = z.infer<typeof fiscalYearItemSchema>;
