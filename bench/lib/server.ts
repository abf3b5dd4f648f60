import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { join } from 'node:path';

export interface BenchServer {
  url: string;
  process: ChildProcess;
  /** Milliseconds from spawn to the first answered /config.json. */
  readyMs: number;
  stop(): Promise<void>;
}

export async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const port = (server.address() as { port: number }).port;
  server.close();
  await once(server, 'close');
  return port;
}

/** Starts the built server (dist/server/main.js) on a free port over `varDir` and waits until it answers. */
export async function startBuiltServer(root: string, varDir: string, env: Record<string, string> = {}): Promise<BenchServer> {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, [join(root, 'dist/server/main.js')], {
    cwd: root,
    env: { ...process.env, PORT: String(port), VOLANT_PUBLIC_URL: `http://127.0.0.1:${port}`, VOLANT_VAR_DIR: varDir, VOLANT_JWT_SECRET: randomBytes(32).toString('hex'), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (output += d.toString()));
  const url = `http://127.0.0.1:${port}`;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server stopped: ${output}`);
    try {
      const res = await fetch(`${url}/config.json`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (performance.now() - started > 120_000) throw new Error(`the server did not start: ${output}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  const readyMs = performance.now() - started;
  return {
    url,
    process: child,
    readyMs,
    stop: async () => {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      await once(child, 'exit');
    },
  };
}

/** Signs in like the CLI: SSO REST ticket then POST /api/auth; returns the access token. */
export async function signInToken(url: string, email: string, password = 'volant-demo'): Promise<string> {
  const tgt = await fetch(`${url}/sso/v1/tickets`, { method: 'POST', body: new URLSearchParams({ username: email, password }) });
  const service = `${url}/auth/loading`;
  const st = await fetch(`${url}/sso/v1/tickets/${await tgt.text()}`, { method: 'POST', body: new URLSearchParams({ service }) });
  const auth = await fetch(`${url}/api/auth`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ serviceId: service, ticket: await st.text() }),
  });
  if (!auth.ok) throw new Error(`sign-in failed for ${email}: ${auth.status}`);
  return ((await auth.json()) as { token: string }).token;
}
