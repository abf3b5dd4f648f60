import { sql } from 'kysely';
import type { HydraCollection, JsonLd } from '../../../src/shared/api/hydra';
import type { Recurrence, SlotCreate } from '../../../src/modules/planning/schema';
import type { Slot, SlotSummary } from '../../../src/modules/planning/types';
import type { AppDeps, AuthContext } from '../../core/env';
import { badRequest, invalidField } from '../../core/errors';
import { collectionBody } from '../../core/hydra';
import { listOrder, listWhere, parseListParams, type ListSpec } from '../../core/list-query';
import { found, isRowId } from '../../core/scope';
import { idAmong } from '../../db/sql';

import { frenchDay } from './dates';
import { logOperation } from './operations';
import { assertCanWriteAgenda, assertLearners, assertNoBookedLesson, assertNoConflict, assertWithinHours, loadAgendaFor, resolveLinks } from './slot-rules';
import { findSlot, loadLearnerTallies, loadSlotLearners, selectSlots, toSlot, toSlotSummary, type SlotRow } from './slot-query';
import { creationStamp } from '../../core/stamps';

export async function loadSlot(deps: AppDeps, auth: AuthContext, id: number): Promise<SlotRow> {
  return found(await findSlot(deps, auth, id));
}

export async function slotAnswer(deps: AppDeps, auth: AuthContext, id: number): Promise<JsonLd<Slot>> {
  const row = await loadSlot(deps, auth, id);
  const learners = await loadSlotLearners(deps.db, [id]);
  return toSlot(row, learners.get(id) ?? []);
}

/** `Title — day HH:MM–HH:MM (agenda)`, for the operation history. */
export function summary(title: string, agendaName: string, date: string, start: string, end: string): string {
  return `${title} — ${frenchDay(date)} ${start}–${end} (${agendaName})`;
}

/** `First Last, First Last`: the learners a history entry names. */
export const learnerNames = (rows: ReadonlyArray<{ first_name: string; last_name: string }>) => rows.map((l) => `${l.first_name} ${l.last_name}`).join(', ');

export interface NewSlots {
  input: SlotCreate;
  dates: string[];
  recurrence?: Recurrence;
  background?: boolean;
}

/** Creates one slot per date (a recurrence), all or none, after every check. Returns their ids. */
export async function createSlots(deps: AppDeps, auth: AuthContext, { input, dates, recurrence, background = false }: NewSlots): Promise<number[]> {
  const agenda = await loadAgendaFor(deps, auth, input.agenda);
  assertCanWriteAgenda(auth, agenda);
  const { startTime, endTime } = input.schedule;
  assertWithinHours(agenda, startTime, endTime);
  const links = await resolveLinks(deps.db, auth, agenda, input, !background);
  const learners = await assertLearners(deps.db, auth, input.learners);
  if (input.capacity !== null && learners.length > input.capacity) {
    throw invalidField('learners', `Ce créneau accepte au plus ${input.capacity} apprenant(s).`);
  }
  if (background) await assertNoBookedLesson(deps.db, auth, agenda, dates, startTime, endTime);
  else if (input.status !== 'cancelled') {
    await assertNoConflict(deps.db, auth, dates, startTime, endTime, {
      agendaId: agenda.id,
      agendaName: agenda.name,
      teamMemberId: links.teamMember,
      resourceId: links.resource,
      learnerIds: learners,
    });
  }
  const now = deps.now().toISOString();
  return deps.db.transaction().execute(async (trx) => {
    let recurrenceId: number | null = null;
    if (recurrence) {
      const row = await trx
        .insertInto('planning_recurrences')
        .values({
          structure_id: auth.structureId,
          frequency: recurrence.frequency,
          interval_n: recurrence.interval,
          weekdays: recurrence.weekdays?.length ? recurrence.weekdays.join(',') : null,
          until: recurrence.until ?? null,
          count: recurrence.count ?? null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      recurrenceId = row.id;
    }
    const ids: number[] = [];
    for (const date of dates) {
      const row = await trx
        .insertInto('planning_slots')
        .values({
          structure_id: auth.structureId,
          agency_id: agenda.agency_id,
          agenda_id: agenda.id,
          recurrence_id: recurrenceId,
          title: input.title,
          date,
          start_time: startTime,
          end_time: endTime,
          activity_id: links.activity,
          service_id: links.service,
          location_id: links.location,
          resource_id: links.resource,
          team_member_id: links.teamMember,
          status: input.status,
          is_background: background ? 1 : 0,
          capacity: input.capacity,
          comment: input.comment,
          ...creationStamp(auth.userId, now),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      ids.push(row.id);
      if (learners.length > 0) {
        await trx.insertInto('planning_slot_learners').values(learners.map((learner_id) => ({ slot_id: row.id, learner_id, created_at: now }))).execute();
      }
    }
    const activity = links.activity === null ? undefined : await trx.selectFrom('planning_activities').select('name').where('id', '=', links.activity).executeTakeFirst();
    const title = input.title ?? activity?.name ?? (background ? 'Indisponibilité' : 'Créneau');
    const first = dates[0] ?? input.date;
    // The history names who the lesson is for.
    const booked = learners.length === 0 ? [] : await trx.selectFrom('learners').select(['first_name', 'last_name']).where('id', 'in', learners).orderBy('last_name').execute();
    const who = booked.length > 0 ? ` — ${learnerNames(booked)}` : '';
    await logOperation(trx, deps, auth, {
      agencyId: agenda.agency_id,
      slotId: ids[0] ?? null,
      action: background ? 'background_created' : recurrence ? 'recurrence_created' : 'slot_created',
      description:
        dates.length > 1
          ? `${dates.length} créneaux récurrents créés : ${summary(title, agenda.name, first, startTime, endTime)} jusqu’au ${frenchDay(dates[dates.length - 1]!)}${who}`
          : `Créneau créé : ${summary(title, agenda.name, first, startTime, endTime)}${who}`,
    });
    return ids;
  });
}

const SLOT_LIST: ListSpec = {
  defaultItemsPerPage: 30,
  maxItemsPerPage: 5000,
  order: { date: 's.date', startTime: 's.start_time', createdAt: 's.created_at', agenda: 'a.name' },
  defaultOrder: [['s.date', 'asc'], ['s.start_time', 'asc']],
  search: ['s.title', 'a.name', 'act.name', 'sv.name'],
  exact: {
    agenda: { column: 's.agenda_id', kind: 'int' },
    agency: { column: 's.agency_id', kind: 'int' },
    status: { column: 's.status', kind: 'string' },
    isBackground: { column: 's.is_background', kind: 'bool' },
    service: { column: 's.service_id', kind: 'int' },
    activity: { column: 's.activity_id', kind: 'int' },
    teamMember: { column: 's.team_member_id', kind: 'int' },
    resource: { column: 's.resource_id', kind: 'int' },
    recurrence: { column: 's.recurrence_id', kind: 'int' },
  },
  date: { date: 's.date' },
};

/**
 * `GET /plannings/slots`: the calendar's slots (agenda[], date[after]/date[before], status,
 * slotLearners.learner for a learner's slots, up to 5000 per page), each with its learner count and
 * first learners (the filtered learner first); a slot's whole list is its item's (`slotAnswer`).
 */
export async function listSlots(deps: AppDeps, auth: AuthContext, query: Record<string, string[]>, url: string): Promise<HydraCollection<SlotSummary>> {
  const params = parseListParams(query, SLOT_LIST);
  let base = selectSlots(deps, auth);
  const learnerFilter = [...(query['slotLearners.learner'] ?? []), ...(query['slotLearners.learner[]'] ?? [])].filter((v) => v !== '');
  if (learnerFilter.length > 0) {
    if (learnerFilter.some((v) => !isRowId(v))) throw badRequest('Le filtre « slotLearners.learner » attend un nombre entier.');
    const ids = learnerFilter.map(Number);
    // The learner's slot ids first (index on learner_id), not a per-slot EXISTS over every slot in scope.
    base = base.where((eb) => idAmong('s.id', eb.selectFrom('planning_slot_learners as fl').select('fl.slot_id').where('fl.learner_id', 'in', ids), deps.dialect));
  }
  const filtered = base.where((eb) => listWhere(eb, params, SLOT_LIST, deps.dialect));
  const countRow = (await filtered.clearSelect().select(sql<number | string>`count(*)`.as('total')).executeTakeFirst()) as { total: number | string } | undefined;
  let pageQuery = filtered;
  for (const [column, direction] of listOrder(params, SLOT_LIST, 's.id')) pageQuery = pageQuery.orderBy(sql.ref(column), direction);
  const rows = await pageQuery.limit(params.itemsPerPage).offset((params.page - 1) * params.itemsPerPage).execute();
  const tallies = await loadLearnerTallies(deps.db, rows.map((r) => r.id), learnerFilter.map(Number));
  return collectionBody(url, rows.map((row) => toSlotSummary(row, tallies.get(row.id))), Number(countRow?.total ?? 0), params);
}
