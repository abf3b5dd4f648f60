import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { startBuiltServer } from '../lib/server';
import { round } from '../lib/stats';
import { atMost, type Suite } from '../lib/types';

interface SmokeRun {
  ms: number;
  code: number;
  report: { ok: boolean; summary: { total: number; passed: number; failed: number; skipped: number }; failed: string[] } | null;
  stderr: string;
}

/** One `volant smoke` (every area, write flows included) as support staff run it, timed from spawn to exit. */
async function smoke(root: string, scratch: string, url: string): Promise<SmokeRun> {
  const started = performance.now();
  const child = spawn(
    process.execPath,
    [join(root, 'dist/cli/volant.js'), '--json', 'smoke', '--base-url', url, '--user', 'gerant@volant.test', '--password', 'volant-demo'],
    { cwd: root, env: { ...process.env, VOLANT_CONFIG: join(scratch, 'config.json'), NO_COLOR: '1' }, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let stdout = '';
  let stderr = '';
  child.stdout?.on('data', (d: Buffer) => (stdout += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (stderr += d.toString()));
  const [code] = (await once(child, 'exit')) as [number];
  const ms = performance.now() - started;
  let report: SmokeRun['report'] = null;
  try {
    report = JSON.parse(stdout) as SmokeRun['report'];
  } catch {
    // Reported below as a failed run.
  }
  return { ms, code, report, stderr };
}

/** `volant smoke` against the local reference server (demo data): the budget is 10 s. */
export const cliSuite: Suite = {
  name: 'cli',
  async run({ root, scratch, log }) {
    const varDir = join(scratch, 'cli');
    mkdirSync(varDir, { recursive: true });
    const server = await startBuiltServer(root, varDir);
    try {
      // A first run warms the server's caches and SQLite pages like any environment in use.
      await smoke(root, varDir, server.url);
      const run = await smoke(root, varDir, server.url);
      const { report } = run;
      const summary = report ? `${report.summary.passed}/${report.summary.total} passed, ${report.summary.skipped} skipped` : 'no report';
      log(`  volant smoke: ${round(run.ms / 1000, 2)} s, exit ${run.code}, ${summary}`);
      if (run.code !== 0) log(`  failed: ${report?.failed.join(', ') ?? run.stderr.slice(-500)}`);
      const row = atMost('cli', 'volant smoke, all areas and write flows', round(run.ms / 1000, 2), 10, 's', `${summary}, exit ${run.code}`);
      return [{ ...row, pass: row.pass && run.code === 0 }];
    } finally {
      await server.stop();
    }
  },
};
