import { PUSHES_PATH } from './api';

/** The pushes module's SWR keys (the list's come from its list controller). */
export const pushKeys = {
  deliveries: (pushId: number, page: number) => [`${PUSHES_PATH}/${pushId}/deliveries`, { page, itemsPerPage: 50 }] as const,
};
