import { serve } from '@hono/node-server';
import { createApp } from './app';
import { loadConfig } from './config';
import type { AppDeps } from './core/env';
import { openDatabase } from './db/database';
import { migrateToLatest } from './db/migrate';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './seed/accounts';
import { seedDemo } from './seed/demo';
import { syncReferenceData } from './seed/reference';

async function isEmpty(deps: AppDeps): Promise<boolean> {
  return (await deps.db.selectFrom('structures').select('id').limit(1).executeTakeFirst()) === undefined;
}

/** The URL and the demo accounts; the only secret shown is the public demo password. */
function printWelcome(url: string, seeded: boolean): void {
  const width = Math.max(...DEMO_ACCOUNTS.map((a) => a.email.length));
  console.log(`Volant est prêt : ${url}${seeded ? ' (jeu de démonstration créé)' : ''}`);
  console.log(`\nComptes de démonstration (mot de passe « ${DEMO_PASSWORD} ») :`);
  for (const account of DEMO_ACCOUNTS) console.log(`  ${account.email.padEnd(width)}  ${account.description}`);
}

async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase(config);
  const deps: AppDeps = { db: database.db, dialect: database.dialect, config, now: () => new Date() };
  await migrateToLatest(deps.db);
  await syncReferenceData(deps.db);
  const seeded = await isEmpty(deps);
  if (seeded) await seedDemo(deps);

  const server = serve({ fetch: createApp(deps).fetch, port: config.port }, (info) => {
    printWelcome(`http://localhost:${info.port}`, seeded);
  });

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`\n${signal} reçu : arrêt de Volant…`);
    setTimeout(() => process.exit(1), 5000).unref();
    server.close(() => {
      database.close().then(
        () => process.exit(0),
        () => process.exit(1),
      );
    });
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
}

main().catch((err: unknown) => {
  console.error(`Impossible de démarrer Volant : ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
});
