import { lessonErrorTypeSchema, lessonSlotSchema, livretDashboardSchema } from '../../../src/modules/dsr-gateway/schema';
import { LESSON_ERROR_TYPES } from '../../../src/modules/dsr-gateway/schema';
import { LESSON_ERROR_TYPE_LABELS, LESSON_STATUS, type LessonErrorType, type LessonSlot, type LivretDashboard } from '../../../src/modules/dsr-gateway/types';
import { conflict } from '../../core/errors';
import { collectionBody, jsonLd } from '../../core/hydra';
import { collectionRoute, itemRoute } from '../../core/routes/declare';
import type { RouteDeclaration } from '../../core/routes/types';
import { found } from '../../core/scope';
import { checkDeclaration } from '../../simulators/dsr-gateway';
import { liveSessionFor } from './gateway-store';
import { LESSON_SLOT_LIST, lessonSlotJsonLd, selectLessonSlots, SLOT_PATH, validateSlotFilters } from './lesson-slot-store';
import { livretDashboard } from './livret-dashboard-store';

const READ = ['isAccessDSRGateway', 'isAccessDashboards'] as const;

/** The lessons declared to the state platform through the gateway (spec part 2 §4, §7, §9). */
export const LESSON_SLOT_ROUTES: readonly RouteDeclaration[] = [
  collectionRoute<LessonErrorType>({
    method: 'GET',
    path: `${SLOT_PATH}/error-types`,
    access: READ,
    hydraClass: 'LessonErrorType',
    summary: 'Lists the reasons the state platform refuses a declared lesson for.',
    output: lessonErrorTypeSchema,
    async handle({ url }) {
      const members = LESSON_ERROR_TYPES.map((code) => jsonLd('LessonErrorType', `/api/livret/lesson-slot/error-types/${code}`, { code, label: LESSON_ERROR_TYPE_LABELS[code] }));
      return collectionBody(url, members, members.length, { page: 1, itemsPerPage: members.length });
    },
  }),

  collectionRoute<LessonSlot>({
    method: 'GET',
    path: SLOT_PATH,
    access: READ,
    hydraClass: 'LessonSlot',
    summary: 'Lists the lessons declared to the state platform (agency, lessonType, training, errorType, status, duration, slot.date, simplesearch, order).',
    output: lessonSlotSchema,
    list: LESSON_SLOT_LIST,
    handle({ deps, auth, query, paginate }) {
      validateSlotFilters(query);
      return paginate(selectLessonSlots(deps, auth), { idColumn: 'livret_lesson_slots.id', toJsonLd: lessonSlotJsonLd });
    },
  }),

  itemRoute<undefined, LessonSlot>({
    method: 'GET',
    path: `${SLOT_PATH}/{id}`,
    access: READ,
    hydraClass: 'LessonSlot',
    summary: 'Reads a declared lesson.',
    output: lessonSlotSchema,
    handle: async ({ deps, auth, id }) => lessonSlotJsonLd(found(await selectLessonSlots(deps, auth).where('livret_lesson_slots.id', '=', id()).executeTakeFirst())),
  }),

  itemRoute<undefined, LessonSlot>({
    method: 'POST',
    path: `${SLOT_PATH}/{id}/send`,
    access: ['isAccessDSRGateway', 'isConnectToDSRGateway'],
    hydraClass: 'LessonSlot',
    summary: 'Declares a refused lesson again through a live gateway session.',
    output: lessonSlotSchema,
    async handle({ deps, auth, id: idOf }) {
      const id = idOf();
      const row = found(await selectLessonSlots(deps, auth).where('livret_lesson_slots.id', '=', id).executeTakeFirst(), 'Ce créneau est introuvable.');
      if (row.status === LESSON_STATUS.sent) throw conflict('Ce créneau a déjà été envoyé à la plateforme.');
      await liveSessionFor(deps, auth.structureId, row.agency_id);
      const duplicate = await deps.db
        .selectFrom('livret_lesson_slots')
        .select('id')
        .where('learner_id', '=', row.learner_id)
        .where('date', '=', row.date)
        .where('start_time', '=', row.start_time)
        .where('status', '=', LESSON_STATUS.sent)
        .where('id', '!=', row.id)
        .executeTakeFirst();
      const learner = await deps.db.selectFrom('learners').select(['neph', 'training_id']).where('id', '=', row.learner_id).executeTakeFirstOrThrow();
      const error = checkDeclaration(
        {
          date: row.date,
          duration: row.duration,
          learnerNeph: learner.neph,
          hasTraining: learner.training_id !== null,
          trainerName: row.trainer_name,
          alreadyDeclared: duplicate !== undefined,
        },
        deps.now(),
      );
      await deps.db
        .updateTable('livret_lesson_slots')
        .set({ status: error ? LESSON_STATUS.error : LESSON_STATUS.sent, error_type: error, sent_at: deps.now().toISOString() })
        .where('id', '=', row.id)
        .execute();
      return lessonSlotJsonLd(await selectLessonSlots(deps, auth).where('livret_lesson_slots.id', '=', id).executeTakeFirstOrThrow());
    },
  }),

  itemRoute<undefined, LivretDashboard>({
    method: 'GET',
    path: '/livret/dashboard',
    access: READ,
    hydraClass: 'LivretDashboard',
    summary: 'Sums up what was sent to the state platform (agency, slot.date[after|before]) by lesson type, refusal reason and month.',
    output: livretDashboardSchema,
    handle: async ({ deps, auth, query }) => jsonLd('LivretDashboard', '/api/livret/dashboard', await livretDashboard(deps, auth, query)),
  }),
];
