import { sql, type Kysely } from 'kysely';
import type { JsonLd } from '../../../src/shared/api/hydra';
import type { Slot, SlotLearner, SlotStatus, SlotSummary } from '../../../src/modules/planning/types';
import { SLOT_LEARNERS_NAMED } from '../../../src/modules/planning/schema';
import type { AppDeps, AuthContext } from '../../core/env';
import { iri, jsonLd } from '../../core/hydra';
import { scoped } from '../../core/scope';
import { groupedByIds, IN_LIST_CHUNK } from '../../db/chunked';
import type { Database } from '../../db/schema';
import type { RowOf } from '../../db/rows';
import { agencyRef } from '../../core/references';

export const SLOTS_PATH = '/plannings/slots';
export const SLOT_LEARNERS_PATH = '/plannings/slot-learners';

/**
 * Slots (`s`) with what their answers name: agenda (`a`), agency (`ag`), activity (`act`), service
 * (`sv`), location (`loc`), material (`mr`) and trainer (`tm`). Unscoped: callers scope and select.
 */
export function joinedSlots(db: Kysely<Database>) {
  return db
    .selectFrom('planning_slots as s')
    .innerJoin('agendas as a', 'a.id', 's.agenda_id')
    .innerJoin('agencies as ag', 'ag.id', 's.agency_id')
    .leftJoin('planning_activities as act', 'act.id', 's.activity_id')
    .leftJoin('services as sv', 'sv.id', 's.service_id')
    .leftJoin('appointment_locations as loc', 'loc.id', 's.location_id')
    .leftJoin('material_resources as mr', 'mr.id', 's.resource_id')
    .leftJoin('users as tm', 'tm.id', 's.team_member_id');
}

/** The slot's own columns and its agenda's and agency's names (inner joins: a slot always has both). */
const SLOT_COLUMNS = [
  's.id',
  's.title',
  's.date',
  's.start_time',
  's.end_time',
  's.status',
  's.is_background',
  's.capacity',
  's.comment',
  's.agency_id',
  's.agenda_id',
  's.activity_id',
  's.service_id',
  's.location_id',
  's.resource_id',
  's.team_member_id',
  's.recurrence_id',
  's.created_at',
  's.updated_at',
  'a.name as agenda_name',
  'a.color as agenda_color',
  'ag.name as agency_name',
] as const;

/** The caller-scoped slots with everything a slot answer shows. */
export function selectSlots(deps: AppDeps, auth: AuthContext) {
  return scoped(
    joinedSlots(deps.db)
      .leftJoin('planning_recurrences as r', 'r.id', 's.recurrence_id')
      .select([
        ...SLOT_COLUMNS,
        'act.name as activity_name',
        'act.color as activity_color',
        'sv.name as service_name',
        'loc.name as location_name',
        'mr.name as resource_name',
        'tm.first_name as tm_first_name',
        'tm.last_name as tm_last_name',
        'r.frequency as r_frequency',
        'r.interval_n as r_interval',
        'r.until as r_until',
        'r.count as r_count',
      ]),
    auth,
    { structure: 's.structure_id', agency: 's.agency_id' },
  );
}

/**
 * One caller-scoped slot by id, with the columns of `selectSlots`: the names of its optional links are
 * read by scalar subqueries instead of six left joins. On PostgreSQL, planning the nine-table join
 * took ~1.5 ms for a 0.1 ms read (twice per slot PATCH, most of its database time); the subqueries plan
 * in ~0.15 ms (SQLite: 10 µs either way). Lists keep the joins: their hash joins read thousands of slots
 * far faster than subqueries per row.
 */
export async function findSlot(deps: AppDeps, auth: AuthContext, id: number): Promise<SlotRow | undefined> {
  return scoped(
    deps.db
      .selectFrom('planning_slots as s')
      .innerJoin('agendas as a', 'a.id', 's.agenda_id')
      .innerJoin('agencies as ag', 'ag.id', 's.agency_id')
      .select(SLOT_COLUMNS)
      .select((eb) => {
        const activity = eb.selectFrom('planning_activities as act').whereRef('act.id', '=', 's.activity_id');
        const trainer = eb.selectFrom('users as tm').whereRef('tm.id', '=', 's.team_member_id');
        const recurrence = eb.selectFrom('planning_recurrences as r').whereRef('r.id', '=', 's.recurrence_id');
        return [
          activity.select('act.name').as('activity_name'),
          activity.select('act.color').as('activity_color'),
          eb.selectFrom('services as sv').select('sv.name').whereRef('sv.id', '=', 's.service_id').as('service_name'),
          eb.selectFrom('appointment_locations as loc').select('loc.name').whereRef('loc.id', '=', 's.location_id').as('location_name'),
          eb.selectFrom('material_resources as mr').select('mr.name').whereRef('mr.id', '=', 's.resource_id').as('resource_name'),
          trainer.select('tm.first_name').as('tm_first_name'),
          trainer.select('tm.last_name').as('tm_last_name'),
          recurrence.select('r.frequency').as('r_frequency'),
          recurrence.select('r.interval_n').as('r_interval'),
          recurrence.select('r.until').as('r_until'),
          recurrence.select('r.count').as('r_count'),
        ];
      })
      .where('s.id', '=', id),
    auth,
    { structure: 's.structure_id', agency: 's.agency_id' },
  ).executeTakeFirst();
}

export type SlotRow = RowOf<typeof selectSlots>;

export interface SlotLearnerRow {
  id: number;
  slot_id: number;
  learner_id: number;
  is_excused: number;
  is_absent: number;
  first_name: string;
  last_name: string;
  phone: string | null;
  email: string | null;
}

/** The learners of these slots, by slot id (sorted by name). */
export function loadSlotLearners(db: Kysely<Database>, slotIds: readonly number[]): Promise<Map<number, SlotLearnerRow[]>> {
  return groupedByIds(
    slotIds,
    (chunk) =>
      db
        .selectFrom('planning_slot_learners as sl')
        .innerJoin('learners as l', 'l.id', 'sl.learner_id')
        .select(['sl.id', 'sl.slot_id', 'sl.learner_id', 'sl.is_excused', 'sl.is_absent', 'l.first_name', 'l.last_name', 'l.phone', 'l.email'])
        .where('sl.slot_id', 'in', chunk)
        .orderBy('l.last_name')
        .orderBy('l.first_name')
        .execute(),
    (row) => row.slot_id,
  );
}

export function toSlotLearner(row: SlotLearnerRow): SlotLearner {
  return {
    '@id': iri(SLOT_LEARNERS_PATH, row.id),
    '@type': 'SlotLearner',
    id: row.id,
    learner: { '@id': `/api/learners/${row.learner_id}`, id: row.learner_id, firstName: row.first_name, lastName: row.last_name, phone: row.phone, email: row.email },
    isExcused: row.is_excused === 1,
    isAbsent: row.is_absent === 1,
  };
}

const ref = (path: string, id: number | null, name: string | null) => (id === null ? null : { '@id': `/api/${path}/${id}`, id, name: name ?? '' });

/** The title a slot is known by: its own, else its activity's, else its service's. */
export function slotTitle(row: Pick<SlotRow, 'title' | 'activity_name' | 'service_name' | 'is_background'>): string {
  return row.title ?? row.activity_name ?? row.service_name ?? (row.is_background === 1 ? 'Indisponibilité' : 'Créneau');
}

/** What a listed slot says of its learners: how many, how many excused, and the first ones by name. */
export interface SlotLearnerTally {
  count: number;
  excused: number;
  first: ReadonlyArray<Pick<SlotLearnerRow, 'learner_id' | 'first_name' | 'last_name' | 'is_excused'>>;
}

const NO_LEARNERS: SlotLearnerTally = { count: 0, excused: 0, first: [] };

/**
 * The learner tallies of these slots: counts and the first `SLOT_LEARNERS_NAMED` learners by name
 * (`preferred` ones first), read by a window over each slot's learners, so a code session of 500
 * learners costs three names in the answer.
 */
export async function loadLearnerTallies(db: Kysely<Database>, slotIds: readonly number[], preferred: readonly number[] = []): Promise<Map<number, SlotLearnerTally>> {
  const rank = preferred.length > 0 ? sql`case when sl.learner_id in (${sql.join(preferred)}) then 0 else 1 end, ` : sql``;
  const rows = await groupedByIds(
    slotIds,
    (chunk) =>
      db
        .selectFrom(
          db
            .selectFrom('planning_slot_learners as sl')
            .innerJoin('learners as l', 'l.id', 'sl.learner_id')
            .select([
              'sl.slot_id',
              'sl.learner_id',
              'sl.is_excused',
              'l.first_name',
              'l.last_name',
              sql<number>`row_number() over (partition by sl.slot_id order by ${rank}l.last_name, l.first_name, sl.id)`.as('position'),
              sql<number | string>`count(*) over (partition by sl.slot_id)`.as('total'),
              sql<number | string>`sum(sl.is_excused) over (partition by sl.slot_id)`.as('excused'),
            ])
            .where('sl.slot_id', 'in', chunk)
            .as('ranked'),
        )
        .selectAll()
        .where('position', '<=', SLOT_LEARNERS_NAMED)
        .orderBy('slot_id')
        .orderBy('position')
        .execute(),
    (row) => row.slot_id,
  );
  const tallies = new Map<number, SlotLearnerTally>();
  for (const [slotId, first] of rows) tallies.set(slotId, { count: Number(first[0]!.total), excused: Number(first[0]!.excused), first });
  return tallies;
}

/** A slot's tally from its whole list of learners (an item answer). */
export function tallyOf(learners: readonly SlotLearnerRow[]): SlotLearnerTally {
  return { count: learners.length, excused: learners.filter((l) => l.is_excused === 1).length, first: learners.slice(0, SLOT_LEARNERS_NAMED) };
}

/** A listed slot: its learner count and the first learners it names, never the whole list. */
export function toSlotSummary(row: SlotRow, tally: SlotLearnerTally = NO_LEARNERS): JsonLd<SlotSummary> {
  return jsonLd('Slot', iri(SLOTS_PATH, row.id), {
    id: row.id,
    title: row.title,
    date: row.date,
    schedule: { startTime: row.start_time, endTime: row.end_time },
    startDate: `${row.date}T${row.start_time}`,
    endDate: `${row.date}T${row.end_time}`,
    agenda: { '@id': `/api/plannings/agendas/${row.agenda_id}`, id: row.agenda_id, name: row.agenda_name, color: row.agenda_color },
    agency: agencyRef(row.agency_id, row.agency_name),
    activity: row.activity_id === null ? null : { '@id': `/api/plannings/activities/${row.activity_id}`, id: row.activity_id, name: row.activity_name ?? '', color: row.activity_color ?? '' },
    service: ref('products/services', row.service_id, row.service_name),
    location: ref('plannings/appointment-location', row.location_id, row.location_name),
    resource: ref('materials/resources', row.resource_id, row.resource_name),
    teamMember:
      row.team_member_id === null
        ? null
        : { '@id': `/api/team-members/${row.team_member_id}`, id: row.team_member_id, firstName: row.tm_first_name ?? '', lastName: row.tm_last_name ?? '' },
    status: row.status as SlotStatus,
    isBackground: row.is_background === 1,
    isExcused: tally.count > 0 && tally.excused === tally.count,
    capacity: row.capacity,
    comment: row.comment,
    recurrence:
      row.recurrence_id === null
        ? null
        : {
            '@id': `/api/plannings/recurrences/${row.recurrence_id}`,
            id: row.recurrence_id,
            frequency: (row.r_frequency ?? 'weekly') as 'daily' | 'weekly',
            interval: row.r_interval ?? 1,
            until: row.r_until,
            count: row.r_count,
          },
    learnerCount: tally.count,
    firstLearners: tally.first.map((l) => ({ learner: { id: l.learner_id, firstName: l.first_name, lastName: l.last_name }, isExcused: l.is_excused === 1 })),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  });
}

/** A slot with all its learners (sorted by name). */
export function toSlot(row: SlotRow, learners: readonly SlotLearnerRow[] = []): JsonLd<Slot> {
  return { ...toSlotSummary(row, tallyOf(learners)), slotLearners: learners.map(toSlotLearner) };
}

/** Slots with all their learners, in the given order (a creation's answer, bounded by its input). */
export async function withLearners(db: Kysely<Database>, rows: readonly SlotRow[]): Promise<JsonLd<Slot>[]> {
  const learners = await loadSlotLearners(db, rows.map((r) => r.id));
  return rows.map((row) => toSlot(row, learners.get(row.id) ?? []));
}

/** Minutes of a slot in SQL (`HH:MM` text on both engines). */
export const slotMinutesSql = sql<number>`((cast(substr(s.end_time, 1, 2) as integer) * 60 + cast(substr(s.end_time, 4, 2) as integer)) - (cast(substr(s.start_time, 1, 2) as integer) * 60 + cast(substr(s.start_time, 4, 2) as integer)))`;

/** Hours done (slots « Réalisé », not excused) and still planned of each learner: the one count of lessons (learners/summary.ts). */
export async function learnerSlotHours(db: Kysely<Database>, learnerIds: readonly number[]): Promise<Map<number, { done: number; planned: number }>> {
  const hours = new Map<number, { done: number; planned: number }>();
  for (let i = 0; i < learnerIds.length; i += IN_LIST_CHUNK) {
    const chunk = learnerIds.slice(i, i + IN_LIST_CHUNK);
    const rows = await db
      .selectFrom('planning_slot_learners as sl')
      .innerJoin('planning_slots as s', 's.id', 'sl.slot_id')
      .select(['sl.learner_id', 's.status', sql<number>`sum(${slotMinutesSql})`.as('minutes')])
      .where('sl.learner_id', 'in', chunk)
      .where('sl.is_excused', '=', 0)
      .where('s.status', 'in', ['planned', 'done'])
      .groupBy(['sl.learner_id', 's.status'])
      .execute();
    for (const row of rows) {
      const entry = hours.get(row.learner_id) ?? { done: 0, planned: 0 };
      const value = Math.round((Number(row.minutes) / 60) * 100) / 100;
      if (row.status === 'done') entry.done = value;
      else entry.planned = value;
      hours.set(row.learner_id, entry);
    }
  }
  return hours;
}
