import { sql } from 'kysely';
import type { LearnerSituation } from '../../../src/modules/planning/types';
import type { AppDeps, AuthContext } from '../../core/env';
import { badRequest } from '../../core/errors';
import { isRowId } from '../../core/scope';
import { parisDate } from '../../../src/shared/i18n/paris-date';
import { learnerBalances } from '../learners/balance';
import { queryDate, queryIds } from './insights';
import { learnerSlotHours } from './slot-query';

/** Situations printed at most (a larger selection must be narrowed by agenda). */
export const SITUATION_PDF_MAX_ROWS = 20_000;

export interface SituationFilters {
  date: string;
  agendaIds: number[];
}

/** The filters of a situation (structureId, date, agendaId[]); null when structureId names another structure. */
export function situationFilters(deps: AppDeps, auth: AuthContext, query: Record<string, string[]>): SituationFilters | null {
  const first = (name: string) => query[name]?.[0];
  const structureId = first('structureId');
  if (structureId !== undefined && !isRowId(structureId)) throw badRequest('Le filtre « structureId » attend un nombre entier.');
  if (structureId !== undefined && Number(structureId) !== auth.structureId) return null;
  const date = first('date') ? queryDate(first('date'), 'date') : deps.now().toISOString().slice(0, 10);
  return { date, agendaIds: queryIds(query, 'agendaId') };
}

/** The learners planned on a date (one row per learner and slot), with their hours and what they owe. */
export async function situations(deps: AppDeps, auth: AuthContext, filters: SituationFilters, limit: number, offset: number): Promise<{ rows: LearnerSituation[]; total: number }> {
  let base = deps.db
    .selectFrom('planning_slot_learners as sl')
    .innerJoin('planning_slots as s', 's.id', 'sl.slot_id')
    .innerJoin('agendas as a', 'a.id', 's.agenda_id')
    .innerJoin('learners as l', 'l.id', 'sl.learner_id')
    .where('s.structure_id', '=', auth.structureId)
    .where('s.agency_id', 'in', auth.agencyIds.length ? auth.agencyIds : [0])
    .where('s.date', '=', filters.date)
    .where('s.is_background', '=', 0)
    .where('s.status', '!=', 'cancelled');
  if (filters.agendaIds.length > 0) base = base.where('s.agenda_id', 'in', filters.agendaIds);
  const total = Number((await base.select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow()).n);
  const rows = await base
    .leftJoin('trainings as t', 't.id', 'l.training_id')
    .select([
      's.id as slot_id',
      's.date',
      's.start_time',
      's.end_time',
      'a.id as agenda_id',
      'a.name as agenda_name',
      'l.id as learner_id',
      'l.first_name',
      'l.last_name',
      'l.phone',
      't.name as training_name',
      'sl.is_excused',
    ])
    .orderBy('a.name')
    .orderBy('s.start_time')
    .orderBy('l.last_name')
    .orderBy('l.first_name')
    .orderBy('sl.id')
    .limit(limit)
    .offset(offset)
    .execute();

  // Hours (the one definition, learners/summary.ts) and balances of the learners listed.
  const learnerIds = [...new Set(rows.map((row) => row.learner_id))];
  const [hours, balances] = await Promise.all([learnerSlotHours(deps.db, learnerIds), learnerBalances(deps.db, auth, learnerIds, parisDate(deps.now()))]);

  return {
    total,
    rows: rows.map((row) => ({
      slotId: row.slot_id,
      date: row.date,
      startDate: `${row.date}T${row.start_time}`,
      endDate: `${row.date}T${row.end_time}`,
      agenda: { id: row.agenda_id, name: row.agenda_name },
      learner: { id: row.learner_id, firstName: row.first_name, lastName: row.last_name, phone: row.phone, training: row.training_name },
      isExcused: row.is_excused === 1,
      hoursDone: hours.get(row.learner_id)?.done ?? 0,
      hoursPlanned: hours.get(row.learner_id)?.planned ?? 0,
      balance: balances.get(row.learner_id)!,
    })),
  };
}

