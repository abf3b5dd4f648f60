import type { Command } from 'commander';
import { getUser } from '../../src/shared/auth/api';
import type { CliContext } from '../context';
import { examples } from '../help';

/** `volant whoami`: the signed-in user, their role, structure and agencies. */
export function registerWhoami(program: Command, context: () => CliContext): void {
  program
    .command('whoami')
    .description('Afficher l’utilisateur connecté, son rôle, sa structure et ses agences')
    .addHelpText('after', examples('volant whoami --profile recette', 'volant --json whoami | jq .agencies'))
    .action(async () => {
      const ctx = context();
      const { client, session } = await ctx.session();
      const user = await getUser(client, session.user.id);
      if (ctx.out.json) {
        ctx.out.json_({ id: user.id, email: user.email, roles: user.roles, structure: user.structure, agencies: user.agencies.map((a) => a.name) });
        return;
      }
      ctx.out.data(`${user.firstName} ${user.lastName} <${user.email}>`);
      ctx.out.data(`Rôle : ${user.roles[0] ?? '—'}`);
      ctx.out.data(`Structure : ${user.structure.codeClient} (n° ${user.structure.id})`);
      ctx.out.data(`Agences : ${user.agencies.map((a) => a.name).join(', ') || '—'}`);
    });
}
