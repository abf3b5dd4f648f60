import type { Learner } from '../../../src/modules/learners/types';
import { collectionRoute, itemRoute } from '../../core/routes/declare';
import type { RouteDeclaration } from '../../core/routes/types';
import { LEARNERS_PATH } from './common';
import { learnerSchema } from './learner-output';
import { listLearners, loadLearner } from './routes';

/**
 * The learners' reads on the declared-route layer (the list with its filters and the record); the
 * writes and the other learner routes are still hand-wired in ./routes.ts.
 */
export const LEARNER_ROUTES: readonly RouteDeclaration[] = [
  collectionRoute<Learner>({
    method: 'GET',
    path: LEARNERS_PATH,
    access: 'authenticated',
    hydraClass: 'Learner',
    summary: 'Lists the learners of the caller’s agencies, with filters, search and order.',
    returns: 'collection',
    output: learnerSchema,
    cached: true,
    handle: ({ deps, auth, query, url }) => listLearners(deps, auth, query, url),
  }),
  itemRoute<undefined, Learner>({
    method: 'GET',
    path: `${LEARNERS_PATH}/{id}`,
    access: 'authenticated',
    hydraClass: 'Learner',
    summary: 'Reads a learner’s record.',
    returns: 'item',
    output: learnerSchema,
    cached: true,
    handle: ({ deps, auth, id }) => loadLearner(deps, auth, id()),
  }),
];
