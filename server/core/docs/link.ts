import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../env';
import { originOf } from '../request-url';
import { docsLink } from './vocabulary';

/** Whether the client asked for JSON-LD (`Accept: application/ld+json`). */
const wantsJsonLd = (accept: string | undefined) => (accept ?? '').toLowerCase().includes('application/ld+json');

/**
 * Every API answer points to the Hydra documentation (`Link: <http://host/api/docs.jsonld>; rel=…apiDocumentation`),
 * and a JSON answer is labelled `application/ld+json` when the client asked for it.
 */
export const describeAnswers = createMiddleware<AppEnv>(async (c, next) => {
  await next();
  c.res.headers.append('Link', docsLink(originOf(c.req.url)));
  const type = c.res.headers.get('Content-Type') ?? '';
  if (wantsJsonLd(c.req.header('accept')) && type.startsWith('application/json')) {
    c.res.headers.set('Content-Type', 'application/ld+json; charset=utf-8');
  }
});
