import type { AppDeps, AuthContext } from '../../core/env';
import { queueEmail, type OutgoingEmail } from '../../mail/outbox';
import { loadAgency, type AgencyHead } from './document-kit';
import type { SlotLearnerRow } from './slot-query';

/** Someone an e-mail about a slot goes to: one of its learners, or its trainer (`learnerId` null). */
export interface SlotRecipient {
  email: string;
  name: string;
  learnerId: number | null;
}

/** A learner of the slot as a recipient, with their row (first name, attendance). */
export interface LearnerRecipient extends SlotRecipient {
  learner: SlotLearnerRow;
}

/** What an e-mail about a slot says to one recipient. */
export type SlotMessage = Pick<OutgoingEmail, 'subject' | 'text' | 'document' | 'attachments'>;

/** An e-mail's sender name and Reply-To: the agency's, so that answers reach the agency (the address stays VOLANT_MAIL_FROM's). */
export const inAgencyName = (agency: AgencyHead) => ({ fromName: agency.name, replyTo: agency.email });

/**
 * The learners of a slot an e-mail can reach (an address; not excused unless `excusedToo`), and the
 * names of the others, which the answer lists as skipped.
 */
export function reachableLearners(learners: readonly SlotLearnerRow[], excusedToo: boolean): { to: LearnerRecipient[]; skipped: string[] } {
  const to: LearnerRecipient[] = [];
  const skipped: string[] = [];
  for (const learner of learners) {
    const name = `${learner.first_name} ${learner.last_name}`;
    if (learner.email && (excusedToo || learner.is_excused === 0)) to.push({ email: learner.email, name, learnerId: learner.learner_id, learner });
    else skipped.push(name);
  }
  return { to, skipped };
}

/**
 * Queues one e-mail per recipient about a slot of `agencyId`, through the outbox: sent in the agency's
 * name, with its address as Reply-To so that answers reach the agency, and listed under the learner.
 * Answers the outbox ids, for `mailsAnswer`.
 */
export async function queueSlotMails<Recipient extends SlotRecipient>(
  deps: AppDeps,
  auth: AuthContext,
  agencyId: number,
  recipients: readonly Recipient[],
  compose: (recipient: Recipient, agency: AgencyHead) => SlotMessage | Promise<SlotMessage>,
): Promise<number[]> {
  const agency = await loadAgency(deps, agencyId);
  const ids: number[] = [];
  for (const recipient of recipients) {
    const message = await compose(recipient, agency);
    ids.push(
      await queueEmail(deps, {
        ...message,
        structureId: auth.structureId,
        agencyId,
        learnerId: recipient.learnerId,
        to: recipient.email,
        toName: recipient.name,
        ...inAgencyName(agency),
      }),
    );
  }
  return ids;
}
