import { sql } from 'kysely';
import { monitorPdfSchema } from '../../../src/modules/planning/schema';
import { rawRoute } from '../../core/routes/declare';
import type { RouteDeclaration } from '../../core/routes/types';
import { parseJson } from '../../core/validation';
import { queueEmail } from '../../mail/outbox';
import { PdfWriter } from '../../pdf/document';
import { fileResponse } from '../../pdf/response';
import { formatCents } from '../../pdf/text';
import { addDays, frenchDay, startOfIsoWeek } from './dates';
import { balanceCells, bytesToBase64, FILE_NAMES, fileDay, footerOf, hours, letterhead, loadAgency, type AgencyHead } from './document-kit';
import { buildMonitor, queryIds, queryPeriod, unpaidDeadlines } from './insights';
import { logOperation } from './operations';
import { balanceText } from '../../../src/shared/accounting/balance';
import { parisDate } from '../../../src/shared/i18n/paris-date';
import type { AppDeps, AuthContext } from '../../core/env';
import { learnerBalances } from '../learners/balance';

const HYDRA = 'PlanningDocument';

/** The agency heading a multi-agency report: the chosen agendas' one agency, else the caller's principal agency (the structure's for a caller without one). */
async function headAgency(deps: AppDeps, auth: AuthContext, agendaIds: readonly number[]): Promise<AgencyHead> {
  const chosen = agendaIds.length
    ? await deps.db.selectFrom('agendas').select('agency_id').distinct().where('structure_id', '=', auth.structureId).where('id', 'in', [...agendaIds]).execute()
    : [];
  if (chosen.length === 1 && auth.agencyIds.includes(chosen[0]!.agency_id)) return loadAgency(deps, chosen[0]!.agency_id);
  const own = auth.agencyIds.length ? sql`case when id in (${sql.join([...auth.agencyIds])}) then 0 else 1 end` : sql`0`;
  const principal = await deps.db
    .selectFrom('agencies')
    .select('id')
    .where('structure_id', '=', auth.structureId)
    .orderBy(own)
    .orderBy('is_principal', 'desc')
    .orderBy('name')
    .executeTakeFirstOrThrow();
  return loadAgency(deps, principal.id);
}

/** The planning's reports as PDFs: the slots monitor of a period, the balances and unpaid instalments of the planned learners. */
export const PLANNING_REPORT_ROUTES: readonly RouteDeclaration[] = [
  rawRoute({
    method: 'POST',
    path: '/plannings/slot/monitor-pdf',
    access: 'authenticated',
    hydraClass: HYDRA,
    summary: 'Prints the slots monitor of a period (and e-mails it when an address is given).',
    mediaType: 'application/pdf',
    reads: { mediaType: 'application/json', schema: monitorPdfSchema },
    async handle({ deps, auth }, c) {
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
    },
  }),
  rawRoute({
    method: 'GET',
    path: '/plannings/payment-deadlines-pdf',
    access: 'authenticated',
    hydraClass: HYDRA,
    summary: 'Prints what the learners planned over a period owe (Reste dû, échu, à échoir) and their unpaid instalments.',
    mediaType: 'application/pdf',
    async handle({ deps, auth }, c) {
      const today = parisDate(deps.now());
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
      const [deadlines, balances, agency] = await Promise.all([
        unpaidDeadlines(deps.db, auth, learners.map((l) => l.id)),
        learnerBalances(deps.db, auth, learners.map((l) => l.id), today),
        headAgency(deps, auth, agendaIds),
      ]);
      const owing = learners.filter((l) => balances.get(l.id)!.owed > 0);
      const pdf = await PdfWriter.create({ title: 'Échéances de paiement', footer: footerOf(agency), author: agency.name });
      letterhead(pdf, agency);
      pdf.heading('Échéances de paiement');
      pdf.text(`Apprenants planifiés du ${frenchDay(startDate)} au ${frenchDay(endDate)} ayant un reste dû au ${frenchDay(today)}`, { muted: true });
      pdf.space(6);
      if (owing.length === 0) pdf.text('Aucun reste dû pour les apprenants planifiés sur cette période.');
      else {
        const name = (l: (typeof owing)[number]) => `${l.last_name.toUpperCase()} ${l.first_name}`;
        pdf.table(
          [
            { header: 'Apprenant', width: 0.3 },
            { header: 'Téléphone', width: 0.16 },
            { header: balanceText.owed, width: 0.18, align: 'right' },
            { header: balanceText.due, width: 0.18, align: 'right' },
            { header: balanceText.upcoming, width: 0.18, align: 'right' },
          ],
          owing.map((l) => [name(l), l.phone ?? '', ...balanceCells(balances.get(l.id)!)]),
        );
        const total = (key: 'owed' | 'due' | 'upcoming') => formatCents(owing.reduce((sum, l) => sum + Math.round(balances.get(l.id)![key] * 100), 0));
        pdf.totals([
          [`Total ${balanceText.owed.toLowerCase()}`, total('owed')],
          [balanceText.due, total('due')],
          [balanceText.upcoming, total('upcoming')],
        ]);
        const rows = owing.flatMap((l) =>
          (deadlines.get(l.id) ?? []).map((d) => [name(l), d.label, frenchDay(d.due_date), d.due_date <= today ? 'Échue' : 'À échoir', formatCents(d.amount_cents)]),
        );
        if (rows.length > 0) {
          pdf.space(10);
          pdf.heading('Échéancier : échéances impayées', 12);
          pdf.table(
            [
              { header: 'Apprenant', width: 0.3 },
              { header: 'Échéance', width: 0.3 },
              { header: 'Date', width: 0.13 },
              { header: 'État', width: 0.11 },
              { header: 'Montant', width: 0.16, align: 'right' },
            ],
            rows,
          );
        }
      }
      return fileResponse(c, await pdf.save(), FILE_NAMES.deadlines(fileDay(startDate)));
    },
  }),
];
