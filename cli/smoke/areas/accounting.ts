import { listPayments } from '../../../src/shared/accounting/payments';
import { ALL_LIST_PAGE_SIZE, DEFAULT_PAGE_SIZE, DEFAULT_VAT_PAGE_SIZE } from '../../../src/shared/constants';
import { listBillingAgencies, listBillings } from '../../../src/modules/billing/api';
import { listInvoices } from '../../../src/modules/invoices/api';
import { listClosures, listLedgerEvents, verifyLedger } from '../../../src/modules/ledger/api';
import { listPackages, listServicesPage } from '../../../src/modules/packages/api';
import { listQuotations } from '../../../src/modules/quotations/api';
import { listTvas } from '../../../src/modules/vat/api';
import { agencyId, listArea, listCheck, scope } from '../checks';
import { CheckFailure, type SmokeArea } from '../types';

const page = (size: number) => ({ page: 1, itemsPerPage: size });
/** The event log screen's page (`/pieces-comptables`). */
const LEDGER_EVENTS_PAGE_SIZE = 20;

export const vatArea = listArea('vat', 'TVA', [
  { name: 'list', title: 'Taux de TVA', pageSize: DEFAULT_PAGE_SIZE, call: (ctx) => listTvas(ctx.client, { ...page(DEFAULT_PAGE_SIZE), ...scope(ctx) }) },
  {
    name: 'defaults',
    title: 'Taux de TVA par défaut (liste complète)',
    pageSize: DEFAULT_VAT_PAGE_SIZE,
    call: (ctx) => listTvas(ctx.client, { ...page(DEFAULT_VAT_PAGE_SIZE), isDefault: true }),
  },
]);

export const billingArea = listArea('billing', 'Configuration de la facturation', [
  { name: 'billings', title: 'Paramètres de facturation', pageSize: null, call: (ctx) => listBillings(ctx.client, scope(ctx)) },
  {
    name: 'agencies',
    title: 'Agences à la facturation configurée',
    pageSize: null,
    call: (ctx) => listBillingAgencies(ctx.client, { agency: ctx.user.agencies.map((agency) => agency.id) }),
  },
]);

export const packagesArea = listArea('packages', 'Formules', [
  { name: 'list', title: 'Liste des formules', pageSize: DEFAULT_PAGE_SIZE, call: (ctx) => listPackages(ctx.client, { ...page(DEFAULT_PAGE_SIZE), ...scope(ctx) }) },
]);

export const servicesArea = listArea('services', 'Prestations', [
  { name: 'list', title: 'Liste des prestations', pageSize: DEFAULT_PAGE_SIZE, call: (ctx) => listServicesPage(ctx.client, { ...page(DEFAULT_PAGE_SIZE), ...scope(ctx) }) },
  {
    name: 'active',
    title: 'Prestations actives d’une agence (planning)',
    pageSize: ALL_LIST_PAGE_SIZE,
    call: (ctx) => listServicesPage(ctx.client, { ...page(ALL_LIST_PAGE_SIZE), agency: agencyId(ctx), isActive: true }),
  },
]);

export const quotationsArea = listArea('quotations', 'Devis', [
  {
    name: 'list',
    title: 'Liste des devis',
    pageSize: DEFAULT_PAGE_SIZE,
    call: (ctx) => listQuotations(ctx.client, { ...page(DEFAULT_PAGE_SIZE), order: { createdAt: 'desc' }, ...scope(ctx) }),
  },
]);

export const invoicesArea = listArea('invoices', 'Factures', [
  {
    name: 'list',
    title: 'Liste des factures',
    pageSize: DEFAULT_PAGE_SIZE,
    call: (ctx) => listInvoices(ctx.client, { ...page(DEFAULT_PAGE_SIZE), order: { createdAt: 'desc' }, ...scope(ctx) }),
  },
  { name: 'payments', title: 'Règlements', pageSize: DEFAULT_PAGE_SIZE, call: (ctx) => listPayments(ctx.client, { ...page(DEFAULT_PAGE_SIZE), ...scope(ctx) }) },
]);

export const ledgerArea: SmokeArea = {
  id: 'ledger',
  title: 'Journal NF525',
  checks: () => [
    listCheck('ledger', { name: 'events', title: 'Journal des événements', pageSize: LEDGER_EVENTS_PAGE_SIZE, call: (ctx) => listLedgerEvents(ctx.client, page(LEDGER_EVENTS_PAGE_SIZE)) }),
    listCheck('ledger', { name: 'closures', title: 'Clôtures', pageSize: DEFAULT_PAGE_SIZE, call: (ctx) => listClosures(ctx.client, page(DEFAULT_PAGE_SIZE)) }),
    {
      id: 'ledger.verify',
      title: 'Chaînage du journal (vérification du serveur)',
      run: async (ctx) => {
        const result = await verifyLedger(ctx.client);
        if (!result.ok) throw new CheckFailure(result.firstBroken?.message ?? 'chaîne rompue');
        return `${result.checked} événement(s) chaînés`;
      },
    },
  ],
};
