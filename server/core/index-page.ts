import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { MiddlewareHandler } from 'hono';
import { RUNTIME_CONFIG_ELEMENT_ID, type RuntimeConfig } from '../../src/shared/config/runtime';
import { ssoUrlOf } from '../auth/sign-on/config';
import type { ServerConfig } from '../config';
import type { AppEnv } from './env';

/** What `/config.json` answers (src/shared/config/runtime.ts reads it). */
export function runtimeConfigOf(config: ServerConfig): RuntimeConfig {
  return { apiBase: '/api', ssoUrl: ssoUrlOf(config.signOn), signOn: config.signOn.mode, frontVersion: config.frontVersion };
}

/** Where the configuration goes: before the chunk graphs and the boot script that reads it (build.mjs). */
const BEFORE = '<script type="application/json" id="volant-chunks">';

/** index.html with the runtime configuration written in, as a data block (not a script: the CSP does not apply). */
export function withRuntimeConfig(html: string, config: RuntimeConfig): string {
  const block = `<script type="application/json" id="${RUNTIME_CONFIG_ELEMENT_ID}">${JSON.stringify(config).replaceAll('<', '\\u003c')}</script>`;
  return html.includes(BEFORE) ? html.replace(BEFORE, `${block}\n    ${BEFORE}`) : html.replace('</head>', `  ${block}\n  </head>`);
}

interface Page {
  file: string;
  mtimeMs: number;
  checkedAt: number;
  plain: Buffer;
  br: Buffer;
  gzip: Buffer;
}

/** index.html is looked at again at most this often (a development build replaces it). */
const RECHECK_MS = 1000;

/**
 * The app's page (`/`, `/index.html` and every app route): the built index.html with the runtime
 * configuration written in, so the boot script has it without a request (`/config.json` stays for a
 * front end served by another static server). Made and compressed once per build, per instance.
 */
export function indexPage(distDir: string): MiddlewareHandler<AppEnv> {
  const file = join(distDir, 'index.html');
  let page: Page | null = null;
  const current = (config: ServerConfig): Page => {
    const now = Date.now();
    if (page && now - page.checkedAt < RECHECK_MS) return page;
    const { mtimeMs } = statSync(file);
    if (page?.mtimeMs !== mtimeMs) {
      const plain = Buffer.from(withRuntimeConfig(readFileSync(file, 'utf8'), runtimeConfigOf(config)));
      page = { file, mtimeMs, checkedAt: now, plain, br: brotliCompressSync(plain), gzip: gzipSync(plain, { level: 9 }) };
    }
    page.checkedAt = now;
    return page;
  };
  return async (c) => {
    const { plain, br, gzip } = current(c.var.deps.config);
    const accepted = (c.req.header('Accept-Encoding') ?? '').toLowerCase();
    const [body, encoding] = /\bbr\b/.test(accepted) ? [br, 'br'] : /\bgzip\b/.test(accepted) ? [gzip, 'gzip'] : [plain, null];
    const headers: Record<string, string> = { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-cache', Vary: 'Accept-Encoding' };
    if (encoding) headers['Content-Encoding'] = encoding;
    return c.body(new Uint8Array(body), 200, headers);
  };
}
