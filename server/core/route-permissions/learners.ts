import { CONTRACTS, LEARNER_WRITE } from '../../../src/shared/auth/permission-groups';
import type { RouteTable } from './types';

/** Learners: records, registrations, tracking, documents, groups, organisations, notices and contracts. */
export const LEARNERS_ROUTES: RouteTable = {
  'GET /api/educations/trainings': 'authenticated',
  'GET /api/document/document-list': 'authenticated',
  'POST /api/document/document-upload': LEARNER_WRITE,
  'POST /api/document/document-replace': LEARNER_WRITE,
  'DELETE /api/document/document-delete/:id': LEARNER_WRITE,
  'GET /api/document/document-file/:id': 'authenticated',
  'GET /api/document/document-types': 'authenticated',
  'GET /api/contracts/contract-document-by-type/:category': 'authenticated',
  'GET /api/requests': 'authenticated',
  'POST /api/requests': LEARNER_WRITE,
  'POST /api/remind': LEARNER_WRITE,
  'GET /api/notices': 'authenticated',
  'POST /api/notices': LEARNER_WRITE,
  'POST /api/notices/report': LEARNER_WRITE,
  'GET /api/reasons': 'authenticated',
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
