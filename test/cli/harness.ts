// Runs the built `volant` (dist/cli/volant.js) as support staff would, with its own config folder.
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
export const VOLANT_BIN = join(ROOT, 'dist/cli/volant.js');

export interface CliRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

export interface CliHome {
  env: Record<string, string>;
  run(args: string[], options?: { env?: Record<string, string>; input?: string }): Promise<CliRun>;
  cleanup(): Promise<void>;
}

/** A throw-away config folder (profiles, sessions) and a runner of the built binary. */
export async function cliHome(): Promise<CliHome> {
  const dir = await mkdtemp(join(tmpdir(), 'volant-cli-'));
  const env: Record<string, string> = { VOLANT_CONFIG: join(dir, 'config.json'), NO_COLOR: '1', PATH: process.env.PATH ?? '' };
  return {
    env,
    run: (args, options = {}) =>
      new Promise((resolve) => {
        const child = spawn(process.execPath, [VOLANT_BIN, ...args], { cwd: ROOT, env: { ...env, ...options.env } });
        let stdout = '';
        let stderr = '';
        child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
        child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
        child.stdin.end(options.input ?? '');
        child.on('close', (code) => resolve({ code, stdout, stderr }));
      }),
    cleanup: () => rm(dir, { recursive: true, force: true }),
  };
}
