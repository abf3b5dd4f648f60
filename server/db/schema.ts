import type { CoreTables } from './tables/core';
import type { OrganisationTables } from './tables/organisations';
import type { PlanningTables } from './tables/planning';
import type { ServiceTables } from './tables/services';
import type { VatTables } from './tables/vat';

/**
 * The whole relational schema as Kysely sees it. Each area declares its table interfaces in
 * server/db/tables/<area>.ts and adds them to this extends list (e.g. `CoreTables, AccountingTables`).
 */
export interface Database extends CoreTables, OrganisationTables, VatTables, ServiceTables, PlanningTables {}
