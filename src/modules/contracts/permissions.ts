import type { Permission } from '../../shared/auth/permissions';

/** Any-of permissions of `pieces-comptables/contrat` and the learner's contracts tab (spec part 1 §6). */
export const CONTRACT_PERMISSIONS: readonly Permission[] = [
  'isCreateContractAmendment',
  'isUpdateContractAmendment',
  'isValidateContractAmendment',
  'isSignContractAmendment',
  'isDeleteContractAmendment',
  'isPrintContract',
  'isSendContractByEmail',
];
