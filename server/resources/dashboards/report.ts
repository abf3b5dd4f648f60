import { sql } from 'kysely';
import { BILL_STATUS } from '../../../src/shared/accounting/status';
import { csvDocument } from '../../core/csv';
import type { AppDeps } from '../../core/env';
import { PdfWriter } from '../../pdf/document';
import { formatCents, formatDay } from '../../pdf/text';
import { slotMinutesSql } from '../planning/slot-query';
import { inAgencies, type DashboardScope, type Period } from './scope';

/**
 * The educational and financial report (« bilan pédagogique et financier », the yearly return of a
 * French training organisation): who paid for the training delivered over the period (products by
 * origin of the funds, net of credit notes) and what was delivered (trainees and trainee-hours per
 * training, trainers and their hours). One data function, two renderings: PDF and CSV.
 */
export interface EducationalFinancialReport {
  structure: { name: string; codeClient: string };
  agencies: { name: string; siret: string | null; approvalNumber: string | null; city: string | null }[];
  period: Period;
  financial: {
    lines: { origin: string; label: string; invoices: number; creditNotes: number; netHtCents: number; netTtcCents: number }[];
    totalHtCents: number;
    totalTtcCents: number;
  };
  pedagogical: {
    trainings: { code: string; name: string; trainees: number; minutes: number }[];
    trainees: number;
    minutes: number;
  };
  trainers: { count: number; minutes: number };
}

const INDIVIDUALS = { origin: 'PARTICULIERS', label: 'Particuliers (à titre individuel et à leurs frais)' };
const stripPrefix = (name: string) => name.replace(/^C2\./, '');

export async function educationalFinancialReport(deps: AppDeps, scope: DashboardScope, period: Period): Promise<EducationalFinancialReport> {
  const db = deps.db;
  const lessons = db
    .selectFrom('planning_slots as s')
    .where('s.structure_id', '=', scope.structureId)
    .where(inAgencies('s.agency_id', scope))
    .where('s.date', '>=', period.startDate)
    .where('s.date', '<=', period.endDate)
    .where('s.status', '=', 'done')
    .where('s.is_background', '=', 0);
  const [structure, agencies, bills, perTraining, trainees, trainers] = await Promise.all([
    db.selectFrom('structures').select(['name', 'code_client']).where('id', '=', scope.structureId).executeTakeFirstOrThrow(),
    db
      .selectFrom('agencies')
      .select(['name', 'siret', 'approval_number', 'city'])
      .where('structure_id', '=', scope.structureId)
      .where(inAgencies('agencies.id', scope))
      .orderBy('is_principal', 'desc')
      .orderBy('name')
      .execute(),
    db
      .selectFrom('bills as b')
      .leftJoin('organizations as o', 'o.id', 'b.organization_id')
      .leftJoin('organization_types as ot', 'ot.id', 'o.organization_type_id')
      .select([
        'ot.name as type_name',
        'ot.label as type_label',
        'b.kind',
        sql<number>`count(*)`.as('n'),
        sql<number>`coalesce(sum(b.total_ht_cents), 0)`.as('ht'),
        sql<number>`coalesce(sum(b.total_ttc_cents), 0)`.as('ttc'),
      ])
      .where('b.structure_id', '=', scope.structureId)
      .where(inAgencies('b.agency_id', scope))
      .where('b.issue_date', '>=', period.startDate)
      .where('b.issue_date', '<=', period.endDate)
      .where((eb) =>
        eb.or([
          eb.and([eb('b.kind', '=', 'invoice'), eb('b.status', 'in', [BILL_STATUS.unpaid, BILL_STATUS.partialPayment, BILL_STATUS.paid])]),
          eb('b.kind', '=', 'credit_note'),
        ]),
      )
      .groupBy(['ot.name', 'ot.label', 'b.kind'])
      .execute(),
    lessons
      .innerJoin('planning_slot_learners as sl', 'sl.slot_id', 's.id')
      .innerJoin('learners as l', 'l.id', 'sl.learner_id')
      .leftJoin('trainings as t', 't.id', 'l.training_id')
      .select([
        't.code',
        't.name',
        sql<number>`count(distinct sl.learner_id)`.as('trainees'),
        sql<number>`coalesce(sum(${slotMinutesSql}), 0)`.as('minutes'),
      ])
      .where('sl.is_excused', '=', 0)
      .groupBy(['t.code', 't.name'])
      .orderBy('t.code')
      .execute(),
    lessons
      .innerJoin('planning_slot_learners as sl', 'sl.slot_id', 's.id')
      .select(sql<number>`count(distinct sl.learner_id)`.as('n'))
      .where('sl.is_excused', '=', 0)
      .executeTakeFirstOrThrow(),
    lessons
      .select([sql<number>`count(distinct s.team_member_id)`.as('n'), sql<number>`coalesce(sum(${slotMinutesSql}), 0)`.as('minutes')])
      .where('s.team_member_id', 'is not', null)
      .executeTakeFirstOrThrow(),
  ]);

  const lines = new Map<string, EducationalFinancialReport['financial']['lines'][number]>();
  for (const row of bills) {
    const origin = row.type_name ? stripPrefix(row.type_name) : INDIVIDUALS.origin;
    const line = lines.get(origin) ?? { origin, label: row.type_label ?? INDIVIDUALS.label, invoices: 0, creditNotes: 0, netHtCents: 0, netTtcCents: 0 };
    const sign = row.kind === 'credit_note' ? -1 : 1;
    if (row.kind === 'credit_note') line.creditNotes += Number(row.n);
    else line.invoices += Number(row.n);
    line.netHtCents += sign * Number(row.ht);
    line.netTtcCents += sign * Number(row.ttc);
    lines.set(origin, line);
  }
  const financialLines = [...lines.values()].sort((a, b) => (a.origin === INDIVIDUALS.origin ? -1 : b.origin === INDIVIDUALS.origin ? 1 : a.label.localeCompare(b.label, 'fr')));
  const trainings = perTraining.map((row) => ({ code: row.code ?? '—', name: row.name ?? 'Sans formation', trainees: Number(row.trainees), minutes: Number(row.minutes) }));
  return {
    structure: { name: structure.name, codeClient: structure.code_client },
    agencies: agencies.map((a) => ({ name: a.name, siret: a.siret, approvalNumber: a.approval_number, city: a.city })),
    period,
    financial: {
      lines: financialLines,
      totalHtCents: financialLines.reduce((sum, l) => sum + l.netHtCents, 0),
      totalTtcCents: financialLines.reduce((sum, l) => sum + l.netTtcCents, 0),
    },
    pedagogical: { trainings, trainees: Number(trainees.n), minutes: trainings.reduce((sum, t) => sum + t.minutes, 0) },
    trainers: { count: Number(trainers.n), minutes: Number(trainers.minutes) },
  };
}

const HOURS = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 2 });
const hoursText = (minutes: number) => HOURS.format(Math.round((minutes / 60) * 100) / 100);

/** The file name: « Bilan pédagogique et financier du 01-01-2026 au 31-12-2026 ». */
export function reportFileName(period: Period, extension: 'pdf' | 'csv'): string {
  const day = (iso: string) => formatDay(iso).replace(/\//g, '-');
  return `Bilan pédagogique et financier du ${day(period.startDate)} au ${day(period.endDate)}.${extension}`;
}

export async function reportPdf(report: EducationalFinancialReport): Promise<Uint8Array> {
  const title = 'Bilan pédagogique et financier';
  const pdf = await PdfWriter.create({ title, footer: `${report.structure.name} — ${title}` });
  pdf.heading(title);
  pdf.keyValues([
    ['Organisme', `${report.structure.name} (${report.structure.codeClient})`],
    ['Période', `du ${formatDay(report.period.startDate)} au ${formatDay(report.period.endDate)}`],
  ]);
  pdf.space();
  pdf.text('Agences', { bold: true });
  pdf.table(
    [
      { header: 'Agence', width: 0.3 },
      { header: 'SIRET', width: 0.25 },
      { header: 'Agrément', width: 0.2 },
      { header: 'Ville', width: 0.25 },
    ],
    report.agencies.map((a) => [a.name, a.siret ?? '—', a.approvalNumber ?? '—', a.city ?? '—']),
  );
  pdf.space(12);
  pdf.heading('Bilan financier — produits par origine des fonds', 13);
  if (report.financial.lines.length === 0) pdf.text('Aucune facture validée sur la période.', { muted: true });
  else {
    pdf.table(
      [
        { header: 'Origine', width: 0.4 },
        { header: 'Factures', width: 0.12, align: 'right' },
        { header: 'Avoirs', width: 0.12, align: 'right' },
        { header: 'Net HT', width: 0.18, align: 'right' },
        { header: 'Net TTC', width: 0.18, align: 'right' },
      ],
      report.financial.lines.map((l) => [l.label, String(l.invoices), String(l.creditNotes), formatCents(l.netHtCents), formatCents(l.netTtcCents)]),
    );
  }
  pdf.totals([
    ['Total des produits HT', formatCents(report.financial.totalHtCents)],
    ['Total des produits TTC', formatCents(report.financial.totalTtcCents)],
  ]);
  pdf.space(12);
  pdf.heading('Bilan pédagogique — stagiaires et heures de formation', 13);
  if (report.pedagogical.trainings.length === 0) pdf.text('Aucune leçon réalisée sur la période.', { muted: true });
  else {
    pdf.table(
      [
        { header: 'Formation', width: 0.5 },
        { header: 'Stagiaires', width: 0.2, align: 'right' },
        { header: 'Heures-stagiaires', width: 0.3, align: 'right' },
      ],
      report.pedagogical.trainings.map((t) => [`${t.code} — ${t.name}`, String(t.trainees), hoursText(t.minutes)]),
    );
  }
  pdf.totals([
    ['Stagiaires formés', String(report.pedagogical.trainees)],
    ['Heures-stagiaires', hoursText(report.pedagogical.minutes)],
  ]);
  pdf.space(12);
  pdf.heading('Formateurs', 13);
  pdf.keyValues([
    ['Formateurs ayant dispensé des heures', String(report.trainers.count)],
    ['Heures de formation dispensées', hoursText(report.trainers.minutes)],
  ]);
  pdf.space();
  pdf.text(
    'Stagiaires : apprenants ayant suivi au moins une leçon réalisée (non excusée) sur la période ; heures-stagiaires : durée des leçons réalisées multipliée par le nombre de stagiaires présents.',
    { muted: true, size: 8.5 },
  );
  return pdf.save();
}

/** UTF-8 with a BOM and `;` separators (what French spreadsheets open directly); decimals with a comma. */
export function reportCsv(report: EducationalFinancialReport): string {
  const rows: (string | number)[][] = [
    ['Bilan pédagogique et financier'],
    ['Organisme', report.structure.name],
    ['Période', formatDay(report.period.startDate), formatDay(report.period.endDate)],
    ['Agences', report.agencies.map((a) => a.name).join(', ')],
    [],
    ['Bilan financier', 'Origine', 'Factures', 'Avoirs', 'Net HT (€)', 'Net TTC (€)'],
    ...report.financial.lines.map((l) => ['', l.label, l.invoices, l.creditNotes, l.netHtCents / 100, l.netTtcCents / 100]),
    ['Total', '', '', '', report.financial.totalHtCents / 100, report.financial.totalTtcCents / 100],
    [],
    ['Bilan pédagogique', 'Formation', 'Stagiaires', 'Heures-stagiaires'],
    ...report.pedagogical.trainings.map((t) => ['', `${t.code} — ${t.name}`, t.trainees, Math.round((t.minutes / 60) * 100) / 100]),
    ['Total', '', report.pedagogical.trainees, Math.round((report.pedagogical.minutes / 60) * 100) / 100],
    [],
    ['Formateurs', 'Nombre', report.trainers.count, 'Heures dispensées', Math.round((report.trainers.minutes / 60) * 100) / 100],
  ];
  return csvDocument(rows, { separator: ';', decimalComma: true });
}
