import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { chunksOf, type FileContent, type FileStore, type OpenedFile, type StoredFileInfo } from './file-store';

/** Size of one chunk row: small enough to stream, large enough to keep the row count low. */
export const CHUNK_BYTES = 256 * 1024;

/** Cuts incoming pieces of any size into CHUNK_BYTES chunks (the last one shorter). */
async function* fixedChunks(content: FileContent): AsyncGenerator<Buffer> {
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  for await (const piece of chunksOf(content)) {
    pending.push(Buffer.from(piece.buffer, piece.byteOffset, piece.byteLength));
    pendingBytes += piece.byteLength;
    while (pendingBytes >= CHUNK_BYTES) {
      const joined = Buffer.concat(pending, pendingBytes);
      // Copied out: the rows must not keep the whole joined buffer alive.
      yield Buffer.from(joined.subarray(0, CHUNK_BYTES));
      pending = [joined.subarray(CHUNK_BYTES)];
      pendingBytes -= CHUNK_BYTES;
    }
  }
  if (pendingBytes > 0) yield Buffer.concat(pending, pendingBytes);
}

/**
 * Files in the database (`stored_files` and its `stored_file_chunks`, migration 0900), on SQLite and
 * PostgreSQL alike. A put writes each chunk as it arrives, one short statement each (no transaction
 * holds the SQLite writer for the length of an upload or an export), and marks the file complete at
 * the end; a failed put leaves nothing. A get streams the chunks, one query per chunk pulled.
 */
export function databaseFileStore(db: Kysely<Database>): FileStore {
  const remove = async (key: string) => {
    await db.deleteFrom('stored_file_chunks').where('file_key', '=', key).execute();
    await db.deleteFrom('stored_files').where('key', '=', key).execute();
  };

  return {
    async put(key: string, content: FileContent, mimeType: string): Promise<StoredFileInfo> {
      await remove(key);
      await db.insertInto('stored_files').values({ key, mime_type: mimeType }).execute();
      let seq = 0;
      let size = 0;
      try {
        for await (const chunk of fixedChunks(content)) {
          await db.insertInto('stored_file_chunks').values({ file_key: key, seq, data: chunk }).execute();
          seq += 1;
          size += chunk.byteLength;
        }
        await db.updateTable('stored_files').set({ size, chunks: seq, complete: 1 }).where('key', '=', key).execute();
      } catch (error) {
        await remove(key).catch(() => undefined);
        throw error;
      }
      return { size, mimeType };
    },

    async get(key: string): Promise<OpenedFile | null> {
      const file = await db.selectFrom('stored_files').select(['size', 'chunks', 'mime_type']).where('key', '=', key).where('complete', '=', 1).executeTakeFirst();
      if (!file) return null;
      let seq = 0;
      const stream = new ReadableStream<Uint8Array>({
        async pull(controller) {
          if (seq >= file.chunks) {
            controller.close();
            return;
          }
          const row = await db.selectFrom('stored_file_chunks').select('data').where('file_key', '=', key).where('seq', '=', seq).executeTakeFirst();
          if (!row) {
            controller.error(new Error(`Morceau ${seq} du fichier ${key} introuvable.`));
            return;
          }
          seq += 1;
          controller.enqueue(new Uint8Array(row.data.buffer, row.data.byteOffset, row.data.byteLength));
        },
      });
      return { stream, size: Number(file.size), mimeType: file.mime_type };
    },

    delete: remove,

    async exists(key: string): Promise<boolean> {
      return (await db.selectFrom('stored_files').select('key').where('key', '=', key).where('complete', '=', 1).executeTakeFirst()) !== undefined;
    },
  };
}
