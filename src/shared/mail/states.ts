/** What an outbox e-mail can carry (the document it was sent for): the bills' documents, then the learner's. */
export const MAIL_DOCUMENTS = ['quotation', 'validationLink', 'invoice', 'creditNote', 'receipt', 'convocation', 'appointments', 'contract', 'surveyLink', 'noticeRequest', 'directDebitNotice'] as const;
export type MailDocument = (typeof MAIL_DOCUMENTS)[number];

/**
 * Where an e-mail stands, as staff see it: waiting in the queue (or being handed over), accepted by
 * the SMTP server, waiting for a new attempt after a temporary refusal, or given up on.
 */
export const DELIVERY_STATES = ['queued', 'sent', 'retrying', 'failed'] as const;
export type DeliveryState = (typeof DELIVERY_STATES)[number];
