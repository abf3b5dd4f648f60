import { sql } from 'kysely';
import { examSessionSchema } from '../../../src/modules/private-operators/schema';
import { REGISTRATION_STATUS, type ExamSession } from '../../../src/modules/private-operators/types';
import type { JsonLd } from '../../../src/shared/api/hydra';
import { badRequest, notFound } from '../../core/errors';
import { collectionBody, iri, jsonLd } from '../../core/hydra';
import { collectionRoute } from '../../core/routes/declare';
import { queryValue } from '../../core/routes/query';
import type { RouteDeclaration } from '../../core/routes/types';
import { isRowId } from '../../core/scope';
import { ensureExamSessions, MAX_SESSION_RANGE_DAYS } from '../../simulators/exam-operator';
import { operatorByCode } from './site-store';

const DATE_RE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * `GET /private-operators/sessions` (siteId, operator, startDate, endDate, category): the operator's
 * exam sessions at a site with their seats left (the front end asks from tomorrow to the end of the month).
 */
export const EXAM_SESSION_ROUTES: readonly RouteDeclaration[] = [
  collectionRoute<ExamSession>({
    method: 'GET',
    path: '/private-operators/sessions',
    access: 'authenticated',
    hydraClass: 'ExamSession',
    summary: 'Lists the operator’s exam sessions at a centre between two dates (siteId, startDate, endDate, category), with their seats left.',
    output: examSessionSchema,
    async handle({ deps, query, url }) {
      const siteRaw = queryValue(query, 'siteId');
      if (!siteRaw || !isRowId(siteRaw)) throw badRequest('Le paramètre « siteId » est obligatoire (identifiant du centre d’examen).');
      const start = (queryValue(query, 'startDate') ?? '').slice(0, 10);
      const end = (queryValue(query, 'endDate') ?? '').slice(0, 10);
      if (!DATE_RE.test(start) || !DATE_RE.test(end)) throw badRequest('Les paramètres « startDate » et « endDate » attendent une date au format AAAA-MM-JJ.');
      if ((Date.parse(end) - Date.parse(start)) / 86_400_000 > MAX_SESSION_RANGE_DAYS) {
        throw badRequest(`La période demandée ne peut pas dépasser ${MAX_SESSION_RANGE_DAYS} jours.`);
      }
      const operator = await operatorByCode(deps.db, queryValue(query, 'operator'));
      const site = await deps.db.selectFrom('exam_sites').select(['id', 'name', 'city', 'operator_id']).where('id', '=', Number(siteRaw)).executeTakeFirst();
      if (!site || (operator && site.operator_id !== operator.id)) throw notFound('Ce centre d’examen est introuvable.');
      const members: JsonLd<ExamSession>[] = [];
      if (start <= end) {
        await ensureExamSessions(deps.db, [site.id], start, end);
        let sessions = deps.db
          .selectFrom('exam_sessions')
          .select([
            'exam_sessions.id',
            'exam_sessions.date',
            'exam_sessions.start_time',
            'exam_sessions.category',
            'exam_sessions.seats_total',
            'exam_sessions.seats_taken_elsewhere',
            (eb) =>
              eb
                .selectFrom('exam_registrations')
                .select(sql<number>`count(*)`.as('n'))
                .whereRef('exam_registrations.session_id', '=', 'exam_sessions.id')
                .where('exam_registrations.status', '<>', REGISTRATION_STATUS.cancelled)
                .as('live'),
          ])
          .where('exam_sessions.site_id', '=', site.id)
          .where('exam_sessions.date', '>=', start)
          .where('exam_sessions.date', '<=', end);
        const category = queryValue(query, 'category');
        if (category) sessions = sessions.where('exam_sessions.category', '=', category);
        const rows = await sessions.orderBy('exam_sessions.date').orderBy('exam_sessions.start_time').execute();
        for (const row of rows) {
          members.push(
            jsonLd<ExamSession>('ExamSession', iri('/private-operators/sessions', row.id), {
              id: row.id,
              date: row.date,
              startTime: row.start_time,
              category: row.category,
              seatsTotal: row.seats_total,
              seatsLeft: Math.max(0, row.seats_total - row.seats_taken_elsewhere - Number(row.live ?? 0)),
              site: { id: site.id, name: site.name, city: site.city },
            }),
          );
        }
      }
      return collectionBody(url, members, members.length, { page: 1, itemsPerPage: Math.max(1, members.length) });
    },
  }),
];
