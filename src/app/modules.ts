import type { ModuleDescriptor } from '../shared/module/types';
import { antsModule } from '../modules/ants';
import { authModule } from '../modules/auth';
import { dsrGatewayModule } from '../modules/dsr-gateway';
import { errorsModule } from '../modules/errors';
import { privateOperatorsModule } from '../modules/private-operators';
import { vatModule } from '../modules/vat';

/** Every module of the back office: registering a module is one line here. */
export const modules: readonly ModuleDescriptor[] = [
  authModule,
  errorsModule,
  vatModule,
  antsModule,
  dsrGatewayModule,
  privateOperatorsModule,
];
