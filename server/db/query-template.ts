import { createQueryId, type Compilable, type CompiledQuery, type Kysely } from 'kysely';
import { keepPrepared, MAX_PREPARED_LIST } from './prepared-statements';
import type { Database } from './schema';

/** Where one of a template's values goes: replaced by the value itself at each run. */
class Slot {
  constructor(readonly index: number) {}
}

/** A value of a template: one parameter, or a list of them (an `IN (…)` list). */
type TemplateValue = string | number | null | readonly (string | number)[];

interface Compiled {
  sql: string;
  query: CompiledQuery['query'];
  /** The compiled parameters: a Slot where a value goes, the query's own constants as they are. */
  parameters: readonly unknown[];
}

/** Distinct shapes kept (one per length of each list value; the least recently used go first). */
const MAX_SHAPES = 200;

/**
 * A read query built and compiled once per shape, then run with each call's values. Kysely builds a
 * query's node tree and compiles it to SQL on every call: for the few reads every request of a hot
 * route repeats (the learner read back after its PATCH), that was a fifth of the server's time.
 *
 * `build` receives placeholders in place of the values and must use them only as values of the
 * query (compared, listed in `IN`), never decide anything on them: the SQL may depend on the
 * values only through the lengths of the lists, which make the shape. Every placeholder must reach
 * the compiled parameters (checked when a shape is compiled). Reads only: a write's compilation is
 * what moves the caches' write generation (server/db/write-generation.ts). On PostgreSQL, a shape
 * whose lists are short runs as a named prepared statement (server/db/prepared-statements.ts).
 */
export class QueryTemplate<V extends readonly TemplateValue[], R> {
  /** The compiled shapes of each database (the SQL depends on its dialect). */
  readonly #shapes = new WeakMap<Kysely<Database>, Map<string, Compiled>>();

  constructor(private readonly build: (db: Kysely<Database>, ...values: V) => Compilable<R>) {}

  async execute(db: Kysely<Database>, ...values: V): Promise<R[]> {
    const shape = values.map((value) => (Array.isArray(value) ? value.length : '')).join(',');
    let shapes = this.#shapes.get(db);
    if (!shapes) this.#shapes.set(db, (shapes = new Map()));
    const compiled = shapes.get(shape) ?? this.#compile(db, shapes, shape, values);
    const flat = values.flat();
    const parameters = compiled.parameters.map((parameter) => (parameter instanceof Slot ? flat[parameter.index] : parameter));
    const result = await db.executeQuery<R>({ sql: compiled.sql, query: compiled.query, parameters, queryId: createQueryId() });
    return result.rows;
  }

  async executeTakeFirst(db: Kysely<Database>, ...values: V): Promise<R | undefined> {
    const [row] = await this.execute(db, ...values);
    return row;
  }

  #compile(db: Kysely<Database>, shapes: Map<string, Compiled>, shape: string, values: V): Compiled {
    let next = 0;
    const slot = () => new Slot(next++);
    const placeholders = values.map((value) => (Array.isArray(value) ? value.map(slot) : slot())) as unknown as V;
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
