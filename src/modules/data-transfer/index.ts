import { ROLES } from '../../shared/auth/roles';
import type { ModuleDescriptor } from '../../shared/module/types';
import { dataTransferTitles as m } from './titles';
import { DATA_TRANSFER_PATHS, dataTransferRoutes } from './routes';

/**
 * Import (« Migration ») and export (« Réversibilité »). The importer's nav item uses the shell's
 * `import` key: shown only to an admin whose admin type is admin or unset (src/app/navigation/menu.ts).
 */
export const dataTransferModule: ModuleDescriptor = {
  id: 'data-transfer',
  routes: dataTransferRoutes,
  nav: [
    { key: 'import', title: m.importer.navTitle, icon: 'upload', path: DATA_TRANSFER_PATHS.importer, group: 'administration', order: 60 },
    { key: 'export', title: m.exporter.navTitle, icon: 'download', path: DATA_TRANSFER_PATHS.exporter, roles: [ROLES.admin, ROLES.manager], group: 'administration', order: 70 },
  ],
};
