import type { SellerContact } from '../../shared/accounting/types';
import type { EmbeddedRef } from '../../shared/references/types';
import { CONTRACTS } from '../../shared/auth/permission-groups';

/** Any-of permissions of `pieces-comptables/contrat`, the learner's contracts tab and the contract reads (spec part 1 §6). */
export const CONTRACT_PERMISSIONS = CONTRACTS;

/** 'draft' (brouillon, editable), 'validated' (validé, frozen, ready to sign), 'signed' (signé). */
export type ContractStatus = 'draft' | 'validated' | 'signed';

/** The driving school as the model contract names it: the agency as the seller of its documents. */
export interface ContractAgency extends EmbeddedRef, SellerContact {}

export interface ContractLearner {
  id: number;
  civility: string | null;
  firstName: string;
  lastName: string;
  birthDate: string | null;
  email: string | null;
  address: string | null;
  postalCode: string | null;
  city: string | null;
  neph: string | null;
}

/** An amendment adding driving hours to a signed contract (`/contracts/contract-amendment`). */
export interface ContractAmendment {
  id: number;
  contract: string;
  number: string;
  extraHours: number;
  hourPrice: number;
  /** extraHours × hourPrice, euros. */
  amount: number;
  reason: string;
  status: ContractStatus;
  validatedAt: string | null;
  signedAt: string | null;
  createdAt: string;
}

/**
 * A learner's training contract following the French model contract for driving schools
 * (`/contracts/learner-contract`): parties, prior evaluation, forecast volume, duration, prices,
 * programme, payment terms, mediator. Amounts in euros including VAT.
 */
export interface LearnerContract {
  id: number;
  number: string;
  status: ContractStatus;
  learner: ContractLearner;
  agency: ContractAgency;
  training: EmbeddedRef & { code: string };
  evaluationDate: string;
  forecastHours: number;
  startDate: string;
  endDate: string;
  registrationFee: number;
  hourPrice: number;
  theoryPrice: number;
  examFee: number;
  /** forecastHours × hourPrice. */
  lessonsAmount: number;
  /** Fees, theory, exam and lessons. */
  totalAmount: number;
  programme: string;
  paymentTerms: string;
  installments: number;
  mediator: { name: string; contact: string };
  signedPlace: string | null;
  validatedAt: string | null;
  signedAt: string | null;
  amendments: ContractAmendment[];
  createdAt: string;
  updatedAt: string;
}

/** `GET /contracts/Learner-contract-data/{learnerId}`: what a new contract is prefilled with. */
export interface LearnerContractData {
  learner: ContractLearner;
  agency: ContractAgency;
  /** The current training. */
  training: (EmbeddedRef & { code: string }) | null;
  /** Every training the learner is registered to (a contract is for one of them). */
  trainings: (EmbeddedRef & { code: string })[];
  evaluation: { date: string; forecastHours: number } | null;
  defaults: {
    startDate: string;
    endDate: string;
    /** Prices VAT included, from the learner's latest invoice or quotation, else the agency's services. */
    hourPrice: number | null;
    registrationFee: number | null;
    theoryPrice: number | null;
    examFee: number | null;
    feesSource: { kind: 'invoice' | 'quotation'; number: string | null } | { kind: 'services' };
    programme: string;
    paymentTerms: string;
    /** The agency's billing configuration's mediator (empty when it is not configured yet). */
    mediatorName: string;
    mediatorContact: string;
  };
}

/** `GET /contracts/contract-amendment-data/{contractId}`: what a new amendment is prefilled with. */
export interface ContractAmendmentData {
  contract: { id: number; number: string; hourPrice: number; forecastHours: number; amendmentHours: number };
  hours: { contracted: number; done: number; remaining: number };
  defaults: { hourPrice: number; number: string };
}
