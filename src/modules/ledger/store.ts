import { proxy } from 'valtio';
import { onSignOut } from '../../shared/session/store';

/** Client state of the accounting documents: the archive being built. */
export const ledgerStore = proxy<{ exporting: boolean }>({ exporting: false });

onSignOut(() => {
  ledgerStore.exporting = false;
});
