import { badRequest } from '../../core/errors';
import { rawRoute } from '../../core/routes/declare';
import type { RouteDeclaration } from '../../core/routes/types';
import { fileResponse } from '../../pdf/response';
import { educationalFinancialReport, reportCsv, reportFileName, reportPdf } from './report';
import { dashboardScope, notForTrainers, readPeriod } from './scope';

/** The educational and financial report of a period (spec part 2 §7), as a PDF or a CSV file. */
export const REPORT_ROUTES: readonly RouteDeclaration[] = [
  rawRoute({
    method: 'GET',
    path: '/accounting-edition/educational-financial-reports',
    access: 'authenticated',
    hydraClass: 'EducationalFinancialReport',
    summary: 'Answers the educational and financial report of a period (startDate, endDate, format pdf or csv, agency[]); not for trainers.',
    mediaType: ['application/pdf', 'text/csv'],
    async handle({ deps, auth, query }, c) {
      notForTrainers(auth);
      if (!query.startDate?.[0] || !query.endDate?.[0]) throw badRequest('Indiquez la période du bilan (startDate et endDate).');
      const format = query.format?.[0] ?? 'pdf';
      if (format !== 'pdf' && format !== 'csv') throw badRequest('Le format du bilan est « pdf » ou « csv ».');
      const period = readPeriod(query, { startDate: '', endDate: '' });
      const report = await educationalFinancialReport(deps, dashboardScope(auth, query), period);
      if (format === 'csv') return fileResponse(c, new TextEncoder().encode(reportCsv(report)), reportFileName(period, 'csv'), 'text/csv; charset=utf-8');
      return fileResponse(c, await reportPdf(report), reportFileName(period, 'pdf'));
    },
  }),
];
