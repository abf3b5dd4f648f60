import { selfDescriptionRoutes } from '../core/docs/routes';
import type { RouteDeclaration } from '../core/routes/types';
import { BILLING_ROUTES } from './billing/billings';
import { CUSTOMER_ACCOUNT_ROUTES } from './billing/customer-accounts';
import { LEARNER_BILL_ROUTES } from './bills/learner-bills';
import { DOCUMENT_MAIL_ROUTES } from './bills/mail';
import { BILL_FILE_ROUTES } from './invoices/bill-files';
import { CREDIT_NOTE_ROUTES } from './invoices/credit-notes';
import { INVOICE_ROUTES } from './invoices/invoices';
import { PAYMENT_ROUTES } from './invoices/payments';
import { OUTBOX_ROUTES } from './mail/outbox';
import { CONTRACT_AMENDMENT_ROUTES } from './contracts/amendments';
import { CONTRACT_DOCUMENT_ROUTES } from './contracts/contract-documents';
import { LEARNER_CONTRACT_ROUTES } from './contracts/learner-contracts';
import { BILLABLE_LEARNER_ROUTES } from './learners/billable';
import { LEARNER_ROUTES } from './learners/learners';
import { BILL_ACTION_ROUTES } from './quotations/bill-actions';
import { PUBLIC_QUOTATION_ROUTES } from './quotations/public-quotations';
import { QUOTATION_ROUTES } from './quotations/quotations';
import { VALIDATION_MAIL_ROUTES } from './quotations/validation-mail';
import { SERVICE_ROUTES } from './services/services';
import { TVA_ROUTES } from './vat/tvas';

/**
 * The declared routes of each area (server/core/routes/): mounted by registerResources, entered in
 * the permission table under their area, documented by /api/docs.jsonld and /api/docs.json. A
 * resource converted from a hand-wired router adds its declarations here.
 */
const RESOURCE_AREAS: ReadonlyArray<{ area: string; routes: readonly RouteDeclaration[] }> = [
  {
    area: 'Comptabilité',
    routes: [
      ...TVA_ROUTES,
      ...LEARNER_BILL_ROUTES,
      ...BILLABLE_LEARNER_ROUTES,
      ...QUOTATION_ROUTES,
      ...BILL_ACTION_ROUTES,
      ...VALIDATION_MAIL_ROUTES,
      ...PUBLIC_QUOTATION_ROUTES,
      ...INVOICE_ROUTES,
      ...CREDIT_NOTE_ROUTES,
      ...BILL_FILE_ROUTES,
      ...PAYMENT_ROUTES,
      ...SERVICE_ROUTES,
      ...BILLING_ROUTES,
      ...CUSTOMER_ACCOUNT_ROUTES,
      ...OUTBOX_ROUTES,
      ...DOCUMENT_MAIL_ROUTES,
    ],
  },
  {
    area: 'Apprenants',
    routes: [
      ...LEARNER_ROUTES,
      ...LEARNER_CONTRACT_ROUTES,
      ...CONTRACT_AMENDMENT_ROUTES,
      ...CONTRACT_DOCUMENT_ROUTES,
    ],
  },
];

/** The resources' routes, as the documentation describes them. */
export const RESOURCE_ROUTES: readonly RouteDeclaration[] = RESOURCE_AREAS.flatMap(({ routes }) => routes);

export const DECLARED_AREAS: ReadonlyArray<{ area: string; routes: readonly RouteDeclaration[] }> = [
  ...RESOURCE_AREAS,
  { area: 'Plateforme et profil', routes: selfDescriptionRoutes(RESOURCE_ROUTES) },
];

/** Every declared route of the API. */
export const DECLARED_ROUTES: readonly RouteDeclaration[] = DECLARED_AREAS.flatMap(({ routes }) => routes);
