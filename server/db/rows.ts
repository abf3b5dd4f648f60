/** What a Kysely select answers row by row (a select builder, or anything executing like one). */
interface RowQuery {
  executeTakeFirstOrThrow(): Promise<unknown>;
}

/** The row type of a query: `QueryRow<LearnerQuery>`. */
export type QueryRow<Query extends RowQuery> = Awaited<ReturnType<Query['executeTakeFirstOrThrow']>>;

/** The row type of a select function's query: `RowOf<typeof selectTvas>`. */
export type RowOf<Select extends (...args: never[]) => RowQuery> = QueryRow<ReturnType<Select>>;
