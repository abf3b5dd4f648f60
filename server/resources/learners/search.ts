import { sql, type Expression, type SqlBool } from 'kysely';
import type { Dialect } from '../../db/sql';
import { likePattern } from '../../core/list-query';
import { foldSearchWord, ftsPhrase, trigramSearchable } from '../../db/search-text';

/**
 * The columns `simplesearch` looks into on learners (name, e-mail, phone, NEPH): those the index of
 * migration 0107 covers (a migration keeps its own copy: it never reads today's code).
 */
const LEARNER_SEARCH_COLUMNS = ['last_name', 'first_name', 'email', 'phone', 'neph'] as const;
const QUALIFIED = LEARNER_SEARCH_COLUMNS.map((column) => `learners.${column}`);
/**
 * `simplesearch` on learners through the search index of migration 0107: every word must appear
 * (as a substring, accents and case ignored) in the name, e-mail, phone or NEPH. On PostgreSQL the
 * folded text is the stored column `learners.search_text` (migration 0109), trigram-indexed.
 */
export function learnerSearch(words: readonly string[], dialect: Dialect): Expression<SqlBool> {
  const folded = words.map(foldSearchWord).filter(Boolean);
  if (dialect === 'postgres') {
    return sql<SqlBool>`(${sql.join(
      folded.map((word) => sql`learners.search_text like ${likePattern(word)} escape '\\'`),
      sql` and `,
    )})`;
  }
  const indexed = folded.filter(trigramSearchable);
  const short = folded.filter((word) => !trigramSearchable(word));
  const parts = [];
  if (indexed.length > 0) {
    parts.push(sql`learners.id in (select rowid from learners_search where learners_search match ${indexed.map(ftsPhrase).join(' AND ')})`);
  }
  const scanned = sql.join(QUALIFIED.map((column) => sql`coalesce(${sql.ref(column)}, '')`), sql` || ' ' || `);
  for (const word of short) parts.push(sql`${scanned} like ${likePattern(word)} escape '\\'`);
  return sql<SqlBool>`(${sql.join(parts, sql` and `)})`;
}

/**
 * Whether a learner list should find the matching rows first, then order and page them
 * (`ListSpec.searchFirst`).
 * - PostgreSQL, when a word can use the trigram index. Otherwise the planner, seeing a LIMIT, walks
 *   the name-order index and tests every row until a page is found — but the rows matching a name
 *   sit together in that order (« martin » among the M), so it read half the table (380 ms on
 *   100 000 learners) where the index finds them in a few milliseconds. Words all shorter than three
 *   characters cannot use the index: walking the order is then the fast way there.
 * - SQLite, when every word is shorter than three characters (no FTS phrase to start from): the
 *   matches are then found by scanning the covering list index and only the page's rows are read.
 *   Reading whole rows while testing them took 56–100 ms for « du » on 100 000 learners (the plan
 *   depended on the statistics at hand), 35 ms this way, 21 ms with `archived=0`.
 */
export function learnerSearchFirst(words: readonly string[], dialect: Dialect): boolean {
  const indexed = words.some((word) => trigramSearchable(foldSearchWord(word)));
  return dialect === 'postgres' ? indexed : !indexed;
}
