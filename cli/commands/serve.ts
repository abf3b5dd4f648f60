import type { Command } from 'commander';
import type { CliContext } from '../context';

/** `volant serve`: starts the reference server (the same as `npm start` without the build). */
export function registerServe(program: Command, context: () => CliContext): void {
  program
    .command('serve')
    .description('Démarrer le serveur de référence (API, SSO et application construite)')
    .option('--port <port>', 'port HTTP (sinon PORT ou 8080)')
    .addHelpText('after', '\nExemple :\n  volant serve --port 8080')
    .action(async (options: { port?: string }) => {
      const ctx = context();
      // The server (database drivers, PDF, Hono…) is loaded only by this command: the others start fast.
      const { loadConfig } = await import('../../server/config');
      const { printWelcome, startServer, stopOnSignals } = await import('../../server/start');
      const config = loadConfig({ ...ctx.env, ...(options.port ? { PORT: options.port } : {}) });
      const server = await startServer(config, (line) => ctx.out.info(line));
      stopOnSignals(server.close, (line) => ctx.out.info(line));
      const seeded = await server.ready;
      if (seeded !== null) printWelcome(server.url, seeded, (line) => ctx.out.info(line));
      await new Promise<never>(() => undefined);
    });
}
