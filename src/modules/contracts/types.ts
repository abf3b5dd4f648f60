import type { z } from 'zod';
import type {
  contractAgencySchema,
  contractAmendmentDataSchema,
  contractAmendmentSchema,
  contractLearnerSchema,
  electronicSignatureSchema,
  learnerContractDataSchema,
  learnerContractSchema,
  publicSignatureSchema,
  signatureCodeAnswerSchema,
  signatureSignAnswerSchema,
} from './schema';
import { CONTRACTS } from '../../shared/auth/permission-groups';

/** Any-of permissions of `pieces-comptables/contrat`, the learner's contracts tab and the contract reads (spec part 1 §6). */
export const CONTRACT_PERMISSIONS = CONTRACTS;

/** 'draft' (brouillon, editable), 'validated' (validé, frozen, ready to sign), 'signed' (signé). */
export type ContractStatus = 'draft' | 'validated' | 'signed';

/** The driving school as the model contract names it: the agency as the seller of its documents. */
export type ContractAgency = z.infer<typeof contractAgencySchema>;

export type ContractLearner = z.infer<typeof contractLearnerSchema>;

/** An amendment adding driving hours to a signed contract (`/contracts/contract-amendment`). */
export type ContractAmendment = z.infer<typeof contractAmendmentSchema>;

/**
 * A learner's training contract following the French model contract for driving schools
 * (`/contracts/learner-contract`): parties, prior evaluation, forecast volume, duration, prices,
 * programme, payment terms, mediator. Amounts in euros including VAT.
 */
export type LearnerContract = z.infer<typeof learnerContractSchema>;

/** `GET /contracts/Learner-contract-data/{learnerId}`: what a new contract is prefilled with. */
export type LearnerContractData = z.infer<typeof learnerContractDataSchema>;

/** `GET /contracts/contract-amendment-data/{contractId}`: what a new amendment is prefilled with. */
export type ContractAmendmentData = z.infer<typeof contractAmendmentDataSchema>;

/** The last request of signature at a distance of a contract or amendment (docs/signature.md). */
export type ElectronicSignature = z.infer<typeof electronicSignatureSchema>;

/** `GET /contracts/public/signature/{token}`: the signing page's view of its request. */
export type PublicSignature = z.infer<typeof publicSignatureSchema>;

export type SignatureCodeAnswer = z.infer<typeof signatureCodeAnswerSchema>;
export type SignatureSignAnswer = z.infer<typeof signatureSignAnswerSchema>;
