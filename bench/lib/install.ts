import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

/**
 * `npm install` in a bench-only package (`bench/<name>/`, not the root package) when `marker` — a
 * package it depends on — is missing from its node_modules.
 */
export function installBenchPackage(root: string, dir: string, marker: string, log: (text: string) => void): void {
  const at = join(root, dir);
  if (existsSync(join(at, 'node_modules', marker))) return;
  log(`  installing ${dir} (npm install in that folder)…`);
  const npm = spawnSync('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error'], { cwd: at, stdio: 'inherit' });
  if (npm.status !== 0) throw new Error(`npm install in ${dir} failed`);
}
