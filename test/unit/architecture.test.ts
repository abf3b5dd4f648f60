// Imports flow one way: src/shared → src/modules/<area> → src/app, embeds, cli. A module never
// imports another module. The reference server takes from src only pure files (src/shared/** and
// src/modules/*/schema.ts|types.ts) and nothing that brings React or styles, even indirectly; the
// CLI likewise, with the modules' api.ts files (the single description of each call) as well.
// The login screen's first load (src/app/main.tsx and its static imports) holds no zod: every schema
// comes with the lazily loaded modules; nor do the registry, the chrome and the learner list (issue 26).
// The server's own layers, its frozen migrations and the import cycles: architecture-server.test.ts.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { importSpecifiers, resolve, sourceTree } from './import-graph';

/** Imports loaded with the importing file: static and re-exports, not type-only, not dynamic. */
const LOADED_IMPORT = /^\s*(?:import|export)\s+(?!type\s)(?:[\w$*{},\s]+?\s+from\s+)?['"]([^'"\n]+)['"]/gm;
/** Packages the login screen's first load must not carry (zod alone is ≈ 90 KB gzip). */
const NOT_AT_FIRST_LOAD = /^zod(?:\/.*)?$/;
const FIRST_LOAD_ENTRY = 'src/app/main.tsx';
const BROWSER_PACKAGES = /^(?:react|react-dom|swr|valtio|history|@vanilla-extract\/.*|@r2wc\/.*|@tanstack\/react-virtual)(?:\/.*)?$/;

type Layer = 'shared' | 'module' | 'app' | 'embeds' | 'cli' | 'server' | 'other';

interface Violation {
  file: string;
  specifier: string;
  reason: string;
}

function layerOf(path: string): { layer: Layer; module?: string } {
  const [top, second, third] = path.split('/');
  if (top === 'src' && second === 'shared') return { layer: 'shared' };
  if (top === 'src' && second === 'modules' && third !== undefined) return { layer: 'module', module: third };
  if (top === 'src' && second === 'app') return { layer: 'app' };
  if (top === 'embeds' || top === 'cli' || top === 'server') return { layer: top };
  return { layer: 'other' };
}

const FORBIDDEN: Record<Layer, Layer[]> = {
  shared: ['module', 'app', 'embeds', 'cli', 'server'],
  module: ['app', 'embeds', 'cli', 'server'],
  app: ['embeds', 'cli', 'server'],
  embeds: ['app', 'cli', 'server'],
  cli: ['app', 'embeds'],
  server: ['app', 'embeds', 'cli'],
  other: [],
};

/** The src files a Node layer may import (directly or not): the server takes schemas and types, the CLI also api.ts. */
const PURE_MODULE_FILES: Partial<Record<Layer, RegExp>> = {
  server: /^src\/modules\/[^/]+\/(?:schema|types)(?:\.ts)?$/,
  cli: /^src\/modules\/[^/]+\/(?:schema|types|api)(?:\.ts)?$/,
};

const isPureFor = (layer: 'server' | 'cli', path: string): boolean =>
  (path.startsWith('src/shared/') || PURE_MODULE_FILES[layer]!.test(path))
  && !path.endsWith('.tsx') && !path.endsWith('.css.ts');

/** Why a src file reached from the server or the CLI is not pure, following its own imports; null when pure. */
function impurity(layer: 'server' | 'cli', path: string, files: ReadonlyMap<string, string>, seen: Set<string>): string | null {
  if (seen.has(path)) return null;
  seen.add(path);
  if (!isPureFor(layer, path)) {
    const allowed = layer === 'server' ? 'schema.ts|types.ts' : 'schema.ts|types.ts|api.ts';
    return `${path} is not a pure src file (only src/shared/** and src/modules/*/${allowed}, no .tsx or .css.ts)`;
  }
  for (const specifier of importSpecifiers(files.get(path) ?? '')) {
    if (BROWSER_PACKAGES.test(specifier)) return `${path} imports '${specifier}'`;
    if (!specifier.startsWith('.')) continue;
    const target = resolve(path, specifier, files);
    if (!target.startsWith('src/')) continue;
    const why = impurity(layer, target, files, seen);
    if (why !== null) return `${path} → ${why}`;
  }
  return null;
}

/** Every import of `files` (repo-relative path → source text) that breaks the one-way rule. */
function findViolations(files: ReadonlyMap<string, string>): Violation[] {
  const violations: Violation[] = [];
  for (const [file, source] of files) {
    const from = layerOf(file);
    for (const specifier of importSpecifiers(source)) {
      const add = (reason: string) => violations.push({ file, specifier, reason });
      if (!specifier.startsWith('.')) {
        if ((from.layer === 'server' || from.layer === 'cli') && BROWSER_PACKAGES.test(specifier)) add(`the ${from.layer} never imports browser packages`);
        continue;
      }
      const path = resolve(file, specifier, files);
      const to = layerOf(path);
      if (FORBIDDEN[from.layer].includes(to.layer)) {
        add(`${from.layer === 'module' ? `module ${from.module}` : from.layer} may not import ${to.layer}`);
      } else if (from.layer === 'module' && to.layer === 'module' && to.module !== from.module) {
        add(`module ${from.module} may not import module ${to.module}`);
      } else if ((from.layer === 'server' || from.layer === 'cli') && path.startsWith('src/')) {
        const why = impurity(from.layer, path, files, new Set());
        if (why !== null) add(`the ${from.layer} imports only pure src files: ${why}`);
      }
    }
  }
  return violations;
}

/** The chain from `entry` to a package matching `forbidden` through imports loaded with their file, or null. */
function loadedWith(entry: string, forbidden: RegExp, files: ReadonlyMap<string, string>, seen = new Set<string>()): string | null {
  if (seen.has(entry)) return null;
  seen.add(entry);
  for (const [, specifier = ''] of (files.get(entry) ?? '').matchAll(LOADED_IMPORT)) {
    if (forbidden.test(specifier)) return `${entry} imports '${specifier}'`;
    if (!specifier.startsWith('.')) continue;
    const chain = loadedWith(resolve(entry, specifier, files), forbidden, files, seen);
    if (chain !== null) return `${entry} → ${chain}`;
  }
  return null;
}

const describeAll = (violations: Violation[]) =>
  violations.map((v) => `${v.file}: '${v.specifier}' — ${v.reason}`).join('\n');

test('the source tree follows the one-way import rule', () => {
  const files = sourceTree();
  assert.ok(files.size > 0, 'no source file found under src/, embeds/, cli/ or server/');
  const violations = findViolations(files);
  assert.equal(violations.length, 0, `${violations.length} forbidden import(s):\n${describeAll(violations)}`);
});

test('the check reads static, re-export, type-only and dynamic imports but not comments', () => {
  const source = [
    "import { a } from './a';",
    "import type {\n  B,\n  C,\n} from './b';",
    "export * from './c';",
    "import './d.css';",
    "// import { e } from './commented';",
    'const lazy = () => import("./screens/F");',
    "const text = 'import nothing from here';",
  ].join('\n');
  assert.deepEqual(importSpecifiers(source).sort(), ['./a', './b', './c', './d.css', './screens/F']);
});

test('the check reports every kind of forbidden import with its file and specifier', () => {
  const files = new Map([
    ['src/shared/api/client.ts', "import { quotePath } from '../../modules/quotes/routes';"],
    ['src/modules/quotes/routes.ts', "import { learnerPath } from '../learners/routes';\nimport { http } from '../../shared/api/client';"],
    ['src/modules/quotes/schema.ts', "import { z } from 'zod';\nimport { email } from '../../shared/schema/fields';"],
    ['src/modules/quotes/api.ts', "import type { Quote } from './types';"],
    ['src/modules/learners/routes.ts', "const screen = () => import('../../app/Shell');"],
    ['src/shared/schema/fields.ts', "import { z } from 'zod';"],
    ['src/shared/ui/Button.tsx', "import { useState } from 'react';"],
    ['src/shared/ui/label.ts', "import { Button } from './Button';"],
    ['src/app/Shell.tsx', "import '../../embeds/quote.element';"],
    ['embeds/quote.element.tsx', "import { Shell } from '../src/app/Shell';\nimport { http } from '../src/shared/api/client';"],
    ['cli/index.ts', "import { listQuotes } from '../src/modules/quotes/api';"],
    ['cli/commands/quotes.ts', "import { routes } from '../../src/modules/quotes/routes';\nimport { Button } from '../../src/shared/ui/Button';\nimport { proxy } from 'valtio';"],
    ['server/routes.ts', [
      "import { quoteSchema } from '../src/modules/quotes/schema';",
      "import { listQuotes } from '../src/modules/quotes/api';",
      "import { Button } from '../src/shared/ui/Button';",
      "import { label } from '../src/shared/ui/label';",
      "import { renderToString } from 'react-dom/server';",
    ].join('\n')],
  ]);
  const found = findViolations(files).map((v) => `${v.file} ${v.specifier}`);
  assert.deepEqual(found.sort(), [
    'cli/commands/quotes.ts ../../src/modules/quotes/routes',
    'cli/commands/quotes.ts ../../src/shared/ui/Button',
    'cli/commands/quotes.ts valtio',
    'embeds/quote.element.tsx ../src/app/Shell',
    'server/routes.ts ../src/modules/quotes/api',
    'server/routes.ts ../src/shared/ui/Button',
    'server/routes.ts ../src/shared/ui/label',
    'server/routes.ts react-dom/server',
    'src/app/Shell.tsx ../../embeds/quote.element',
    'src/modules/learners/routes.ts ../../app/Shell',
    'src/modules/quotes/routes.ts ../learners/routes',
    'src/shared/api/client.ts ../../modules/quotes/routes',
  ]);
});

test('the login screen’s first load carries no zod: schemas come with the lazily loaded modules', () => {
  assert.equal(loadedWith(FIRST_LOAD_ENTRY, NOT_AT_FIRST_LOAD, sourceTree()), null);
});

test('the module registry, the signed-in chrome and the learner list carry no zod: it comes with the forms', () => {
  const tree = sourceTree();
  for (const entry of ['src/app/modules.ts', 'src/app/shell/chrome.ts', 'src/modules/learners/screens/LearnerList.tsx']) {
    assert.equal(loadedWith(entry, NOT_AT_FIRST_LOAD, tree), null, entry);
  }
});

test('the first-load check follows static imports and re-exports, not type-only or dynamic ones', () => {
  const files = new Map([
    ['src/app/main.tsx', "import { App } from './App';\nimport type { Z } from './types';\nconst later = () => import('./registry');"],
    ['src/app/App.tsx', "export * from '../shared/form/rules';"],
    ['src/app/types.ts', "import { z } from 'zod';"],
    ['src/app/registry.ts', "import { z } from 'zod';"],
    ['src/shared/form/rules.ts', "import { config } from 'zod/v4/core';"],
  ]);
  assert.equal(loadedWith(FIRST_LOAD_ENTRY, NOT_AT_FIRST_LOAD, files), "src/app/main.tsx → src/app/App.tsx → src/shared/form/rules.ts imports 'zod/v4/core'");
  files.set('src/shared/form/rules.ts', "import type { ZodType } from 'zod';");
  assert.equal(loadedWith(FIRST_LOAD_ENTRY, NOT_AT_FIRST_LOAD, files), null);
});

/** The start of an SWR hook call: `useSWR(`, `useSWRInfinite(`, `useSWRImmutable(`, type arguments allowed. */
const SWR_CALL = /\buseSWR\w*\s*(?:<[^()]*>)?\(/g;
/** An array literal (not an index such as `windows[0]`): a `[` after the start, an operator or a bracket. */
const ARRAY_LITERAL = /(?:^|[(?:,=&|!])\s*\[/;

/** The text of a call's first argument, from just after its `(` to the comma or `)` that closes it. */
function firstArgument(source: string, start: number): string {
  let depth = 0;
  for (let i = start; i < source.length; i += 1) {
    const char = source[i];
    if (char === '(' || char === '[' || char === '{') depth += 1;
    else if (char === ')' || char === ']' || char === '}') {
      if (depth === 0) return source.slice(start, i);
      depth -= 1;
    } else if (char === ',' && depth === 0) return source.slice(start, i);
  }
  return source.slice(start);
}

/** The SWR hook calls of `files` whose key is an inline array instead of a `keys.ts` builder: `file: key`. */
function inlineSwrKeys(files: ReadonlyMap<string, string>): string[] {
  const found: string[] = [];
  for (const [file, source] of files) {
    if (!file.startsWith('src/') && !file.startsWith('embeds/')) continue;
    for (const match of source.matchAll(SWR_CALL)) {
      const key = firstArgument(source, match.index + match[0].length);
      if (ARRAY_LITERAL.test(key)) found.push(`${file}: ${key.trim()}`);
    }
  }
  return found;
}

test('every SWR key is built by a keys.ts builder, never inline in the hook call', () => {
  const inline = inlineSwrKeys(sourceTree());
  assert.deepEqual(inline, [], `${inline.length} inline SWR key(s): name them in the module's keys.ts\n${inline.join('\n')}`);
});

test('the inline-key check finds array keys, bare or conditional, and lets builders and indexes pass', () => {
  const files = new Map([
    ['src/modules/quotes/hooks.ts', [
      "useSWR(['/quotes', id] as const, load);",
      'useSWR(id === null ? null : ([`/quotes/${id}`] as const), load);',
      'useSWR<Page>(admin ? [path] : null, load);',
      'useSWRInfinite([path, query], load);',
      'useSWR(quoteKeys.quote(id), ([path]) => load(path));',
      'useSWR(keyOf(windows[0]), load, { keepPreviousData: true });',
      'useSWR(id === null ? null : quoteKeys.quote(id), load);',
    ].join('\n')],
    ['server/quotes.ts', "useSWR(['/not-the-front'], load);"],
  ]);
  assert.deepEqual(inlineSwrKeys(files).map((entry) => entry.slice(entry.indexOf(': ') + 2)), [
    "['/quotes', id] as const",
    'id === null ? null : ([`/quotes/${id}`] as const)',
    'admin ? [path] : null',
    '[path, query]',
  ]);
});
