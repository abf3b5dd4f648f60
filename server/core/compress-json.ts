import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from './env';
import { isWholeAnswer } from './whole-answer';

/** Smaller answers are sent as they are: a header and a frame would cost about what they save. */
export const COMPRESS_MIN_BYTES = 1024;
const JSON_TYPE = /^application\/(?:[\w.+-]+\+)?json\b/i;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** The encoding the client accepts that we prefer (brotli, then gzip), or null (`Accept-Encoding`, q=0 refused). */
export function chosenEncoding(accepted: string | undefined): 'br' | 'gzip' | null {
  const codings = (accepted ?? '')
    .split(',')
    .map((part) => part.trim().split(';'))
    .filter(([, q]) => q === undefined || Number(q.trim().replace(/^q=/, '')) > 0)
    .map(([name]) => name?.trim().toLowerCase());
  if (codings.includes('br')) return 'br';
  return codings.includes('gzip') ? 'gzip' : null;
}

/** Whether a JSON answer of `bytes` to a client accepting `accepted` goes as it is. */
export function goesUncompressed(accepted: string | undefined, bytes: number): boolean {
  return bytes < COMPRESS_MIN_BYTES || chosenEncoding(accepted) === null;
}

/**
 * The API's JSON answers of COMPRESS_MIN_BYTES or more travel compressed when the client accepts it
 * (a first page of learners: 7.9 KB → 1.3 KB): brotli at a fast quality, else gzip, in the thread
 * pool. Files the API sends (PDF, ZIP, images) are compressed already and are left alone.
 */
export const compressJson = createMiddleware<AppEnv>(async (c, next) => {
  await next();
  const { res } = c;
  // Built whole only when it goes uncompressed, `Vary` included (server/core/routes/mount.ts).
  if (isWholeAnswer(res)) return;
  if (c.req.method === 'HEAD' || res.headers.has('Content-Encoding') || !JSON_TYPE.test(res.headers.get('Content-Type') ?? '')) return;
  const vary = res.headers.get('Vary');
  if (!vary) res.headers.set('Vary', 'Accept-Encoding');
  else if (!/\baccept-encoding\b/i.test(vary)) res.headers.set('Vary', `${vary}, Accept-Encoding`);
  const encoding = chosenEncoding(c.req.header('Accept-Encoding'));
  if (encoding === null) return;
  const body = Buffer.from(await res.arrayBuffer());
  if (body.length < COMPRESS_MIN_BYTES) {
    c.res = new Response(body, res);
    return;
  }
  const compressed = encoding === 'br' ? await brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } }) : await gzipAsync(body);
  const headers = new Headers(res.headers);
  headers.set('Content-Encoding', encoding);
  headers.set('Content-Length', String(compressed.length));
  c.res = new Response(compressed, { status: res.status, statusText: res.statusText, headers });
});
