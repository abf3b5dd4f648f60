/**
 * The database could not answer in time (down, frozen, restarting, a connection cut): the request
 * is answered 503 with Retry-After (server/core/errors.ts), never 500, and nothing is fatal.
 */
export class DatabaseUnavailableError extends Error {
  constructor(
    cause: unknown,
    /**
     * True when the connection was lost after a statement that commits was sent (a COMMIT, or a write
     * outside a transaction): the server may have committed it before the connection died.
     */
    readonly mayHaveCommitted = false,
  ) {
    super(`Base de données indisponible : ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
    this.name = 'DatabaseUnavailableError';
  }
}

/** Whether `error`, or one of its causes, is a DatabaseUnavailableError (what the pool throws). */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e instanceof Error && depth < 5; e = e.cause, depth += 1) {
    if (e instanceof DatabaseUnavailableError) return true;
  }
  return false;
}

/** Whether `error`, or one of its causes, says a commit was sent and its outcome is unknown. */
export function mayHaveCommitted(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e instanceof Error && depth < 5; e = e.cause, depth += 1) {
    if (e instanceof DatabaseUnavailableError) return e.mayHaveCommitted;
  }
  return false;
}

/** Socket-level failures of a connection (Node errno codes). */
const SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EHOSTUNREACH', 'ENETUNREACH', 'EAI_AGAIN']);

/**
 * PostgreSQL's SQLSTATEs of an unavailable server: class 08 (connection exception), shutdown or
 * start-up (57P01–57P03), too many connections (53300) and a statement cancelled by statement_timeout (57014).
 */
const UNAVAILABLE_SQLSTATE = /^(08...|57P0[123]|53300|57014)$/;

/** pg's own messages for a lost connection or a client-side deadline. */
const PG_MESSAGES = [
  'Connection terminated',
  'Query read timeout',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error and is not queryable',
  'Client was closed and is not queryable',
];

function code(error: unknown): string | undefined {
  const value = (error as { code?: unknown } | null)?.code;
  return typeof value === 'string' ? value : undefined;
}

/** Whether `error` says the database is unreachable or too slow now, rather than that the query is wrong. */
export function isUnavailability(error: unknown): boolean {
  if (error instanceof DatabaseUnavailableError) return true;
  if (!(error instanceof Error)) return false;
  const errno = code(error);
  if (errno !== undefined && (SOCKET_CODES.has(errno) || UNAVAILABLE_SQLSTATE.test(errno))) return true;
  if (error instanceof AggregateError && error.errors.some(isUnavailability)) return true;
  return PG_MESSAGES.some((message) => error.message.startsWith(message)) || (error.cause !== undefined && isUnavailability(error.cause));
}

/**
 * Whether `error` shows the server itself is not answering (refused, connect or read deadline), not
 * just one connection lost (pg_terminate_backend) or a busy pool: such a failure opens the circuit of
 * server/db/pg-pool.ts, so that the following queries fail at once instead of each waiting its deadline.
 */
export function isServerSilent(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const errno = code(error);
  if (errno === 'ECONNREFUSED' || errno === 'ETIMEDOUT' || errno === 'EHOSTUNREACH' || errno === '57P03') return true;
  if (error instanceof AggregateError && error.errors.some(isServerSilent)) return true;
  return error.message.startsWith('Query read timeout') || error.message.startsWith('Connection terminated due to connection timeout');
}
