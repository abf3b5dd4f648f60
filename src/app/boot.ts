// The page's first script (index.html loads it before main, built on its own by build.mjs: a few
// hundred bytes with no import of the app's chunks). It runs as soon as it arrives, while the browser
// still downloads, compiles and runs main and its chunk: on any page but the login one it preloads the
// module registry's and the signed-in chrome's chunk graphs (and those the last start on this path
// asked for: its screen's, see routing/startup-memory.ts) and, for a signed-in user, sends the API
// reads the last start on this path sent (routing/early-reads.ts); on every page it takes the
// configuration main.tsx reads (globalThis.__volantConfig) from the page, or asks for it. Main used to send them only once
// it had run, a step or two later.
import { SESSION_STORAGE_KEY } from '../shared/constants';
import { pageOrRequestedConfig } from '../shared/config/runtime';
import { browserStorage, loadSession } from '../shared/session/storage';
import { isAuthenticated } from '../shared/session/token';
import { sendEarlyReads } from './routing/early-reads';
import { PATHS } from './routing/paths';
import { installChunkPreload, LAZY_SOURCES, preloadRemembered, preloadSource } from './routing/preload';

// In the order the page needs them, since HTTP/1.1 gives a host six connections at once: the
// configuration main waits for before anything (written in the page by the Volant server, asked for
// otherwise), then the code, then the data.
const sent = pageOrRequestedConfig(document);
// Main reports a failure when it reads the answer.
sent.catch(() => undefined);
globalThis.__volantConfig = sent;
const { pathname } = window.location;
installChunkPreload();
if (pathname !== PATHS.login) {
  preloadSource(LAZY_SOURCES.registry);
  preloadSource(LAZY_SOURCES.chrome);
  preloadRemembered();
}
const storage = browserStorage();
const session = pathname === PATHS.login ? null : loadSession(storage, SESSION_STORAGE_KEY);
if (session !== null && isAuthenticated(session, Date.now())) globalThis.__volantEarlyReads = sendEarlyReads(storage, pathname, session.token);
