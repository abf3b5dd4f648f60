import { isHttpError } from '../../../src/shared/api/http-error';
import { PLANNING_LIST_PAGE_SIZE } from '../../../src/shared/constants';
import type { Agenda } from '../../../src/shared/references/planning';
import { createSlot, deleteSlot, listSlots, updateSlot } from '../../../src/modules/planning/api';
import { slotCreateSchema } from '../../../src/modules/planning/schema';
import { listAgendas } from '../../../src/modules/planning-config/api';
import { isoDate, scope } from '../checks';
import { CheckFailure, CheckSkipped, type CheckContext, type SmokeArea, type SmokeCheck } from '../types';

const DAY_MS = 86_400_000;
/** Far enough ahead to stay clear of the real planning; a few other days are tried on a clash. */
const FIRST_OFFSET_DAYS = 400;
const ATTEMPTS = 4;

interface PlanningState {
  agenda?: Agenda;
  slot?: { id: number; date: string; startTime: string; endTime: string };
}

const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
const time = (total: number) => `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;

/** Half an hour at the end of the agenda's day (its opening hours bound every slot). */
function lastHalfHour(agenda: Agenda): { startTime: string; endTime: string } {
  const end = minutes(agenda.dayEnd);
  return { startTime: time(Math.max(minutes(agenda.dayStart), end - 30)), endTime: agenda.dayEnd };
}

const dayAfter = (date: string, days: number) => isoDate(new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS));
const isConflict = (error: unknown) => isHttpError(error) && error.status === 409;

/** Tries `attempt` on a few dates until one is free of planning conflicts (409). */
async function onAFreeDay<T>(first: string, attempt: (date: string) => Promise<T>): Promise<T> {
  for (let i = 0; ; i += 1) {
    try {
      return await attempt(dayAfter(first, i * 9));
    } catch (error) {
      if (!isConflict(error) || i + 1 >= ATTEMPTS) throw error;
    }
  }
}

function planningChecks(): SmokeCheck[] {
  const state: PlanningState = {};
  return [
    {
      id: 'planning-flow.create',
      title: 'Création d’un créneau',
      run: async (ctx) => {
        const agendas = await listAgendas(ctx.client, { active: true, itemsPerPage: PLANNING_LIST_PAGE_SIZE, ...scope(ctx) });
        const agenda = agendas.items.find((a) => minutes(a.dayEnd) - minutes(a.dayStart) >= 30);
        if (!agenda) throw new CheckSkipped('aucun agenda actif à planifier dans cet environnement');
        state.agenda = agenda;
        const schedule = lastHalfHour(agenda);
        const first = isoDate(new Date(Date.now() + FIRST_OFFSET_DAYS * DAY_MS));
        const slot = await onAFreeDay(first, (date) =>
          createSlot(ctx.client, slotCreateSchema.parse({ agenda: agenda.id, date, schedule, title: ctx.sandbox.label('Créneau de vérification') })),
        );
        state.slot = { id: slot.id, date: slot.date, ...slot.schedule };
        return `créneau n° ${slot.id}, agenda « ${agenda.name} », le ${slot.date} ${slot.schedule.startTime}–${slot.schedule.endTime}`;
      },
    },
    {
      id: 'planning-flow.move',
      title: 'Déplacement du créneau',
      run: async (ctx) => {
        const slot = state.slot;
        if (!slot) throw new CheckFailure('créneau manquant');
        const moved = await onAFreeDay(dayAfter(slot.date, 1), (date) => updateSlot(ctx.client, slot.id, { date }));
        const seen = await listSlots(ctx.client, { agenda: [moved.agenda.id], date: { after: moved.date, before: moved.date }, itemsPerPage: PLANNING_LIST_PAGE_SIZE });
        if (!seen.items.some((s) => s.id === slot.id)) throw new CheckFailure(`le créneau déplacé au ${moved.date} n’apparaît pas dans le planning de ce jour`);
        slot.date = moved.date;
        return `déplacé au ${moved.date}`;
      },
    },
    {
      id: 'planning-flow.delete',
      title: 'Suppression du créneau',
      always: true,
      run: async (ctx) => removeSlot(ctx, state),
    },
  ];
}

/** The flow's own last step, and its clean-up: the slot goes whatever happened before. */
async function removeSlot(ctx: CheckContext, state: PlanningState): Promise<string> {
  const slot = state.slot;
  if (!slot) return 'rien à supprimer';
  await deleteSlot(ctx.client, slot.id);
  const seen = await listSlots(ctx.client, { agenda: [state.agenda?.id ?? 0], date: { after: slot.date, before: slot.date }, itemsPerPage: PLANNING_LIST_PAGE_SIZE });
  if (seen.items.some((s) => s.id === slot.id)) throw new CheckFailure(`le créneau n° ${slot.id} est toujours au planning après sa suppression`);
  return `créneau n° ${slot.id} supprimé`;
}

export const planningFlow: SmokeArea = {
  id: 'planning-flow',
  title: 'Parcours planning (bac à sable)',
  writes: true,
  checks: planningChecks,
};
