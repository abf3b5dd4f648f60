import { proxy } from 'valtio';
import type { PushAction } from './types';

/**
 * Client state of the push screen: the failure of each action, kept per action (spec part 2 §8
 * « Push failures are kept per action »), shown where that action is done and cleared by its next
 * success or by the user.
 */
export const pushesStore = proxy<{ errors: Partial<Record<PushAction, string>> }>({ errors: {} });

export function setPushError(action: PushAction, message: string | null): void {
  if (message === null) delete pushesStore.errors[action];
  else pushesStore.errors[action] = message;
}

export function clearPushErrors(): void {
  pushesStore.errors = {};
}
