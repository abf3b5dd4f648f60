import { Hono } from 'hono';
import { signInThrottled } from '../auth/sign-in-throttle';
import type { AppEnv } from '../core/env';
import { clientAddress } from '../core/rate-limit';
import { readFields } from './form';
import { serviceOf, WRONG_CREDENTIALS } from './login';
import { createServiceTicket, createTicketGrantingTicket, revokeTicketGrantingTicket } from './tickets';

/** REST ticket API (CAS v1 style) for the CLI: plain-text answers. */
export const ssoRest = new Hono<AppEnv>();

ssoRest.post('/v1/tickets', async (c) => {
  const { username, password } = await readFields(c, ['username', 'password']);
  if (!username || !password) return c.text('Identifiant et mot de passe requis.', 400);
  const checked = await signInThrottled(c.var.deps, username, password, clientAddress(c));
  if (checked.kind === 'throttled') return c.text(checked.message, 429, { 'Retry-After': String(checked.retryAfterSeconds) });
  if (checked.kind === 'wrong') return c.text(WRONG_CREDENTIALS, 401);
  const tgtId = await createTicketGrantingTicket(c.var.deps, checked.userId);
  return c.text(tgtId, 201, { Location: `/sso/v1/tickets/${tgtId}` });
});

ssoRest.post('/v1/tickets/:tgt', async (c) => {
  const service = serviceOf(c, (await readFields(c, ['service'])).service);
  if (!service) return c.text('Service non autorisé.', 400);
  const ticket = await createServiceTicket(c.var.deps, c.req.param('tgt'), service);
  if (!ticket) return c.text('Ticket de connexion inconnu ou expiré.', 404);
  return c.text(ticket, 200);
});

ssoRest.delete('/v1/tickets/:tgt', async (c) => {
  await revokeTicketGrantingTicket(c.var.deps, c.req.param('tgt'));
  return c.text(c.req.param('tgt'), 200);
});
