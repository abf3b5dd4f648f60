import { deName } from '../../../src/shared/i18n/elision';
import { learnerSlotsMailSchema, planningMailFieldsSchema, slotMailConvocationSchema } from '../../../src/modules/planning/schema';
import type { AppDeps } from '../../core/env';
import { conflict, invalidField } from '../../core/errors';
import { jsonLd } from '../../core/hydra';
import { rawRoute } from '../../core/routes/declare';
import type { RouteDeclaration } from '../../core/routes/types';
import { readMultipart, takeFile } from '../../core/uploads';
import { parseJson, parsePayload } from '../../core/validation';
import { queueEmail } from '../../mail/outbox';
import { fileResponse } from '../../pdf/response';
import { mailsAnswer } from '../mail/answer';
import { selectAgendas } from './agenda-store';

import { frenchDay, frenchTime, longFrenchDay } from './dates';
import { assertConvocable, bytesToBase64, FILE_NAMES, fileSafe, loadAgency, loadSlotWithLearners } from './document-kit';
import { logOperation } from './operations';
import { convocationPdf, learnerSheetPdf, learnerSlots, loadLearner } from './slot-pdfs';
import { inAgencyName, queueSlotMails, reachableLearners } from './slot-mail';
import { slotTitle } from './slot-query';
import { assertLearners } from './slot-rules';

const HYDRA = 'PlanningMail';

/** A second click must not send the same convocation again: a minute apart at least. */
const CONVOCATION_GAP_MS = 60_000;

/**
 * 409 when this slot's convocation was mailed less than a minute ago. The history row is the mark, so
 * every instance sees it (a double click across two instances included, once the first one logged).
 */
async function assertNotJustConvoked(deps: AppDeps, slotId: number): Promise<void> {
  const since = new Date(deps.now().getTime() - CONVOCATION_GAP_MS).toISOString();
  const recent = await deps.db
    .selectFrom('planning_operation_histories')
    .select('id')
    .where('slot_id', '=', slotId)
    .where('action', '=', 'convocation_mailed')
    .where('created_at', '>', since)
    .executeTakeFirst();
  if (recent) throw conflict('La convocation de ce créneau vient d’être envoyée : attendez une minute avant de l’envoyer à nouveau.');
}

const PLANNING_MAIL_FILE = { maxBytes: 10 * 1024 * 1024, types: ['application/pdf', 'image/png', 'image/jpeg'] };

/**
 * The planning's e-mails, through the outbox: a slot's convocations, a learner's appointments, a
 * planning file. Raw routes: their answer's status says whether the SMTP server took the messages.
 */
export const PLANNING_MAIL_ROUTES: readonly RouteDeclaration[] = [
  rawRoute({
    method: 'POST',
    path: '/plannings/slot-mail-convocation',
    access: 'authenticated',
    hydraClass: HYDRA,
    summary: 'E-mails each learner of a slot their convocation (200 once sent, 202 while queued; 409 when it was mailed less than a minute ago).',
    mediaType: 'application/ld+json',
    statuses: [200, 202],
    reads: { mediaType: 'application/json', schema: slotMailConvocationSchema },
    refusals: [404, 502],
    async handle({ deps, auth }, c) {
      const input = await parseJson(c, slotMailConvocationSchema);
      const { slot, learners } = await loadSlotWithLearners(deps, auth, input.id);
      assertConvocable(slot, 'id');
      if (learners.length === 0) throw invalidField('id', 'Ce créneau n’a aucun apprenant à convoquer.');
      const { to, skipped } = reachableLearners(learners, false);
      if (to.length === 0) throw invalidField('id', 'Aucun apprenant de ce créneau n’a d’adresse e-mail.');
      await assertNotJustConvoked(deps, slot.id);
      const title = slotTitle(slot);
      const message = input.data?.message ?? null;
      const ids = await queueSlotMails(deps, auth, slot.agency_id, to, async ({ learner }, agency) => ({
        document: 'convocation',
        subject: `Convocation — ${title} le ${frenchDay(slot.date)} à ${frenchTime(slot.start_time)}`,
        text: [
          `Bonjour ${learner.first_name},`,
          '',
          `Vous êtes convoqué(e) le ${longFrenchDay(slot.date)} de ${frenchTime(slot.start_time)} à ${frenchTime(slot.end_time)} (${title}).`,
          ...(message ? ['', message] : []),
          '',
          'Votre convocation est jointe à ce message.',
          '',
          `L’équipe ${deName(agency.name)}`,
        ].join('\n'),
        attachments: [{ filename: FILE_NAMES.convocations(fileSafe(title)), contentType: 'application/pdf', contentBase64: bytesToBase64(await convocationPdf(deps, slot, [learner])) }],
      }));
      await logOperation(deps.db, deps, auth, {
        agencyId: slot.agency_id,
        slotId: slot.id,
        action: 'convocation_mailed',
        description: `Convocation envoyée par e-mail à ${to.length} apprenant(s) : ${title} — ${frenchDay(slot.date)} ${slot.start_time}–${slot.end_time}`,
      });
      const answer = await mailsAnswer(deps, ids, { sent: to.length, skipped });
      return c.json(jsonLd('ConvocationMail', `/api/plannings/slot-mail-convocation/${slot.id}`, answer.body), answer.status);
    },
  }),
  rawRoute({
    method: 'POST',
    path: '/plannings/learner-slots-mail',
    access: 'authenticated',
    hydraClass: HYDRA,
    summary: 'E-mails a learner their coming appointments and answers the PDF.',
    mediaType: 'application/pdf',
    reads: { mediaType: 'application/json', schema: learnerSlotsMailSchema },
    async handle({ deps, auth }, c) {
      const input = await parseJson(c, learnerSlotsMailSchema);
      const [learnerId] = await assertLearners(deps.db, auth, [input.learner], 'learner');
      const learner = await loadLearner(deps, auth, learnerId!);
      const to = input.email ?? learner.email;
      if (!to) throw invalidField('email', 'Cet apprenant n’a pas d’adresse e-mail : saisissez-en une.');
      const startDate = input.startDate ?? deps.now().toISOString().slice(0, 10);
      const slots = await learnerSlots(deps, auth, learner.id, startDate, input.endDate ?? null);
      const period = input.endDate ? `du ${frenchDay(startDate)} au ${frenchDay(input.endDate)}` : `à partir du ${frenchDay(startDate)}`;
      const bytes = await learnerSheetPdf(deps, learner, slots, true, period);
      const agency = await loadAgency(deps, learner.agency_id);
      await queueEmail(deps, {
        structureId: auth.structureId,
        agencyId: learner.agency_id,
        learnerId: learner.id,
        document: 'appointments',
        to,
        ...inAgencyName(agency),
        subject: `Vos rendez-vous — ${agency.name}`,
        text: `Bonjour ${learner.first_name},\n\nVous trouverez ci-joint la liste de vos rendez-vous ${period} (${slots.length}).\n\nL’équipe ${deName(agency.name)}`,
        attachments: [{ filename: FILE_NAMES.appointments, contentType: 'application/pdf', contentBase64: bytesToBase64(bytes) }],
      });
      await logOperation(deps.db, deps, auth, {
        agencyId: learner.agency_id,
        slotId: null,
        action: 'learner_slots_mailed',
        description: `Rendez-vous ${deName(`${learner.first_name} ${learner.last_name}`)} envoyés à ${to} (${slots.length})`,
      });
      return fileResponse(c, bytes, FILE_NAMES.appointments);
    },
  }),
  rawRoute({
    method: 'POST',
    path: '/plannings/planning-mail',
    access: 'authenticated',
    hydraClass: HYDRA,
    summary: 'Sends a planning file (multipart: file, email, agendaId) to someone (200 once sent, 202 while queued).',
    mediaType: 'application/ld+json',
    statuses: [200, 202],
    reads: { mediaType: 'multipart/form-data' },
    refusals: [404, 502],
    async handle({ deps, auth }, c) {
      const form = await readMultipart(c);
      const fields = parsePayload(planningMailFieldsSchema, {
        email: typeof form.email === 'string' ? form.email : undefined,
        agendaId: typeof form.agendaId === 'string' ? form.agendaId : undefined,
      });
      const agenda = await selectAgendas(deps, auth).where('agendas.id', '=', fields.agendaId).executeTakeFirst();
      if (!agenda) throw invalidField('agendaId', 'Cet agenda est inconnu.');
      const upload = await takeFile(form, 'file', PLANNING_MAIL_FILE);
      const outboxId = await queueEmail(deps, {
        structureId: auth.structureId,
        agencyId: agenda.agency_id,
        to: fields.email,
        subject: `Planning — ${agenda.name}`,
        text: `Bonjour,\n\nVous trouverez ci-joint le planning de l’agenda « ${agenda.name} » (${agenda.agency_name}).\n\nBonne journée.`,
        attachments: [{ filename: upload.file.name || 'Planning.pdf', contentType: upload.mimeType, contentBase64: bytesToBase64(upload.bytes) }],
      });
      await logOperation(deps.db, deps, auth, {
        agencyId: agenda.agency_id,
        slotId: null,
        action: 'planning_mailed',
        description: `Planning de l’agenda « ${agenda.name} » envoyé à ${fields.email}`,
      });
      const answer = await mailsAnswer(deps, [outboxId], { to: fields.email, agenda: agenda.id });
      return c.json(jsonLd('PlanningMail', `/api/plannings/planning-mail/${agenda.id}`, answer.body), answer.status);
    },
  }),
];
