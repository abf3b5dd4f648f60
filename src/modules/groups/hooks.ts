import useSWR from 'swr';
import { reportError } from '../../shared/alerts/report';
import { DEFAULT_PAGE_SIZE } from '../../shared/constants';
import { useListController } from '../../shared/list/useListController';
import { agencyScope } from '../../shared/session/agency-scope';
import { useSessionUser } from '../../shared/session/useSessionUser';
import { useApiClient } from '../../shared/swr/ApiProvider';
import { useMutation } from '../../shared/swr/useMutation';
import type { LearnerSource } from '../../shared/references/LearnerPicker';
import type { LearnerLight } from '../../shared/references/types';
import { createGroup, deleteGroup, getGroup, GROUP_LEARNERS_PATH, GROUPS_PATH, LEARNERS_FOR_GROUP_PATH, listGroupLearners, listGroups, listLearnersForGroup, updateGroup } from './api';
import { groupsMessages as m } from './messages';
import type { GroupPatch } from './schema';
import type { Group } from './types';
import { groupKeys } from './keys';

const GROUP_READS = [GROUPS_PATH, GROUP_LEARNERS_PATH, '/learners'];

/** The groups of the user's agencies: search, sort and paging in the URL. */
export function useGroupList() {
  const client = useApiClient();
  const user = useSessionUser();
  return useListController<Group>({
    resource: GROUPS_PATH,
    fetchPage: (query, signal) => listGroups(client, query, signal),
    defaults: { itemsPerPage: DEFAULT_PAGE_SIZE },
    query: user ? agencyScope(user) : {},
  });
}

/** A group by id; a 404 raises no alert (spec part 2 §8), other failures do. */
export function useGroup(id: number | null) {
  const client = useApiClient();
  return useSWR(id === null ? null : groupKeys.group(id), () => getGroup(client, id!), {
    onError: (error) => reportError(error, m.loadError, { silentStatuses: [404] }),
  });
}

/** The members of a group, oldest first. */
export function useGroupLearners(id: number | null) {
  const client = useApiClient();
  return useSWR(id === null ? null : groupKeys.groupLearners(id), () => listGroupLearners(client, id!));
}

/** Where the group form's picker searches: `GET /learners/group` (with `notInGroup`, without a group's own learners). */
export const LEARNERS_FOR_GROUP: LearnerSource<LearnerLight> = { path: LEARNERS_FOR_GROUP_PATH, list: listLearnersForGroup };

/** Creates a group; a duplicate name comes back as a violation on the name field, never an alert. */

export function useCreateGroup() {
  return useMutation(createGroup, { success: m.created, fallbackError: m.createError, revalidate: GROUP_READS });
}

export function useUpdateGroup() {
  return useMutation((client, id: number, patch: GroupPatch) => updateGroup(client, id, patch), {
    success: m.saved,
    fallbackError: m.updateError,
    revalidate: GROUP_READS,
  });
}

export function useDeleteGroup() {
  return useMutation((client, group: Group) => deleteGroup(client, group.id), { success: m.deleted, fallbackError: m.deleteError, revalidate: GROUP_READS });
}
