import type { QueryParams } from '../../shared/api/query';
import { MANDATES_PATH } from './api';

/** SWR keys of the collection module (revalidated by the mutations' paths). */
export const collectionKeys = {
  /** A learner's mandates (`/accounting/sepa-mandates?learner=…`). */
  mandates: <Q extends QueryParams>(query: Q) => [MANDATES_PATH, query] as const,
};
