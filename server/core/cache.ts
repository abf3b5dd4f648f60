import type { WriteGeneration } from '../db/write-generation';
import type { AccessClaims, AuthContext } from './auth-context';

/**
 * Per-process read caches of the reference server, all tied to the database's write generations:
 * an entry is used only while no write happened since it was filled (and within its lifetime), so a
 * change anywhere is seen by the next request. They spare the work every request repeats — token
 * signatures, the session check, the caller's rights — and, for the collections that opt in, the
 * answer itself. With several instances over one PostgreSQL, each instance's generations also move
 * on the other instances' commits (announced through PostgreSQL, server/db/write-listener.ts), and
 * while an instance cannot hear them its caches serve nothing (`usable`).
 */
interface Entry<T> {
  value: T;
  generation: number;
  expiresAt: number;
  bytes: number;
}

class GenerationMap<T> {
  readonly #entries = new Map<string, Entry<T>>();
  /** The generation of the entries held: when it moves on, they are all dead and dropped at once. */
  #heldGeneration = Number.NaN;
  #bytes = 0;

  constructor(
    /** The generation entries are valid for (the database's write generation, or a constant). */
    private readonly generation: () => number,
    /** False while entries may be stale without the generation saying so (nothing is served nor kept). */
    private readonly usable: () => boolean,
    private readonly maxEntries: number,
    private readonly ttlMs: number,
    /** Bytes an entry holds (its key included), and the most all entries may hold together. */
    private readonly weight: (key: string, value: T) => number = () => 0,
    private readonly maxBytes = Number.POSITIVE_INFINITY,
  ) {}

  get(key: string, nowMs: number): T | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    if (!this.usable()) {
      this.clear();
      return undefined;
    }
    if (entry.generation !== this.generation() || entry.expiresAt <= nowMs) {
      this.#delete(key);
      return undefined;
    }
    // Least recently used goes first when full: re-insert on use.
    this.#entries.delete(key);
    this.#entries.set(key, entry);
    return entry.value;
  }

  /**
   * Stores a value read at `generation` (the generation when the read started). Entries of an older
   * generation can never be read again: they are dropped before anything is added, so a burst of
   * writes does not leave the map full of dead answers. A value heavier than a quarter of the budget
   * is not kept.
   */
  set(key: string, value: T, generation: number, nowMs: number, ttlMs = this.ttlMs): void {
    if (generation !== this.generation() || !this.usable()) return;
    const bytes = this.weight(key, value);
    if (bytes > this.maxBytes / 4) return;
    if (generation !== this.#heldGeneration) {
      this.clear();
      this.#heldGeneration = generation;
    }
    this.#delete(key);
    while (this.#entries.size > 0 && (this.#entries.size >= this.maxEntries || this.#bytes + bytes > this.maxBytes)) {
      this.#delete(this.#entries.keys().next().value!);
    }
    this.#entries.set(key, { value, generation, expiresAt: nowMs + ttlMs, bytes });
    this.#bytes += bytes;
  }

  clear(): void {
    this.#entries.clear();
    this.#bytes = 0;
  }

  #delete(key: string): void {
    const entry = this.#entries.get(key);
    if (!entry) return;
    this.#entries.delete(key);
    this.#bytes -= entry.bytes;
  }
}

export interface CachedResponse {
  status: number;
  /** UTF-8 bytes, encoded once: every hit writes them as they are. */
  body: Uint8Array<ArrayBuffer>;
  contentType: string;
}

/** The most the cached answers hold together (32 MiB). */
export const RESPONSES_MAX_BYTES = 32 * 1024 * 1024;

export class ServerCache {
  /** Verified access tokens → their claims (their own expiry is checked on every use). */
  readonly tokens: GenerationMap<AccessClaims & { expMs: number }>;
  /** Session families known to be active. */
  readonly sessions: GenerationMap<true>;
  /** The caller's AuthContext by user id. */
  readonly access: GenerationMap<AuthContext>;
  /** Answers of the reads that opt in (`cachedAnswer`), by caller and URL. */
  readonly responses: GenerationMap<CachedResponse>;

  constructor(readonly writes: WriteGeneration) {
    const data = () => writes.value;
    const access = () => writes.access;
    const coherent = () => writes.coherent;
    // A token's validity does not depend on the data: only its own expiry ends it (checked on use).
    this.tokens = new GenerationMap(() => 0, () => true, 20_000, 24 * 3_600_000);
    this.sessions = new GenerationMap(access, coherent, 20_000, 30_000);
    this.access = new GenerationMap(access, coherent, 20_000, 30_000);
    // Keyed by caller and URL, which the caller chooses (`?a=1`, `?a=2`… are distinct keys of one list):
    // bounded by bytes as well as by count.
    this.responses = new GenerationMap(data, coherent, 2_000, 5_000, (key, answer) => key.length * 2 + answer.body.byteLength, RESPONSES_MAX_BYTES);
  }

  /** The data's write generation (the answers). */
  get generation(): number {
    return this.writes.value;
  }

  /** The generation of sessions and rights (the `sessions` and `access` maps). */
  get accessGeneration(): number {
    return this.writes.access;
  }
}
