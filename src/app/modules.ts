import type { ModuleDescriptor } from '../shared/module/types';
import { antsModule } from '../modules/ants';
import { authModule } from '../modules/auth';
import { dsrGatewayModule } from '../modules/dsr-gateway';
import { errorsModule } from '../modules/errors';
import { billingModule } from '../modules/billing';
import { invoicesModule } from '../modules/invoices';
import { collectionModule } from '../modules/collection';
import { ledgerModule } from '../modules/ledger';
import { packagesModule } from '../modules/packages';
import { quotationsModule } from '../modules/quotations';
import { contractsModule } from '../modules/contracts';
import { groupsModule } from '../modules/groups';
import { learnersModule } from '../modules/learners';
import { noticesModule } from '../modules/notices';
import { organisationsModule } from '../modules/organisations';
import { privateOperatorsModule } from '../modules/private-operators';
import { materialsModule } from '../modules/materials';
import { planningModule } from '../modules/planning';
import { planningConfigModule } from '../modules/planning-config';
import { vatModule } from '../modules/vat';
import { accountSetupModule } from '../modules/account-setup';
import { agenciesModule } from '../modules/agencies';
import { dataTransferModule } from '../modules/data-transfer';
import { platformModule } from '../modules/platform';
import { rolesModule } from '../modules/roles';
import { usersModule } from '../modules/users';
import { dashboardsModule } from '../modules/dashboards';
import { pushesModule } from '../modules/pushes';

/** Every module of the back office: registering a module is one line here. */
export const modules: readonly ModuleDescriptor[] = [
  authModule,
  errorsModule,
  vatModule,
  usersModule,
  agenciesModule,
  rolesModule,
  accountSetupModule,
  platformModule,
  dataTransferModule,
  quotationsModule,
  invoicesModule,
  collectionModule,
  billingModule,
  packagesModule,
  ledgerModule,
  learnersModule,
  groupsModule,
  organisationsModule,
  noticesModule,
  contractsModule,
  antsModule,
  dsrGatewayModule,
  privateOperatorsModule,
  planningModule,
  planningConfigModule,
  materialsModule,
  dashboardsModule,
  pushesModule,
];
