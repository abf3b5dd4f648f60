import type { Command } from 'commander';
import { formatDateTime } from '../../src/shared/i18n/format';
import { ANTS_STATUSES } from '../../src/modules/ants/schema';
import { countedConnections, isLive, readAntsStatus } from '../ants-status';
import type { CliContext } from '../context';
import { table } from '../table';
import { examples } from '../help';

const HELP = `
L’indicateur est celui de la barre de navigation : Connecté, Connecté partiellement ou Non connecté
(une session expirée compte comme non connectée). Suivent les connexions et les demandes par statut.

Exemples :
  volant ants status
  volant --json ants status | jq .indicator`;

/** `volant ants status`: the ANTS connection indicator, the connections and the request counters. */
export function registerAnts(program: Command, context: () => CliContext): void {
  const ants = program.command('ants').description('ANTS').addHelpText('after', examples('volant ants status'));
  ants
    .command('status')
    .description('État de la connexion à l’ANTS et demandes par statut')
    .addHelpText('after', HELP)
    .action(async () => {
      const ctx = context();
      const { client, session } = await ctx.session();
      const report = await readAntsStatus(client, session.user);
      if (ctx.out.json) {
        ctx.out.json_(report);
        return;
      }
      const counted = countedConnections(report);
      ctx.out.data(`ANTS : ${report.label} (${counted.filter(isLive).length}/${counted.length} connexion(s), mode ${report.mode === 1 ? 'structure entière' : 'par agence'})`);
      if (report.connections.length > 0) {
        ctx.out.data('');
        const lines = table(report.connections, [
          { header: 'Connexion', value: (c) => (c.type === 'principal' ? 'Structure' : (c.agencyName ?? `agence n° ${c.agencyId ?? '?'}`)) },
          { header: 'État', value: (c) => (isLive(c) ? 'Connectée' : c.expired ? 'Session expirée' : 'Non connectée') },
          { header: 'Identifiant', value: (c) => c.login ?? '—' },
          { header: 'Agrément', value: (c) => c.approvalNumber ?? '—' },
          { header: 'Expire le', value: (c) => (c.expiresAt ? formatDateTime(c.expiresAt) : '—') },
        ]);
        for (const line of lines) ctx.out.data(`  ${line}`);
      }
      const counters = ANTS_STATUSES.filter((status) => report.statistics[status] > 0).map((status) => `${status} ${report.statistics[status]}`);
      ctx.out.data('');
      ctx.out.data(`Demandes : ${counters.length > 0 ? counters.join(', ') : 'aucune'}`);
      if (report.statistics.changedRequests > 0) ctx.out.data(`Demandes changées depuis la dernière synchronisation : ${report.statistics.changedRequests}`);
      ctx.out.data(`Dernière synchronisation : ${report.statistics.lastSyncDate ? formatDateTime(report.statistics.lastSyncDate) : 'jamais'}`);
    });
}
