import pg from 'pg';
import { parseAnnouncement, WRITES_CHANNEL } from './announce';
import { pgClientConfig, type PgSettings } from './pg-pool';
import type { WriteGeneration } from './write-generation';

/** Pause before connecting again after the listening connection was lost. */
const RECONNECT_MS = 250;
/**
 * A connection can die without a word (PostgreSQL frozen, a network cut): a `select 1` this often,
 * under the statement deadline, proves it still answers, or the listener reconnects.
 */
const HEARTBEAT_MS = 1000;

export interface WriteListener {
  close(): Promise<void>;
}

/**
 * One connection per instance that LISTENs to the writes PostgreSQL announces (server/db/announce.ts)
 * and moves this instance's generations on each: a commit on another instance makes this one's
 * cached answers, sessions and rights stale at once. Until it listens, and whenever it has lost its
 * connection, the caches serve nothing (`writes.suspend()`); once it listens again it moves both
 * generations (what was kept may have missed announcements) and caches serve again. Errors are
 * never fatal: the listener reconnects until it is closed.
 */
export function listenForWrites(settings: PgSettings, writes: WriteGeneration, log: (line: string) => void): WriteListener {
  let current: pg.Client | null = null;
  let closed = false;
  let lostSince: number | null = null;
  let retry: NodeJS.Timeout | undefined;
  let heartbeat: NodeJS.Timeout | undefined;

  const lose = (client: pg.Client, error: Error | null) => {
    if (client !== current) return;
    current = null;
    writes.suspend();
    clearInterval(heartbeat);
    client.end().catch(() => undefined);
    if (closed) return;
    if (lostSince === null) {
      lostSince = Date.now();
      log(`[db] écoute des écritures PostgreSQL perdue (${error?.message ?? 'connexion fermée'}) : caches suspendus, reconnexion…`);
    }
    retry = setTimeout(connect, RECONNECT_MS);
  };

  const connect = async () => {
    const client = new pg.Client(pgClientConfig(settings, 'volant-listener'));
    current = client;
    client.on('error', (error) => lose(client, error));
    client.on('end', () => lose(client, null));
    try {
      await client.connect();
      const { rows } = await client.query<{ schema: string }>('select current_schema() as schema');
      const schema = rows[0]?.schema ?? 'public';
      client.on('notification', (message) => {
        if (message.channel !== WRITES_CHANNEL) return;
        const kind = parseAnnouncement(message.payload, schema);
        if (kind === 'access') writes.bumpAccess();
        else if (kind === 'data') writes.bump();
      });
      await client.query(`listen ${WRITES_CHANNEL}`);
      if (client !== current) return;
      writes.resume();
      if (lostSince !== null) log(`[db] écoute des écritures PostgreSQL rétablie après ${((Date.now() - lostSince) / 1000).toFixed(1)} s.`);
      lostSince = null;
      heartbeat = setInterval(() => {
        client.query('select 1').catch((error: Error) => lose(client, error));
      }, HEARTBEAT_MS);
    } catch (error) {
      lose(client, error as Error);
    }
  };

  writes.suspend();
  void connect();
  return {
    async close() {
      closed = true;
      clearTimeout(retry);
      clearInterval(heartbeat);
      const client = current;
      current = null;
      await client?.end().catch(() => undefined);
    },
  };
}
