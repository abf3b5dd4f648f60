// THE module-test helper: renders a route of the real shell (route table, guards, layout) with a
// memory history, a demo user signed in through the SSO ticket flow, and an ApiClient whose fetch goes
// to the in-process reference server. Import '../../setup/dom' (or test/setup/dom) FIRST in the test file.
//
//   const view = await renderRoute('/apprenants', { user: 'gerant@volant.test' });
//   await view.findByRole('heading', { name: 'Apprenants' });
//   assert.equal(view.history.location.pathname, '/apprenants');
//   view.navigate('/tva');   // not view.history.push: that updates the tree outside act()
//   await view.close();
import { act, render, type RenderResult } from '@testing-library/react';
import { App } from '../../src/app/App';
import { chunkOf } from '../../src/app/platform/chunk';
import { loadRegisteredModules } from '../../src/app/registry';
import { buildRouteTable, resolvePath } from '../../src/app/routing/table';
import { chromeChunk } from '../../src/app/shell/chromeChunk';
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
  /**
   * Load the module registry, the chrome's chunk and the path's screen chunk before the first render,
   * as main.tsx does for a signed-in page (default true). `false` for a test of the shell's own
   * loading (a held or failing chunk): the shell then loads them while the test watches.
   */
  preload?: boolean;
}

export interface RenderedRoute extends RenderResult {
  history: MemoryHistory;
  /**
   * Goes to a path as a link would: inside act(), since every Link and the shell re-render on the
   * change (a bare `history.push` in a test updates them outside act, and React warns).
   */
  navigate(to: string): void;
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

/**
 * Loads what the first render of `path` needs, as main.tsx does (routing/first-screen.ts) but without
 * its time limit: the chunks are evaluated once per test process, and on a busy machine their first
 * evaluation takes seconds. Rendering before they are there would render the shell again when each
 * arrives, at an arbitrary point of the test (outside act) and against the test's wait bound.
 */
async function loadFirstScreen(path: string, given: readonly ModuleDescriptor[] | undefined): Promise<void> {
  const table = buildRouteTable(given ?? (await loadRegisteredModules()));
  const matched = resolvePath(table, new URL(path, TEST_ORIGIN).pathname);
  await Promise.all([chromeChunk.load(), ...(matched.kind === 'route' ? [chunkOf(matched.route.load).load()] : [])]);
}

export async function renderRoute(path: string, options: RenderRouteOptions = {}): Promise<RenderedRoute> {
  if (options.preload !== false) await loadFirstScreen(path, options.modules);
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

  // In an async act(): the store notifications the first render and its effects start (valtio
  // notifies on a microtask) are applied before act() ends, not while the test awaits something else.
  const result = await act(async () =>
    render(
      <App
        history={history}
        client={client}
        settings={settings}
        modules={options.modules}
        swr={{ provider: () => new Map(), dedupingInterval: 0 }}
        reloadPage={(url) => reloads.push(url)}
      />,
    ),
  );

  return {
    ...result,
    history,
    navigate: (to) => act(() => history.push(to)),
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
