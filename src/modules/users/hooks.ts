import { useEffect, useMemo, useState } from 'react';
import useSWR from 'swr';
import { DEFAULT_PAGE_SIZE } from '../../shared/constants';
import { useListController } from '../../shared/list/useListController';
import { useSessionUser } from '../../shared/session/useSessionUser';
import { useApiClient } from '../../shared/swr/ApiProvider';
import { useMutation } from '../../shared/swr/useMutation';
import { useMailSentText } from '../../shared/mail/hooks';
import { changePassword, createMember, deleteMember, getMember, getMemberHoldings, getProfile, listAgencyTeamMembers, listMembers, resetPassword, TEAM_MEMBERS_PATH, updateMember, updateProfile, uploadAsset } from './api';
import { AGENCY_TEAM_MEMBERS_PATH, userKeys } from './keys';
import { usersMessages } from './messages';
import type { ChangePassword, ProfilePatch, TeamMemberPatch } from './schema';
import type { TeamMember } from './types';

/** Team members, sorted by first then last name; active ones by default (archived filter in the URL). */
export function useMemberList() {
  const client = useApiClient();
  return useListController<TeamMember>({
    resource: TEAM_MEMBERS_PATH,
    fetchPage: (query, signal) => listMembers(client, query, signal),
    defaults: { itemsPerPage: DEFAULT_PAGE_SIZE, filters: { archived: '0' } },
    filterNames: ['agency', 'accountType'],
  });
}

/** How many members, archived or active, each agency counts (`GET /agency_team_members`), null until read: for the agency filter. */
export function useAgencyMemberCounts(archived: boolean): ReadonlyMap<number, number> | null {
  const client = useApiClient();
  const { data } = useSWR(userKeys.agencyMemberships(), () => listAgencyTeamMembers(client, {}).then((page) => page.items));
  return useMemo(() => {
    if (!data) return null;
    const counts = new Map<number, number>();
    for (const row of data) if (row.teamMember.archived === archived) counts.set(row.agency.id, (counts.get(row.agency.id) ?? 0) + 1);
    return counts;
  }, [data, archived]);
}

export function useMember(id: number | null) {
  const client = useApiClient();
  return useSWR(id === null ? null : userKeys.member(id), ([, memberId]) => getMember(client, memberId));
}

/** The role accounts a member can be given (`GET /roles/accounts/summary`). */
export function useRoleChoices() {
  const client = useApiClient();
  return useSWR(userKeys.roleChoices(), ([path]) => client.list<{ id: number; name: string }>(path), { shouldRetryOnError: false });
}

export function useCreateMember() {
  return useMutation(createMember, { success: usersMessages.created, fallbackError: usersMessages.saveError, revalidate: [TEAM_MEMBERS_PATH, AGENCY_TEAM_MEMBERS_PATH, '/roles/accounts'] });
}

export function useUpdateMember(success: string = usersMessages.updated) {
  return useMutation((client, id: number, patch: TeamMemberPatch) => updateMember(client, id, patch), {
    success,
    fallbackError: usersMessages.saveError,
    revalidate: [TEAM_MEMBERS_PATH, AGENCY_TEAM_MEMBERS_PATH, '/roles/accounts'],
  });
}

/** What a member's account holds, read while its deletion is being confirmed (`id` null: nothing read). */
export function useMemberHoldings(id: number | null) {
  const client = useApiClient();
  return useSWR(id === null ? null : userKeys.holdings(id), ([, memberId]) => getMemberHoldings(client, memberId), { revalidateOnFocus: false });
}

export function useDeleteMember() {
  return useMutation((client, id: number) => deleteMember(client, id), { success: usersMessages.deleted, fallbackError: usersMessages.deleteError, revalidate: [TEAM_MEMBERS_PATH, AGENCY_TEAM_MEMBERS_PATH] });
}

export function useResetPassword() {
  const sentText = useMailSentText(usersMessages.resetSent);
  return useMutation((client, member: { id: number; email: string }) => resetPassword(client, { user: member.id, email: member.email }), {
    success: sentText,
    fallbackError: usersMessages.resetError,
  });
}

/** The signed-in user's profile (`GET /users/{id}`). */
export function useProfile() {
  const client = useApiClient();
  const user = useSessionUser();
  return useSWR(user ? userKeys.profile(user.id) : null, ([, id]) => getProfile(client, id));
}

export function useUpdateProfile() {
  return useMutation((client, id: number, patch: ProfilePatch) => updateProfile(client, id, patch), {
    success: usersMessages.profile.saved,
    fallbackError: usersMessages.profile.error,
    revalidate: ['/users'],
  });
}

export function useChangePassword() {
  return useMutation((client, id: number, payload: ChangePassword) => changePassword(client, id, payload), {
    success: usersMessages.profile.passwordChanged,
    fallbackError: usersMessages.profile.error,
  });
}

export function useUploadPhoto() {
  return useMutation((client, file: File) => uploadAsset(client, file), { fallbackError: usersMessages.profile.uploadError });
}

/** An API image (needs the bearer token) as an object URL for an <img>; null while loading or without one. */
export function useProtectedImage(url: string | null): string | null {
  const client = useApiClient();
  const [objectUrl, setObjectUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!url || typeof URL.createObjectURL !== 'function') {
      setObjectUrl(null);
      return;
    }
    let created: string | null = null;
    let cancelled = false;
    client
      .download(url)
      .then((file) => {
        if (cancelled) return;
        created = URL.createObjectURL(file.blob);
        setObjectUrl(created);
      })
      .catch(() => setObjectUrl(null));
    return () => {
      cancelled = true;
      if (created) URL.revokeObjectURL(created);
    };
  }, [client, url]);
  return useMemo(() => objectUrl, [objectUrl]);
}
