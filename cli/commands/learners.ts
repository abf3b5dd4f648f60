import type { Command } from 'commander';
import { DEFAULT_PAGE_SIZE, LEARNER_LIST_FULL_PAGE_SIZE } from '../../src/shared/constants';
import { formatDate } from '../../src/shared/i18n/format';
import { agencyScope } from '../../src/shared/session/agency-scope';
import { listLearnerRecords } from '../../src/modules/learners/api';
import type { Learner } from '../../src/modules/learners/types';
import { positiveInt } from '../args';
import type { CliContext } from '../context';
import { table } from '../table';
import { examples } from '../help';

interface ListOptions {
  search?: string;
  agency?: string;
  archived?: boolean;
  page?: string;
  perPage?: string;
}

const HELP = `
Comme la liste /apprenants : apprenants non archivés des agences de l’utilisateur (toutes avec une
configuration générale, sinon l’agence courante), du plus récent au plus ancien.

Exemples :
  volant learners list --search martin
  volant learners list --search volant-smoke --archived     # apprenants laissés par volant smoke
  volant learners list --agency 2 --page 2 --per-page 50
  volant --json learners list --search "lina andré" | jq '.items[].email'`;

/** `volant learners list`: the learners list of the back office, in the terminal. */
export function registerLearners(program: Command, context: () => CliContext): void {
  const learners = program.command('learners').description('Apprenants').addHelpText('after', examples('volant learners list --search martin'));
  learners
    .command('list')
    .description('Lister les apprenants (recherche, agence, pages)')
    .option('-s, --search <texte>', 'recherche (nom, prénom, e-mail, téléphone, NEPH)')
    .option('--agency <id>', 'seulement cette agence')
    .option('--archived', 'les apprenants archivés au lieu des actifs')
    .option('--page <n>', 'page (défaut 1)')
    .option('--per-page <n>', `apprenants par page (défaut ${DEFAULT_PAGE_SIZE}, au plus ${LEARNER_LIST_FULL_PAGE_SIZE})`)
    .addHelpText('after', HELP)
    .action(async (options: ListOptions) => {
      const ctx = context();
      const agency = positiveInt(options.agency, '--agency');
      const page = positiveInt(options.page, '--page') ?? 1;
      const itemsPerPage = positiveInt(options.perPage, '--per-page', LEARNER_LIST_FULL_PAGE_SIZE) ?? DEFAULT_PAGE_SIZE;
      const { client, session } = await ctx.session();
      const result = await listLearnerRecords(client, {
        page,
        itemsPerPage,
        archived: options.archived ? 1 : 0,
        simplesearch: options.search?.trim() || undefined,
        order: { createdAt: 'desc' },
        ...(agency === undefined ? agencyScope(session.user) : { agency }),
      });
      if (ctx.out.json) {
        ctx.out.json_({ total: result.total, page, itemsPerPage, items: result.items });
        return;
      }
      if (result.items.length === 0) {
        ctx.out.info(options.search ? `Aucun apprenant ne correspond à « ${options.search} ».` : 'Aucun apprenant.');
        return;
      }
      const lines = table<Learner>(result.items, [
        { header: 'N°', value: (l) => String(l.id), right: true },
        { header: 'Nom', value: (l) => `${l.lastName} ${l.firstName}${l.isProspect ? ' (prospect)' : ''}`, max: 40 },
        { header: 'E-mail', value: (l) => l.email ?? '—', max: 40 },
        { header: 'Téléphone', value: (l) => l.phone ?? '—' },
        { header: 'Agence', value: (l) => l.agency.name, max: 24 },
        { header: 'Formation', value: (l) => l.training?.name ?? '—', max: 24 },
        { header: 'Créé le', value: (l) => formatDate(l.createdAt) },
      ]);
      for (const line of lines) ctx.out.data(line);
      const pages = Math.max(1, Math.ceil(result.total / itemsPerPage));
      ctx.out.info(`${result.items.length} apprenant(s) affiché(s) sur ${result.total} — page ${page}/${pages}.`);
    });
}
