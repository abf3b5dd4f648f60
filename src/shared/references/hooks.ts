import useSWR from 'swr';
import { AGENCY_LIST_PAGE_SIZE, FULL_ORGANISATION_LIST_PAGE_SIZE, TEAM_MEMBERS_FULL_PAGE_SIZE, TRAININGS_PAGE_SIZE } from '../constants';
import { useApiClient } from '../swr/ApiProvider';
import { listAgencies, listOrganisations, listTeamMembers, listTrainings } from './api';

/** The agencies of the user's structure (30 per page: a structure has a handful). */
export function useAgencies() {
  const client = useApiClient();
  return useSWR(['/agencies', { itemsPerPage: AGENCY_LIST_PAGE_SIZE }] as const, ([, params]) => listAgencies(client, params));
}

/** The licence categories (reference data). */
export function useTrainings() {
  const client = useApiClient();
  return useSWR(['/educations/trainings', { itemsPerPage: TRAININGS_PAGE_SIZE }] as const, ([, params]) => listTrainings(client, params));
}

/** Active team members, optionally of one account type (e.g. trainers for agendas). */
export function useTeamMembers(accountType?: string) {
  const client = useApiClient();
  const params = { archived: 0, itemsPerPage: TEAM_MEMBERS_FULL_PAGE_SIZE, ...(accountType ? { accountType } : {}) };
  return useSWR(['/team-members', params] as const, ([, query]) => listTeamMembers(client, query));
}

/** Every paying body of the user's agencies (full list, 10000), for pickers and filters. */
export function useOrganisations() {
  const client = useApiClient();
  return useSWR(['/accountingDocs/organizations', { itemsPerPage: FULL_ORGANISATION_LIST_PAGE_SIZE }] as const, ([, params]) => listOrganisations(client, params));
}
