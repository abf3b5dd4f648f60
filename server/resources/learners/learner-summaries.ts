import type { LearnerDetails, LearnerHours } from '../../../src/modules/learners/types';
import { learnerBalanceAnswerSchema, type LearnerBalanceAnswer } from '../../../src/shared/accounting/balance';
import { parisDate } from '../../../src/shared/i18n/paris-date';
import { iri, jsonLd } from '../../core/hydra';
import { itemRoute } from '../../core/routes/declare';
import type { RouteDeclaration } from '../../core/routes/types';
import { learnerBalances } from './balance';
import { findLearner } from './common';
import { learnerDetailsSchema, learnerHoursSchema } from '../../../src/modules/learners/schema';
import { learnerDetails, learnerHours } from './summary';

/** A learner's hours (forecast, bought, done, planned), balance, and the record's summary and tracking. */
export const LEARNER_SUMMARY_ROUTES: readonly RouteDeclaration[] = [
  itemRoute<undefined, LearnerHours>({
    method: 'GET',
    path: '/learner/hours/{id}',
    access: 'authenticated',
    hydraClass: 'LearnerHours',
    summary: 'Reads a learner’s hours: forecast, bought, done, planned and remaining.',
    output: learnerHoursSchema,
    handle: async ({ deps, auth, id }) => {
      const learner = await findLearner(deps.db, auth, id());
      return jsonLd('LearnerHours', iri('/learner/hours', learner.id), await learnerHours(deps.db, learner.id));
    },
  }),
  itemRoute<undefined, LearnerDetails>({
    method: 'GET',
    path: '/learner/details/{id}',
    access: 'authenticated',
    hydraClass: 'LearnerDetails',
    summary: 'Reads a learner record’s summary: hours, latest document of each type, counts and tracking.',
    output: learnerDetailsSchema,
    handle: async ({ deps, auth, id }) => {
      const learner = await findLearner(deps.db, auth, id());
      return jsonLd('LearnerDetails', iri('/learner/details', learner.id), await learnerDetails(deps.db, learner));
    },
  }),
  itemRoute<undefined, LearnerBalanceAnswer>({
    method: 'GET',
    path: '/learner/balance/{id}',
    access: 'authenticated',
    hydraClass: 'LearnerBalance',
    summary: 'Reads what a learner owes today (« Reste dû »), split into « échu » and « à échoir ».',
    output: learnerBalanceAnswerSchema,
    handle: async ({ deps, auth, id }) => {
      const learner = await findLearner(deps.db, auth, id());
      const asOf = parisDate(deps.now());
      const balance = (await learnerBalances(deps.db, auth, [learner.id], asOf)).get(learner.id)!;
      return jsonLd('LearnerBalance', iri('/learner/balance', learner.id), { learnerId: learner.id, asOf, balance });
    },
  }),
];
