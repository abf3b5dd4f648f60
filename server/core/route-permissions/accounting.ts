import type { RouteTable } from './types';

/** Accounting: billing configuration, products and packages, quotations, invoices, payments, NF525 ledger. */
export const ACCOUNTING_ROUTES: RouteTable = {}; // every route of the area is declared (server/resources/areas/)
