import type { ModuleDescriptor } from '../../shared/module/types';
import { operatorTitles } from './titles';
import { PRIVATE_OPERATORS_PATH, privateOperatorRoutes } from './routes';

/** Private exam operators (registrations, sessions, centres) and partners (`/operateur-prives`). */
export const privateOperatorsModule: ModuleDescriptor = {
  id: 'private-operators',
  routes: privateOperatorRoutes,
  nav: [{ key: 'operateur-prives', title: operatorTitles.navTitle, icon: 'car', path: PRIVATE_OPERATORS_PATH, group: 'national', order: 30 }],
};
