import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { Context } from 'hono';
import type { AppEnv } from './env';

/** A script element with no attribute, as build.mjs writes the boot script into index.html. */
const INLINE_SCRIPT = /<script>([\s\S]*?)<\/script>/g;

/** index.html is looked at again at most this often (a development build replaces it). */
const RECHECK_MS = 1000;

let cached: { file: string; mtimeMs: number; checkedAt: number; sources: string } | null = null;

/** The CSP sources (`'sha256-…'`) of the inline scripts of `html`. */
export function inlineScriptSources(html: string): string {
  return [...html.matchAll(INLINE_SCRIPT)]
    .map(([, code]) => `'sha256-${createHash('sha256').update(code ?? '', 'utf8').digest('base64')}'`)
    .join(' ');
}

/**
 * The CSP's script-src sources of the front end's inline scripts (the boot script, build.mjs), read
 * from the built index.html and read again when a build replaces it; none before the first build.
 */
export function frontEndScriptSources(c: Context): string {
  const file = join((c as Context<AppEnv>).var.deps.config.distDir, 'index.html');
  const now = Date.now();
  if (cached?.file === file && now - cached.checkedAt < RECHECK_MS) return cached.sources;
  try {
    const { mtimeMs } = statSync(file);
    if (cached?.file !== file || cached.mtimeMs !== mtimeMs) cached = { file, mtimeMs, checkedAt: now, sources: inlineScriptSources(readFileSync(file, 'utf8')) };
    cached.checkedAt = now;
    return cached.sources;
  } catch {
    cached = null;
    return '';
  }
}
