import { LEARNER_WRITE } from '../auth/permission-groups';
import { hasAnyPermission, type Permission } from '../auth/permissions';
import { MAIL_DOCUMENTS, type MailDocument } from './types';

/**
 * Who may send each document by e-mail (any-of): the same permissions let staff see its e-mails and
 * try a failed one again (`POST /mail/outbox-emails/{id}/retry`).
 */
export const MAIL_SEND_PERMISSIONS: Record<MailDocument, readonly Permission[]> = {
  quotation: ['isPrintQuotation'],
  validationLink: ['isCreateQuotation', 'isUpdateQuotation', 'isPrintQuotation', 'isValidateQuotation'],
  invoice: ['isSendInvoiceByEmail'],
  creditNote: ['isSendInvoiceByEmail'],
  receipt: ['isSendReceiptByEmail'],
  // A learner's e-mails: whoever may write the learner record sees and retries them.
  convocation: LEARNER_WRITE,
  appointments: LEARNER_WRITE,
  contract: ['isSendContractByEmail'],
  surveyLink: LEARNER_WRITE,
  noticeRequest: LEARNER_WRITE,
  // The pre-notification of a SEPA direct debit: who collects (records payments).
  directDebitNotice: ['isCreateReceipt'],
};

/** Any permission that sends some document by e-mail: needed to see the e-mail lists at all. */
export const ANY_MAIL_PERMISSION: readonly Permission[] = [...new Set(Object.values(MAIL_SEND_PERMISSIONS).flat())];

/** The documents whose e-mails the holder of `granted` may see and send again. */
export function mailableDocuments(granted: readonly string[]): MailDocument[] {
  return MAIL_DOCUMENTS.filter((document) => hasAnyPermission(granted, MAIL_SEND_PERMISSIONS[document]));
}
