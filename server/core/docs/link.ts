import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../env';
import { originOf } from '../request-url';
import { isWholeAnswer } from '../whole-answer';
import { docsLink } from './vocabulary';

/** Whether the client asked for JSON-LD (`Accept: application/ld+json`). */
export const wantsJsonLd = (accept: string | undefined) => (accept ?? '').toLowerCase().includes('application/ld+json');

/** The type of a JSON answer to a client that asked for JSON-LD. */
export const JSON_LD_TYPE = 'application/ld+json; charset=utf-8';

/** The documentation's `Link` of an answer to `url`. */
export const docsLinkFor = (url: string) => docsLink(originOf(url));

/**
 * Every API answer points to the Hydra documentation (`Link: <http://host/api/docs.jsonld>; rel=…apiDocumentation`),
 * and a JSON answer is labelled `application/ld+json` when the client asked for it. An answer built
 * whole (server/core/whole-answer.ts) carries both already.
 */
export const describeAnswers = createMiddleware<AppEnv>(async (c, next) => {
  await next();
  if (isWholeAnswer(c.res)) return;
  const link = docsLinkFor(c.req.url);
  // Once: an answer built whole that hono merged into another Response has it already.
  if (!(c.res.headers.get('Link') ?? '').includes(link)) c.res.headers.append('Link', link);
  const type = c.res.headers.get('Content-Type') ?? '';
  if (wantsJsonLd(c.req.header('accept')) && type.startsWith('application/json')) c.res.headers.set('Content-Type', JSON_LD_TYPE);
});
