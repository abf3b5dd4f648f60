import useSWR from 'swr';
import { AGENCY_LIST_PAGE_SIZE, TEAM_MEMBERS_FULL_PAGE_SIZE, TRAININGS_PAGE_SIZE } from '../constants';
import { useApiClient } from '../swr/ApiProvider';
import { useSessionUser } from '../session/useSessionUser';
import { getStructure, listAgencies, listTeamMembers, listTrainings } from './api';

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

/** SWR key of the signed-in user's structure (writes to its configuration revalidate it). */
export const STRUCTURE_PATH = '/structure/structure';

/** The signed-in user's structure and its configuration (modeANTS, studentsPhotoAllowed). */
export function useStructure() {
  const client = useApiClient();
  const structureId = useSessionUser()?.structure.id;
  return useSWR(structureId === undefined ? null : ([STRUCTURE_PATH, structureId] as const), ([, id]) => getStructure(client, id));
}
