import type { DeliveryState, MailDocument, OutboxEmail } from '../../../src/shared/mail/types';
import { MAIL_DOCUMENTS } from '../../../src/shared/mail/types';
import { iri, jsonLd } from '../../core/hydra';
import type { BillKind } from '../../db/tables/accounting';
import type { OutboxRow } from '../../mail/claim';
import { BILL_PATHS } from '../bills/model';

export const OUTBOX_PATH = '/mail/outbox-emails';

/** What staff see of a row: a queued or sending message is « En file d’attente », one queued after a failed attempt « Nouvel essai prévu ». */
export function deliveryState(row: Pick<OutboxRow, 'status' | 'attempts'>): DeliveryState {
  if (row.status === 'sent') return 'sent';
  if (row.status === 'failed') return 'failed';
  return row.status === 'queued' && row.attempts > 0 ? 'retrying' : 'queued';
}

/** The kind of the bill an e-mail links to (a receipt's bill is its invoice). */
const BILL_KIND: Record<MailDocument, BillKind> = { quotation: 'quotation', validationLink: 'quotation', invoice: 'invoice', receipt: 'invoice', creditNote: 'credit_note' };

const isDocument = (value: string | null): value is MailDocument => MAIL_DOCUMENTS.includes(value as MailDocument);

export function toOutboxEmail(row: OutboxRow) {
  const state = deliveryState(row);
  const document = isDocument(row.document) ? row.document : null;
  return jsonLd<OutboxEmail>('OutboxEmail', iri(OUTBOX_PATH, row.id), {
    id: row.id,
    to: row.to_address,
    toName: row.to_name,
    subject: row.subject,
    document,
    bill: row.bill_id === null || document === null ? null : { '@id': iri(BILL_PATHS[BILL_KIND[document]], row.bill_id), id: row.bill_id },
    learner: row.learner_id === null ? null : { '@id': `/api/learners/${row.learner_id}`, id: row.learner_id },
    state,
    attempts: row.attempts,
    createdAt: row.created_at,
    sentAt: row.sent_at,
    nextAttemptAt: state === 'retrying' ? row.next_attempt_at : null,
    smtpResponse: row.smtp_response,
  });
}
