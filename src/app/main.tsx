import '../shared/ui/global.css';
import { createRoot } from 'react-dom/client';
import { mutate } from 'swr';
import { createApiClient } from '../shared/api/client';
import { loadRuntimeConfig } from '../shared/config/runtime';
import { createAppHistory } from '../shared/router/history';
import { alertsState } from '../shared/alerts/store';
import { createAuthPort } from '../shared/session/auth-port';
import { sessionState } from '../shared/session/store';
import { browserStorage } from '../shared/session/storage';
import { startVersionCheck } from '../shared/session/version';
import { startSessionWatchdog } from '../shared/session/watchdog';
import { App } from './App';
import { registerOfflineWorkerWhenStable } from './platform/offlineWorker';
import { startStateHistory } from './platform/stateHistory';
import { loadRegisteredModules } from './registry';
import { withEarlyReads, type EarlyReads } from './routing/early-reads';
import { holdUntilFirstPaint } from './routing/first-paint';
import { PATHS } from './routing/paths';
import { installChunkPreload, LAZY_SOURCES, preloadSource } from './routing/preload';
import { prepareFirstScreen } from './routing/first-screen';
import { startShellReads } from './routing/shell-reads';
import { buildRouteTable } from './routing/table';

/** The configuration request src/app/boot.ts sent ahead, taken once (none without boot.ts: tests, development pages). */
function sentConfigRequest(): Promise<Response> | undefined {
  const sent = globalThis.__volantConfig;
  globalThis.__volantConfig = undefined;
  return sent;
}

/** The API reads boot.ts sent ahead (routing/early-reads.ts), taken once. */
function sentEarlyReads(): EarlyReads | undefined {
  const sent = globalThis.__volantEarlyReads;
  globalThis.__volantEarlyReads = undefined;
  return sent;
}

async function start(root: HTMLElement): Promise<void> {
  installChunkPreload();
  // Any screen but the login one needs the module registry and the signed-in chrome (boot.ts has
  // already asked for their chunks): load them alongside the configuration.
  const registry = window.location.pathname !== PATHS.login ? loadRegisteredModules() : null;
  registry?.catch(() => undefined);
  if (registry) preloadSource(LAZY_SOURCES.chrome);
  const config = await loadRuntimeConfig(globalThis.fetch.bind(globalThis), sentConfigRequest());
  const history = createAppHistory();
  let rendered = false;
  const withEarly = withEarlyReads(globalThis.fetch.bind(globalThis), {
    early: sentEarlyReads(),
    storage: browserStorage(),
    startPath: window.location.pathname,
    currentPath: () => window.location.pathname,
    sinceNavigation: () => performance.now(),
    beforeFirstRender: () => !rendered,
  });
  const fetchImpl = holdUntilFirstPaint(withEarly, { rendered: () => rendered });
  const auth = createAuthPort(fetchImpl, config.apiBase);
  const toLogin = () => history.replace(PATHS.login);
  const client = createApiClient({
    baseUrl: config.apiBase,
    fetch: fetchImpl,
    auth,
    onForbidden: () => history.replace(PATHS.notFound),
    onSessionExpired: toLogin,
  });
  startShellReads(client, window.location.pathname, sessionState.session);
  startStateHistory({ session: sessionState, alerts: alertsState });
  startSessionWatchdog({ refresh: auth.refresh, onExpired: toLogin });
  registerOfflineWorkerWhenStable();
  const settings = { ssoUrl: config.ssoUrl, origin: window.location.origin, leave: (url: string) => window.location.assign(url) };
  const reactRoot = createRoot(root);
  // The registry is on its way (boot.ts preloaded its chunks): the first render waits for it instead of
  // rendering the sign-in modules' table, then the whole registry's; then, briefly, for the rest of a
  // signed-in page's first screen (its reads, its chunk and the chrome's), so that it renders once.
  const modules = await registry?.catch(() => undefined);
  if (modules) {
    await prepareFirstScreen({
      table: buildRouteTable(modules),
      location: window.location,
      client,
      session: sessionState.session,
      cache: (key, data) => void mutate(key, data, { revalidate: false }),
    });
  }
  // One render, in one task (≈ 20 ms on the two-core machine): rendered as a transition, in slices of
  // 5 ms with the browser's other work between them, the same first screen came 15–20 ms later, for a
  // Lighthouse total blocking time of 10 ms instead of 70.
  reactRoot.render(<App history={history} client={client} settings={settings} />);
  // What the render mounts reads after this (early-reads.ts: those reads are not sent ahead; they
  // leave once its first frame is painted, first-paint.ts).
  rendered = true;
  // Hourly and not part of any screen: its read leaves after the first render, and is never sent ahead.
  startVersionCheck({ client, currentVersion: config.frontVersion, onNewer: () => window.location.assign(PATHS.login) });
}

const root = document.getElementById('root');
if (root) {
  start(root).catch((error: unknown) => {
    console.error('Volant could not start', error);
    root.textContent = 'Volant n’a pas pu démarrer : la configuration est inaccessible. Rechargez la page dans quelques instants.';
  });
}
