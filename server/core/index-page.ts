import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { MiddlewareHandler } from 'hono';
import { RUNTIME_CONFIG_ELEMENT_ID, type RuntimeConfig } from '../../src/shared/config/runtime';
import { ssoUrlOf } from '../auth/sign-on/config';
import type { ServerConfig } from '../config';
import { fromBuiltIndex } from './built-index';
import { chosenEncoding } from './compress-json';
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
  plain: Buffer;
  br: Buffer;
  gzip: Buffer;
}

/**
 * The app's page (`/`, `/index.html` and every app route): the built index.html with the runtime
 * configuration written in, so the boot script has it without a request (`/config.json` stays for a
 * front end served by another static server). Made and compressed once per build, per instance.
 */
export function indexPage(distDir: string): MiddlewareHandler<AppEnv> {
  /** The page of each build, made with the server's configuration (the same for its lifetime). */
  let builtPage: ((dir: string) => Page | undefined) | null = null;
  return async (c, next) => {
    const config = runtimeConfigOf(c.get('deps').config);
    builtPage ??= fromBuiltIndex((html): Page => {
      const plain = Buffer.from(withRuntimeConfig(html, config));
      return { plain, br: brotliCompressSync(plain), gzip: gzipSync(plain, { level: 9 }) };
    });
    const page = builtPage(distDir);
    if (!page) return next();
    const encoding = chosenEncoding(c.req.header('Accept-Encoding'));
    const body = encoding ? page[encoding] : page.plain;
    const headers: Record<string, string> = { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-cache', Vary: 'Accept-Encoding' };
    if (encoding) headers['Content-Encoding'] = encoding;
    return c.body(new Uint8Array(body), 200, headers);
  };
}
