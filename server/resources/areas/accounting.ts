import type { DeclaredArea } from '../../core/routes/types';
import { LEARNER_BILL_ROUTES } from '../bills/learner-bills';
import { BILLABLE_LEARNER_ROUTES } from '../learners/billable';
import { PACKAGE_ROUTES } from '../packages/packages';
import { TVA_ROUTES } from '../vat/tvas';
import { BILL_ROUTES } from '../bills/bills';
import { QUOTATION_ROUTES } from '../quotations/quotations';
import { BILL_ACTION_ROUTES } from '../quotations/bill-actions';
import { VALIDATION_MAIL_ROUTES } from '../quotations/validation-mail';
import { PUBLIC_QUOTATION_ROUTES } from '../quotations/public-quotations';
import { QUOTATION_EVIDENCE_ROUTES } from '../quotations/acceptance-evidence';
import { INVOICE_ROUTES } from '../invoices/invoices';
import { CREDIT_NOTE_ROUTES } from '../invoices/credit-notes';
import { BILL_FILE_ROUTES } from '../invoices/bill-files';
import { PAYMENT_ROUTES } from '../invoices/payments';
import { SERVICE_ROUTES } from '../services/services';
import { BILLING_ROUTES } from '../billing/billings';
import { CUSTOMER_ACCOUNT_ROUTES } from '../billing/customer-accounts';
import { OUTBOX_ROUTES } from '../mail/outbox';
import { DOCUMENT_MAIL_ROUTES } from '../bills/mail';
import { LEDGER_EVENT_ROUTES } from '../ledger/ledger-events';
import { ATTESTATION_ROUTES } from '../ledger/attestation';
import { LEDGER_CLOSURE_ROUTES } from '../ledger/ledger-closures';
import { FISCAL_EXPORT_ROUTES } from '../ledger/fiscal-exports';
import { FISCAL_YEAR_ROUTES } from '../ledger/fiscal-year';
import { SEPA_MANDATE_ROUTES } from '../collection/mandates';
import { SEPA_BATCH_ROUTES } from '../collection/batches';
import { SEPA_RETURN_ROUTES } from '../collection/returns';

/** The accounting area: VAT rates, packages, a learner's bills and the learners one may bill. */
export const ACCOUNTING_AREA: DeclaredArea = {
  area: 'Comptabilité',
  routes: [
    ...TVA_ROUTES,
    ...LEARNER_BILL_ROUTES,
    ...BILLABLE_LEARNER_ROUTES,
    ...PACKAGE_ROUTES,
    ...BILL_ROUTES,
    ...QUOTATION_ROUTES,
    ...BILL_ACTION_ROUTES,
    ...VALIDATION_MAIL_ROUTES,
    ...PUBLIC_QUOTATION_ROUTES,
    ...QUOTATION_EVIDENCE_ROUTES,
    ...INVOICE_ROUTES,
    ...CREDIT_NOTE_ROUTES,
    ...BILL_FILE_ROUTES,
    ...PAYMENT_ROUTES,
    ...SERVICE_ROUTES,
    ...BILLING_ROUTES,
    ...CUSTOMER_ACCOUNT_ROUTES,
    ...FISCAL_YEAR_ROUTES,
    ...SEPA_MANDATE_ROUTES,
    ...SEPA_BATCH_ROUTES,
    ...SEPA_RETURN_ROUTES,
    ...OUTBOX_ROUTES,
    ...DOCUMENT_MAIL_ROUTES,
    ...LEDGER_EVENT_ROUTES,
    ...ATTESTATION_ROUTES,
    ...LEDGER_CLOSURE_ROUTES,
    ...FISCAL_EXPORT_ROUTES,
  ],
};
