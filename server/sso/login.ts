import { Hono, type Context } from 'hono';
import { signInThrottled } from '../auth/sign-in-throttle';
import type { AppEnv } from '../core/env';
import { clientAddress } from '../core/rate-limit';
import { clearTgc, readTgc, setTgc } from './cookie';
import { readFields } from './form';
import { loginPage, messagePage } from './login-page';
import { isAllowedService, withTicket } from './service-url';
import {
  createServiceTicket,
  createTicketGrantingTicket,
  revokeTicketGrantingTicket,
  ticketGrantingUser,
} from './tickets';

export const WRONG_CREDENTIALS = 'Identifiant ou mot de passe incorrect.';

type Ctx = Context<AppEnv>;

const refusedService = (c: Ctx) => c.html(messagePage('Service non autorisé', 'Service non autorisé.'), 400);

/** After a login (or with a live TGC): back to the service with a fresh ticket, or a confirmation page. */
async function continueTo(c: Ctx, tgtId: string, service: string | null) {
  if (!service) return c.html(messagePage('Connexion réussie', 'Vous êtes connecté à Volant.'));
  const ticket = await createServiceTicket(c.var.deps, tgtId, service);
  if (!ticket) return c.html(loginPage({ service }));
  return c.redirect(withTicket(service, ticket), 302);
}

/** Browser side of the CAS-style SSO: login form, ticket-granting cookie, logout. */
export const ssoLogin = new Hono<AppEnv>();

ssoLogin.use('*', async (c, next) => {
  await next();
  c.header('Cache-Control', 'no-store');
});

ssoLogin.get('/login', async (c) => {
  const service = c.req.query('service') || null;
  if (service && !isAllowedService(service, c.req.url)) return refusedService(c);
  const tgc = readTgc(c);
  if (tgc && (await ticketGrantingUser(c.var.deps, tgc)) !== null) return continueTo(c, tgc, service);
  return c.html(loginPage({ service }));
});

ssoLogin.post('/login', async (c) => {
  const form = await readFields(c, ['username', 'password', 'service']);
  const service = form.service || c.req.query('service') || null;
  if (service && !isAllowedService(service, c.req.url)) return refusedService(c);
  const checked = await signInThrottled(c.var.deps, form.username, form.password, clientAddress(c));
  if (checked.kind === 'throttled') {
    return c.html(loginPage({ service, username: form.username, error: checked.message }), 429, { 'Retry-After': String(checked.retryAfterSeconds) });
  }
  if (checked.kind === 'wrong') {
    return c.html(loginPage({ service, username: form.username, error: WRONG_CREDENTIALS }), 401);
  }
  const tgtId = await createTicketGrantingTicket(c.var.deps, checked.userId);
  setTgc(c, tgtId);
  return continueTo(c, tgtId, service);
});

ssoLogin.get('/logout', async (c) => {
  const service = c.req.query('service') || null;
  if (service && !isAllowedService(service, c.req.url)) return refusedService(c);
  const tgc = readTgc(c);
  if (tgc) await revokeTicketGrantingTicket(c.var.deps, tgc);
  clearTgc(c);
  if (service) return c.redirect(service, 302);
  return c.html(messagePage('Déconnexion', 'Vous êtes déconnecté de Volant.'));
});
