import { createHash } from 'node:crypto';
import type { Context } from 'hono';
import { fromBuiltIndex } from './built-index';
import type { AppEnv } from './env';

/** A script element with no attribute, as build.mjs writes the boot script into index.html. */
const INLINE_SCRIPT = /<script>([\s\S]*?)<\/script>/g;

/** The CSP sources (`'sha256-…'`) of the inline scripts of `html`. */
export function inlineScriptSources(html: string): string {
  return [...html.matchAll(INLINE_SCRIPT)]
    .map(([, code]) => `'sha256-${createHash('sha256').update(code ?? '', 'utf8').digest('base64')}'`)
    .join(' ');
}

const builtSources = fromBuiltIndex(inlineScriptSources);

/**
 * The CSP's script-src sources of the front end's inline scripts (the boot script, build.mjs), read
 * from the built index.html and read again when a build replaces it; none before the first build.
 */
export function frontEndScriptSources(c: Context): string {
  return builtSources((c as Context<AppEnv>).var.deps.config.distDir) ?? '';
}
