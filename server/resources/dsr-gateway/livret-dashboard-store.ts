import { sql } from 'kysely';
import { LESSON_ERROR_TYPES, LESSON_TYPES } from '../../../src/modules/dsr-gateway/schema';
import type { LivretDashboard } from '../../../src/modules/dsr-gateway/types';
import type { AppDeps, AuthContext } from '../../core/env';
import { listWhere, parseListParams } from '../../core/list-query';
import { LESSON_SLOT_LIST } from './lesson-slot-store';

/** What was sent to the state platform (agency, slot.date[after|before]), by lesson type, refusal reason and month. */
export async function livretDashboard(deps: AppDeps, auth: AuthContext, query: Record<string, string[]>): Promise<LivretDashboard> {
  const params = parseListParams(query, { ...LESSON_SLOT_LIST, defaultItemsPerPage: 1, maxItemsPerPage: 1 });
  const base = deps.db
    .selectFrom('livret_lesson_slots')
    .innerJoin('learners', 'learners.id', 'livret_lesson_slots.learner_id')
    .where('livret_lesson_slots.structure_id', '=', auth.structureId)
    .where((eb) => (auth.agencyIds.length === 0 ? sql<boolean>`1 = 0` : eb('livret_lesson_slots.agency_id', 'in', auth.agencyIds)))
    .where((eb) => listWhere(eb, { ...params, searchWords: [] }, LESSON_SLOT_LIST, deps.dialect));
  const sentCase = sql<number>`sum(case when livret_lesson_slots.status = 1 then 1 else 0 end)`;
  const errorCase = sql<number>`sum(case when livret_lesson_slots.status = 0 then 1 else 0 end)`;
  const minutesCase = sql<number>`sum(case when livret_lesson_slots.status = 1 then livret_lesson_slots.duration else 0 end)`;
  const totals = await base
    .select([sentCase.as('sent'), errorCase.as('errors'), minutesCase.as('minutes'), sql<number>`count(distinct livret_lesson_slots.learner_id)`.as('learners')])
    .executeTakeFirst();
  const byType = await base
    .select(['livret_lesson_slots.lesson_type', sentCase.as('sent'), errorCase.as('errors'), minutesCase.as('minutes')])
    .groupBy('livret_lesson_slots.lesson_type')
    .execute();
  const byError = await base
    .select(['livret_lesson_slots.error_type', sql<number>`count(*)`.as('n')])
    .where('livret_lesson_slots.status', '=', 0)
    .groupBy('livret_lesson_slots.error_type')
    .execute();
  const month = sql<string>`substr(livret_lesson_slots.date, 1, 7)`;
  const byMonth = await base.select([month.as('month'), sentCase.as('sent'), errorCase.as('errors')]).groupBy(month).orderBy(month).execute();
  const body: LivretDashboard = {
    totals: { sent: Number(totals?.sent ?? 0), errors: Number(totals?.errors ?? 0), minutesSent: Number(totals?.minutes ?? 0), learners: Number(totals?.learners ?? 0) },
    byLessonType: LESSON_TYPES.map((lessonType) => {
      const row = byType.find((r) => r.lesson_type === lessonType);
      return { lessonType, sent: Number(row?.sent ?? 0), errors: Number(row?.errors ?? 0), minutesSent: Number(row?.minutes ?? 0) };
    }),
    byErrorType: LESSON_ERROR_TYPES.map((errorType) => ({ errorType, count: Number(byError.find((r) => r.error_type === errorType)?.n ?? 0) })).filter((e) => e.count > 0),
    byMonth: byMonth.map((r) => ({ month: r.month, sent: Number(r.sent ?? 0), errors: Number(r.errors ?? 0) })),
  };
  return body;
}
