import { loadConfig } from './config';
import { printWelcome, startServer, stopOnSignals } from './start';

async function main(): Promise<void> {
  const server = await startServer(loadConfig());
  stopOnSignals(server.close);
  const seeded = await server.ready;
  if (seeded !== null) printWelcome(server.url, seeded);
}

main().catch((err: unknown) => {
  console.error(`Impossible de démarrer Volant : ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
});
