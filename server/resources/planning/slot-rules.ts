import { sql, type Kysely, type SqlBool } from 'kysely';
import { mayWriteAgenda } from '../../../src/shared/auth/agenda-access';
import { ROLES } from '../../../src/shared/auth/roles';
import type { AppDeps, AuthContext } from '../../core/env';
import { conflict, forbidden, invalidField } from '../../core/errors';
import { can } from '../../core/permissions';
import type { Database } from '../../db/schema';
import { selectAgendas, type AgendaRow } from './agenda-store';

import { frenchDay } from './dates';

// The rules every slot write checks: who may write an agenda, its hours, conflicts, scope of links.

const describe = (date: string, start: string, end: string) => `le ${frenchDay(date)} de ${start} à ${end}`;

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
export function assertMayUndoDone(auth: AuthContext, statuses: readonly string[]): void {
  if (statuses.includes('done') && !can(auth, ['isConfigPlanning'])) {
    throw forbidden('Ce cours est réalisé : seul un responsable du planning peut le supprimer ou changer son statut.');
  }
}

/** The agenda of a slot payload: visible to the caller and active (422 on the field otherwise). */
export async function loadAgendaFor(deps: AppDeps, auth: AuthContext, agendaId: number): Promise<AgendaRow> {
  const agenda = await selectAgendas(deps, auth).where('agendas.id', '=', agendaId).executeTakeFirst();
  if (!agenda) throw invalidField('agenda', 'Cet agenda est inconnu.');
  if (agenda.active !== 1) throw invalidField('agenda', `L’agenda « ${agenda.name} » est désactivé : réactivez-le pour y planifier des créneaux.`);
  return agenda;
}

export function assertWithinHours(agenda: AgendaRow, start: string, end: string): void {
  if (start < agenda.day_start || end > agenda.day_end) {
    const message = `Le créneau doit se situer dans les horaires de l’agenda « ${agenda.name} » (${agenda.day_start}–${agenda.day_end}).`;
    throw invalidField('schedule.startTime', message);
  }
}

export interface Subject {
  agendaId: number;
  agendaName: string;
  teamMemberId: number | null;
  resourceId: number | null;
  learnerIds: number[];
}

export interface ConflictChecks {
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
export async function assertNoBookedLesson(db: Kysely<Database>, auth: AuthContext, agenda: Pick<AgendaRow, 'id' | 'name'>, dates: readonly string[], start: string, end: string, exclude: readonly number[] = []): Promise<void> {
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
  throw invalidField('schedule.startTime', message);
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
  if (rows.length !== unique.length) throw invalidField(field, 'Cet apprenant est inconnu ou n’appartient pas à votre structure.');
  return unique;
}

export interface Links {
  activity: number | null;
  service: number | null;
  location: number | null;
  resource: number | null;
  teamMember: number | null;
}

/** Checks the slot's relations against the caller's scope and the agenda's nature. */
export async function resolveLinks(db: Kysely<Database>, auth: AuthContext, agenda: AgendaRow, input: Links, useDefaultActivity: boolean): Promise<Links> {
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
    if (!row) throw invalidField('activity', 'Cette activité est inconnue.');
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
    if (!row) throw invalidField('service', 'Cette prestation est inconnue.');
  }
  if (input.location !== null) {
    const row = await db
      .selectFrom('appointment_locations')
      .select('id')
      .where('id', '=', input.location)
      .where('structure_id', '=', auth.structureId)
      .where((eb) => eb.or([eb('agency_id', 'is', null), eb('agency_id', 'in', agencies)]))
      .executeTakeFirst();
    if (!row) throw invalidField('location', 'Ce lieu de rendez-vous est inconnu.');
  }
  let resource = input.resource;
  let teamMember = input.teamMember;
  if (agenda.type_is_resource === 1) {
    if (resource !== null && resource !== agenda.resource_id) throw invalidField('resource', 'Le matériel d’un agenda de matériel est celui de l’agenda.');
    resource = agenda.resource_id;
    if (teamMember !== null) {
      const person = await db
        .selectFrom('users')
        .select('id')
        .where('id', '=', teamMember)
        .where('structure_id', '=', auth.structureId)
        .where('role', '!=', ROLES.admin)
        .where('learner_id', 'is', null)
        .where('archived', '=', 0)
        .executeTakeFirst();
      if (!person) throw invalidField('teamMember', 'Ce formateur est inconnu.');
    }
  } else {
    if (teamMember !== null && teamMember !== agenda.team_member_id) throw invalidField('teamMember', 'Le formateur d’un créneau est celui de son agenda.');
    teamMember = agenda.team_member_id;
    if (resource !== null) {
      const row = await db.selectFrom('material_resources').select('id').where('id', '=', resource).where('structure_id', '=', auth.structureId).executeTakeFirst();
      if (!row) throw invalidField('resource', 'Cette ressource est inconnue.');
    }
  }
  return { activity, service: input.service, location: input.location, resource, teamMember };
}
