/** The SWR keys of the learner space: one cache entry per API and read of `/me` (a list apart from an item). */
export const learnerSpaceKeys = {
  item: (apiBase: string, path: string) => ['learner-space', apiBase, path] as const,
  list: (apiBase: string, path: string) => ['learner-space', apiBase, path, 'list'] as const,
};
