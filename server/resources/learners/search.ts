import { sql, type Expression, type SqlBool } from 'kysely';
import type { Dialect } from '../../core/env';
import { likePattern } from '../../core/list-query';
import { LEARNER_SEARCH_COLUMNS } from '../../db/migrations/0107_learners_search';
import { foldSearchWord, ftsPhrase, pgSearchExpression, TRIGRAM_LENGTH } from '../../db/search-text';

const QUALIFIED = LEARNER_SEARCH_COLUMNS.map((column) => `learners.${column}`);
/**
 * `simplesearch` on learners through the search index of migration 0107: every word must appear
 * (as a substring, accents and case ignored) in the name, e-mail, phone or NEPH.
 */
export function learnerSearch(words: readonly string[], dialect: Dialect): Expression<SqlBool> {
  const folded = words.map(foldSearchWord).filter(Boolean);
  if (dialect === 'postgres') {
    const text = pgSearchExpression(QUALIFIED);
    return sql<SqlBool>`(${sql.join(
      folded.map((word) => sql`${text} like ${likePattern(word)} escape '\\'`),
      sql` and `,
    )})`;
  }
  const indexed = folded.filter((word) => word.length >= TRIGRAM_LENGTH);
  const short = folded.filter((word) => word.length < TRIGRAM_LENGTH);
  const parts = [];
  if (indexed.length > 0) {
    parts.push(sql`learners.id in (select rowid from learners_search where learners_search match ${indexed.map(ftsPhrase).join(' AND ')})`);
  }
  const scanned = sql.join(QUALIFIED.map((column) => sql`coalesce(${sql.ref(column)}, '')`), sql` || ' ' || `);
  for (const word of short) parts.push(sql`${scanned} like ${likePattern(word)} escape '\\'`);
  return sql<SqlBool>`(${sql.join(parts, sql` and `)})`;
}
