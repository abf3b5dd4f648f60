import { ROUTE_PATTERNS } from '../../shared/links/hrefs';
import type { ModuleDescriptor } from '../../shared/module/types';
import { materialsTitles as m } from './titles';
import { materialsRoutes } from './routes';

/** Material resources and their types (`/ressources`, `/ressources-type`). */
export const materialsModule: ModuleDescriptor = {
  id: 'materials',
  routes: materialsRoutes,
  nav: [
    { key: 'ressources', title: m.resources.navTitle, icon: 'car', path: ROUTE_PATTERNS.materials, group: 'planning', order: 20 },
    { key: 'ressources-type', title: m.types.navTitle, icon: 'grip', path: ROUTE_PATTERNS.materialTypes, group: 'planning', order: 30 },
  ],
};
