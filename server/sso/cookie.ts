import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { AppEnv } from '../core/env';

/** The SSO's cookies: HttpOnly, only sent to /sso, Secure whenever users reach Volant over HTTPS. */
const PATH = '/sso';
type CookieOptions = NonNullable<Parameters<typeof setCookie>[3]>;
/** The ticket-granting cookie (the SSO session). */
const TGC = 'TGC';

/**
 * HTTPS as the user sees it: the public origin is https, the request came over TLS, or a trusted
 * proxy (VOLANT_TRUST_PROXY=1) says it did. Without that setting X-Forwarded-Proto is anyone's word.
 */
function isHttps(c: Context<AppEnv>): boolean {
  const { publicUrl, trustProxy } = c.var.deps.config;
  if (publicUrl.startsWith('https:') || new URL(c.req.url).protocol === 'https:') return true;
  const forwarded = c.req.header('x-forwarded-proto')?.split(',')[0]?.trim().toLowerCase();
  return trustProxy && forwarded === 'https';
}

/** Options of an SSO cookie on this request (`maxAge` omitted: gone with the browser session). */
export function ssoCookie(c: Context<AppEnv>, sameSite: 'Lax' | 'Strict', maxAge?: number): CookieOptions {
  return { path: PATH, httpOnly: true, sameSite, secure: isHttps(c), ...(maxAge === undefined ? {} : { maxAge }) };
}

export function readTgc(c: Context<AppEnv>): string | undefined {
  return getCookie(c, TGC);
}

export function setTgc(c: Context<AppEnv>, tgtId: string): void {
  setCookie(c, TGC, tgtId, ssoCookie(c, 'Lax', c.var.deps.config.ticketGrantingTicketTtlSeconds));
}

export function clearTgc(c: Context<AppEnv>): void {
  deleteCookie(c, TGC, ssoCookie(c, 'Lax'));
}
