import { crudRoutes } from '../../core/crud';
import { scoped } from '../../core/scope';
import type { AppDeps, AuthContext } from '../../core/env';
import type { LearnerSummary } from '../../../src/shared/references/types';

function selectLearners(deps: AppDeps, auth: AuthContext) {
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

type LearnerRow = Awaited<ReturnType<ReturnType<typeof selectLearners>['executeTakeFirstOrThrow']>>;

export function toLearnerSummary(row: LearnerRow): LearnerSummary {
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

/**
 * `GET /learners` and `GET /learners/{id}`: learners of the caller's agencies, archived=0 by default
 * on the list screens (the client sends it), searched on name, e-mail, phone and NEPH.
 */
export const learnerRoutes = crudRoutes({
  path: '/learners',
  type: 'Learner',
  select: selectLearners,
  idColumn: 'learners.id',
  rowId: (row) => row.id,
  toItem: toLearnerSummary,
  list: {
    defaultItemsPerPage: 10,
    maxItemsPerPage: 5000,
    order: {
      lastName: 'learners.last_name',
      firstName: 'learners.first_name',
      createdAt: 'learners.created_at',
      birthDate: 'learners.birth_date',
      agency: 'agencies.name',
    },
    defaultOrder: [['learners.last_name', 'asc'], ['learners.first_name', 'asc']],
    search: ['learners.last_name', 'learners.first_name', 'learners.email', 'learners.phone', 'learners.neph'],
    exact: {
      archived: { column: 'learners.archived', kind: 'bool' },
      agency: { column: 'learners.agency_id', kind: 'int' },
      isProspect: { column: 'learners.is_prospect', kind: 'bool' },
      training: { column: 'learners.training_id', kind: 'int' },
      'training.name': { column: 'trainings.code', kind: 'string' },
    },
    date: { createdAt: 'learners.created_at' },
  },
});
