/**
 * A fresh `Idempotency-Key` header value: an sf-string (RFC 8941) of 128 random bits in hex. Made
 * with crypto.getRandomValues, which (unlike randomUUID) also works on a plain-HTTP intranet address.
 */
export function newIdempotencyKey(): string {
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(16));
  return `"${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}"`;
}
