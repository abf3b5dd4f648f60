import { z } from 'zod';
import { mailValidationSchema } from '../../../src/modules/quotations/schema';
import { BILL_STATUS } from '../../../src/shared/accounting/status';
import { toEuros } from '../../../src/shared/accounting/totals';
import { MAIL_SEND_PERMISSIONS } from '../../../src/shared/mail/permissions';
import { conflict } from '../../core/errors';
import { answered } from '../../core/routes/answered';
import { jsonRoute } from '../../core/routes/declare';
import type { RouteDeclaration } from '../../core/routes/types';
import { queueEmail } from '../../mail/outbox';
import { sellerIdentity } from '../billing/identity';
import { getBill } from '../bills/documents';
import { markSentForValidation } from '../bills/mail';
import { mailAnswer, mailQueuedSchema } from '../mail/answer';
import { NOT_FOUND } from './quotation-store';

/**
 * `POST /accounting/mail-validation-bill {bill, to?}`: e-mails the public validation link of a quotation
 * (through the outbox, like mail-accounting-attached-pdf: « En attente » once queued, « Envoyé le » once
 * the SMTP server accepted it): the answer's status is the mail's (200 sent, 202 queued). The
 * link is built on VOLANT_PUBLIC_URL, never on the request's headers.
 */
export const VALIDATION_MAIL_ROUTES: readonly RouteDeclaration[] = [
  jsonRoute({
    method: 'POST',
    path: '/accounting/mail-validation-bill',
    access: MAIL_SEND_PERMISSIONS.validationLink,
    hydraClass: 'Quotation',
    summary: 'E-mails the public validation link of a quotation; 200 once sent, 202 while queued.',
    statuses: [200, 202],
    input: mailValidationSchema,
    output: mailQueuedSchema.extend({ link: z.string() }),
    refusals: [404, 502],
    async handle({ deps, auth, body: input }) {
      const row = await getBill(deps.db, auth, 'quotation', input.bill, NOT_FOUND);
      if (row.status === BILL_STATUS.refused || row.invoice_id !== null || row.status === BILL_STATUS.accepted) {
        throw conflict('Ce devis n’attend plus de validation.');
      }
      const to = input.to ?? row.customer_email ?? row.learner_email;
      if (!to) throw conflict('Aucune adresse e-mail n’est connue pour ce client : saisissez-en une.');
      const seller = await sellerIdentity(deps.db, row.agency_id);
      // Always the configured public origin: the request's Origin or Host are the caller's to forge (issue 36 S7).
      const link = `${deps.config.publicUrl}/devis/${row.uuid}`;
      const subject = `Votre devis ${row.number ?? ''} – ${seller.legalName}`.replace(/\s+/g, ' ');
      const id = await queueEmail(deps, {
        structureId: auth.structureId,
        agencyId: row.agency_id,
        learnerId: row.learner_id,
        billId: row.id,
        document: 'validationLink',
        to,
        toName: input.to ? null : row.customer_name,
        fromName: seller.legalName,
        replyTo: seller.email,
        subject,
        text: [
          'Bonjour,',
          '',
          `${seller.legalName} (${seller.agencyName}) vous a adressé le devis ${row.number ?? ''} d’un montant de ${new Intl.NumberFormat('fr-FR', { style: 'currency', currency: seller.currency }).format(toEuros(row.total_ttc_cents))} TTC.`,
          `Consultez-le et validez-le en ligne : ${link}`,
          '',
          'Cordialement,',
          seller.legalName,
        ].join('\n'),
      });
      await markSentForValidation(deps, row);
      const answer = await mailAnswer(deps, id, { link });
      return answered(answer.status, answer.body);
    },
  }),
];
