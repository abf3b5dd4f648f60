import useSWR from 'swr';
import { isProblem } from '../../shared/api/http-error';
import { PROBLEM_TYPES } from '../../shared/api/problem-types';
import { errorMessage } from '../../shared/alerts/report';
import { DEFAULT_PAGE_SIZE } from '../../shared/constants';
import { useListController } from '../../shared/list/useListController';
import { agencyScope } from '../../shared/session/agency-scope';
import { useSessionUser } from '../../shared/session/useSessionUser';
import { useApiClient } from '../../shared/swr/ApiProvider';
import { useMutation } from '../../shared/swr/useMutation';
import { createOrganisation, deleteOrganisation, getOrganisation, listOrganisations, listOrganisationTypes, ORGANISATIONS_PATH, updateOrganisation } from './api';
import { organisationsMessages as m } from './messages';
import type { OrganizationPatch } from './schema';
import { organisationsStore } from './store';
import type { Organization } from './types';
import { organisationKeys } from './keys';

/** The filter of the type names (`organizationType.name[]`, without the 'C2.' prefix). */
export const TYPE_FILTER = 'organizationType.name';

/** The organisations of the user's agencies: 10 per page, or 10000 in the full mode; type filter, search, sort. */
export function useOrganisationList() {
  const client = useApiClient();
  const user = useSessionUser();
  return useListController<Organization>({
    resource: ORGANISATIONS_PATH,
    fetchPage: (query, signal) => listOrganisations(client, query, signal),
    defaults: { itemsPerPage: DEFAULT_PAGE_SIZE },
    filterNames: [TYPE_FILTER],
    query: user ? agencyScope(user) : {},
  });
}

/** `GET /accountingDocs/organizations/{id}`: the record read again when it is edited (a list row may be stale). */
export function useOrganisation(id: number | null) {
  const client = useApiClient();
  return useSWR(id === null ? null : organisationKeys.organisation(id), ([, organisationId]) => getOrganisation(client, organisationId));
}

export function useOrganisationTypes() {
  const client = useApiClient();
  return useSWR(organisationKeys.types(), () => listOrganisationTypes(client));
}

export function useCreateOrganisation() {
  return useMutation(createOrganisation, { success: m.created, fallbackError: m.createError, revalidate: [ORGANISATIONS_PATH] });
}

export function useUpdateOrganisation() {
  return useMutation((client, id: number, patch: OrganizationPatch) => updateOrganisation(client, id, patch), {
    success: m.saved,
    fallbackError: m.updateError,
    revalidate: [ORGANISATIONS_PATH, '/learners'],
  });
}

/** Deletes an organisation; a refusal (its problem type) is not alerted but kept in the store for the screen (spec part 2 §5, §8). */
export function useDeleteOrganisation() {
  const mutation = useMutation((client, organisation: Organization) => deleteOrganisation(client, organisation.id), {
    success: m.deleted,
    fallbackError: m.deleteError,
    revalidate: [ORGANISATIONS_PATH],
    report: { silentProblemTypes: [PROBLEM_TYPES.organisationDeleteRefused] },
  });
  return {
    ...mutation,
    run: async (organisation: Organization) => {
      const result = await mutation.run(organisation);
      if (!result.ok && isProblem(result.error, PROBLEM_TYPES.organisationDeleteRefused)) {
        organisationsStore.deleteError = errorMessage(result.error, m.deleteError);
      }
      return result;
    },
  };
}
