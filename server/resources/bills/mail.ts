import { Hono } from 'hono';
import { mailAttachedPdfSchema, type MailSent } from '../../../src/shared/accounting/mail';
import { BILL_STATUS } from '../../../src/shared/accounting/status';
import type { Permission } from '../../../src/shared/auth/permissions';
import type { AppEnv } from '../../core/env';
import { conflict } from '../../core/errors';
import { assertPermission } from '../../core/permissions';
import { parseJson } from '../../core/validation';
import { queueEmail } from '../../mail/outbox';
import { sellerIdentity } from '../billing/identity';
import { getBill, renderBill, renderReceipt, type RenderedFile } from './documents';
import type { BillRow } from './model';

const PERMISSIONS: Record<string, Permission[]> = {
  quotation: ['isPrintQuotation'],
  invoice: ['isSendInvoiceByEmail'],
  creditNote: ['isSendInvoiceByEmail'],
  receipt: ['isSendReceiptByEmail'],
};

const LABELS: Record<string, string> = { quotation: 'votre devis', invoice: 'votre facture', creditNote: 'votre avoir', receipt: 'votre reçu' };

const router = new Hono<AppEnv>();

/**
 * `POST /accounting/mail-accounting-attached-pdf {document, id, to?, message?}`: e-mails a quotation,
 * invoice, credit note or receipt with its PDF attached (through the outbox). A draft quotation
 * becomes « En attente »; a draft invoice cannot be sent (it has no number yet).
 */
router.post('/accounting/mail-accounting-attached-pdf', async (c) => {
  const { deps, auth } = c.var;
  const input = await parseJson(c, mailAttachedPdfSchema);
  assertPermission(auth, PERMISSIONS[input.document] ?? []);
  let file: RenderedFile;
  let to: string | null;
  let agencyId: number;
  let number: string | null;
  let quotation: BillRow | null = null;
  if (input.document === 'receipt') {
    const receipt = await renderReceipt(deps, auth, input.id, 'email');
    file = receipt;
    to = receipt.to;
    agencyId = receipt.payment.agency.id;
    number = receipt.payment.receiptNumber;
  } else {
    const kind = input.document === 'creditNote' ? 'credit_note' : input.document;
    const row = await getBill(deps.db, auth, kind, input.id);
    if (kind === 'invoice' && row.number === null) throw conflict('Validez la facture avant de l’envoyer : un brouillon n’a pas de numéro.');
    if (kind === 'quotation') quotation = row;
    to = row.customer_email ?? row.learner_email;
    if (input.to) to = input.to;
    if (!to) throw conflict('Aucune adresse e-mail n’est connue pour ce client : saisissez-en une.');
    file = await renderBill(deps, auth, row, 'email');
    agencyId = row.agency_id;
    number = row.number;
  }
  if (input.to) to = input.to;
  if (!to) throw conflict('Aucune adresse e-mail n’est connue pour ce client : saisissez-en une.');
  const seller = await sellerIdentity(deps.db, agencyId);
  const label = LABELS[input.document] ?? 'votre document';
  const noun = label.replace('votre ', '');
  const subject = `${noun.charAt(0).toUpperCase()}${noun.slice(1)} ${number ?? ''} – ${seller.legalName}`.replace(/\s+/g, ' ');
  const now = deps.now().toISOString();
  await queueEmail(deps, {
    structureId: auth.structureId,
    to,
    subject,
    text: ['Bonjour,', '', `Veuillez trouver ci-joint ${label} ${number ?? ''}.`.replace(/\s+\./, '.'), ...(input.message ? ['', input.message] : []), '', 'Cordialement,', seller.legalName].join('\n'),
    attachments: [{ filename: file.filename, contentType: 'application/pdf', contentBase64: Buffer.from(file.bytes).toString('base64') }],
  });
  if (quotation) {
    await deps.db
      .updateTable('bills')
      .set({ sent_at: now, updated_at: now, ...(quotation.status === BILL_STATUS.draft ? { status: BILL_STATUS.pending } : {}) })
      .where('id', '=', quotation.id)
      .execute();
  }
  const body: MailSent = { to, subject, sentAt: now };
  return c.json(body);
});

export const mailRoutes = router;
