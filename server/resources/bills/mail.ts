import { mailAttachedPdfSchema } from '../../../src/shared/accounting/mail';
import { BILL_STATUS } from '../../../src/shared/accounting/status';
import { MAIL_SEND_PERMISSIONS } from '../../../src/shared/mail/permissions';
import type { AppDeps } from '../../core/env';
import { conflict } from '../../core/errors';
import { assertPermission } from '../../core/permissions';
import { answered } from '../../core/routes/answered';
import { jsonRoute } from '../../core/routes/declare';
import type { RouteDeclaration } from '../../core/routes/types';
import { queueEmail } from '../../mail/outbox';
import { sellerIdentity } from '../billing/identity';
import { mailAnswer, mailQueuedSchema } from '../mail/answer';
import { getBill, renderBill, renderReceipt, type RenderedFile } from './documents';
import type { BillRow } from './model';
import { issueQuotation } from './quotation-issue';

const LABELS: Record<string, string> = { quotation: 'votre devis', invoice: 'votre facture', creditNote: 'votre avoir', receipt: 'votre reçu' };

/** A draft quotation whose e-mail is queued is « En attente » (of the customer's answer); its public link works from then on. */
export async function markSentForValidation(deps: AppDeps, quotation: BillRow): Promise<void> {
  if (quotation.status !== BILL_STATUS.draft) return;
  await deps.db
    .updateTable('bills')
    .set({ status: BILL_STATUS.pending, updated_at: deps.now().toISOString() })
    .where('id', '=', quotation.id)
    .where('status', '=', BILL_STATUS.draft)
    .execute();
  await issueQuotation(deps.db, quotation.id);
}

/**
 * `POST /accounting/mail-accounting-attached-pdf {document, id, to?, message?}`: e-mails a quotation,
 * invoice, credit note or receipt with its PDF attached, through the outbox (server/mail/), from the
 * agency's name with its address as Reply-To. A draft quotation becomes « En attente » once queued;
 * its « Envoyé le » is set when the SMTP server accepts the message. A draft invoice cannot be sent
 * (it has no number yet). Answers 200 once sent, 202 while queued (resources/mail/answer.ts).
 */
export const DOCUMENT_MAIL_ROUTES: readonly RouteDeclaration[] = [
  jsonRoute({
    method: 'POST',
    path: '/accounting/mail-accounting-attached-pdf',
    access: ['isPrintQuotation', 'isSendInvoiceByEmail', 'isSendReceiptByEmail'],
    hydraClass: 'OutboxEmail',
    summary: 'E-mails a quotation, invoice, credit note or receipt with its PDF; 200 once sent, 202 while queued.',
    statuses: [200, 202],
    input: mailAttachedPdfSchema,
    output: mailQueuedSchema,
    refusals: [404, 502],
    // The answer's status is the mail's (200 sent, 202 queued); the document's own permission is checked here.
    async handle({ deps, auth, body: input }) {
      assertPermission(auth, MAIL_SEND_PERMISSIONS[input.document]);
      let file: RenderedFile;
      let to: string | null;
      let toName: string | null;
      let agencyId: number;
      let number: string | null;
      let billId: number;
      let learnerId: number | null;
      let quotation: BillRow | null = null;
      if (input.document === 'receipt') {
        const receipt = await renderReceipt(deps, auth, input.id, 'email');
        file = receipt;
        to = receipt.to;
        toName = receipt.payment.payerName;
        agencyId = receipt.payment.agency.id;
        number = receipt.payment.receiptNumber;
        billId = receipt.payment.invoice.id;
        learnerId = receipt.learnerId;
      } else {
        const kind = input.document === 'creditNote' ? 'credit_note' : input.document;
        const row = await getBill(deps.db, auth, kind, input.id);
        if (kind === 'invoice' && row.number === null) throw conflict('Validez la facture avant de l’envoyer : un brouillon n’a pas de numéro.');
        if (kind === 'quotation') quotation = row;
        to = row.customer_email ?? row.learner_email;
        if (input.to) to = input.to;
        if (!to) throw conflict('Aucune adresse e-mail n’est connue pour ce client : saisissez-en une.');
        file = await renderBill(deps, auth, row, 'email');
        toName = row.customer_name;
        agencyId = row.agency_id;
        number = row.number;
        billId = row.id;
        learnerId = row.learner_id;
      }
      if (input.to) to = input.to;
      if (!to) throw conflict('Aucune adresse e-mail n’est connue pour ce client : saisissez-en une.');
      // A typed address may not be the customer's: no name then.
      if (input.to) toName = null;
      const seller = await sellerIdentity(deps.db, agencyId);
      const label = LABELS[input.document] ?? 'votre document';
      const noun = label.replace('votre ', '');
      const subject = `${noun.charAt(0).toUpperCase()}${noun.slice(1)} ${number ?? ''} – ${seller.legalName}`.replace(/\s+/g, ' ');
      const id = await queueEmail(deps, {
        structureId: auth.structureId,
        agencyId,
        learnerId,
        billId,
        document: input.document,
        to,
        toName,
        fromName: seller.legalName,
        replyTo: seller.email,
        subject,
        text: ['Bonjour,', '', `Veuillez trouver ci-joint ${label} ${number ?? ''}.`.replace(/\s+\./, '.'), ...(input.message ? ['', input.message] : []), '', 'Cordialement,', seller.legalName].join('\n'),
        attachments: [{ filename: file.filename, contentType: 'application/pdf', contentBase64: Buffer.from(file.bytes).toString('base64') }],
      });
      if (quotation) await markSentForValidation(deps, quotation);
      const answer = await mailAnswer(deps, id);
      return answered(answer.status, answer.body);
    },
  }),
];
