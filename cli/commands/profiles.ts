import type { Command } from 'commander';
import { readConfig, writeConfig } from '../config';
import type { CliContext } from '../context';
import { usageError } from '../errors';
import { examples } from '../help';

/** `volant profiles [list|add|remove|use]`: named environments in the config file (no passwords). */
export function registerProfiles(program: Command, context: () => CliContext): void {
  const profiles = program
    .command('profiles')
    .description('Gérer les environnements nommés (fichier de configuration)')
    .addHelpText('after', examples('volant profiles add recette --base-url https://recette.volant.example --user support@volant.example', 'volant profiles use recette', 'volant profiles list'));
  profiles
    .command('list', { isDefault: true })
    .description('Lister les profils')
    .addHelpText('after', examples('volant profiles list', 'volant --json profiles list'))
    .action(() => {
      const ctx = context();
      const config = readConfig(ctx.env);
      if (ctx.out.json) return ctx.out.json_(config);
      const names = Object.keys(config.profiles);
      if (names.length === 0) return ctx.out.info('Aucun profil. Ajoutez-en un : volant profiles add recette --base-url https://…');
      for (const name of names) {
        const p = config.profiles[name]!;
        ctx.out.data(`${name === config.defaultProfile ? '*' : ' '} ${name}  ${p.baseUrl}${p.user ? `  (${p.user})` : ''}`);
      }
    });
  profiles
    .command('add <name>')
    .description('Ajouter ou remplacer un profil avec --base-url et éventuellement --user')
    .addHelpText('after', '\nExemple :\n  volant profiles add recette --base-url https://recette.volant.example --user support@volant.example')
    .action((name: string) => {
      const ctx = context();
      if (!/^[\w.-]{1,40}$/.test(name)) throw usageError('Nom de profil invalide (lettres, chiffres, « . », « - », « _ »).');
      const baseUrl = ctx.options.baseUrl;
      if (!baseUrl) throw usageError('Indiquez --base-url pour ce profil.');
      const config = readConfig(ctx.env);
      config.profiles[name] = { baseUrl, ...(ctx.options.user ? { user: ctx.options.user } : {}) };
      config.defaultProfile ??= name;
      const file = writeConfig(ctx.env, config);
      ctx.out.info(`Profil « ${name} » enregistré dans ${file}.`);
    });
  profiles
    .command('use <name>')
    .description('Choisir le profil par défaut')
    .addHelpText('after', examples('volant profiles use recette'))
    .action((name: string) => {
      const ctx = context();
      const config = readConfig(ctx.env);
      if (!config.profiles[name]) throw usageError(`Profil inconnu : « ${name} ».`);
      config.defaultProfile = name;
      writeConfig(ctx.env, config);
      ctx.out.info(`Profil par défaut : ${name}.`);
    });
  profiles
    .command('remove <name>')
    .description('Supprimer un profil')
    .addHelpText('after', examples('volant profiles remove recette'))
    .action((name: string) => {
      const ctx = context();
      const config = readConfig(ctx.env);
      if (!config.profiles[name]) throw usageError(`Profil inconnu : « ${name} ».`);
      delete config.profiles[name];
      if (config.defaultProfile === name) delete config.defaultProfile;
      writeConfig(ctx.env, config);
      ctx.out.info(`Profil « ${name} » supprimé.`);
    });
}
