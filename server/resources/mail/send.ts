import { mailSendSchema, mailSentSchema, type MailSend, type MailSent } from '../../../src/shared/mail/send';
import { deName } from '../../../src/shared/i18n/elision';
import type { AppDeps, AuthContext } from '../../core/env';
import { invalidField } from '../../core/errors';
import { answered } from '../../core/routes/answered';
import { jsonRoute } from '../../core/routes/declare';
import type { RouteDeclaration } from '../../core/routes/types';
import { found } from '../../core/scope';
import { frenchDay, frenchTime } from '../planning/dates';
import { findSlot, loadSlotLearners, slotTitle, type SlotRow } from '../planning/slot-query';
import { queueSlotMails, reachableLearners, type SlotRecipient } from '../planning/slot-mail';
import { mailsAnswer } from './answer';

/** The slot's learners (not excused, with an address) and trainer the message goes to; the others are named as skipped. */
async function recipientsOf(deps: AppDeps, slot: SlotRow, input: MailSend): Promise<{ to: SlotRecipient[]; skipped: string[] }> {
  const learners = input.recipients.includes('learners') ? ((await loadSlotLearners(deps.db, [slot.id])).get(slot.id) ?? []) : [];
  const { to: reachable, skipped } = reachableLearners(learners, false);
  const to: SlotRecipient[] = [...reachable];
  if (input.recipients.includes('trainer') && slot.team_member_id !== null) {
    const trainer = await deps.db.selectFrom('users').select(['email', 'first_name', 'last_name']).where('id', '=', slot.team_member_id).executeTakeFirst();
    if (trainer) to.push({ email: trainer.email, name: `${trainer.first_name} ${trainer.last_name}`, learnerId: null });
  }
  return { to, skipped };
}

async function send(deps: AppDeps, auth: AuthContext, input: MailSend) {
  const slot = found(await findSlot(deps, auth, input.slot), 'Créneau introuvable.');
  if (slot.is_background === 1) throw invalidField('slot', 'Une indisponibilité n’a personne à qui écrire.');
  const { to, skipped } = await recipientsOf(deps, slot, input);
  if (to.length === 0) throw invalidField('recipients', 'Aucun destinataire de ce créneau n’a d’adresse e-mail.');
  const about = `${slotTitle(slot)} — ${frenchDay(slot.date)} de ${frenchTime(slot.start_time)} à ${frenchTime(slot.end_time)}`;
  const ids = await queueSlotMails(deps, auth, slot.agency_id, to, (_recipient, agency) => ({
    subject: input.subject,
    text: ['Bonjour,', '', input.message, '', `Créneau : ${about}`, '', `L’équipe ${deName(agency.name)}`].join('\n'),
  }));
  return mailsAnswer<Pick<MailSent, 'to' | 'skipped'>>(deps, ids, { to: to.map((r) => r.email), skipped });
}

/**
 * `POST /mail/send {slot, recipients, subject, message}` (spec part 2 §7, planning calls): a written
 * message about a slot to its learners and/or trainer, through the outbox like every e-mail of the
 * app. Answers 200 with `sentAt` once the SMTP server accepted every message (the screen then says
 * « envoyé »), 202 while they wait in the outbox, 502 with the server's refusal. The slot is read in
 * the caller's agencies (as the convocation is): whoever sees a slot may write about it.
 */
export const MAIL_SEND_ROUTES: readonly RouteDeclaration[] = [
  jsonRoute({
    method: 'POST',
    path: '/mail/send',
    access: 'authenticated',
    hydraClass: 'MailSend',
    summary: 'Sends an e-mail about a slot to its learners and/or trainer; 200 once accepted by the SMTP server, 202 while queued.',
    statuses: [200, 202],
    input: mailSendSchema,
    output: mailSentSchema,
    refusals: [404, 502],
    async handle({ deps, auth, body: input }) {
      const answer = await send(deps, auth, input);
      const body: MailSent = { '@context': '/api/contexts/MailSend', '@id': '/api/mail/send', '@type': 'MailSend', ...answer.body };
      return answered(answer.status, body);
    },
  }),
];
