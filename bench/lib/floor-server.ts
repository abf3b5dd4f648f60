// The writes suite's floor handler, run in a process of its own like the server it is compared with
// (in the bench's process it would share one event loop with autocannon, and be slowed by it).
// Usage: node --import tsx bench/lib/floor-server.ts sqlite <file> | postgres <url> <pool size>
// Prints the port it listens on, then serves until killed.
import { once } from 'node:events';
import { serve } from '@hono/node-server';
import Database from 'better-sqlite3';
import { Hono } from 'hono';
import pg from 'pg';

/**
 * The same write as the API's learner PATCH at its core — parse the JSON body, update the row in a
 * transaction, read it back and answer it — with no authentication, validation, scoping or framework
 * work: no server of the same stack can do better.
 */
function sqliteFloor(file: string): Hono {
  const db = new Database(file);
  // The server's pragmas (server/db/database.ts).
  db.pragma('journal_mode = WAL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  db.pragma('synchronous = NORMAL');
  const update = db.prepare('update learners set phone = ?, updated_at = ? where id = ?');
  const read = db.prepare('select * from learners where id = ?');
  const write = db.transaction((id: number, phone: string) => {
    update.run(phone, new Date().toISOString(), id);
    return read.get(id);
  });
  return new Hono().patch('/floor/learners/:id', async (c) => {
    const body = (await c.req.json()) as { phone: string };
    return c.json(write(Number(c.req.param('id')), body.phone));
  });
}

function postgresFloor(databaseUrl: string, poolSize: number): Hono {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: poolSize });
  return new Hono().patch('/floor/learners/:id', async (c) => {
    const body = (await c.req.json()) as { phone: string };
    const id = Number(c.req.param('id'));
    const client = await pool.connect();
    try {
      await client.query('begin');
      await client.query('update learners set phone = $1, updated_at = $2 where id = $3', [body.phone, new Date().toISOString(), id]);
      const { rows } = await client.query('select * from learners where id = $1', [id]);
      await client.query('commit');
      return c.json(rows[0]);
    } finally {
      client.release();
    }
  });
}

const [kind, target, poolSize] = process.argv.slice(2);
if ((kind !== 'sqlite' && kind !== 'postgres') || !target) throw new Error('usage: floor-server.ts sqlite <file> | postgres <url> <pool size>');
const app = kind === 'sqlite' ? sqliteFloor(target) : postgresFloor(target, Number(poolSize ?? 10));
const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
await once(server, 'listening');
process.stdout.write(`${(server.address() as { port: number }).port}\n`);
