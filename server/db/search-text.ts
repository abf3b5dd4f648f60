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
 * The key under which two names are the same one: folded like search words (case, accents, œ/æ),
 * spaces trimmed and collapsed, typographic apostrophes and dashes made plain. Unique per structure
 * for group names (migration 0111).
 */
export function nameKey(name: string): string {
  return foldSearchWord(
    name
      .trim()
      .replace(/\s+/g, ' ')
      .replace(/[’‘`]/g, "'")
      .replace(/[‐‑‒–—―]/g, '-'),
  );
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

/**
 * PostgreSQL: the folded text of `table`'s `columns` as a stored generated column `search_text`,
 * indexed with pg_trgm (`<table>_search_text_trgm`) in place of the expression index `replaced`.
 * Used by migrations 0109 (learners) and 0209 (bills).
 */
export async function storePgSearchText(db: Kysely<unknown>, table: string, columns: readonly string[], replaced: string): Promise<void> {
  await sql`alter table ${sql.id(table)} add column search_text text generated always as (${pgSearchExpression(columns)}) stored`.execute(db);
  await sql`create index ${sql.id(`${table}_search_text_trgm`)} on ${sql.id(table)} using gin (search_text public.gin_trgm_ops)`.execute(db);
  await sql`drop index ${sql.id(replaced)}`.execute(db);
  await sql`analyze ${sql.id(table)}`.execute(db);
}

/** An FTS5 phrase for a trigram table: the word between double quotes, its own quotes doubled. */
export function ftsPhrase(word: string): string {
  return `"${word.replace(/"/g, '""')}"`;
}

/**
 * Whether the trigram indexes (FTS5 trigram, pg_trgm) can answer a folded word: three characters or
 * more. A shorter word is looked for by a scan.
 */
export function trigramSearchable(folded: string): boolean {
  return folded.length >= 3;
}

/** `coalesce(row.c1, '') || ' ' || …`: the text a trigram table holds for a row (`new`, `old` or the table). */
function sqliteRowText(row: string, columns: readonly string[]): RawBuilder<string> {
  return sql.raw(columns.map((column) => `coalesce(${row}.${column}, '')`).join(` || ' ' || `));
}

/**
 * SQLite: a contentless FTS5 trigram table `index` (substring matches, accents and case ignored) over
 * the columns of `table` joined by spaces, its rowid the row's id, filled now and kept in sync by
 * triggers. Used by the search migrations (0107 learners, 0207 bills).
 */
export async function createSqliteTrigramIndex(db: Kysely<unknown>, table: string, index: string, columns: readonly string[]): Promise<void> {
  await sql`create virtual table ${sql.id(index)} using fts5(text, tokenize = 'trigram remove_diacritics 1', content = '', contentless_delete = 1)`.execute(db);
  await sql`insert into ${sql.id(index)} (rowid, text) select id, ${sqliteRowText(table, columns)} from ${sql.id(table)}`.execute(db);
  await sql`create trigger ${sql.id(`${index}_insert`)} after insert on ${sql.id(table)} begin
    insert into ${sql.id(index)} (rowid, text) values (new.id, ${sqliteRowText('new', columns)});
  end`.execute(db);
  await createSqliteTrigramUpdateTrigger(db, table, index, columns);
  await sql`create trigger ${sql.id(`${index}_delete`)} after delete on ${sql.id(table)} begin
    delete from ${sql.id(index)} where rowid = old.id;
  end`.execute(db);
}

/**
 * The trigger that re-indexes a row whose searched text changed. Only then: a form saved as it was,
 * or a change of another column, costs no delete and insert of trigrams (≈ 60 µs of a 5 µs update).
 */
async function createSqliteTrigramUpdateTrigger(db: Kysely<unknown>, table: string, index: string, columns: readonly string[]): Promise<void> {
  await sql`create trigger ${sql.id(`${index}_update`)} after update of ${sql.raw(columns.join(', '))} on ${sql.id(table)}
    when ${sqliteRowText('old', columns)} is not ${sqliteRowText('new', columns)} begin
    delete from ${sql.id(index)} where rowid = old.id;
    insert into ${sql.id(index)} (rowid, text) values (new.id, ${sqliteRowText('new', columns)});
  end`.execute(db);
}

/** Migrations 0110 and 0208: the update trigger of an existing trigram table, re-indexing only on change. */
export async function replaceSqliteTrigramUpdateTrigger(db: Kysely<unknown>, table: string, index: string, columns: readonly string[]): Promise<void> {
  await sql`drop trigger if exists ${sql.id(`${index}_update`)}`.execute(db);
  await createSqliteTrigramUpdateTrigger(db, table, index, columns);
}
