import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import type { AppEnv } from '../core/env';
import { ssoCookie } from './cookie';

/**
 * CSRF protection of the login form (a CAS « login ticket », field `lt`): the form carries
 * `LT-<expiry>-<nonce>-<mac>`, signed with a key derived from the server secret (so any instance
 * checks it, no state kept), and the browser holds the nonce in a SameSite=Strict cookie. Another
 * site can neither read the form's ticket nor send the cookie with a cross-site POST; the request's
 * Origin (or Referer) must also be Volant's public origin.
 */

const COOKIE = 'LTC';
const TTL_SECONDS = 2 * 3600;
const NONCE = /^[0-9a-f]{32}$/;

type Ctx = Context<AppEnv>;

const mac = (c: Ctx, payload: string) => {
  const key = createHmac('sha256', c.var.deps.config.jwtSecret).update('volant-sso-login-ticket').digest();
  return createHmac('sha256', key).update(payload).digest('hex');
};

/** A login ticket for the form about to be shown, bound to this browser's nonce cookie (set when missing). */
export function issueLoginTicket(c: Ctx): string {
  let nonce = getCookie(c, COOKIE);
  if (!nonce || !NONCE.test(nonce)) {
    nonce = randomBytes(16).toString('hex');
    setCookie(c, COOKIE, nonce, ssoCookie(c, 'Strict'));
  }
  const expiry = Math.floor(c.var.deps.now().getTime() / 1000 + TTL_SECONDS).toString(36);
  return `LT-${expiry}-${nonce}-${mac(c, `${expiry}.${nonce}`)}`;
}

/** The POST comes from a page of Volant's public origin (a browser always sends Origin or Referer on it). */
export function fromPublicOrigin(c: Ctx): boolean {
  const publicUrl = c.var.deps.config.publicUrl;
  const origin = c.req.header('origin');
  if (origin !== undefined) return origin === publicUrl;
  const referer = c.req.header('referer');
  if (referer === undefined) return true;
  try {
    return new URL(referer).origin === publicUrl;
  } catch {
    return false;
  }
}

/** The form's login ticket is ours, unexpired, and bound to the nonce cookie this browser sent. */
export function validLoginTicket(c: Ctx, lt: string): boolean {
  const [prefix, expiry, nonce, signature, ...rest] = lt.split('-');
  if (prefix !== 'LT' || !expiry || !nonce || !signature || rest.length > 0) return false;
  const expected = Buffer.from(mac(c, `${expiry}.${nonce}`), 'hex');
  const given = Buffer.from(signature, 'hex');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return false;
  if (parseInt(expiry, 36) * 1000 <= c.var.deps.now().getTime()) return false;
  const cookie = getCookie(c, COOKIE);
  return cookie !== undefined && cookie === nonce;
}
