import { Hono } from 'hono';
import type { TrainingField } from '../../../src/shared/references/types';
import { evaluationCreateSchema, registrationCreateSchema, registrationPatchSchema } from '../../../src/modules/learners/schema';
import type { Evaluation } from '../../../src/modules/learners/types';
import { crudRoutes } from '../../core/crud';
import type { AppDeps, AppEnv, AuthContext } from '../../core/env';
import { ApiError, isUniqueViolation } from '../../core/errors';
import { iri, jsonLd, paginate } from '../../core/hydra';
import { found, routeId, scoped } from '../../core/scope';
import { parseJson } from '../../core/validation';
import {
  assertFieldOf,
  assertOrganisation,
  assertTeamMember,
  fieldError,
  learnerIri,
  learnerOfPayload,
  toHours,
  toMinutes,
  trainingOf,
  trainingRef,
  userRef,
} from './common';

const REGISTRATIONS_PATH = '/registrations/to-trainings';
const EVALUATIONS_PATH = '/registrations/evaluations';
const ALREADY_REGISTERED = 'L’apprenant est déjà inscrit à cette formation.';

/** The caller's registration (through its learner's agency), or 404. */
async function findRegistration(deps: AppDeps, auth: AuthContext, id: number) {
  const row = await scoped(
    deps.db
      .selectFrom('learner_trainings')
      .innerJoin('learners', 'learners.id', 'learner_trainings.learner_id')
      .innerJoin('trainings', 'trainings.id', 'learner_trainings.training_id')
      .selectAll('learner_trainings')
      .select('trainings.code as training_code')
      .where('learner_trainings.id', '=', id),
    auth,
    { structure: 'learners.structure_id', agency: 'learners.agency_id' },
  ).executeTakeFirst();
  return found(row, 'Inscription introuvable.');
}

async function registrationJson(deps: AppDeps, auth: AuthContext, id: number) {
  const row = await findRegistration(deps, auth, id);
  return jsonLd('AgencyTrainingLearner', iri(REGISTRATIONS_PATH, row.id), {
    id: row.id,
    learner: learnerIri(row.learner_id),
    training: iri('/educations/trainings', row.training_id),
    field: row.field_id === null ? null : iri('/educations/training_fields', row.field_id),
    agency: iri('/agencies', row.agency_id),
    isProspect: row.is_prospect === 1,
    financier: row.financier_id === null ? null : iri('/accountingDocs/organizations', row.financier_id),
    startDate: row.start_date,
    status: row.status,
    createdAt: row.created_at,
  });
}

/**
 * Registrations of learners to trainings (`/registrations/to-trainings`, the learner's
 * agencytraininglearners) and prior evaluations (`/registrations/evaluations`), plus the training
 * specialities (`GET /educations/training_fields`).
 */
export const registrationRoutes = new Hono<AppEnv>();

registrationRoutes.post(REGISTRATIONS_PATH, async (c) => {
  const { deps, auth } = c.var;
  const input = await parseJson(c, registrationCreateSchema);
  const learner = await learnerOfPayload(deps.db, auth, input.learner);
  const training = await trainingOf(deps.db, input.training);
  if (input.field !== null) await assertFieldOf(deps.db, input.field, training.code);
  if (input.financier !== null) await assertOrganisation(deps.db, auth, input.financier);
  const id = await deps.db
    .transaction()
    .execute(async (trx) => {
      const { id: registrationId } = await trx
        .insertInto('learner_trainings')
        .values({
          structure_id: auth.structureId,
          agency_id: learner.agency_id,
          learner_id: learner.id,
          training_id: training.id,
          field_id: input.field,
          financier_id: input.financier,
          start_date: input.startDate,
          is_prospect: input.isProspect ? 1 : 0,
          created_at: deps.now().toISOString(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      // A learner without a current training takes the first one they are registered to.
      if (learner.training_id === null) {
        await trx.updateTable('learners').set({ training_id: training.id, updated_at: deps.now().toISOString() }).where('id', '=', learner.id).execute();
      }
      return registrationId;
    })
    .catch((err: unknown) => {
      if (isUniqueViolation(err)) throw fieldError('training', ALREADY_REGISTERED);
      throw err;
    });
  return c.json(await registrationJson(deps, auth, id), 201);
});

registrationRoutes.patch(`${REGISTRATIONS_PATH}/:id`, async (c) => {
  const { deps, auth } = c.var;
  const current = await findRegistration(deps, auth, routeId(c.req.param('id')));
  const input = await parseJson(c, registrationPatchSchema);
  if (input.field !== undefined && input.field !== null) await assertFieldOf(deps.db, input.field, current.training_code);
  if (input.financier !== undefined && input.financier !== null) await assertOrganisation(deps.db, auth, input.financier);
  const changes = {
    ...(input.field !== undefined ? { field_id: input.field } : {}),
    ...(input.financier !== undefined ? { financier_id: input.financier } : {}),
    ...(input.startDate !== undefined ? { start_date: input.startDate } : {}),
    ...(input.isProspect !== undefined ? { is_prospect: input.isProspect ? 1 : 0 } : {}),
    ...(input.status !== undefined ? { status: input.status } : {}),
  };
  // An empty merge-patch changes nothing: no UPDATE without a column.
  if (Object.keys(changes).length > 0) await deps.db.updateTable('learner_trainings').set(changes).where('id', '=', current.id).execute();
  return c.json(await registrationJson(deps, auth, current.id));
});

registrationRoutes.get('/educations/training_fields', async (c) => {
  const { deps } = c.var;
  return c.json(
    await paginate(deps.db.selectFrom('training_fields').selectAll(), {
      query: c.req.queries(),
      requestUrl: c.req.url,
      dialect: deps.dialect,
      idColumn: 'training_fields.id',
      spec: {
        defaultItemsPerPage: 30,
        maxItemsPerPage: 3000,
        order: { name: 'training_fields.name', code: 'training_fields.code' },
        defaultOrder: [['training_fields.training_code', 'asc'], ['training_fields.id', 'asc']],
        search: ['training_fields.name', 'training_fields.code'],
        exact: { 'training.code': { column: 'training_fields.training_code', kind: 'string' } },
      },
      toJsonLd: (row) =>
        jsonLd<TrainingField>('TrainingField', iri('/educations/training_fields', row.id), {
          id: row.id,
          trainingCode: row.training_code,
          code: row.code,
          name: row.name,
        }),
    }),
  );
});

/** Prior evaluations: list by learner, create, delete. */
export const evaluationRoutes = crudRoutes({
  path: EVALUATIONS_PATH,
  type: 'Evaluation',
  select: (deps, auth) =>
    scoped(
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
        ]),
      auth,
      { structure: 'learners.structure_id', agency: 'learners.agency_id' },
    ),
  idColumn: 'learner_evaluations.id',
  rowId: (row) => row.id,
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
        throw fieldError('evaluationDate', 'L’évaluation préalable ne peut pas être datée dans le futur.');
      }
      if (input.forecastHours <= 0) throw new ApiError(422, 'Indiquez le volume d’heures prévu.', [{ propertyPath: 'forecastHours', message: 'Indiquez le volume d’heures prévu.' }]);
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
