import { Command, CommanderError, Option } from 'commander';
import packageJson from '../package.json' with { type: 'json' };
import { registerAnts } from './commands/ants';
import { registerBackup } from './commands/backup';
import { registerInvoices } from './commands/invoices';
import { registerLearners } from './commands/learners';
import { registerLedger } from './commands/ledger';
import { registerLogin } from './commands/login';
import { registerLogout } from './commands/logout';
import { registerProfiles } from './commands/profiles';
import { registerQuotations } from './commands/quotations';
import { registerRequests } from './commands/request';
import { registerRestore } from './commands/restore';
import { registerSeed } from './commands/seed';
import { registerServe } from './commands/serve';
import { registerSmoke } from './commands/smoke';
import { registerWhoami } from './commands/whoami';
import { CliContext, DEFAULT_TIMEOUT_MS, type CliIo, type GlobalOptions } from './context';
import { EXIT } from './errors';
import { frenchError, frenchHelp } from './help';

const HELP_FOOTER = `
Connexion : --base-url (ou VOLANT_BASE_URL), --user / --password (ou VOLANT_USER / VOLANT_PASSWORD,
sinon le mot de passe est demandé), ou un profil (--profile, VOLANT_PROFILE, volant profiles).

Codes de sortie : 0 succès, 1 échec (vérification ou erreur du serveur), 2 usage incorrect,
3 environnement injoignable ou connexion refusée.

Exemples :
  volant login --base-url http://localhost:8080 --user gerant@volant.test
  volant whoami
  volant get "/learners?simplesearch=martin"
  volant --json get /billing/tvas > tvas.json`;

/** The `volant` program: global options, one file per command, one context per run. */
export function createProgram(io: CliIo): { program: Command; context: () => CliContext } {
  const program = new Command('volant');
  let ctx: CliContext | null = null;
  const context = () => (ctx ??= new CliContext(program.opts<GlobalOptions>(), io));

  program
    .description('Volant — outil du support : connexion, appels à l’API et vérifications d’un environnement')
    .version(packageJson.version, '-V, --version', 'afficher la version')
    .helpOption('-h, --help', 'afficher l’aide')
    .addHelpCommand('help [commande]', 'afficher l’aide d’une commande')
    .option('--base-url <url>', 'adresse de l’environnement (ex. https://recette.volant.example)')
    .option('-u, --user <email>', 'identifiant de connexion')
    .option('-p, --password <motDePasse>', 'mot de passe (préférez VOLANT_PASSWORD ou la saisie)')
    .option('--profile <nom>', 'profil du fichier de configuration')
    .addOption(new Option('--timeout <ms>', `délai maximal d’une requête (défaut ${DEFAULT_TIMEOUT_MS})`))
    .option('--json', 'sortie machine en JSON sur stdout (journaux sur stderr)')
    .option('-v, --verbose', 'détails, et trace de pile en cas d’erreur')
    .showHelpAfterError('(volant --help pour l’aide)')
    .exitOverride()
    .configureOutput({
      writeOut: (text) => void io.stdout.write(text),
      writeErr: (text) => void io.stderr.write(text),
      outputError: (text, write) => write(frenchError(text)),
    })
    .configureHelp(frenchHelp)
    .addHelpText('after', HELP_FOOTER);

  registerLogin(program, context);
  registerLogout(program, context);
  registerWhoami(program, context);
  registerRequests(program, context);
  registerSmoke(program, context);
  registerLearners(program, context);
  registerQuotations(program, context);
  registerInvoices(program, context);
  registerAnts(program, context);
  registerLedger(program, context);
  registerProfiles(program, context);
  registerServe(program, context);
  registerSeed(program);
  registerBackup(program, context);
  registerRestore(program, context);
  return { program, context };
}

export { CommanderError, EXIT };
