import { examRegistrationSchema, learnerRegistrationSchema, registrationStatusSchema, type LearnerRegistrationPayload } from '../../../src/modules/private-operators/schema';
import { REGISTRATION_STATUS, type ExamRegistration } from '../../../src/modules/private-operators/types';
import { LEARNER_WRITE } from '../../../src/shared/auth/permission-groups';
import { badRequest, conflict, invalidField } from '../../core/errors';
import { assertOwnStructure } from '../../core/own-structure';
import { collectionRoute, itemRoute } from '../../core/routes/declare';
import { queryValue } from '../../core/routes/query';
import type { RouteDeclaration } from '../../core/routes/types';
import { inCallerAgencies } from '../../core/scope';
import {
  assertSeatFor,
  findRegistration,
  PAST_SESSION,
  REGISTRATION_LIST,
  REGISTRATION_PATH,
  registrationJsonLd,
  registrationRowJsonLd,
  selectRegistrations,
  today,
} from './registration-store';
import { creationStamp } from '../../core/stamps';

/** The learners' registrations to the operator's exam sessions (spec part 2 §9). */
export const EXAM_REGISTRATION_ROUTES: readonly RouteDeclaration[] = [
  collectionRoute<ExamRegistration>({
    method: 'GET',
    path: REGISTRATION_PATH,
    access: 'authenticated',
    hydraClass: 'ExamRegistration',
    summary: 'Lists the structure’s exam registrations (status, site[], startDate[after|before], simplesearch, order).',
    output: examRegistrationSchema,
    list: REGISTRATION_LIST,
    handle({ deps, auth, query, paginate }) {
      assertOwnStructure(auth, queryValue(query, 'structure'));
      for (const value of [...(query.status ?? []), ...(query['status[]'] ?? [])]) {
        if (value !== '' && !['0', '1', '2'].includes(value)) throw badRequest('Le filtre « status » attend 0 (en attente), 1 (confirmée) ou 2 (annulée).');
      }
      return paginate(selectRegistrations(deps, auth), {
        idColumn: 'exam_registrations.id',
        toJsonLd: registrationRowJsonLd,
      });
    },
  }),

  itemRoute<undefined, ExamRegistration>({
    method: 'GET',
    path: `${REGISTRATION_PATH}/{id}`,
    access: 'authenticated',
    hydraClass: 'ExamRegistration',
    summary: 'Reads an exam registration.',
    output: examRegistrationSchema,
    handle: ({ deps, auth, id }) => registrationJsonLd(deps, auth, id()),
  }),

  itemRoute<LearnerRegistrationPayload, ExamRegistration>({
    method: 'POST',
    path: '/private-operators/learner-registration',
    access: LEARNER_WRITE,
    hydraClass: 'ExamRegistration',
    summary: 'Registers a learner to an exam session of an operator the structure enabled (pending).',
    input: learnerRegistrationSchema,
    status: 201,
    output: examRegistrationSchema,
    async handle({ deps, auth, body: input }) {
      const learner = await deps.db
        .selectFrom('learners')
        .leftJoin('trainings', 'trainings.id', 'learners.training_id')
        .select(['learners.id', 'learners.agency_id', 'learners.archived', 'trainings.code as training_code'])
        .where('learners.id', '=', input.learner)
        .$call(inCallerAgencies(auth, 'learners'))
        .executeTakeFirst();
      if (!learner || learner.archived === 1) {
        throw invalidField('learner', 'Cet apprenant est introuvable ou archivé.');
      }
      const session = await deps.db
        .selectFrom('exam_sessions')
        .innerJoin('exam_sites', 'exam_sites.id', 'exam_sessions.site_id')
        .select(['exam_sessions.id', 'exam_sessions.date', 'exam_sessions.category', 'exam_sessions.seats_total', 'exam_sessions.seats_taken_elsewhere', 'exam_sites.operator_id'])
        .where('exam_sessions.id', '=', input.session)
        .executeTakeFirst();
      if (!session) {
        throw invalidField('session', 'Cette session d’examen est introuvable.');
      }
      const enabled = await deps.db
        .selectFrom('operator_configurations')
        .select('id')
        .where('structure_id', '=', auth.structureId)
        .where('operator_id', '=', session.operator_id)
        .where('is_enabled', '=', 1)
        .executeTakeFirst();
      if (!enabled) throw conflict('Votre structure n’a pas activé cet opérateur d’examen : activez-le dans l’onglet Partenaires.');
      if (session.date <= today(deps)) throw invalidField('session', PAST_SESSION);
      if (learner.training_code !== session.category) {
        const message = `Cette session est réservée à la catégorie ${session.category} ; l’apprenant prépare ${learner.training_code ? `la catégorie ${learner.training_code}` : 'aucune catégorie'}.`;
        throw invalidField('session', message);
      }
      const now = deps.now().toISOString();
      const id = await deps.db.transaction().execute(async (trx) => {
        await assertSeatFor(trx, learner.id, session);
        const row = await trx
          .insertInto('exam_registrations')
          .values({
            structure_id: auth.structureId,
            agency_id: learner.agency_id,
            learner_id: learner.id,
            session_id: session.id,
            status: REGISTRATION_STATUS.pending,
            ...creationStamp(auth.userId, now),
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        return row.id;
      });
      return registrationJsonLd(deps, auth, id);
    },
  }),

  // The registration is looked up before the body is read, so another structure's registration
  // answers 404 whatever the body (the isolation suite sends `{}`, which misses the required status).
  itemRoute({
    method: 'PATCH',
    path: '/private-operators/toggle-registration-status/{id}',
    access: LEARNER_WRITE,
    hydraClass: 'ExamRegistration',
    summary: 'Confirms, puts back or cancels (2) an exam registration before its session (body: status); answers the registration.',
    input: registrationStatusSchema,
    output: examRegistrationSchema,
    beforeBody: async ({ deps, auth, id }) => {
      await findRegistration(deps, auth, id());
    },
    async handle({ deps, auth, id: idOf, body: { status } }) {
      const id = idOf();
      const current = await findRegistration(deps, auth, id);
      if (status !== current.status) {
        if (current.date <= today(deps)) throw conflict('Cette session d’examen est passée : l’inscription ne peut plus être modifiée.');
        await deps.db.transaction().execute(async (trx) => {
          if (current.status === REGISTRATION_STATUS.cancelled) {
            await assertSeatFor(trx, current.learner_id, { id: current.session_id, seats_total: current.seats_total, seats_taken_elsewhere: current.seats_taken_elsewhere });
          }
          await trx.updateTable('exam_registrations').set({ status, updated_at: deps.now().toISOString() }).where('id', '=', id).execute();
        });
      }
      return registrationJsonLd(deps, auth, id);
    },
  }),
];
