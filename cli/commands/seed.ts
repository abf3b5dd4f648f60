import type { Command } from 'commander';
import { usageError } from '../errors';

/** `volant seed [--learners N]`: migrates, seeds the demo data, then adds N generated learners. */
export function registerSeed(program: Command): void {
  program
    .command('seed')
    .description('Créer le jeu de démonstration dans la base locale, et en option N apprenants générés')
    .option('--learners <n>', 'nombre d’apprenants à générer')
    .addHelpText('after', '\nExemple :\n  volant seed --learners 100000')
    .action(async (options: { learners?: string }) => {
      if (options.learners !== undefined && !/^\d{1,7}$/.test(options.learners)) {
        throw usageError(`--learners attend un nombre entier positif (reçu « ${options.learners} »).`);
      }
      const { runSeed } = await import('../../server/seed/cli');
      await runSeed(options.learners === undefined ? [] : ['--learners', options.learners]);
    });
}
