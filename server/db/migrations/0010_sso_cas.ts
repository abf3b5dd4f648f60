import type { Kysely, Migration } from 'kysely';

/**
 * CAS 3.0 `renew`: a service ticket remembers whether it was issued as the user presented their
 * credentials, so that a validation with renew=true accepts only those.
 */
export const ssoCas: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('sso_tickets').addColumn('from_new_login', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  },
};
