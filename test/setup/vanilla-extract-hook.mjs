// Node module hook: gives every `*.css.ts` module a vanilla-extract file scope, as the
// bundler plugin does, so `style()` & co. work when the source is run directly by tests.
// Registered by ./register.mjs after tsx, so `nextLoad` returns tsx's compiled JavaScript.
import { relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const CSS_MODULE = /\.css\.(?:ts|tsx|js|mjs)$/;
const SOURCE_MAP_COMMENT = /\n\/\/# sourceMappingURL=[^\n]*\s*$/;
const PACKAGE_NAME = 'volant';

/** Path recorded in the file scope: relative to the working directory, POSIX separators. */
function scopePath(url) {
  return relative(process.cwd(), fileURLToPath(url)).split(sep).join('/');
}

/**
 * Wraps compiled ESM source with setFileScope/endFileScope. The prologue is put on the
 * first line (no added line) and the epilogue before the trailing source-map comment,
 * so line numbers in the inline source map stay right.
 */
export function wrapWithFileScope(source, filePath) {
  const prologue =
    'import { setFileScope as __veSetFileScope, endFileScope as __veEndFileScope } from "@vanilla-extract/css/fileScope";' +
    `__veSetFileScope(${JSON.stringify(filePath)}, ${JSON.stringify(PACKAGE_NAME)});`;
  const epilogue = '\n__veEndFileScope();';
  const mapComment = SOURCE_MAP_COMMENT.exec(source);
  if (!mapComment) return prologue + source + epilogue;
  const body = source.slice(0, mapComment.index);
  return prologue + body + epilogue + source.slice(mapComment.index);
}

export async function load(url, context, nextLoad) {
  const result = await nextLoad(url, context);
  if (!url.startsWith('file:')) return result;
  const { pathname } = new URL(url);
  if (!CSS_MODULE.test(pathname) || pathname.includes('/node_modules/')) return result;
  if (result.format !== 'module' || result.source == null) return result;
  const source = typeof result.source === 'string' ? result.source : new TextDecoder().decode(result.source);
  return { ...result, source: wrapWithFileScope(source, scopePath(url)) };
}
