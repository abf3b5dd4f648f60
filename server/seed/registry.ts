import { administrationSeeder } from './administration';
import { accountingSeeder } from './accounting';
import { embedsSeeder } from './embeds';
import { learnerAccountsSeeder } from './learner-accounts';
import { learnersSeeder } from './learners';
import { nationalSeeder } from './national';
import { operationsSeeder } from './operations';
import { organisationsSeeder } from './organisations';
import { planningSeeder } from './planning';
import { collectionSeeder } from './collection';
import { servicesSeeder } from './services';
import type { Seeder } from './types';
import { vatSeeder } from './vat';

/** Demo seeders of the areas, run in order after the core demo data (one line per area). */
export const areaSeeders: Seeder[] = [
  organisationsSeeder,
  vatSeeder,
  servicesSeeder,
  administrationSeeder,
  // Learners' addresses before the accounting documents: an invoice is issued with its customer's address.
  learnersSeeder,
  accountingSeeder,
  nationalSeeder,
  planningSeeder,
  // After the planning's payment schedules: the mandates and the batch collect its instalments.
  collectionSeeder,
  // After the planning: a demo learner's account comes with lessons booked.
  learnerAccountsSeeder,
  embedsSeeder,
  operationsSeeder,
];
