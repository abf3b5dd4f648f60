import { createHash } from 'node:crypto';
import type { AppDeps } from '../core/env';
import { hitCounter, resetCounter, unhitCounter, type CounterHit } from '../core/rate-counter';
import { verifyCredentials } from './credentials';

/**
 * Brute-force protection of the password check (SSO login form and REST ticket API). Every attempt is
 * counted before the password is checked, per account and per client address, in the database
 * counters every instance shares; a sign-in that succeeds takes its hits back. Within a window:
 * the first `free` attempts go through, the next ones must wait a delay that doubles each time since
 * the previous attempt (1 s, 2 s, 4 s…), and beyond `lockAfter` everything — the right password too —
 * is refused until the window ends. Counting first means concurrent attempts cannot slip past the lock.
 */
export interface ThrottlePolicy {
  windowMs: number;
  free: number;
  lockAfter: number;
}

const MINUTE = 60_000;
/** Per account: 5 attempts, 5 more with delays, then locked for what is left of the 15 minutes. */
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

/** How long this attempt must still wait (ms), 0 when it may go on. */
function waitFor(hit: CounterHit, policy: ThrottlePolicy, now: number): number {
  if (hit.count > policy.lockAfter) return hit.expiresAt - now;
  if (hit.count <= policy.free || hit.previousAt === null) return 0;
  const delay = 1000 * 2 ** (hit.count - policy.free - 1);
  return Math.max(0, hit.previousAt + delay - now);
}

/** Counters name accounts by a hash: the table holds no e-mail address. */
const accountBucket = (email: string) => `sign-in:account:${createHash('sha256').update(email.trim().toLowerCase()).digest('hex').slice(0, 32)}`;
const addressBucket = (address: string) => `sign-in:address:${address}`;

/** Checks a password with the throttle around it; `address` is the client's (server/core/rate-limit.ts). */
export async function signInThrottled(deps: AppDeps, email: string, password: string, address: string): Promise<SignInResult> {
  const account = accountBucket(email);
  const from = addressBucket(address);
  const [accountHit, addressHit] = await Promise.all([
    hitCounter(deps, account, ACCOUNT_POLICY.windowMs),
    hitCounter(deps, from, ADDRESS_POLICY.windowMs),
  ]);
  const now = deps.now().getTime();
  const wait = Math.max(waitFor(accountHit, ACCOUNT_POLICY, now), waitFor(addressHit, ADDRESS_POLICY, now));
  if (wait > 0) return { kind: 'throttled', message: throttleMessage(wait), retryAfterSeconds: Math.max(1, Math.ceil(wait / 1000)) };
  const userId = await verifyCredentials(deps, email, password);
  if (userId === null) return { kind: 'wrong' };
  await Promise.all([resetCounter(deps, account), unhitCounter(deps, from)]);
  return { kind: 'ok', userId };
}
