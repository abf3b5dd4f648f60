import { sql, type RawBuilder } from 'kysely';
import type { Dialect } from '../../db/sql';

/** Separators of aggregated pairs (ASCII unit and record separators: never in a name). */
export const UNIT = '\u001f';
export const RECORD = '\u001e';

/** `group_concat` (SQLite) / `string_agg` (PostgreSQL) of a text expression, records separated by RECORD. */
export function aggregateText(dialect: Dialect, expression: RawBuilder<unknown>): RawBuilder<string | null> {
  return dialect === 'postgres'
    ? sql<string | null>`string_agg(${expression}, ${RECORD})`
    : sql<string | null>`group_concat(${expression}, ${RECORD})`;
}

/** The records of an aggregate (none when it is null: no row was aggregated). */
export function splitRecords(value: string | null): string[] {
  return (value ?? '').split(RECORD).filter(Boolean);
}

/** Splits an aggregate of `id UNIT name` records into refs, sorted by name. */
export function splitPairs(value: string | null): Array<{ id: number; name: string }> {
  return splitRecords(value)
    .map((record) => {
      const [id, name] = record.split(UNIT);
      return { id: Number(id), name: name ?? '' };
    })
    .sort((a, b) => a.name.localeCompare(b.name, 'fr'));
}

/** Casts to text on both engines. */
export function asText(expression: RawBuilder<unknown>): RawBuilder<string> {
  return sql<string>`cast(${expression} as text)`;
}
