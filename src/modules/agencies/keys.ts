import { AGENCIES_PATH } from './api';

/** The agencies module's SWR keys: one builder per read. */
export const agencyKeys = {
  agency: (id: number) => [AGENCIES_PATH, id] as const,
  config: (id: number) => ['/agency/config', id] as const,
  autoConfigCheck: (id: number) => ['/agency/can-added-auto-config', id] as const,
};
