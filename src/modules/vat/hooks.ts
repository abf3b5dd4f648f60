import { errorMessage } from '../../shared/alerts/report';
import { isProblem } from '../../shared/api/http-error';
import { PROBLEM_TYPES } from '../../shared/api/problem-types';
import { DEFAULT_PAGE_SIZE } from '../../shared/constants';
import { useListController } from '../../shared/list/useListController';
import { agencyScope } from '../../shared/session/agency-scope';
import { useSessionUser } from '../../shared/session/useSessionUser';
import { useApiClient } from '../../shared/swr/ApiProvider';
import { useMutation } from '../../shared/swr/useMutation';
import { createTva, deleteTva, listTvas, TVAS_PATH, updateTva } from './api';
import { vatMessages } from './messages';
import type { TvaPatch } from './schema';
import { vatStore } from './store';
import type { Tva } from './types';

/** The VAT list of the user's agencies (all of them with isConfigGeneral, else the selected one). */
export function useTvaList() {
  const client = useApiClient();
  const user = useSessionUser();
  const scope = user ? agencyScope(user) : {};
  return useListController<Tva>({
    resource: TVAS_PATH,
    fetchPage: (query, signal) => listTvas(client, query, signal),
    defaults: { itemsPerPage: DEFAULT_PAGE_SIZE },
    query: scope,
  });
}

export function useCreateTva() {
  return useMutation(createTva, { success: vatMessages.created, fallbackError: vatMessages.createError, revalidate: [TVAS_PATH] });
}

export function useUpdateTva() {
  return useMutation((client, id: number, patch: TvaPatch) => updateTva(client, id, patch), {
    success: vatMessages.saved,
    fallbackError: vatMessages.updateError,
    revalidate: [TVAS_PATH],
  });
}

/** Deletes a rate; a refusal (its problem type) is not alerted but kept in the store for the screen (spec part 2 §5, §8). */
export function useDeleteTva() {
  const mutation = useMutation((client, tva: Tva) => deleteTva(client, tva.id), {
    success: vatMessages.deleted,
    fallbackError: vatMessages.deleteError,
    revalidate: [TVAS_PATH],
    report: { silentProblemTypes: [PROBLEM_TYPES.vatDeleteRefused] },
  });
  return {
    ...mutation,
    run: async (tva: Tva) => {
      const result = await mutation.run(tva);
      if (!result.ok && isProblem(result.error, PROBLEM_TYPES.vatDeleteRefused)) {
        vatStore.deleteError = errorMessage(result.error, vatMessages.deleteError);
      }
      return result;
    },
  };
}
