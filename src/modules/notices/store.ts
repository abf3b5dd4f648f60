import { proxy } from 'valtio';

/** Client state of the notices screens: the notice being reported. */
export const noticesStore = proxy<{ reporting: number | null }>({ reporting: null });

export function startReport(noticeId: number | null): void {
  noticesStore.reporting = noticeId;
}
