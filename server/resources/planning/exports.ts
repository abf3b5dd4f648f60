import { deName } from '../../../src/shared/i18n/elision';
import { Hono, type Context } from 'hono';
import { sql } from 'kysely';
import type { LearnerSituation } from '../../../src/modules/planning/types';
import {
  learnerSlotsMailSchema,
  monitorPdfSchema,
  planningMailFieldsSchema,
  slotMailConvocationSchema,
} from '../../../src/modules/planning/schema';
import type { AppDeps, AppEnv, AuthContext } from '../../core/env';
import { ApiError, badRequest, violationsFromZod } from '../../core/errors';
import { collectionBody, jsonLd } from '../../core/hydra';
import { parseListParams } from '../../core/list-query';
import { found, isRowId, routeId } from '../../core/scope';
import { readMultipart, takeFile } from '../../core/uploads';
import { parseJson } from '../../core/validation';
import { queueEmail } from '../../mail/outbox';
import { mailsAnswer } from '../mail/answer';
import { PdfWriter } from '../../pdf/document';
import { fileResponse } from '../../pdf/response';
import { formatCents } from '../../pdf/text';
import { learnerBalances } from '../learners/balance';
import { selectAgendas } from './agenda-store';
import { addDays, frenchDay, frenchTime, longFrenchDay, startOfIsoWeek } from './dates';
import { buildMonitor, queryDate, queryIds, queryPeriod, unpaidDeadlines } from './insights';
import { logOperation } from './operations';
import { assertLearners } from './slots';
import { findSlot, loadSlotLearners, selectSlots, slotMinutesSql, slotTitle, type SlotLearnerRow, type SlotRow } from './slot-query';

export const FILE_NAMES = {
  convocations: (title: string) => `Convocations-${title}.pdf`,
  attendance: "Feuille d'émargement.pdf",
  appointments: 'Liste de RDV.pdf',
  situations: (date: string) => `Situation des apprenants planifiés-${date}.pdf`,
  monitor: (start: string, end: string) => `Moniteur des créneaux-${start}-${end}.pdf`,
  deadlines: (start: string) => `Échéances de paiement-${start}.pdf`,
};

/** Situations printed at most (a larger selection must be narrowed by agenda). */
export const SITUATION_PDF_MAX_ROWS = 20_000;

const invalid = (propertyPath: string, message: string) => new ApiError(422, message, [{ propertyPath, message }]);
const fileSafe = (text: string) => text.replace(/[\\/:*?"<>|]+/g, '-').trim().slice(0, 80) || 'créneau';
/** 'DD-MM-YYYY' for file names. */
const fileDay = (date: string) => frenchDay(date).replaceAll('/', '-');
const hours = (minutes: number) => `${Math.floor(minutes / 60)} h ${String(minutes % 60).padStart(2, '0')}`;
const timeRange = (start: string, end: string) => `${frenchTime(start)} – ${frenchTime(end)}`;
const bytesToBase64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64');

interface AgencyHead {
  name: string;
  address: string | null;
  postal_code: string | null;
  city: string | null;
  phone: string | null;
  email: string | null;
  approval_number: string | null;
  siret: string | null;
}

async function loadAgency(deps: AppDeps, agencyId: number): Promise<AgencyHead> {
  return deps.db
    .selectFrom('agencies')
    .select(['name', 'address', 'postal_code', 'city', 'phone', 'email', 'approval_number', 'siret'])
    .where('id', '=', agencyId)
    .executeTakeFirstOrThrow();
}

const footerOf = (agency: AgencyHead) =>
  [agency.name, agency.approval_number ? `Agrément ${agency.approval_number}` : null, agency.siret ? `SIRET ${agency.siret}` : null].filter(Boolean).join(' — ');

function letterhead(pdf: PdfWriter, agency: AgencyHead, right: string[] = []): void {
  pdf.columns(
    [agency.name, agency.address ?? '', [agency.postal_code, agency.city].filter(Boolean).join(' '), agency.phone ? `Tél. ${agency.phone}` : '', agency.email ?? ''].filter(Boolean),
    right,
  );
  pdf.rule();
}

const teamMemberName = (slot: SlotRow) => (slot.team_member_id === null ? '' : `${slot.tm_first_name ?? ''} ${slot.tm_last_name ?? ''}`.trim());

async function locationText(deps: AppDeps, slot: SlotRow): Promise<string> {
  if (slot.location_id === null) return '';
  const location = await deps.db.selectFrom('appointment_locations').select(['name', 'address', 'postal_code', 'city']).where('id', '=', slot.location_id).executeTakeFirst();
  if (!location) return '';
  return [location.name, location.address, [location.postal_code, location.city].filter(Boolean).join(' ')].filter(Boolean).join(', ');
}

async function loadSlotWithLearners(deps: AppDeps, auth: AuthContext, id: number): Promise<{ slot: SlotRow; learners: SlotLearnerRow[] }> {
  const slot = found(await findSlot(deps, auth, id));
  return { slot, learners: (await loadSlotLearners(deps.db, [slot.id])).get(slot.id) ?? [] };
}

/** A cancelled slot convokes no one (its learners were told it is cancelled). */
function assertConvocable(slot: SlotRow, field: string): void {
  if (slot.status === 'cancelled') throw invalid(field, 'Ce créneau est annulé : il n’y a personne à convoquer.');
}

/** One page per learner: when, where, with whom, and what to bring. */
async function convocationPdf(deps: AppDeps, slot: SlotRow, learners: readonly SlotLearnerRow[]): Promise<Uint8Array> {
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

async function attendanceSheetPdf(deps: AppDeps, slot: SlotRow, learners: readonly SlotLearnerRow[]): Promise<Uint8Array> {
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

interface LearnerHead {
  id: number;
  first_name: string;
  last_name: string;
  email: string | null;
  agency_id: number;
}

async function loadLearner(deps: AppDeps, auth: AuthContext, id: number): Promise<LearnerHead> {
  const learner = await deps.db
    .selectFrom('learners')
    .select(['id', 'first_name', 'last_name', 'email', 'agency_id'])
    .where('id', '=', id)
    .where('structure_id', '=', auth.structureId)
    .where('agency_id', 'in', auth.agencyIds.length ? auth.agencyIds : [0])
    .executeTakeFirst();
  return found(learner);
}

async function learnerSlots(deps: AppDeps, auth: AuthContext, learnerId: number, startDate: string, endDate: string | null) {
  let query = selectSlots(deps, auth)
    .where((eb) => eb.exists(eb.selectFrom('planning_slot_learners as fl').select('fl.id').whereRef('fl.slot_id', '=', 's.id').where('fl.learner_id', '=', learnerId)))
    .where('s.date', '>=', startDate)
    .where('s.status', '!=', 'cancelled');
  if (endDate) query = query.where('s.date', '<=', endDate);
  return query.orderBy('s.date').orderBy('s.start_time').limit(5000).execute();
}

/** A learner's appointments (« Liste de RDV », with the trainers) or attendance sheet (a signature per half-day). */
async function learnerSheetPdf(deps: AppDeps, learner: LearnerHead, slots: readonly SlotRow[], withTeamMember: boolean, period: string): Promise<Uint8Array> {
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

export const exportRoutes = new Hono<AppEnv>();

/** `GET /plannings/slot-convocation-pdf/{slotId}`: « Convocations-{title} ». */
exportRoutes.get('/plannings/slot-convocation-pdf/:slotId', async (c) => {
  const { deps, auth } = c.var;
  const { slot, learners } = await loadSlotWithLearners(deps, auth, routeId(c.req.param('slotId')));
  assertConvocable(slot, 'slot');
  if (learners.length === 0) throw invalid('slot', 'Ce créneau n’a aucun apprenant à convoquer.');
  return fileResponse(c, await convocationPdf(deps, slot, learners), FILE_NAMES.convocations(fileSafe(slotTitle(slot))));
});

/** `POST /plannings/slot-mail-convocation {id, data?}`: each learner with an e-mail gets their convocation. */
exportRoutes.post('/plannings/slot-mail-convocation', async (c) => {
  const { deps, auth } = c.var;
  const input = await parseJson(c, slotMailConvocationSchema);
  const { slot, learners } = await loadSlotWithLearners(deps, auth, input.id);
  assertConvocable(slot, 'id');
  if (learners.length === 0) throw invalid('id', 'Ce créneau n’a aucun apprenant à convoquer.');
  const reachable = learners.filter((l) => l.email && l.is_excused === 0);
  if (reachable.length === 0) throw invalid('id', 'Aucun apprenant de ce créneau n’a d’adresse e-mail.');
  const title = slotTitle(slot);
  const agency = await loadAgency(deps, slot.agency_id);
  const message = input.data?.message ?? null;
  const ids: number[] = [];
  for (const learner of reachable) {
    const bytes = await convocationPdf(deps, slot, [learner]);
    const id = await queueEmail(deps, {
      structureId: auth.structureId,
      agencyId: slot.agency_id,
      learnerId: learner.learner_id,
      document: 'convocation',
      to: learner.email!,
      toName: `${learner.first_name} ${learner.last_name}`,
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
      attachments: [{ filename: FILE_NAMES.convocations(fileSafe(title)), contentType: 'application/pdf', contentBase64: bytesToBase64(bytes) }],
    });
    ids.push(id);
  }
  const skipped = learners.filter((l) => !reachable.includes(l)).map((l) => `${l.first_name} ${l.last_name}`);
  await logOperation(deps.db, deps, auth, {
    agencyId: slot.agency_id,
    slotId: slot.id,
    action: 'convocation_mailed',
    description: `Convocation envoyée par e-mail à ${reachable.length} apprenant(s) : ${title} — ${frenchDay(slot.date)} ${slot.start_time}–${slot.end_time}`,
  });
  const answer = await mailsAnswer(deps, ids, { sent: reachable.length, skipped });
  return c.json(jsonLd('ConvocationMail', `/api/plannings/slot-mail-convocation/${slot.id}`, answer.body), answer.status);
});

/** `GET /plannings/slot-attendance-sheet-pdf/{slotId}`: « Feuille d’émargement », a signature cell per learner and half-day. */
exportRoutes.get('/plannings/slot-attendance-sheet-pdf/:slotId', async (c) => {
  const { deps, auth } = c.var;
  const { slot, learners } = await loadSlotWithLearners(deps, auth, routeId(c.req.param('slotId')));
  if (learners.length === 0) throw invalid('slot', 'Ce créneau n’a aucun apprenant inscrit.');
  return fileResponse(c, await attendanceSheetPdf(deps, slot, learners), FILE_NAMES.attendance);
});

/**
 * `GET /plannings/slot-attendance-sheet-by-learner-pdf/{learnerId}`: with `withTeamMember`, the learner's
 * coming appointments (« Liste de RDV »); otherwise their attendance sheet from `startDate` (4 weeks).
 */
exportRoutes.get('/plannings/slot-attendance-sheet-by-learner-pdf/:learnerId', async (c) => {
  const { deps, auth } = c.var;
  const learner = await loadLearner(deps, auth, routeId(c.req.param('learnerId')));
  const withTeamMember = ['1', 'true'].includes(c.req.query('withTeamMember') ?? '');
  const today = deps.now().toISOString().slice(0, 10);
  const startDate = c.req.query('startDate') ? queryDate(c.req.query('startDate'), 'startDate') : today;
  const endDate = c.req.query('endDate') ? queryDate(c.req.query('endDate'), 'endDate') : withTeamMember ? null : addDays(startDate, 27);
  if (endDate && endDate < startDate) throw invalid('endDate', 'La date de fin doit être postérieure ou égale à la date de début.');
  const slots = await learnerSlots(deps, auth, learner.id, startDate, endDate);
  const period = endDate ? `du ${frenchDay(startDate)} au ${frenchDay(endDate)}` : `à partir du ${frenchDay(startDate)}`;
  return fileResponse(c, await learnerSheetPdf(deps, learner, slots, withTeamMember, period), withTeamMember ? FILE_NAMES.appointments : FILE_NAMES.attendance);
});

/** `GET /plannings/slot-rdv/{agenda}?startDate&endDate`: the appointments of an agenda over a period. */
exportRoutes.get('/plannings/slot-rdv/:agenda', async (c) => {
  const { deps, auth } = c.var;
  const agenda = found(await selectAgendas(deps, auth).where('agendas.id', '=', routeId(c.req.param('agenda'))).executeTakeFirst());
  const { startDate, endDate } = queryPeriod({ startDate: c.req.query('startDate'), endDate: c.req.query('endDate') });
  return fileResponse(c, await agendaAppointmentsPdf(deps, auth, agenda.id, agenda.name, agenda.agency_id, startDate, endDate), FILE_NAMES.appointments);
});

async function agendaAppointmentsPdf(deps: AppDeps, auth: AuthContext, agendaId: number, agendaName: string, agencyId: number, startDate: string, endDate: string): Promise<Uint8Array> {
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

/** `POST /plannings/slot/monitor-pdf`: the slots monitor of a period as a PDF, e-mailed too when an address is given. */
exportRoutes.post('/plannings/slot/monitor-pdf', async (c) => {
  const { deps, auth } = c.var;
  const input = await parseJson(c, monitorPdfSchema);
  const monitor = await buildMonitor(deps, auth, input.startDate, input.endDate, input.agenda);
  const structure = await deps.db.selectFrom('structures').select('name').where('id', '=', auth.structureId).executeTakeFirstOrThrow();
  const pdf = await PdfWriter.create({ title: 'Moniteur des créneaux', footer: structure.name });
  pdf.heading('Moniteur des créneaux');
  pdf.text(`${structure.name} — du ${frenchDay(input.startDate)} au ${frenchDay(input.endDate)}`, { muted: true });
  pdf.space(6);
  const total = monitor.totals;
  pdf.table(
    [
      { header: 'Agenda', width: 0.28 },
      { header: 'Créneaux', width: 0.1, align: 'right' },
      { header: 'Planifié', width: 0.13, align: 'right' },
      { header: 'Réalisé', width: 0.13, align: 'right' },
      { header: 'Annulés', width: 0.1, align: 'right' },
      { header: 'Apprenants', width: 0.13, align: 'right' },
      { header: 'Occupation', width: 0.13, align: 'right' },
    ],
    [
      ...monitor.rows.map((row) => [
        row.agenda.name,
        String(row.slotCount),
        hours(row.plannedMinutes),
        hours(row.doneMinutes),
        String(row.cancelledCount),
        String(row.learnerCount),
        `${row.occupancy.toLocaleString('fr-FR')} %`,
      ]),
      ['Total', String(total.slotCount), hours(total.plannedMinutes), hours(total.doneMinutes), String(total.cancelledCount), String(total.learnerCount), ''],
    ],
  );
  const bytes = await pdf.save();
  const filename = FILE_NAMES.monitor(fileDay(input.startDate), fileDay(input.endDate));
  if (input.email) {
    await queueEmail(deps, {
      structureId: auth.structureId,
      to: input.email,
      subject: `Moniteur des créneaux du ${frenchDay(input.startDate)} au ${frenchDay(input.endDate)}`,
      text: `Bonjour,\n\nVous trouverez ci-joint le moniteur des créneaux du ${frenchDay(input.startDate)} au ${frenchDay(input.endDate)}.\n\n${structure.name}`,
      attachments: [{ filename, contentType: 'application/pdf', contentBase64: bytesToBase64(bytes) }],
    });
    await logOperation(deps.db, deps, auth, {
      agencyId: null,
      slotId: null,
      action: 'monitor_mailed',
      description: `Moniteur des créneaux du ${frenchDay(input.startDate)} au ${frenchDay(input.endDate)} envoyé à ${input.email}`,
    });
  }
  return fileResponse(c, bytes, filename);
});

/** `GET /plannings/payment-deadlines-pdf?startDate&endDate`: unpaid deadlines of the learners planned in the period. */
exportRoutes.get('/plannings/payment-deadlines-pdf', async (c) => {
  const { deps, auth } = c.var;
  const today = deps.now().toISOString().slice(0, 10);
  const { startDate, endDate } = queryPeriod(
    { startDate: c.req.query('startDate'), endDate: c.req.query('endDate') },
    { startDate: startOfIsoWeek(today), endDate: addDays(startOfIsoWeek(today), 6) },
  );
  const agendaIds = queryIds(c.req.queries(), 'agenda');
  let planned = deps.db
    .selectFrom('planning_slot_learners as sl')
    .innerJoin('planning_slots as s', 's.id', 'sl.slot_id')
    .innerJoin('learners as l', 'l.id', 'sl.learner_id')
    .select(['l.id', 'l.first_name', 'l.last_name', 'l.phone', sql<string>`min(s.date)`.as('next_date')])
    .where('s.structure_id', '=', auth.structureId)
    .where('s.agency_id', 'in', auth.agencyIds.length ? auth.agencyIds : [0])
    .where('s.date', '>=', startDate)
    .where('s.date', '<=', endDate)
    .where('s.status', '!=', 'cancelled')
    .groupBy(['l.id', 'l.first_name', 'l.last_name', 'l.phone'])
    .orderBy('l.last_name')
    .orderBy('l.first_name');
  if (agendaIds.length) planned = planned.where('s.agenda_id', 'in', agendaIds);
  const learners = await planned.execute();
  const deadlines = await unpaidDeadlines(deps.db, auth, learners.map((l) => l.id));
  const structure = await deps.db.selectFrom('structures').select('name').where('id', '=', auth.structureId).executeTakeFirstOrThrow();
  const pdf = await PdfWriter.create({ title: 'Échéances de paiement', footer: structure.name });
  pdf.heading('Échéances de paiement');
  pdf.text(`Apprenants planifiés du ${frenchDay(startDate)} au ${frenchDay(endDate)} ayant des échéances impayées`, { muted: true });
  pdf.space(6);
  const rows: string[][] = [];
  let total = 0;
  for (const learner of learners) {
    for (const deadline of deadlines.get(learner.id) ?? []) {
      total += deadline.amount_cents;
      rows.push([
        `${learner.last_name.toUpperCase()} ${learner.first_name}`,
        learner.phone ?? '',
        deadline.label,
        frenchDay(deadline.due_date),
        deadline.due_date < today ? 'En retard' : 'À venir',
        formatCents(deadline.amount_cents),
      ]);
    }
  }
  if (rows.length === 0) pdf.text('Aucune échéance impayée pour les apprenants planifiés sur cette période.');
  else {
    pdf.table(
      [
        { header: 'Apprenant', width: 0.24 },
        { header: 'Téléphone', width: 0.14 },
        { header: 'Échéance', width: 0.22 },
        { header: 'Date', width: 0.12 },
        { header: 'État', width: 0.12 },
        { header: 'Montant', width: 0.16, align: 'right' },
      ],
      rows,
    );
    pdf.totals([['Total restant dû', formatCents(total)]]);
  }
  return fileResponse(c, await pdf.save(), FILE_NAMES.deadlines(fileDay(startDate)));
});

/** `POST /plannings/learner-slots-mail`: e-mails the learner their coming slots and answers the PDF. */
exportRoutes.post('/plannings/learner-slots-mail', async (c) => {
  const { deps, auth } = c.var;
  const input = await parseJson(c, learnerSlotsMailSchema);
  const [learnerId] = await assertLearners(deps.db, auth, [input.learner], 'learner');
  const learner = await loadLearner(deps, auth, learnerId!);
  const to = input.email ?? learner.email;
  if (!to) throw invalid('email', 'Cet apprenant n’a pas d’adresse e-mail : saisissez-en une.');
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
});

const PLANNING_MAIL_FILE = { maxBytes: 10 * 1024 * 1024, types: ['application/pdf', 'image/png', 'image/jpeg'] };

/** `POST /plannings/planning-mail` (multipart: file, email, agendaId): sends a planning file to someone. */
exportRoutes.post('/plannings/planning-mail', async (c) => {
  const { deps, auth } = c.var;
  const form = await readMultipart(c);
  const fields = planningMailFieldsSchema.safeParse({
    email: typeof form.email === 'string' ? form.email : undefined,
    agendaId: typeof form.agendaId === 'string' ? form.agendaId : undefined,
  });
  if (!fields.success) throw new ApiError(422, 'Données invalides.', violationsFromZod(fields.error.issues));
  const agenda = await selectAgendas(deps, auth).where('agendas.id', '=', fields.data.agendaId).executeTakeFirst();
  if (!agenda) throw invalid('agendaId', 'Cet agenda est inconnu.');
  const upload = await takeFile(form, 'file', PLANNING_MAIL_FILE);
  const outboxId = await queueEmail(deps, {
    structureId: auth.structureId,
    agencyId: agenda.agency_id,
    to: fields.data.email,
    subject: `Planning — ${agenda.name}`,
    text: `Bonjour,\n\nVous trouverez ci-joint le planning de l’agenda « ${agenda.name} » (${agenda.agency_name}).\n\nBonne journée.`,
    attachments: [{ filename: upload.file.name || 'Planning.pdf', contentType: upload.mimeType, contentBase64: bytesToBase64(upload.bytes) }],
  });
  await logOperation(deps.db, deps, auth, {
    agencyId: agenda.agency_id,
    slotId: null,
    action: 'planning_mailed',
    description: `Planning de l’agenda « ${agenda.name} » envoyé à ${fields.data.email}`,
  });
  const answer = await mailsAnswer(deps, [outboxId], { to: fields.data.email, agenda: agenda.id });
  return c.json(jsonLd('PlanningMail', `/api/plannings/planning-mail/${agenda.id}`, answer.body), answer.status);
});

// ───────────────────────────── Learner situations ─────────────────────────────

interface SituationFilters {
  date: string;
  agendaIds: number[];
}

function situationFilters(c: Context<AppEnv>): SituationFilters | null {
  const { auth } = c.var;
  const structureId = c.req.query('structureId');
  if (structureId !== undefined && !isRowId(structureId)) throw badRequest('Le filtre « structureId » attend un nombre entier.');
  if (structureId !== undefined && Number(structureId) !== auth.structureId) return null;
  const date = c.req.query('date') ? queryDate(c.req.query('date'), 'date') : c.var.deps.now().toISOString().slice(0, 10);
  return { date, agendaIds: queryIds(c.req.queries(), 'agendaId') };
}

/** The learners planned on a date (one row per learner and slot), with their hours and what they owe. */
async function situations(deps: AppDeps, auth: AuthContext, filters: SituationFilters, limit: number, offset: number): Promise<{ rows: LearnerSituation[]; total: number }> {
  let base = deps.db
    .selectFrom('planning_slot_learners as sl')
    .innerJoin('planning_slots as s', 's.id', 'sl.slot_id')
    .innerJoin('agendas as a', 'a.id', 's.agenda_id')
    .innerJoin('learners as l', 'l.id', 'sl.learner_id')
    .where('s.structure_id', '=', auth.structureId)
    .where('s.agency_id', 'in', auth.agencyIds.length ? auth.agencyIds : [0])
    .where('s.date', '=', filters.date)
    .where('s.is_background', '=', 0)
    .where('s.status', '!=', 'cancelled');
  if (filters.agendaIds.length > 0) base = base.where('s.agenda_id', 'in', filters.agendaIds);
  const total = Number((await base.select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow()).n);
  const rows = await base
    .leftJoin('trainings as t', 't.id', 'l.training_id')
    .select([
      's.id as slot_id',
      's.date',
      's.start_time',
      's.end_time',
      'a.id as agenda_id',
      'a.name as agenda_name',
      'l.id as learner_id',
      'l.first_name',
      'l.last_name',
      'l.phone',
      't.name as training_name',
      'sl.is_excused',
    ])
    .orderBy('a.name')
    .orderBy('s.start_time')
    .orderBy('l.last_name')
    .orderBy('l.first_name')
    .orderBy('sl.id')
    .limit(limit)
    .offset(offset)
    .execute();

  // Hours and amounts of every learner planned that day, in two grouped queries.
  let plannedLearners = deps.db
    .selectFrom('planning_slot_learners as dl')
    .innerJoin('planning_slots as ds', 'ds.id', 'dl.slot_id')
    .select('dl.learner_id')
    .where('ds.structure_id', '=', auth.structureId)
    .where('ds.date', '=', filters.date);
  if (filters.agendaIds.length > 0) plannedLearners = plannedLearners.where('ds.agenda_id', 'in', filters.agendaIds);
  const hourRows = await deps.db
    .selectFrom('planning_slot_learners as sl')
    .innerJoin('planning_slots as s', 's.id', 'sl.slot_id')
    .select(['sl.learner_id', 's.status', sql<number>`sum(${slotMinutesSql})`.as('minutes')])
    .where('sl.learner_id', 'in', plannedLearners)
    .where('sl.is_excused', '=', 0)
    .where('s.status', 'in', ['planned', 'done'])
    .groupBy(['sl.learner_id', 's.status'])
    .execute();
  const balances = await learnerBalances(deps.db, auth.structureId, rows.map((row) => row.learner_id), filters.date);
  const done = new Map<number, number>();
  const planned = new Map<number, number>();
  for (const row of hourRows) (row.status === 'done' ? done : planned).set(row.learner_id, Number(row.minutes));
  const round = (minutes: number | undefined) => Math.round(((minutes ?? 0) / 60) * 100) / 100;

  return {
    total,
    rows: rows.map((row) => ({
      slotId: row.slot_id,
      date: row.date,
      startDate: `${row.date}T${row.start_time}`,
      endDate: `${row.date}T${row.end_time}`,
      agenda: { id: row.agenda_id, name: row.agenda_name },
      learner: { id: row.learner_id, firstName: row.first_name, lastName: row.last_name, phone: row.phone, training: row.training_name },
      isExcused: row.is_excused === 1,
      hoursDone: round(done.get(row.learner_id)),
      hoursPlanned: round(planned.get(row.learner_id)),
      amountDue: (balances.get(row.learner_id)?.owedCents ?? 0) / 100,
    })),
  };
}

/** `GET /learners/situation?itemsPerPage=500000&page=1&structureId&date&agendaId[]`. */
exportRoutes.get('/learners/situation', async (c) => {
  const { deps, auth } = c.var;
  const params = parseListParams(c.req.queries(), { defaultItemsPerPage: 30, maxItemsPerPage: 500_000, order: {}, defaultOrder: [] });
  const filters = situationFilters(c);
  if (!filters) return c.json(collectionBody(c.req.url, [], 0, params));
  const { rows, total } = await situations(deps, auth, filters, params.itemsPerPage, (params.page - 1) * params.itemsPerPage);
  const members = rows.map((row) => ({ '@id': `/api/learners/situation/${row.slotId}-${row.learner.id}`, '@type': 'LearnerSituation', ...row }));
  return c.json(collectionBody(c.req.url, members, total, params));
});

/** `GET /learners/situation-pdf` (same filters): « Situation des apprenants planifiés-{date}.pdf ». */
exportRoutes.get('/learners/situation-pdf', async (c) => {
  const { deps, auth } = c.var;
  const filters = situationFilters(c);
  if (!filters) throw invalid('structureId', 'Cette structure n’est pas la vôtre.');
  const { rows, total } = await situations(deps, auth, filters, SITUATION_PDF_MAX_ROWS, 0);
  if (total > SITUATION_PDF_MAX_ROWS) {
    throw invalid('agendaId', `La situation compte ${total.toLocaleString('fr-FR')} lignes : choisissez des agendas pour en imprimer ${SITUATION_PDF_MAX_ROWS.toLocaleString('fr-FR')} au plus.`);
  }
  const structure = await deps.db.selectFrom('structures').select('name').where('id', '=', auth.structureId).executeTakeFirstOrThrow();
  const pdf = await PdfWriter.create({ title: 'Situation des apprenants planifiés', footer: structure.name });
  pdf.heading('Situation des apprenants planifiés');
  pdf.text(`${structure.name} — ${longFrenchDay(filters.date)} — ${total} apprenant(s) planifié(s)`, { muted: true });
  pdf.space(6);
  if (rows.length === 0) pdf.text('Aucun apprenant planifié ce jour.');
  else {
    pdf.table(
      [
        { header: 'Agenda', width: 0.17 },
        { header: 'Horaire', width: 0.13 },
        { header: 'Apprenant', width: 0.2 },
        { header: 'Téléphone', width: 0.13 },
        { header: 'Formation', width: 0.1 },
        { header: 'Réalisées', width: 0.09, align: 'right' },
        { header: 'Planifiées', width: 0.09, align: 'right' },
        { header: 'Reste dû', width: 0.09, align: 'right' },
      ],
      rows.map((row) => [
        row.agenda.name,
        timeRange(row.startDate.slice(11), row.endDate.slice(11)),
        `${row.learner.lastName.toUpperCase()} ${row.learner.firstName}${row.isExcused ? ' (excusé)' : ''}`,
        row.learner.phone ?? '',
        row.learner.training ?? '',
        `${row.hoursDone.toLocaleString('fr-FR')} h`,
        `${row.hoursPlanned.toLocaleString('fr-FR')} h`,
        formatCents(Math.round(row.amountDue * 100)),
      ]),
      { fontSize: 8 },
    );
  }
  return fileResponse(c, await pdf.save(), FILE_NAMES.situations(fileDay(filters.date)));
});
