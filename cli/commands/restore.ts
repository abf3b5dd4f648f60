import type { Command } from 'commander';
import type { CliContext } from '../context';
import { CliError, EXIT, usageError } from '../errors';

/** `volant restore FICHIER --yes`: replaces the local server's database by a backup of `volant backup`. */
export function registerRestore(program: Command, context: () => CliContext): void {
  program
    .command('restore')
    .description('Remplacer la base du serveur local par une sauvegarde de « volant backup » (serveur arrêté)')
    .argument('<fichier>', 'sauvegarde à restaurer')
    .option('--yes', 'confirmer le remplacement de toutes les données actuelles')
    .addHelpText('after', '\nArrêtez d’abord tous les serveurs Volant de cette base. Au démarrage suivant, le serveur applique les migrations manquantes.\n\nExemple :\n  volant restore volant-2026-11-25.sqlite --yes')
    .action(async (file: string, options: { yes?: boolean }) => {
      if (!options.yes) throw usageError('La restauration remplace toutes les données de la base : relancez avec --yes pour confirmer.');
      const ctx = context();
      const { loadConfig } = await import('../../server/config');
      const { restoreDatabase } = await import('../../server/db/backup');
      const summary = await restoreDatabase(loadConfig(ctx.env), file).catch((error: unknown) => {
        throw new CliError(`Restauration impossible : ${error instanceof Error ? error.message : String(error)}`, EXIT.failure);
      });
      if (ctx.out.json) ctx.out.json_(summary);
      else ctx.out.info(`Base ${summary.engine === 'postgres' ? 'PostgreSQL' : 'SQLite'} restaurée depuis ${summary.file}.`);
    });
}
