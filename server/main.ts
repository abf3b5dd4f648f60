import { loadConfig } from './config';
import { printWelcome, startServer, stopOnSignals } from './start';

async function main(): Promise<void> {
  const server = await startServer(loadConfig());
  printWelcome(server.url, server.seeded);
  stopOnSignals(server.close);
}

main().catch((err: unknown) => {
  console.error(`Impossible de démarrer Volant : ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
});
