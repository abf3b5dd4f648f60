import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { MiddlewareHandler } from 'hono';
import { getMimeType } from 'hono/utils/mime';
import { chosenEncoding } from './compress-json';
import type { AppEnv } from './env';
import { HASHED_FOLDERS, IMMUTABLE } from './static-files';

/** A plain file name (`name-HASH.js`): no folder below, no way up. */
const FILE_NAME = /^[\w-]+(?:\.[\w-]+)+$/;

/** Whether `path` names a file right in one of the hashed folders. */
const isHashedFile = (path: string): boolean => HASHED_FOLDERS.some((folder) => path.startsWith(folder) && FILE_NAME.test(path.slice(folder.length)));
/** What one instance keeps at most (a build's hashed files are a few MB in each encoding). */
const MAX_STORED_BYTES = 64 * 1024 * 1024;

type Encoding = 'br' | 'gzip';
const SUFFIX: Record<Encoding, string> = { br: '.br', gzip: '.gz' };

interface StoredAsset {
  body: Uint8Array<ArrayBuffer>;
  encoding: Encoding | null;
}

/** The file in the accepted encoding when build.mjs made that sibling, else as it is; null when absent. */
async function readAsset(root: string, path: string, accepted: Encoding | null): Promise<StoredAsset | null> {
  for (const encoding of accepted ? [accepted, null] : [null]) {
    try {
      const bytes = await readFile(join(root, encoding ? `${path}${SUFFIX[encoding]}` : path));
      return { body: new Uint8Array(bytes), encoding };
    } catch {
      // No such file (or sibling): the next candidate.
    }
  }
  return null;
}

/**
 * The hashed files of the built front end (a page's chunks and styles), answered from memory: read
 * once per instance and encoding, then sent whole in the event-loop turn that reads the request.
 * Streamed from disk, an answer took several turns, and the API reads a page sends at the same time
 * (synchronous SQLite queries) ran in between: on the first signed-in screen the signed-in core's
 * 31 KB came 89 ms after they were asked for. A hashed file never changes (a new build has new
 * names), so each instance may keep its own copy. Anything else (a missing file, HEAD, the store
 * full) goes on to `staticFiles`.
 */
export function hashedAssets(root: string): MiddlewareHandler<AppEnv> {
  const stored = new Map<string, StoredAsset>();
  let storedBytes = 0;
  return async (c, next) => {
    const path = c.req.path;
    if (c.req.method !== 'GET' || !isHashedFile(path)) return next();
    const accepted = chosenEncoding(c.req.header('Accept-Encoding'));
    const key = `${accepted ?? 'identity'} ${path}`;
    let asset = stored.get(key);
    if (!asset) {
      const read = await readAsset(root, path, accepted);
      if (!read) return next();
      asset = read;
      // Two first requests of one file may both read it: it is counted once.
      if (!stored.has(key) && storedBytes + read.body.byteLength <= MAX_STORED_BYTES) {
        stored.set(key, read);
        storedBytes += read.body.byteLength;
      }
    }
    const headers: Record<string, string> = {
      'Content-Type': getMimeType(path) ?? 'application/octet-stream',
      'Cache-Control': IMMUTABLE,
      Vary: 'Accept-Encoding',
    };
    if (asset.encoding) headers['Content-Encoding'] = asset.encoding;
    return c.body(asset.body, 200, headers);
  };
}
