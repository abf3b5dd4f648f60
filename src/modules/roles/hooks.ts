import { useCallback, useEffect, useMemo, useState } from 'react';
import useSWR from 'swr';
import { DEFAULT_PAGE_SIZE } from '../../shared/constants';
import { useListController } from '../../shared/list/useListController';
import {
  listAgencyAuthorizations,
  listPermissions,
  listUserAuthorizations,
  saveAgencyAuthorizations,
  saveUserAuthorizations,
} from '../../shared/references/authorizations';
import { listStateTeamMembers } from '../../shared/references/api';
import { useApiClient } from '../../shared/swr/ApiProvider';
import { useMutation } from '../../shared/swr/useMutation';
import { createRoleAccount, deleteRoleAccount, getRoleAccount, listRoleAccounts, ROLE_ACCOUNTS_PATH, updateRoleAccount } from './api';
import { rolesMessages } from './messages';
import type { RoleAccountPatch } from './schema';
import type { RoleAccount } from './types';
import { referenceKeys } from '../../shared/references/keys';
import { roleKeys } from './keys';

/** Editable role accounts only (isEditable=1), 10 per page, searched by name. */
export function useRoleList() {
  const client = useApiClient();
  return useListController<RoleAccount>({
    resource: ROLE_ACCOUNTS_PATH,
    fetchPage: ({ simplesearch, ...query }, signal) => listRoleAccounts(client, { ...query, name: simplesearch }, signal),
    defaults: { itemsPerPage: DEFAULT_PAGE_SIZE },
    query: { isEditable: 1 },
  });
}

/** The full permission catalogue (up to 10000). */
export function usePermissionCatalogue() {
  const client = useApiClient();
  return useSWR(referenceKeys.permissions(), () => listPermissions(client));
}

/** Every editable role (for the agency matrix's columns). */
export function useEditableRoles() {
  const client = useApiClient();
  return useSWR(roleKeys.editableRoles(), ([, params]) => listRoleAccounts(client, params));
}

/** The structure's active members (`GET /state-api/team-members`), for the per-user matrix's picker. */
export function useActiveMembers() {
  const client = useApiClient();
  return useSWR(roleKeys.activeMembers(), () => listStateTeamMembers(client));
}

export function useCreateRole() {
  return useMutation(createRoleAccount, { success: rolesMessages.created, fallbackError: rolesMessages.createError, revalidate: [ROLE_ACCOUNTS_PATH] });
}

export function useUpdateRole() {
  return useMutation((client, id: number, patch: RoleAccountPatch) => updateRoleAccount(client, id, patch), {
    success: rolesMessages.updated,
    fallbackError: rolesMessages.updateError,
    revalidate: [ROLE_ACCOUNTS_PATH],
  });
}

export function useDeleteRole() {
  return useMutation((client, role: RoleAccount) => deleteRoleAccount(client, role.id), {
    success: rolesMessages.deleted,
    fallbackError: rolesMessages.deleteError,
    revalidate: [ROLE_ACCOUNTS_PATH],
  });
}

type Grants = Record<string, string[]>;

/** A matrix being edited: the saved grants, the draft, toggles, and whether something changed. */
function useDraft(saved: Grants | undefined) {
  const [draft, setDraft] = useState<Grants | null>(null);
  useEffect(() => setDraft(null), [saved]);
  const value = draft ?? saved ?? {};
  const toggle = useCallback(
    (column: string, permission: string, granted: boolean) =>
      setDraft((current) => {
        const base = current ?? saved ?? {};
        const list = base[column] ?? [];
        return { ...base, [column]: granted ? [...new Set([...list, permission])] : list.filter((p) => p !== permission) };
      }),
    [saved],
  );
  const toggleColumn = useCallback(
    (column: string, permissions: string[], granted: boolean) =>
      setDraft((current) => {
        const base = current ?? saved ?? {};
        const list = base[column] ?? [];
        return { ...base, [column]: granted ? [...new Set([...list, ...permissions])] : list.filter((p) => !permissions.includes(p)) };
      }),
    [saved],
  );
  return { value, dirty: draft !== null, toggle, toggleColumn, reset: () => setDraft(null) };
}

/** The permissions of every editable role on one agency (`/roles/authorization`), edited as a draft. */
export function useAgencyMatrix(agencyId: number | null) {
  const client = useApiClient();
  const { data, error, isLoading } = useSWR(agencyId === null ? null : referenceKeys.agencyAuthorizations(agencyId), ([, agency]) =>
    listAgencyAuthorizations(client, agency),
  );
  const saved = useMemo<Grants | undefined>(() => (data ? Object.fromEntries(data.items.map((a) => [String(a.account.id), a.permissions])) : undefined), [data]);
  const draft = useDraft(saved);
  const save = useMutation(
    (c, agency: number, grants: Grants) =>
      saveAgencyAuthorizations(c, { agency, authorizations: Object.entries(grants).map(([account, permissions]) => ({ account: Number(account), permissions })) }),
    { success: rolesMessages.saved, fallbackError: rolesMessages.saveError, revalidate: ['/roles/authorization'] },
  );
  // Each role account's own grants (`GET /roles/admin/accounts/{id}`): the additions come on top of them.
  const accountIds = data?.items.map((a) => a.account.id) ?? [];
  const roles = useSWR(accountIds.length > 0 ? roleKeys.roleAccounts(accountIds) : null, () =>
    Promise.all(accountIds.map((id) => getRoleAccount(client, id))),
  );
  const inherited = useMemo<Grants>(() => Object.fromEntries((roles.data ?? []).map((role) => [String(role.id), role.permissions])), [roles.data]);
  return {
    columns: data?.items.map((a) => ({ id: String(a.account.id), label: a.account.name })) ?? [],
    inherited,
    error: error ?? roles.error,
    isLoading: isLoading || (accountIds.length > 0 && roles.isLoading),
    ...draft,
    save,
  };
}

/** The permissions of one user on each of their agencies (`/roles/authorization-user`). */
export function useUserMatrix(userId: number | null) {
  const client = useApiClient();
  const { data, error, isLoading } = useSWR(userId === null ? null : roleKeys.userAuthorizations(userId), ([, user]) =>
    listUserAuthorizations(client, user),
  );
  const saved = useMemo<Grants | undefined>(() => (data ? Object.fromEntries(data.items.map((a) => [String(a.agency.id), a.permissions])) : undefined), [data]);
  const draft = useDraft(saved);
  const save = useMutation(
    (c, user: number, grants: Grants) =>
      saveUserAuthorizations(c, { user, authorizations: Object.entries(grants).map(([agency, permissions]) => ({ agency: Number(agency), permissions })) }),
    { success: rolesMessages.saved, fallbackError: rolesMessages.saveError, revalidate: ['/roles/authorization-user'] },
  );
  return { columns: data?.items.map((a) => ({ id: String(a.agency.id), label: a.agency.name })) ?? [], error, isLoading, ...draft, save };
}
