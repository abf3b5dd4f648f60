import useSWR from 'swr';
import {
  AGENCY_LIST_PAGE_SIZE,
  FULL_ORGANISATION_LIST_PAGE_SIZE,
  TEAM_MEMBERS_FULL_PAGE_SIZE,
  TRAINING_FIELDS_PAGE_SIZE,
  TRAININGS_PAGE_SIZE,
} from '../constants';
import { useApiClient } from '../swr/ApiProvider';
import {
  listAgencies,
  listAgencyApplicationOptions,
  listGroups,
  listOrganisations,
  listTeamMembers,
  listTrainingApplicationOptions,
  listTrainingFields,
  listTrainings,
} from './api';
import { useSessionUser } from '../session/useSessionUser';
import { getStructure } from './configuration';

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

/** Every training speciality (reference data, up to 3000). */
export function useTrainingFields() {
  const client = useApiClient();
  return useSWR(['/educations/training_fields', { itemsPerPage: TRAINING_FIELDS_PAGE_SIZE }] as const, ([, params]) =>
    listTrainingFields(client, params),
  );
}

/** The full organisation list (10000 per page) of the user's agencies, for pickers and filters. */
export function useOrganisationOptions() {
  const client = useApiClient();
  return useSWR(['/accountingDocs/organizations', { itemsPerPage: FULL_ORGANISATION_LIST_PAGE_SIZE, order: { name: 'asc' } }] as const, ([, params]) =>
    listOrganisations(client, params),
  );
}

/** Every group of the user's agencies (up to 10000), for pickers and filters. */
export function useGroupOptions() {
  const client = useApiClient();
  return useSWR(['/groups', { itemsPerPage: 10_000, order: { name: 'asc' } }] as const, ([, params]) => listGroups(client, params));
}

/** The onboarding applications of an agency: which are on as a whole, and per training (null: none). */
export function useAgencyApplicationOptions(agencyId: number | null) {
  const client = useApiClient();
  const whole = useSWR(agencyId === null ? null : (['/onboardings/applications/by', { agencyId }] as const), ([, params]) =>
    listAgencyApplicationOptions(client, params.agencyId),
  );
  const perTraining = useSWR(agencyId === null ? null : (['/onboardings/applications', { agency: agencyId }] as const), ([, params]) =>
    listTrainingApplicationOptions(client, params.agency),
  );
  return {
    applications: whole.data?.items,
    trainingApplications: perTraining.data?.items,
    isLoading: whole.isLoading || perTraining.isLoading,
    error: (whole.error ?? perTraining.error) as unknown,
    refresh: () => Promise.all([whole.mutate(), perTraining.mutate()]),
  };
}

/** SWR key of the signed-in user's structure (writes to its configuration revalidate it). */
export const STRUCTURE_PATH = '/structure/structure';

/** The signed-in user's structure and its configuration (modeANTS, studentsPhotoAllowed). */
export function useStructure() {
  const client = useApiClient();
  const structureId = useSessionUser()?.structure.id;
  return useSWR(structureId === undefined ? null : ([STRUCTURE_PATH, structureId] as const), ([, id]) => getStructure(client, id));
}
