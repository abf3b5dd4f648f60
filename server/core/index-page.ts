import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { MiddlewareHandler } from 'hono';
import { AUTH_PATHS } from '../../src/shared/auth/paths';
import { CHUNK_GRAPHS_ELEMENT_ID, CHUNKS_BASE, parseChunkGraphs } from '../../src/shared/config/chunk-graphs';
import { RUNTIME_CONFIG_ELEMENT_ID, type RuntimeConfig } from '../../src/shared/config/runtime';
import { ssoUrlOf, type ServerConfig } from '../config';
import { fromBuiltIndex } from './built-index';
import { chosenEncoding } from './compress-json';
import type { AppEnv } from './env';

/** What `/config.json` answers (src/shared/config/runtime.ts reads it). */
export function runtimeConfigOf(config: ServerConfig): RuntimeConfig {
  return { apiBase: '/api', ssoUrl: ssoUrlOf(config.signOn), signOn: config.signOn.mode, frontVersion: config.frontVersion };
}

/** Where the configuration goes: before the chunk graphs and the boot script that reads it (build.mjs). */
const BEFORE = `<script type="application/json" id="${CHUNK_GRAPHS_ELEMENT_ID}">`;

/** index.html with the runtime configuration written in, as a data block (not a script: the CSP does not apply). */
export function withRuntimeConfig(html: string, config: RuntimeConfig): string {
  const block = `<script type="application/json" id="${RUNTIME_CONFIG_ELEMENT_ID}">${JSON.stringify(config).replaceAll('<', '\\u003c')}</script>`;
  return html.includes(BEFORE) ? html.replace(BEFORE, `${block}\n    ${BEFORE}`) : html.replace('</head>', `  ${block}\n  </head>`);
}

interface Page {
  plain: Buffer;
  br: Buffer;
  gzip: Buffer;
}

/** main's module script, the last of the head's tags. */
const ENTRY_SCRIPT = /<script type="module" src="[^"]+"><\/script>/;

/** The files every app page but the login one loads (`signedIn` in the page's chunk graphs), or none. */
function signedInFiles(html: string): string[] {
  const start = html.indexOf(BEFORE);
  const graphs = start < 0 ? null : parseChunkGraphs(html.slice(start + BEFORE.length, html.indexOf('</script>', start)));
  if (!graphs) return [];
  return (graphs.signedIn ?? []).map((index) => graphs.files[index]).filter((file): file is string => file !== undefined && /^[\w.-]+$/.test(file));
}

/**
 * index.html for the pages after sign-in: the module registry's and the chrome's chunks linked as
 * module preloads after main's script, so the browser's preload scanner asks for them with main.js.
 * The boot script asked for them once it had run, 20 to 50 ms later on the two-core machine (it runs
 * as the document is parsed, after the renderer has set the page up); it now finds them linked.
 */
export function withSignedInPreloads(html: string): string {
  const links = signedInFiles(html).map((file) => `<link rel="modulepreload" href="${CHUNKS_BASE}${file}">`);
  return links.length === 0 ? html : html.replace(ENTRY_SCRIPT, (entry) => [entry, ...links].join('\n    '));
}

const compressed = (text: string): Page => {
  const plain = Buffer.from(text);
  return { plain, br: brotliCompressSync(plain), gzip: gzipSync(plain, { level: 9 }) };
};

/**
 * The app's page (`/`, `/index.html` and every app route): the built index.html with the runtime
 * configuration written in, so the boot script has it without a request (`/config.json` stays for a
 * front end served by another static server). Made and compressed once per build, per instance.
 */
export function indexPage(distDir: string): MiddlewareHandler<AppEnv> {
  /** The pages of each build, made with the server's configuration (the same for its lifetime). */
  let builtPages: ((dir: string) => { login: Page; signedIn: Page } | undefined) | null = null;
  return async (c, next) => {
    const config = runtimeConfigOf(c.get('deps').config);
    builtPages ??= fromBuiltIndex((html) => {
      const page = withRuntimeConfig(html, config);
      return { login: compressed(page), signedIn: compressed(withSignedInPreloads(page)) };
    });
    const pages = builtPages(distDir);
    if (!pages) return next();
    const page = c.req.path.replace(/\/+$/, '') === AUTH_PATHS.login ? pages.login : pages.signedIn;
    const encoding = chosenEncoding(c.req.header('Accept-Encoding'));
    const body = encoding ? page[encoding] : page.plain;
    const headers: Record<string, string> = { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-cache', Vary: 'Accept-Encoding' };
    if (encoding) headers['Content-Encoding'] = encoding;
    return c.body(new Uint8Array(body), 200, headers);
  };
}
