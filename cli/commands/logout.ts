import { existsSync } from 'node:fs';
import type { Command } from 'commander';
import type { CliContext } from '../context';
import { sessionFile } from '../session-store';
import { examples } from '../help';

/** `volant logout`: closes the server-side session and forgets the local one. */
export function registerLogout(program: Command, context: () => CliContext): void {
  program
    .command('logout')
    .description('Se déconnecter (la session est fermée côté serveur et oubliée localement)')
    .addHelpText('after', examples('volant logout --profile recette', 'volant logout --base-url https://recette.volant.example'))
    .action(async () => {
      const ctx = context();
      const open = existsSync(sessionFile(ctx.env, ctx.connection()));
      if (open) await ctx.logout();
      if (ctx.out.json) ctx.out.json_({ loggedOut: open });
      else ctx.out.info(open ? 'Déconnexion effectuée avec succès' : 'Aucune session ouverte pour cet environnement.');
    });
}
