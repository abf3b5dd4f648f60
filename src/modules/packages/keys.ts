import { ALL_LIST_PAGE_SIZE } from '../../shared/constants';
import { PACKAGES_PATH, SERVICES_PATH } from './api';

/** The packages module's SWR keys: one builder per read (VAT rates: `referenceKeys.tvaOptions`). */
export const packageKeys = {
  package: (id: number) => [`${PACKAGES_PATH}/${id}`] as const,
  /** Every service of an agency, active or not: what a package's items are chosen from. */
  agencyServices: (agency: number) => [SERVICES_PATH, { agency, itemsPerPage: ALL_LIST_PAGE_SIZE }] as const,
};
