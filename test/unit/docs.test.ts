// The documentation says what the code does: every variable the server reads is in the operations
// manual's tables and every variable there is read; every relative link of the README, ARCHITECTURE.md
// and docs/ leads to a file that exists, and to a heading of it when it names one; the README stays a
// five-minute read.
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const OPERATIONS = 'docs/operations.md';
/** The files that read the server's environment (the server's own, and the sign-on's). */
const CONFIG_FILES = ['server/config.ts', 'server/auth/sign-on/config.ts'];
const README_MAX_LINES = 250;

function read(path: string): string {
  return readFileSync(join(ROOT, path), 'utf8');
}

/** The variables a configuration file reads: `env.NAME`, `env['NAME']` and `helper(env, 'NAME', …)`. */
function variablesRead(source: string): Set<string> {
  const names = new Set<string>();
  for (const match of source.matchAll(/\benv(?:\.([A-Z][A-Z0-9_]+)|\[\s*'([A-Z][A-Z0-9_]+)'\s*\])/g)) names.add(match[1] ?? match[2] ?? '');
  for (const match of source.matchAll(/\(\s*env\s*,\s*'([A-Z][A-Z0-9_]+)'/g)) names.add(match[1] ?? '');
  names.delete('');
  return names;
}

/** The variables named in the first cell of the manual's tables (`| \`NAME\`, \`OTHER\` | …`). */
function variablesDocumented(markdown: string): Set<string> {
  const names = new Set<string>();
  for (const line of markdown.split('\n')) {
    const firstCell = /^\|([^|]+)\|/.exec(line)?.[1] ?? '';
    for (const match of firstCell.matchAll(/`([A-Z][A-Z0-9_]+)`/g)) names.add(match[1] ?? '');
  }
  names.delete('');
  return names;
}

test('every variable the server reads is documented in docs/operations.md, and every documented one is read', () => {
  const readByServer = new Set(CONFIG_FILES.flatMap((file) => [...variablesRead(read(file))]));
  const documented = variablesDocumented(read(OPERATIONS));
  const files = CONFIG_FILES.join(', ');
  assert.ok(readByServer.size > 20, `${files}: found only ${readByServer.size} variables, the pattern no longer matches`);
  assert.deepEqual([...readByServer].filter((name) => !documented.has(name)).sort(), [], `read by ${files} but missing from ${OPERATIONS}`);
  assert.deepEqual([...documented].filter((name) => !readByServer.has(name)).sort(), [], `documented in ${OPERATIONS} but not read by ${files}`);
});

function markdownFiles(): string[] {
  const docs = readdirSync(join(ROOT, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`);
  return ['README.md', 'ARCHITECTURE.md', ...docs];
}

/** GitHub's anchor of a heading: lower case, punctuation dropped (letters of any script kept), spaces to dashes. */
function headingAnchor(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/ /g, '-');
}

function anchorsOf(markdown: string): Set<string> {
  const anchors = new Set<string>();
  let fenced = false;
  for (const line of markdown.split('\n')) {
    if (line.startsWith('```')) fenced = !fenced;
    const heading = fenced ? null : /^#{1,6}\s+(.*)$/.exec(line);
    if (heading) anchors.add(headingAnchor((heading[1] ?? '').replace(/`/g, '')));
  }
  return anchors;
}

test('the heading anchors are GitHub’s', () => {
  assert.equal(headingAnchor('National services (simulated)'), 'national-services-simulated');
  assert.equal(headingAnchor('Performance: first load'), 'performance-first-load');
  assert.equal(headingAnchor('Accounting documents and prices'), 'accounting-documents-and-prices');
});

test('every relative link of the README, ARCHITECTURE.md and docs/ leads to a file and heading that exist', () => {
  const broken: string[] = [];
  for (const file of markdownFiles()) {
    const text = read(file);
    for (const match of text.matchAll(/\]\(([^)\s]+)\)/g)) {
      const target = match[1] ?? '';
      if (/^[a-z]+:/.test(target)) continue;
      const [path = '', anchor] = target.split('#');
      const resolved = path === '' ? join(ROOT, file) : join(ROOT, dirname(file), path);
      if (!existsSync(resolved)) {
        broken.push(`${file}: ${target} (no file ${relative(ROOT, resolved)})`);
        continue;
      }
      if (anchor && resolved.endsWith('.md') && !anchorsOf(readFileSync(resolved, 'utf8')).has(anchor)) {
        broken.push(`${file}: ${target} (no heading #${anchor})`);
      }
    }
  }
  assert.deepEqual(broken, []);
});

test(`the README stays under ${README_MAX_LINES} lines`, () => {
  const lines = read('README.md').split('\n').length;
  assert.ok(lines < README_MAX_LINES, `README.md has ${lines} lines: move the manual's part to docs/`);
});
