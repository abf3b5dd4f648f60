import type { Command } from 'commander';
import { usageError } from '../errors';
import type { CliContext } from '../context';
import { examples } from '../help';

type Method = 'get' | 'post' | 'patch' | 'delete';

function parseBody(raw: string | undefined): unknown {
  if (raw === undefined) return undefined;
  try {
    return JSON.parse(raw);
  } catch {
    throw usageError(`Le corps n’est pas un JSON valide : ${raw.slice(0, 80)}`);
  }
}

function checkPath(path: string): string {
  if (!path.startsWith('/')) throw usageError(`Le chemin doit commencer par « / » (ex. /learners?page=1), reçu « ${path} ».`);
  return path;
}

/** `volant get|post|patch|delete <path> [json]`: an authenticated raw call, answer pretty-printed. */
export function registerRequests(program: Command, context: () => CliContext): void {
  const run = (method: Method) => async (path: string, json?: unknown) => {
    const ctx = context();
    const { client } = await ctx.session();
    const target = checkPath(path);
    // Commander passes (path, options, command) to commands without a JSON argument.
    const body = parseBody(typeof json === 'string' ? json : undefined);
    const answer =
      method === 'get'
        ? await client.get<unknown>(target)
        : method === 'post'
          ? await client.post<unknown>(target, body)
          : method === 'patch'
            ? await client.patch<unknown>(target, body ?? {})
            : await client.delete(target);
    if (answer === undefined) ctx.out.info('OK (pas de contenu).');
    else ctx.out.json_(answer);
  };
  program
    .command('get <path>')
    .description('GET authentifié sur l’API (ex. /learners?simplesearch=martin)')
    .addHelpText('after', examples('volant get "/learners?itemsPerPage=5&order[lastName]=asc"', 'volant --json get /billing/tvas > tvas.json'))
    .action(run('get'));
  program
    .command('post <path> [json]')
    .description('POST authentifié avec un corps JSON')
    .addHelpText('after', '\nExemple :\n  volant post /billing/tvas \'{"label":"TVA test","rate":2.1,"agency":1}\'')
    .action(run('post'));
  program
    .command('patch <path> <json>')
    .description('PATCH authentifié (merge-patch) avec un corps JSON')
    .addHelpText('after', examples('volant patch /billing/tvas/3 \'{"label":"TVA réduite"}\''))
    .action(run('patch'));
  program
    .command('delete <path>')
    .description('DELETE authentifié')
    .addHelpText('after', examples('volant delete /billing/tvas/3'))
    .action(run('delete'));
}
