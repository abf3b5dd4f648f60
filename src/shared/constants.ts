/** Business constants and limits (spec part 1 §9 and part 2 §9). Durations in milliseconds, sizes in px. */

// Page sizes
export const DEFAULT_PAGE_SIZE = 10;
export const PAGE_SIZE_OPTIONS = [10, 25, 50, 100] as const;
export const ALL_LIST_PAGE_SIZE = 5000;
export const INTERVENERS_PAGE_SIZE = 50_000;
export const OPERATORS_PAGE_SIZE = 30_000;
export const AGENDA_TYPES_PAGE_SIZE = 30;
export const AGENCY_LIST_PAGE_SIZE = 30;
export const TRAININGS_PAGE_SIZE = 30;
export const LEARNER_AGENCIES_PAGE_SIZE = 300_000;
export const FULL_ORGANISATION_LIST_PAGE_SIZE = 10_000;
export const PERMISSIONS_PAGE_SIZE = 10_000;
export const DEFAULT_VAT_PAGE_SIZE = 10_000;
export const TEAM_MEMBERS_FULL_PAGE_SIZE = 10_000;
export const PLANNING_LIST_PAGE_SIZE = 5000;
export const LEARNER_LIST_FULL_PAGE_SIZE = 5000;
export const LEARNER_SLOTS_PAGE_SIZE = 5000;
export const DAY_SLOT_DASHBOARD_PAGE_SIZE = 999_999;
export const LEARNER_INVOICES_PAGE_SIZE = 2000;
export const AUTO_CONTRACTS_PAGE_SIZE = 55_555;
export const OPERATION_HISTORY_PAGE_SIZE = 20;
export const TRAINING_FIELDS_PAGE_SIZE = 3000;
export const LEARNER_SITUATIONS_PAGE_SIZE = 500_000;
export const ONBOARDING_APPLICATIONS_PAGE_SIZE = 30_000;

// Session
export const SESSION_STORAGE_KEY = 'appSession';
export const SESSION_CHECK_MS = 4000;
export const REFRESH_WITHIN_MS = 5000;
export const CLEAR_AFTER_FAILED_CHECKS_MS = 30_000;

// Currency
export const DEFAULT_CURRENCY = 'EUR';
/** Local-storage key of the currency the billing configuration selected (the shell polls it). */
export const CURRENCY_STORAGE_KEY = 'currency';
export const CURRENCY_POLL_MS = 1000;
export const CURRENCY_POLL_MAX_MS = 30_000;

// Front version
export const VERSION_CHECK_INTERVAL_MS = 3_600_000;
export const VERSION_CHECK_STORAGE_KEY = 'versionCheckedAt';

// Layout
export const SMALL_SCREEN_MAX_PX = 640;
export const SIDEBAR_WIDTH_PX = 222;
export const SIDEBAR_COLLAPSED_WIDTH_PX = 48;
export const SIDEBAR_TRANSITION_S = 0.3;

// Misc
export const OFFLINE_WORKER_DELAY_MS = 30_000;
export const STATE_HISTORY_DEPTH = 25;
export const SUCCESS_ALERT_DISMISS_MS = 5000;

/** Connection indicator values (spec part 1 §4). */
export const CONNECTION_STATUS = {
  notConnected: 0,
  connected: 1,
  partlyConnected: 2,
  notApplicable: 6,
} as const;
export type ConnectionStatus = (typeof CONNECTION_STATUS)[keyof typeof CONNECTION_STATUS];

/** Licence categories with a document lookup (spec part 2 §9). */
export const LICENCE_CATEGORIES_WITH_DOCUMENTS = ['B', 'C', 'C1', 'D', 'D1', 'A1', 'A2'] as const;

/** SWR error retry back-off. */
export const RETRY_BASE_MS = 1000;
export const RETRY_MAX_ATTEMPTS = 5;
/** An API call whose answer has not started after this long fails as unreachable (no endless spinner); uploads excepted. */
export const REQUEST_TIMEOUT_MS = 30_000;
