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

test('no development-only branch survives in the built app (libraries that read Vite\'s import.meta.env)', () => {
  // valtio runs a debug effect in every useSnapshot unless import.meta.env.MODE is 'production':
  // build.mjs defines it; left undefined, the check reads undefined and the debug code runs.
  const scripts = filesUnder(join(publicDir, 'assets')).filter((path) => path.endsWith('.js'));
  const reading = scripts.filter((path) => readFileSync(path, 'utf8').includes('import.meta.env'));
  assert.deepEqual(reading.map((path) => path.replace(/^.*\//, '')), []);
});

interface Metafile {
  outputs: Record<string, { bytes: number; entryPoint?: string; inputs?: Record<string, unknown>; imports: { path: string; kind: string; external?: boolean }[] }>;
}

/** An output's static chunk graph (itself and every chunk it imports, transitively). */
function chunkGraph(metafile: Metafile, output: string, seen = new Set<string>()): Set<string> {
  if (seen.has(output)) return seen;
  seen.add(output);
  for (const imp of metafile.outputs[output]?.imports ?? []) {
    if (imp.kind === 'import-statement' && imp.external !== true) chunkGraph(metafile, imp.path, seen);
  }
  return seen;
}

/** The JavaScript files the learner list needs on a cold load: the entry, the registry, the chrome and the screen. */
const LEARNER_LIST_FIRST_LOAD = ['src/app/main.tsx', 'src/app/modules.ts', 'src/app/shell/chrome.ts', 'src/modules/learners/screens/LearnerList.tsx'];
const LEARNER_LIST_MAX_FILES = 6;
const SMALLEST_CHUNK_BYTES = 1024;

/** The outputs the learner list needs on a cold load (each first-load source's static chunk graph). */
function learnerListFirstLoad(metafile: Metafile): Set<string> {
  const files = new Set<string>();
  for (const source of LEARNER_LIST_FIRST_LOAD) {
    const output = Object.keys(metafile.outputs).find((path) => path.endsWith('.js') && metafile.outputs[path]?.entryPoint === source);
    assert.ok(output, `${source} is an output of the build`);
    for (const file of chunkGraph(metafile, output)) files.add(file);
  }
  return files;
}

test(`the learner list's first load needs at most ${LEARNER_LIST_MAX_FILES} JavaScript files, none under 1 KB`, () => {
  const metafile = JSON.parse(readFileSync(join(root, 'dist', 'metafile-app.json'), 'utf8')) as Metafile;
  const files = learnerListFirstLoad(metafile);
  const sizes = [...files].map((file) => `${file.replace(/^.*\//, '')} ${metafile.outputs[file]?.bytes ?? 0} B`);
  assert.ok(files.size <= LEARNER_LIST_MAX_FILES, `${files.size} files: ${sizes.join(', ')}`);
  const small = [...files].filter((file) => (metafile.outputs[file]?.bytes ?? 0) < SMALLEST_CHUNK_BYTES);
  assert.deepEqual(small, [], `files under 1 KB: ${sizes.join(', ')}`);
});

test('the learner list\'s first load brings no dayjs (its dates and counts are written by format-lite)', () => {
  const metafile = JSON.parse(readFileSync(join(root, 'dist', 'metafile-app.json'), 'utf8')) as Metafile;
  const inputs = [...learnerListFirstLoad(metafile)].flatMap((file) => Object.keys(metafile.outputs[file]?.inputs ?? {}));
  assert.deepEqual(inputs.filter((input) => /node_modules\/dayjs\/|src\/shared\/i18n\/(format|dayjs)\.ts$/.test(input)), []);
});

test('index.html runs the boot script first, inline before any stylesheet: small, importing nothing', () => {
  const html = readFileSync(join(publicDir, 'index.html'), 'utf8');
  const inline = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1] ?? '');
  assert.equal(inline.length, 1, 'one inline script: the boot script');
  const boot = inline[0] ?? '';
  assert.ok(boot.length < 4096, `boot script: ${boot.length} bytes`);
  assert.doesNotMatch(boot, /\bimport\s*[({"'*]|\bfrom\s*["']/, 'the boot script imports no chunk');
  assert.match(boot, /config\.json/);
  // An inline script waits for the stylesheets above it: none is.
  const at = html.indexOf(`<script>${boot}`);
  assert.ok(at < html.indexOf('<link rel="stylesheet"') && at > html.indexOf('id="volant-chunks"'), 'after the chunk graphs it reads, before the stylesheets');
  const modules = [...html.matchAll(/<script type="module" src="([^"]+)"><\/script>/g)].map((match) => match[1] ?? '');
  assert.match(modules[0] ?? '', /^\/assets\/main-[A-Z0-9]+\.js$/, `module scripts: ${modules.join(', ')}`);
  // The icon travels in the document, not as one more request.
  assert.match(html, /<link rel="icon" type="image\/svg\+xml" href="data:image\/svg\+xml,/);
});
