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
const BILL_KIND: Partial<Record<MailDocument, BillKind>> = { quotation: 'quotation', validationLink: 'quotation', invoice: 'invoice', receipt: 'invoice', creditNote: 'credit_note' };

const isDocument = (value: string | null): value is MailDocument => MAIL_DOCUMENTS.includes(value as MailDocument);

function billOf(billId: number | null, document: MailDocument | null) {
  const kind = document === null ? undefined : BILL_KIND[document];
  return billId === null || kind === undefined ? null : { '@id': iri(BILL_PATHS[kind], billId), id: billId };
}

export function toOutboxEmail(row: OutboxRow) {
  const state = deliveryState(row);
  const document = isDocument(row.document) ? row.document : null;
  return jsonLd<OutboxEmail>('OutboxEmail', iri(OUTBOX_PATH, row.id), {
    id: row.id,
    to: row.to_address,
    toName: row.to_name,
    subject: row.subject,
    document,
    bill: billOf(row.bill_id, document),
    learner: row.learner_id === null ? null : { '@id': `/api/learners/${row.learner_id}`, id: row.learner_id },
    state,
    attempts: row.attempts,
    createdAt: row.created_at,
    sentAt: row.sent_at,
    nextAttemptAt: state === 'retrying' ? row.next_attempt_at : null,
    smtpResponse: row.smtp_response,
  });
}
