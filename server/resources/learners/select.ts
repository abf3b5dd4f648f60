import type { Kysely } from 'kysely';
import type { LearnerSummary } from '../../../src/shared/references/types';
import type { AppDeps, AuthContext } from '../../core/env';
import { inCallerAgencies } from '../../core/scope';
import type { Database } from '../../db/schema';
import { agencyRef, trainingRef } from './common';
import type { QueryRow } from '../../db/rows';
import type { ListSpec } from '../../core/list-query';
import { learnerSearch, learnerSearchFirst } from './search';

/**
 * The caller-scoped learner selection every learner list starts from (`/learners` and its special
 * lists, `/learners/ants`…), and the shared LearnerSummary answer.
 */
export function selectLearners(deps: AppDeps, auth: AuthContext) {
  return learnerSelection(deps.db, auth);
}

/** selectLearners over a database (a transaction, a query template) and a structure and its agencies. */
export function learnerSelection(db: Kysely<Database>, scope: Pick<AuthContext, 'structureId' | 'agencyIds'>) {
  return db
    .selectFrom('learners')
    .innerJoin('agencies', 'agencies.id', 'learners.agency_id')
    .leftJoin('trainings', 'trainings.id', 'learners.training_id')
    .select([
      'learners.id',
      'learners.civility',
      'learners.first_name',
      'learners.last_name',
      'learners.email',
      'learners.phone',
      'learners.birth_date',
      'learners.birth_place',
      'learners.address',
      'learners.postal_code',
      'learners.city',
      'learners.neph',
      'learners.is_prospect',
      'learners.archived',
      'learners.photo_key',
      'learners.survey_status',
      'learners.created_at',
      'learners.updated_at',
      'learners.agency_id',
      'agencies.name as agency_name',
      'learners.training_id',
      'trainings.code as training_code',
      'trainings.name as training_name',
    ])
    .$call(inCallerAgencies(scope, 'learners'));
}

export type LearnerQuery = ReturnType<typeof selectLearners>;
export type LearnerRow = QueryRow<LearnerQuery>;

/** Who a learner is (learnerIdentitySchema), from his row. */
export const toLearnerIdentity = (row: Pick<LearnerRow, 'id' | 'first_name' | 'last_name' | 'email' | 'phone' | 'birth_date' | 'neph'>) => ({
  id: row.id,
  firstName: row.first_name,
  lastName: row.last_name,
  email: row.email,
  phone: row.phone,
  birthDate: row.birth_date,
  neph: row.neph,
});

export function toLearnerSummary(row: Pick<LearnerRow, 'id' | 'first_name' | 'last_name' | 'email' | 'phone' | 'birth_date' | 'neph' | 'is_prospect' | 'archived' | 'created_at' | 'agency_id' | 'agency_name' | 'training_id' | 'training_code' | 'training_name'>): LearnerSummary {
  return {
    ...toLearnerIdentity(row),
    isProspect: row.is_prospect === 1,
    archived: row.archived === 1,
    createdAt: row.created_at,
    agency: agencyRef(row.agency_id, row.agency_name),
    training:
      row.training_id === null ? null : trainingRef(row.training_id, row.training_code ?? '', row.training_name ?? ''),
  };
}

/** `order[…]` columns of the learner lists. */
export const LEARNER_ORDER = {
  lastName: 'learners.last_name',
  firstName: 'learners.first_name',
  createdAt: 'learners.created_at',
  birthDate: 'learners.birth_date',
  agency: 'agencies.name',
  neph: 'learners.neph',
  email: 'learners.email',
  training: 'trainings.code',
};

/** Paging, order and search of every learner list (each adds its own exact filters). */
export const LEARNER_LIST_BASE: Omit<ListSpec, 'exact'> = {
  defaultItemsPerPage: 10,
  maxItemsPerPage: 5000,
  order: LEARNER_ORDER,
  defaultOrder: [['learners.last_name', 'asc'], ['learners.first_name', 'asc']],
  searchIndex: learnerSearch,
  searchFirst: learnerSearchFirst,
};
