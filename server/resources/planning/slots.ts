import { Hono, type Context } from 'hono';
import { sql, type Kysely, type QueryCreator, type SqlBool } from 'kysely';
import type { JsonLd } from '../../../src/shared/api/hydra';
import { mayWriteAgenda } from '../../../src/shared/auth/agenda-access';
import { ROLES } from '../../../src/shared/auth/roles';
import type { Slot } from '../../../src/modules/planning/types';
import {
  slotBackgroundSchema,
  slotCreateSchema,
  slotLearnerCreateSchema,
  slotLearnerPatchSchema,
  slotPatchSchema,
  slotRecurrentSchema,
  type SlotCreate,
  type Recurrence,
} from '../../../src/modules/planning/schema';
import { cachedAnswer } from '../../core/cache';
import type { AppDeps, AppEnv, AuthContext } from '../../core/env';
import { collectionBody } from '../../core/hydra';
import { listOrder, listWhere, parseListParams, type ListSpec } from '../../core/list-query';
import { ApiError, conflict, forbidden } from '../../core/errors';
import { can } from '../../core/permissions';
import { found, isRowId, routeId } from '../../core/scope';
import { parseJson } from '../../core/validation';
import type { Database } from '../../db/schema';
import { idAmong } from '../../db/sql';
import { selectAgendas, type AgendaRow } from './agenda-store';
import { expandRecurrence, frenchDay } from './dates';
import { notifyCancellation } from './cancellation';
import { logOperation, operationRow } from './operations';
import {
  findSlot,
  loadSlotLearners,
  selectSlots,
  SLOT_LEARNERS_PATH,
  SLOTS_PATH,
  slotTitle,
  toSlot,
  toSlotLearner,
  withLearners,
  type SlotRow,
} from './slot-query';

const invalid = (propertyPath: string, message: string) => new ApiError(422, message, [{ propertyPath, message }]);
const describe = (date: string, start: string, end: string) => `le ${frenchDay(date)} de ${start} à ${end}`;

// ───────────────────────────── Rules ─────────────────────────────

/** A trainer (Formateur) may only change the slots of their own agenda (the rule the slot form applies too). */
export function assertCanWriteAgenda(auth: AuthContext, agenda: Pick<AgendaRow, 'team_member_id'>): void {
  if (!mayWriteAgenda({ role: auth.role, id: auth.userId }, agenda.team_member_id)) {
    throw forbidden('Un formateur ne peut modifier que les créneaux de son propre agenda.');
  }
}

/**
 * A lesson marked done (« Réalisé ») counts in the learners' hours and the trainer's time sheet: only
 * who configures the planning (isConfigPlanning — managers) deletes it or takes its status back.
 */
function assertMayUndoDone(auth: AuthContext, statuses: readonly string[]): void {
  if (statuses.includes('done') && !can(auth, ['isConfigPlanning'])) {
    throw forbidden('Ce cours est réalisé : seul un responsable du planning peut le supprimer ou changer son statut.');
  }
}

/** The agenda of a slot payload: visible to the caller and active (422 on the field otherwise). */
async function loadAgendaFor(deps: AppDeps, auth: AuthContext, agendaId: number): Promise<AgendaRow> {
  const agenda = await selectAgendas(deps, auth).where('agendas.id', '=', agendaId).executeTakeFirst();
  if (!agenda) throw invalid('agenda', 'Cet agenda est inconnu.');
  if (agenda.active !== 1) throw invalid('agenda', `L’agenda « ${agenda.name} » est désactivé : réactivez-le pour y planifier des créneaux.`);
  return agenda;
}

function assertWithinHours(agenda: AgendaRow, start: string, end: string): void {
  if (start < agenda.day_start || end > agenda.day_end) {
    const message = `Le créneau doit se situer dans les horaires de l’agenda « ${agenda.name} » (${agenda.day_start}–${agenda.day_end}).`;
    throw new ApiError(422, message, [{ propertyPath: 'schedule.startTime', message }]);
  }
}

interface Subject {
  agendaId: number;
  agendaName: string;
  teamMemberId: number | null;
  resourceId: number | null;
  learnerIds: number[];
}

interface ConflictChecks {
  agenda: boolean;
  people: boolean;
}

/**
 * Refuses (409, French message naming who and when) a slot that overlaps, on one of `dates`, a slot
 * of the same agenda (or a background block there), of the same trainer, of the same material, or of
 * one of its learners (unless excused). Cancelled slots never conflict.
 */
export async function assertNoConflict(
  db: Kysely<Database>,
  auth: AuthContext,
  dates: readonly string[],
  start: string,
  end: string,
  subject: Subject,
  exclude: readonly number[] = [],
  checks: ConflictChecks = { agenda: true, people: true },
): Promise<void> {
  if (dates.length === 0) return;
  const learnerIds = [...new Set(subject.learnerIds)];
  let query = db
    .selectFrom('planning_slots as s')
    .innerJoin('agendas as a', 'a.id', 's.agenda_id')
    .leftJoin('users as tm', 'tm.id', 's.team_member_id')
    .leftJoin('material_resources as mr', 'mr.id', 's.resource_id')
    .leftJoin('material_types as mt', 'mt.id', 'mr.type_id')
    .leftJoin('agenda_resource_types as art', 'art.id', 'mt.agenda_resource_type_id')
    .select([
      's.id',
      's.date',
      's.start_time',
      's.end_time',
      's.agenda_id',
      's.team_member_id',
      's.resource_id',
      's.is_background',
      's.title',
      'a.name as agenda_name',
      'tm.first_name',
      'tm.last_name',
      'mr.name as resource_name',
      'art.code as resource_kind',
    ])
    .where('s.structure_id', '=', auth.structureId)
    .where('s.date', 'in', [...dates])
    .where('s.start_time', '<', end)
    .where('s.end_time', '>', start)
    .where('s.status', '!=', 'cancelled');
  if (exclude.length > 0) query = query.where('s.id', 'not in', [...exclude]);
  query = query.where((eb) => {
    const alternatives = [];
    if (checks.agenda) alternatives.push(eb('s.agenda_id', '=', subject.agendaId));
    if (checks.people && subject.teamMemberId !== null) {
      alternatives.push(eb.and([eb('s.team_member_id', '=', subject.teamMemberId), eb('s.is_background', '=', 0)]));
    }
    if (checks.people && subject.resourceId !== null) {
      alternatives.push(eb.and([eb('s.resource_id', '=', subject.resourceId), eb('s.is_background', '=', 0)]));
    }
    if (checks.people && learnerIds.length > 0) {
      alternatives.push(
        eb.and([
          eb('s.is_background', '=', 0),
          eb.exists(
            eb
              .selectFrom('planning_slot_learners as cl')
              .select('cl.id')
              .whereRef('cl.slot_id', '=', 's.id')
              .where('cl.learner_id', 'in', learnerIds)
              .where('cl.is_excused', '=', 0),
          ),
        ]),
      );
    }
    return alternatives.length > 0 ? eb.or(alternatives) : sql<SqlBool>`1 = 0`;
  });
  const clash = await query.orderBy('s.date').orderBy('s.start_time').executeTakeFirst();
  if (!clash) return;
  const when = describe(clash.date, clash.start_time, clash.end_time);
  if (checks.agenda && clash.agenda_id === subject.agendaId) {
    if (clash.is_background === 1) {
      throw conflict(`Conflit de planning : l’agenda « ${clash.agenda_name} » est indisponible ${when} (${clash.title ?? 'indisponibilité'}).`);
    }
    throw conflict(`Conflit de planning : l’agenda « ${clash.agenda_name} » a déjà un créneau ${when}.`);
  }
  if (subject.teamMemberId !== null && clash.team_member_id === subject.teamMemberId) {
    throw conflict(`Conflit de planning : ${clash.first_name ?? ''} ${clash.last_name ?? ''} a déjà un créneau ${when} (agenda « ${clash.agenda_name} »).`.replace(/\s+/g, ' '));
  }
  if (subject.resourceId !== null && clash.resource_id === subject.resourceId) {
    const what = clash.resource_kind === 'vehicle' ? `le véhicule « ${clash.resource_name} » est déjà réservé` : `la ressource « ${clash.resource_name} » est déjà réservée`;
    throw conflict(`Conflit de planning : ${what} ${when} (agenda « ${clash.agenda_name} »).`);
  }
  const learner = await db
    .selectFrom('planning_slot_learners as cl')
    .innerJoin('learners as l', 'l.id', 'cl.learner_id')
    .select(['l.first_name', 'l.last_name'])
    .where('cl.slot_id', '=', clash.id)
    .where('cl.learner_id', 'in', learnerIds.length ? learnerIds : [0])
    .executeTakeFirst();
  const who = learner ? `${learner.first_name} ${learner.last_name}` : 'Un apprenant';
  throw conflict(`Conflit de planning : ${who} a déjà un créneau ${when} (agenda « ${clash.agenda_name} »).`);
}

/**
 * An unavailability (background slot) may not be laid over a lesson already booked on its agenda
 * (422 on the start time, naming the lesson): the lesson must be moved or cancelled first, so that no
 * one finds their lesson silently covered. Cancelled lessons do not count.
 */
async function assertNoBookedLesson(db: Kysely<Database>, auth: AuthContext, agenda: Pick<AgendaRow, 'id' | 'name'>, dates: readonly string[], start: string, end: string, exclude: readonly number[] = []): Promise<void> {
  if (dates.length === 0) return;
  let query = db
    .selectFrom('planning_slots as s')
    .leftJoin('planning_activities as act', 'act.id', 's.activity_id')
    .select(['s.date', 's.start_time', 's.end_time', 's.title', 'act.name as activity_name'])
    .where('s.structure_id', '=', auth.structureId)
    .where('s.agenda_id', '=', agenda.id)
    .where('s.date', 'in', [...dates])
    .where('s.start_time', '<', end)
    .where('s.end_time', '>', start)
    .where('s.is_background', '=', 0)
    .where('s.status', '!=', 'cancelled');
  if (exclude.length > 0) query = query.where('s.id', 'not in', [...exclude]);
  const lessons = await query.orderBy('s.date').orderBy('s.start_time').execute();
  if (lessons.length === 0) return;
  const first = lessons[0]!;
  const others = lessons.length > 1 ? ` et ${lessons.length - 1} autre(s)` : '';
  const message = `Ce créneau de fond couvre un cours réservé de l’agenda « ${agenda.name} » ${describe(first.date, first.start_time, first.end_time)} (${first.title ?? first.activity_name ?? 'Créneau'})${others} : déplacez ou annulez ce cours d’abord.`;
  throw invalid('schedule.startTime', message);
}

/** Learners the caller may book: of the structure and of the caller's agencies (422 otherwise). */
export async function assertLearners(db: Kysely<Database>, auth: AuthContext, ids: readonly number[], field = 'learners'): Promise<number[]> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return [];
  const rows = await db
    .selectFrom('learners')
    .select('id')
    .where('structure_id', '=', auth.structureId)
    .where('agency_id', 'in', auth.agencyIds.length ? auth.agencyIds : [0])
    .where('id', 'in', unique)
    .execute();
  if (rows.length !== unique.length) throw invalid(field, 'Cet apprenant est inconnu ou n’appartient pas à votre structure.');
  return unique;
}

interface Links {
  activity: number | null;
  service: number | null;
  location: number | null;
  resource: number | null;
  teamMember: number | null;
}

/** Checks the slot's relations against the caller's scope and the agenda's nature. */
async function resolveLinks(db: Kysely<Database>, auth: AuthContext, agenda: AgendaRow, input: Links, useDefaultActivity: boolean): Promise<Links> {
  const agencies = auth.agencyIds.length ? auth.agencyIds : [0];
  let activity = input.activity;
  if (activity !== null) {
    const row = await db
      .selectFrom('planning_activities')
      .select('id')
      .where('id', '=', activity)
      .where('structure_id', '=', auth.structureId)
      .where((eb) => eb.or([eb('agency_id', 'is', null), eb('agency_id', 'in', agencies)]))
      .executeTakeFirst();
    if (!row) throw invalid('activity', 'Cette activité est inconnue.');
  } else if (useDefaultActivity) {
    const fallback = await db
      .selectFrom('planning_activities')
      .select('id')
      .where('structure_id', '=', auth.structureId)
      .where('is_default', '=', 1)
      .where((eb) => eb.or([eb('agency_id', '=', agenda.agency_id), eb('agency_id', 'is', null)]))
      .orderBy(sql`agency_id is null`)
      .executeTakeFirst();
    activity = fallback?.id ?? null;
  }
  if (input.service !== null) {
    const row = await db.selectFrom('services').select('id').where('id', '=', input.service).where('structure_id', '=', auth.structureId).where('agency_id', 'in', agencies).executeTakeFirst();
    if (!row) throw invalid('service', 'Cette prestation est inconnue.');
  }
  if (input.location !== null) {
    const row = await db
      .selectFrom('appointment_locations')
      .select('id')
      .where('id', '=', input.location)
      .where('structure_id', '=', auth.structureId)
      .where((eb) => eb.or([eb('agency_id', 'is', null), eb('agency_id', 'in', agencies)]))
      .executeTakeFirst();
    if (!row) throw invalid('location', 'Ce lieu de rendez-vous est inconnu.');
  }
  let resource = input.resource;
  let teamMember = input.teamMember;
  if (agenda.type_is_resource === 1) {
    if (resource !== null && resource !== agenda.resource_id) throw invalid('resource', 'Le matériel d’un agenda de matériel est celui de l’agenda.');
    resource = agenda.resource_id;
    if (teamMember !== null) {
      const person = await db
        .selectFrom('users')
        .select('id')
        .where('id', '=', teamMember)
        .where('structure_id', '=', auth.structureId)
        .where('role', '!=', ROLES.admin)
        .where('archived', '=', 0)
        .executeTakeFirst();
      if (!person) throw invalid('teamMember', 'Ce formateur est inconnu.');
    }
  } else {
    if (teamMember !== null && teamMember !== agenda.team_member_id) throw invalid('teamMember', 'Le formateur d’un créneau est celui de son agenda.');
    teamMember = agenda.team_member_id;
    if (resource !== null) {
      const row = await db.selectFrom('material_resources').select('id').where('id', '=', resource).where('structure_id', '=', auth.structureId).executeTakeFirst();
      if (!row) throw invalid('resource', 'Cette ressource est inconnue.');
    }
  }
  return { activity, service: input.service, location: input.location, resource, teamMember };
}

async function loadSlot(deps: AppDeps, auth: AuthContext, id: number): Promise<SlotRow> {
  return found(await findSlot(deps, auth, id));
}

async function slotAnswer(deps: AppDeps, auth: AuthContext, id: number): Promise<JsonLd<Slot>> {
  const row = await loadSlot(deps, auth, id);
  const learners = await loadSlotLearners(deps.db, [id]);
  return toSlot(row, learners.get(id) ?? []);
}

function summary(title: string, agendaName: string, date: string, start: string, end: string): string {
  return `${title} — ${frenchDay(date)} ${start}–${end} (${agendaName})`;
}

interface NewSlots {
  input: SlotCreate;
  dates: string[];
  recurrence?: Recurrence;
  background?: boolean;
}

/** Creates one slot per date (a recurrence), all or none, after every check. Returns their ids. */
async function createSlots(deps: AppDeps, auth: AuthContext, { input, dates, recurrence, background = false }: NewSlots): Promise<number[]> {
  const agenda = await loadAgendaFor(deps, auth, input.agenda);
  assertCanWriteAgenda(auth, agenda);
  const { startTime, endTime } = input.schedule;
  assertWithinHours(agenda, startTime, endTime);
  const links = await resolveLinks(deps.db, auth, agenda, input, !background);
  const learners = await assertLearners(deps.db, auth, input.learners);
  if (input.capacity !== null && learners.length > input.capacity) {
    throw invalid('learners', `Ce créneau accepte au plus ${input.capacity} apprenant(s).`);
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
          created_by: auth.userId,
          created_at: now,
          updated_at: now,
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

// ───────────────────────────── Routes ─────────────────────────────

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

export const slotRoutes = new Hono<AppEnv>();

/**
 * `GET /plannings/slots`: the calendar's slots (agenda[], date[after]/date[before], status,
 * slotLearners.learner for a learner's slots, up to 5000 per page), each with its learners.
 */
slotRoutes.get(SLOTS_PATH, cachedAnswer(), async (c) => {
  const { deps, auth } = c.var;
  const query = c.req.queries();
  const params = parseListParams(query, SLOT_LIST);
  let base = selectSlots(deps, auth);
  const learnerFilter = [...(query['slotLearners.learner'] ?? []), ...(query['slotLearners.learner[]'] ?? [])].filter((v) => v !== '');
  if (learnerFilter.length > 0) {
    if (learnerFilter.some((v) => !isRowId(v))) throw new ApiError(400, 'Le filtre « slotLearners.learner » attend un nombre entier.');
    const ids = learnerFilter.map(Number);
    // The learner's slot ids first (index on learner_id), not a per-slot EXISTS over every slot in scope.
    base = base.where((eb) => idAmong('s.id', eb.selectFrom('planning_slot_learners as fl').select('fl.slot_id').where('fl.learner_id', 'in', ids), deps.dialect));
  }
  const filtered = base.where((eb) => listWhere(eb, params, SLOT_LIST, deps.dialect));
  const countRow = (await filtered.clearSelect().select(sql<number | string>`count(*)`.as('total')).executeTakeFirst()) as { total: number | string } | undefined;
  let pageQuery = filtered;
  for (const [column, direction] of listOrder(params, SLOT_LIST, 's.id')) pageQuery = pageQuery.orderBy(sql.ref(column), direction);
  const rows = await pageQuery.limit(params.itemsPerPage).offset((params.page - 1) * params.itemsPerPage).execute();
  return c.json(collectionBody(c.req.url, await withLearners(deps.db, rows), Number(countRow?.total ?? 0), params));
});

slotRoutes.post(SLOTS_PATH, async (c) => {
  const { deps, auth } = c.var;
  const input = await parseJson(c, slotCreateSchema);
  const [id] = await createSlots(deps, auth, { input, dates: [input.date] });
  return c.json(await slotAnswer(deps, auth, id!), 201);
});

/** `POST /plannings/slot/recurrent`: every occurrence is checked and saved, or none (answered as a collection). */
slotRoutes.post('/plannings/slot/recurrent', async (c) => {
  const { deps, auth } = c.var;
  const { recurrence, ...input } = await parseJson(c, slotRecurrentSchema);
  const dates = expandRecurrence(input.date, recurrence);
  const ids = await createSlots(deps, auth, { input, dates, recurrence });
  const rows = await selectSlots(deps, auth).where('s.id', 'in', ids).orderBy('s.date').execute();
  const members = await withLearners(deps.db, rows);
  return c.json(collectionBody(c.req.url, members, members.length, { page: 1, itemsPerPage: Math.max(1, members.length) }), 201);
});

/** `POST /plannings/slot/background`: an unavailability or a meeting drawn behind the agenda's slots. */
slotRoutes.post('/plannings/slot/background', async (c) => {
  const { deps, auth } = c.var;
  const input = await parseJson(c, slotBackgroundSchema);
  const [id] = await createSlots(deps, auth, {
    input: { ...input, activity: null, service: null, location: null, resource: null, teamMember: null, learners: [], status: 'planned', capacity: null },
    dates: [input.date],
    background: true,
  });
  return c.json(await slotAnswer(deps, auth, id!), 201);
});

async function patchSlot(c: Context<AppEnv>) {
  const { deps, auth } = c.var;
  const current = await loadSlot(deps, auth, routeId(c.req.param('id')));
  const input = await parseJson(c, slotPatchSchema);
  const currentAgenda = found(await selectAgendas(deps, auth).where('agendas.id', '=', current.agenda_id).executeTakeFirst());
  assertCanWriteAgenda(auth, currentAgenda);
  const agenda = input.agenda !== undefined && input.agenda !== current.agenda_id ? await loadAgendaFor(deps, auth, input.agenda) : currentAgenda;
  assertCanWriteAgenda(auth, agenda);

  const date = input.date ?? current.date;
  const startTime = input.schedule?.startTime ?? current.start_time;
  const endTime = input.schedule?.endTime ?? current.end_time;
  const status = input.status ?? current.status;
  if (status !== current.status) assertMayUndoDone(auth, [current.status]);
  const agendaChanged = agenda.id !== current.agenda_id;
  const links = await resolveLinks(
    deps.db,
    auth,
    agenda,
    {
      activity: input.activity === undefined ? current.activity_id : input.activity,
      service: input.service === undefined ? current.service_id : input.service,
      location: input.location === undefined ? current.location_id : input.location,
      resource: input.resource === undefined ? (agendaChanged && currentAgenda.type_is_resource === 1 ? null : current.resource_id) : input.resource,
      teamMember: input.teamMember === undefined ? (agendaChanged && currentAgenda.type_is_resource === 0 ? null : current.team_member_id) : input.teamMember,
    },
    false,
  );
  const learnerRows = (await loadSlotLearners(deps.db, [current.id])).get(current.id) ?? [];
  const capacity = input.capacity === undefined ? current.capacity : input.capacity;
  if (capacity !== null && learnerRows.length > capacity) throw invalid('capacity', `Ce créneau a déjà ${learnerRows.length} apprenant(s) inscrit(s).`);

  const moved = date !== current.date || startTime !== current.start_time || endTime !== current.end_time || agendaChanged;
  if (moved) assertWithinHours(agenda, startTime, endTime);
  const people = links.teamMember !== current.team_member_id || links.resource !== current.resource_id;
  const reactivated = current.status === 'cancelled' && status !== 'cancelled';
  if (current.is_background === 0 && status !== 'cancelled' && (moved || people || reactivated)) {
    await assertNoConflict(
      deps.db,
      auth,
      [date],
      startTime,
      endTime,
      {
        agendaId: agenda.id,
        agendaName: agenda.name,
        teamMemberId: links.teamMember,
        resourceId: links.resource,
        learnerIds: learnerRows.filter((l) => l.is_excused === 0).map((l) => l.learner_id),
      },
      [current.id],
    );
  }

  if (current.is_background === 1 && moved) await assertNoBookedLesson(deps.db, auth, agenda, [date], startTime, endTime, [current.id]);

  const title = slotTitle(current);
  const cancelling = status === 'cancelled' && current.status !== 'cancelled';
  const reason = cancelling ? (input.cancelReason ?? null) : null;
  const history = operationRow(deps, auth, {
    agencyId: agenda.agency_id,
    slotId: current.id,
    ...statusOperation(current.status, status, reason, summary(title, agenda.name, date, startTime, endTime), learnerNames(learnerRows)),
    ...(status === current.status
      ? {
          action: moved ? 'slot_moved' : 'slot_updated',
          description: moved
            ? `Créneau déplacé : ${title} — du ${frenchDay(current.date)} ${current.start_time}–${current.end_time} (${current.agenda_name}) au ${frenchDay(date)} ${startTime}–${endTime} (${agenda.name})`
            : `Créneau modifié : ${summary(title, agenda.name, date, startTime, endTime)}`,
        }
      : {}),
  });
  const changes = {
    agenda_id: agenda.id,
    agency_id: agenda.agency_id,
    date,
    start_time: startTime,
    end_time: endTime,
    title: input.title === undefined ? current.title : input.title,
    activity_id: links.activity,
    service_id: links.service,
    location_id: links.location,
    resource_id: links.resource,
    team_member_id: links.teamMember,
    status,
    capacity,
    comment: input.comment === undefined ? current.comment : input.comment,
    updated_at: deps.now().toISOString(),
  };
  const excused = input.isExcused === undefined ? null : input.isExcused ? 1 : 0;
  // Every other write of this slot waits for its row's lock until this write commits. On PostgreSQL the
  // history, the learners' flag and the slot are written by one statement (data-modifying WITH): atomic
  // without a transaction, and the lock is held only while the server runs it and commits, with no round
  // trip to this process in between. On SQLite, one transaction, the slot's row last.
  const logHistory = (qc: QueryCreator<Database>) => qc.insertInto('planning_operation_histories').values(history);
  const excuseLearners = (qc: QueryCreator<Database>, flag: number) =>
    qc.updateTable('planning_slot_learners').set({ is_excused: flag }).where('slot_id', '=', current.id).where('is_excused', '!=', flag);
  const updateSlot = (qc: QueryCreator<Database>) => qc.updateTable('planning_slots').set(changes).where('id', '=', current.id);
  if (deps.dialect === 'postgres') {
    const logged = deps.db.with('history', logHistory);
    await updateSlot(excused === null ? logged : logged.with('excused', (qc) => excuseLearners(qc, excused))).execute();
  } else {
    await deps.db.transaction().execute(async (trx) => {
      await logHistory(trx).execute();
      if (excused !== null) await excuseLearners(trx, excused).execute();
      await updateSlot(trx).execute();
    });
  }
  const answer = await slotAnswer(deps, auth, current.id);
  if (cancelling && input.notifyLearners && current.is_background === 0) {
    const learners = (await loadSlotLearners(deps.db, [current.id])).get(current.id) ?? [];
    return c.json({ ...answer, notification: await notifyCancellation(deps, auth, { ...current, date, start_time: startTime, end_time: endTime }, learners, title, reason) });
  }
  return c.json(answer);
}

const learnerNames = (rows: ReadonlyArray<{ first_name: string; last_name: string }>) => rows.map((l) => `${l.first_name} ${l.last_name}`).join(', ');

/**
 * The history entry of a status change: a cancellation says why, and every one names the learners,
 * so that « Historique des opérations » tells what happened without opening the slot.
 */
function statusOperation(from: string, to: string, reason: string | null, what: string, learners: string): { action: string; description: string } {
  const who = learners ? ` — ${learners}` : '';
  if (to === 'cancelled') return { action: 'slot_cancelled', description: `Créneau annulé${reason ? ` : ${reason}` : ''} — ${what}${who}` };
  if (to === 'done') return { action: 'slot_done', description: `Cours réalisé : ${what}${who}` };
  if (from !== to) return { action: 'slot_restored', description: `Créneau replanifié : ${what}${who}` };
  return { action: 'slot_updated', description: `Créneau modifié : ${what}` };
}

async function deleteSlot(c: Context<AppEnv>) {
  const { deps, auth } = c.var;
  const current = await loadSlot(deps, auth, routeId(c.req.param('id')));
  const agenda = found(await selectAgendas(deps, auth).where('agendas.id', '=', current.agenda_id).executeTakeFirst());
  assertCanWriteAgenda(auth, agenda);
  const scope = c.req.query('scope');
  if (scope !== undefined && scope !== 'one' && scope !== 'following') throw new ApiError(400, 'Le paramètre « scope » vaut « one » ou « following ».');
  let ids = [current.id];
  if (scope === 'following' && current.recurrence_id !== null) {
    const following = await selectSlots(deps, auth)
      .where('s.recurrence_id', '=', current.recurrence_id)
      .where((eb) => eb.or([eb('s.date', '>', current.date), eb.and([eb('s.date', '=', current.date), eb('s.start_time', '>=', current.start_time)])]))
      .execute();
    ids = following.map((row) => row.id);
    assertMayUndoDone(auth, following.map((row) => row.status));
  }
  assertMayUndoDone(auth, [current.status]);
  await deps.db.transaction().execute(async (trx) => {
    await trx.deleteFrom('planning_slots').where('id', 'in', ids).execute();
    await logOperation(trx, deps, auth, {
      agencyId: current.agency_id,
      slotId: null,
      action: 'slot_deleted',
      description:
        ids.length > 1
          ? `${ids.length} créneaux supprimés à partir de : ${summary(slotTitle(current), current.agenda_name, current.date, current.start_time, current.end_time)}`
          : `Créneau supprimé : ${summary(slotTitle(current), current.agenda_name, current.date, current.start_time, current.end_time)}`,
    });
  });
  return c.body(null, 204);
}

// The contract uses both spellings (spec part 2 §7: PATCH and DELETE /plannings/slot(s)/{id}).
for (const path of [`${SLOTS_PATH}/:id{[0-9]+}`, '/plannings/slot/:id{[0-9]+}']) {
  slotRoutes.patch(path, patchSlot);
  slotRoutes.delete(path, deleteSlot);
}
slotRoutes.get(`${SLOTS_PATH}/:id{[0-9]+}`, cachedAnswer(), async (c) => c.json(await slotAnswer(c.var.deps, c.var.auth, routeId(c.req.param('id')))));

// ───────────────────────────── Slot learners ─────────────────────────────

async function loadSlotLearner(deps: AppDeps, auth: AuthContext, id: number) {
  const row = await deps.db
    .selectFrom('planning_slot_learners as sl')
    .innerJoin('planning_slots as s', 's.id', 'sl.slot_id')
    .innerJoin('learners as l', 'l.id', 'sl.learner_id')
    .select(['sl.id', 'sl.slot_id', 'sl.learner_id', 'sl.is_excused', 'sl.is_absent', 'l.first_name', 'l.last_name', 'l.phone', 'l.email'])
    .where('sl.id', '=', id)
    .where('s.structure_id', '=', auth.structureId)
    .where('s.agency_id', 'in', auth.agencyIds.length ? auth.agencyIds : [0])
    .executeTakeFirst();
  return found(row);
}

/** `POST /plannings/slot-learners`: books a learner on a slot (capacity, conflicts, scope checked). */
slotRoutes.post(SLOT_LEARNERS_PATH, async (c) => {
  const { deps, auth } = c.var;
  const input = await parseJson(c, slotLearnerCreateSchema);
  const slot = await findSlot(deps, auth, input.slot);
  if (!slot) throw invalid('slot', 'Ce créneau est inconnu.');
  const agenda = found(await selectAgendas(deps, auth).where('agendas.id', '=', slot.agenda_id).executeTakeFirst());
  assertCanWriteAgenda(auth, agenda);
  if (slot.is_background === 1) throw invalid('slot', 'Un créneau de fond n’accueille pas d’apprenant.');
  if (slot.status === 'cancelled') throw invalid('slot', 'Ce créneau est annulé.');
  const [learnerId] = await assertLearners(deps.db, auth, [input.learner], 'learner');
  const existing = (await loadSlotLearners(deps.db, [slot.id])).get(slot.id) ?? [];
  if (existing.some((l) => l.learner_id === learnerId)) throw conflict('Cet apprenant est déjà inscrit sur ce créneau.');
  if (slot.capacity !== null && existing.length >= slot.capacity) throw conflict(`Ce créneau est complet (${slot.capacity} apprenant(s) au plus).`);
  await assertNoConflict(
    deps.db,
    auth,
    [slot.date],
    slot.start_time,
    slot.end_time,
    { agendaId: slot.agenda_id, agendaName: slot.agenda_name, teamMemberId: null, resourceId: null, learnerIds: [learnerId!] },
    [slot.id],
    { agenda: false, people: true },
  );
  const id = await deps.db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('planning_slot_learners')
      .values({ slot_id: slot.id, learner_id: learnerId!, created_at: deps.now().toISOString() })
      .returning('id')
      .executeTakeFirstOrThrow();
    const learner = await trx.selectFrom('learners').select(['first_name', 'last_name']).where('id', '=', learnerId!).executeTakeFirstOrThrow();
    await logOperation(trx, deps, auth, {
      agencyId: slot.agency_id,
      slotId: slot.id,
      action: 'learner_added',
      description: `${learner.first_name} ${learner.last_name} inscrit(e) : ${summary(slotTitle(slot), slot.agenda_name, slot.date, slot.start_time, slot.end_time)}`,
    });
    return row.id;
  });
  return c.json(toSlotLearner(await loadSlotLearner(deps, auth, id)), 201);
});

slotRoutes.patch(`${SLOT_LEARNERS_PATH}/:id`, async (c) => {
  const { deps, auth } = c.var;
  const current = await loadSlotLearner(deps, auth, routeId(c.req.param('id')));
  const input = await parseJson(c, slotLearnerPatchSchema);
  const slot = await loadSlot(deps, auth, current.slot_id);
  assertCanWriteAgenda(auth, found(await selectAgendas(deps, auth).where('agendas.id', '=', slot.agenda_id).executeTakeFirst()));
  await deps.db.transaction().execute(async (trx) => {
    await trx
      .updateTable('planning_slot_learners')
      .set({
        is_excused: input.isExcused === undefined ? current.is_excused : input.isExcused ? 1 : 0,
        is_absent: input.isAbsent === undefined ? current.is_absent : input.isAbsent ? 1 : 0,
      })
      .where('id', '=', current.id)
      .execute();
    if (input.isExcused !== undefined && input.isExcused !== (current.is_excused === 1)) {
      await logOperation(trx, deps, auth, {
        agencyId: slot.agency_id,
        slotId: slot.id,
        action: input.isExcused ? 'absence_excused' : 'absence_unexcused',
        description: `${current.first_name} ${current.last_name} : absence ${input.isExcused ? 'excusée' : 'non excusée'} — ${summary(slotTitle(slot), slot.agenda_name, slot.date, slot.start_time, slot.end_time)}`,
      });
    }
  });
  return c.json(toSlotLearner(await loadSlotLearner(deps, auth, current.id)));
});

slotRoutes.delete(`${SLOT_LEARNERS_PATH}/:id`, async (c) => {
  const { deps, auth } = c.var;
  const current = await loadSlotLearner(deps, auth, routeId(c.req.param('id')));
  const slot = await loadSlot(deps, auth, current.slot_id);
  assertCanWriteAgenda(auth, found(await selectAgendas(deps, auth).where('agendas.id', '=', slot.agenda_id).executeTakeFirst()));
  await deps.db.transaction().execute(async (trx) => {
    await trx.deleteFrom('planning_slot_learners').where('id', '=', current.id).execute();
    await logOperation(trx, deps, auth, {
      agencyId: slot.agency_id,
      slotId: slot.id,
      action: 'learner_removed',
      description: `${current.first_name} ${current.last_name} désinscrit(e) : ${summary(slotTitle(slot), slot.agenda_name, slot.date, slot.start_time, slot.end_time)}`,
    });
  });
  return c.body(null, 204);
});

export { loadSlot };
