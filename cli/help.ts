import type { HelpConfiguration, Option } from 'commander';

/**
 * commander speaks English; `volant` speaks French. The help's titles and option details are
 * rewritten here, and so are commander's usage errors (unknown command or option, missing argument…).
 */

const TITLES: Record<string, string> = {
  'Usage:': 'Utilisation :',
  'Options:': 'Options :',
  'Commands:': 'Commandes :',
  'Arguments:': 'Arguments :',
  'Global Options:': 'Options globales :',
};

function optionDescription(option: Option): string {
  const extra: string[] = [];
  if (option.argChoices) extra.push(`valeurs : ${option.argChoices.join(', ')}`);
  if (option.defaultValue !== undefined && !option.negate && option.defaultValue !== false) {
    extra.push(`défaut ${option.defaultValueDescription ?? String(option.defaultValue)}`);
  }
  return extra.length > 0 ? `${option.description} (${extra.join(' ; ')})` : option.description;
}

export const frenchHelp: HelpConfiguration = {
  showGlobalOptions: true,
  styleTitle: (title: string) => TITLES[title] ?? title,
  styleSubcommandText: (text: string) => (text === '[command]' ? '[commande]' : text),
  optionDescription,
};

const ERRORS: [RegExp, (...groups: string[]) => string][] = [
  [/^error: unknown command '(.*)'/, (name) => `erreur : commande inconnue « ${name} »`],
  [/^error: unknown option '(.*)'/, (flag) => `erreur : option inconnue « ${flag} »`],
  [/^error: missing required argument '(.*)'/, (name) => `erreur : argument obligatoire manquant « ${name} »`],
  [/^error: option '(.*)' argument missing/, (flags) => `erreur : l’option « ${flags} » attend une valeur`],
  [/^error: required option '(.*)' not specified/, (flags) => `erreur : l’option « ${flags} » est obligatoire`],
  [
    /^error: option '(.*)' argument '(.*)' is invalid\. Allowed choices are (.*)\./,
    (flags, value, choices) => `erreur : « ${value} » n’est pas une valeur possible de « ${flags} » (valeurs : ${choices})`,
  ],
  [/^error: too many arguments for '(.*)'\. Expected (\d+) arguments? but got (\d+)\./, (name, expected, got) => `erreur : trop d’arguments pour « ${name} » (${expected} attendu(s), ${got} reçu(s))`],
  [/^error: too many arguments\. Expected (\d+) arguments? but got (\d+)\./, (expected, got) => `erreur : trop d’arguments (${expected} attendu(s), ${got} reçu(s))`],
  [/^\(Did you mean one of (.*)\?\)/, (names) => `(Vouliez-vous dire l’une de ces commandes : ${names} ?)`],
  [/^\(Did you mean (.*)\?\)/, (name) => `(Vouliez-vous dire ${name} ?)`],
];

/** commander's error text in French, line by line (lines it does not know are kept). */
export function frenchError(text: string): string {
  return text
    .split('\n')
    .map((line) => {
      for (const [pattern, say] of ERRORS) {
        const match = pattern.exec(line);
        if (match) return say(...match.slice(1));
      }
      return line;
    })
    .join('\n');
}

/** The examples block every command's --help ends with. */
export const examples = (...lines: string[]): string => `\nExemple${lines.length > 1 ? 's' : ''} :\n${lines.map((line) => `  ${line}`).join('\n')}`;
