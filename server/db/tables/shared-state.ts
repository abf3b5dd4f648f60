import type { Generated } from 'kysely';

/** Migration 0900_shared_state: a file of the database file store (server/storage/database-store.ts). */
export interface StoredFilesTable {
  key: string;
  mime_type: string;
  size: Generated<number>;
  chunks: Generated<number>;
  /** 1 once every chunk is written; incomplete files are never served. */
  complete: Generated<number>;
  created_at: Generated<string>;
}

export interface StoredFileChunksTable {
  file_key: string;
  seq: number;
  data: Uint8Array;
}

/** The answer kept for an Idempotency-Key of a user (server/core/idempotency.ts). */
export interface IdempotencyKeysTable {
  user_id: number;
  key: string;
  fingerprint: string;
  started_at: number;
  expires_at: number;
  /** Null while the first request is in flight. */
  status: number | null;
  /** JSON object of the replayed headers. */
  headers: string | null;
  body: Uint8Array | null;
}

/** A rate-limit counter (server/core/rate-counter.ts). */
export interface RateCountersTable {
  bucket: string;
  window_start: number;
  expires_at: number;
  count: number;
  last_at: number;
}

export interface SharedStateTables {
  stored_files: StoredFilesTable;
  stored_file_chunks: StoredFileChunksTable;
  idempotency_keys: IdempotencyKeysTable;
  rate_counters: RateCountersTable;
}
