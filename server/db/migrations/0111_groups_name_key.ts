import { sql, type Kysely, type Migration } from 'kysely';
import { nameKey } from '../search-text';

/**
 * Group names are unique per structure whatever their case and accents (« code du soir — orléans » is
 * « Code du soir — Orléans »): `name_key` holds the folded name (search-text.ts `nameKey`, computed by
 * the server on both SQLite and PostgreSQL) under a unique index. Existing names that fold alike keep
 * their rows apart by their id in the key, until one is renamed.
 */
export const groupsNameKey: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('groups').addColumn('name_key', 'text').execute();
    const rows = await sql<{ id: number; structure_id: number; name: string }>`select id, structure_id, name from groups order by id`.execute(db);
    const seen = new Set<string>();
    for (const row of rows.rows) {
      const key = nameKey(row.name);
      const scoped = `${row.structure_id}:${key}`;
      const value = seen.has(scoped) ? `${key}#${row.id}` : key;
      seen.add(scoped);
      await sql`update groups set name_key = ${value} where id = ${row.id}`.execute(db);
    }
    await db.schema.createIndex('groups_structure_name_key_unique').unique().on('groups').columns(['structure_id', 'name_key']).execute();
  },
};
