import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { AppEnv } from '../core/env';
import { ssoLogin } from './login';
import { ssoProtocol } from './protocol';
import { ssoRest } from './rest';

/** Everything under /sso: the login pages, the CAS 3.0 validation endpoints and the REST ticket API. */
export const ssoRouter = new Hono<AppEnv>();

ssoRouter.use('*', bodyLimit({ maxSize: 16 * 1024, onError: (c) => c.text('Requête trop volumineuse.', 413) }));
ssoRouter.route('/', ssoLogin);
ssoRouter.route('/', ssoProtocol);
ssoRouter.route('/', ssoRest);
