import { createHash } from 'node:crypto';
import type { AppDeps } from '../core/env';
import { hitCounter, peekCounter, resetCounter, type CounterHit } from '../core/rate-counter';
import { verifyCredentials } from './credentials';

/**
 * Brute-force protection of the password check (SSO login form and REST ticket API). Failed sign-ins
 * are counted per account and per client address in the database counters every instance shares.
 * Within a window: after `free` failures each attempt must wait a delay that doubles with every
 * failure since the last one (1 s, 2 s, 4 s…), and from `lockAfter` failures everything — the right
 * password too — is refused until the window ends. A throttled attempt is refused before its password
 * is checked; a right password is checked against the lock again after the (slow) hash comparison, so
 * wrong guesses recorded meanwhile by concurrent requests or other instances still lock it out.
 * A successful sign-in clears the account's failures (not the address's).
 */
export interface ThrottlePolicy {
  windowMs: number;
  free: number;
  lockAfter: number;
}

const MINUTE = 60_000;
/** Per account: 5 failures, 5 more with delays, then locked for what is left of the 15 minutes. */
export const ACCOUNT_POLICY: ThrottlePolicy = { windowMs: 15 * MINUTE, free: 5, lockAfter: 10 };
/** Per address: wider (an agency's staff share one office address), same window. */
export const ADDRESS_POLICY: ThrottlePolicy = { windowMs: 15 * MINUTE, free: 20, lockAfter: 50 };

export type SignInResult =
  | { kind: 'ok'; userId: number }
  | { kind: 'wrong' }
  | { kind: 'throttled'; message: string; retryAfterSeconds: number };

export function throttleMessage(waitMs: number): string {
  const seconds = Math.max(1, Math.ceil(waitMs / 1000));
  if (seconds < 60) return `Trop de tentatives de connexion. Réessayez dans ${seconds} seconde${seconds > 1 ? 's' : ''}.`;
  const minutes = Math.ceil(seconds / 60);
  return `Trop de tentatives de connexion. Réessayez dans ${minutes} minute${minutes > 1 ? 's' : ''}.`;
}

/** How long an attempt must still wait (ms) after these failures, 0 when it may go on. */
function waitAfter(failures: CounterHit | null, policy: ThrottlePolicy, now: number): number {
  if (!failures || failures.count < policy.free) return 0;
  if (failures.count >= policy.lockAfter) return failures.expiresAt - now;
  return Math.max(0, failures.lastAt + 1000 * 2 ** (failures.count - policy.free) - now);
}

/** Counters name accounts by a hash: the table holds no e-mail address. */
const accountBucket = (email: string) => `sign-in:account:${createHash('sha256').update(email.trim().toLowerCase()).digest('hex').slice(0, 32)}`;
const addressBucket = (address: string) => `sign-in:address:${address}`;

async function throttled(deps: AppDeps, account: string, from: string, onlyLocks: boolean): Promise<SignInResult | null> {
  const now = deps.now().getTime();
  const [byAccount, byAddress] = await Promise.all([peekCounter(deps, account), peekCounter(deps, from)]);
  const locked = (hit: CounterHit | null, policy: ThrottlePolicy) => (hit && hit.count >= policy.lockAfter ? hit.expiresAt - now : 0);
  const wait = onlyLocks
    ? Math.max(locked(byAccount, ACCOUNT_POLICY), locked(byAddress, ADDRESS_POLICY))
    : Math.max(waitAfter(byAccount, ACCOUNT_POLICY, now), waitAfter(byAddress, ADDRESS_POLICY, now));
  return wait > 0 ? { kind: 'throttled', message: throttleMessage(wait), retryAfterSeconds: Math.max(1, Math.ceil(wait / 1000)) } : null;
}

/** Checks a password with the throttle around it; `address` is the client's (server/core/rate-limit.ts). */
export async function signInThrottled(deps: AppDeps, email: string, password: string, address: string): Promise<SignInResult> {
  const account = accountBucket(email);
  const from = addressBucket(address);
  const before = await throttled(deps, account, from, false);
  if (before) return before;
  const userId = await verifyCredentials(deps, email, password);
  if (userId === null) {
    await Promise.all([hitCounter(deps, account, ACCOUNT_POLICY.windowMs), hitCounter(deps, from, ADDRESS_POLICY.windowMs)]);
    return { kind: 'wrong' };
  }
  const after = await throttled(deps, account, from, true);
  if (after) return after;
  await resetCounter(deps, account);
  return { kind: 'ok', userId };
}
