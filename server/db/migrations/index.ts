import type { Migration } from 'kysely';
import { core } from './0001_core';
import { ssoCas } from './0010_sso_cas';
import { accountConfigured } from './0002_account_configured';
import { organisations } from './0100_organisations';
import { learners } from './0101_learners';
import { groups } from './0102_groups';
import { documents } from './0103_documents';
import { tracking } from './0104_tracking';
import { contracts } from './0105_contracts';
import { notices } from './0106_notices';
import { learnersSearch } from './0107_learners_search';
import { learnerApplications } from './0108_learner_applications';
import { learnersSearchText } from './0109_learners_search_text';
import { learnersSearchOnChange } from './0110_learners_search_on_change';
import { groupsNameKey } from './0111_groups_name_key';
import { vat } from './0200_vat';
import { services } from './0201_services';
import { billing } from './0202_billing';
import { packages } from './0203_packages';
import { bills } from './0204_bills';
import { ledger } from './0205_ledger';
import { billsRecent } from './0206_bills_recent';
import { billsSearch } from './0207_bills_search';
import { billsSearchOnChange } from './0208_bills_search_on_change';
import { billsSearchText } from './0209_bills_search_text';
import { ledgerKeyed } from './0250_ledger_keyed';
import { billsSeller } from './0280_bills_seller';
import { organisationsVat } from './0281_organisations_vat';
import { accountingPlan } from './0295_accounting_plan';
import { exemptSalesAccount } from './0296_exempt_sales_account';
import { contractModelFees } from './0297_contract_model_fees';
import { documentsFrozen } from './0285_documents_frozen';
import { packageItemsTtc } from './0286_package_items_ttc';
import { contractsFrozen } from './0287_contracts_frozen';
import { ledgerClosuresCover } from './0251_ledger_closures_cover';
import { ledgerBook } from './0252_ledger_book';
import { paymentsRefundsBalance } from './0260_payments_refunds_balance';
import { servicesContractFee } from './0270_services_contract_fee';
import { billLinesTtc } from './0271_bill_lines_ttc';
import { servicesTtc } from './0272_services_ttc';
import { administration } from './0500_administration';
import { ants } from './0400_ants';
import { dsrGateway } from './0401_dsr_gateway';
import { privateOperators } from './0402_private_operators';
import { planningReference } from './0300_planning_reference';
import { materials } from './0301_materials';
import { planningConfig } from './0302_planning_config';
import { planningSlots } from './0303_planning_slots';
import { embeds } from './0700_embeds';
import { pushes } from './0600_pushes';
import { dashboardIndexes } from './0601_dashboard_indexes';
import { sharedState } from './0900_shared_state';
import { openingBalances } from './0960_opening_balances';
import { outboxDelivery } from './0950_outbox_delivery';
import { signatures } from './0970_signatures';
import { sepaDirectDebit } from './0960_sepa_direct_debit';
import { learnerAccounts } from './0960_learner_accounts';

/**
 * Every migration, by name (applied in name order). Each area has a range of names, so that a
 * table is created after those it references: 0001 core, 0100 learners, 0200 accounting,
 * 0300 planning and materials, 0400 national services, 0500 administration, 0600 dashboards and
 * pushes, 0900 state shared by every instance (stored files, idempotency keys, rate counters). Adding
 * one is a line here with its file beside this one.
 *
 * A migration that needs a server secret takes it from the context (0250 seals the NF525 chains
 * with the ledger key; 0252 checks it).
 */
/**
 * Rolling upgrades (docs/operations.md, « Upgrading »): migrations expand the schema, release after release, without
 * removing or changing what the release before still reads and writes; such a migration is one a
 * running earlier release tolerates. A migration that does remove or change something (a « contract »)
 * comes in a release after the one that stopped using it, and its name ends with `@<level>`: the
 * SCHEMA_LEVEL of that first release that no longer needs what it removes. A build starts on a
 * database where migrations it does not know were executed only when each of them is an expand one
 * or a contract of a level up to its own (server/db/migrate.ts). Raise SCHEMA_LEVEL in the release
 * that stops using something a later contract migration will remove.
 */
export const SCHEMA_LEVEL = 1;

/** The level a migration's name requires (`0990_drop_x@2` → 2); 0 for an expand migration. */
export function requiredLevel(name: string): number {
  const level = /@(\d+)$/.exec(name)?.[1];
  return level === undefined ? 0 : Number(level);
}

export interface MigrationContext {
  ledgerKey: string;
}

export const migrations = (context: MigrationContext): Record<string, Migration> => ({
  '0001_core': core,
  '0010_sso_cas': ssoCas,
  '0002_account_configured': accountConfigured,
  '0100_organisations': organisations,
  '0101_learners': learners,
  '0102_groups': groups,
  '0103_documents': documents,
  '0104_tracking': tracking,
  '0105_contracts': contracts,
  '0106_notices': notices,
  '0107_learners_search': learnersSearch,
  '0108_learner_applications': learnerApplications,
  '0109_learners_search_text': learnersSearchText,
  '0110_learners_search_on_change': learnersSearchOnChange,
  '0111_groups_name_key': groupsNameKey,
  '0200_vat': vat,
  '0201_services': services,
  '0202_billing': billing,
  '0203_packages': packages,
  '0204_bills': bills,
  '0205_ledger': ledger,
  '0206_bills_recent': billsRecent,
  '0207_bills_search': billsSearch,
  '0208_bills_search_on_change': billsSearchOnChange,
  '0209_bills_search_text': billsSearchText,
  '0250_ledger_keyed': ledgerKeyed(context.ledgerKey),
  '0251_ledger_closures_cover': ledgerClosuresCover,
  '0252_ledger_book': ledgerBook(context.ledgerKey),
  '0260_payments_refunds_balance': paymentsRefundsBalance,
  '0270_services_contract_fee': servicesContractFee,
  '0271_bill_lines_ttc': billLinesTtc,
  '0272_services_ttc': servicesTtc,
  '0280_bills_seller': billsSeller,
  '0281_organisations_vat': organisationsVat,
  '0285_documents_frozen': documentsFrozen,
  '0286_package_items_ttc': packageItemsTtc,
  '0287_contracts_frozen': contractsFrozen,
  '0295_accounting_plan': accountingPlan,
  '0296_exempt_sales_account': exemptSalesAccount,
  '0297_contract_model_fees': contractModelFees,
  '0500_administration': administration,
  '0400_ants': ants,
  '0401_dsr_gateway': dsrGateway,
  '0402_private_operators': privateOperators,
  '0300_planning_reference': planningReference,
  '0301_materials': materials,
  '0302_planning_config': planningConfig,
  '0303_planning_slots': planningSlots,
  '0700_embeds': embeds,
  '0600_pushes': pushes,
  '0601_dashboard_indexes': dashboardIndexes,
  '0900_shared_state': sharedState,
  '0950_outbox_delivery': outboxDelivery,
  '0960_opening_balances': openingBalances,
  '0970_signatures': signatures,
  '0960_sepa_direct_debit': sepaDirectDebit,
  '0960_learner_accounts': learnerAccounts,
});
