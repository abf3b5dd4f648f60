// THE module-test helper: renders a route of the real shell (route table, guards, layout) with a
// memory history, a demo user signed in through the SSO ticket flow, and an ApiClient whose fetch goes
// to the in-process reference server. Import '../../setup/dom' (or test/setup/dom) FIRST in the test file.
//
//   const view = await renderRoute('/apprenants', { user: 'gerant@volant.test' });
//   await view.findByRole('heading', { name: 'Apprenants' });
//   assert.equal(view.history.location.pathname, '/apprenants');
//   await view.close();
import { render, type RenderResult } from '@testing-library/react';
import { App } from '../../src/app/App';
import type { AuthSettings } from '../../src/modules/auth';
import { createApiClient, type ApiClient } from '../../src/shared/api/client';
import type { ModuleDescriptor } from '../../src/shared/module/types';
import { createTestHistory } from '../../src/shared/router/history';
import { createAuthPort } from '../../src/shared/session/auth-port';
import { signIn as storeSession, signOut } from '../../src/shared/session/store';
import type { AuthResponse } from '../../src/shared/session/types';
import { createTestApp, signIn, type TestApp } from '../server/helpers';
import type { MemoryHistory } from 'history';

export const TEST_ORIGIN = 'http://localhost';
export const TEST_API_BASE = '/api';
export const TEST_SSO_URL = '/sso';

export interface RenderRouteOptions {
  /** Demo e-mail to sign in (password volant-demo); none: a visitor. */
  user?: string;
  /** A reference server to reuse (e.g. one per test file); otherwise one is created and closed by `close()`. */
  server?: TestApp;
  /** Narrow the registered modules (default: src/app/modules.ts). */
  modules?: readonly ModuleDescriptor[];
}

export interface RenderedRoute extends RenderResult {
  history: MemoryHistory;
  /** The in-process reference server (app, deps, ids, clock). */
  app: TestApp;
  client: ApiClient;
  /** The answer of the sign-in (token, refresh token, user), when a user was given. */
  auth: AuthResponse | null;
  /** External URLs the app left for (SSO login/logout), in order. */
  left: string[];
  /** Page reloads the app asked for (chunk-load failures). */
  reloads: string[];
  /** Unmounts, signs out, and closes the server when the helper created it. */
  close(): Promise<void>;
}

/** A fetch that answers from the in-process Hono app (relative URLs resolve against TEST_ORIGIN). */
export function inProcessFetch(server: TestApp): typeof fetch {
  return (input, init) => {
    const url = input instanceof Request ? input.url : new URL(String(input), TEST_ORIGIN).toString();
    return Promise.resolve(server.app.request(url, init));
  };
}

export async function renderRoute(path: string, options: RenderRouteOptions = {}): Promise<RenderedRoute> {
  const server = options.server ?? (await createTestApp());
  const ownsServer = options.server === undefined;
  signOut();
  const auth = options.user ? await signIn(server.app, options.user) : null;
  if (auth) storeSession(auth);

  const history = createTestHistory(path);
  const fetchImpl = inProcessFetch(server);
  const client = createApiClient({
    baseUrl: TEST_API_BASE,
    fetch: fetchImpl,
    auth: createAuthPort(fetchImpl, TEST_API_BASE),
    onForbidden: () => history.replace('/page-not-found'),
    onSessionExpired: () => history.replace('/auth/login'),
  });
  const left: string[] = [];
  const reloads: string[] = [];
  const settings: AuthSettings = { ssoUrl: TEST_SSO_URL, origin: TEST_ORIGIN, leave: (url) => left.push(url) };

  const result = render(
    <App
      history={history}
      client={client}
      settings={settings}
      modules={options.modules}
      swr={{ provider: () => new Map(), dedupingInterval: 0 }}
      reloadPage={(url) => reloads.push(url)}
    />,
  );

  return {
    ...result,
    history,
    app: server,
    client,
    auth,
    left,
    reloads,
    async close() {
      result.unmount();
      signOut();
      if (ownsServer) await server.close();
    },
  };
}
