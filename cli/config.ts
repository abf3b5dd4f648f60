import { chmodSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { dirname, join } from 'node:path';
import { z } from 'zod';
import { usageError } from './errors';

/**
 * Named environments in a JSON file (`$VOLANT_CONFIG`, else `$XDG_CONFIG_HOME/volant/config.json`,
 * else `~/.config/volant/config.json`):
 *   { "defaultProfile": "recette", "profiles": { "recette": { "baseUrl": "https://…", "user": "…" } } }
 * Passwords are never stored; sessions (tokens) are kept beside it, one file per environment, mode 0600.
 */
const profileSchema = z.strictObject({
  baseUrl: z.url({ message: 'baseUrl doit être une URL http(s).' }),
  user: z.string().optional(),
  timeout: z.number().int().positive().optional(),
});

const configSchema = z.strictObject({
  defaultProfile: z.string().optional(),
  profiles: z.record(z.string(), profileSchema).default({}),
});

export type Profile = z.infer<typeof profileSchema>;
export type CliConfig = z.infer<typeof configSchema>;

export function configDir(env: Record<string, string | undefined>): string {
  if (env.VOLANT_CONFIG) return dirname(env.VOLANT_CONFIG);
  return join(env.XDG_CONFIG_HOME || join(homedir(), '.config'), 'volant');
}

export function configFile(env: Record<string, string | undefined>): string {
  return env.VOLANT_CONFIG || join(configDir(env), 'config.json');
}

export function readConfig(env: Record<string, string | undefined>): CliConfig {
  const file = configFile(env);
  if (!existsSync(file)) return { profiles: {} };
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    throw usageError(`Le fichier de configuration ${file} n’est pas un JSON valide.`);
  }
  const parsed = configSchema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw usageError(`Le fichier de configuration ${file} est invalide (${issue?.path.join('.') || 'racine'} : ${issue?.message}).`);
  }
  return parsed.data;
}

export function writeConfig(env: Record<string, string | undefined>, config: CliConfig): string {
  const file = configFile(env);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(config, null, 2)}\n`, { mode: 0o600 });
  return file;
}

/** A small private JSON file (sessions): written with mode 0600, removed on logout. */
export function writePrivateJson(file: string, value: unknown): void {
  mkdirSync(dirname(file), { recursive: true, mode: 0o700 });
  writeFileSync(file, JSON.stringify(value), { mode: 0o600 });
  chmodSync(file, 0o600);
}

export function readPrivateJson(file: string): unknown {
  if (!existsSync(file)) return undefined;
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

export function removeFile(file: string): void {
  rmSync(file, { force: true });
}
