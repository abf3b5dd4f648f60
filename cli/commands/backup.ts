import type { Command } from 'commander';
import type { CliContext } from '../context';
import { CliError, EXIT } from '../errors';

/** `volant backup FICHIER`: a consistent copy of the local server's database (files included), taken while it runs. */
export function registerBackup(program: Command, context: () => CliContext): void {
  program
    .command('backup')
    .description('Sauvegarder la base du serveur local (fichiers compris) dans un fichier, même pendant qu’il tourne')
    .argument('<fichier>', 'fichier de sauvegarde à écrire (remplacé s’il existe)')
    .addHelpText('after', '\nLa base est celle que « volant serve » utiliserait : DATABASE_URL, sinon VOLANT_DB_FILE ou VOLANT_VAR_DIR.\n\nExemples :\n  volant backup volant-2026-11-25.sqlite\n  DATABASE_URL=postgres://volant@db/volant volant backup volant-2026-11-25.dump')
    .action(async (file: string) => {
      const ctx = context();
      const { loadConfig } = await import('../../server/config');
      const { backupDatabase } = await import('../../server/db/backup');
      const summary = await backupDatabase(loadConfig(ctx.env), file).catch((error: unknown) => {
        throw new CliError(`Sauvegarde impossible : ${error instanceof Error ? error.message : String(error)}`, EXIT.failure);
      });
      if (ctx.out.json) ctx.out.json_(summary);
      else ctx.out.info(`Sauvegarde ${summary.engine === 'postgres' ? 'PostgreSQL' : 'SQLite'} écrite dans ${summary.file} (${summary.bytes} octets).`);
    });
}
