/**
 * The first value of a query parameter, as Hono's `c.req.query(name)` reads it (`?a=1&a=2` → `1`),
 * from a declared route's `query`.
 */
export const queryValue = (query: Readonly<Record<string, string[]>>, name: string): string | undefined => query[name]?.[0];
