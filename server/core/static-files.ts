import { serveStatic } from '@hono/node-server/serve-static';
import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from './env';

/**
 * Paths whose file names carry a content hash (esbuild's `[name]-[hash]`): a new build gives them
 * new names, so a browser may keep them for a year without asking again.
 */
export const HASHED_FOLDERS = ['/assets/', '/embeds/chunks/', '/embeds/assets/'] as const;
export const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Hashed assets are immutable; every other file (index.html, the widgets' stable entries, sw.js) is revalidated. */
export function cacheControlFor(path: string): string {
  return HASHED_FOLDERS.some((folder) => path.startsWith(folder)) ? IMMUTABLE : 'no-cache';
}

const setCacheControl = (_file: string, c: Context<AppEnv>): void => {
  c.header('Cache-Control', cacheControlFor(c.req.path));
  // The answer depends on Accept-Encoding wherever a compressed sibling may exist (build.mjs).
  if (!c.res.headers.has('Vary')) c.header('Vary', 'Accept-Encoding');
};

/**
 * A file of the built front end, sent as its build-time brotli or gzip sibling when the browser
 * accepts one (`Content-Encoding`, `Vary: Accept-Encoding`), with the cache policy above. `path`
 * pins one file relative to `root` (the SPA's `index.html` for app routes); without it the request path names the file.
 */
export function staticFiles(root: string, path?: string): MiddlewareHandler<AppEnv> {
  return serveStatic<AppEnv>({ root, path, precompressed: true, onFound: setCacheControl });
}
