import type { ApiClient } from '../../shared/api/client';
import type { JsonLd, Page } from '../../shared/api/hydra';
import type { QueryParams } from '../../shared/api/query';
import type { RoleAccountCreate, RoleAccountPatch } from './schema';
import type { RoleAccount, RoleAccountSummary } from './types';

export const ROLE_ACCOUNTS_PATH = '/roles/accounts';

/** `GET /roles/accounts` (page, itemsPerPage 10, isEditable=1, name). */
export function listRoleAccounts(client: ApiClient, params: QueryParams, signal?: AbortSignal): Promise<Page<RoleAccount>> {
  return client.list<RoleAccount>(ROLE_ACCOUNTS_PATH, params, { signal });
}

/** `GET /roles/accounts/summary`. */
export function listRoleSummary(client: ApiClient, signal?: AbortSignal): Promise<Page<RoleAccountSummary>> {
  return client.list<RoleAccountSummary>(`${ROLE_ACCOUNTS_PATH}/summary`, undefined, { signal });
}

/** `GET /roles/admin/accounts/{id}`. */
export function getRoleAccount(client: ApiClient, id: number, signal?: AbortSignal): Promise<JsonLd<RoleAccount>> {
  return client.get<JsonLd<RoleAccount>>(`/roles/admin/accounts/${id}`, undefined, { signal });
}

export function createRoleAccount(client: ApiClient, payload: RoleAccountCreate): Promise<JsonLd<RoleAccount>> {
  return client.post<JsonLd<RoleAccount>>(ROLE_ACCOUNTS_PATH, payload);
}

export function updateRoleAccount(client: ApiClient, id: number, patch: RoleAccountPatch): Promise<JsonLd<RoleAccount>> {
  return client.patch<JsonLd<RoleAccount>>(`${ROLE_ACCOUNTS_PATH}/${id}`, patch);
}

export function deleteRoleAccount(client: ApiClient, id: number): Promise<void> {
  return client.delete(`${ROLE_ACCOUNTS_PATH}/${id}`);
}
