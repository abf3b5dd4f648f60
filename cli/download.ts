import { existsSync, writeFileSync } from 'node:fs';
import type { CliContext } from './context';
import { usageError } from './errors';

/** Where a downloaded file goes: `--output` (« - » for stdout), else the server's name in the current folder. */
export interface SaveOptions {
  output?: string;
  force?: boolean;
}

/** Refuses, before any request, to replace an explicit `--output` without `--force`. */
export function checkOutput(options: SaveOptions): void {
  if (options.output && options.output !== '-' && existsSync(options.output) && !options.force) {
    throw usageError(`Le fichier ${options.output} existe déjà : --force pour le remplacer.`);
  }
}

/** Writes a downloaded file where `options` say, never over a file without `--force`; answers the path, or null for stdout. */
export function saveDownload(ctx: CliContext, bytes: Buffer, options: SaveOptions, serverName: string): string | null {
  if (options.output === '-') {
    ctx.io.stdout.write(bytes);
    return null;
  }
  const target = options.output ?? serverName.replace(/[/\\]/g, '_');
  if (!options.output && existsSync(target) && !options.force) throw usageError(`Le fichier ${target} existe déjà : --force pour le remplacer, ou -o <fichier>.`);
  writeFileSync(target, bytes);
  return target;
}
