import type { AdministrationTables } from './tables/administration';
import type { AccountingTables } from './tables/accounting';
import type { CollectionTables } from './tables/collection';
import type { CoreTables, LearnersTable } from './tables/core';
import type { EmbedTables } from './tables/embeds';
import type { LearnerExtraColumns, LearnerTables } from './tables/learners';
import type { NationalTables } from './tables/national';
import type { OperationsTables } from './tables/operations';
import type { OrganisationTables } from './tables/organisations';
import type { PlanningTables } from './tables/planning';
import type { ServiceTables } from './tables/services';
import type { SharedStateTables } from './tables/shared-state';
import type { SignatureTables } from './tables/signatures';
import type { VatTables } from './tables/vat';

/**
 * The whole relational schema as Kysely sees it. Each area declares its table interfaces in
 * server/db/tables/<area>.ts and adds them to this extends list (e.g. `CoreTables, AccountingTables`).
 */
export interface Database
  extends CoreTables,
    OrganisationTables,
    LearnerTables,
    VatTables,
    ServiceTables,
    AccountingTables,
    CollectionTables,
    PlanningTables,
    NationalTables,
    AdministrationTables,
    EmbedTables,
    OperationsTables,
    SharedStateTables,
    SignatureTables {
  /** The core learners table with the columns of migration 0101_learners. */
  learners: LearnersTable & LearnerExtraColumns;
}
