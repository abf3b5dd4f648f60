import { createApiClient, type ApiClient } from '../../src/shared/api/client';
import type { AuthResponse, TokenPair } from '../../src/shared/session/types';
import { LEARNER_ROLE } from '../../src/shared/auth/roles';

/**
 * The learner's session in `<volant-learner-space>` and the pages at `/eleve/…` (issue 41): he signs in
 * through Volant's SSO (the page is the CAS service), the ticket it brings back is exchanged for a
 * token pair (`POST /auth`), kept in this tab's sessionStorage under the API's address, renewed by
 * `POST /token/refresh`, and ended by `POST /me/logout` then the SSO's logout.
 */
export interface LearnerSession {
  readonly client: ApiClient;
  signedIn(): boolean;
  /** The sign-in page of the SSO, coming back to this page. */
  signInUrl(): string;
  /** Exchanges the `ticket` of this page's URL, if any, and removes it from the address bar. */
  redeemTicket(): Promise<'none' | 'learner' | 'staff'>;
  signOut(): Promise<void>;
}

const storageKey = (apiBase: string) => `volant-learner-space:${apiBase}`;

function readPair(apiBase: string): TokenPair | null {
  try {
    const raw = sessionStorage.getItem(storageKey(apiBase));
    return raw === null ? null : (JSON.parse(raw) as TokenPair);
  } catch {
    return null;
  }
}

function writePair(apiBase: string, pair: TokenPair | null): void {
  try {
    if (pair === null) sessionStorage.removeItem(storageKey(apiBase));
    else sessionStorage.setItem(storageKey(apiBase), JSON.stringify(pair));
  } catch {
    // Storage refused (private mode): the session lives as long as the page.
  }
}

/** This page's address without the SSO's `ticket` (the CAS service the ticket was issued for). */
function serviceUrl(): string {
  const url = new URL(location.href);
  url.searchParams.delete('ticket');
  url.hash = '';
  return url.href;
}

export function learnerSession(apiBase: string): LearnerSession {
  let pair = readPair(apiBase);
  const set = (next: TokenPair | null) => {
    pair = next;
    writePair(apiBase, next);
  };
  const post = (path: string, body: unknown) =>
    fetch(`${apiBase}${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json', Accept: 'application/json' }, body: JSON.stringify(body) });
  const client = createApiClient({
    baseUrl: apiBase,
    auth: {
      getToken: () => pair?.token ?? null,
      async refresh() {
        const res = pair ? await post('/token/refresh', { refresh_token: pair.refresh_token }) : null;
        if (!res?.ok) {
          set(null);
          throw new Error('Session expirée');
        }
        const next = (await res.json()) as TokenPair;
        set(next);
        return next.token;
      },
      clear: () => set(null),
    },
  });
  const sso = (path: string) => new URL(`/sso/${path}?service=${encodeURIComponent(serviceUrl())}`, apiBase).href;
  return {
    client,
    signedIn: () => pair !== null,
    signInUrl: () => sso('login'),
    async redeemTicket() {
      const url = new URL(location.href);
      const ticket = url.searchParams.get('ticket');
      if (!ticket) return 'none';
      const service = serviceUrl();
      history.replaceState(history.state, '', service);
      const res = await post('/auth', { serviceId: service, ticket });
      if (!res.ok) throw new Error(`Connexion refusée (${res.status})`);
      const answer = (await res.json()) as AuthResponse;
      if (answer.user.roles[0] !== LEARNER_ROLE) {
        // A staff account: its session is not this space's; end it at once.
        await fetch(`${apiBase}/state-api/logout`, { method: 'POST', headers: { Authorization: `Bearer ${answer.token}` } }).catch(() => undefined);
        return 'staff';
      }
      set({ token: answer.token, refresh_token: answer.refresh_token });
      return 'learner';
    },
    async signOut() {
      await client.post('/me/logout').catch(() => undefined);
      set(null);
      location.assign(sso('logout'));
    },
  };
}
