import { randomBytes } from 'node:crypto';
import type { AppDeps } from '../core/env';

/** CAS-style tickets: a ticket-granting ticket (TGT, the login) and single-use service tickets (ST). */

const newId = (prefix: 'TGT' | 'ST') => `${prefix}-${randomBytes(32).toString('base64url')}`;
const later = (deps: AppDeps, seconds: number) => new Date(deps.now().getTime() + seconds * 1000).toISOString();

/** Tickets expired for a day are of no use, even for auditing a login: they are dropped at each new login. */
async function purgeExpiredTickets(deps: AppDeps): Promise<void> {
  const dayAgo = new Date(deps.now().getTime() - 86_400_000).toISOString();
  await deps.db.deleteFrom('sso_tickets').where('kind', '=', 'ST').where('expires_at', '<', dayAgo).execute();
  await deps.db.deleteFrom('sso_tickets').where('kind', '=', 'TGT').where('expires_at', '<', dayAgo).execute();
}

export async function createTicketGrantingTicket(deps: AppDeps, userId: number): Promise<string> {
  await purgeExpiredTickets(deps);
  const id = newId('TGT');
  await deps.db
    .insertInto('sso_tickets')
    .values({
      id,
      kind: 'TGT',
      user_id: userId,
      expires_at: later(deps, deps.config.ticketGrantingTicketTtlSeconds),
      created_at: deps.now().toISOString(),
    })
    .execute();
  return id;
}

/** The user of a live TGT, or null (unknown, expired or logged out). */
export async function ticketGrantingUser(deps: AppDeps, tgtId: string): Promise<number | null> {
  const row = await deps.db
    .selectFrom('sso_tickets')
    .select('user_id')
    .where('id', '=', tgtId)
    .where('kind', '=', 'TGT')
    .where('used_at', 'is', null)
    .where('expires_at', '>', deps.now().toISOString())
    .executeTakeFirst();
  return row?.user_id ?? null;
}

/** A fresh service ticket for `service` from a live TGT, or null when the TGT is not live. */
export async function createServiceTicket(deps: AppDeps, tgtId: string, service: string): Promise<string | null> {
  const userId = await ticketGrantingUser(deps, tgtId);
  if (userId === null) return null;
  const id = newId('ST');
  await deps.db
    .insertInto('sso_tickets')
    .values({
      id,
      kind: 'ST',
      user_id: userId,
      service,
      tgt_id: tgtId,
      expires_at: later(deps, deps.config.serviceTicketTtlSeconds),
      created_at: deps.now().toISOString(),
    })
    .execute();
  return id;
}

/**
 * Consumes a service ticket (a ticket is validated once, CAS-style, even for the wrong service).
 * The user id, or null if unknown, used, expired or issued for another service.
 */
export async function redeemServiceTicket(deps: AppDeps, ticket: string, service: string): Promise<number | null> {
  const now = deps.now().toISOString();
  const used = await deps.db
    .updateTable('sso_tickets')
    .set({ used_at: now })
    .where('id', '=', ticket)
    .where('kind', '=', 'ST')
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  if (Number(used.numUpdatedRows) !== 1) return null;
  const row = await deps.db.selectFrom('sso_tickets').select(['user_id', 'service']).where('id', '=', ticket).executeTakeFirst();
  return row && row.service === service ? row.user_id : null;
}

/** Logout: the TGT and its unused service tickets stop working. */
export async function revokeTicketGrantingTicket(deps: AppDeps, tgtId: string): Promise<void> {
  const now = deps.now().toISOString();
  await deps.db
    .updateTable('sso_tickets')
    .set({ used_at: now })
    .where((eb) => eb.or([eb('id', '=', tgtId), eb('tgt_id', '=', tgtId)]))
    .where('used_at', 'is', null)
    .execute();
}

/**
 * A service ticket for a user an external identity provider authenticated (OpenID Connect): no
 * Volant TGT stands behind it, the provider keeps the single sign-on session.
 */
export async function issueServiceTicket(deps: AppDeps, userId: number, service: string): Promise<string> {
  const id = newId('ST');
  await deps.db
    .insertInto('sso_tickets')
    .values({ id, kind: 'ST', user_id: userId, service, tgt_id: null, expires_at: later(deps, deps.config.serviceTicketTtlSeconds), created_at: deps.now().toISOString() })
    .execute();
  return id;
}
