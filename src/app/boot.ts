// The page's first script (index.html loads it before main, built on its own by build.mjs: a few
// hundred bytes with no import of the app's chunks). It runs as soon as it arrives, while the browser
// still downloads, compiles and runs main and its chunk: on any page but the login one it preloads the
// module registry's and the signed-in chrome's chunk graphs (and those the last start on this path
// asked for: its screen's, see routing/startup-sources.ts), and on every page it sends the
// configuration request main.tsx reads (globalThis.__volantConfig). Main used to send them only once
// it had run, a step later.
import { requestRuntimeConfig } from '../shared/config/runtime';
import { PATHS } from './routing/paths';
import { installChunkPreload, LAZY_SOURCES, preloadRemembered, preloadSource } from './routing/preload';

installChunkPreload();
if (window.location.pathname !== PATHS.login) {
  preloadSource(LAZY_SOURCES.registry);
  preloadSource(LAZY_SOURCES.chrome);
  preloadRemembered();
}
const sent = requestRuntimeConfig();
// Main reports a failure when it reads the answer.
sent.catch(() => undefined);
globalThis.__volantConfig = sent;
