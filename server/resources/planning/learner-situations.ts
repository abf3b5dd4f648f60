import { PdfWriter } from '../../pdf/document';
import { fileResponse } from '../../pdf/response';
import type { LearnerSituation } from '../../../src/modules/planning/types';
import { learnerSituationSchema } from '../../../src/modules/planning/schema';
import { balanceText } from '../../../src/shared/accounting/balance';
import { collectionBody } from '../../core/hydra';
import { parseListParams } from '../../core/list-query';
import { collectionRoute, rawRoute } from '../../core/routes/declare';
import type { RouteDeclaration } from '../../core/routes/types';

import { longFrenchDay } from './dates';
import { balanceCells, FILE_NAMES, fileDay, timeRange } from './document-kit';
import { situationFilters, situations, SITUATION_PDF_MAX_ROWS } from './situation-store';
import { invalidField } from '../../core/errors';

const SITUATION_LIST = { defaultItemsPerPage: 30, maxItemsPerPage: 500_000, order: {}, defaultOrder: [] };

/**
 * `/learners/situation` (structureId, date, agendaId[]): the learners planned on a date with their
 * hours and what they owe, as a list and as a PDF.
 */
export const LEARNER_SITUATION_ROUTES: readonly RouteDeclaration[] = [
  collectionRoute<LearnerSituation>({
    method: 'GET',
    path: '/learners/situation',
    access: 'authenticated',
    hydraClass: 'LearnerSituation',
    summary: 'Lists the learners planned on a date (one row per learner and slot) with their hours and what they owe.',
    output: learnerSituationSchema,
    async handle({ deps, auth, query, url }) {
      const params = parseListParams(query, SITUATION_LIST);
      const filters = situationFilters(deps, auth, query);
      if (!filters) return collectionBody(url, [], 0, params);
      const { rows, total } = await situations(deps, auth, filters, params.itemsPerPage, (params.page - 1) * params.itemsPerPage);
      const members = rows.map((row) => ({ '@id': `/api/learners/situation/${row.slotId}-${row.learner.id}`, '@type': 'LearnerSituation', ...row }));
      return collectionBody(url, members, total, params);
    },
  }),

  rawRoute({
    method: 'GET',
    path: '/learners/situation-pdf',
    access: 'authenticated',
    hydraClass: 'LearnerSituation',
    summary: 'Prints the situation of the learners planned on a date (same filters).',
    refusals: [422],
    mediaType: 'application/pdf',
    async handle({ deps, auth, query }, c) {
      const filters = situationFilters(deps, auth, query);
      if (!filters) throw invalidField('structureId', 'Cette structure n’est pas la vôtre.');
      const { rows, total } = await situations(deps, auth, filters, SITUATION_PDF_MAX_ROWS, 0);
      if (total > SITUATION_PDF_MAX_ROWS) {
        throw invalidField('agendaId', `La situation compte ${total.toLocaleString('fr-FR')} lignes : choisissez des agendas pour en imprimer ${SITUATION_PDF_MAX_ROWS.toLocaleString('fr-FR')} au plus.`);
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
            { header: 'Agenda', width: 0.1 },
            { header: 'Horaire', width: 0.08 },
            { header: 'Apprenant', width: 0.13 },
            { header: 'Téléphone', width: 0.11 },
            { header: 'Formation', width: 0.1 },
            { header: 'Réalisées', width: 0.1, align: 'right' },
            { header: 'Planifiées', width: 0.09, align: 'right' },
            { header: balanceText.owed, width: 0.1, align: 'right' },
            { header: balanceText.due, width: 0.1, align: 'right' },
            { header: balanceText.upcoming, width: 0.09, align: 'right' },
          ],
          rows.map((row) => [
            row.agenda.name,
            timeRange(row.startDate.slice(11), row.endDate.slice(11)),
            `${row.learner.lastName.toUpperCase()} ${row.learner.firstName}${row.isExcused ? ' (excusé)' : ''}`,
            row.learner.phone ?? '',
            row.learner.training ?? '',
            `${row.hoursDone.toLocaleString('fr-FR')} h`,
            `${row.hoursPlanned.toLocaleString('fr-FR')} h`,
            ...balanceCells(row.balance),
          ]),
          { fontSize: 8 },
        );
      }
      return fileResponse(c, await pdf.save(), FILE_NAMES.situations(fileDay(filters.date)));
    },
  }),
];
