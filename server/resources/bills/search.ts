import { sql, type Expression, type SqlBool } from 'kysely';
import type { Dialect } from '../../db/sql';
import { containsExpr, likePattern } from '../../core/list-query';
import { foldSearchWord, ftsPhrase, pgSearchExpression, trigramSearchable } from '../../db/search-text';
import { idAmong } from '../../db/sql';

/** SQLite's trigram tables cannot serve a word shorter than a trigram: it is looked for by a scan of the joined names. */
const scansJoinedNames = (word: string, dialect: Dialect) => dialect === 'sqlite' && !trigramSearchable(foldSearchWord(word));

/** What such a word is looked for in. */
const SCANNED = ['bills.number', 'bills.customer_name', 'bills.title', 'learners.first_name', 'learners.last_name', 'learners.email', 'organizations.name'];

/**
 * The ids of the bills a folded word finds on PostgreSQL, each source through its trigram index
 * (the stored texts of 0109 and 0209). The learners' and organisations' ids are read first, then
 * their bills by `bills_learner_idx` / `bills_organization_idx`: with `in (subquery)` PostgreSQL
 * hashed the ≈ 2 000 learners of « martin » and read all 100 000 bills to match them (35–55 ms
 * instead of 8).
 */
function pgBillIds(word: string) {
  const pattern = likePattern(word);
  const learners = sql`select learners.id from learners where learners.search_text like ${pattern} escape '\\'`;
  const organizations = sql`select organizations.id from organizations where ${pgSearchExpression(['organizations.name'])} like ${pattern} escape '\\'`;
  return sql`select b.id from bills b where b.search_text like ${pattern} escape '\\'
    union all select b.id from bills b where ${idAmong('b.learner_id', learners, 'postgres')}
    union all select b.id from bills b where ${idAmong('b.organization_id', organizations, 'postgres')}`;
}

/**
 * The ids of the bills a word finds on SQLite, through the FTS5 trigram tables. SQLite's LIKE folds
 * ASCII case only: the typed word matches accented organisation names, the folded one plain ones.
 */
function sqliteBillIds(raw: string, word: string) {
  const phrase = ftsPhrase(word);
  return sql`select rowid from bills_search where bills_search match ${phrase}
    union all select b.id from bills b where b.learner_id in (select rowid from learners_search where learners_search match ${phrase})
    union all select b.id from bills b where b.organization_id in (select organizations.id from organizations where organizations.name like ${likePattern(raw)} escape '\\' or organizations.name like ${likePattern(word)} escape '\\')`;
}

/**
 * `simplesearch` on quotations and invoices: every word must appear (accents and case ignored) in
 * the bill's number, customer or title (indexes of migrations 0207 and 0209), in its learner's name, e-mail,
 * phone or NEPH (the learners' index, 0107), or in its organisation's name. Each source is read
 * through its own index, their bill ids united, and the bills then found by id: a LIKE over the
 * joined rows read every bill and its learner (1.6 s a query at c32), and an OR of the three sources
 * let SQLite scan the caller's bills when it planned without knowing the word. Words shorter than a
 * trigram are looked for by a scan on SQLite (PostgreSQL's LIKE on the folded text takes them).
 */
export function billSearch(words: readonly string[], dialect: Dialect): Expression<SqlBool> {
  const parts = words.map((raw) => {
    const word = foldSearchWord(raw);
    if (scansJoinedNames(raw, dialect)) return sql<SqlBool>`(${sql.join(SCANNED.map((column) => containsExpr(dialect, column, raw)), sql` or `)})`;
    return idAmong('bills.id', dialect === 'postgres' ? pgBillIds(word) : sqliteBillIds(raw, word), dialect);
  });
  return sql<SqlBool>`(${sql.join(parts, sql` and `)})`;
}

/**
 * The bill search reads bill ids only — on PostgreSQL always, on SQLite when every word is long
 * enough for the trigram tables (shorter ones scan the joined names): it is then counted on the
 * bills alone, and on PostgreSQL the page is picked among the matches first (`listPage`), not by
 * joining the learner, agency and organisation of every match before keeping ten.
 */
export function billSearchOnIds(words: readonly string[], dialect: Dialect): boolean {
  return !words.some((raw) => scansJoinedNames(raw, dialect));
}

export function billSearchFirst(words: readonly string[], dialect: Dialect): boolean {
  return dialect === 'postgres';
}
