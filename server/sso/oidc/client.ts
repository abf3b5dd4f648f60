import { createHmac } from 'node:crypto';
import * as oidc from 'openid-client';
import type { SignOn } from '../../auth/sign-on/config';
import type { AppDeps } from '../../core/env';

export type OidcSignOn = Extract<SignOn, { mode: 'oidc' }>;

/** The scopes Volant asks for: the ID token, and the e-mail it matches users with. */
export const SCOPE = 'openid email profile';

/**
 * The provider's metadata, discovered once per process (a failed discovery is tried again on the
 * next sign-in). Nothing here is state another instance needs: each one discovers for itself.
 */
const discovered = new Map<string, Promise<oidc.Configuration>>();

export function providerConfig(deps: AppDeps): Promise<oidc.Configuration> {
  const signOn = deps.config.signOn as OidcSignOn;
  const key = `${signOn.issuer}\n${signOn.clientId}`;
  let config = discovered.get(key);
  if (!config) {
    const insecure = new URL(signOn.issuer).protocol === 'http:';
    config = oidc.discovery(new URL(signOn.issuer), signOn.clientId, signOn.clientSecret, undefined, insecure ? { execute: [oidc.allowInsecureRequests] } : undefined);
    config.catch(() => discovered.delete(key));
    discovered.set(key, config);
  }
  return config;
}

/** A key for one use of the token secret (`purpose`), so a value signed for one use is worthless for another. */
export const derivedKey = (deps: AppDeps, purpose: string): Buffer => createHmac('sha256', deps.config.jwtSecret).update(`volant-oidc-${purpose}`).digest();

/** What identityOf reads of a token answer (the code grant's and the device grant's alike). */
type Tokens = Pick<oidc.TokenEndpointResponse & oidc.TokenEndpointResponseHelpers, 'claims' | 'access_token'>;

/**
 * The identity a token answer names: the ID token's claims (checked by openid-client), completed by
 * the userinfo endpoint when the matching claim is not in the ID token (oidc-provider keeps scope
 * claims out of it by default). Undefined without an ID token, and when the matched claim is `email`
 * and the provider does not say it verified it (`email_verified` other than `true`): anyone may
 * write any address in an account of most providers (issue 36 S3).
 */
export async function identityOf(deps: AppDeps, config: oidc.Configuration, tokens: Tokens): Promise<Record<string, unknown> | undefined> {
  const idToken = tokens.claims();
  if (!idToken) return undefined;
  const match = deps.config.signOnMatch;
  const claims: Record<string, unknown> =
    idToken[match] !== undefined && (match !== 'email' || idToken.email_verified !== undefined)
      ? idToken
      : { ...(await oidc.fetchUserInfo(config, tokens.access_token, idToken.sub)), ...idToken };
  if (match === 'email' && claims.email_verified !== true) return undefined;
  return claims;
}
