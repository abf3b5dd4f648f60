import { fileResponse } from '../../pdf/response';
import { rawRoute } from '../../core/routes/declare';
import type { RouteDeclaration } from '../../core/routes/types';
import { loadAgenda } from './agenda-store';

import { addDays, frenchDay } from './dates';
import { assertConvocable, FILE_NAMES, fileSafe, loadSlotWithLearners } from './document-kit';
import { queryDate, queryPeriod } from './insights';
import { agendaAppointmentsPdf, attendanceSheetPdf, convocationPdf, learnerSheetPdf, learnerSlots, loadLearner } from './slot-pdfs';
import { slotTitle } from './slot-query';
import { invalidField } from '../../core/errors';

const HYDRA = 'PlanningDocument';

/**
 * The PDFs of the slots: convocations and attendance sheet of a slot, a learner's appointments or
 * attendance sheet, an agenda's appointments over a period.
 */
export const SLOT_DOCUMENT_ROUTES: readonly RouteDeclaration[] = [
  rawRoute({
    method: 'GET',
    path: '/plannings/slot-convocation-pdf/{slotId}',
    access: 'authenticated',
    hydraClass: HYDRA,
    summary: 'Prints the convocations of a slot’s learners (one page each).',
    refusals: [422],
    mediaType: 'application/pdf',
    async handle({ deps, auth, id }, c) {
      const { slot, learners } = await loadSlotWithLearners(deps, auth, id('slotId'));
      assertConvocable(slot, 'slot');
      if (learners.length === 0) throw invalidField('slot', 'Ce créneau n’a aucun apprenant à convoquer.');
      return fileResponse(c, await convocationPdf(deps, slot, learners), FILE_NAMES.convocations(fileSafe(slotTitle(slot))));
    },
  }),
  rawRoute({
    method: 'GET',
    path: '/plannings/slot-attendance-sheet-pdf/{slotId}',
    access: 'authenticated',
    hydraClass: HYDRA,
    summary: 'Prints the attendance sheet of a slot: a signature cell per learner and half-day.',
    refusals: [422],
    mediaType: 'application/pdf',
    async handle({ deps, auth, id }, c) {
      const { slot, learners } = await loadSlotWithLearners(deps, auth, id('slotId'));
      if (learners.length === 0) throw invalidField('slot', 'Ce créneau n’a aucun apprenant inscrit.');
      return fileResponse(c, await attendanceSheetPdf(deps, slot, learners), FILE_NAMES.attendance);
    },
  }),
  rawRoute({
    method: 'GET',
    path: '/plannings/slot-attendance-sheet-by-learner-pdf/{learnerId}',
    access: 'authenticated',
    hydraClass: HYDRA,
    summary: 'Prints a learner’s appointments (withTeamMember) or attendance sheet over a period.',
    refusals: [422],
    mediaType: 'application/pdf',
    async handle({ deps, auth, id }, c) {
      const learner = await loadLearner(deps, auth, id('learnerId'));
      const withTeamMember = ['1', 'true'].includes(c.req.query('withTeamMember') ?? '');
      const today = deps.now().toISOString().slice(0, 10);
      const startDate = c.req.query('startDate') ? queryDate(c.req.query('startDate'), 'startDate') : today;
      const endDate = c.req.query('endDate') ? queryDate(c.req.query('endDate'), 'endDate') : withTeamMember ? null : addDays(startDate, 27);
      if (endDate && endDate < startDate) throw invalidField('endDate', 'La date de fin doit être postérieure ou égale à la date de début.');
      const slots = await learnerSlots(deps, auth, learner.id, startDate, endDate);
      const period = endDate ? `du ${frenchDay(startDate)} au ${frenchDay(endDate)}` : `à partir du ${frenchDay(startDate)}`;
      return fileResponse(c, await learnerSheetPdf(deps, learner, slots, withTeamMember, period), withTeamMember ? FILE_NAMES.appointments : FILE_NAMES.attendance);
    },
  }),
  rawRoute({
    method: 'GET',
    path: '/plannings/slot-rdv/{agenda}',
    access: 'authenticated',
    hydraClass: HYDRA,
    summary: 'Prints the appointments of an agenda over a period (startDate, endDate).',
    refusals: [422],
    mediaType: 'application/pdf',
    async handle({ deps, auth, id }, c) {
      const agenda = await loadAgenda(deps, auth, id('agenda'));
      const { startDate, endDate } = queryPeriod({ startDate: c.req.query('startDate'), endDate: c.req.query('endDate') });
      return fileResponse(c, await agendaAppointmentsPdf(deps, auth, agenda.id, agenda.name, agenda.agency_id, startDate, endDate), FILE_NAMES.appointments);
    },
  }),
];
