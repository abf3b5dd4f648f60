import useSWR from 'swr';
import { OPERATION_HISTORY_PAGE_SIZE } from '../../../shared/constants';
import { useListController } from '../../../shared/list/useListController';
import { useSessionUser } from '../../../shared/session/useSessionUser';
import { useApiClient } from '../../../shared/swr/ApiProvider';
import { useMutation } from '../../../shared/swr/useMutation';
import { createOperation, deleteOperations, getSlotMonitor, listOperations, listSituations, OPERATIONS_PATH } from '../api';
import { planningKeys } from '../keys';
import { planningMessages as m } from '../messages';
import type { OperationHistoryCreate } from '../schema';
import type { OperationHistory } from '../types';

// The calendar's other tabs: operations history, monitor and situations.

export function useOperationList() {
  const client = useApiClient();
  return useListController<OperationHistory>({
    resource: OPERATIONS_PATH,
    fetchPage: (query, signal) => listOperations(client, query, signal),
    defaults: { itemsPerPage: OPERATION_HISTORY_PAGE_SIZE },
  });
}

export function useDeleteOperations() {
  return useMutation((client, ids: readonly number[]) => deleteOperations(client, ids), {
    success: m.operations.deleted,
    fallbackError: m.operations.deleteError,
    revalidate: [OPERATIONS_PATH],
  });
}

export function useCreateOperation() {
  return useMutation((client, payload: OperationHistoryCreate) => createOperation(client, payload), {
    success: m.operations.created,
    fallbackError: m.operations.createError,
    revalidate: [OPERATIONS_PATH],
  });
}

export function useSlotMonitor(startDate: string, endDate: string, agendaIds: readonly number[]) {
  const client = useApiClient();
  const valid = startDate !== '' && endDate !== '' && startDate <= endDate;
  return useSWR(valid ? planningKeys.monitor(startDate, endDate, agendaIds) : null, ([, params]) => getSlotMonitor(client, params), { keepPreviousData: true });
}

/** The learners planned on a date (up to 500000 rows). */
export function useSituations(date: string, agendaIds: readonly number[]) {
  const client = useApiClient();
  const user = useSessionUser();
  return useSWR(user && date ? planningKeys.situations(user.structure.id, date, agendaIds) : null, ([, query]) => listSituations(client, query), { keepPreviousData: true, revalidateOnFocus: false });
}

