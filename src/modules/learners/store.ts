import { proxy, ref } from 'valtio';
import type { LearnerFormInput, RegistrationCreateInput, RegistrationPatchInput } from './schema';

/**
 * A learner form left for the organisation form (« Nouvel organisme »): what the user had typed, so that
 * the form opens again as it was when they come back with isOrgAdded=true and the new organisation's id.
 */
export type FinancierDraft =
  | { form: 'learner'; values: LearnerFormInput }
  | { form: 'registration'; learnerId: number; values: RegistrationCreateInput }
  | { form: 'registrationEdit'; registrationId: number; values: RegistrationPatchInput };

/** Client state of the learner screens: whether the list's filter panel is open, a form left for a new organisation. */
export const learnersStore = proxy<{ filtersOpen: boolean; financierDraft: FinancierDraft | null }>({ filtersOpen: false, financierDraft: null });

export function toggleLearnerFilters(): void {
  learnersStore.filtersOpen = !learnersStore.filtersOpen;
}

export function keepFinancierDraft(draft: FinancierDraft): void {
  learnersStore.financierDraft = ref(draft);
}

/** The draft kept, once (it is cleared). */
export function takeFinancierDraft(): FinancierDraft | null {
  const draft = learnersStore.financierDraft;
  learnersStore.financierDraft = null;
  return draft;
}
