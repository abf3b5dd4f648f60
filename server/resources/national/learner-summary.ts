import type { LearnerSummary } from '../../../src/shared/references/types';
import type { AppDeps, AuthContext } from '../../core/env';
import { scoped } from '../../core/scope';

/**
 * The caller-scoped learner selection of the national-services lists (`/learners/ants`,
 * `/learners/exam-eligible`), answered in the shared LearnerSummary shape.
 */
export function selectLearnerSummaries(deps: AppDeps, auth: AuthContext) {
  return scoped(
    deps.db
      .selectFrom('learners')
      .innerJoin('agencies', 'agencies.id', 'learners.agency_id')
      .leftJoin('trainings', 'trainings.id', 'learners.training_id')
      .select([
        'learners.id',
        'learners.first_name',
        'learners.last_name',
        'learners.email',
        'learners.phone',
        'learners.birth_date',
        'learners.neph',
        'learners.is_prospect',
        'learners.archived',
        'learners.created_at',
        'learners.agency_id',
        'agencies.name as agency_name',
        'learners.training_id',
        'trainings.code as training_code',
        'trainings.name as training_name',
      ]),
    auth,
    { structure: 'learners.structure_id', agency: 'learners.agency_id' },
  );
}

export type LearnerSummaryRow = Awaited<ReturnType<ReturnType<typeof selectLearnerSummaries>['executeTakeFirstOrThrow']>>;

export function toLearnerSummaryItem(row: LearnerSummaryRow): LearnerSummary {
  return {
    id: row.id,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    phone: row.phone,
    birthDate: row.birth_date,
    neph: row.neph,
    isProspect: row.is_prospect === 1,
    archived: row.archived === 1,
    createdAt: row.created_at,
    agency: { '@id': `/api/agencies/${row.agency_id}`, id: row.agency_id, name: row.agency_name },
    training:
      row.training_id === null
        ? null
        : { '@id': `/api/educations/trainings/${row.training_id}`, id: row.training_id, code: row.training_code ?? '', name: row.training_name ?? '' },
  };
}

/** Shared list settings of the learner lists of the area (10 per page, up to 5000). */
export const LEARNER_LIST_ORDER = {
  lastName: 'learners.last_name',
  firstName: 'learners.first_name',
  createdAt: 'learners.created_at',
  agency: 'agencies.name',
} as const;
