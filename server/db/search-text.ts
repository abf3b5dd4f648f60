import { sql, type Kysely, type RawBuilder } from 'kysely';

/**
 * Accent- and case-insensitive search text. The database side folds with SQLite's FTS5 trigram
 * tokenizer (remove_diacritics) or PostgreSQL's translate() (immutable, so it can be indexed with
 * pg_trgm); the words a user types are folded the same way here.
 */
export const PG_FOLD_FROM = 'àáâäãåçèéêëìíîïñòóôöõùúûüýÿœæ';
export const PG_FOLD_TO = 'aaaaaaceeeeiiiinooooouuuuyyoa';

export function foldSearchWord(word: string): string {
  return word
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/œ/g, 'o')
    .replace(/æ/g, 'a')
    .toLowerCase();
}

/**
 * `translate(lower(coalesce(c1,'') || ' ' || …))`: the folded text of columns on PostgreSQL, stored
 * for learners in the generated column `learners.search_text` (migrations 0107, 0109).
 */
export function pgSearchExpression(columns: readonly string[]): RawBuilder<string> {
  const joined = sql.join(
    columns.map((column) => sql`coalesce(${sql.ref(column)}, '')`),
    sql` || ' ' || `,
  );
  return sql<string>`translate(lower(${joined}), ${sql.lit(PG_FOLD_FROM)}, ${sql.lit(PG_FOLD_TO)})`;
}

/** An FTS5 phrase for a trigram table: the word between double quotes, its own quotes doubled. */
export function ftsPhrase(word: string): string {
  return `"${word.replace(/"/g, '""')}"`;
}

/** The trigram indexes (FTS5 trigram, pg_trgm) answer words of three characters or more; shorter ones scan. */
export const TRIGRAM_LENGTH = 3;

/**
 * SQLite: a contentless FTS5 trigram table `index` (substring matches, accents and case ignored) over
 * the columns of `table` joined by spaces, its rowid the row's id, filled now and kept in sync by
 * triggers. Used by the search migrations (0107 learners, 0207 bills).
 */
export async function createSqliteTrigramIndex(db: Kysely<unknown>, table: string, index: string, columns: readonly string[]): Promise<void> {
  const text = (row: string) => sql.raw(columns.map((column) => `coalesce(${row}.${column}, '')`).join(` || ' ' || `));
  await sql`create virtual table ${sql.id(index)} using fts5(text, tokenize = 'trigram remove_diacritics 1', content = '', contentless_delete = 1)`.execute(db);
  await sql`insert into ${sql.id(index)} (rowid, text) select id, ${text(table)} from ${sql.id(table)}`.execute(db);
  await sql`create trigger ${sql.id(`${index}_insert`)} after insert on ${sql.id(table)} begin
    insert into ${sql.id(index)} (rowid, text) values (new.id, ${text('new')});
  end`.execute(db);
  await sql`create trigger ${sql.id(`${index}_update`)} after update of ${sql.raw(columns.join(', '))} on ${sql.id(table)} begin
    delete from ${sql.id(index)} where rowid = old.id;
    insert into ${sql.id(index)} (rowid, text) values (new.id, ${text('new')});
  end`.execute(db);
  await sql`create trigger ${sql.id(`${index}_delete`)} after delete on ${sql.id(table)} begin
    delete from ${sql.id(index)} where rowid = old.id;
  end`.execute(db);
}
