import { deName } from '../../../src/shared/i18n/elision';
import { PdfWriter } from '../../pdf/document';
import type { AppDeps, AuthContext } from '../../core/env';
import { found } from '../../core/scope';
import { frenchDay, longFrenchDay } from './dates';
import { footerOf, letterhead, loadAgency, locationText, teamMemberName, timeRange } from './document-kit';
import { loadSlotLearners, selectSlots, slotTitle, type SlotLearnerRow, type SlotRow } from './slot-query';

// The PDFs of the planning: convocations, attendance sheets, appointment lists.

/** One page per learner: when, where, with whom, and what to bring. */
export async function convocationPdf(deps: AppDeps, slot: SlotRow, learners: readonly SlotLearnerRow[]): Promise<Uint8Array> {
  const agency = await loadAgency(deps, slot.agency_id);
  const location = await locationText(deps, slot);
  const title = slotTitle(slot);
  const pdf = await PdfWriter.create({ title: `Convocations — ${title}`, footer: footerOf(agency), author: agency.name });
  learners.forEach((learner, index) => {
    if (index > 0) pdf.newPage();
    letterhead(pdf, agency, ['', `${learner.first_name} ${learner.last_name}`, learner.email ?? '', learner.phone ?? ''].filter((line, i) => i === 0 || line));
    pdf.heading('Convocation');
    pdf.text(`Bonjour ${learner.first_name} ${learner.last_name},`);
    pdf.space(4);
    pdf.text('Nous avons le plaisir de vous convoquer à la séance suivante :');
    pdf.space(6);
    pdf.keyValues(
      [
        ['Séance', title],
        ['Date', longFrenchDay(slot.date)],
        ['Horaire', timeRange(slot.start_time, slot.end_time)],
        ['Formateur', teamMemberName(slot)],
        ['Véhicule ou salle', slot.resource_name ?? ''],
        ['Lieu de rendez-vous', location || agency.name],
        ['Commentaire', slot.comment ?? ''],
      ].filter(([, value]) => value !== '') as [string, string][],
    );
    pdf.space(10);
    pdf.text('Merci de vous présenter dix minutes avant le début de la séance, muni(e) d’une pièce d’identité et de votre livret d’apprentissage.');
    pdf.space(4);
    pdf.text('En cas d’empêchement, prévenez l’agence au moins 48 heures à l’avance : à défaut, la séance pourra vous être facturée.');
    pdf.space(12);
    pdf.text(`L’équipe ${deName(agency.name)}`, { bold: true });
  });
  return pdf.save();
}

/** Morning and afternoon of a slot (lunch at 13:00): a signature cell per learner and half-day. */
export function halfDays(start: string, end: string): { morning: boolean; afternoon: boolean } {
  return { morning: start < '13:00', afternoon: end > '13:00' };
}

const NOT_APPLICABLE = 'Sans objet';

export async function attendanceSheetPdf(deps: AppDeps, slot: SlotRow, learners: readonly SlotLearnerRow[]): Promise<Uint8Array> {
  const agency = await loadAgency(deps, slot.agency_id);
  const pdf = await PdfWriter.create({ title: "Feuille d'émargement", footer: footerOf(agency), author: agency.name });
  letterhead(pdf, agency);
  pdf.heading("Feuille d'émargement");
  pdf.keyValues(
    [
      ['Séance', slotTitle(slot)],
      ['Date', longFrenchDay(slot.date)],
      ['Horaire', timeRange(slot.start_time, slot.end_time)],
      ['Agenda', slot.agenda_name],
      ['Formateur', teamMemberName(slot)],
      ['Lieu', (await locationText(deps, slot)) || agency.name],
    ].filter(([, value]) => value !== '') as [string, string][],
  );
  pdf.space(8);
  const half = halfDays(slot.start_time, slot.end_time);
  pdf.table(
    [
      { header: 'Apprenant', width: 0.34 },
      { header: 'Matin — signature', width: 0.33, align: 'center' },
      { header: 'Après-midi — signature', width: 0.33, align: 'center' },
    ],
    learners.map((learner) => {
      const cell = (applies: boolean) => (learner.is_excused === 1 ? 'Absence excusée' : applies ? '' : NOT_APPLICABLE);
      return [`${learner.last_name.toUpperCase()} ${learner.first_name}`, cell(half.morning), cell(half.afternoon)];
    }),
    { rowHeight: 44 },
  );
  pdf.space(6);
  pdf.table([{ header: 'Nom et signature du formateur', width: 1 }], [[teamMemberName(slot)]], { rowHeight: 56 });
  return pdf.save();
}

export interface LearnerHead {
  id: number;
  first_name: string;
  last_name: string;
  email: string | null;
  agency_id: number;
}

export async function loadLearner(deps: AppDeps, auth: AuthContext, id: number): Promise<LearnerHead> {
  const learner = await deps.db
    .selectFrom('learners')
    .select(['id', 'first_name', 'last_name', 'email', 'agency_id'])
    .where('id', '=', id)
    .where('structure_id', '=', auth.structureId)
    .where('agency_id', 'in', auth.agencyIds.length ? auth.agencyIds : [0])
    .executeTakeFirst();
  return found(learner);
}

export async function learnerSlots(deps: AppDeps, auth: AuthContext, learnerId: number, startDate: string, endDate: string | null) {
  let query = selectSlots(deps, auth)
    .where((eb) => eb.exists(eb.selectFrom('planning_slot_learners as fl').select('fl.id').whereRef('fl.slot_id', '=', 's.id').where('fl.learner_id', '=', learnerId)))
    .where('s.date', '>=', startDate)
    .where('s.status', '!=', 'cancelled');
  if (endDate) query = query.where('s.date', '<=', endDate);
  return query.orderBy('s.date').orderBy('s.start_time').limit(5000).execute();
}

/** A learner's appointments (« Liste de RDV », with the trainers) or attendance sheet (a signature per half-day). */
export async function learnerSheetPdf(deps: AppDeps, learner: LearnerHead, slots: readonly SlotRow[], withTeamMember: boolean, period: string): Promise<Uint8Array> {
  const agency = await loadAgency(deps, learner.agency_id);
  const title = withTeamMember ? 'Liste de RDV' : "Feuille d'émargement";
  const pdf = await PdfWriter.create({ title, footer: footerOf(agency), author: agency.name });
  letterhead(pdf, agency, ['', `${learner.first_name} ${learner.last_name}`, learner.email ?? ''].filter((line, i) => i === 0 || line));
  pdf.heading(title);
  pdf.text(`${learner.first_name} ${learner.last_name} — ${period}`, { muted: true });
  pdf.space(6);
  if (slots.length === 0) {
    pdf.text('Aucun rendez-vous sur cette période.');
  } else if (withTeamMember) {
    pdf.table(
      [
        { header: 'Date', width: 0.24 },
        { header: 'Horaire', width: 0.16 },
        { header: 'Séance', width: 0.24 },
        { header: 'Formateur', width: 0.18 },
        { header: 'Lieu ou véhicule', width: 0.18 },
      ],
      slots.map((slot) => [longFrenchDay(slot.date), timeRange(slot.start_time, slot.end_time), slotTitle(slot), teamMemberName(slot), slot.location_name ?? slot.resource_name ?? '']),
    );
  } else {
    pdf.table(
      [
        { header: 'Date', width: 0.2 },
        { header: 'Horaire', width: 0.16 },
        { header: 'Séance', width: 0.24 },
        { header: 'Matin — signature', width: 0.2, align: 'center' },
        { header: 'Après-midi — signature', width: 0.2, align: 'center' },
      ],
      slots.map((slot) => {
        const half = halfDays(slot.start_time, slot.end_time);
        return [frenchDay(slot.date), timeRange(slot.start_time, slot.end_time), slotTitle(slot), half.morning ? '' : NOT_APPLICABLE, half.afternoon ? '' : NOT_APPLICABLE];
      }),
      { rowHeight: 36 },
    );
  }
  return pdf.save();
}

/** The appointments of an agenda over a period (« Liste de RDV »). */
export async function agendaAppointmentsPdf(deps: AppDeps, auth: AuthContext, agendaId: number, agendaName: string, agencyId: number, startDate: string, endDate: string): Promise<Uint8Array> {
  const slots = await selectSlots(deps, auth)
    .where('s.agenda_id', '=', agendaId)
    .where('s.date', '>=', startDate)
    .where('s.date', '<=', endDate)
    .where('s.status', '!=', 'cancelled')
    .orderBy('s.date')
    .orderBy('s.start_time')
    .limit(5000)
    .execute();
  const learners = await loadSlotLearners(deps.db, slots.map((s) => s.id));
  const agency = await loadAgency(deps, agencyId);
  const pdf = await PdfWriter.create({ title: 'Liste de RDV', footer: footerOf(agency), author: agency.name });
  letterhead(pdf, agency);
  pdf.heading('Liste de RDV');
  pdf.text(`${agendaName} — du ${frenchDay(startDate)} au ${frenchDay(endDate)}`, { muted: true });
  pdf.space(6);
  if (slots.length === 0) pdf.text('Aucun rendez-vous sur cette période.');
  else {
    pdf.table(
      [
        { header: 'Date', width: 0.22 },
        { header: 'Horaire', width: 0.15 },
        { header: 'Séance', width: 0.2 },
        { header: 'Apprenant(s)', width: 0.25 },
        { header: 'Lieu ou véhicule', width: 0.18 },
      ],
      slots.map((slot) => [
        longFrenchDay(slot.date),
        timeRange(slot.start_time, slot.end_time),
        slotTitle(slot),
        (learners.get(slot.id) ?? []).map((l) => `${l.first_name} ${l.last_name}${l.phone ? ` (${l.phone})` : ''}`).join(', ') || (slot.is_background === 1 ? 'Indisponibilité' : '—'),
        slot.location_name ?? slot.resource_name ?? '',
      ]),
    );
  }
  return pdf.save();
}
