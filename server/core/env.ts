import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { ServerConfig } from '../config';
import type { OpenedDatabase } from '../db/database';
import { databaseFileStore } from '../storage/database-store';
import type { FileStore } from '../storage/file-store';
import { OutboxSignal } from '../mail/signal';
import { ServerCache } from './cache';
import type { Lifecycle } from './health';

/** Who is calling, taken from the bearer token on every request. Every query is scoped by it. */
export interface AuthContext {
  userId: number;
  structureId: number;
  /** All roles; the first one is the user's role (spec part 1 §6). */
  roles: string[];
  role: string;
  /** Agencies the caller may read and write (all of the structure's when allAgencies or manager/admin). */
  agencyIds: number[];
  allAgencies: boolean;
  isConfigGeneral: boolean;
  adminType: string | null;
  permissions: ReadonlySet<string>;
  /** Scoped tokens (status widgets) only read their scope's paths (`token-scopes.ts`). */
  readOnly: boolean;
}

export type Dialect = 'sqlite' | 'postgres';

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
}

/** The dependencies of a server over an opened database. */
export function createAppDeps(database: OpenedDatabase, config: ServerConfig, now: () => Date = () => new Date()): AppDeps {
  return {
    db: database.db,
    dialect: database.dialect,
    config,
    now,
    cache: new ServerCache(database.writes),
    lifecycle: { phase: 'serving' },
    files: databaseFileStore(database.db),
    outbox: new OutboxSignal(),
  };
}

export interface AppEnv {
  Variables: {
    deps: AppDeps;
    auth: AuthContext;
  };
}
