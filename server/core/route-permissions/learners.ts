import type { RouteTable } from './types';

/** Learners: records, registrations, tracking, documents, groups, organisations, notices and contracts. */
export const LEARNERS_ROUTES: RouteTable = {
  'GET /api/contracts/contract-document-by-type/:category': 'authenticated',
};
