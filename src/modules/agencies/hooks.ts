import useSWR from 'swr';
import { AGENCY_LIST_PAGE_SIZE } from '../../shared/constants';
import { useListController } from '../../shared/list/useListController';
import { getAgencyConfig, updateAgencyConfig, updateStructure, type AgencyConfigPatch, type StructurePatch } from '../../shared/references/configuration';
import { useSessionUser } from '../../shared/session/useSessionUser';
import { useApiClient } from '../../shared/swr/ApiProvider';
import { useMutation } from '../../shared/swr/useMutation';
import { addDefaultData, AGENCIES_PATH, canAddAutoConfig, getAgency, listStructureAgencies, requestAgency, updateAgency } from './api';
import { agenciesMessages } from './messages';
import type { AgencyPatch } from './schema';
import type { Agency } from './types';
import { agencyKeys } from './keys';

/** The agencies of the user's structure, 30 per page. */
export function useAgencyList() {
  const client = useApiClient();
  const user = useSessionUser();
  return useListController<Agency>({
    resource: AGENCIES_PATH,
    fetchPage: (query, signal) => listStructureAgencies(client, query, signal),
    defaults: { itemsPerPage: AGENCY_LIST_PAGE_SIZE },
    query: user ? { structure: user.structure.id } : {},
  });
}

/** One agency read afresh (`GET /agencies/{id}`), for its edit form. */
export function useAgency(agencyId: number | null) {
  const client = useApiClient();
  return useSWR(agencyId === null ? null : agencyKeys.agency(agencyId), ([, id]) => getAgency(client, id), { revalidateOnMount: true, dedupingInterval: 0 });
}

export function useAgencyConfig(agencyId: number | null) {
  const client = useApiClient();
  return useSWR(agencyId === null ? null : agencyKeys.config(agencyId), ([, id]) => getAgencyConfig(client, id));
}


export function useAutoConfigCheck(agencyId: number | null) {
  const client = useApiClient();
  return useSWR(agencyId === null ? null : agencyKeys.autoConfigCheck(agencyId), ([, id]) => canAddAutoConfig(client, id));
}

export function useUpdateAgency() {
  return useMutation((client, id: number, patch: AgencyPatch) => updateAgency(client, id, patch), {
    success: agenciesMessages.saved,
    fallbackError: agenciesMessages.saveError,
    revalidate: [AGENCIES_PATH],
  });
}

export function useUpdateAgencyConfig() {
  return useMutation((client, id: number, patch: AgencyConfigPatch) => updateAgencyConfig(client, id, patch), {
    success: agenciesMessages.saved,
    fallbackError: agenciesMessages.saveError,
    revalidate: ['/agency/config'],
  });
}

export function useUpdateStructure() {
  return useMutation((client, id: number, patch: StructurePatch) => updateStructure(client, id, patch), {
    success: agenciesMessages.saved,
    fallbackError: agenciesMessages.saveError,
    revalidate: ['/structure/structure'],
  });
}

export function useRequestAgency() {
  return useMutation(requestAgency, { success: agenciesMessages.requestSent, fallbackError: agenciesMessages.requestError });
}

export function useAddDefaultData() {
  return useMutation((client, id: number) => addDefaultData(client, id), {
    success: agenciesMessages.autoConfigDone,
    fallbackError: agenciesMessages.saveError,
    revalidate: ['/agency/can-added-auto-config', '/agency/config'],
  });
}
