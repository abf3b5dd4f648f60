import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { AppEnv } from '../core/env';

/** The ticket-granting cookie: HttpOnly, SameSite=Lax, only sent to /sso. */
const NAME = 'TGC';
const PATH = '/sso';

const isHttps = (c: Context<AppEnv>) => new URL(c.req.url).protocol === 'https:';

export function readTgc(c: Context<AppEnv>): string | undefined {
  return getCookie(c, NAME);
}

export function setTgc(c: Context<AppEnv>, tgtId: string): void {
  setCookie(c, NAME, tgtId, {
    path: PATH,
    httpOnly: true,
    sameSite: 'Lax',
    secure: isHttps(c),
    maxAge: c.var.deps.config.ticketGrantingTicketTtlSeconds,
  });
}

export function clearTgc(c: Context<AppEnv>): void {
  deleteCookie(c, NAME, { path: PATH, httpOnly: true, sameSite: 'Lax', secure: isHttps(c) });
}
