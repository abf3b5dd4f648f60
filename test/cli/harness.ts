// Runs the built `volant` (dist/cli/volant.js) as support staff would, with its own config folder.
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, request, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../reliability/server';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
export const VOLANT_BIN = join(ROOT, 'dist/cli/volant.js');

export interface CliRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

export interface CliHome {
  /** The throw-away folder (config, sessions; tests may write files there). */
  dir: string;
  env: Record<string, string>;
  run(args: string[], options?: { env?: Record<string, string>; input?: string; cwd?: string }): Promise<CliRun>;
  cleanup(): Promise<void>;
}

/** A throw-away config folder (profiles, sessions) and a runner of the built binary. */
export async function cliHome(): Promise<CliHome> {
  const dir = await mkdtemp(join(tmpdir(), 'volant-cli-'));
  const env: Record<string, string> = { VOLANT_CONFIG: join(dir, 'config.json'), NO_COLOR: '1', PATH: process.env.PATH ?? '' };
  return {
    dir,
    env,
    run: (args, options = {}) =>
      new Promise((resolve) => {
        const child = spawn(process.execPath, [VOLANT_BIN, ...args], { cwd: options.cwd ?? ROOT, env: { ...env, ...options.env } });
        let stdout = '';
        let stderr = '';
        child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
        child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
        child.stdin.end(options.input ?? '');
        child.on('close', (code) => resolve({ code, stdout, stderr }));
      }),
    cleanup: () => rm(dir, { recursive: true, force: true }),
  };
}

export interface TestProxy {
  url: string;
  close(): Promise<void>;
}

/**
 * The one port test proxies listen on (one at a time), reserved before the server starts: the CLI
 * signs in through a proxy with the proxy's URL as its service, which the server must list among
 * Volant's own origins (`startServer({ env: PROXY_SERVICE })`), as an operator lists another origin.
 */
const proxyPort = await freePort();
export const PROXY_SERVICE = { VOLANT_APP_ORIGINS: `http://127.0.0.1:${proxyPort}` };

/**
 * An HTTP proxy on the reserved port in front of `target` that forwards every request, except the ones `intercept` answers itself
 * (returns true): how a test breaks one endpoint on purpose. A number holds the request back that
 * many milliseconds before forwarding it (a slow endpoint).
 */
export async function proxyTo(target: string, intercept: (req: IncomingMessage, res: ServerResponse) => boolean | number): Promise<TestProxy> {
  const forward = (req: IncomingMessage, res: ServerResponse) => {
    const upstream = request(new URL(req.url ?? '/', target), { method: req.method, headers: req.headers }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    upstream.on('error', () => res.writeHead(502).end());
    req.pipe(upstream);
  };
  const server = createServer((req, res) => {
    const decision = intercept(req, res);
    if (decision === true) return;
    if (typeof decision === 'number') setTimeout(() => forward(req, res), decision);
    else forward(req, res);
  });
  await new Promise<void>((resolve) => server.listen(proxyPort, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${proxyPort}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A port nothing listens on (the server-down case). */
export async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}
