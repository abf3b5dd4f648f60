import { REASONS_PATH } from './api';

/** The notices module's SWR keys (the lists' come from their list controllers). */
export const noticeKeys = {
  reasons: () => [REASONS_PATH] as const,
};
