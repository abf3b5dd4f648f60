// The CLI manual's `volant` examples (docs/cli.md), run as written by a shell (bash) against a built
// server: every ```sh block, in order, with only the example environment and account replaced by the
// test server's and a demo manager's. The password comes from VOLANT_PASSWORD (docs/cli.md: « or
// VOLANT_PASSWORD »), since no terminal is there to ask it.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { chmod, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { after, before, test } from 'node:test';
import { startServer, type RunningServer } from '../e2e/harness';
import { cliHome, VOLANT_BIN, type CliHome, type CliRun } from './harness';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const EXAMPLE_URL = 'https://recette.volant.example';
const EXAMPLE_USER = 'support@volant.example';
const USER = 'gerant@volant.test';

/** The ```sh blocks of the CLI manual (docs/cli.md, which README links to), each a list of command lines. */
function readmeCliBlocks(): string[][] {
  const manual = readFileSync(join(ROOT, 'docs', 'cli.md'), 'utf8');
  return [...manual.matchAll(/```sh\n([\s\S]*?)```/g)].map((match) =>
    (match[1] ?? '').split('\n').filter((line) => line.trim() !== '' && !line.trim().startsWith('#')),
  );
}

let server: RunningServer;
let home: CliHome;

before(async () => {
  server = await startServer();
  home = await cliHome();
  // `volant` on the PATH, as an installed CLI is.
  const bin = join(home.dir, 'volant');
  await writeFile(bin, `#!/bin/sh\nexec "${process.execPath}" "${VOLANT_BIN}" "$@"\n`);
  await chmod(bin, 0o755);
});
after(async () => {
  await server?.stop();
  await home?.cleanup();
});

/** One README line through bash, in the CLI's home folder (where its redirections write). */
function shell(line: string): Promise<CliRun> {
  const command = line.replaceAll(EXAMPLE_URL, server.url).replaceAll(EXAMPLE_USER, USER);
  return new Promise((resolve) => {
    const child = spawn('bash', ['-c', command], {
      cwd: home.dir,
      env: { ...home.env, PATH: `${home.dir}:${home.env.PATH}`, VOLANT_PASSWORD: 'volant-demo' },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    child.stdin.end();
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

async function runAll(lines: readonly string[]): Promise<void> {
  for (const line of lines) {
    const run = await shell(line);
    assert.equal(run.code, 0, `« ${line} » exited ${run.code}:\n${run.stderr}${run.stdout}`);
  }
}

test('README: login with --base-url and --user, then whoami, smoke, get and logout without repeating them', async () => {
  const [session = []] = readmeCliBlocks();
  assert.ok(session[0]?.startsWith('volant login --base-url'), JSON.stringify(session));
  await runAll(session);
  const tvas = JSON.parse(await readFile(join(home.dir, 'tvas.json'), 'utf8')) as unknown;
  assert.ok(Array.isArray(tvas) || typeof tvas === 'object', 'tvas.json is JSON');
  // After `volant logout`, no session is kept: whoami says how to choose an environment.
  const after = await shell('volant whoami');
  assert.equal(after.code, 2, after.stderr);
  assert.match(after.stderr, /Indiquez l’environnement/);
});

test('README: the smoke examples, with the profiles they name (volant profiles add / use, as README says)', async () => {
  const [, smoke = []] = readmeCliBlocks();
  assert.ok(smoke.length > 0 && smoke.every((line) => line.startsWith('volant smoke')), JSON.stringify(smoke));
  const profiles = new Set(smoke.flatMap((line) => [...line.matchAll(/--profile (\S+)/g)].map((m) => m[1] ?? '')));
  await runAll([
    ...[...profiles, 'recette'].map((name) => `volant profiles add ${name} --base-url ${EXAMPLE_URL} --user ${EXAMPLE_USER}`),
    'volant profiles use recette',
  ]);
  await runAll(smoke);
  const report = JSON.parse(await readFile(join(home.dir, 'rapport.json'), 'utf8')) as { ok: boolean };
  assert.equal(report.ok, true);
  assert.match(await readFile(join(home.dir, 'smoke.xml'), 'utf8'), /<testsuites/);
});
