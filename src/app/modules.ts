import type { ModuleDescriptor } from '../shared/module/types';
import { authModule } from '../modules/auth';
import { errorsModule } from '../modules/errors';
import { materialsModule } from '../modules/materials';
import { planningModule } from '../modules/planning';
import { planningConfigModule } from '../modules/planning-config';
import { vatModule } from '../modules/vat';

/** Every module of the back office: registering a module is one line here. */
export const modules: readonly ModuleDescriptor[] = [
  authModule,
  errorsModule,
  vatModule,
  planningModule,
  planningConfigModule,
  materialsModule,
];
