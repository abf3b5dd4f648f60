import type { PostgresCursor, PostgresPool, PostgresPoolClient, PostgresQueryResult } from 'kysely';
import pg from 'pg';
import { markCommitted } from './commit-tracking';
import { preparedName } from './prepared-statements';
import { DatabaseUnavailableError, isServerSilent, isUnavailability } from './unavailable';

/** How the server reaches PostgreSQL (server/config.ts gives the deadlines). */
export interface PgSettings {
  url: string;
  /** The schema every connection uses (search_path), e.g. an isolated test schema. */
  schema?: string;
  connectTimeoutMs: number;
  /** Deadline of one statement (server side, and read deadline client side); null: none (migrations, seeding). */
  statementTimeoutMs: number | null;
  poolSize: number;
}

const INT8_OID = 20;
const NUMERIC_OID = 1700;

/** count(*) and sums come back as bigint/numeric on PostgreSQL: answer them as numbers like SQLite does. */
const pgTypes = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    if (oid === INT8_OID || oid === NUMERIC_OID) return (value: string) => Number(value);
    return pg.types.getTypeParser(oid, format);
  },
};

/**
 * The client side of the read deadline comes a little after the server's statement_timeout: a live
 * server cancels a slow statement itself (the connection stays usable); only a server that does not
 * answer at all (frozen, cut off) reaches this one, and that connection is thrown away.
 */
const READ_MARGIN_MS = 250;

/**
 * One connection's settings: types, schema, deadlines, TCP keep-alive (a dead peer is noticed) and
 * an application_name a DBA sees in pg_stat_activity (`volant`, `volant-listener`, `volant-prepare`).
 */
export function pgClientConfig(settings: PgSettings, application = 'volant'): pg.ClientConfig {
  if (settings.schema !== undefined && !/^[a-z_][a-z0-9_]*$/.test(settings.schema)) {
    throw new Error(`Nom de schéma PostgreSQL invalide : ${settings.schema}`);
  }
  return {
    connectionString: settings.url,
    types: pgTypes,
    application_name: application,
    connectionTimeoutMillis: settings.connectTimeoutMs,
    keepAlive: true,
    keepAliveInitialDelayMillis: 10_000,
    ...(settings.schema ? { options: `-c search_path=${settings.schema}` } : {}),
    ...(settings.statementTimeoutMs === null
      ? {}
      : { statement_timeout: settings.statementTimeoutMs, query_timeout: settings.statementTimeoutMs + READ_MARGIN_MS }),
  };
}

/** After a sign that the server itself is not answering, queries fail at once for this long. */
const CIRCUIT_OPEN_MS = 1000;

/**
 * pg's pool as Kysely uses it, made safe for a server whose database fails and comes back:
 * - a pooled connection that dies (restart, pg_terminate_backend) is logged and dropped, never
 *   an unhandled 'error' event that would end the process;
 * - a connection that failed a query for a connection reason is destroyed on release, not reused;
 * - connection failures and deadlines become DatabaseUnavailableError (a 503 with Retry-After);
 * - after a refused connection or a missed deadline the pool answers « unavailable » at once for
 *   CIRCUIT_OPEN_MS (a circuit breaker): during an outage a request that needs several queries
 *   fails within one deadline, not one per query, and then it lets queries through again, so the
 *   server recovers on its own when PostgreSQL is back.
 */
export class GuardedPool implements PostgresPool {
  readonly #pool: pg.Pool;
  #silentUntil = 0;

  constructor(settings: PgSettings, log: (line: string) => void) {
    this.#pool = new pg.Pool({ ...pgClientConfig(settings), max: settings.poolSize });
    this.#pool.on('error', (error) => log(`[db] connexion PostgreSQL inactive perdue : ${error.message}`));
    // A connection lost while checked out (between two queries of a transaction) emits 'error' on
    // its client, which pg-pool does not listen to then: its next query fails and releases it broken.
    this.#pool.on('connect', (client) => client.on('error', () => undefined));
  }

  async connect(): Promise<PostgresPoolClient> {
    if (Date.now() < this.#silentUntil) throw new DatabaseUnavailableError('PostgreSQL ne répond pas.');
    let client: pg.PoolClient;
    try {
      client = await this.#pool.connect();
    } catch (error) {
      throw this.#failure(error);
    }
    return new GuardedClient(client, (error, committing) => this.#failure(error, committing));
  }

  end(): Promise<void> {
    return this.#pool.end();
  }

  #failure(error: unknown, mayHaveCommitted = false): unknown {
    if (!isUnavailability(error)) return error;
    if (isServerSilent(error)) this.#silentUntil = Date.now() + CIRCUIT_OPEN_MS;
    return new DatabaseUnavailableError(error, mayHaveCommitted);
  }
}

/** The first word of a statement, lower case (`begin`, `commit`, `insert`…). */
const verbOf = (sqlText: string) => /^\s*([a-z]+)/i.exec(sqlText)?.[1]?.toLowerCase() ?? '';

/** Statements that may change data when they run on their own (autocommit). */
const WRITE_VERBS = new Set(['insert', 'update', 'delete', 'merge', 'with', 'copy']);

/**
 * A checked-out connection that remembers a connection failure and is then destroyed on release.
 * It follows whether a transaction is open, so that a connection lost while a commit was on its way
 * (a COMMIT, or a write outside a transaction) is told apart: that work may have been recorded.
 */
class GuardedClient implements PostgresPoolClient {
  #broken: Error | undefined;
  #inTransaction = false;

  constructor(
    private readonly client: pg.PoolClient,
    private readonly failure: (error: unknown, mayHaveCommitted: boolean) => unknown,
  ) {}

  query<R>(sqlText: string, parameters: ReadonlyArray<unknown>): Promise<PostgresQueryResult<R>>;
  query<R>(cursor: PostgresCursor<R>): PostgresCursor<R>;
  query<R>(statement: string | PostgresCursor<R>, parameters: ReadonlyArray<unknown> = []): Promise<PostgresQueryResult<R>> | PostgresCursor<R> {
    if (typeof statement !== 'string') throw new Error('Cursors are not configured on this pool.');
    return this.#run<R>(statement, parameters);
  }

  async #run<R>(sqlText: string, parameters: ReadonlyArray<unknown>): Promise<PostgresQueryResult<R>> {
    const verb = verbOf(sqlText);
    // A lost connection cannot roll back, and needs not (the server ends its transaction with it):
    // Kysely's rollback after a failed commit must not hide that commit's error behind its own.
    if (this.#broken && verb === 'rollback') return { command: 'SELECT', rowCount: 0, rows: [] };
    const commits = verb === 'commit' || verb === 'end' || (!this.#inTransaction && WRITE_VERBS.has(verb));
    if (verb === 'commit' || verb === 'end' || verb === 'rollback' || verb === 'abort') this.#inTransaction = false;
    try {
      const name = preparedName(sqlText);
      const query = name === undefined ? sqlText : { name, text: sqlText };
      const result = (await this.client.query(query, [...parameters])) as unknown as PostgresQueryResult<R>;
      if (verb === 'begin' || verb === 'start') this.#inTransaction = true;
      if (commits) markCommitted();
      return result;
    } catch (error) {
      // A statement cancelled by the server's statement_timeout leaves a healthy connection, and did not commit.
      const cancelled = (error as { code?: unknown }).code === '57014';
      if (isUnavailability(error) && !cancelled) this.#broken = error as Error;
      throw this.failure(error, commits && !cancelled);
    }
  }

  release(): void {
    this.client.release(this.#broken);
  }
}
