import type { z } from 'zod';
import type {
  agendaTooltipSchema,
  learnerSituationSchema,
  occurrenceTooltipSchema,
  operationHistorySchema,
  paymentDeadlinesTooltipSchema,
  slotCancellationNoticeSchema,
  slotMonitorSchema,
  slotSchema,
  slotSummarySchema,
} from './schema';

/**
 * A slot as the calendar lists it (`GET /plannings/slots`): a lesson, a code class, an exam… or a
 * background block, with its learner count and the first learners it names (at most
 * `SLOT_LEARNERS_NAMED`), never its whole list: a code session may hold hundreds of learners.
 */
export type SlotSummary = z.infer<typeof slotSummarySchema>;

export type SlotStatus = SlotSummary['status'];

/** A learner a listed slot names: who, and whether excused (the calendar's blocks draw these). */
export type SlotLearnerName = SlotSummary['firstLearners'][number];

/**
 * A slot with all its learners (`GET /plannings/slots/{id}` and the answers of its writes; a PATCH
 * that cancelled it with notifyLearners adds the learners' `notification`).
 */
export type Slot = z.infer<typeof slotSchema>;

/** A learner booked on a slot (`/plannings/slot-learners/{id}`, a slot's `slotLearners`). */
export type SlotLearner = Slot['slotLearners'][number];

/** A date bound of the slots list (`date[before]`, `date[after]`). */
export interface SlotDateBound {
  date?: { before?: string; after?: string };
}

/** The e-mails telling a cancelled slot's learners: how many were queued, who has no address, sentAt once all left. */
export type SlotCancellationNotice = z.infer<typeof slotCancellationNoticeSchema>;

/** `GET /plannings/occurrence-tooltip?slot=…`. */
export type OccurrenceTooltip = z.infer<typeof occurrenceTooltipSchema>;

/** `GET /plannings/agenda-tooltip?agenda=…&date=…`. */
export type AgendaTooltip = z.infer<typeof agendaTooltipSchema>;

/** `GET /plannings/payment-deadlines-tooltip?slot=…`: the unpaid deadlines of the slot's learners. */
export type PaymentDeadlinesTooltip = z.infer<typeof paymentDeadlinesTooltipSchema>;

/** `/plannings/operation-histories` (20 per page). */
export type OperationHistory = z.infer<typeof operationHistorySchema>;

/** `GET /plannings/slots/monitor`: each agenda's load over a period, and the totals. */
export type SlotMonitor = z.infer<typeof slotMonitorSchema>;

/** One agenda's line of the slots monitor. */
export type SlotMonitorRow = SlotMonitor['rows'][number];

/** A planned learner on a date (`GET /learners/situation`), one per learner and slot. */
export type LearnerSituation = z.infer<typeof learnerSituationSchema>;
