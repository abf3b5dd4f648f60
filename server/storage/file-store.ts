/**
 * Where uploaded and generated files live. One small interface so that the store can change (the
 * database today — every instance and every database backup has the files; an S3-compatible bucket
 * could implement the same four calls later) without the resources knowing.
 *
 * Keys are relative paths chosen by the callers (`<structure>/<uuid>.pdf`, `exports/<name>.zip`).
 * Contents go in and come out as streams: no call needs a whole file in memory.
 */
export interface StoredFileInfo {
  size: number;
  mimeType: string;
}

export interface OpenedFile extends StoredFileInfo {
  /** The bytes, read chunk by chunk as the stream is pulled. */
  stream: ReadableStream<Uint8Array>;
}

/** What `put` accepts: a web stream (File.stream(), a fetch body) or any async iterable of bytes. */
export type FileContent = ReadableStream<Uint8Array> | AsyncIterable<Uint8Array>;

export interface FileStore {
  /** Writes (or replaces) the file; it becomes visible to `get` only once complete. */
  put(key: string, content: FileContent, mimeType: string): Promise<StoredFileInfo>;
  /** The file, or null when no complete file has that key. */
  get(key: string): Promise<OpenedFile | null>;
  /** Removes the file (nothing when absent). */
  delete(key: string): Promise<void>;
  exists(key: string): Promise<boolean>;
}

/** The chunks of a FileContent, whichever kind it is. */
export async function* chunksOf(content: FileContent): AsyncGenerator<Uint8Array> {
  if ('getReader' in content) {
    const reader = content.getReader();
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) return;
        yield value;
      }
    } finally {
      reader.releaseLock();
    }
  } else {
    yield* content;
  }
}

/** Writes a whole file held in memory (a generated document). */
export async function putBytes(store: FileStore, key: string, bytes: Uint8Array, mimeType: string): Promise<StoredFileInfo> {
  return store.put(key, (async function* () { yield bytes; })(), mimeType);
}

/** Reads a whole stored file into memory (a document of a few hundred kilobytes); throws when it is missing. */
export async function readBytes(store: FileStore, key: string): Promise<Uint8Array> {
  const file = await store.get(key);
  if (!file) throw new Error(`Stored file missing: ${key}`);
  return new Uint8Array(await new Response(file.stream).arrayBuffer());
}
