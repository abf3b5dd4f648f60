import useSWR from 'swr';
import { reportError } from '../../shared/alerts/report';
import { useCan } from '../../shared/auth/usePermissions';
import { DEFAULT_PAGE_SIZE } from '../../shared/constants';
import { saveFile } from '../../shared/files/save';
import { useListController } from '../../shared/list/useListController';
import { agencyScope } from '../../shared/session/agency-scope';
import { useSessionUser } from '../../shared/session/useSessionUser';
import { useApiClient } from '../../shared/swr/ApiProvider';
import { useMutation } from '../../shared/swr/useMutation';
import { useCallback, useState } from 'react';
import { AMENDMENT_DATA_PATH, CONTRACT_LIST_PATH, CONTRACTS_PATH, createAmendment, createContract, deleteAmendment, deleteContract, downloadContractPdf, getAmendmentData, getContractData, listContracts, sendContract, updateAmendment, updateContract, type ContractTarget } from './api';
import { contractsMessages as m } from './messages';
import { OUTBOX_EMAILS_PATH } from '../../shared/mail/api';
import { useMailSentText } from '../../shared/mail/hooks';
import type { AmendmentPatch, ContractPatch } from './schema';
import type { LearnerContract } from './types';
import { contractKeys } from './keys';

/** Contract changes show in the lists, the learner's hours and details, and the prefills. */
const CONTRACT_READS = [CONTRACT_LIST_PATH, CONTRACTS_PATH, AMENDMENT_DATA_PATH, '/learner/hours', '/learner/details', '/learners'];

/** The contract list (`pieces-comptables/contrat`): newest first, status and search in the URL. */
export function useContractList() {
  const client = useApiClient();
  const user = useSessionUser();
  return useListController<LearnerContract>({
    resource: CONTRACT_LIST_PATH,
    fetchPage: (query, signal) => listContracts(client, query, signal),
    defaults: { itemsPerPage: DEFAULT_PAGE_SIZE, sort: { field: 'createdAt', order: 'desc' } },
    filterNames: ['status'],
    query: user ? agencyScope(user) : {},
  });
}

/** Every contract of a learner, newest first (the learner record's tab 7). */
export function useLearnerContracts(learnerId: number) {
  const client = useApiClient();
  return useSWR(contractKeys.learnerContracts(learnerId), ([, query]) => listContracts(client, query));
}

export function useContractData(learnerId: number | null) {
  const client = useApiClient();
  return useSWR(learnerId === null ? null : contractKeys.contractData(learnerId), () => getContractData(client, learnerId!));
}

export function useAmendmentData(contractId: number) {
  const client = useApiClient();
  return useSWR(contractKeys.amendmentData(contractId), () => getAmendmentData(client, contractId));
}

/** What the user may do with contracts and amendments (spec part 1 §6, one permission per action). */
export function useContractRights() {
  return {
    create: useCan('isCreateContractAmendment'),
    update: useCan('isUpdateContractAmendment'),
    validate: useCan('isValidateContractAmendment'),
    sign: useCan('isSignContractAmendment'),
    remove: useCan('isDeleteContractAmendment'),
    print: useCan('isPrintContract'),
    send: useCan('isSendContractByEmail'),
  };
}

export function useCreateContract() {
  return useMutation(createContract, { success: m.created, fallbackError: m.createError, revalidate: CONTRACT_READS });
}

export function useUpdateContract() {
  return useMutation((client, id: number, patch: ContractPatch) => updateContract(client, id, patch), {
    success: m.saved,
    fallbackError: m.updateError,
    revalidate: CONTRACT_READS,
  });
}

export function useValidateContract() {
  return useMutation((client, id: number) => updateContract(client, id, { action: 'validate' }), {
    success: m.validated,
    fallbackError: m.updateError,
    revalidate: CONTRACT_READS,
  });
}

/** Signs a contract (a draft is validated at the same time) with the place of signature. */
export function useSignContract() {
  return useMutation((client, id: number, signedPlace: string | null) => updateContract(client, id, { action: 'sign', signedPlace }), {
    success: m.signed,
    fallbackError: m.updateError,
    revalidate: CONTRACT_READS,
  });
}

export function useDeleteContract() {
  return useMutation((client, id: number) => deleteContract(client, id), { success: m.deleted, fallbackError: m.deleteError, revalidate: CONTRACT_READS });
}

export function useCreateAmendment() {
  return useMutation(createAmendment, { success: m.amendmentCreated, fallbackError: m.amendmentError, revalidate: CONTRACT_READS });
}

/** Validates or signs an amendment. */
export function useAmendmentAction() {
  return useMutation((client, id: number, action: NonNullable<AmendmentPatch['action']>) => updateAmendment(client, id, { action }), {
    success: (amendment) => (amendment.status === 'signed' ? m.amendmentSigned : m.amendmentValidated),
    fallbackError: m.amendmentError,
    revalidate: CONTRACT_READS,
  });
}

export function useDeleteAmendment() {
  return useMutation((client, id: number) => deleteAmendment(client, id), { success: m.amendmentDeleted, fallbackError: m.amendmentError, revalidate: CONTRACT_READS });
}

/** E-mails a contract; the alert says « envoyé » only once the SMTP server accepted it. */
export function useSendContract() {
  const sentText = useMailSentText();
  return useMutation(sendContract, { success: sentText, fallbackError: m.sendError, revalidate: [OUTBOX_EMAILS_PATH] });
}

/** Downloads the PDF of a contract or amendment (« Contrat-{numéro}.pdf »). */
export function usePrintContract() {
  const client = useApiClient();
  const [busy, setBusy] = useState(false);
  const run = useCallback(
    async (target: ContractTarget, fallbackName: string) => {
      setBusy(true);
      try {
        saveFile(await downloadContractPdf(client, target), fallbackName);
      } catch (error) {
        reportError(error, m.printError);
      } finally {
        setBusy(false);
      }
    },
    [client],
  );
  return { run, busy };
}
