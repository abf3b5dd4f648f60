import { LEARNER_WRITE } from '../../../src/shared/auth/permission-groups';
import type { TrainingField } from '../../../src/shared/references/types';
import { registrationCreateSchema, registrationPatchSchema, type RegistrationCreate, type RegistrationPatch } from '../../../src/modules/learners/schema';
import type { AppDeps, AuthContext } from '../../core/env';
import { invalidField, isUniqueViolation } from '../../core/errors';
import { iri, jsonLd } from '../../core/hydra';
import { collectionRoute, itemRoute } from '../../core/routes/declare';
import type { RouteDeclaration } from '../../core/routes/types';
import { found, inCallerAgencies } from '../../core/scope';
import { assertFieldOf, assertOrganisation, learnerIri, learnerOfPayload, trainingOf } from './common';
import { registrationSchema } from '../../../src/modules/learners/schema';
import { trainingFieldSchema } from '../../../src/shared/references/schema';
import { TRAINING_FIELD_LIST, TRAINING_FIELDS_PATH, trainingFieldJsonLd } from '../trainings/training-field-list';
import { givenFlag, updateGiven } from '../../core/patch';

const REGISTRATIONS_PATH = '/registrations/to-trainings';
const ALREADY_REGISTERED = 'L’apprenant est déjà inscrit à cette formation.';

/** The caller's registration (through its learner's agency), or 404. */
async function findRegistration(deps: AppDeps, auth: AuthContext, id: number) {
  const row = await deps.db
    .selectFrom('learner_trainings')
    .innerJoin('learners', 'learners.id', 'learner_trainings.learner_id')
    .innerJoin('trainings', 'trainings.id', 'learner_trainings.training_id')
    .selectAll('learner_trainings')
    .select('trainings.code as training_code')
    .where('learner_trainings.id', '=', id)
    .$call(inCallerAgencies(auth, 'learners')).executeTakeFirst();
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
 * agencytraininglearners) and the training specialities (`GET /educations/training_fields`).
 */
export const REGISTRATION_ROUTES: readonly RouteDeclaration[] = [
  itemRoute<RegistrationCreate, unknown>({
    method: 'POST',
    path: REGISTRATIONS_PATH,
    access: LEARNER_WRITE,
    hydraClass: 'AgencyTrainingLearner',
    summary: 'Registers a learner to a training; a learner without a current training takes this one.',
    input: registrationCreateSchema,
    status: 201,
    output: registrationSchema,
    async handle({ deps, auth, body: input }) {
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
          if (isUniqueViolation(err)) throw invalidField('training', ALREADY_REGISTERED);
          throw err;
        });
      return registrationJson(deps, auth, id);
    },
  }),
  itemRoute<RegistrationPatch, unknown>({
    method: 'PATCH',
    path: `${REGISTRATIONS_PATH}/{id}`,
    access: LEARNER_WRITE,
    hydraClass: 'AgencyTrainingLearner',
    summary: 'Updates a registration (merge-patch): speciality, financier, start date, prospect, status.',
    input: registrationPatchSchema,
    output: registrationSchema,
    async handle({ deps, auth, id, body: input }) {
      const current = await findRegistration(deps, auth, id());
      if (input.field !== undefined && input.field !== null) await assertFieldOf(deps.db, input.field, current.training_code);
      if (input.financier !== undefined && input.financier !== null) await assertOrganisation(deps.db, auth, input.financier);
      await updateGiven(
        { field_id: input.field, financier_id: input.financier, start_date: input.startDate, is_prospect: givenFlag(input.isProspect), status: input.status },
        (set) => deps.db.updateTable('learner_trainings').set(set).where('id', '=', current.id),
      );
      return registrationJson(deps, auth, current.id);
    },
  }),
  collectionRoute<TrainingField>({
    method: 'GET',
    path: TRAINING_FIELDS_PATH,
    access: 'authenticated',
    hydraClass: 'TrainingField',
    summary: 'Lists the specialities of the licence categories (`training.code` filter).',
    output: trainingFieldSchema,
    list: TRAINING_FIELD_LIST,
    handle: ({ deps, paginate }) =>
      paginate(deps.db.selectFrom('training_fields').selectAll(), { idColumn: 'training_fields.id', toJsonLd: trainingFieldJsonLd }),
  }),
];
