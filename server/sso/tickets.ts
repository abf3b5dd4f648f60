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

/**
 * A fresh service ticket for `service` (canonical, see service-url.ts) from a live TGT, or null when the
 * TGT is not live. `fromNewLogin`: issued as the user presented their credentials (CAS `renew`).
 */
export async function createServiceTicket(
  deps: AppDeps,
  tgtId: string,
  service: string,
  fromNewLogin = false,
): Promise<string | null> {
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
      from_new_login: fromNewLogin ? 1 : 0,
      expires_at: later(deps, deps.config.serviceTicketTtlSeconds),
      created_at: deps.now().toISOString(),
    })
    .execute();
  return id;
}

/** What a consumed service ticket was issued for. */
export interface RedeemedTicket {
  userId: number;
  /** The canonical service it was issued for. */
  service: string;
  fromNewLogin: boolean;
  /** When the user presented their credentials (the TGT's creation). */
  authenticatedAt: string;
}

/**
 * Consumes a service ticket: a ticket is validated once, CAS-style, whatever the outcome (even for
 * the wrong service). What it was issued for, or null if unknown, used or expired.
 */
export async function consumeServiceTicket(deps: AppDeps, ticket: string): Promise<RedeemedTicket | null> {
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
  const row = await deps.db
    .selectFrom('sso_tickets as st')
    // Tickets of the OpenID Connect sign-on have no TGT: the provider authenticated the user as it was issued.
    .leftJoin('sso_tickets as tgt', 'tgt.id', 'st.tgt_id')
    .select(['st.user_id', 'st.service', 'st.from_new_login', 'st.created_at as issued_at', 'tgt.created_at'])
    .where('st.id', '=', ticket)
    .executeTakeFirst();
  if (!row || row.service === null) return null;
  return { userId: row.user_id, service: row.service, fromNewLogin: row.from_new_login === 1, authenticatedAt: row.created_at ?? row.issued_at };
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
