import type { Slot, SlotSummary } from '../../../src/modules/planning/types';
import {
  SLOT_LEARNERS_NAMED,
  slotBackgroundSchema,
  slotCreateSchema,
  slotPatchSchema,
  slotRecurrentSchema,
  slotSchema,
  slotSummarySchema,
  type SlotBackground,
  type SlotCreate,
  type SlotPatch,
  type SlotRecurrent,
} from '../../../src/modules/planning/schema';
import { collectionBody } from '../../core/hydra';
import { collectionSchema } from '../../core/routes/answer';
import { collectionRoute, emptyRoute, itemRoute, jsonRoute } from '../../core/routes/declare';
import type { RouteDeclaration } from '../../core/routes/types';
import { expandRecurrence } from './dates';
import { selectSlots, SLOTS_PATH, withLearners } from './slot-query';
import { createSlots, listSlots, slotAnswer } from './slot-store';
import { deleteSlot, patchSlot } from './slot-writes';

const base = { hydraClass: 'Slot', access: 'authenticated' } as const;

/** The contract uses both spellings of a slot's item path (spec part 2 §7: PATCH and DELETE /plannings/slot(s)/{id}). */
const ITEM_PATHS = [`${SLOTS_PATH}/{id}`, '/plannings/slot/{id}'];

/** A slot's changes under either spelling of its path. */
const itemWrites = (path: string): RouteDeclaration[] => [
  itemRoute<SlotPatch, Slot>({
    ...base,
    method: 'PATCH',
    path,
    summary: 'Moves, re-links or changes the status of a slot (merge-patch); a cancellation may notify its learners.',
    input: slotPatchSchema,
    output: slotSchema,
    handle: ({ deps, auth, id, body }) => patchSlot(deps, auth, id(), body),
  }),
  emptyRoute({
    ...base,
    method: 'DELETE',
    path,
    summary: 'Deletes a slot, or with `scope=following` it and the following occurrences of its recurrence.',
    handle: ({ deps, auth, id, query }) => deleteSlot(deps, auth, id(), query.scope?.[0]),
  }),
];

/**
 * The slots of the agendas (`/plannings/slots`): the calendar's list and item, creation (one, a
 * recurrence, a background block), changes and deletion. A trainer writes only their own agenda's
 * slots (checked by the rules, slot-rules.ts).
 */
export const SLOT_ROUTES: readonly RouteDeclaration[] = [
  collectionRoute<SlotSummary>({
    ...base,
    method: 'GET',
    path: SLOTS_PATH,
    summary: `Lists the calendar’s slots (agenda[], date[after]/date[before], status, slotLearners.learner), each with its learner count and first ${SLOT_LEARNERS_NAMED} learners by name (the filtered learner first); the whole list is the item’s.`,
    output: slotSummarySchema,
    cached: true,
    handle: ({ deps, auth, query, url }) => listSlots(deps, auth, query, url),
  }),

  itemRoute<undefined, Slot>({
    ...base,
    method: 'GET',
    path: `${SLOTS_PATH}/{id}`,
    summary: 'Reads a slot with all its learners (the slot’s details).',
    output: slotSchema,
    cached: true,
    handle: ({ deps, auth, id }) => slotAnswer(deps, auth, id()),
  }),

  itemRoute<SlotCreate, Slot>({
    ...base,
    method: 'POST',
    path: SLOTS_PATH,
    summary: 'Creates a slot on an agenda (hours, conflicts and scope checked).',
    input: slotCreateSchema,
    status: 201,
    output: slotSchema,
    async handle({ deps, auth, body }) {
      const [id] = await createSlots(deps, auth, { input: body, dates: [body.date] });
      return slotAnswer(deps, auth, id!);
    },
  }),

  // A Hydra collection answered with 201: a JSON route whose output is the collection's schema.
  jsonRoute<SlotRecurrent, unknown>({
    ...base,
    method: 'POST',
    path: '/plannings/slot/recurrent',
    summary: 'Creates the occurrences of a recurring slot: every one is checked and saved, or none; answers them as a collection.',
    input: slotRecurrentSchema,
    status: 201,
    output: collectionSchema('Slot', slotSchema),
    async handle({ deps, auth, body, url }) {
      const { recurrence, ...input } = body;
      const ids = await createSlots(deps, auth, { input, dates: expandRecurrence(input.date, recurrence), recurrence });
      const members = await withLearners(deps.db, await selectSlots(deps, auth).where('s.id', 'in', ids).orderBy('s.date').execute());
      return collectionBody(url, members, members.length, { page: 1, itemsPerPage: Math.max(1, members.length) });
    },
  }),

  itemRoute<SlotBackground, Slot>({
    ...base,
    method: 'POST',
    path: '/plannings/slot/background',
    summary: 'Creates a background block (an unavailability, a meeting) drawn behind the agenda’s slots.',
    input: slotBackgroundSchema,
    status: 201,
    output: slotSchema,
    async handle({ deps, auth, body }) {
      const [id] = await createSlots(deps, auth, {
        input: { ...body, activity: null, service: null, location: null, resource: null, teamMember: null, learners: [], status: 'planned', capacity: null },
        dates: [body.date],
        background: true,
      });
      return slotAnswer(deps, auth, id!);
    },
  }),

  ...ITEM_PATHS.flatMap(itemWrites),
];
