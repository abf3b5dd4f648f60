import type { AppDeps } from '../core/env';
import { hashPassword, verifyPassword } from './password';

/** Hash checked when the e-mail is unknown, so both failures take the same time. */
const decoyHash = hashPassword('volant-decoy-password');

/**
 * The id of the (non-archived) user with these credentials, or null. A user whose login is refused
 * still authenticates here: POST /api/auth answers 405 for them (spec part 1 §6).
 */
export async function verifyCredentials(deps: AppDeps, email: string, password: string): Promise<number | null> {
  const user = await deps.db
    .selectFrom('users')
    .select(['id', 'password_hash'])
    .where('email', '=', email.trim().toLowerCase())
    .where('archived', '=', 0)
    .executeTakeFirst();
  if (!user) {
    await verifyPassword(password, await decoyHash);
    return null;
  }
  return (await verifyPassword(password, user.password_hash)) ? user.id : null;
}
