/**
 * Merge-patch writes (RFC 7396): a field left out of the body is `undefined` and keeps its column; a
 * field given (null included) is written.
 */

type Given<T> = { [K in keyof T]?: Exclude<T[K], undefined> };

/** The columns a merge-patch writes: those whose value was given. */
export function givenColumns<T extends Record<string, unknown>>(columns: T): Given<T> {
  return Object.fromEntries(Object.entries(columns).filter(([, value]) => value !== undefined)) as Given<T>;
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
