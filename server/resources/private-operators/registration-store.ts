import type { Kysely } from 'kysely';
import { REGISTRATION_STATUS, type ExamRegistration, type RegistrationStatus } from '../../../src/modules/private-operators/types';
import type { JsonLd } from '../../../src/shared/api/hydra';
import type { AppDeps, AuthContext } from '../../core/env';
import { conflict } from '../../core/errors';
import { iri, jsonLd } from '../../core/hydra';
import type { ListSpec } from '../../core/list-query';
import { found, withAgencyName } from '../../core/scope';
import type { Database } from '../../db/schema';
import type { RowOf } from '../../db/rows';
import { agencyRef } from '../../core/references';

export const today = (deps: AppDeps) => deps.now().toISOString().slice(0, 10);

/** Live registrations (not cancelled) of a session. */
function liveRegistrations(db: Kysely<Database>, sessionId: number) {
  return db
    .selectFrom('exam_registrations')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('session_id', '=', sessionId)
    .where('status', '<>', REGISTRATION_STATUS.cancelled);
}

type SessionSeats = { id: number; seats_total: number; seats_taken_elsewhere: number };

export async function seatsLeft(db: Kysely<Database>, session: SessionSeats): Promise<number> {
  const row = await liveRegistrations(db, session.id).executeTakeFirst();
  return Math.max(0, session.seats_total - session.seats_taken_elsewhere - Number(row?.n ?? 0));
}

/** A learner may take a seat in a session (a new registration, or a cancelled one put back): not already in it, and a seat left. */
export async function assertSeatFor(db: Kysely<Database>, learnerId: number, session: SessionSeats): Promise<void> {
  const already = await db
    .selectFrom('exam_registrations')
    .select('id')
    .where('learner_id', '=', learnerId)
    .where('session_id', '=', session.id)
    .where('status', '<>', REGISTRATION_STATUS.cancelled)
    .executeTakeFirst();
  if (already) throw conflict('Cet apprenant est déjà inscrit à cette session.');
  if ((await seatsLeft(db, session)) === 0) throw conflict(FULL_SESSION);
}

export function selectRegistrations(deps: AppDeps, auth: AuthContext) {
  return deps.db
    .selectFrom('exam_registrations')
    .innerJoin('exam_sessions', 'exam_sessions.id', 'exam_registrations.session_id')
    .innerJoin('exam_sites', 'exam_sites.id', 'exam_sessions.site_id')
    .innerJoin('learners', 'learners.id', 'exam_registrations.learner_id')
    .leftJoin('trainings', 'trainings.id', 'learners.training_id')
    .select([
      'exam_registrations.id',
      'exam_registrations.status',
      'exam_registrations.created_at',
      'exam_registrations.updated_at',
      'exam_registrations.learner_id',
      'learners.first_name',
      'learners.last_name',
      'learners.neph',
      'trainings.code as training_code',
      'exam_registrations.session_id',
      'exam_sessions.date',
      'exam_sessions.start_time',
      'exam_sessions.category',
      'exam_sessions.seats_total',
      'exam_sessions.seats_taken_elsewhere',
      'exam_sites.id as site_id',
      'exam_sites.name as site_name',
      'exam_sites.city as site_city',
      'exam_registrations.agency_id',
    ])
    .$call(withAgencyName(auth, 'exam_registrations'));
}

export type RegistrationRow = RowOf<typeof selectRegistrations>;

export function toRegistration(row: RegistrationRow): ExamRegistration {
  return {
    id: row.id,
    status: row.status as RegistrationStatus,
    learner: { '@id': `/api/learners/${row.learner_id}`, id: row.learner_id, firstName: row.first_name, lastName: row.last_name, neph: row.neph, training: row.training_code },
    session: { id: row.session_id, date: row.date, startTime: row.start_time, category: row.category, site: { id: row.site_id, name: row.site_name, city: row.site_city } },
    agency: agencyRef(row.agency_id, row.agency_name),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

export const REGISTRATION_PATH = '/private-operators/registration';

/** One of the caller's exam registrations (404 otherwise). */
export async function findRegistration(deps: AppDeps, auth: AuthContext, id: number): Promise<RegistrationRow> {
  return found(await selectRegistrations(deps, auth).where('exam_registrations.id', '=', id).executeTakeFirst(), 'Cette inscription est introuvable.');
}

export async function registrationJsonLd(deps: AppDeps, auth: AuthContext, id: number): Promise<JsonLd<ExamRegistration>> {
  return jsonLd('ExamRegistration', iri(REGISTRATION_PATH, id), toRegistration(await findRegistration(deps, auth, id)));
}

export const PAST_SESSION = 'Cette session d’examen est passée : choisissez une session à venir.';
export const FULL_SESSION = 'Cette session d’examen est complète : il ne reste aucune place.';


/** `GET /private-operators/registration` (status, page, itemsPerPage 10, simplesearch, site[], startDate[after|before], order). */
export const REGISTRATION_LIST: ListSpec = {
  defaultItemsPerPage: 10,
  maxItemsPerPage: 5000,
  order: {
    startDate: 'exam_sessions.date',
    createdAt: 'exam_registrations.created_at',
    status: 'exam_registrations.status',
    learner: 'learners.last_name',
    site: 'exam_sites.name',
  },
  defaultOrder: [['exam_sessions.date', 'asc'], ['exam_sessions.start_time', 'asc']],
  search: ['learners.last_name', 'learners.first_name', 'learners.neph', 'exam_sites.name'],
  exact: {
    status: { column: 'exam_registrations.status', kind: 'int' },
    site: { column: 'exam_sessions.site_id', kind: 'int' },
    agency: { column: 'exam_registrations.agency_id', kind: 'int' },
    learner: { column: 'exam_registrations.learner_id', kind: 'int' },
  },
  date: { startDate: 'exam_sessions.date', createdAt: 'exam_registrations.created_at' },
};

export const registrationRowJsonLd = (row: RegistrationRow): JsonLd<ExamRegistration> => jsonLd('ExamRegistration', iri(REGISTRATION_PATH, row.id), toRegistration(row));
