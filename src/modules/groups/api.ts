import type { ApiClient } from '../../shared/api/client';
import type { JsonLd, Page } from '../../shared/api/hydra';
import type { QueryParams } from '../../shared/api/query';
import { listGroups as listGroupSummaries } from '../../shared/references/api';
import type { LearnerLight } from '../../shared/references/types';
import type { GroupCreate, GroupPatch } from './schema';
import type { Group, GroupLearner } from './types';

export const GROUPS_PATH = '/groups';
export const GROUP_LEARNERS_PATH = '/group-learners';
/** The learners a group may take (spec part 2 §7, `GET /learners/group`). */
export const LEARNERS_FOR_GROUP_PATH = '/learners/group';

/** `GET /groups` (agency, simplesearch, order; 10 per page). */
export function listGroups(client: ApiClient, params: QueryParams, signal?: AbortSignal): Promise<Page<Group>> {
  return listGroupSummaries(client, params, signal) as Promise<Page<Group>>;
}

/** `GET /learners/group` (agency, simplesearch, `notInGroup`: leaves out that group's learners): the group form's picker. */
export function listLearnersForGroup(client: ApiClient, params: QueryParams, signal?: AbortSignal): Promise<Page<LearnerLight>> {
  return client.list<LearnerLight>(LEARNERS_FOR_GROUP_PATH, params, { signal });
}

export function getGroup(client: ApiClient, id: number, signal?: AbortSignal): Promise<JsonLd<Group>> {
  return client.get<JsonLd<Group>>(`${GROUPS_PATH}/${id}`, undefined, { signal });
}

export function createGroup(client: ApiClient, payload: GroupCreate): Promise<JsonLd<Group>> {
  return client.post<JsonLd<Group>>(GROUPS_PATH, payload);
}

export function updateGroup(client: ApiClient, id: number, patch: GroupPatch): Promise<JsonLd<Group>> {
  return client.patch<JsonLd<Group>>(`${GROUPS_PATH}/${id}`, patch);
}

export function deleteGroup(client: ApiClient, id: number): Promise<void> {
  return client.delete(`${GROUPS_PATH}/${id}`);
}

/** `GET /group-learners?groupe={id}`: the group's learners and team members, oldest first. */
export function listGroupLearners(client: ApiClient, groupId: number, signal?: AbortSignal): Promise<Page<GroupLearner>> {
  return client.list<GroupLearner>(GROUP_LEARNERS_PATH, { groupe: groupId }, { signal });
}
