import type { LessonErrorTypeCode, LessonSlot, LessonType } from '../../../src/modules/dsr-gateway/types';
import { LESSON_ERROR_TYPES, LESSON_TYPES } from '../../../src/modules/dsr-gateway/schema';
import { LESSON_STATUS } from '../../../src/modules/dsr-gateway/types';
import type { JsonLd } from '../../../src/shared/api/hydra';
import type { AppDeps, AuthContext } from '../../core/env';
import { badRequest } from '../../core/errors';
import { iri, jsonLd } from '../../core/hydra';
import type { ListSpec } from '../../core/list-query';
import { withAgencyName } from '../../core/scope';
import type { RowOf } from '../../db/rows';
import { agencyRef } from '../../core/references';

export function selectLessonSlots(deps: AppDeps, auth: AuthContext) {
  return deps.db
    .selectFrom('livret_lesson_slots')
    .innerJoin('learners', 'learners.id', 'livret_lesson_slots.learner_id')
    .leftJoin('trainings', 'trainings.id', 'livret_lesson_slots.training_id')
    .select([
      'livret_lesson_slots.id',
      'livret_lesson_slots.status',
      'livret_lesson_slots.error_type',
      'livret_lesson_slots.duration',
      'livret_lesson_slots.lesson_type',
      'livret_lesson_slots.date',
      'livret_lesson_slots.start_time',
      'livret_lesson_slots.trainer_name',
      'livret_lesson_slots.planning_slot_id',
      'livret_lesson_slots.sent_at',
      'livret_lesson_slots.agency_id',
      'livret_lesson_slots.learner_id',
      'learners.first_name as learner_first_name',
      'learners.last_name as learner_last_name',
      'learners.neph as learner_neph',
      'livret_lesson_slots.training_id',
      'trainings.code as training_code',
      'trainings.name as training_name',
    ])
    .$call(withAgencyName(auth, 'livret_lesson_slots'));
}

export type LessonSlotRow = RowOf<typeof selectLessonSlots>;

function toLessonSlot(row: LessonSlotRow): LessonSlot {
  return {
    id: row.id,
    status: row.status === 1 ? LESSON_STATUS.sent : LESSON_STATUS.error,
    errorType: row.error_type as LessonErrorTypeCode | null,
    duration: row.duration,
    lessonType: row.lesson_type as LessonType,
    training:
      row.training_id === null
        ? null
        : { '@id': `/api/educations/trainings/${row.training_id}`, id: row.training_id, code: row.training_code ?? '', name: row.training_name ?? '' },
    learner: {
      '@id': `/api/learners/${row.learner_id}`,
      id: row.learner_id,
      firstName: row.learner_first_name,
      lastName: row.learner_last_name,
      neph: row.learner_neph,
    },
    agency: agencyRef(row.agency_id, row.agency_name),
    trainerName: row.trainer_name,
    planningSlotId: row.planning_slot_id,
    sentAt: row.sent_at,
    slot: { date: row.date, schedule: { startTime: row.start_time } },
  };
}

export const SLOT_PATH = '/livret/lesson-slot';

/** Filters of the lesson-slot list and of the dashboard (spec part 2 §7). */
export const LESSON_SLOT_LIST: ListSpec = {
  defaultItemsPerPage: 10,
  maxItemsPerPage: 5000,
  order: {
    'slot.date': 'livret_lesson_slots.date',
    'slot.schedule.startTime': 'livret_lesson_slots.start_time',
    duration: 'livret_lesson_slots.duration',
    status: 'livret_lesson_slots.status',
    lessonType: 'livret_lesson_slots.lesson_type',
    learner: 'learners.last_name',
    sentAt: 'livret_lesson_slots.sent_at',
  },
  // Spec part 2 §9: lesson slots by slot.date descending then start time descending.
  defaultOrder: [
    ['livret_lesson_slots.date', 'desc'],
    ['livret_lesson_slots.start_time', 'desc'],
  ],
  search: ['learners.last_name', 'learners.first_name', 'learners.neph', 'livret_lesson_slots.trainer_name'],
  exact: {
    agency: { column: 'livret_lesson_slots.agency_id', kind: 'int' },
    lessonType: { column: 'livret_lesson_slots.lesson_type', kind: 'string' },
    training: { column: 'livret_lesson_slots.training_id', kind: 'int' },
    errorType: { column: 'livret_lesson_slots.error_type', kind: 'string' },
    status: { column: 'livret_lesson_slots.status', kind: 'int' },
    learner: { column: 'livret_lesson_slots.learner_id', kind: 'int' },
    'slot.date': { column: 'livret_lesson_slots.date', kind: 'string' },
  },
  range: { duration: { column: 'livret_lesson_slots.duration', kind: 'int' } },
  date: { 'slot.date': 'livret_lesson_slots.date' },
};

export function validateSlotFilters(query: Record<string, string[]>): void {
  for (const value of query.status ?? query['status[]'] ?? []) {
    if (value !== '' && value !== '0' && value !== '1') throw badRequest('Le filtre « status » attend 1 (Envoyé) ou 0 (En erreur).');
  }
  for (const value of query.lessonType ?? query['lessonType[]'] ?? []) {
    if (value !== '' && !(LESSON_TYPES as readonly string[]).includes(value)) throw badRequest(`Type de leçon inconnu : « ${value} ».`);
  }
  for (const value of query.errorType ?? query['errorType[]'] ?? []) {
    if (value !== '' && !(LESSON_ERROR_TYPES as readonly string[]).includes(value)) throw badRequest(`Type d’erreur inconnu : « ${value} ».`);
  }
}

export const lessonSlotJsonLd = (row: LessonSlotRow): JsonLd<LessonSlot> => jsonLd('LessonSlot', iri(SLOT_PATH, row.id), toLessonSlot(row));
