import type { ServerType } from '@hono/node-server';
import { serve } from '@hono/node-server';
import { createApp } from './app';
import type { ServerConfig } from './config';
import { createAppDeps, type AppDeps } from './core/env';
import { openDatabase } from './db/database';
import { migrateToLatest } from './db/migrate';
import { headsNotSealedBy } from './resources/ledger/chain';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './seed/accounts';
import { seedDemo } from './seed/demo';
import { syncReferenceData } from './seed/reference';

export interface RunningServer {
  url: string;
  /** True when this start created the demo data (empty database). */
  seeded: boolean;
  /** Stops accepting connections, then closes the database. */
  close(): Promise<void>;
}

async function isEmpty(deps: AppDeps): Promise<boolean> {
  return (await deps.db.selectFrom('structures').select('id').limit(1).executeTakeFirst()) === undefined;
}

/** Opens and migrates the database, seeds the demo data on an empty one, and listens. */
export async function startServer(config: ServerConfig): Promise<RunningServer> {
  const database = await openDatabase(config);
  const deps = createAppDeps(database, config);
  try {
    await migrateToLatest(deps.db, { ledgerKey: config.ledgerKey });
    await syncReferenceData(deps.db);
  } catch (err) {
    await database.close();
    throw err;
  }
  const seeded = await isEmpty(deps);
  if (seeded) await seedDemo(deps);
  const foreignHeads = await headsNotSealedBy(deps.db, config.ledgerKey);
  if (foreignHeads > 0) {
    console.warn(
      `Attention : la clé du journal NF525 ne scelle pas le dernier événement de ${foreignHeads} structure(s). Une autre instance utilise-t-elle une autre clé (VOLANT_LEDGER_KEY doit être la même partout) ? Sinon le journal a été modifié : volant ledger verify.`,
    );
  }

  const server: ServerType = await new Promise((resolve, reject) => {
    const s = serve({ fetch: createApp(deps).fetch, port: config.port }, () => resolve(s));
    s.once('error', reject);
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  return {
    url: `http://localhost:${port}`,
    seeded,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => void database.close().finally(resolve));
      }),
  };
}

/** The URL and the demo accounts; the only secret shown is the public demo password. */
export function printWelcome(url: string, seeded: boolean, print: (line: string) => void = console.log): void {
  const width = Math.max(...DEMO_ACCOUNTS.map((a) => a.email.length));
  print(`Volant est prêt : ${url}${seeded ? ' (jeu de démonstration créé)' : ''}`);
  print(`\nComptes de démonstration (mot de passe « ${DEMO_PASSWORD} ») :`);
  for (const account of DEMO_ACCOUNTS) print(`  ${account.email.padEnd(width)}  ${account.description}`);
}

/** Stops cleanly on SIGINT/SIGTERM (the database is closed after the last request), at most 5 s. */
export function stopOnSignals(close: () => Promise<void>): void {
  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`\n${signal} reçu : arrêt de Volant…`);
    setTimeout(() => process.exit(1), 5000).unref();
    close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
}
