import type { Server } from 'node:http';
import { setTimeout as delay } from 'node:timers/promises';
import { serve } from '@hono/node-server';
import { createApp } from './app';
import type { ServerConfig } from './config';
import { createAppDeps } from './core/env';
import { drainable } from './drain';
import { openDatabase, pgSettings } from './db/database';
import { isUnavailability } from './db/unavailable';
import { listenForWrites, type WriteListener } from './db/write-listener';
import { startOutboxWorker } from './mail/worker';
import { prepareDatabase } from './prepare';
import { ledgerAtStart } from './resources/ledger/witness-keeper';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './seed/accounts';

export interface RunningServer {
  url: string;
  /**
   * Resolves once the database is prepared (migrations, reference data, demo seed) and the API
   * serves, with true when this start created the demo data; until then every call but /healthz
   * and /readyz answers 503. Null when the server was stopped before; rejects when the database
   * cannot be prepared (not for an unreachable PostgreSQL: the server waits for it).
   */
  ready: Promise<boolean | null>;
  /**
   * Graceful stop: refuses new connections, lets the requests in flight finish (within the grace)
   * and closes every kept-alive connection without cutting a request (server/drain.ts), then the
   * database. True when no request had to be cut.
   */
  close(): Promise<boolean>;
}

const RETRY_MS = 1000;
/** While waiting for PostgreSQL at start, say so on the first failure and then every this many. */
const SAY_EVERY = 10;

/** Waits `ms`, or less when the server is stopped meanwhile. */
const sleep = (ms: number, signal: AbortSignal) => delay(ms, undefined, { signal }).catch(() => undefined);

/** Prepares the database, waiting (and saying so) while PostgreSQL cannot be reached. */
async function prepareWhenReachable(prepare: () => Promise<boolean>, signal: AbortSignal, log: (line: string) => void): Promise<boolean | null> {
  for (let attempt = 1; !signal.aborted; attempt += 1) {
    try {
      return await prepare();
    } catch (error) {
      if (signal.aborted) break;
      if (!isUnavailability(error)) throw error;
      if (attempt === 1 || attempt % SAY_EVERY === 0) {
        log(`PostgreSQL est injoignable (${error instanceof Error ? error.message : String(error)}) : nouvel essai chaque seconde…`);
      }
      await sleep(RETRY_MS, signal);
    }
  }
  return null;
}

function listen(fetch: (request: Request) => Response | Promise<Response>, port: number): Promise<Server> {
  return new Promise((resolve, reject) => {
    const server = serve({ fetch, port }, () => resolve(server as Server));
    server.once('error', reject);
  });
}

/**
 * Opens the database and listens at once (/healthz answers, /readyz says « starting »), then prepares
 * the database — waiting for PostgreSQL if it is down — and, on PostgreSQL, listens to the other
 * instances' writes (server/db/write-listener.ts) before serving.
 */
export async function startServer(config: ServerConfig, log: (line: string) => void = console.log): Promise<RunningServer> {
  const database = await openDatabase(config);
  const deps = createAppDeps(database, config);
  deps.lifecycle.phase = 'starting';
  let server: Server;
  try {
    server = await listen(createApp(deps).fetch, config.port);
  } catch (error) {
    await database.close();
    throw error;
  }
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const starting = new AbortController();
  let listener: WriteListener | null = null;
  let outbox: ReturnType<typeof startOutboxWorker> | null = null;

  // Answers given while stopping close their connection, so keep-alive clients go elsewhere.
  const connections = drainable(server);

  const ready = prepareWhenReachable(() => prepareDatabase(config, database), starting.signal, log).then(async (seeded) => {
    if (seeded === null || starting.signal.aborted) return null;
    // The ledger key against the book, and each chain against its witness outside the database.
    await ledgerAtStart(deps, log);
    if (database.dialect === 'postgres') listener = listenForWrites(pgSettings(config), database.writes, log);
    outbox = startOutboxWorker(deps);
    deps.lifecycle.phase = 'serving';
    return seeded;
  });

  let closing: Promise<boolean> | null = null;
  const drain = async (): Promise<boolean> => {
    deps.lifecycle.phase = 'stopping';
    starting.abort();
    const inTime = await connections.drain(config.shutdownGraceSeconds * 1000);
    await ready.catch(() => undefined);
    await (outbox as ReturnType<typeof startOutboxWorker> | null)?.stop();
    await (listener as WriteListener | null)?.close();
    await database.close();
    return inTime;
  };

  return {
    url: `http://localhost:${port}`,
    ready,
    close: () => (closing ??= drain()),
  };
}

/** The URL and the demo accounts; the only secret shown is the public demo password. */
export function printWelcome(url: string, seeded: boolean, print: (line: string) => void = console.log): void {
  const width = Math.max(...DEMO_ACCOUNTS.map((a) => a.email.length));
  print(`Volant est prêt : ${url}${seeded ? ' (jeu de démonstration créé)' : ''}`);
  print(`\nComptes de démonstration (mot de passe « ${DEMO_PASSWORD} ») :`);
  for (const account of DEMO_ACCOUNTS) print(`  ${account.email.padEnd(width)}  ${account.description}`);
}

/**
 * Stops gracefully on SIGINT/SIGTERM: the requests in flight finish (VOLANT_SHUTDOWN_GRACE_SECONDS),
 * then the database is closed and the process exits 0 (1 when requests had to be cut or closing failed).
 */
export function stopOnSignals(close: () => Promise<boolean>, print: (line: string) => void = console.log): void {
  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    print(`\n${signal} reçu : arrêt de Volant (les requêtes en cours se terminent)…`);
    close().then(
      (drained) => process.exit(drained ? 0 : 1),
      () => process.exit(1),
    );
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
}
