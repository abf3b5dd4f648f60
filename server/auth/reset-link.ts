import { createHmac, timingSafeEqual } from 'node:crypto';
import type { AppDeps } from '../core/env';

/** How long a password-reset link works: a day, and once. */
export const RESET_LINK_TTL_SECONDS = 24 * 3600;

/** The page a reset link opens (server/sso/password.ts). */
export const RESET_PAGE_PATH = '/sso/password';

const signature = (deps: AppDeps, userId: number, exp: number, passwordHash: string) =>
  createHmac('sha256', createHmac('sha256', deps.config.jwtSecret).update('volant-password-reset').digest())
    .update(`${userId}.${exp}.${passwordHash}`)
    .digest('base64url');

/**
 * A one-time link to choose a password (issue 36 S10: the reset e-mail carried the new password in
 * clear). Nothing is stored: the link signs the user, its expiry and the user's current password hash,
 * so it stops working once a password is chosen (the hash changes), when another reset is asked, and
 * after `ttlSeconds` (RESET_LINK_TTL_SECONDS; a learner's invitation, INVITATION_TTL_SECONDS) — on
 * every instance alike.
 */
export function resetLink(deps: AppDeps, userId: number, passwordHash: string, ttlSeconds = RESET_LINK_TTL_SECONDS): string {
  const exp = Math.floor(deps.now().getTime() / 1000) + ttlSeconds;
  const token = `${userId}.${exp}.${signature(deps, userId, exp, passwordHash)}`;
  return `${deps.config.publicUrl}${RESET_PAGE_PATH}?token=${encodeURIComponent(token)}`;
}

/** The user a reset token names while it is valid (signature, expiry, password unchanged, account usable), or null. */
export async function userOfResetToken(deps: AppDeps, token: string): Promise<number | null> {
  const match = /^(\d{1,10})\.(\d{1,12})\.([\w-]{43})$/.exec(token);
  if (!match) return null;
  const userId = Number(match[1]);
  const exp = Number(match[2]);
  if (exp * 1000 <= deps.now().getTime()) return null;
  const user = await deps.db.selectFrom('users').select(['password_hash', 'archived', 'login_refused']).where('id', '=', userId).executeTakeFirst();
  if (!user || user.archived === 1 || user.login_refused === 1) return null;
  const expected = Buffer.from(signature(deps, userId, exp, user.password_hash));
  const given = Buffer.from(match[3]!);
  return expected.length === given.length && timingSafeEqual(expected, given) ? userId : null;
}
