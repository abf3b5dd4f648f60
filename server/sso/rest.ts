import { Hono } from 'hono';
import { verifyCredentials } from '../auth/credentials';
import type { AppEnv } from '../core/env';
import { readFields } from './form';
import { serviceOf, WRONG_CREDENTIALS } from './login';
import { createServiceTicket, createTicketGrantingTicket, revokeTicketGrantingTicket } from './tickets';

/** REST ticket API (CAS v1 style) for the CLI: plain-text answers. */
export const ssoRest = new Hono<AppEnv>();

ssoRest.post('/v1/tickets', async (c) => {
  const { username, password } = await readFields(c, ['username', 'password']);
  if (!username || !password) return c.text('Identifiant et mot de passe requis.', 400);
  const userId = await verifyCredentials(c.var.deps, username, password);
  if (userId === null) return c.text(WRONG_CREDENTIALS, 401);
  const tgtId = await createTicketGrantingTicket(c.var.deps, userId);
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
