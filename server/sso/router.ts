import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { AppEnv } from '../core/env';
import { ssoLogin } from './login';
import { messagePage } from './login-page';
import { ssoOidc } from './oidc/index';
import { ssoPassword } from './password';
import { ssoProtocol } from './protocol';
import { ssoRest } from './rest';

/** Everything under /sso: the login pages, the CAS 3.0 validation endpoints and the REST ticket API, or the OpenID Connect sign-on. */
export const ssoRouter = new Hono<AppEnv>();

ssoRouter.use('*', bodyLimit({ maxSize: 16 * 1024, onError: (c) => c.text('Requête trop volumineuse.', 413) }));
// With an external identity provider, Volant's own password pages and tickets API are closed: nobody
// signs in around the organisation's provider.
ssoRouter.use('*', async (c, next) => {
  const external = c.var.deps.config.signOn.mode !== 'embedded';
  if (external && !c.req.path.startsWith('/sso/oidc/')) {
    return c.html(messagePage('Connexion', 'La connexion à Volant passe par le fournisseur d’identité de votre organisation.'), 404);
  }
  return next();
});
ssoRouter.route('/oidc', ssoOidc);
ssoRouter.route('/', ssoLogin);
ssoRouter.route('/', ssoPassword);
ssoRouter.route('/', ssoProtocol);
ssoRouter.route('/', ssoRest);
