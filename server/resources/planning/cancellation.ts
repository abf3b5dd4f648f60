import { deName } from '../../../src/shared/i18n/elision';
import type { SlotCancellationNotice } from '../../../src/modules/planning/types';
import type { AppDeps, AuthContext } from '../../core/env';
import { mailsAnswer } from '../mail/answer';
import { frenchDay, frenchTime, longFrenchDay } from './dates';
import { queueSlotMails, reachableLearners } from './slot-mail';
import type { SlotLearnerRow, SlotRow } from './slot-query';

/**
 * Tells the learners of a cancelled slot, through the outbox like every planning e-mail (one message
 * per learner with an address), and says whether the SMTP server took them (sentAt) or they wait.
 */
export async function notifyCancellation(deps: AppDeps, auth: AuthContext, slot: SlotRow, learners: readonly SlotLearnerRow[], title: string, reason: string | null): Promise<SlotCancellationNotice> {
  const { to, skipped } = reachableLearners(learners, true);
  if (to.length === 0) return { sent: 0, skipped, sentAt: null };
  const ids = await queueSlotMails(deps, auth, slot.agency_id, to, ({ learner }, agency) => ({
    subject: `Annulation — ${title} le ${frenchDay(slot.date)} à ${frenchTime(slot.start_time)}`,
    text: [
      `Bonjour ${learner.first_name},`,
      '',
      `Votre rendez-vous du ${longFrenchDay(slot.date)} de ${frenchTime(slot.start_time)} à ${frenchTime(slot.end_time)} (${title}) est annulé.`,
      ...(reason ? [`Motif : ${reason}`] : []),
      '',
      'Nous reviendrons vers vous pour convenir d’un nouveau rendez-vous.',
      '',
      `L’équipe ${deName(agency.name)}`,
    ].join('\n'),
  }));
  const answer = await mailsAnswer(deps, ids, { sent: to.length, skipped });
  return answer.body;
}
