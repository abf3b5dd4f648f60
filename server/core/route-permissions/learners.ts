import { CONTRACTS, LEARNER_WRITE } from '../../../src/shared/auth/permission-groups';
import type { RouteTable } from './types';

/** Learners: records, registrations, tracking, documents, groups, organisations, notices and contracts. */
export const LEARNERS_ROUTES: RouteTable = {
  'GET /api/contracts/contract-document-by-type/:category': 'authenticated',
  'GET /api/contracts/learner-contract-all': CONTRACTS,
  'GET /api/contracts/learner-contract/:id': CONTRACTS,
  'GET /api/contracts/Learner-contract-data/:id': CONTRACTS,
  'POST /api/contracts/learner-contract': ['isCreateContractAmendment'],
  'PATCH /api/contracts/learner-contract/:id': ['isUpdateContractAmendment', 'isValidateContractAmendment', 'isSignContractAmendment'],
  'DELETE /api/contracts/learner-contract/:id': ['isDeleteContractAmendment'],
  'GET /api/contracts/contract-amendment-data/:id': CONTRACTS,
  'POST /api/contracts/contract-amendment': ['isCreateContractAmendment'],
  'PATCH /api/contracts/contract-amendment/:id': ['isUpdateContractAmendment', 'isValidateContractAmendment', 'isSignContractAmendment'],
  'DELETE /api/contracts/contract-amendment/:id': ['isDeleteContractAmendment'],
  'GET /api/contracts/learner-contract-display': ['isPrintContract'],
  'POST /api/contracts/learner-contract-send': ['isSendContractByEmail'],
};
