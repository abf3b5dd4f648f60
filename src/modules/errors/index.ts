import type { ModuleDescriptor } from '../../shared/module/types';
import { errorsRoutes } from './routes';

export const errorsModule: ModuleDescriptor = { id: 'errors', routes: errorsRoutes };
