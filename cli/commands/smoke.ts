import { writeFileSync } from 'node:fs';
import { Option, type Command } from 'commander';
import packageJson from '../../package.json' with { type: 'json' };
import type { CliContext } from '../context';
import { CliError, EXIT, usageError } from '../errors';
import type { Output } from '../output';
import { SMOKE_AREAS } from '../smoke/registry';
import { buildReport, junitXml, summaryLine } from '../smoke/report';
import { runSmoke, type RunListener } from '../smoke/runner';
import { createSandbox } from '../smoke/sandbox';
import { CheckFailure, CheckSkipped, type CheckResult, type SmokeArea } from '../smoke/types';
import { isHttpError } from '../../src/shared/api/http-error';

interface SmokeOptions {
  only?: string;
  skip?: string;
  readOnly?: boolean;
  reporter: 'text' | 'junit';
  output?: string;
  list?: boolean;
}

const HELP = `
Vérifie qu’un environnement fonctionne, zone par zone : connexion, rafraîchissement de la session et
version ; chaque liste répond une collection Hydra valide à la taille de page de la spécification ;
puis, sauf avec --read-only, des parcours d’écriture dans un bac à sable nommé volant-smoke-<date>,
nettoyé à la fin (apprenant → devis → lien public → validation par l’apprenant → facture → règlement
→ PDF relu ; créneau de planning créé, déplacé, supprimé).

NF525 : une facture validée ne se supprime pas. Le nettoyage l’annule par un avoir et archive
l’apprenant du bac à sable ; facture, reçu et avoir restent au journal. En production, préférez
--read-only.

Codes de sortie : 0 tout est passé, 1 une vérification a échoué (nommée sur la dernière ligne),
2 usage incorrect, 3 environnement injoignable ou connexion refusée.

Exemples :
  volant smoke --base-url http://localhost:8080 --user gerant@volant.test --password volant-demo
  volant smoke --profile recette --read-only
  volant smoke --only learners,quotations,billing-flow
  volant smoke --skip planning-flow --json > rapport.json
  volant smoke --reporter junit --output smoke.xml
  volant smoke --list`;

const TITLE_WIDTH = 50;

function parseAreas(raw: string | undefined, flag: string): string[] | null {
  if (raw === undefined) return null;
  const names = raw.split(',').map((name) => name.trim()).filter(Boolean);
  const known = new Set(SMOKE_AREAS.map((area) => area.id));
  const unknown = names.filter((name) => !known.has(name));
  if (names.length === 0) throw usageError(`${flag} attend une liste de zones séparées par des virgules.`);
  if (unknown.length > 0) throw usageError(`Zone inconnue pour ${flag} : ${unknown.map((n) => `« ${n} »`).join(', ')}. Zones : ${[...known].join(', ')}.`);
  return names;
}

/** The areas of this run, in registry order. */
export function selectAreas(options: Pick<SmokeOptions, 'only' | 'skip' | 'readOnly'>): SmokeArea[] {
  const only = parseAreas(options.only, '--only');
  const skip = parseAreas(options.skip, '--skip') ?? [];
  return SMOKE_AREAS.filter((area) => (only === null || only.includes(area.id)) && !skip.includes(area.id) && !(options.readOnly && area.writes));
}

function printList(out: Output): void {
  for (const area of SMOKE_AREAS) {
    out.data(`${area.id}${area.writes ? '  (écriture, bac à sable)' : ''} — ${area.title}`);
    for (const check of area.checks()) out.data(`  ${check.id}  ${check.title}`);
  }
}

const MARKS = { passed: '✔', failed: '✖', skipped: '○' } as const;
const TONES = { passed: 'green', failed: 'red', skipped: 'yellow' } as const;

function checkLine(out: Output, result: CheckResult): string {
  const mark = out.paint(TONES[result.status], MARKS[result.status]);
  const title = result.title.length >= TITLE_WIDTH ? result.title : result.title.padEnd(TITLE_WIDTH);
  const duration = out.paint('dim', `${String(result.durationMs).padStart(6)} ms`);
  const detail = result.detail ? `  ${result.status === 'failed' ? out.paint('red', result.detail) : result.detail}` : '';
  return `  ${mark} ${title} ${duration}${detail}`;
}

function listener(out: Output): RunListener {
  return {
    areaStarted: (area) => out.info(out.paint('bold', area.title)),
    checkStarted: (check, position, total) => out.progress(`  [${position}/${total}] ${check.title}…`),
    checkFinished: (result, error) => {
      out.info(checkLine(out, result));
      if (!out.verbose) return;
      for (const r of result.requests) out.info(out.paint('dim', `        ${r.method} ${r.path} → ${r.status} (${r.durationMs} ms)`));
      // An unexpected error (a bug, not an answer of the server): its stack, as --verbose promises.
      const expected = error instanceof CheckFailure || error instanceof CheckSkipped || error instanceof CliError || isHttpError(error);
      if (error instanceof Error && !expected && error.stack) out.info(out.paint('dim', error.stack.replace(/^/gm, '        ')));
    },
  };
}

/** `volant smoke`: the checks of an environment, for support staff and CI systems. */
export function registerSmoke(program: Command, context: () => CliContext): void {
  program
    .command('smoke')
    .description('Vérifier un environnement : connexion, listes de chaque zone, parcours d’écriture en bac à sable')
    .option('--only <zones>', 'seulement ces zones (séparées par des virgules, voir --list)')
    .option('--skip <zones>', 'toutes les zones sauf celles-ci')
    .option('--read-only', 'aucune écriture : ni bac à sable, ni parcours d’écriture')
    .addOption(new Option('--reporter <format>', 'format du rapport').choices(['text', 'junit']).default('text'))
    .option('-o, --output <fichier>', 'fichier où écrire le rapport JUnit (sinon sur la sortie standard)')
    .option('--list', 'lister les zones et leurs vérifications, sans rien appeler')
    .addHelpText('after', HELP)
    .action(async (options: SmokeOptions) => {
      const ctx = context();
      const out = ctx.out;
      if (options.list) return printList(out);
      const areas = selectAreas(options);
      if (options.reporter === 'junit' && !options.output && out.json) throw usageError('--json et --reporter junit écrivent tous deux sur la sortie standard : ajoutez --output <fichier>.');
      if (options.output && options.reporter !== 'junit') throw usageError('--output va avec --reporter junit.');

      const connection = ctx.connection();
      const password = connection.user ? await connection.password() : null;
      if (!connection.user || !password) {
        throw usageError('volant smoke se connecte lui-même : indiquez --user et --password (ou VOLANT_USER / VOLANT_PASSWORD, ou un profil et la saisie du mot de passe).');
      }
      const writes = areas.some((area) => area.writes);
      const sandbox = createSandbox();
      out.info(`volant smoke — ${connection.baseUrl}, ${connection.user}${writes ? `, bac à sable « ${sandbox.name} »` : ', lecture seule'}`);

      const interruption = new AbortController();
      const onInterrupt = () => {
        out.info('Interruption : les vérifications restantes sont ignorées, le bac à sable est nettoyé… (Ctrl-C encore pour quitter tout de suite)');
        interruption.abort();
        process.once('SIGINT', () => process.exit(EXIT.failure));
      };
      process.once('SIGINT', onInterrupt);
      const startedAt = new Date();
      const started = performance.now();
      let outcome;
      try {
        outcome = await runSmoke({
          areas,
          connect: () => ctx.freshSession(),
          sandbox,
          network: ctx.http,
          signal: interruption.signal,
          listener: listener(out),
        });
      } finally {
        process.removeListener('SIGINT', onInterrupt);
      }
      const report = buildReport(outcome, {
        version: packageJson.version,
        baseUrl: connection.baseUrl,
        sandbox: sandbox.name,
        readOnly: !writes,
        startedAt,
        durationMs: Math.round(performance.now() - started),
      });
      out.info(`\n${out.paint(report.exitCode === EXIT.ok ? 'green' : 'red', summaryLine(report))}`);
      if (out.json) out.json_(report);
      if (options.reporter === 'junit') {
        if (options.output) {
          writeFileSync(options.output, junitXml(report));
          out.info(`Rapport JUnit écrit dans ${options.output}.`);
        } else {
          out.data(junitXml(report).trimEnd());
        }
      }
      if (report.exitCode === EXIT.ok) return;
      const failed = outcome.areas.flatMap((area) => area.checks).filter((check) => check.status === 'failed');
      const named = failed.map((check) => `${check.id} (${check.title})`).join(', ');
      const interrupted = interruption.signal.aborted ? ' (interrompu : les vérifications restantes ont été ignorées)' : '';
      if (report.exitCode === EXIT.unreachable) {
        const why = outcome.aborted ?? 'environnement injoignable';
        throw new CliError(failed.length > 1 ? `${why} Échecs : ${named}` : why, EXIT.unreachable);
      }
      throw new CliError(failed.length > 0 ? `Échec : ${named}${interrupted}` : 'Interrompu : les vérifications restantes ont été ignorées.', report.exitCode);
    });
}
