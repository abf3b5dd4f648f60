import type { ModuleDescriptor } from '../shared/module/types';
import { antsModule } from '../modules/ants';
import { authModule } from '../modules/auth';
import { errorsModule } from '../modules/errors';
import { vatModule } from '../modules/vat';

/** Every module of the back office: registering a module is one line here. */
export const modules: readonly ModuleDescriptor[] = [
  authModule,
  errorsModule,
  vatModule,
  antsModule,
];
