import { once } from 'node:events';
import { copyFileSync, existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createServer, request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import * as esbuild from 'esbuild';
import { installBenchPackage } from './install';
import { freePort } from './server';

/** A peer app of the bench: its own package (`bench/<dir>`), installed and built here when missing. */
export interface Peer {
  dir: string;
  /** A package its node_modules holds once installed. */
  marker: string;
}

/** The react-admin peer of the first-screen figures. */
export const REACT_ADMIN_PEER: Peer = { dir: 'bench/peer-react-admin', marker: 'react-admin' };
/** The FullCalendar peer of the planning week figures. */
export const FULLCALENDAR_PEER: Peer = { dir: 'bench/peer-fullcalendar', marker: '@fullcalendar/timegrid' };

/** `npm install` in the peer's folder (not the root package) when its node_modules is missing. */
export function installPeer(root: string, peer: Peer, log: (text: string) => void): void {
  installBenchPackage(root, peer.dir, peer.marker, log);
}

/**
 * Builds a peer like a production app (one minified ESM bundle, as Vite's default
 * build makes it) with brotli and gzip siblings, as Volant's build makes them, so both are served
 * alike. Answers the dist folder.
 */
export async function buildPeer(root: string, peer: Peer): Promise<string> {
  const dir = join(root, peer.dir);
  const dist = join(dir, 'dist');
  mkdirSync(dist, { recursive: true });
  await esbuild.build({
    absWorkingDir: dir,
    entryPoints: ['src/main.tsx'],
    outdir: dist,
    bundle: true,
    format: 'esm',
    splitting: true,
    minify: true,
    jsx: 'automatic',
    target: 'es2022',
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'error',
  });
  copyFileSync(join(dir, 'index.html'), join(dist, 'index.html'));
  for (const name of ['index.html', 'main.js']) {
    const contents = readFileSync(join(dist, name));
    writeFileSync(join(dist, `${name}.br`), brotliCompressSync(contents, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }));
    writeFileSync(join(dist, `${name}.gz`), gzipSync(contents, { level: 9 }));
  }
  return dist;
}

const TYPES: Record<string, string> = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.css': 'text/css; charset=utf-8' };

/**
 * The headers of Volant's pages that decide where the browser puts the document: with
 * Cross-Origin-Opener-Policy, a page opened in a new tab gets a browsing context group (and a renderer
 * process) of its own, ≈ 20 ms of the measured load on the two-core machine. The peer's page carries
 * them as Volant's server sends them, so both loads pay it, as they would served by the same server.
 * (Volant's CSP is not copied: it names Volant's own boot script.)
 */
const CONTEXT_HEADERS = ['cross-origin-opener-policy', 'origin-agent-cluster'];

async function pageContextHeaders(volantUrl: string): Promise<Record<string, string>> {
  const page = await fetch(`${volantUrl}/auth/login`);
  await page.arrayBuffer();
  return Object.fromEntries(CONTEXT_HEADERS.flatMap((name) => {
    const value = page.headers.get(name);
    return value === null ? [] : [[name, value]];
  }));
}

function serveFile(dist: string, req: IncomingMessage, res: ServerResponse, pageHeaders: Record<string, string>): void {
  const path = normalize(decodeURIComponent(new URL(req.url ?? '/', 'http://peer').pathname));
  const file = join(dist, path === '/' ? 'index.html' : path);
  if (!file.startsWith(dist) || !existsSync(file) || !statSync(file).isFile()) {
    res.writeHead(404).end();
    return;
  }
  const accepted = String(req.headers['accept-encoding'] ?? '');
  const encoding = /\bbr\b/.test(accepted) && existsSync(`${file}.br`) ? 'br' : /\bgzip\b/.test(accepted) && existsSync(`${file}.gz`) ? 'gzip' : null;
  const body = readFileSync(encoding === 'br' ? `${file}.br` : encoding === 'gzip' ? `${file}.gz` : file);
  const page = file.endsWith('index.html');
  res.writeHead(200, {
    ...(page ? pageHeaders : {}),
    'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream',
    'Cache-Control': page ? 'no-cache' : 'public, max-age=31536000, immutable',
    Vary: 'Accept-Encoding',
    ...(encoding ? { 'Content-Encoding': encoding } : {}),
  });
  res.end(body);
}

/** Forwards a request to the Volant server as it came (the peer reads the same API, same origin for the browser). */
function proxy(target: URL, req: IncomingMessage, res: ServerResponse): void {
  const upstream = httpRequest({ host: target.hostname, port: target.port, path: req.url, method: req.method, headers: { ...req.headers, host: target.host } }, (answer) => {
    res.writeHead(answer.statusCode ?? 502, answer.headers);
    answer.pipe(res);
  });
  upstream.on('error', () => res.writeHead(502).end());
  req.pipe(upstream);
}

export interface PeerServer {
  url: string;
  stop(): Promise<void>;
}

/**
 * Serves the peer's build (its page with the context headers of Volant's pages) and forwards `/api/`
 * to the Volant server at `apiUrl`.
 */
export async function startPeerServer(dist: string, apiUrl: string): Promise<PeerServer> {
  const port = await freePort();
  const target = new URL(apiUrl);
  const pageHeaders = await pageContextHeaders(apiUrl);
  const server = createServer((req, res) => (req.url?.startsWith('/api/') ? proxy(target, req, res) : serveFile(dist, req, res, pageHeaders)));
  server.keepAliveTimeout = 5000;
  server.listen(port, '127.0.0.1');
  await once(server, 'listening');
  return {
    url: `http://127.0.0.1:${port}`,
    stop: async () => {
      server.closeAllConnections();
      server.close();
      await once(server, 'close');
    },
  };
}
