import { sql } from 'kysely';
import { learnerSummarySchema } from '../../../src/shared/references/schema';
import type { LearnerSummary } from '../../../src/shared/references/types';
import type { HydraCollection } from '../../../src/shared/api/hydra';
import { iri, jsonLd } from '../../core/hydra';
import { collectionSchema } from '../../core/routes/answer';
import { jsonRoute } from '../../core/routes/declare';
import type { RouteDeclaration } from '../../core/routes/types';
import { LEARNER_LIST_BASE, selectLearners, toLearnerSummary } from '../learners/select';
import { CLOSED_STATUSES } from './request-store';

/**
 * `GET /learners/ants`: learners to register with ANTS — not archived, without a NEPH and without a
 * request in progress (agency, training, simplesearch, order, page). A collection of `Learner`
 * summaries, declared as a plain document: the `Learner` class documents the full record.
 */
export const ANTS_LEARNER_ROUTES: readonly RouteDeclaration[] = [
  // The collection schema is typed loosely (its items are built from any object schema): the handler's
  // own type holds the answer's, and the tests check every answer against the schema.
  jsonRoute<undefined, unknown>({
    method: 'GET',
    path: '/learners/ants',
    access: ['isViewANTS'],
    hydraClass: 'Learner',
    summary: 'Lists the learners to register with ANTS: not archived, without a NEPH nor a request in progress.',
    output: collectionSchema('Learner', learnerSummarySchema),
    async handle({ deps, auth, paginate }): Promise<HydraCollection<LearnerSummary>> {
      const base = selectLearners(deps, auth)
        .where('learners.archived', '=', 0)
        .where('learners.neph', 'is', null)
        .where((eb) =>
          eb.not(
            eb.exists(
              eb
                .selectFrom('ants_requests')
                .select(sql<number>`1`.as('one'))
                .whereRef('ants_requests.learner_id', '=', 'learners.id')
                .where('ants_requests.status', 'not in', [...CLOSED_STATUSES]),
            ),
          ),
        );
      return paginate(base, {
        idColumn: 'learners.id',
        spec: {
          ...LEARNER_LIST_BASE,
          exact: { agency: { column: 'learners.agency_id', kind: 'int' }, training: { column: 'learners.training_id', kind: 'int' } },
        },
        toJsonLd: (row) => jsonLd('Learner', iri('/learners', row.id), toLearnerSummary(row)),
      });
    },
  }),
];
