// Small files with one purpose: no source file of the app, the server, the CLI, the embeds, the tests
// or the benchmarks is over MAX_LINES lines (a longer one is split by what it does, as the cluster
// suite was: test/cluster/*.test.ts over the harness test/cluster/cluster.ts).
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const FOLDERS = ['src', 'server', 'cli', 'embeds', 'test', 'bench'];
const SOURCE = /\.(?:tsx?|mjs)$/;
/** Installed packages and generated output are not ours to split. */
const SKIPPED = /(?:^|\/)(?:node_modules|dist|results|test-results)\//;
const MAX_LINES = 400;

/** The source files over `max` lines among `files` (path → text), with their length. */
function oversized(files: ReadonlyMap<string, string>, max = MAX_LINES): string[] {
  return [...files]
    .map(([path, text]) => ({ path, lines: text.split('\n').length - (text.endsWith('\n') ? 1 : 0) }))
    .filter((file) => file.lines > max)
    .map((file) => `${file.path}: ${file.lines} lines`);
}

function sources(): Map<string, string> {
  const files = new Map<string, string>();
  for (const folder of FOLDERS) {
    for (const entry of readdirSync(`${ROOT}/${folder}`, { recursive: true })) {
      const path = `${folder}/${String(entry).replaceAll('\\', '/')}`;
      if (SOURCE.test(path) && !SKIPPED.test(path)) files.set(path, readFileSync(`${ROOT}/${path}`, 'utf8'));
    }
  }
  return files;
}

test(`no source file in ${FOLDERS.join(', ')} is over ${MAX_LINES} lines`, () => {
  const files = sources();
  assert.ok(files.size > 100, 'the source tree was found');
  assert.deepEqual(oversized(files), []);
});

test('the size check counts lines, a final newline not making one more', () => {
  const lines = (n: number) => `${Array.from({ length: n }, (_, i) => `line ${i}`).join('\n')}\n`;
  assert.deepEqual(oversized(new Map([['a.ts', lines(400)], ['b.ts', lines(401)]])), ['b.ts: 401 lines']);
});
