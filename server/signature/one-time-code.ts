import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';

/** Six digits, leading zeros kept. */
export function newOneTimeCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

/**
 * The code as kept at rest: an HMAC-SHA-256 keyed by a server secret and bound to its request, so that
 * a copy of the database alone does not give the million candidates away.
 */
export function hashOneTimeCode(secret: string, requestId: number, code: string): string {
  return createHmac('sha256', secret).update(`signature-code:${requestId}:${code}`).digest('hex');
}

/** Whether `code` is the one whose hash is kept (compared in constant time). */
export function matchesOneTimeCode(secret: string, requestId: number, code: string, hash: string): boolean {
  const given = Buffer.from(hashOneTimeCode(secret, requestId, code), 'hex');
  const kept = Buffer.from(hash, 'hex');
  return given.length === kept.length && timingSafeEqual(given, kept);
}
