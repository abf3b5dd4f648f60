import type { LearnerBalance } from '../../shared/accounting/balance';
import type { MailDelivery } from '../../shared/mail/types';
import type { EmbeddedRef } from '../../shared/references/types';

export type SlotStatus = 'planned' | 'done' | 'cancelled';

/** A learner booked on a slot (`/plannings/slot-learners/{id}`). */
export interface SlotLearner {
  '@id': string;
  id: number;
  learner: { '@id': string; id: number; firstName: string; lastName: string; phone: string | null; email: string | null };
  /** Excused absence: the learner warned in time and is not charged. */
  isExcused: boolean;
  isAbsent: boolean;
}

/** A learner a listed slot names: who, and whether excused (the calendar's blocks draw these). */
export type SlotLearnerName = Pick<SlotLearner, 'isExcused'> & { learner: Pick<SlotLearner['learner'], 'id' | 'firstName' | 'lastName'> };

/**
 * A slot as the calendar lists it (`GET /plannings/slots`): a lesson, a code class, an exam… or a
 * background block, with its learner count and the first learners it names (at most
 * `SLOT_LEARNERS_NAMED`), never its whole list: a code session may hold hundreds of learners.
 */
export interface SlotSummary {
  id: number;
  title: string | null;
  /** `YYYY-MM-DD`. */
  date: string;
  /** Local times `HH:MM`. */
  schedule: { startTime: string; endTime: string };
  /** Local date-times `YYYY-MM-DDTHH:MM`. */
  startDate: string;
  endDate: string;
  agenda: EmbeddedRef & { color: string };
  agency: EmbeddedRef;
  activity: (EmbeddedRef & { color: string }) | null;
  service: EmbeddedRef | null;
  location: EmbeddedRef | null;
  /** The vehicle or other material used. */
  resource: EmbeddedRef | null;
  teamMember: { '@id': string; id: number; firstName: string; lastName: string } | null;
  status: SlotStatus;
  /** A background block (unavailability, meeting…): no learners, nothing can be booked over it. */
  isBackground: boolean;
  /** Every learner of the slot is excused. */
  isExcused: boolean;
  capacity: number | null;
  comment: string | null;
  recurrence: { '@id': string; id: number; frequency: 'daily' | 'weekly'; interval: number; until: string | null; count: number | null } | null;
  /** How many learners are booked. */
  learnerCount: number;
  /** The first learners by name (the filtered learners first when the list is filtered by learner). */
  firstLearners: SlotLearnerName[];
  createdAt: string;
  updatedAt: string;
}

/** A slot with all its learners (`GET /plannings/slots/{id}` and the answers of its writes). */
export interface Slot extends SlotSummary {
  slotLearners: SlotLearner[];
}

/** A date bound of the slots list (`date[before]`, `date[after]`). */
export interface SlotDateBound {
  date?: { before?: string; after?: string };
}

/** The e-mails telling a cancelled slot's learners: how many were queued, who has no address, sentAt once all left. */
export interface SlotCancellationNotice extends MailDelivery {
  sent: number;
  skipped: string[];
}

/** `PATCH /plannings/slots/{id}` answer: the slot, and the learners' notice when the patch cancelled it with notifyLearners. */
export interface SlotPatched extends Slot {
  notification?: SlotCancellationNotice;
}

/** `GET /plannings/occurrence-tooltip?slot=…`. */
export interface OccurrenceTooltip {
  slot: number;
  title: string;
  date: string;
  schedule: { startTime: string; endTime: string };
  agenda: string;
  teamMember: string | null;
  activity: string | null;
  service: string | null;
  location: string | null;
  resource: string | null;
  status: SlotStatus;
  comment: string | null;
  /** « 3 sur 10 » for a recurrent slot. */
  occurrence: { index: number; total: number } | null;
  learners: Array<{ id: number; name: string; phone: string | null; training: string | null; hoursDone: number; hoursPlanned: number; isExcused: boolean }>;
}

/** `GET /plannings/agenda-tooltip?agenda=…&date=…`. */
export interface AgendaTooltip {
  agenda: number;
  name: string;
  type: string;
  teamMember: string | null;
  resource: string | null;
  agency: string;
  dayStart: string;
  dayEnd: string;
  day: { date: string; slotCount: number; plannedMinutes: number };
  week: { start: string; end: string; slotCount: number; plannedMinutes: number; learnerCount: number };
}

/** `GET /plannings/payment-deadlines-tooltip?slot=…`: the unpaid deadlines of the slot's learners. */
export interface PaymentDeadlinesTooltip {
  slot: number;
  learners: Array<{
    id: number;
    name: string;
    /** The learner's one balance (« Reste dû », « dont échu », « à échoir ») as of today. */
    balance: LearnerBalance;
    deadlines: Array<{ label: string; dueDate: string; amount: number; isOverdue: boolean }>;
  }>;
}

/** `/plannings/operation-histories` (20 per page). */
export interface OperationHistory {
  id: number;
  action: string;
  description: string;
  slot: string | null;
  user: { id: number; name: string } | null;
  agency: EmbeddedRef | null;
  createdAt: string;
}

/** One agenda's line of the slots monitor (`GET /plannings/slots/monitor`). */
export interface SlotMonitorRow {
  agenda: EmbeddedRef & { color: string };
  slotCount: number;
  plannedMinutes: number;
  doneMinutes: number;
  cancelledCount: number;
  learnerCount: number;
  excusedCount: number;
  /** Share of the agenda's opening hours that is booked, 0–100. */
  occupancy: number;
}

export interface SlotMonitor {
  startDate: string;
  endDate: string;
  rows: SlotMonitorRow[];
  totals: Omit<SlotMonitorRow, 'agenda' | 'occupancy'>;
}

/** A planned learner on a date (`GET /learners/situation`), one per learner and slot. */
export interface LearnerSituation {
  slotId: number;
  date: string;
  startDate: string;
  endDate: string;
  agenda: { id: number; name: string };
  learner: { id: number; firstName: string; lastName: string; phone: string | null; training: string | null };
  isExcused: boolean;
  /** Hours of lessons done (status done) and still planned. */
  hoursDone: number;
  hoursPlanned: number;
  /** What the learner owes today, the one balance (docs/decisions.md, « Accounting documents »), euros. */
  balance: LearnerBalance;
}
