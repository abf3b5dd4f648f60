import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { ServerConfig } from '../config';
import type { OpenedDatabase } from '../db/database';
import { OutboxSignal } from '../mail/signal';
import { ServerCache } from './cache';

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
  /** Short-lived read-only tokens (status widgets) may only GET. */
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
  /** Wakes this instance's outbox worker when an e-mail is queued (server/mail/). */
  outbox: OutboxSignal;
}

/** The dependencies of a server over an opened database. */
export function createAppDeps(database: OpenedDatabase, config: ServerConfig, now: () => Date = () => new Date()): AppDeps {
  return { db: database.db, dialect: database.dialect, config, now, cache: new ServerCache(database.writes), outbox: new OutboxSignal() };
}

export interface AppEnv {
  Variables: {
    deps: AppDeps;
    auth: AuthContext;
  };
}
