import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { AppDeps } from '../core/env';
import { hashPassword } from './password';

/**
 * Sets a user's password and ends every other session of theirs in the same transaction (issue 36
 * S4): every refresh-token family but `keepSessionId` is revoked (their access tokens die with them:
 * the auth middleware asks for a live family on every call, and the write moves every instance's
 * access generation, so no cached session check survives it), and every SSO ticket-granting ticket
 * with its unused service tickets stops working. All of it is rows: every instance sees it at once.
 * `keepSessionId`: the session that changed its own password (null for a reset by someone else).
 * Answers the new hash (a reset link signs it).
 */
export async function setPasswordEndingSessions(deps: AppDeps, userId: number, password: string, keepSessionId: string | null): Promise<string> {
  const hash = await hashPassword(password);
  await deps.db.transaction().execute(async (trx) => {
    await trx.updateTable('users').set({ password_hash: hash }).where('id', '=', userId).execute();
    await endUserSessions(trx, deps.now().toISOString(), userId, keepSessionId);
  });
  return hash;
}

/** Ends every session of the user but `keepSessionId` (refresh-token families and SSO tickets): rows, seen by every instance. */
export async function endUserSessions(db: Kysely<Database>, now: string, userId: number, keepSessionId: string | null): Promise<void> {
  let refresh = db.updateTable('refresh_tokens').set({ revoked_at: now }).where('user_id', '=', userId).where('revoked_at', 'is', null);
  if (keepSessionId !== null) refresh = refresh.where('family_id', '!=', keepSessionId);
  await refresh.execute();
  await db.updateTable('sso_tickets').set({ used_at: now }).where('user_id', '=', userId).where('used_at', 'is', null).execute();
}
