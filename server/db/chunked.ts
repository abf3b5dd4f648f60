/** Ids per `in (…)` list: well under SQLite's and PostgreSQL's bound-parameter limits. */
export const IN_LIST_CHUNK = 500;

/**
 * Reads rows for many ids, `IN_LIST_CHUNK` ids per query, and groups them by `keyOf` (rows keep the
 * order each query gives them).
 */
export async function groupedByIds<Row>(
  ids: readonly number[],
  read: (chunk: readonly number[]) => Promise<Row[]>,
  keyOf: (row: Row) => number,
): Promise<Map<number, Row[]>> {
  const grouped = new Map<number, Row[]>();
  for (let i = 0; i < ids.length; i += IN_LIST_CHUNK) {
    for (const row of await read(ids.slice(i, i + IN_LIST_CHUNK))) {
      const key = keyOf(row);
      const list = grouped.get(key);
      if (list) list.push(row);
      else grouped.set(key, [row]);
    }
  }
  return grouped;
}
