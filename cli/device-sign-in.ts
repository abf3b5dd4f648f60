import type { RuntimeConfig } from '../src/shared/config/runtime';
import type { Session } from '../src/shared/session/types';
import { CliError, EXIT } from './errors';
import type { CliFetch } from './network';
import { redeemTicket, ssoBaseOf, ssoPost } from './ticket-sign-in';

interface DeviceStart {
  userCode: string;
  verificationUri: string;
  verificationUriComplete: string | null;
  expiresIn: number;
  handle: string;
}

async function json<T>(res: Response): Promise<T & { error?: string }> {
  try {
    return (await res.json()) as T & { error?: string };
  } catch {
    throw new CliError(`Le service de connexion a répondu ${res.status}.`, EXIT.unreachable);
  }
}

/**
 * Signs in through the environment's OpenID Connect provider with the device authorization grant:
 * Volant starts it (`/sso/oidc/device`), the person opens the address and types the code shown, the
 * CLI waits (`/sso/oidc/device/token`, each call waiting up to ten seconds) for a Volant ticket and
 * redeems it like the app.
 */
export async function signInWithDevice(baseUrl: string, environment: RuntimeConfig, http: CliFetch, notify: (text: string) => void): Promise<Session> {
  const sso = ssoBaseOf(baseUrl, environment);
  const started = await ssoPost(http, `${sso}/device`, {});
  const start = await json<DeviceStart>(started);
  if (started.status !== 200) throw new CliError(start.error ?? `Le service de connexion a répondu ${started.status}.`, EXIT.unreachable);
  notify(`Pour vous connecter, ouvrez ${start.verificationUriComplete ?? start.verificationUri} et saisissez le code ${start.userCode}.`);
  const deadline = Date.now() + start.expiresIn * 1000;
  while (Date.now() < deadline) {
    const polled = await ssoPost(http, `${sso}/device/token`, { handle: start.handle });
    const body = await json<{ pending?: boolean; service?: string; ticket?: string }>(polled);
    if (polled.status === 202) continue;
    if (polled.status === 200 && body.service && body.ticket) return redeemTicket(baseUrl, environment, http, body.service, body.ticket);
    throw new CliError(body.error ?? `Le service de connexion a répondu ${polled.status}.`, EXIT.unreachable);
  }
  throw new CliError('Connexion non confirmée à temps : recommencez.', EXIT.unreachable);
}
