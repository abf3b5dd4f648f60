import { proxy, subscribe } from 'valtio/vanilla';
import { browserStorage } from '../session/storage';
import { onSignOut } from '../session/store';

/** Local-storage key of the account configuration wizard's step (spec part 1 §4). */
export const WIZARD_STEP_STORAGE_KEY = 'configurationWizardStep';

/** What was just saved in the wizard (each save advances the counter). */
export type WizardSave = 'applications' | 'training' | 'permissions';

export interface StepContext {
  /** Number of steps of the wizard (the counter stays within 0 … count − 1). */
  count: number;
  /** The training list is empty: saving applications skips the training step. */
  trainingListEmpty?: boolean;
}

function clamp(step: number, count: number): number {
  return Math.min(Math.max(0, Math.trunc(step)), Math.max(0, count - 1));
}

/** The next step after a save: one step, or two after saving applications when the training list is empty. */
export function stepAfterSave(step: number, saved: WizardSave, context: StepContext): number {
  const skip = saved === 'applications' && context.trainingListEmpty ? 1 : 0;
  return clamp(step + 1 + skip, context.count);
}

/** One step back (never below the first). */
export function previousStep(step: number, context: StepContext): number {
  return clamp(step - 1, context.count);
}

/** Jump to a step (clamped to the wizard). */
export function jumpToStep(target: number, context: StepContext): number {
  return clamp(target, context.count);
}

/** The stored step; 0 when absent or unreadable. */
export function readStoredStep(storage: Storage | null): number {
  const raw = storage?.getItem(WIZARD_STEP_STORAGE_KEY);
  const value = raw === null || raw === undefined ? Number.NaN : Number(raw);
  return Number.isInteger(value) && value >= 0 ? value : 0;
}

/** The wizard's step, persisted in local storage. */
export const wizardState = proxy<{ step: number }>({ step: readStoredStep(browserStorage()) });

subscribe(wizardState, () => {
  try {
    const storage = browserStorage();
    // The first step is the default: nothing is kept for it (a signed-out browser stays empty).
    if (wizardState.step === 0) storage?.removeItem(WIZARD_STEP_STORAGE_KEY);
    else storage?.setItem(WIZARD_STEP_STORAGE_KEY, String(wizardState.step));
  } catch (error) {
    console.error('The wizard step could not be saved', error);
  }
});

onSignOut(() => {
  wizardState.step = 0;
});

export const wizardStep = {
  saved(saved: WizardSave, context: StepContext): void {
    wizardState.step = stepAfterSave(wizardState.step, saved, context);
  },
  back(context: StepContext): void {
    wizardState.step = previousStep(wizardState.step, context);
  },
  jump(target: number, context: StepContext): void {
    wizardState.step = jumpToStep(target, context);
  },
};
