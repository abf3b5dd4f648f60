import { z } from 'zod';
import { zEmail, zOptionalText, zRef } from '../schema/fields';

/** Documents that can be sent by e-mail with their PDF attached. */
export const MAILABLE_DOCUMENTS = ['quotation', 'invoice', 'creditNote', 'receipt'] as const;
export type MailableDocument = (typeof MAILABLE_DOCUMENTS)[number];

/**
 * `POST /accounting/mail-accounting-attached-pdf`: sends a quotation, invoice, credit note or receipt
 * with its PDF attached, to the customer's address unless `to` is given.
 */
export const mailAttachedPdfSchema = z.strictObject({
  document: z.enum(MAILABLE_DOCUMENTS, { message: 'Type de document inconnu.' }),
  id: zRef,
  to: zEmail.optional(),
  message: zOptionalText(2000),
});

export type MailAttachedPdf = z.input<typeof mailAttachedPdfSchema>;
