import type { QueryCreator } from 'kysely';
import type { JsonLd } from '../../../src/shared/api/hydra';
import type { SlotPatch } from '../../../src/modules/planning/schema';
import type { Slot } from '../../../src/modules/planning/types';
import type { AppDeps, AuthContext } from '../../core/env';
import { badRequest, invalidField } from '../../core/errors';
import type { Database } from '../../db/schema';
import { notifyCancellation } from './cancellation';

import { frenchDay, minutesBetween } from './dates';
import { logOperation, operationRow } from './operations';
import { loadSlotLearners, selectSlots, slotTitle } from './slot-query';
import { assertCanWriteAgenda, assertMayUndoDone, assertNoBookedLesson, assertNoConflict, assertWithinHours, loadAgendaFor, resolveLinks } from './slot-rules';
import { learnerNames, loadSlot, slotAnswer, summary } from './slot-store';
import { loadAgenda } from './agenda-store';

/**
 * Moves, re-links or changes the status of a slot after every check, writes its history, and answers
 * it (with what the cancellation e-mails became when the learners are told).
 */
export async function patchSlot(deps: AppDeps, auth: AuthContext, id: number, input: SlotPatch): Promise<JsonLd<Slot>> {
  const current = await loadSlot(deps, auth, id);
  const currentAgenda = await loadAgenda(deps, auth, current.agenda_id);
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
  if (capacity !== null && learnerRows.length > capacity) throw invalidField('capacity', `Ce créneau a déjà ${learnerRows.length} apprenant(s) inscrit(s).`);

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
  // Same day and agenda, another length: a resize, told as such in the history.
  const resized = moved && !agendaChanged && date === current.date && minutesBetween(startTime, endTime) !== minutesBetween(current.start_time, current.end_time);
  const cancelling = status === 'cancelled' && current.status !== 'cancelled';
  const reason = cancelling ? (input.cancelReason ?? null) : null;
  const history = operationRow(deps, auth, {
    agencyId: agenda.agency_id,
    slotId: current.id,
    ...statusOperation(current.status, status, reason, summary(title, agenda.name, date, startTime, endTime), learnerNames(learnerRows)),
    ...(status === current.status
      ? {
          action: resized ? 'slot_resized' : moved ? 'slot_moved' : 'slot_updated',
          description: resized
            ? `Créneau redimensionné : ${title} — le ${frenchDay(date)}, de ${current.start_time}–${current.end_time} à ${startTime}–${endTime} (${agenda.name})`
            : moved
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
    return { ...answer, notification: await notifyCancellation(deps, auth, { ...current, date, start_time: startTime, end_time: endTime }, learners, title, reason) };
  }
  return answer;
}

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

/** Deletes a slot, or with `scope=following` it and the following ones of its recurrence, and logs it. */
export async function deleteSlot(deps: AppDeps, auth: AuthContext, id: number, scope: string | undefined): Promise<void> {
  const current = await loadSlot(deps, auth, id);
  assertCanWriteAgenda(auth, await loadAgenda(deps, auth, current.agenda_id));
  if (scope !== undefined && scope !== 'one' && scope !== 'following') throw badRequest('Le paramètre « scope » vaut « one » ou « following ».');
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
}

