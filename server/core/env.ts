import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { ServerConfig } from '../config';
import type { AuthContext } from './auth-context';
import type { OpenedDatabase } from '../db/database';
import type { Dialect } from '../db/sql';
import { databaseFileStore } from '../storage/database-store';
import type { FileStore } from '../storage/file-store';
import { OutboxSignal } from './outbox-signal';
import { ServerCache } from './cache';

export type { AuthContext } from './auth-context';

/** Where the server is in its life: the load balancer's probes and the start gate read it. */
export interface Lifecycle {
  phase: 'starting' | 'serving' | 'stopping';
}

/** What every handler may use; created once by createApp and set on the context. */
export interface AppDeps {
  db: Kysely<Database>;
  dialect: Dialect;
  config: ServerConfig;
  /** Injected clock so tests can move time (token expiry, ticket lifetime, ANTS sessions). */
  now: () => Date;
  /** Read caches tied to the database's writes (tokens, sessions, rights, some collections). */
  cache: ServerCache;
  /** Starting (database being prepared), serving or stopping: read by /readyz and the start gate. */
  lifecycle: Lifecycle;
  /** Uploaded and generated files (server/storage/): in the database, shared by every instance. */
  files: FileStore;
  /** Wakes this instance's outbox worker when an e-mail is queued (server/mail/). */
  outbox: OutboxSignal;
  /**
   * Runs `task` once what the caller wrote is committed, with dependencies that read committed data:
   * at once outside a request's transaction, after its commit inside one (core/request-transaction.ts;
   * never if it rolls back). For what lives outside the database and must not run ahead of it.
   */
  afterCommit: (task: (committed: AppDeps) => Promise<void>) => Promise<void>;
}

/** The dependencies of a server over an opened database. */
export function createAppDeps(database: OpenedDatabase, config: ServerConfig, now: () => Date = () => new Date()): AppDeps {
  const deps: AppDeps = {
    db: database.db,
    dialect: database.dialect,
    config,
    now,
    cache: new ServerCache(database.writes),
    lifecycle: { phase: 'serving' },
    files: databaseFileStore(database.db),
    outbox: new OutboxSignal(),
    afterCommit: (task) => task(deps),
  };
  return deps;
}

export interface AppEnv {
  Variables: {
    deps: AppDeps;
    auth: AuthContext;
  };
}
