import { deName } from '../../../src/shared/i18n/elision';
import type { SlotCancellationNotice } from '../../../src/modules/planning/types';
import type { AppDeps, AuthContext } from '../../core/env';
import { queueEmail } from '../../mail/outbox';
import { mailsAnswer } from '../mail/answer';
import { frenchDay, frenchTime, longFrenchDay } from './dates';
import type { SlotLearnerRow, SlotRow } from './slot-query';

/**
 * Tells the learners of a cancelled slot, through the outbox like every planning e-mail (one message
 * per learner with an address), and says whether the SMTP server took them (sentAt) or they wait.
 */
export async function notifyCancellation(deps: AppDeps, auth: AuthContext, slot: SlotRow, learners: readonly SlotLearnerRow[], title: string, reason: string | null): Promise<SlotCancellationNotice> {
  const reachable = learners.filter((l) => l.email);
  const skipped = learners.filter((l) => !l.email).map((l) => `${l.first_name} ${l.last_name}`);
  if (reachable.length === 0) return { sent: 0, skipped, sentAt: null };
  const agency = await deps.db.selectFrom('agencies').select(['name', 'email']).where('id', '=', slot.agency_id).executeTakeFirstOrThrow();
  const ids: number[] = [];
  for (const learner of reachable) {
    ids.push(
      await queueEmail(deps, {
        structureId: auth.structureId,
        agencyId: slot.agency_id,
        learnerId: learner.learner_id,
        replyTo: agency.email,
        to: learner.email!,
        toName: `${learner.first_name} ${learner.last_name}`,
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
      }),
    );
  }
  const answer = await mailsAnswer(deps, ids, { sent: reachable.length, skipped });
  return answer.body;
}
