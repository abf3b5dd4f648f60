// The production build (test/run.mjs builds before this phase) as a browser receives it: every
// compressible file of the front end has brotli and gzip siblings that decompress to it (read back
// with node's zlib), and zod brings only the locales Volant uses.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

const root = join(import.meta.dirname, '..', '..');
const publicDir = join(root, 'dist', 'public');

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true }).map((name) => join(dir, String(name))).filter((path) => statSync(path).isFile());
}

test('every compressible front-end file of 1 KB or more has .br and .gz siblings with the same content', () => {
  const files = filesUnder(publicDir).filter((path) => /\.(js|css|html|svg|json)$/.test(path) && statSync(path).size >= 1024);
  const built = files.filter((path) => path.includes(`${join('dist', 'public', 'assets')}`) || path.endsWith('index.html'));
  assert.ok(built.length > 20, `built files found: ${built.length}`);
  for (const path of built) {
    const bytes = readFileSync(path);
    assert.deepEqual(brotliDecompressSync(readFileSync(`${path}.br`)), bytes, `${path}.br`);
    assert.deepEqual(gunzipSync(readFileSync(`${path}.gz`)), bytes, `${path}.gz`);
  }
});

test('the app bundles zod with the French and English locales only', () => {
  const metafile = JSON.parse(readFileSync(join(root, 'dist', 'metafile-app.json'), 'utf8')) as { inputs: Record<string, unknown> };
  const locales = Object.keys(metafile.inputs).filter((input) => /zod\/v4\/locales\/[^/]+\.js$/.test(input));
  assert.deepEqual(locales.map((input) => input.replace(/^.*\//, '')).sort(), ['en.js', 'fr.js']);
});
