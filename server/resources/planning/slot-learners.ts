import type { SlotLearner } from '../../../src/modules/planning/types';
import {
  slotLearnerCreateSchema,
  slotLearnerPatchSchema,
  slotLearnerSchema,
  type SlotLearnerCreate,
  type SlotLearnerPatch,
} from '../../../src/modules/planning/schema';
import type { AppDeps, AuthContext } from '../../core/env';
import { conflict, invalidField } from '../../core/errors';
import { emptyRoute, itemRoute } from '../../core/routes/declare';
import type { RouteDeclaration } from '../../core/routes/types';
import { found } from '../../core/scope';

import { logOperation } from './operations';
import { findSlot, loadSlotLearners, SLOT_LEARNERS_PATH, slotTitle, toSlotLearner } from './slot-query';
import { assertCanWriteAgenda, assertLearners, assertNoConflict } from './slot-rules';
import { loadSlot, summary } from './slot-store';
import { loadAgenda } from './agenda-store';

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

const base = { hydraClass: 'SlotLearner', output: slotLearnerSchema } as const;

/**
 * `/plannings/slot-learners`: a learner booked on a slot (capacity, conflicts and scope checked), their
 * excused or absent flags, their removal; each write is logged in the slot's history. A trainer writes
 * only the slots of their own agenda.
 */
export const SLOT_LEARNER_ROUTES: readonly RouteDeclaration[] = [
  itemRoute<SlotLearnerCreate, SlotLearner>({
    ...base,
    method: 'POST',
    path: SLOT_LEARNERS_PATH,
    access: 'authenticated',
    summary: 'Books a learner on a slot (capacity, conflicts and scope checked).',
    input: slotLearnerCreateSchema,
    status: 201,
    async handle({ deps, auth, body }) {
      const slot = await findSlot(deps, auth, body.slot);
      if (!slot) throw invalidField('slot', 'Ce créneau est inconnu.');
      assertCanWriteAgenda(auth, await loadAgenda(deps, auth, slot.agenda_id));
      if (slot.is_background === 1) throw invalidField('slot', 'Un créneau de fond n’accueille pas d’apprenant.');
      if (slot.status === 'cancelled') throw invalidField('slot', 'Ce créneau est annulé.');
      const [learnerId] = await assertLearners(deps.db, auth, [body.learner], 'learner');
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
      return toSlotLearner(await loadSlotLearner(deps, auth, id));
    },
  }),

  itemRoute<SlotLearnerPatch, SlotLearner>({
    ...base,
    method: 'PATCH',
    path: `${SLOT_LEARNERS_PATH}/{id}`,
    access: 'authenticated',
    summary: 'Marks a booked learner excused or absent (merge-patch).',
    input: slotLearnerPatchSchema,
    async handle({ deps, auth, id, body }) {
      const current = await loadSlotLearner(deps, auth, id());
      const slot = await loadSlot(deps, auth, current.slot_id);
      assertCanWriteAgenda(auth, await loadAgenda(deps, auth, slot.agenda_id));
      await deps.db.transaction().execute(async (trx) => {
        await trx
          .updateTable('planning_slot_learners')
          .set({
            is_excused: body.isExcused === undefined ? current.is_excused : body.isExcused ? 1 : 0,
            is_absent: body.isAbsent === undefined ? current.is_absent : body.isAbsent ? 1 : 0,
          })
          .where('id', '=', current.id)
          .execute();
        if (body.isExcused !== undefined && body.isExcused !== (current.is_excused === 1)) {
          await logOperation(trx, deps, auth, {
            agencyId: slot.agency_id,
            slotId: slot.id,
            action: body.isExcused ? 'absence_excused' : 'absence_unexcused',
            description: `${current.first_name} ${current.last_name} : absence ${body.isExcused ? 'excusée' : 'non excusée'} — ${summary(slotTitle(slot), slot.agenda_name, slot.date, slot.start_time, slot.end_time)}`,
          });
        }
      });
      return toSlotLearner(await loadSlotLearner(deps, auth, current.id));
    },
  }),

  emptyRoute({
    hydraClass: 'SlotLearner',
    method: 'DELETE',
    path: `${SLOT_LEARNERS_PATH}/{id}`,
    access: 'authenticated',
    summary: 'Removes a learner from a slot.',
    async handle({ deps, auth, id }) {
      const current = await loadSlotLearner(deps, auth, id());
      const slot = await loadSlot(deps, auth, current.slot_id);
      assertCanWriteAgenda(auth, await loadAgenda(deps, auth, slot.agenda_id));
      await deps.db.transaction().execute(async (trx) => {
        await trx.deleteFrom('planning_slot_learners').where('id', '=', current.id).execute();
        await logOperation(trx, deps, auth, {
          agencyId: slot.agency_id,
          slotId: slot.id,
          action: 'learner_removed',
          description: `${current.first_name} ${current.last_name} désinscrit(e) : ${summary(slotTitle(slot), slot.agenda_name, slot.date, slot.start_time, slot.end_time)}`,
        });
      });
    },
  }),
];
