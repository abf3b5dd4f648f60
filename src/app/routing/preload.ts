/**
 * Chunk graphs preloaded as one step. The build (build.mjs, chunkGraphs) writes into index.html, as a
 * JSON data block, every lazily loaded source's static chunk graph; it also turns each `import('./x')`
 * of the app into `(globalThis.__volantPreload?.('src/…/x.tsx'), import('./x'))`. Installed, that
 * function adds a `<link rel="modulepreload">` for every chunk of x's graph not yet asked for, so the
 * browser fetches them all at once instead of one level of imports after the other.
 */

import { CHUNK_GRAPHS_ELEMENT_ID, CHUNKS_BASE, parseChunkGraphs, type ChunkGraphs } from '../../shared/config/chunk-graphs';
import { browserStorage } from '../../shared/session/storage';
import { addRemembered, rememberedFor, STARTUP_MS, STARTUP_SOURCES_KEY } from './startup-memory';

/** Sources the app preloads by name, before the code that imports them runs (a test checks they exist). */
export const LAZY_SOURCES = {
  /** The module registry (src/app/registry.ts). */
  registry: 'src/app/modules.ts',
  /** The signed-in chrome (src/app/shell/Shell.tsx). */
  chrome: 'src/app/shell/chrome.ts',
} as const;

declare global {
  // Called by the build's rewritten dynamic imports (see above).
  var __volantPreload: ((source: string) => void) | undefined;
}

/** The graphs index.html carries, or null (development without a build, tests). */
export function readChunkGraphs(doc: Document): ChunkGraphs | null {
  return parseChunkGraphs(doc.getElementById(CHUNK_GRAPHS_ELEMENT_ID)?.textContent);
}

/**
 * A preloader over `graphs`: each chunk is asked for once, whichever graph names it first, and not at
 * all when the page already links it (the Volant server links the registry's and the chrome's).
 */
export function createChunkPreloader(graphs: ChunkGraphs, doc: Document): (source: string) => void {
  const linked = new Set([...doc.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) => link.getAttribute('href')));
  const asked = new Set(graphs.files.flatMap((file, index) => (linked.has(`${CHUNKS_BASE}${file}`) ? [index] : [])));
  return (source) => {
    for (const index of graphs.graphs[source] ?? []) {
      if (asked.has(index)) continue;
      asked.add(index);
      const file = graphs.files[index];
      if (file === undefined) continue;
      const link = doc.createElement('link');
      link.rel = 'modulepreload';
      link.href = `${CHUNKS_BASE}${file}`;
      doc.head.append(link);
    }
  };
}

/**
 * Installs the preloader the build's dynamic imports call, once (boot.ts, then main.tsx); without
 * graphs in the page, nothing.
 */
export function installChunkPreload(
  doc: Document = document,
  storage: Storage | null = browserStorage(),
  sinceNavigation: () => number = () => performance.now(),
): void {
  if (globalThis.__volantPreload) return;
  const graphs = readChunkGraphs(doc);
  if (!graphs) return;
  const preload = createChunkPreloader(graphs, doc);
  const startPath = doc.location?.pathname ?? '';
  globalThis.__volantPreload = (source) => {
    // What the page asks for while it starts on its first path is preloaded from the start next time.
    if (sinceNavigation() < STARTUP_MS && doc.location?.pathname === startPath) addRemembered(storage, STARTUP_SOURCES_KEY, startPath, source);
    preload(source);
  };
}

/** Preloads the sources the last start on this path asked for (boot.ts; see startup-memory.ts). */
export function preloadRemembered(doc: Document = document, storage: Storage | null = browserStorage()): void {
  for (const source of rememberedFor(storage, STARTUP_SOURCES_KEY, doc.location?.pathname ?? '')) preloadSource(source);
}


/** Preloads a source's chunk graph ahead of the code that imports it (boot.ts: the registry and the chrome). */
export function preloadSource(source: string): void {
  globalThis.__volantPreload?.(source);
}
