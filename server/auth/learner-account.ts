import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { LEARNER_ROLE } from '../../src/shared/auth/roles';
import type { Database } from '../db/schema';
import { invalidField } from '../core/errors';
import { hashPassword } from './password';
import { endUserSessions } from './password-change';

/** How long an invitation link works: a week, and once (it signs the account's password hash). */
export const INVITATION_TTL_SECONDS = 7 * 24 * 3600;

const EMAIL_TAKEN = 'Cette adresse e-mail est déjà celle d’un autre compte Volant.';

interface InvitedLearner {
  id: number;
  structure_id: number;
  email: string;
  first_name: string;
  last_name: string;
}

/**
 * Opens (or opens again) a learner's account for an invitation: a `users` row of role LEARNER naming
 * him, usable again, with an unknown random password (the previous one, and every session and
 * previous invitation link, stop working). Answers the account's id and the hash the link signs.
 * Run inside the invitation's transaction.
 */
export async function openLearnerAccount(db: Kysely<Database>, now: string, learner: InvitedLearner): Promise<{ userId: number; passwordHash: string }> {
  const taken = await db
    .selectFrom('users')
    .select('id')
    .where((eb) => eb(eb.fn('lower', ['email']), '=', learner.email.toLowerCase()))
    .where((eb) => eb.or([eb('learner_id', 'is', null), eb('learner_id', '!=', learner.id)]))
    .executeTakeFirst();
  if (taken) throw invalidField('email', EMAIL_TAKEN);
  const passwordHash = await hashPassword(randomBytes(32).toString('base64url'));
  const identity = { email: learner.email, first_name: learner.first_name, last_name: learner.last_name, password_hash: passwordHash, invited_at: now };
  const existing = await db.selectFrom('users').select('id').where('learner_id', '=', learner.id).executeTakeFirst();
  if (existing) {
    await db.updateTable('users').set({ ...identity, login_refused: 0, archived: 0 }).where('id', '=', existing.id).execute();
    await endUserSessions(db, now, existing.id, null);
    return { userId: existing.id, passwordHash };
  }
  const row = await db
    .insertInto('users')
    .values({ ...identity, role: LEARNER_ROLE, structure_id: learner.structure_id, learner_id: learner.id, created_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { userId: row.id, passwordHash };
}

/**
 * Closes a learner's account: refused (staff revoked his access) or archived (the learner was), and
 * every session of his ends — refresh-token families and SSO tickets are rows, so every instance
 * refuses his tokens at once, and his invitation link stops working (it asks for a usable account).
 * Answers false when the learner has no account.
 */
export async function closeLearnerAccount(db: Kysely<Database>, now: string, learnerId: number, reason: 'revoked' | 'archived'): Promise<boolean> {
  const account = await db.selectFrom('users').select('id').where('learner_id', '=', learnerId).executeTakeFirst();
  if (!account) return false;
  await db
    .updateTable('users')
    .set(reason === 'revoked' ? { login_refused: 1 } : { archived: 1 })
    .where('id', '=', account.id)
    .execute();
  await endUserSessions(db, now, account.id, null);
  return true;
}
