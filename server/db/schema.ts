import type { CoreTables } from './tables/core';

/**
 * The whole relational schema as Kysely sees it. Each area declares its table interfaces in
 * server/db/tables/<area>.ts and adds them to this extends list (e.g. `CoreTables, AccountingTables`).
 */
export interface Database extends CoreTables {}
