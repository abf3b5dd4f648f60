import type { MailDelivery } from '../../shared/mail/types';
import type { ApiClient, DownloadedFile } from '../../shared/api/client';
import type { JsonLd, Page } from '../../shared/api/hydra';
import type { QueryParams } from '../../shared/api/query';
import type { AmendmentCreate, AmendmentPatch, ContractCreate, ContractPatch, ContractSend } from './schema';
import type { ContractAmendment, ContractAmendmentData, LearnerContract, LearnerContractData } from './types';

export const CONTRACTS_PATH = '/contracts/learner-contract';
export const CONTRACT_LIST_PATH = '/contracts/learner-contract-all';
export const AMENDMENTS_PATH = '/contracts/contract-amendment';
export const CONTRACT_DATA_PATH = '/contracts/Learner-contract-data';
export const AMENDMENT_DATA_PATH = '/contracts/contract-amendment-data';

/** `GET /contracts/learner-contract-all` (learner, agency, status[], simplesearch; createdAt descending). */
export function listContracts(client: ApiClient, params: QueryParams, signal?: AbortSignal): Promise<Page<LearnerContract>> {
  return client.list<LearnerContract>(CONTRACT_LIST_PATH, params, { signal });
}

/** `GET /contracts/Learner-contract-data/{learnerId}`: the prefill of a new contract. */
export function getContractData(client: ApiClient, learnerId: number, signal?: AbortSignal): Promise<JsonLd<LearnerContractData>> {
  return client.get<JsonLd<LearnerContractData>>(`${CONTRACT_DATA_PATH}/${learnerId}`, undefined, { signal });
}

export function createContract(client: ApiClient, payload: ContractCreate): Promise<JsonLd<LearnerContract>> {
  return client.post<JsonLd<LearnerContract>>(CONTRACTS_PATH, payload);
}

/** `PATCH /contracts/learner-contract/{id}`: field changes, or an action (validate, sign with its place). */
export function updateContract(client: ApiClient, id: number, patch: ContractPatch): Promise<JsonLd<LearnerContract>> {
  return client.patch<JsonLd<LearnerContract>>(`${CONTRACTS_PATH}/${id}`, patch);
}

export function deleteContract(client: ApiClient, id: number): Promise<void> {
  return client.delete(`${CONTRACTS_PATH}/${id}`);
}

/** `GET /contracts/contract-amendment-data/{contractId}`: the prefill of a new amendment. */
export function getAmendmentData(client: ApiClient, contractId: number, signal?: AbortSignal): Promise<JsonLd<ContractAmendmentData>> {
  return client.get<JsonLd<ContractAmendmentData>>(`${AMENDMENT_DATA_PATH}/${contractId}`, undefined, { signal });
}

export function createAmendment(client: ApiClient, payload: AmendmentCreate): Promise<JsonLd<ContractAmendment>> {
  return client.post<JsonLd<ContractAmendment>>(AMENDMENTS_PATH, payload);
}

export function updateAmendment(client: ApiClient, id: number, patch: AmendmentPatch): Promise<JsonLd<ContractAmendment>> {
  return client.patch<JsonLd<ContractAmendment>>(`${AMENDMENTS_PATH}/${id}`, patch);
}

export function deleteAmendment(client: ApiClient, id: number): Promise<void> {
  return client.delete(`${AMENDMENTS_PATH}/${id}`);
}

export type ContractTarget = { contract: number } | { amendment: number };

/** `GET /contracts/learner-contract-display` (contract or amendment): the PDF to print. */
export function downloadContractPdf(client: ApiClient, target: ContractTarget): Promise<DownloadedFile> {
  return client.download('/contracts/learner-contract-display', target);
}

/** `POST /contracts/learner-contract-send`: e-mails the PDF (to the learner unless `email` is given). */
export function sendContract(client: ApiClient, payload: ContractSend): Promise<MailDelivery & { to: string; filename: string }> {
  return client.post('/contracts/learner-contract-send', payload);
}
