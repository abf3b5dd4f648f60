import type { Command } from 'commander';
import { usageError } from '../errors';

type SeedOptions = { school?: boolean; learners?: string; slots?: string; situations?: string; quotations?: string; invoices?: string };

/**
 * `volant seed [--learners N] [--school] [--slots N] [--situations N] [--quotations N] [--invoices N]`: migrates,
 * seeds the demo data, then adds N generated learners, a large school's planning, N bench slots over the current week, N learner
 * places today, N quotations and N invoices (benchmarks).
 */
export function registerSeed(program: Command): void {
  program
    .command('seed')
    .description('Créer le jeu de démonstration dans la base locale, et en option N apprenants générés')
    .option('--learners <n>', 'nombre d’apprenants à générer')
    .option('--school', 'ajouter une grande école : 60 agendas (formateurs, véhicules, salles), environ 2 000 créneaux par semaine sur quatre semaines')
    .option('--slots <n>', 'nombre de créneaux « Banc d’essai » à générer sur la semaine en cours')
    .option('--situations <n>', 'nombre de places d’apprenants à planifier aujourd’hui')
    .option('--quotations <n>', 'nombre de devis « BENCH » à générer')
    .option('--invoices <n>', 'nombre de factures « BENCH » à générer')
    .addHelpText('after', '\nExemples :\n  volant seed --learners 100000\n  volant seed --learners 100000 --slots 2000\n  volant seed --school')
    .action(async (options: SeedOptions) => {
      const args: string[] = [];
      for (const name of ['learners', 'slots', 'situations', 'quotations', 'invoices'] as const) {
        const value = options[name];
        if (value === undefined) continue;
        if (!/^\d{1,7}$/.test(value)) throw usageError(`--${name} attend un nombre entier positif (reçu « ${value} »).`);
        args.push(`--${name}`, value);
      }
      if (options.school) args.push('--school');
      const { runSeed } = await import('../../server/seed/cli');
      await runSeed(args);
    });
}
