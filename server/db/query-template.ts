import { createQueryId, type Compilable, type CompiledQuery, type Kysely, type QueryResult } from 'kysely';
import { keepPrepared, MAX_PREPARED_LIST } from './prepared-statements';
import type { Database } from './schema';

/** Where one of a template's values goes: replaced by the value itself at each run. */
class Slot {
  constructor(readonly index: number) {}
}

type Scalar = string | number | null;

/**
 * A value of a template: one parameter, a list of them (an `IN (…)` list), or named parameters (the
 * columns an UPDATE sets: their names are part of the shape, their values are parameters).
 */
type TemplateValue = Scalar | readonly (string | number)[] | Readonly<Record<string, Scalar>>;

/** What makes one shape: the length of each list, the names (in order) of each record's keys. */
function shapeOf(values: readonly TemplateValue[]): string {
  let shape = '';
  for (const value of values) {
    if (Array.isArray(value)) shape += `${value.length},`;
    // Column names hold no NUL: the keys joined by it name one set of columns.
    else if (value !== null && typeof value === 'object') shape += `${Object.keys(value).join('\u0000')},`;
    else shape += ',';
  }
  return shape;
}

/** The values in the order of their slots (lists and records spread). */
function flatten(values: readonly TemplateValue[]): unknown[] {
  const flat: unknown[] = [];
  for (const value of values) {
    if (Array.isArray(value)) flat.push(...(value as readonly unknown[]));
    else if (value !== null && typeof value === 'object') flat.push(...Object.values(value));
    else flat.push(value);
  }
  return flat;
}

interface Compiled {
  sql: string;
  query: CompiledQuery['query'];
  /** The compiled parameters: a Slot where a value goes, the query's own constants as they are. */
  parameters: readonly unknown[];
}

/** Distinct shapes kept (one per length of each list value and keys of each record; the oldest go first). */
const MAX_SHAPES = 200;

/**
 * A query built and compiled once per shape, then run with each call's values. Kysely builds a
 * query's node tree and compiles it to SQL on every call: for the few queries every request of a hot
 * route repeats (the learner's UPDATE and its read back after a PATCH), that was a fifth of the
 * server's time.
 *
 * `build` receives placeholders in place of the values and must use them only as values of the
 * query (compared, listed in `IN`, set as a column's new value), never decide anything on them: the
 * SQL may depend on the values only through the lengths of the lists and the keys of the records,
 * which make the shape. Every placeholder must reach the compiled parameters (checked when a shape is
 * compiled). On PostgreSQL, a shape whose lists are short runs as a named prepared statement
 * (server/db/prepared-statements.ts).
 *
 * Writes too: the plugins of the database (the caches' write generation, server/db/write-generation.ts)
 * see a query when Kysely compiles it, so every run that does not compile hands the kept node to the
 * executor's `transformQuery` again — each execution of a templated write moves the generations as a
 * built one does (the plugins' answer is not used: the SQL is the one compiled).
 */
export class QueryTemplate<V extends readonly TemplateValue[], R> {
  /** The compiled shapes of each database (the SQL depends on its dialect). */
  readonly #shapes = new WeakMap<Kysely<Database>, Map<string, Compiled>>();

  constructor(private readonly build: (db: Kysely<Database>, ...values: V) => Compilable<R>) {}

  async execute(db: Kysely<Database>, ...values: V): Promise<R[]> {
    return (await this.run(db, ...values)).rows;
  }

  /** Runs the query: its rows, and for a write the number of rows it changed (`numAffectedRows`). */
  async run(db: Kysely<Database>, ...values: V): Promise<QueryResult<R>> {
    const shape = shapeOf(values);
    let shapes = this.#shapes.get(db);
    if (!shapes) this.#shapes.set(db, (shapes = new Map()));
    const queryId = createQueryId();
    let compiled = shapes.get(shape);
    // Compiling showed the query to the plugins; a kept shape shows it to them again.
    if (compiled) db.getExecutor().transformQuery(compiled.query, queryId);
    else compiled = this.#compile(db, shapes, shape, values);
    const flat = flatten(values);
    const parameters = compiled.parameters.map((parameter) => (parameter instanceof Slot ? flat[parameter.index] : parameter));
    return db.executeQuery<R>({ sql: compiled.sql, query: compiled.query, parameters, queryId });
  }

  async executeTakeFirst(db: Kysely<Database>, ...values: V): Promise<R | undefined> {
    const [row] = await this.execute(db, ...values);
    return row;
  }

  #compile(db: Kysely<Database>, shapes: Map<string, Compiled>, shape: string, values: V): Compiled {
    let next = 0;
    const slot = () => new Slot(next++);
    const placeholders = values.map((value) => {
      if (Array.isArray(value)) return value.map(slot);
      if (value !== null && typeof value === 'object') return Object.fromEntries(Object.keys(value).map((key) => [key, slot()]));
      return slot();
    }) as unknown as V;
    const { sql, query, parameters } = this.build(db, ...placeholders).compile();
    const used = new Set(parameters.filter((p): p is Slot => p instanceof Slot).map((p) => p.index));
    if (used.size !== next) throw new Error(`QueryTemplate: ${next - used.size} value(s) do not reach the parameters of « ${sql} »`);
    // A short shape runs as a prepared statement on PostgreSQL (parsed and planned once per connection).
    if (values.every((value) => !Array.isArray(value) || value.length <= MAX_PREPARED_LIST)) keepPrepared(sql);
    const compiled = { sql, query, parameters };
    if (shapes.size >= MAX_SHAPES) shapes.delete(shapes.keys().next().value!);
    shapes.set(shape, compiled);
    return compiled;
  }
}
