import { Hono, type Context } from 'hono';
import { signInThrottled } from '../auth/sign-in-throttle';
import type { AppEnv } from '../core/env';
import { clientAddress } from '../core/rate-limit';
import { clearTgc, readTgc, setTgc } from './cookie';
import { readFields } from './form';
import { loginPage, messagePage, type LoginPageOptions } from './login-page';
import { fromPublicOrigin, issueLoginTicket, validLoginTicket } from './login-ticket';
import { canonicalService, withTicket } from './service-url';
import {
  createServiceTicket,
  createTicketGrantingTicket,
  revokeTicketGrantingTicket,
  ticketGrantingUser,
} from './tickets';

export const WRONG_CREDENTIALS = 'Identifiant ou mot de passe incorrect.';
const EXPIRED_FORM = 'La page de connexion a expiré. Veuillez saisir à nouveau vos identifiants.';
const CROSS_SITE = 'Cette demande de connexion ne vient pas de la page de connexion de Volant.';

type Ctx = Context<AppEnv>;

const refusedService = (c: Ctx) => c.html(messagePage('Service non autorisé', 'Service non autorisé.'), 400);

/** A CAS boolean parameter (renew, gateway): set unless absent, empty or "false". */
export const casFlag = (value: string | undefined): boolean => value !== undefined && value !== '' && value !== 'false';

/** The `service` parameter: undefined when absent, null when refused, else its canonical URL. */
export function serviceOf(c: Ctx, raw: string | undefined): string | null | undefined {
  return raw ? canonicalService(raw, c.var.deps.config) : undefined;
}

/** The sign-in form with a fresh login ticket (CSRF). */
const showForm = (c: Ctx, options: Omit<LoginPageOptions, 'lt'>, status: 200 | 401 | 403 | 429 = 200) =>
  c.html(loginPage({ ...options, lt: issueLoginTicket(c) }), status);

/** After a login (or with a live TGC): back to the service with a fresh ticket, or a confirmation page. */
async function continueTo(c: Ctx, tgtId: string, service: string | undefined, fromNewLogin: boolean) {
  if (!service) return c.html(messagePage('Connexion réussie', 'Vous êtes connecté à Volant.'));
  const ticket = await createServiceTicket(c.var.deps, tgtId, service, fromNewLogin);
  if (!ticket) return showForm(c, { service });
  return c.redirect(withTicket(service, ticket), 302);
}

/** Browser side of the CAS 3.0 SSO: login form (service, renew, gateway), ticket-granting cookie, logout. */
export const ssoLogin = new Hono<AppEnv>();

ssoLogin.use('*', async (c, next) => {
  await next();
  c.header('Cache-Control', 'no-store');
});

ssoLogin.get('/login', async (c) => {
  const service = serviceOf(c, c.req.query('service'));
  if (service === null) return refusedService(c);
  const renew = casFlag(c.req.query('renew'));
  if (!renew) {
    const tgc = readTgc(c);
    if (tgc && (await ticketGrantingUser(c.var.deps, tgc)) !== null) return continueTo(c, tgc, service, false);
    // gateway: never ask for credentials; back to the service without a ticket.
    if (service && casFlag(c.req.query('gateway'))) return c.redirect(service, 302);
  }
  return showForm(c, { service: service ?? null, renew });
});

ssoLogin.post('/login', async (c) => {
  if (!fromPublicOrigin(c)) return c.html(messagePage('Connexion refusée', CROSS_SITE), 403);
  const form = await readFields(c, ['username', 'password', 'service', 'renew', 'lt']);
  const service = serviceOf(c, form.service || c.req.query('service'));
  if (service === null) return refusedService(c);
  const page = { service: service ?? null, renew: casFlag(form.renew || c.req.query('renew')), username: form.username };
  if (!validLoginTicket(c, form.lt)) return showForm(c, { ...page, error: EXPIRED_FORM }, 403);
  const checked = await signInThrottled(c.var.deps, form.username, form.password, clientAddress(c));
  if (checked.kind === 'throttled') {
    c.header('Retry-After', String(checked.retryAfterSeconds));
    return showForm(c, { ...page, error: checked.message }, 429);
  }
  if (checked.kind === 'wrong') return showForm(c, { ...page, error: WRONG_CREDENTIALS }, 401);
  const tgtId = await createTicketGrantingTicket(c.var.deps, checked.userId);
  setTgc(c, tgtId);
  return continueTo(c, tgtId, service, true);
});

ssoLogin.get('/logout', async (c) => {
  const service = serviceOf(c, c.req.query('service'));
  if (service === null) return refusedService(c);
  const tgc = readTgc(c);
  if (tgc) await revokeTicketGrantingTicket(c.var.deps, tgc);
  clearTgc(c);
  if (service) return c.redirect(service, 302);
  return c.html(messagePage('Déconnexion', 'Vous êtes déconnecté de Volant.'));
});
