import type { Command } from 'commander';
import type { CliContext } from '../context';

/** `volant login`: signs in through the SSO and keeps the session for the next commands. */
export function registerLogin(program: Command, context: () => CliContext): void {
  program
    .command('login')
    .description('Se connecter à l’environnement (SSO) et garder la session pour les commandes suivantes')
    .addHelpText('after', '\nExemple :\n  volant login --base-url https://recette.volant.example --user support@volant.example')
    .action(async () => {
      const ctx = context();
      const { session } = await ctx.session();
      if (ctx.out.json) ctx.out.json_({ user: session.user.email, baseUrl: ctx.connection().baseUrl });
      else ctx.out.info(`Connecté à ${ctx.connection().baseUrl} en tant que ${session.user.email}.`);
    });
}
