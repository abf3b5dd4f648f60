import type { EmbeddedRef } from '../../shared/references/types';

/**
 * Answers of the dashboard calls (spec part 2 §7 "Dashboards"; their shapes are "not shown": these
 * are ours, see docs/decisions.md). Amounts are euros, durations hours (two decimals), dates
 * `YYYY-MM-DD`. Every answer is scoped by the caller's role on the server.
 */

export interface PersonRef {
  '@id': string;
  id: number;
  firstName: string;
  lastName: string;
}

export interface LearnerRef extends PersonRef {
  phone: string | null;
  email: string | null;
}

/** The period and agencies an answer covers. */
export interface DashboardScope {
  startDate: string;
  endDate: string;
  agencies: EmbeddedRef[];
}

/** `GET /dashboard/accounting/accounting-summary`. */
export interface AccountingSummary {
  scope: DashboardScope;
  /** Validated invoices issued in the period, TTC. */
  invoiced: number;
  invoiceCount: number;
  /** Credit notes issued in the period, TTC. */
  credited: number;
  /** Payments received in the period. */
  collected: number;
  /** Left to collect on every validated invoice of the agencies, today. */
  outstanding: number;
  /** Part of `outstanding` past its due date. */
  overdue: number;
  /** Quotations sent and waiting for the learner (En attente, En cours), whatever their date. */
  pendingQuotations: { count: number; amount: number };
  /** Quotations of the period accepted or validated, against those refused (null without either). */
  quotationAcceptanceRate: number | null;
  /** One entry per month of the period, oldest first. */
  months: AccountingMonth[];
}

export interface AccountingMonth {
  /** `YYYY-MM`. */
  month: string;
  invoiced: number;
  collected: number;
}

/** A line of `GET /dashboard/accounting/team-members-time-sheet`. */
export interface TeamMemberTimeSheet {
  teamMember: PersonRef & { accountType: string };
  /** Lessons given (slots done or past and not cancelled). */
  lessons: number;
  /** Hours given. */
  hoursDone: number;
  /** Hours still planned in the period. */
  hoursPlanned: number;
  /** Hours of cancelled lessons. */
  hoursCancelled: number;
  /** Hours of unavailability (background slots: leave, meetings). */
  hoursUnavailable: number;
  /** Different learners taught. */
  learners: number;
}

/** `GET /dashboard/accounting/labelling-statistics`: the indicators of the driving-school quality label. */
export interface LabellingStatistics {
  scope: DashboardScope;
  trainings: LabellingTraining[];
  /** Notices of the period (spec: Notice/request). */
  notices: { count: number; averageRating: number | null; satisfactionRate: number | null };
  /** Exam seats booked with the private operator for sessions of the period (confirmed ones). */
  examRegistrations: number;
}

export interface LabellingTraining {
  training: { '@id': string; id: number; code: string; name: string };
  /** Registrations to the training made in the period. */
  registrations: number;
  /** Contracts signed in the period. */
  contractsSigned: number;
  /** Learners with at least one lesson given in the period. */
  learnersTrained: number;
  /** Hours given in the period. */
  hoursDone: number;
  /** `hoursDone / learnersTrained` (null without learners). */
  averageHoursPerLearner: number | null;
  /** Average forecast volume of the prior evaluations of the period, hours. */
  averageForecastHours: number | null;
}

export type DueDateKind = 'deadline' | 'invoice';
export type DueDateBucket = 'overdue' | 'week' | 'month' | 'later';

/** `GET /dashboard/dueDate/statistic`. */
export interface DueDateStatistic {
  today: string;
  buckets: { bucket: DueDateBucket; count: number; amount: number }[];
  /** Amounts due per month of due date (overdue months included), oldest first. */
  months: { month: string; count: number; amount: number }[];
}

/** A line of `GET /dashboard/dueDate/table`: a payment deadline or an invoice, still to be paid. */
export interface DueDateRow {
  kind: DueDateKind;
  id: number;
  label: string;
  dueDate: string;
  /** What is left to pay, euros. */
  amount: number;
  /** Days past the due date (0 when not late). */
  daysLate: number;
  learner: LearnerRef | null;
  customerName: string;
  agency: EmbeddedRef;
}

/** A line of the birthday tables (`/dashboard/birthday/table`, `/dashboard/formator/birthday/table`). */
export interface BirthdayRow {
  learner: LearnerRef;
  birthDate: string;
  /** The next birthday (today included). */
  nextBirthday: string;
  /** Age reached on that day. */
  age: number;
  daysUntil: number;
  agency: EmbeddedRef;
}

/** Why a contract is listed: a draft, validated and waiting for signature, signed and ending within 30 days, or signed and running. */
export type ContractFollowUp = 'draft' | 'toSign' | 'ending' | 'active';

/** A line of the contract tables (`/dashboard/contract/table`, `/dashboard/formator/contract/table`). */
export interface ContractRow {
  id: number;
  number: string;
  status: 'draft' | 'validated' | 'signed';
  followUp: ContractFollowUp;
  learner: LearnerRef;
  training: { id: number; code: string; name: string };
  startDate: string;
  endDate: string;
  forecastHours: number;
  /** Hours given to the learner (lessons done, not excused). */
  hoursDone: number;
  createdAt: string;
  agency: EmbeddedRef;
}

/** A line of `GET /dashboard/operation/table`: the planning's operation history. */
export interface OperationRow {
  id: number;
  action: string;
  description: string;
  createdAt: string;
  user: PersonRef | null;
  agency: EmbeddedRef | null;
}

/** A line of `GET /dashboard/formator/learner-planning/table`: one learner on one of the trainer's lessons. */
export interface LearnerPlanningRow {
  /** Id of the slot-learner. */
  id: number;
  slotId: number;
  date: string;
  startTime: string;
  endTime: string;
  title: string;
  status: 'planned' | 'done' | 'cancelled';
  learner: LearnerRef;
  agenda: { id: number; name: string };
  location: string | null;
  vehicle: string | null;
  isExcused: boolean;
  agency: EmbeddedRef;
}

export type LearnerProgressState = 'planned' | 'toPlan';

/** A line of `GET /dashboard/administrative/progress-planned-learners`. */
export interface PlannedLearnerProgress {
  learner: LearnerRef;
  training: { id: number; code: string; name: string } | null;
  /** Planned lessons of the period (state planned) — 0 for learners to plan. */
  lessons: number;
  /** Next planned lesson (`YYYY-MM-DDTHH:MM`), null when none. */
  nextLesson: string | null;
  /** Forecast volume: latest prior evaluation, else signed contracts; null when unknown. */
  forecastHours: number | null;
  hoursDone: number;
  hoursPlanned: number;
  /** `hoursDone / forecastHours`, 0–1 (null without forecast). */
  progress: number | null;
  agency: EmbeddedRef;
}

/** A slot of `GET /plannings/slots-dashboard` (the lessons of a day). */
export interface DashboardSlot {
  id: number;
  date: string;
  startTime: string;
  endTime: string;
  title: string;
  status: 'planned' | 'done' | 'cancelled';
  isBackground: boolean;
  agenda: { id: number; name: string; color: string };
  agency: EmbeddedRef;
  teamMember: PersonRef | null;
  vehicle: string | null;
  location: string | null;
  learnersCount: number;
  /** The first learners by name (at most SLOT_DASHBOARD_LEARNERS); `learnersCount` has them all. */
  learners: (PersonRef & { isExcused: boolean })[];
}

/** A manager of the structure (`GET /managers`). */
export interface Manager {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
  agencies: EmbeddedRef[];
}
