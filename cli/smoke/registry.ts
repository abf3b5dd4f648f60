import { agenciesArea, onboardingArea, platformArea, rolesArea, usersArea } from './areas/administration';
import { billingArea, invoicesArea, ledgerArea, packagesArea, quotationsArea, servicesArea, vatArea } from './areas/accounting';
import { contractsArea, documentsArea, groupsArea, learnersArea, noticesArea, organisationsArea } from './areas/learners';
import { antsArea, gatewayArea, privateOperatorsArea } from './areas/national';
import { materialsArea, planningArea, planningConfigArea, situationsArea } from './areas/planning';
import { sessionArea } from './areas/session';
import { billingFlow } from './flows/billing';
import { planningFlow } from './flows/planning';
import { pushFlow } from './flows/pushes';
import type { SmokeArea } from './types';

/**
 * Every area `volant smoke` checks, in report order: the read areas (lists and statuses), then the
 * write flows in the sandbox. Adding an area is one entry here (a `listArea(...)` is enough for lists).
 */
export const SMOKE_AREAS: readonly SmokeArea[] = [
  sessionArea,
  learnersArea,
  groupsArea,
  organisationsArea,
  noticesArea,
  documentsArea,
  contractsArea,
  vatArea,
  billingArea,
  packagesArea,
  servicesArea,
  quotationsArea,
  invoicesArea,
  ledgerArea,
  planningConfigArea,
  planningArea,
  situationsArea,
  materialsArea,
  antsArea,
  gatewayArea,
  privateOperatorsArea,
  usersArea,
  agenciesArea,
  rolesArea,
  platformArea,
  onboardingArea,
  billingFlow,
  planningFlow,
  pushFlow,
];
