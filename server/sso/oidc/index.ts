import { Hono } from 'hono';
import type { AppEnv } from '../../core/env';
import { messagePage } from '../login-page';
import { oidcBrowser } from './browser';
import { oidcDevice } from './device';

/** /sso/oidc: the OpenID Connect sign-on, open only when `VOLANT_OIDC_ISSUER` chooses it. */
export const ssoOidc = new Hono<AppEnv>();

ssoOidc.use('*', async (c, next) => {
  if (c.var.deps.config.signOn.mode !== 'oidc') return c.html(messagePage('Page introuvable', 'Page introuvable.'), 404);
  await next();
  c.header('Cache-Control', 'no-store');
});
ssoOidc.route('/', oidcBrowser);
ssoOidc.route('/device', oidcDevice);
