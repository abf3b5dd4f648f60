import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** index.html is looked at again at most this often (a development build replaces it). */
const RECHECK_MS = 1000;

interface Derived<T> {
  file: string;
  mtimeMs: number;
  checkedAt: number;
  value: T;
}

/**
 * What is derived from the built `index.html` of `distDir` (its CSP hashes, the page with its
 * configuration…), derived once per build: the file is looked at again at most once a second and
 * `derive` runs again only when a build has replaced it. Undefined while there is no build.
 */
export function fromBuiltIndex<T>(derive: (html: string) => T): (distDir: string) => T | undefined {
  let cached: Derived<T> | null = null;
  return (distDir) => {
    const file = join(distDir, 'index.html');
    const now = Date.now();
    if (cached?.file === file && now - cached.checkedAt < RECHECK_MS) return cached.value;
    try {
      const { mtimeMs } = statSync(file);
      if (cached?.file !== file || cached.mtimeMs !== mtimeMs) cached = { file, mtimeMs, checkedAt: now, value: derive(readFileSync(file, 'utf8')) };
      cached.checkedAt = now;
      return cached.value;
    } catch {
      cached = null;
      return undefined;
    }
  };
}
