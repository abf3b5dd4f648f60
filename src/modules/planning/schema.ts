import { z } from 'zod';
import { learnerBalanceSchema } from '../../shared/accounting/balance';
import { embeddedRefSchema } from '../../shared/references/schema';
import { zDate, zEmail, zId, zOptionalText, zRef, zText } from '../../shared/schema/fields';
import { zTime } from '../../shared/schema/planning-fields';

export const END_AFTER_START = 'L’heure de fin doit être postérieure à l’heure de début.';
export const RECURRENCE_NEEDS_END = 'Une récurrence doit avoir une fin : une date de fin ou un nombre d’occurrences.';
export const PERIOD_ORDER = 'La date de fin doit être postérieure ou égale à la date de début.';

/** `{startTime, endTime}` of a slot, the end after the start. */
export const scheduleSchema = z
  .strictObject({ startTime: zTime, endTime: zTime })
  .refine((schedule) => schedule.startTime < schedule.endTime, { message: END_AFTER_START, path: ['endTime'] });

const status = z.enum(['planned', 'done', 'cancelled'], { message: 'Statut inconnu.' });
const capacity = z
  .number({ message: 'Capacité invalide.' })
  .int('Capacité invalide.')
  .min(1, 'La capacité est d’au moins 1 apprenant.')
  .max(200, 'La capacité ne peut pas dépasser 200 apprenants.');
const optionalRef = zRef.nullable().default(null);

const slotFields = {
  agenda: zRef,
  date: zDate,
  schedule: scheduleSchema,
  title: zOptionalText(120),
  activity: optionalRef,
  service: optionalRef,
  location: optionalRef,
  resource: optionalRef,
  teamMember: optionalRef,
  learners: z.array(zRef).max(200, 'Trop d’apprenants.').default([]),
  status: status.default('planned'),
  capacity: capacity.nullable().default(null),
  comment: zOptionalText(1000),
};

/** `POST /plannings/slots`. */
export const slotCreateSchema = z.strictObject(slotFields);

/** The rule of a recurrent slot: it must end (a date or a number of occurrences). */
export const recurrenceSchema = z
  .strictObject({
    frequency: z.enum(['daily', 'weekly'], { message: 'Fréquence inconnue.' }),
    interval: z.number().int().min(1, 'Intervalle invalide.').max(12, 'Intervalle invalide.').default(1),
    /** ISO weekdays (1 = Monday) of a weekly rule; the first date's weekday when absent. */
    weekdays: z.array(z.number().int().min(1).max(7)).max(7).optional(),
    until: zDate.nullable().optional(),
    count: z.number().int().min(1, 'Au moins une occurrence.').max(200, 'Au plus 200 occurrences.').nullable().optional(),
  })
  .refine((rule) => Boolean(rule.until) || Boolean(rule.count), { message: RECURRENCE_NEEDS_END, path: ['until'] });

/** `POST /plannings/slot/recurrent`: a slot repeated by a rule, every occurrence saved or none. */
export const slotRecurrentSchema = z.strictObject({ ...slotFields, recurrence: recurrenceSchema });

/** `POST /plannings/slot/background`: an unavailability or a meeting drawn behind the slots. */
export const slotBackgroundSchema = z.strictObject({
  agenda: zRef,
  date: zDate,
  schedule: scheduleSchema,
  title: zText(120, 'Le libellé'),
  comment: zOptionalText(1000),
});

/** `PATCH /plannings/slots/{id}`: move, resize, reassign, change status, excuse every learner. */
export const slotPatchSchema = z.strictObject({
  agenda: zRef.optional(),
  date: zDate.optional(),
  schedule: scheduleSchema.optional(),
  title: zOptionalText(120).optional(),
  activity: zRef.nullable().optional(),
  service: zRef.nullable().optional(),
  location: zRef.nullable().optional(),
  resource: zRef.nullable().optional(),
  teamMember: zRef.nullable().optional(),
  status: status.optional(),
  capacity: capacity.nullable().optional(),
  comment: zOptionalText(1000).optional(),
  isExcused: z.boolean().optional(),
  /** With status « cancelled »: why (written in the operation history and the learners' e-mail). */
  cancelReason: zOptionalText(500).optional(),
  /** With status « cancelled »: e-mail the slot's learners. */
  notifyLearners: z.boolean().optional(),
});

/** What the « Annuler le créneau » dialog sends: a reason is required there. */
export const slotCancelSchema = z.strictObject({
  cancelReason: zText(500, 'Le motif'),
  notifyLearners: z.boolean(),
});

/** `POST /plannings/slot-learners`. */
export const slotLearnerCreateSchema = z.strictObject({ slot: zRef, learner: zRef });

/** `PATCH /plannings/slot-learners/{id}`: an excused absence, or an absence. */
export const slotLearnerPatchSchema = z.strictObject({ isExcused: z.boolean().optional(), isAbsent: z.boolean().optional() });

/** `POST /plannings/operation-histories`: an operation the user did outside the API (a print…). */
export const operationHistoryCreateSchema = z.strictObject({
  action: z.string().trim().regex(/^[a-z_]{2,40}$/, 'Action invalide.'),
  description: zText(500, 'La description'),
  slot: zRef.nullable().default(null),
});

/** `POST /plannings/operation-histories/bulk`: deletes these entries. */
export const operationHistoryBulkSchema = z.strictObject({
  ids: z.array(zId).min(1, 'Choisissez au moins une opération.').max(500, 'Au plus 500 opérations à la fois.'),
});

const period = {
  startDate: zDate,
  endDate: zDate,
};

/** `POST /plannings/slot/monitor-pdf`: the slots monitor of a period, optionally e-mailed. */
export const monitorPdfSchema = z
  .strictObject({ ...period, agenda: z.array(zRef).max(500).default([]), email: zEmail.nullable().optional() })
  .refine((value) => value.startDate <= value.endDate, { message: PERIOD_ORDER, path: ['endDate'] });

/** `POST /plannings/slot-mail-convocation`: e-mails the convocation to each learner of the slot. */
export const slotMailConvocationSchema = z.strictObject({
  id: zRef,
  data: z.strictObject({ message: zOptionalText(1000) }).optional(),
});

/** `POST /plannings/learner-slots-mail`: the learner's slots, e-mailed and answered as a PDF. */
export const learnerSlotsMailSchema = z
  .strictObject({
    learner: zRef,
    startDate: zDate.optional(),
    endDate: zDate.optional(),
    email: zEmail.nullable().optional(),
  })
  .refine((value) => !value.startDate || !value.endDate || value.startDate <= value.endDate, { message: PERIOD_ORDER, path: ['endDate'] });

/** The fields of `POST /plannings/planning-mail` (multipart, with the file). */
export const planningMailFieldsSchema = z.strictObject({
  email: zEmail,
  agendaId: zRef,
});

export type SlotCreate = z.output<typeof slotCreateSchema>;
export type SlotCreateInput = z.input<typeof slotCreateSchema>;
export type Recurrence = z.output<typeof recurrenceSchema>;
export type SlotRecurrent = z.output<typeof slotRecurrentSchema>;
export type SlotBackground = z.output<typeof slotBackgroundSchema>;
export type SlotPatch = z.output<typeof slotPatchSchema>;
export type SlotCancel = z.output<typeof slotCancelSchema>;
export type SlotLearnerCreate = z.output<typeof slotLearnerCreateSchema>;
export type SlotLearnerPatch = z.output<typeof slotLearnerPatchSchema>;
export type OperationHistoryCreate = z.output<typeof operationHistoryCreateSchema>;
export type MonitorPdf = z.output<typeof monitorPdfSchema>;
export type SlotMailConvocation = z.output<typeof slotMailConvocationSchema>;
export type LearnerSlotsMail = z.output<typeof learnerSlotsMailSchema>;

// ——— Slots as the API answers them (the declared outputs of their routes) ———

const nullableRef = embeddedRefSchema.nullable();
const colouredRef = embeddedRefSchema.extend({ color: z.string() });

/** `/plannings/slot-learners/{id}`: a learner booked on a slot. */
export const slotLearnerSchema = z.strictObject({
  id: z.number().int(),
  learner: z.strictObject({
    '@id': z.string(),
    id: z.number().int(),
    firstName: z.string(),
    lastName: z.string(),
    phone: z.string().nullable(),
    email: z.string().nullable(),
  }),
  /** Excused absence: the learner warned in time and is not charged. */
  isExcused: z.boolean(),
  isAbsent: z.boolean(),
});

/**
 * What a cancellation's e-mails became (the answer of a cancelling PATCH that notifies the learners):
 * how many were queued, who has no address, `sentAt` once all left.
 */
export const slotCancellationNoticeSchema = z.strictObject({
  sent: z.number().int(),
  skipped: z.array(z.string()),
  sentAt: z.string().nullable(),
});

/** How many learners a listed slot names (the week's blocks show no more). */
export const SLOT_LEARNERS_NAMED = 3;

const slotLearnerNameSchema = z.strictObject({
  learner: z.strictObject({ id: z.number().int(), firstName: z.string(), lastName: z.string() }),
  isExcused: z.boolean(),
});

/** `/plannings/slots`: a listed slot, its learner count and the first learners it names. */
export const slotSummarySchema = z.strictObject({
  id: z.number().int(),
  title: z.string().nullable(),
  /** `YYYY-MM-DD`. */
  date: z.string(),
  /** Local times `HH:MM`. */
  schedule: z.strictObject({ startTime: z.string(), endTime: z.string() }),
  /** Local date-times `YYYY-MM-DDTHH:MM`. */
  startDate: z.string(),
  endDate: z.string(),
  agenda: colouredRef,
  agency: embeddedRefSchema,
  activity: colouredRef.nullable(),
  service: nullableRef,
  location: nullableRef,
  /** The vehicle or other material used. */
  resource: nullableRef,
  teamMember: z.strictObject({ '@id': z.string(), id: z.number().int(), firstName: z.string(), lastName: z.string() }).nullable(),
  status,
  /** A background block (unavailability, meeting…): no learners, nothing can be booked over it. */
  isBackground: z.boolean(),
  /** Every learner of the slot is excused. */
  isExcused: z.boolean(),
  capacity: z.number().int().nullable(),
  comment: z.string().nullable(),
  recurrence: z
    .strictObject({
      '@id': z.string(),
      id: z.number().int(),
      frequency: z.enum(['daily', 'weekly']),
      interval: z.number().int(),
      until: z.string().nullable(),
      count: z.number().int().nullable(),
    })
    .nullable(),
  /** How many learners are booked. */
  learnerCount: z.number().int(),
  /** The first learners by name (the filtered learners first when the list is filtered by learner). */
  firstLearners: z.array(slotLearnerNameSchema).max(SLOT_LEARNERS_NAMED),
  createdAt: z.string(),
  updatedAt: z.string(),
});

/** `/plannings/slots/{id}`: a slot with all its learners. */
export const slotSchema = slotSummarySchema.extend({
  slotLearners: z.array(slotLearnerSchema.extend({ '@id': z.string(), '@type': z.literal('SlotLearner') })),
  /** Only in the answer of a PATCH that cancelled the slot and told its learners. */
  notification: slotCancellationNoticeSchema.optional(),
});

/** `/learners/situation`: a learner planned on a date, with their hours and what they owe. */
export const learnerSituationSchema = z.strictObject({
  slotId: z.number().int(),
  date: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  agenda: z.strictObject({ id: z.number().int(), name: z.string() }),
  learner: z.strictObject({ id: z.number().int(), firstName: z.string(), lastName: z.string(), phone: z.string().nullable(), training: z.string().nullable() }),
  isExcused: z.boolean(),
  /** Hours of lessons done (status done) and still planned. */
  hoursDone: z.number(),
  hoursPlanned: z.number(),
  /** What the learner owes today, the one balance (docs/decisions.md, « Accounting documents »), euros. */
  balance: learnerBalanceSchema,
});

// ——— Planning insights and history as the API answers them ———

/** `GET /plannings/occurrence-tooltip?slot=…`: what the calendar shows when hovering a slot. */
export const occurrenceTooltipSchema = z.strictObject({
  slot: z.number().int(),
  title: z.string(),
  date: z.string(),
  schedule: z.strictObject({ startTime: z.string(), endTime: z.string() }),
  agenda: z.string(),
  teamMember: z.string().nullable(),
  activity: z.string().nullable(),
  service: z.string().nullable(),
  location: z.string().nullable(),
  resource: z.string().nullable(),
  status,
  comment: z.string().nullable(),
  /** « 3 sur 10 » for a recurrent slot. */
  occurrence: z.strictObject({ index: z.number().int(), total: z.number().int() }).nullable(),
  learners: z.array(
    z.strictObject({
      id: z.number().int(),
      name: z.string(),
      phone: z.string().nullable(),
      training: z.string().nullable(),
      hoursDone: z.number(),
      hoursPlanned: z.number(),
      isExcused: z.boolean(),
    }),
  ),
});

/** `GET /plannings/agenda-tooltip?agenda=…&date=…`: an agenda's load for the day and its week. */
export const agendaTooltipSchema = z.strictObject({
  agenda: z.number().int(),
  name: z.string(),
  type: z.string(),
  teamMember: z.string().nullable(),
  resource: z.string().nullable(),
  agency: z.string(),
  dayStart: z.string(),
  dayEnd: z.string(),
  day: z.strictObject({ date: z.string(), slotCount: z.number().int(), plannedMinutes: z.number() }),
  week: z.strictObject({ start: z.string(), end: z.string(), slotCount: z.number().int(), plannedMinutes: z.number(), learnerCount: z.number().int() }),
});

/** `GET /plannings/payment-deadlines-tooltip?slot=…`: the unpaid deadlines of the slot's learners. */
export const paymentDeadlinesTooltipSchema = z.strictObject({
  slot: z.number().int(),
  learners: z.array(
    z.strictObject({
      id: z.number().int(),
      name: z.string(),
      balance: learnerBalanceSchema,
      deadlines: z.array(z.strictObject({ label: z.string(), dueDate: z.string(), amount: z.number(), isOverdue: z.boolean() })),
    }),
  ),
});

const monitorCounts = {
  slotCount: z.number().int(),
  plannedMinutes: z.number(),
  doneMinutes: z.number(),
  cancelledCount: z.number().int(),
  learnerCount: z.number().int(),
  excusedCount: z.number().int(),
};

/** `GET /plannings/slots/monitor`: each agenda's load over a period, and the totals. */
export const slotMonitorSchema = z.strictObject({
  startDate: z.string(),
  endDate: z.string(),
  /** One line per agenda; `occupancy`: the share of the agenda's opening hours that is booked, 0–100. */
  rows: z.array(z.strictObject({ agenda: colouredRef, ...monitorCounts, occupancy: z.number() })),
  totals: z.strictObject(monitorCounts),
});

/** `/plannings/operation-histories`: an entry of « Historique des opérations ». */
export const operationHistorySchema = z.strictObject({
  id: z.number().int(),
  action: z.string(),
  description: z.string(),
  slot: z.string().nullable(),
  user: z.strictObject({ id: z.number().int(), name: z.string() }).nullable(),
  agency: nullableRef,
  createdAt: z.string(),
});

/** `POST /plannings/operation-histories/bulk`: how many entries were deleted. */
export const operationHistoryBulkResultSchema = z.strictObject({ deleted: z.number().int() });
export type OperationHistoryBulk = z.output<typeof operationHistoryBulkSchema>;
