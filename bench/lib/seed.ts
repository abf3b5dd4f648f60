import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { join } from 'node:path';

/** `volant seed <args>` over `varDir` (the built CLI); resolves with its wall time in milliseconds. */
export async function seed(root: string, varDir: string, args: string[]): Promise<number> {
  const started = performance.now();
  const child = spawn(process.execPath, [join(root, 'dist/cli/volant.js'), 'seed', ...args], {
    cwd: root,
    env: { ...process.env, VOLANT_VAR_DIR: varDir },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (d: Buffer) => (stderr += d.toString()));
  const [code] = (await once(child, 'exit')) as [number];
  if (code !== 0) throw new Error(`volant seed ${args.join(' ')} failed: ${stderr.slice(-500)}`);
  return performance.now() - started;
}
