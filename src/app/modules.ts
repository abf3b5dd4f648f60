import type { ModuleDescriptor } from '../shared/module/types';
import { authModule } from '../modules/auth';
import { errorsModule } from '../modules/errors';
import { contractsModule } from '../modules/contracts';
import { groupsModule } from '../modules/groups';
import { learnersModule } from '../modules/learners';
import { noticesModule } from '../modules/notices';
import { organisationsModule } from '../modules/organisations';
import { vatModule } from '../modules/vat';

/** Every module of the back office: registering a module is one line here. */
export const modules: readonly ModuleDescriptor[] = [
  authModule,
  errorsModule,
  vatModule,
  learnersModule,
  groupsModule,
  organisationsModule,
  noticesModule,
  contractsModule,
];
