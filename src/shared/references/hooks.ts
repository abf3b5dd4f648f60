import useSWR from 'swr';
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
import { referenceKeys } from './keys';

/** The agencies of the user's structure (30 per page: a structure has a handful). */
export function useAgencies() {
  const client = useApiClient();
  return useSWR(referenceKeys.agencies(), ([, params]) => listAgencies(client, params));
}

/** The licence categories (reference data). */
export function useTrainings() {
  const client = useApiClient();
  return useSWR(referenceKeys.trainings(), ([, params]) => listTrainings(client, params));
}

/** Active team members, optionally of one account type (e.g. trainers for agendas). */
export function useTeamMembers(accountType?: string) {
  const client = useApiClient();
  return useSWR(referenceKeys.teamMembers(accountType), ([, query]) => listTeamMembers(client, query));
}

/** Every training speciality (reference data, up to 3000). */
export function useTrainingFields() {
  const client = useApiClient();
  return useSWR(referenceKeys.trainingFields(), ([, params]) =>
    listTrainingFields(client, params),
  );
}

/** The full organisation list (10000 per page) of the user's agencies, for pickers and filters. */
export function useOrganisationOptions() {
  const client = useApiClient();
  return useSWR(referenceKeys.organisations(), ([, params]) =>
    listOrganisations(client, params),
  );
}

/** Every group of the user's agencies (up to 10000), for pickers and filters. */
export function useGroupOptions() {
  const client = useApiClient();
  return useSWR(referenceKeys.groups(), ([, params]) => listGroups(client, params));
}

/** The onboarding applications of an agency: which are on as a whole, and per training (null: none). */
export function useAgencyApplicationOptions(agencyId: number | null) {
  const client = useApiClient();
  const whole = useSWR(agencyId === null ? null : referenceKeys.agencyApplicationOptions(agencyId), ([, params]) =>
    listAgencyApplicationOptions(client, params.agencyId),
  );
  const perTraining = useSWR(agencyId === null ? null : referenceKeys.trainingApplicationOptions(agencyId), ([, params]) =>
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

/** The signed-in user's structure and its configuration (modeANTS, studentsPhotoAllowed). */
export function useStructure() {
  const client = useApiClient();
  const structureId = useSessionUser()?.structure.id;
  return useSWR(structureId === undefined ? null : referenceKeys.structure(structureId), ([, id]) => getStructure(client, id));
}
