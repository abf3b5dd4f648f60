/**
 * The chunk graphs build.mjs writes into index.html as a JSON data block: read by the app's preloader
 * (src/app/routing/preload.ts) and by the Volant server, which links the signed-in chunks in the page
 * (server/core/index-page.ts).
 */

/** The data block's element id. */
export const CHUNK_GRAPHS_ELEMENT_ID = 'volant-chunks';
/** Where the chunk files are served. */
export const CHUNKS_BASE = '/assets/';

export interface ChunkGraphs {
  /** Chunk files, relative to CHUNKS_BASE. */
  files: readonly string[];
  /** Per lazily loaded source path (`src/modules/learners/screens/LearnerList.tsx`), indexes in `files`. */
  graphs: Readonly<Record<string, readonly number[]>>;
  /** What every app page but the login one loads (the registry's and the chrome's graphs), indexes in `files`. */
  signedIn?: readonly number[];
}

function isChunkGraphs(value: unknown): value is ChunkGraphs {
  if (typeof value !== 'object' || value === null) return false;
  const { files, graphs } = value as Partial<ChunkGraphs>;
  return Array.isArray(files) && typeof graphs === 'object' && graphs !== null;
}

/** The graphs of the data block's text, or null (no block, broken data). */
export function parseChunkGraphs(text: string | null | undefined): ChunkGraphs | null {
  if (!text) return null;
  try {
    const parsed: unknown = JSON.parse(text);
    return isChunkGraphs(parsed) ? parsed : null;
  } catch {
    return null;
  }
}
