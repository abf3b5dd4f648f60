import { z } from 'zod';
import { embeddedRefSchema } from '../../shared/references/schema';
import { zDate, zRef, zText } from '../../shared/schema/fields';

export const PUSH_TITLE_MAX = 65;
export const PUSH_MESSAGE_MAX = 240;
export const PUSH_GROUPS_MAX = 50;

const END_BEFORE_START = 'La date de fin doit être postérieure ou égale à la date de début.';

const fields = {
  title: zText(PUSH_TITLE_MAX, 'Le titre'),
  message: zText(PUSH_MESSAGE_MAX, 'Le message'),
  startDate: zDate,
  endDate: zDate,
};

/** A learner or group to choose: an empty form value says so in French before the reference is read. */
const chosen = (message: string) =>
  z
    .union([z.number(), z.string()])
    .refine((value) => value !== '', { message })
    .pipe(zRef);

const datesInOrder = (value: { startDate?: string; endDate?: string }) =>
  value.startDate === undefined || value.endDate === undefined || value.endDate >= value.startDate;

/** `POST /pushes`: a push to one learner. */
export const pushCreateSchema = z
  .strictObject({ ...fields, learner: chosen('Choisissez un apprenant.') })
  .refine(datesInOrder, { message: END_BEFORE_START, path: ['endDate'] });

/** `POST /pushes/bulk`: one push per chosen group, each to the learners of its group. */
export const pushBulkSchema = z
  .strictObject({
    ...fields,
    groups: z.array(chosen('Choisissez un groupe.')).min(1, 'Choisissez au moins un groupe.').max(PUSH_GROUPS_MAX, `${PUSH_GROUPS_MAX} groupes au plus.`),
  })
  .refine(datesInOrder, { message: END_BEFORE_START, path: ['endDate'] });

/** `PATCH /pushes/{id}` (merge-patch, drafts only): the texts, the dates, and the learner or group of its kind. */
export const pushPatchSchema = z
  .strictObject({
    title: fields.title.optional(),
    message: fields.message.optional(),
    startDate: zDate.optional(),
    endDate: zDate.optional(),
    learner: chosen('Choisissez un apprenant.').optional(),
    group: chosen('Choisissez un groupe.').optional(),
  })
  .refine(datesInOrder, { message: END_BEFORE_START, path: ['endDate'] });

export type PushCreate = z.output<typeof pushCreateSchema>;
export type PushBulkCreate = z.output<typeof pushBulkSchema>;
export type PushPatch = z.output<typeof pushPatchSchema>;
export { END_BEFORE_START };

// --- answers (the declared output of the push routes) --------------------------------------------

/** A push as `/pushes` answers it. */
export const pushSchema = z.strictObject({
  id: z.number().int(),
  structure: z.string(),
  title: z.string(),
  message: z.string(),
  status: z.enum(['draft', 'scheduled', 'sent', 'ended']),
  startDate: z.string(),
  endDate: z.string(),
  target: z.enum(['learner', 'group']),
  learner: embeddedRefSchema.extend({ firstName: z.string(), lastName: z.string() }).nullable(),
  group: embeddedRefSchema.nullable(),
  recipientLabel: z.string(),
  recipientsCount: z.number().int().min(0),
  agency: embeddedRefSchema,
  sentAt: z.string().nullable(),
  relaunchCount: z.number().int().min(0),
  lastRelaunchedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

/** A line of a push's delivery log (`/pushes/{id}/deliveries`). */
export const pushDeliverySchema = z.strictObject({
  id: z.number().int(),
  kind: z.enum(['send', 'relaunch']),
  deliveredAt: z.string(),
  learner: z.strictObject({ '@id': z.string(), id: z.number().int(), firstName: z.string(), lastName: z.string() }),
  group: embeddedRefSchema.nullable(),
  deliveredBy: z.strictObject({ id: z.number().int(), firstName: z.string(), lastName: z.string() }).nullable(),
});
