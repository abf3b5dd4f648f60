import { ORGANISATION_TYPES_PATH, ORGANISATIONS_PATH } from './api';

/** The organisations module's SWR keys: one builder per read. */
export const organisationKeys = {
  organisation: (id: number) => [ORGANISATIONS_PATH, id] as const,
  types: () => [ORGANISATION_TYPES_PATH] as const,
};
