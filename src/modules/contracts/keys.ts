import { LEARNER_INVOICES_PAGE_SIZE } from '../../shared/constants';
import { AMENDMENT_DATA_PATH, CONTRACT_DATA_PATH, CONTRACT_LIST_PATH } from './api';

/** The contracts module's SWR keys: one builder per read. */
export const contractKeys = {
  learnerContracts: (learner: number) => [CONTRACT_LIST_PATH, { learner, itemsPerPage: LEARNER_INVOICES_PAGE_SIZE, order: { createdAt: 'desc' } }] as const,
  contractData: (learnerId: number) => [`${CONTRACT_DATA_PATH}/${learnerId}`] as const,
  amendmentData: (contractId: number) => [`${AMENDMENT_DATA_PATH}/${contractId}`] as const,
  /** The signing page of a link (no session). */
  publicSignature: (token: string) => ['/contracts/public/signature', token] as const,
};
