/**
 * Merge-patch writes (RFC 7396): a field left out of the body is `undefined` and keeps its column; a
 * field given (null included) is written.
 */

type Given<T> = { [K in keyof T]?: Exclude<T[K], undefined> };

/** The columns a merge-patch writes: those whose value was given. */
export function givenColumns<T extends Record<string, unknown>>(columns: T): Given<T> {
  return Object.fromEntries(Object.entries(columns).filter(([, value]) => value !== undefined)) as Given<T>;
}

/**
 * A merge-patch UPDATE of the given columns, not run at all when none was given: an empty merge-patch
 * changes nothing (RFC 7396), and an UPDATE without a column is an SQL syntax error (issue 36 S8: a
 * 500 on `PATCH /users/{id}` with `{}`). Handlers that write a merge-patch themselves go through it;
 * crudDeclarations skip an empty patch before their `apply`.
 */
export async function updateGiven<T extends Record<string, unknown>>(columns: T, update: (set: Given<T>) => { execute(): Promise<unknown> }): Promise<void> {
  const set = givenColumns(columns);
  if (Object.keys(set).length > 0) await update(set).execute();
}

/** True when a merge-patch gives at least one field; an empty one changes nothing (RFC 7396). */
export function givesAnyField(patch: object): boolean {
  return Object.values(patch).some((value) => value !== undefined);
}

/** A given field converted to its column (`convert(value)`), or `undefined` when it was left out. */
export function ifGiven<V, R>(value: V | undefined, convert: (value: V) => R): R | undefined {
  return value === undefined ? undefined : convert(value);
}

/** A boolean field as its 0/1 column, when given. */
export const givenFlag = (value: boolean | undefined): 0 | 1 | undefined => ifGiven(value, (flag) => (flag ? 1 : 0));
