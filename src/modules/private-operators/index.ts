import type { ModuleDescriptor } from '../../shared/module/types';
import { operatorMessages } from './messages';
import { PRIVATE_OPERATORS_PATH, privateOperatorRoutes } from './routes';

/** Private exam operators (registrations, sessions, centres) and partners (`/operateur-prives`). */
export const privateOperatorsModule: ModuleDescriptor = {
  id: 'private-operators',
  routes: privateOperatorRoutes,
  nav: [{ key: 'operateur-prives', title: operatorMessages.navTitle, icon: 'car', path: PRIVATE_OPERATORS_PATH, group: 'national', order: 30 }],
};
