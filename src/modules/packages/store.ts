import { proxy } from 'valtio';
import { onSignOut } from '../../shared/session/store';

/** Client state of the packages screens: the item being dragged and the last reorder announcement. */
export const packagesStore = proxy<{ draggedItemId: number | null; announcement: string }>({ draggedItemId: null, announcement: '' });

onSignOut(() => {
  packagesStore.draggedItemId = null;
  packagesStore.announcement = '';
});
