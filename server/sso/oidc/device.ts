import { Hono, type Context } from 'hono';
import { jwtVerify, SignJWT } from 'jose';
import * as oidc from 'openid-client';
import { matchUser } from '../../auth/sign-on/match';
import { appService } from '../../auth/sign-on/redeem';
import type { AppEnv } from '../../core/env';
import { readFields } from '../form';
import { issueServiceTicket } from '../tickets';
import { derivedKey, identityOf, providerConfig, SCOPE } from './client';

type Ctx = Context<AppEnv>;

/** How long one poll request waits for the person to approve before answering « still pending ». */
const POLL_WAIT_MS = 10_000;

const answer = (c: Ctx, status: 200 | 202 | 400 | 403 | 503, body: Record<string, unknown>) =>
  c.json(body, status, { 'Cache-Control': 'no-store' });
const unavailable = (c: Ctx) => answer(c, 503, { error: 'Le fournisseur d’identité de votre organisation ne répond pas.' });

/**
 * The CLI's sign-on through the OpenID Connect provider: the device authorization grant (RFC 8628),
 * Volant acting as the confidential client. `POST /sso/oidc/device` starts it and answers the code the
 * person types at the provider; `POST /sso/oidc/device/token` waits for the approval and answers a
 * Volant service ticket for the app, which the CLI redeems with `POST /api/auth` as usual. The
 * device code travels to the CLI inside a signed handle: no instance keeps the pending sign-in.
 */
export const oidcDevice = new Hono<AppEnv>();

oidcDevice.post('/', async (c) => {
  const deps = c.var.deps;
  let started: oidc.DeviceAuthorizationResponse;
  try {
    started = await oidc.initiateDeviceAuthorization(await providerConfig(deps), { scope: SCOPE });
  } catch (error) {
    if (error instanceof oidc.ResponseBodyError) return answer(c, 400, { error: 'Le fournisseur d’identité refuse la connexion par code pour Volant.' });
    return unavailable(c);
  }
  const handle = await new SignJWT({ device: started })
    .setProtectedHeader({ alg: 'HS256' })
    .setExpirationTime(`${started.expires_in}s`)
    .sign(derivedKey(deps, 'device'));
  return answer(c, 200, {
    userCode: started.user_code,
    verificationUri: started.verification_uri,
    verificationUriComplete: started.verification_uri_complete ?? null,
    expiresIn: started.expires_in,
    handle,
  });
});

oidcDevice.post('/token', async (c) => {
  const deps = c.var.deps;
  const { handle } = await readFields(c, ['handle']);
  let device: oidc.DeviceAuthorizationResponse;
  try {
    const { payload } = await jwtVerify(handle, derivedKey(deps, 'device'), { algorithms: ['HS256'] });
    device = payload.device as oidc.DeviceAuthorizationResponse;
  } catch {
    return answer(c, 400, { error: 'Demande de connexion inconnue ou expirée : recommencez.' });
  }
  const signal = AbortSignal.timeout(POLL_WAIT_MS);
  let claims: Record<string, unknown> | undefined;
  try {
    const config = await providerConfig(deps);
    const tokens = await oidc.pollDeviceAuthorizationGrant(config, device, undefined, { signal });
    claims = await identityOf(deps, config, tokens);
  } catch (error) {
    if (signal.aborted) return answer(c, 202, { pending: true });
    if (error instanceof oidc.ResponseBodyError && error.error === 'access_denied') return answer(c, 403, { error: 'Connexion refusée au fournisseur d’identité.' });
    if (error instanceof oidc.ResponseBodyError) return answer(c, 400, { error: 'Demande de connexion expirée : recommencez.' });
    return unavailable(c);
  }
  const userId = claims ? await matchUser(deps, claims, 'oidc') : null;
  if (userId === null) return answer(c, 403, { error: 'Votre compte n’est pas autorisé à se connecter.' });
  const service = appService(deps);
  return answer(c, 200, { service, ticket: await issueServiceTicket(deps, userId, service) });
});
