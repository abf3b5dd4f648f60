// The import graph of the source tree as the architecture tests read it: every import specifier of a
// file (found by pattern, comments aside), resolved to the repo-relative file it names.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { posix } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const SCANNED = ['src', 'embeds', 'cli', 'server'];
const SOURCE = /\.tsx?$/;
const STATIC_IMPORT = /^\s*(?:import|export)\s+(?:type\s+)?(?:[\w$*{},\s]+?\s+from\s+)?['"]([^'"\n]+)['"]/gm;
const DYNAMIC_IMPORT = /\bimport\(\s*['"]([^'"\n]+)['"]\s*\)/g;
const RESOLVE_SUFFIXES = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];

/** The specifiers of a file's static imports and re-exports, type-only ones included (not `import()`). */
export function staticSpecifiers(source: string): string[] {
  return [...source.matchAll(STATIC_IMPORT)].map((match) => match[1] ?? '');
}

/** The specifiers of a file's dynamic `import('…')` calls. */
export function dynamicSpecifiers(source: string): string[] {
  return [...source.matchAll(DYNAMIC_IMPORT)].map((match) => match[1] ?? '');
}

/** Every import specifier of a source file, static, re-export or dynamic. */
export function importSpecifiers(source: string): string[] {
  return [...staticSpecifiers(source), ...dynamicSpecifiers(source)];
}

/** The repo-relative file a relative specifier points at (or the bare path when it does not exist). */
export function resolve(from: string, specifier: string, files: ReadonlyMap<string, string>): string {
  const base = posix.normalize(posix.join(posix.dirname(from), specifier.replace(/\.js$/, '')));
  return RESOLVE_SUFFIXES.map((suffix) => base + suffix).find((candidate) => files.has(candidate)) ?? base;
}

/** Every TypeScript source of src/, embeds/, cli/ and server/: repo-relative path → text. */
export function sourceTree(): Map<string, string> {
  const files = new Map<string, string>();
  for (const dir of SCANNED.filter((name) => existsSync(`${ROOT}/${name}`))) {
    for (const entry of readdirSync(`${ROOT}/${dir}`, { recursive: true })) {
      const path = `${dir}/${String(entry).replaceAll('\\', '/')}`;
      if (SOURCE.test(path)) files.set(path, readFileSync(`${ROOT}/${path}`, 'utf8'));
    }
  }
  return files;
}
