// SIGTERM without cut connections (issue 36): clients keeping their connections alive (node's http
// Agent) send requests back to back to a built instance; it is stopped with SIGTERM meanwhile. Every
// request sent on an open connection is answered (those answered while stopping say `Connection:
// close`); a new connection after the listener closed is refused (nothing sent, the client goes to
// another instance); a connection still queued in the kernel when the signal comes is accepted and
// answered (each stop starts on a cold instance hit by 16 connections at once); no request is cut by a
// socket error. Three stops in a row, 16 clients each.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { Agent, request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { freePort, ready, signInHttp, spawnServer, type ServerProcess } from '../reliability/server';

const CLIENTS = 16;
const STOPS = 3;
/** Requests answered before the signal, so that every client's connection is open and busy. */
const WARM_REQUESTS = CLIENTS * 4;

const dirs: string[] = [];
after(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

interface Outcome {
  /** Sent after the SIGTERM was. */
  afterSignal: boolean;
  status?: number;
  connection?: string;
  error?: string;
}

function get(agent: Agent, port: string, path: string, token: string): Promise<Pick<Outcome, 'status' | 'connection' | 'error'>> {
  return new Promise((resolve) => {
    const req = httpRequest({ host: '127.0.0.1', port, path, agent, headers: { Authorization: `Bearer ${token}` } }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0, connection: String(res.headers.connection ?? '') }));
      res.on('error', (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message }));
    });
    req.on('error', (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message }));
    req.end();
  });
}

/** Clients sending requests back to back over kept-alive connections until a connection is refused. */
async function stopUnderLoad(server: ServerProcess, token: string): Promise<Outcome[]> {
  const agent = new Agent({ keepAlive: true, maxSockets: CLIENTS });
  const { port } = new URL(server.url);
  const outcomes: Outcome[] = [];
  let signalled = false;
  const paths = ['/api/learners?itemsPerPage=5', '/api/agencies', '/api/billing/tvas'];
  const client = async (n: number) => {
    for (let i = 0; ; i += 1) {
      const afterSignal = signalled;
      const outcome: Outcome = { afterSignal, ...(await get(agent, port, paths[(n + i) % paths.length]!, token)) };
      outcomes.push(outcome);
      if (outcome.error !== undefined) return;
      if (!signalled && outcomes.length >= WARM_REQUESTS) {
        signalled = true;
        server.child.kill('SIGTERM');
      }
    }
  };
  try {
    await Promise.all(Array.from({ length: CLIENTS }, (_, n) => client(n)));
    assert.equal(await server.exited, 0, 'exit code 0: no request had to be cut');
  } finally {
    agent.destroy();
  }
  return outcomes;
}

test('SIGTERM under keep-alive load: every request sent on an open connection is answered, none cut by a socket error', async (t) => {
  const varDir = mkdtempSync(join(tmpdir(), 'volant-stop-'));
  dirs.push(varDir);
  const env = { VOLANT_VAR_DIR: varDir, VOLANT_JWT_SECRET: 'arret-'.repeat(8) };
  let token = '';
  for (let stop = 1; stop <= STOPS; stop += 1) {
    const server = spawnServer(env, await freePort());
    try {
      await ready(server);
      if (!token) token = (await signInHttp(server.url, 'gerant@volant.test')).token;
      const outcomes = await stopUnderLoad(server, token);
      const cut = outcomes.filter((o) => o.error !== undefined && o.error !== 'ECONNREFUSED');
      const whileStopping = outcomes.filter((o) => o.afterSignal && o.status !== undefined);
      t.diagnostic(
        `stop ${stop}: ${outcomes.length} requests, ${whileStopping.length} answered after the signal ` +
          `(${whileStopping.filter((o) => o.connection === 'close').length} saying Connection: close), ` +
          `${outcomes.filter((o) => o.error === 'ECONNREFUSED').length} new connections refused, ${cut.length} cut`,
      );
      assert.deepEqual(cut.map((o) => o.error), [], 'no request cut by a socket error');
      assert.ok(outcomes.every((o) => o.error !== undefined || o.status === 200), 'every answer is a 200');
      assert.match(server.output(), /SIGTERM reçu/);
    } finally {
      await server.crash();
    }
  }
});
