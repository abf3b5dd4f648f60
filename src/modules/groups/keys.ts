import { GROUP_LEARNERS_PATH, GROUPS_PATH } from './api';

/** The groups module's SWR keys: one builder per read (the list's come from its list controller). */
export const groupKeys = {
  group: (id: number) => [`${GROUPS_PATH}/${id}`] as const,
  groupLearners: (id: number) => [GROUP_LEARNERS_PATH, { groupe: id }] as const,
};
