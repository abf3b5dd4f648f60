import { LEARNER_WRITE } from '../../../src/shared/auth/permission-groups';
import { applicationRegistrationCreateSchema, applicationRegistrationSchema } from '../../../src/modules/learners/schema';
import type { ApplicationRegistration } from '../../../src/modules/learners/types';
import { crudDeclarations } from '../../core/routes/crud';
import type { RouteDeclaration } from '../../core/routes/types';
import { conflict, invalidField, isUniqueViolation } from '../../core/errors';
import { iri } from '../../core/hydra';
import { inCallerAgencies } from '../../core/scope';
import { agencyRef, assertRegisteredTo, findLearner, learnerIri, trainingRef } from './common';

export const APPLICATION_REGISTRATIONS_PATH = '/registrations/to-applications';

export const applicationRegistrationMessages = {
  alreadyRegistered: 'L’apprenant est déjà inscrit à cette application.',
  unknownApplication: 'Application inconnue.',
  notActive: 'Cette application n’est pas activée pour l’agence de l’apprenant.',
  trainingRequired: 'Choisissez la formation de l’apprenant pour cette application.',
  notPerTraining: 'Cette application ne s’active pas par formation.',
  notActiveForTraining: 'Cette application n’est pas activée pour cette formation dans l’agence de l’apprenant.',
} as const;
const msg = applicationRegistrationMessages;

/**
 * Registrations of learners to the onboarding applications an agency switched on
 * (`/registrations/to-applications`): list by learner, create, delete. An application is open to a
 * learner when it is active for the learner's agency (as a whole) and, for the applications that
 * work per training, also active for one of the trainings the learner is registered to — the
 * registration then names that training. Writes need `isModifyLearners`.
 */
export const APPLICATION_REGISTRATION_ROUTES: readonly RouteDeclaration[] = crudDeclarations({
  path: APPLICATION_REGISTRATIONS_PATH,
  type: 'ApplicationRegistration',
  output: applicationRegistrationSchema,
  access: { read: 'authenticated', write: LEARNER_WRITE },
  summaries: {
    list: 'Lists the registrations of the caller’s learners to onboarding applications (`learner`, `application` filters).',
    read: 'Reads a registration to an onboarding application.',
    create: 'Registers a learner to an application active for their agency (and, per training, for one of their trainings).',
    remove: 'Deletes a registration to an onboarding application.',
  },
  select: (deps, auth) =>
    deps.db
      .selectFrom('learner_applications')
      .innerJoin('learners', 'learners.id', 'learner_applications.learner_id')
      .innerJoin('onboarding_applications', 'onboarding_applications.id', 'learner_applications.application_id')
      .innerJoin('agencies', 'agencies.id', 'learner_applications.agency_id')
      .leftJoin('trainings', 'trainings.id', 'learner_applications.training_id')
      .select([
        'learner_applications.id',
        'learner_applications.learner_id',
        'learner_applications.application_id',
        'onboarding_applications.code as application_code',
        'onboarding_applications.name as application_name',
        'learner_applications.training_id',
        'trainings.code as training_code',
        'trainings.name as training_name',
        'learner_applications.agency_id',
        'agencies.name as agency_name',
        'learner_applications.created_at',
      ])
      .$call(inCallerAgencies(auth, 'learners')),
  idColumn: 'learner_applications.id',
  toItem: (row): ApplicationRegistration => ({
    id: row.id,
    learner: learnerIri(row.learner_id),
    application: { '@id': iri('/onboardings/applications', row.application_id), id: row.application_id, code: row.application_code, name: row.application_name },
    training: row.training_id === null || row.training_code === null || row.training_name === null ? null : trainingRef(row.training_id, row.training_code, row.training_name),
    agency: agencyRef(row.agency_id, row.agency_name),
    createdAt: row.created_at,
  }),
  list: {
    defaultItemsPerPage: 10,
    maxItemsPerPage: 1000,
    order: { createdAt: 'learner_applications.created_at', application: 'onboarding_applications.index_order' },
    defaultOrder: [['onboarding_applications.index_order', 'asc'], ['learner_applications.id', 'asc']],
    exact: {
      learner: { column: 'learner_applications.learner_id', kind: 'int' },
      application: { column: 'learner_applications.application_id', kind: 'int' },
    },
  },
  create: {
    schema: applicationRegistrationCreateSchema,
    async insert(deps, auth, input) {
      // Another structure's (or agency's) learner does not exist for the caller.
      const learner = await findLearner(deps.db, auth, input.learner);
      const application = await deps.db.selectFrom('onboarding_applications').selectAll().where('id', '=', input.application).executeTakeFirst();
      if (!application) throw invalidField('application', msg.unknownApplication);
      const active = (training: number | null) => {
        let query = deps.db
          .selectFrom('training_applications')
          .select('id')
          .where('agency_id', '=', learner.agency_id)
          .where('application_id', '=', application.id)
          .where('is_active', '=', 1);
        query = training === null ? query.where('training_id', 'is', null) : query.where('training_id', '=', training);
        return query.executeTakeFirst();
      };
      if (!(await active(null))) throw invalidField('application', msg.notActive);
      if (application.per_training === 1) {
        if (input.training === null) throw invalidField('training', msg.trainingRequired);
        await assertRegisteredTo(deps.db, learner.id, input.training);
        if (!(await active(input.training))) throw invalidField('training', msg.notActiveForTraining);
      } else if (input.training !== null) {
        throw invalidField('training', msg.notPerTraining);
      }
      const row = await deps.db
        .insertInto('learner_applications')
        .values({
          structure_id: auth.structureId,
          agency_id: learner.agency_id,
          learner_id: learner.id,
          application_id: application.id,
          training_id: input.training,
          created_by: auth.userId,
          created_at: deps.now().toISOString(),
        })
        .returning('id')
        .executeTakeFirstOrThrow()
        .catch((err: unknown) => {
          // One registration per learner, application and training: the unique index refuses a second.
          if (isUniqueViolation(err)) throw conflict(msg.alreadyRegistered);
          throw err;
        });
      return row.id;
    },
  },
  remove: {
    async apply(deps, _auth, current) {
      await deps.db.deleteFrom('learner_applications').where('id', '=', current.id).execute();
    },
  },
});
