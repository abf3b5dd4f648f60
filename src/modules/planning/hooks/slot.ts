import useSWR, { useSWRConfig } from 'swr';
import type { ApiClient } from '../../../shared/api/client';
import type { JsonLd } from '../../../shared/api/hydra';
import { OUTBOX_EMAILS_PATH } from '../../../shared/mail/api';
import { useMailSentText } from '../../../shared/mail/hooks';
import { listSortedServices } from '../../../shared/references/api';
import type { LearnerSource } from '../../../shared/references/LearnerPicker';
import { listActivities, listAppointmentLocations, listInterveners, type Agenda } from '../../../shared/references/planning';
import type { LearnerLight } from '../../../shared/references/types';
import { useSessionUser } from '../../../shared/session/useSessionUser';
import { useApiClient } from '../../../shared/swr/ApiProvider';
import { keyMatchesPaths, useMutation } from '../../../shared/swr/useMutation';
import {
  addSlotLearner,
  createBackgroundSlot,
  createRecurrentSlot,
  createSlot,
  deleteSlot,
  getAgendaTooltip,
  getOccurrenceTooltip,
  getPaymentDeadlinesTooltip,
  listAvailableLearners,
  listSortedLearners,
  removeSlotLearner,
  SLOTS_PATH,
  updateSlot,
  updateSlotLearner,
} from '../api';
import { removeEvents, upsertEvents, type CalendarEvent } from '../calendar/merge';
import { isKeyOfSlot, planningKeys, SLOT_READS } from '../keys';
import { planningMessages as m } from '../messages';
import type { SlotBackground, SlotCancel, SlotCreate, SlotPatch, SlotRecurrent } from '../schema';
import type { Slot } from '../types';
import { useCalendarUpdate } from './calendar';

// The slot dialogs: a slot's writes, its learners, its reads and tooltips, and the form's choices.

/** How many available learners a slot's details suggest. */
const AVAILABLE_LEARNERS_SHOWN = 8;

export function useCreateSlot() {
  const apply = useCalendarUpdate();
  return useMutation(
    async (client, payload: SlotCreate) => {
      const slot = await createSlot(client, payload);
      await apply((held) => upsertEvents(held, [slot]));
      return slot;
    },
    { success: m.success.created, fallbackError: m.errors.create, revalidate: SLOT_READS },
  );
}

export function useCreateRecurrentSlot() {
  const apply = useCalendarUpdate();
  return useMutation(
    async (client, payload: SlotRecurrent) => {
      const slots = await createRecurrentSlot(client, payload);
      await apply((held) => upsertEvents(held, slots));
      return slots;
    },
    { success: (slots) => m.success.recurrentCreated(slots.length), fallbackError: m.errors.create, revalidate: SLOT_READS },
  );
}

export function useCreateBackgroundSlot() {
  const apply = useCalendarUpdate();
  return useMutation(
    async (client, payload: SlotBackground) => {
      const slot = await createBackgroundSlot(client, payload);
      await apply((held) => upsertEvents(held, [slot]));
      return slot;
    },
    { success: m.success.backgroundCreated, fallbackError: m.errors.create, revalidate: SLOT_READS },
  );
}

/** Edits a slot; `success` tells a move from an edit. */
export function useUpdateSlot(success: string = m.success.updated) {
  const apply = useCalendarUpdate();
  return useMutation(
    async (client, id: number, patch: SlotPatch) => {
      const slot = await updateSlot(client, id, patch);
      await apply((held) => upsertEvents(held, [slot]));
      return slot;
    },
    { success, fallbackError: m.errors.update, revalidate: SLOT_READS },
  );
}

/** « Annuler le créneau » with its reason; the alert says whether the learners' e-mails left or wait in the outbox. */
export function useCancelSlot() {
  const apply = useCalendarUpdate();
  const sentText = useMailSentText();
  return useMutation(
    async (client, id: number, cancel: SlotCancel) => {
      const slot = await updateSlot(client, id, { status: 'cancelled', ...cancel });
      await apply((held) => upsertEvents(held, [slot]));
      return slot;
    },
    {
      success: (slot) => (slot.notification ? m.success.cancelledNotified(sentText(slot.notification)) : m.success.cancelled),
      fallbackError: m.errors.update,
      revalidate: [...SLOT_READS, OUTBOX_EMAILS_PATH],
    },
  );
}

/**
 * Deletes a slot: its own reads are dropped without being read again (they would answer 404 while
 * the details are still open), the calendar's other reads are revalidated.
 */
export function useDeleteSlot() {
  const apply = useCalendarUpdate();
  const { mutate } = useSWRConfig();
  return useMutation(
    async (client, slot: Pick<CalendarEvent, '@id' | 'id'>, scope: 'one' | 'following') => {
      await deleteSlot(client, slot.id, scope);
      await apply((held) => removeEvents(held, [slot['@id']]));
      await mutate((key) => isKeyOfSlot(key, slot.id), undefined, { revalidate: false });
      await mutate((key) => keyMatchesPaths(key, SLOT_READS) && !isKeyOfSlot(key, slot.id));
    },
    { success: m.success.deleted, fallbackError: m.errors.delete },
  );
}

/** Re-reads one slot into the calendar after its learners changed. */
async function refreshSlot(client: ApiClient, slotId: number): Promise<JsonLd<Slot>> {
  return client.get<JsonLd<Slot>>(`${SLOTS_PATH}/${slotId}`);
}

/** The learners whose availability covers a slot (`GET /learners/available`), of its agency; none for a cancelled slot or an unavailability. */
export function useAvailableLearners(slot: Pick<Slot, 'date' | 'schedule' | 'agency' | 'status' | 'isBackground'> | undefined) {
  const client = useApiClient();
  const params =
    slot && slot.status !== 'cancelled' && !slot.isBackground
      ? { date: slot.date, startTime: slot.schedule.startTime, endTime: slot.schedule.endTime, agency: slot.agency.id, itemsPerPage: AVAILABLE_LEARNERS_SHOWN }
      : null;
  return useSWR(params ? planningKeys.availableLearners(params) : null, ([, query]) => listAvailableLearners(client, query));
}

/** The slot form's learner picker searches `GET /learners/sort` (by name). */
export const SORTED_LEARNERS: LearnerSource<LearnerLight> = { path: '/learners/sort', list: listSortedLearners };

export function useAddSlotLearner() {
  const apply = useCalendarUpdate();
  return useMutation(
    async (client, slotId: number, learnerId: number) => {
      await addSlotLearner(client, { slot: slotId, learner: learnerId });
      const slot = await refreshSlot(client, slotId);
      await apply((held) => upsertEvents(held, [slot]));
      return slot;
    },
    { success: m.success.learnerAdded, fallbackError: m.errors.learner, revalidate: SLOT_READS },
  );
}

export function useRemoveSlotLearner() {
  const apply = useCalendarUpdate();
  return useMutation(
    async (client, slotId: number, slotLearnerId: number) => {
      await removeSlotLearner(client, slotLearnerId);
      const slot = await refreshSlot(client, slotId);
      await apply((held) => upsertEvents(held, [slot]));
      return slot;
    },
    { success: m.success.learnerRemoved, fallbackError: m.errors.learner, revalidate: SLOT_READS },
  );
}

export function useExcuseSlotLearner() {
  const apply = useCalendarUpdate();
  return useMutation(
    async (client, slotId: number, slotLearnerId: number, isExcused: boolean) => {
      await updateSlotLearner(client, slotLearnerId, { isExcused });
      const slot = await refreshSlot(client, slotId);
      await apply((held) => upsertEvents(held, [slot]));
      return isExcused;
    },
    { success: (isExcused) => (isExcused ? m.success.excused : m.success.unexcused), fallbackError: m.errors.update, revalidate: SLOT_READS },
  );
}

export function useSlot(slotId: number | null) {
  const client = useApiClient();
  return useSWR(slotId === null ? null : planningKeys.slot(slotId), () => refreshSlot(client, slotId!));
}

export function useOccurrenceTooltip(slotId: number | null) {
  const client = useApiClient();
  return useSWR(slotId === null ? null : planningKeys.occurrenceTooltip(slotId), ([, id]) => getOccurrenceTooltip(client, id), { shouldRetryOnError: false });
}

export function usePaymentDeadlinesTooltip(slotId: number | null) {
  const client = useApiClient();
  return useSWR(slotId === null ? null : planningKeys.paymentDeadlinesTooltip(slotId), ([, id]) => getPaymentDeadlinesTooltip(client, id), {
    shouldRetryOnError: false,
  });
}

export function useAgendaTooltip(agendaId: number | null, date: string) {
  const client = useApiClient();
  return useSWR(agendaId === null ? null : planningKeys.agendaTooltip(agendaId, date), ([, id, day]) => getAgendaTooltip(client, id, day), {
    shouldRetryOnError: false,
  });
}

/** What the slot form offers for an agenda's agency: activities, services, locations, material, trainers. */
export function useSlotChoices(agenda: Agenda | null) {
  const client = useApiClient();
  const user = useSessionUser();
  const agencyId = agenda?.agency.id ?? null;
  const structure = user?.structure.id;
  const activities = useSWR(structure ? planningKeys.activities(structure) : null, ([, p]) => listActivities(client, p));
  const locations = useSWR(planningKeys.locations(), ([, p]) => listAppointmentLocations(client, p));
  const services = useSWR(agencyId === null ? null : planningKeys.services(agencyId), ([, p]) =>
    listSortedServices(client, p),
  );
  const interveners = useSWR(agencyId === null || !structure ? null : planningKeys.interveners(agencyId, structure), ([, p]) =>
    listInterveners(client, p),
  );
  const inScope = <T extends { agency: { id: number } | null }>(items: readonly T[]) => items.filter((item) => item.agency === null || item.agency.id === agencyId);
  return {
    activities: inScope(activities.data?.items ?? []),
    locations: inScope(locations.data?.items ?? []),
    services: services.data?.items ?? [],
    resources: (interveners.data?.items ?? []).filter((i) => i.isResource),
    trainers: (interveners.data?.items ?? []).filter((i) => !i.isResource),
  };
}

