import { useMemo } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import type { Page } from '../../shared/api/hydra';
import type { QueryParams } from '../../shared/api/query';
import { DEFAULT_PAGE_SIZE } from '../../shared/constants';
import { useListController } from '../../shared/list/useListController';
import { listExamEligibleLearners } from '../../shared/references/api';
import { getAgencyConfig } from '../../shared/references/configuration';
import { STRUCTURE_PATH } from '../../shared/references/keys';
import { agencyScope, chosenAgencyFilter } from '../../shared/session/agency-scope';
import { useSessionUser } from '../../shared/session/useSessionUser';
import { useApiClient } from '../../shared/swr/ApiProvider';
import { keyMatchesPaths, useMutation } from '../../shared/swr/useMutation';
import { addFavoriteExamCenter, AGENCY_CONFIG_PATH, allowStudentUse, createLearnerRegistration, FAVORITE_SITES_PATH, listExamSessions, listExamSites, listFavoriteSites, listOperatorConfigurations, listOperators, listRegistrations, OPERATOR_CONFIGURATION_PATH, REGISTRATIONS_PATH, removeFavoriteExamCenter, SESSIONS_PATH, SITES_PATH, toggleRegistrationStatus, updateStructureConfiguration } from './api';
import { operatorMessages, registrationStatusLabels } from './messages';
import type { StructureConfigurationPatch } from './schema';
import { type ExamRegistration, type RegistrationStatus } from './types';
import { examSessionsWindow } from './window';
import { operatorKeys } from './keys';

/** Filters of the registration list kept in the URL (spec part 2 §7). */
export const REGISTRATION_FILTERS = ['status', 'site', 'startDate[after]', 'startDate[before]'] as const;

export function useFavoriteSites() {
  const client = useApiClient();
  const structure = useSessionUser()?.structure.id;
  return useSWR(structure === undefined ? null : operatorKeys.favoriteSites(structure), ([, params]) => listFavoriteSites(client, params));
}

export function useExamSites() {
  const client = useApiClient();
  const structureId = useSessionUser()?.structure.id;
  return useSWR(structureId === undefined ? null : operatorKeys.examSites(structureId), ([, params]) => listExamSites(client, params));
}

const FAVORITES = [SITES_PATH, FAVORITE_SITES_PATH];

export function useAddFavorite() {
  return useMutation(addFavoriteExamCenter, { success: operatorMessages.favoriteAdded, fallbackError: operatorMessages.favoriteError, revalidate: FAVORITES });
}

export function useRemoveFavorite() {
  return useMutation(removeFavoriteExamCenter, { success: operatorMessages.favoriteRemoved, fallbackError: operatorMessages.favoriteError, revalidate: FAVORITES });
}

/** The site's sessions from the start of tomorrow to the end of the month (UTC). */
export function useExamSessions(siteId: number | null) {
  const client = useApiClient();
  const day = new Date().toISOString().slice(0, 10);
  const window = useMemo(() => examSessionsWindow(new Date(`${day}T12:00:00Z`)), [day]);
  const key = siteId === null || window.isEmpty ? null : operatorKeys.examSessions(siteId, window);
  return { window, ...useSWR(key, ([, params]) => listExamSessions(client, params)) };
}

/** Registrations: status, site, exam dates, search, sort and page in the URL (10 per page). */
export function useRegistrationList() {
  const client = useApiClient();
  const user = useSessionUser();
  return useListController<ExamRegistration>({
    resource: REGISTRATIONS_PATH,
    fetchPage: (query, signal) => listRegistrations(client, query, signal),
    defaults: { itemsPerPage: DEFAULT_PAGE_SIZE },
    filterNames: REGISTRATION_FILTERS,
    query: user ? { structure: user.structure.id, ...agencyScope(user) } : {},
  });
}

/**
 * Sets a registration's status (2 cancels). The answer replaces the registration in the cached pages
 * by its id (spec part 2 §4: "the list is updated by id"); the seats of the sessions are re-read.
 */
export function useToggleRegistration() {
  const { mutate } = useSWRConfig();
  return useMutation(
    async (client, id: number, status: RegistrationStatus) => {
      const updated = await toggleRegistrationStatus(client, id, status);
      await mutate(
        (key) => keyMatchesPaths(key, [REGISTRATIONS_PATH]),
        (page: Page<ExamRegistration> | undefined) => page && { ...page, items: page.items.map((item) => (item.id === updated.id ? updated : item)) },
        { revalidate: false },
      );
      return updated;
    },
    {
      success: (value) => operatorMessages.statusSaved(registrationStatusLabels[value.status]),
      fallbackError: operatorMessages.toggleError,
      revalidate: [SESSIONS_PATH],
    },
  );
}

export function useCreateRegistration() {
  return useMutation(createLearnerRegistration, {
    success: operatorMessages.registrationCreated,
    fallbackError: operatorMessages.registrationError,
    revalidate: [REGISTRATIONS_PATH, SESSIONS_PATH],
  });
}

/** Exam-eligible learners of a category, searched for the registration form. */
export function useExamEligibleLearners(search: string, category: string) {
  const client = useApiClient();
  const user = useSessionUser();
  const params: QueryParams = {
    itemsPerPage: 10,
    'training.name': [category],
    simplesearch: search.trim() || undefined,
    ...(user ? chosenAgencyFilter(user) : {}),
  };
  return useSWR(operatorKeys.examEligibleLearners(params), ([, query]) => listExamEligibleLearners(client, query));
}

export function useOperators() {
  const client = useApiClient();
  return useSWR(operatorKeys.operators(), () => listOperators(client));
}

export function useOperatorConfigurations() {
  const client = useApiClient();
  const structureId = useSessionUser()?.structure.id;
  return useSWR(structureId === undefined ? null : operatorKeys.operatorConfigurations(structureId), ([, id]) => listOperatorConfigurations(client, id));
}

export function useAgencyConfiguration(agencyId: number) {
  const client = useApiClient();
  return useSWR(operatorKeys.agencyConfiguration(agencyId), () => getAgencyConfig(client, agencyId));
}

export function useUpdateStructureConfiguration() {
  return useMutation((client, structureId: number, patch: StructureConfigurationPatch) => updateStructureConfiguration(client, structureId, patch), {
    success: operatorMessages.saved,
    fallbackError: operatorMessages.saveError,
    revalidate: [STRUCTURE_PATH, OPERATOR_CONFIGURATION_PATH, AGENCY_CONFIG_PATH],
  });
}

export function useAllowStudentUse() {
  return useMutation(allowStudentUse, { success: operatorMessages.saved, fallbackError: operatorMessages.saveError, revalidate: [STRUCTURE_PATH, AGENCY_CONFIG_PATH] });
}
