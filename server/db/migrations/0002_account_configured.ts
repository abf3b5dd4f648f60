import { sql, type Kysely, type Migration } from 'kysely';

/**
 * `users.account_configured`: whether the account configuration was done. Spec part 1 §6 sends a
 * non-admin whose isConfigGeneral is *unset* to the account configuration; isConfigGeneral itself is
 * true (configured for the whole structure) or false (configured per agency) once it is set.
 */
export const accountConfigured: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('users')
      .addColumn('account_configured', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    await sql`update users set account_configured = 1 where is_config_general = 1 or role = 'ADMIN'`.execute(db);
  },
};
