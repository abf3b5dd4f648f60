import { Hono, type Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { jwtVerify, SignJWT } from 'jose';
import * as oidc from 'openid-client';
import { AUTH_PATHS } from '../../../src/shared/auth/paths';
import { matchUser } from '../../auth/sign-on/match';
import { appService } from '../../auth/sign-on/redeem';
import type { AppDeps, AppEnv } from '../../core/env';
import { messagePage } from '../login-page';
import { withTicket } from '../service-url';
import { issueServiceTicket } from '../tickets';
import { derivedKey, identityOf, providerConfig, SCOPE } from './client';

type Ctx = Context<AppEnv>;

/** The browser's pending sign-in (state, nonce, PKCE verifier), signed, HttpOnly, for 10 minutes. */
const COOKIE = 'volant_oidc';
const COOKIE_PATH = '/sso/oidc';
const PENDING_SECONDS = 600;

interface Pending {
  state: string;
  nonce: string;
  verifier: string;
}

const cookieKey = (deps: AppDeps) => derivedKey(deps, 'pending');
const redirectUri = (deps: AppDeps) => `${deps.config.publicUrl}${COOKIE_PATH}/callback`;
const cookieOptions = (deps: AppDeps) => ({
  path: COOKIE_PATH,
  httpOnly: true,
  sameSite: 'Lax' as const,
  secure: deps.config.publicUrl.startsWith('https:'),
});

const unavailable = (c: Ctx) =>
  c.html(messagePage('Connexion indisponible', 'Le fournisseur d’identité de votre organisation ne répond pas. Réessayez dans quelques instants.'), 503);
const refusedService = (c: Ctx) => c.html(messagePage('Service non autorisé', 'Service non autorisé.'), 400);
const backToApp = (c: Ctx, path: string) => c.redirect(`${c.var.deps.config.publicUrl}${path}`, 302);

/**
 * The browser's sign-on through an OpenID Connect provider (`VOLANT_OIDC_ISSUER`): authorization code
 * with PKCE and nonce through openid-client, the ID token checked by it, the user matched by the
 * configured claim, then a Volant service ticket for the app, redeemed by `POST /api/auth` as with
 * the embedded SSO.
 */
export const oidcBrowser = new Hono<AppEnv>();

/** GET /sso/oidc/login?service=…: to the provider's authorization endpoint. Only the app's own service. */
oidcBrowser.get('/login', async (c) => {
  const deps = c.var.deps;
  if (c.req.query('service') !== appService(deps)) return refusedService(c);
  let config: oidc.Configuration;
  try {
    config = await providerConfig(deps);
  } catch {
    return unavailable(c);
  }
  const pending: Pending = { state: oidc.randomState(), nonce: oidc.randomNonce(), verifier: oidc.randomPKCECodeVerifier() };
  const cookie = await new SignJWT({ ...pending }).setProtectedHeader({ alg: 'HS256' }).setExpirationTime(`${PENDING_SECONDS}s`).sign(cookieKey(deps));
  setCookie(c, COOKIE, cookie, { ...cookieOptions(deps), maxAge: PENDING_SECONDS });
  const url = oidc.buildAuthorizationUrl(config, {
    redirect_uri: redirectUri(deps),
    scope: SCOPE,
    state: pending.state,
    nonce: pending.nonce,
    code_challenge: await oidc.calculatePKCECodeChallenge(pending.verifier),
    code_challenge_method: 'S256',
  });
  return c.redirect(url.toString(), 302);
});

async function readPending(c: Ctx): Promise<Pending | null> {
  const cookie = getCookie(c, COOKIE);
  deleteCookie(c, COOKIE, cookieOptions(c.var.deps));
  if (!cookie) return null;
  try {
    const { payload } = await jwtVerify(cookie, cookieKey(c.var.deps), { algorithms: ['HS256'] });
    const { state, nonce, verifier } = payload;
    return typeof state === 'string' && typeof nonce === 'string' && typeof verifier === 'string' ? { state, nonce, verifier } : null;
  } catch {
    return null;
  }
}

/** GET /sso/oidc/callback: the code exchanged (PKCE, state and nonce checked), then back to the app with a ticket. */
oidcBrowser.get('/callback', async (c) => {
  const deps = c.var.deps;
  const pending = await readPending(c);
  if (!pending) return backToApp(c, `${AUTH_PATHS.login}?failed=1`);
  let claims: Record<string, unknown> | undefined;
  try {
    const config = await providerConfig(deps);
    const current = new URL(redirectUri(deps));
    current.search = new URL(c.req.url).search;
    const tokens = await oidc.authorizationCodeGrant(config, current, {
      pkceCodeVerifier: pending.verifier,
      expectedState: pending.state,
      expectedNonce: pending.nonce,
      idTokenExpected: true,
    });
    claims = await identityOf(deps, config, tokens);
  } catch (error) {
    console.warn('[sso] OpenID Connect sign-in refused: %s', error instanceof Error ? error.message : String(error));
    return backToApp(c, `${AUTH_PATHS.login}?failed=1`);
  }
  const userId = claims ? await matchUser(deps, claims, 'oidc') : null;
  if (userId === null) return backToApp(c, AUTH_PATHS.notAllowed);
  const service = appService(deps);
  return c.redirect(withTicket(service, await issueServiceTicket(deps, userId, service)), 302);
});

/**
 * GET /sso/oidc/logout?service=…: the provider's end-session endpoint (RP-initiated logout) when it
 * has one, which comes back to the app's login screen; else straight back there.
 */
oidcBrowser.get('/logout', async (c) => {
  const deps = c.var.deps;
  const back = `${deps.config.publicUrl}${AUTH_PATHS.login}?loggedOut=1`;
  if (c.req.query('service') !== back) return refusedService(c);
  try {
    const config = await providerConfig(deps);
    if (config.serverMetadata().end_session_endpoint) {
      return c.redirect(oidc.buildEndSessionUrl(config, { post_logout_redirect_uri: back, client_id: config.clientMetadata().client_id }).toString(), 302);
    }
  } catch {
    // The provider is unreachable: the Volant session is already closed, go back to the app.
  }
  return c.redirect(back, 302);
});
