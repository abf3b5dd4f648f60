import { proxy } from 'valtio';

/**
 * Client state of the ANTS area. `expired` is set when ANTS answers that the session expired (spec
 * part 2 §4, §8) and cleared by the next successful ANTS call; the indicator counts it as not connected.
 */
export const antsStore = proxy<{ expired: boolean }>({ expired: false });

export function setAntsExpired(expired: boolean): void {
  antsStore.expired = expired;
}
