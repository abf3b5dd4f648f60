import { LEARNER_WRITE } from '../../../src/shared/auth/permission-groups';
import { evaluationCreateSchema } from '../../../src/modules/learners/schema';
import type { Evaluation } from '../../../src/modules/learners/types';
import { invalidField } from '../../core/errors';
import { crudDeclarations } from '../../core/routes/crud';
import type { RouteDeclaration } from '../../core/routes/types';
import { inCallerAgencies } from '../../core/scope';
import { assertTeamMember, learnerIri, learnerOfPayload, toHours, toMinutes, trainingOf, trainingRef, userRef } from './common';
import { evaluationSchema } from '../../../src/modules/learners/schema';

/** `/registrations/evaluations`: prior evaluations — list by learner, read, create, delete. */
export const EVALUATION_ROUTES: readonly RouteDeclaration[] = crudDeclarations({
  path: '/registrations/evaluations',
  type: 'Evaluation',
  output: evaluationSchema,
  access: { read: 'authenticated', write: LEARNER_WRITE, create: 'authenticated' },
  summaries: {
    list: 'Lists the prior evaluations of the caller’s learners (`learner`, `training` filters), newest first.',
    read: 'Reads a prior evaluation.',
    create: 'Records a prior evaluation of a learner (not in the future) with its forecast volume.',
    remove: 'Deletes a prior evaluation.',
  },
  select: (deps, auth) =>
    deps.db
      .selectFrom('learner_evaluations')
      .innerJoin('learners', 'learners.id', 'learner_evaluations.learner_id')
      .innerJoin('trainings', 'trainings.id', 'learner_evaluations.training_id')
      .leftJoin('users', 'users.id', 'learner_evaluations.evaluator_id')
      .select([
        'learner_evaluations.id',
        'learner_evaluations.learner_id',
        'learner_evaluations.training_id',
        'trainings.code as training_code',
        'trainings.name as training_name',
        'learner_evaluations.evaluation_date',
        'learner_evaluations.forecast_minutes',
        'learner_evaluations.evaluator_id',
        'users.first_name as evaluator_first_name',
        'users.last_name as evaluator_last_name',
        'learner_evaluations.comment',
        'learner_evaluations.created_at',
      ])
      .$call(inCallerAgencies(auth, 'learners')),
  idColumn: 'learner_evaluations.id',
  toItem: (row): Evaluation => ({
    id: row.id,
    learner: learnerIri(row.learner_id),
    training: trainingRef(row.training_id, row.training_code, row.training_name),
    evaluationDate: row.evaluation_date,
    forecastHours: toHours(row.forecast_minutes),
    evaluator: userRef(row.evaluator_id, row.evaluator_first_name, row.evaluator_last_name),
    comment: row.comment,
    createdAt: row.created_at,
  }),
  list: {
    defaultItemsPerPage: 30,
    maxItemsPerPage: 1000,
    order: { evaluationDate: 'learner_evaluations.evaluation_date', createdAt: 'learner_evaluations.created_at' },
    defaultOrder: [['learner_evaluations.evaluation_date', 'desc']],
    exact: { learner: { column: 'learner_evaluations.learner_id', kind: 'int' }, training: { column: 'learner_evaluations.training_id', kind: 'int' } },
  },
  create: {
    schema: evaluationCreateSchema,
    async insert(deps, auth, input) {
      const learner = await learnerOfPayload(deps.db, auth, input.learner);
      await trainingOf(deps.db, input.training);
      if (input.evaluator !== null) await assertTeamMember(deps.db, auth, input.evaluator, 'evaluator');
      if (input.evaluationDate > deps.now().toISOString().slice(0, 10)) {
        throw invalidField('evaluationDate', 'L’évaluation préalable ne peut pas être datée dans le futur.');
      }
      if (input.forecastHours <= 0) throw invalidField('forecastHours', 'Indiquez le volume d’heures prévu.');
      const row = await deps.db
        .insertInto('learner_evaluations')
        .values({
          structure_id: auth.structureId,
          learner_id: learner.id,
          training_id: input.training,
          evaluation_date: input.evaluationDate,
          forecast_minutes: toMinutes(input.forecastHours),
          evaluator_id: input.evaluator,
          comment: input.comment,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },
  },
  remove: {
    async apply(deps, _auth, current) {
      await deps.db.deleteFrom('learner_evaluations').where('id', '=', current.id).execute();
    },
  },
});
