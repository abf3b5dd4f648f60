import { Hono } from 'hono';
import { EXAM_ELIGIBLE_TRAININGS } from '../../../src/modules/private-operators/types';
import type { AppEnv } from '../../core/env';
import { badRequest } from '../../core/errors';
import { iri, jsonLd, paginate } from '../../core/hydra';
import { LEARNER_LIST_ORDER, selectLearnerSummaries, toLearnerSummaryItem } from '../national/learner-summary';

/**
 * `GET /learners/exam-eligible` (training.name[], agency, simplesearch, order, page): learners who can
 * be registered to a private operator's exam — not archived, training among B, A1, A2, C, C1, D, D1
 * (spec part 2 §7). The learners area may build the same call; the lead keeps one when merging.
 */
export const examEligibleLearnerRoutes = new Hono<AppEnv>().get('/learners/exam-eligible', async (c) => {
  const { deps, auth } = c.var;
  const query = c.req.queries();
  for (const name of [...(query['training.name'] ?? []), ...(query['training.name[]'] ?? [])]) {
    if (name !== '' && !(EXAM_ELIGIBLE_TRAININGS as readonly string[]).includes(name)) {
      throw badRequest(`La formation « ${name} » ne mène pas à un examen d’opérateur privé (B, A1, A2, C, C1, D, D1).`);
    }
  }
  const base = selectLearnerSummaries(deps, auth)
    .where('learners.archived', '=', 0)
    .where('trainings.code', 'in', [...EXAM_ELIGIBLE_TRAININGS]);
  return c.json(
    await paginate(base, {
      query,
      requestUrl: c.req.url,
      dialect: deps.dialect,
      idColumn: 'learners.id',
      spec: {
        defaultItemsPerPage: 10,
        maxItemsPerPage: 5000,
        order: LEARNER_LIST_ORDER,
        defaultOrder: [['learners.last_name', 'asc'], ['learners.first_name', 'asc']],
        search: ['learners.last_name', 'learners.first_name', 'learners.email', 'learners.neph'],
        exact: {
          'training.name': { column: 'trainings.code', kind: 'string' },
          agency: { column: 'learners.agency_id', kind: 'int' },
        },
      },
      toJsonLd: (row) => jsonLd('Learner', iri('/learners', row.id), toLearnerSummaryItem(row)),
    }),
  );
});
