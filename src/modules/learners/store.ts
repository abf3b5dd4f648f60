import { proxy } from 'valtio';

/** Client state of the learner screens: whether the list's filter panel is open. */
export const learnersStore = proxy<{ filtersOpen: boolean }>({ filtersOpen: false });

export function toggleLearnerFilters(): void {
  learnersStore.filtersOpen = !learnersStore.filtersOpen;
}
