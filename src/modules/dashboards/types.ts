import type { z } from 'zod';
import type { accountingSummarySchema, birthdayRowSchema, contractRowSchema, dashboardSlotSchema, dueDateRowSchema, dueDateStatisticSchema, labellingStatisticsSchema, learnerPlanningRowSchema, managerSchema, operationRowSchema, plannedLearnerProgressSchema, teamMemberTimeSheetSchema } from './schema';
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
export type AccountingSummary = z.infer<typeof accountingSummarySchema>;

/** A line of `GET /dashboard/accounting/team-members-time-sheet`. */
export type TeamMemberTimeSheet = z.infer<typeof teamMemberTimeSheetSchema>;

/** `GET /dashboard/accounting/labelling-statistics`: the indicators of the driving-school quality label. */
export type LabellingStatistics = z.infer<typeof labellingStatisticsSchema>;

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

export type DueDateBucket = 'overdue' | 'week' | 'month' | 'later';

/** `GET /dashboard/dueDate/statistic`. */
export type DueDateStatistic = z.infer<typeof dueDateStatisticSchema>;

/** A line of `GET /dashboard/dueDate/table`: a payment deadline or an invoice, still to be paid. */
export type DueDateRow = z.infer<typeof dueDateRowSchema>;

/** A line of the birthday tables (`/dashboard/birthday/table`, `/dashboard/formator/birthday/table`). */
export type BirthdayRow = z.infer<typeof birthdayRowSchema>;

/** Why a contract is listed: a draft, validated and waiting for signature, signed and ending within 30 days, or signed and running. */
export type ContractFollowUp = 'draft' | 'toSign' | 'ending' | 'active';

/** A line of the contract tables (`/dashboard/contract/table`, `/dashboard/formator/contract/table`). */
export type ContractRow = z.infer<typeof contractRowSchema>;

/** A line of `GET /dashboard/operation/table`: the planning's operation history. */
export type OperationRow = z.infer<typeof operationRowSchema>;

/** A line of `GET /dashboard/formator/learner-planning/table`: one learner on one of the trainer's lessons. */
export type LearnerPlanningRow = z.infer<typeof learnerPlanningRowSchema>;

export type LearnerProgressState = 'planned' | 'toPlan';

/** A line of `GET /dashboard/administrative/progress-planned-learners`. */
export type PlannedLearnerProgress = z.infer<typeof plannedLearnerProgressSchema>;

/** A slot of `GET /plannings/slots-dashboard` (the lessons of a day). */
export type DashboardSlot = z.infer<typeof dashboardSlotSchema>;

/** A manager of the structure (`GET /managers`). */
export type Manager = z.infer<typeof managerSchema>;
