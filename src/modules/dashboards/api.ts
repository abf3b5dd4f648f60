import type { ApiClient, DownloadedFile } from '../../shared/api/client';
import type { JsonLd, Page } from '../../shared/api/hydra';
import type { QueryParams } from '../../shared/api/query';
import type {
  AccountingSummary,
  BirthdayRow,
  ContractRow,
  DashboardSlot,
  DueDateRow,
  DueDateStatistic,
  LabellingStatistics,
  LearnerPlanningRow,
  Manager,
  OperationRow,
  PlannedLearnerProgress,
  TeamMemberTimeSheet,
} from './types';

/** The dashboard calls of spec part 2 §7. */
export const DASHBOARD_PATHS = {
  accountingSummary: '/dashboard/accounting/accounting-summary',
  timeSheet: '/dashboard/accounting/team-members-time-sheet',
  labelling: '/dashboard/accounting/labelling-statistics',
  dueDateStatistic: '/dashboard/dueDate/statistic',
  dueDateTable: '/dashboard/dueDate/table',
  birthdays: '/dashboard/birthday/table',
  contracts: '/dashboard/contract/table',
  operations: '/dashboard/operation/table',
  trainerBirthdays: '/dashboard/formator/birthday/table',
  trainerContracts: '/dashboard/formator/contract/table',
  trainerPlanning: '/dashboard/formator/learner-planning/table',
  progress: '/dashboard/administrative/progress-planned-learners',
  slots: '/plannings/slots-dashboard',
  managers: '/managers',
  report: '/accounting-edition/educational-financial-reports',
} as const;

/** The day-slot dashboard asks for every slot of the day (spec part 2 §9: 999999). */
export const DAY_SLOTS_PAGE_SIZE = 999_999;

export function getAccountingSummary(client: ApiClient, params: QueryParams, signal?: AbortSignal): Promise<JsonLd<AccountingSummary>> {
  return client.get<JsonLd<AccountingSummary>>(DASHBOARD_PATHS.accountingSummary, params, { signal });
}

export function listTimeSheet(client: ApiClient, params: QueryParams, signal?: AbortSignal): Promise<Page<TeamMemberTimeSheet>> {
  return client.list<TeamMemberTimeSheet>(DASHBOARD_PATHS.timeSheet, params, { signal });
}

export function getLabellingStatistics(client: ApiClient, params: QueryParams, signal?: AbortSignal): Promise<JsonLd<LabellingStatistics>> {
  return client.get<JsonLd<LabellingStatistics>>(DASHBOARD_PATHS.labelling, params, { signal });
}

export function getDueDateStatistic(client: ApiClient, params: QueryParams, signal?: AbortSignal): Promise<JsonLd<DueDateStatistic>> {
  return client.get<JsonLd<DueDateStatistic>>(DASHBOARD_PATHS.dueDateStatistic, params, { signal });
}

export function listDueDates(client: ApiClient, params: QueryParams, signal?: AbortSignal): Promise<Page<DueDateRow>> {
  return client.list<DueDateRow>(DASHBOARD_PATHS.dueDateTable, params, { signal });
}

export function listBirthdays(client: ApiClient, params: QueryParams, signal?: AbortSignal): Promise<Page<BirthdayRow>> {
  return client.list<BirthdayRow>(DASHBOARD_PATHS.birthdays, params, { signal });
}

export function listContractFollowUps(client: ApiClient, params: QueryParams, signal?: AbortSignal): Promise<Page<ContractRow>> {
  return client.list<ContractRow>(DASHBOARD_PATHS.contracts, params, { signal });
}

export function listOperations(client: ApiClient, params: QueryParams, signal?: AbortSignal): Promise<Page<OperationRow>> {
  return client.list<OperationRow>(DASHBOARD_PATHS.operations, params, { signal });
}

export function listTrainerBirthdays(client: ApiClient, params: QueryParams, signal?: AbortSignal): Promise<Page<BirthdayRow>> {
  return client.list<BirthdayRow>(DASHBOARD_PATHS.trainerBirthdays, params, { signal });
}

export function listTrainerContracts(client: ApiClient, params: QueryParams, signal?: AbortSignal): Promise<Page<ContractRow>> {
  return client.list<ContractRow>(DASHBOARD_PATHS.trainerContracts, params, { signal });
}

export function listTrainerPlanning(client: ApiClient, params: QueryParams, signal?: AbortSignal): Promise<Page<LearnerPlanningRow>> {
  return client.list<LearnerPlanningRow>(DASHBOARD_PATHS.trainerPlanning, params, { signal });
}

export function listLearnerProgress(client: ApiClient, params: QueryParams, signal?: AbortSignal): Promise<Page<PlannedLearnerProgress>> {
  return client.list<PlannedLearnerProgress>(DASHBOARD_PATHS.progress, params, { signal });
}

/** `GET /plannings/slots-dashboard?itemsPerPage=999999&page=1&date=…`: every slot of a day. */
export function listDaySlots(client: ApiClient, params: QueryParams, signal?: AbortSignal): Promise<Page<DashboardSlot>> {
  return client.list<DashboardSlot>(DASHBOARD_PATHS.slots, { ...params, itemsPerPage: DAY_SLOTS_PAGE_SIZE, page: 1 }, { signal });
}

export function listManagers(client: ApiClient, params: QueryParams = {}, signal?: AbortSignal): Promise<Page<Manager>> {
  return client.list<Manager>(DASHBOARD_PATHS.managers, params, { signal });
}

/** `GET /accounting-edition/educational-financial-reports` (structure or agencies[], startDate, endDate; format pdf or csv). */
export function downloadEducationalFinancialReport(client: ApiClient, params: QueryParams): Promise<DownloadedFile> {
  return client.download(DASHBOARD_PATHS.report, params);
}
