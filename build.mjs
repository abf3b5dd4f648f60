// Builds Volant with esbuild: the back office (dist/public), the embeds (dist/public/embeds),
// the CLI (dist/cli/volant.js) and the reference server (dist/server/main.js).
//
//   node build.mjs             production build (minified, hashed names) and size report
//   node build.mjs --dev       unminified, with source maps
//   node build.mjs --watch     rebuild on change and (re)start the server (npm run dev)
//   node build.mjs --quiet     no size table
//   node build.mjs --analyze   size table plus the largest input modules of every output
import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import * as esbuild from 'esbuild';
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { once } from 'node:events';
import {
  chmodSync, cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, watch as watchPath, writeFileSync,
} from 'node:fs';
import { basename, dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';

const FLAGS = ['--dev', '--watch', '--quiet', '--analyze'];
const argv = process.argv.slice(2);
const unknownFlags = argv.filter((arg) => !FLAGS.includes(arg));
if (unknownFlags.length > 0) {
  console.error(`build.mjs: unknown option ${unknownFlags.join(' ')} (known: ${FLAGS.join(' ')})`);
  process.exit(2);
}
const dev = argv.includes('--dev');
const watching = argv.includes('--watch');
const quiet = argv.includes('--quiet');
const analyze = argv.includes('--analyze');

const root = dirname(fileURLToPath(import.meta.url));
const at = (path) => join(root, path);

const APP_ENTRY = 'src/app/main.tsx';
const BOOT_ENTRY = 'src/app/boot.ts';
const CLI_ENTRY = 'cli/index.ts';
const SERVER_ENTRY = 'server/main.ts';
const EMBEDS_DIR = 'embeds';
const EMBED_SUFFIX = '.element.tsx';
const OUT = {
  public: 'dist/public',
  assets: 'dist/public/assets',
  embeds: 'dist/public/embeds',
  cli: 'dist/cli',
  server: 'dist/server',
  report: 'dist/size-report.json',
};
const TOP_INPUTS = 10;

// ---------------------------------------------------------------------------------------------
// Files

function filesUnder(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true })
    .map((name) => join(dir, String(name)))
    .filter((path) => statSync(path).isFile());
}

/** Writes esbuild's in-memory outputs and removes every other file of `outdir` (stale hashes). */
/** Files worth sending compressed: text formats above one network packet or so. */
const COMPRESSIBLE = /\.(js|css|html|svg|json|txt|webmanifest)$/;
const COMPRESS_FROM_BYTES = 1024;

/**
 * Writes `path.br` and `path.gz` beside a compressible file (production builds only) and answers the
 * paths written, so that the server sends them by content negotiation without compressing per request.
 */
function writeCompressed(path, contents) {
  const served = path.startsWith(`${at(OUT.public)}/`);
  if (dev || !served || !COMPRESSIBLE.test(path) || contents.length < COMPRESS_FROM_BYTES) return [];
  writeFileSync(`${path}.br`, brotliCompressSync(contents, {
    params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: contents.length },
  }));
  writeFileSync(`${path}.gz`, gzipSync(contents, { level: 9 }));
  return [`${path}.br`, `${path}.gz`];
}

function writeOutputs(outdir, outputFiles, keep = []) {
  const wanted = new Set([...outputFiles.map((file) => file.path), ...keep.map(at)]);
  for (const file of outputFiles) {
    mkdirSync(dirname(file.path), { recursive: true });
    writeFileSync(file.path, file.contents);
    for (const compressed of writeCompressed(file.path, file.contents)) wanted.add(compressed);
  }
  for (const path of filesUnder(at(outdir))) {
    if (!wanted.has(path)) rmSync(path);
  }
}

/** The demo partner page and its own script and styles, copied as they are (the page allows no inline script). */
const DEMO_FILES = ['demo.html', 'demo.js', 'demo.css'];
const demoFiles = () => DEMO_FILES.filter((name) => existsSync(at(`${EMBEDS_DIR}/${name}`)));

function embedEntries() {
  if (!existsSync(at(EMBEDS_DIR))) return [];
  return readdirSync(at(EMBEDS_DIR))
    .filter((name) => name.endsWith(EMBED_SUFFIX))
    .sort()
    .map((name) => ({ in: `${EMBEDS_DIR}/${name}`, out: basename(name, EMBED_SUFFIX) }));
}

// ---------------------------------------------------------------------------------------------
// Size report

const kB = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;
const publicUrl = (outputPath) => `/${relative(OUT.public, outputPath)}`;

/** Outputs reached by a dynamic import(): the lazily loaded routes. */
function dynamicTargets(metafile) {
  return new Set(
    Object.values(metafile.outputs).flatMap((output) =>
      output.imports.filter((imp) => imp.kind === 'dynamic-import' && !imp.external).map((imp) => imp.path)),
  );
}

function kindOf(path, output, entryPoints, lazy) {
  if (path.endsWith('.css')) return 'css';
  if (!path.endsWith('.js')) return 'asset';
  if (output.entryPoint !== undefined && entryPoints.has(output.entryPoint)) return 'entry';
  return lazy.has(path) ? 'route' : 'shared';
}

/** vanilla-extract's virtual CSS modules are named after their .css.ts file. */
const sourceOf = (input) => input.replace(/^vanilla-extract-css-ns:(.*)\.vanilla\.css\?source=.*$/, '$1');

/** One row per output of a browser build: raw and gzip bytes, kind and largest input modules. */
function describeOutputs(build, result, entryPoints) {
  const contents = new Map(result.outputFiles.map((file) => [relative(root, file.path), file.contents]));
  const lazy = dynamicTargets(result.metafile);
  return Object.entries(result.metafile.outputs)
    .filter(([path]) => !path.endsWith('.map'))
    .map(([path, output]) => {
      const bytes = contents.get(path) ?? readFileSync(at(path));
      return {
        build,
        file: relative(OUT.public, path),
        kind: kindOf(path, output, entryPoints, lazy),
        bytes: bytes.length,
        gzip: gzipSync(bytes, { level: 9 }).length,
        topInputs: Object.entries(output.inputs)
          .map(([input, { bytesInOutput }]) => ({ path: sourceOf(input), bytes: bytesInOutput }))
          .filter((input) => input.bytes > 0)
          .sort((a, b) => b.bytes - a.bytes)
          .slice(0, TOP_INPUTS),
      };
    });
}

/** The entry's JS, every chunk it imports statically (transitively) and their CSS. */
function initialFiles(metafile, entryPath) {
  const js = new Set();
  const visit = (path) => {
    if (js.has(path)) return;
    js.add(path);
    for (const imp of metafile.outputs[path]?.imports ?? []) {
      if (imp.kind === 'import-statement' && !imp.external) visit(imp.path);
    }
  };
  visit(entryPath);
  const css = [...js].map((path) => metafile.outputs[path]?.cssBundle).filter((path) => path !== undefined);
  return { entry: entryPath, preloads: [...js].filter((path) => path !== entryPath), css: [...new Set(css)] };
}

/**
 * The static import graph of every lazily loaded source (a screen, the module registry, the chrome),
 * without the files the page already has (the entry's own graph): `{ files, graphs: { source: [file
 * indexes] } }`. index.html carries it as data, so the app preloads a route's whole chunk graph at
 * once (modulepreload) instead of discovering each level of imports after the previous one arrived.
 */
function chunkGraphs(metafile, entryPath) {
  const closure = (path, seen = new Set()) => {
    if (seen.has(path)) return seen;
    seen.add(path);
    for (const imp of metafile.outputs[path]?.imports ?? []) {
      if (imp.kind === 'import-statement' && !imp.external) closure(imp.path, seen);
    }
    return seen;
  };
  const initial = closure(entryPath);
  const files = [];
  const indexOf = new Map();
  const graphs = {};
  for (const [path, output] of Object.entries(metafile.outputs)) {
    if (path === entryPath || output.entryPoint === undefined || !path.endsWith('.js')) continue;
    graphs[output.entryPoint] = [...closure(path)].filter((file) => !initial.has(file)).map((file) => {
      if (!indexOf.has(file)) indexOf.set(file, files.push(relative(OUT.assets, file)) - 1);
      return indexOf.get(file);
    });
  }
  // What every app page but the login one loads (the registry's and the chrome's graphs): the Volant
  // server links them in those pages (server/core/index-page.ts), so they leave with main.js.
  const signedIn = [...new Set(SIGNED_IN_SOURCES.flatMap((source) => graphs[source] ?? []))];
  return { files, graphs, signedIn };
}

function sum(rows) {
  return rows.reduce((total, row) => ({ files: total.files + 1, bytes: total.bytes + row.bytes, gzip: total.gzip + row.gzip }),
    { files: 0, bytes: 0, gzip: 0 });
}

/**
 * Per widget of the embeds build: what a page with only that widget loads (its entry, the chunks it
 * imports statically — the shared React runtime among them — and its CSS), and what it adds to a page
 * that already has every other widget (the files no other widget loads).
 */
function widgetTotals(embeds) {
  if (!embeds?.widgets) return [];
  const rowOf = new Map(embeds.outputs.map((row) => [row.file, row]));
  const filesOf = (widget) => [widget.entry, ...widget.preloads, ...widget.css].map((path) => relative(OUT.public, path));
  return embeds.widgets.map((widget) => {
    const files = filesOf(widget);
    const others = new Set(embeds.widgets.filter((other) => other !== widget).flatMap(filesOf));
    const own = files.filter((file) => !others.has(file));
    return {
      widget: basename(widget.entry, '.js'),
      alone: { ...sum(files.map((file) => rowOf.get(file)).filter(Boolean)), list: files },
      withOthers: { ...sum(own.map((file) => rowOf.get(file)).filter(Boolean)), list: own },
    };
  });
}

function sizeReport(app, embeds) {
  const outputs = [...(app?.outputs ?? []), ...(embeds?.outputs ?? [])];
  const groups = {};
  for (const build of ['app', 'embeds']) {
    const rows = outputs.filter((row) => row.build === build);
    if (rows.length === 0) continue;
    groups[build] = Object.fromEntries(['entry', 'route', 'shared', 'css', 'asset']
      .map((kind) => [kind, sum(rows.filter((row) => row.kind === kind))])
      .filter(([, total]) => total.files > 0));
  }
  let initial = null;
  if (app) {
    const files = [app.initial.entry, ...app.initial.preloads, ...app.initial.css].map((path) => relative(OUT.public, path));
    initial = { description: 'login screen: entry + its static imports + its CSS (the boot script is inline in index.html)', ...sum(outputs.filter((row) => files.includes(row.file))), list: files };
  }
  return { mode: dev ? 'development' : 'production', initial, widgets: widgetTotals(embeds), groups, outputs };
}

const KIND_ORDER = ['entry', 'shared', 'css', 'asset', 'route'];

function printReport(report) {
  const rows = [];
  for (const build of ['app', 'embeds']) {
    const outputs = report.outputs.filter((row) => row.build === build)
      .sort((a, b) => KIND_ORDER.indexOf(a.kind) - KIND_ORDER.indexOf(b.kind) || b.gzip - a.gzip);
    if (outputs.length === 0) continue;
    rows.push([build]);
    const routes = outputs.filter((row) => row.kind === 'route');
    for (const row of analyze ? outputs : outputs.filter((r) => r.kind !== 'route')) rows.push([row.kind, row.file, row]);
    if (routes.length > 0 && !analyze) {
      rows.push(['route', `${routes.length} lazy chunks (largest ${basename(routes[0].file)}: ${kB(routes[0].gzip)} gzip)`, sum(routes)]);
    }
  }
  if (report.initial) rows.push(['initial load'], ['login', `${report.initial.files} files: entry + static imports + CSS`, report.initial]);
  if (report.widgets.length > 0) {
    rows.push(['embeds per widget (entry + shared runtime + CSS)']);
    for (const { widget, alone, withOthers } of report.widgets) {
      rows.push(['alone', `${widget} (${alone.files} files)`, alone]);
      rows.push(['added', `${widget} after the other widgets (${withOthers.files} files)`, withOthers]);
    }
  }
  const width = Math.max(...rows.map(([, name]) => name?.length ?? 0));
  console.log(`\n  ${''.padEnd(width + 10)}${'raw'.padStart(10)}${'gzip'.padStart(10)}`);
  for (const [label, name, size] of rows) {
    console.log(name === undefined ? `  ${label}`
      : `    ${label.padEnd(8)}${name.padEnd(width)}${kB(size.bytes).padStart(10)}${kB(size.gzip).padStart(10)}`);
  }
  if (analyze) {
    for (const row of report.outputs) {
      console.log(`\n  ${row.file}  ${kB(row.bytes)} raw, ${kB(row.gzip)} gzip — largest inputs:`);
      for (const input of row.topInputs) console.log(`    ${kB(input.bytes).padStart(10)}  ${input.path}`);
    }
  }
  console.log('');
}

// ---------------------------------------------------------------------------------------------
// Builds

const state = { app: null, embeds: null, ready: false };

function writeReport() {
  const report = sizeReport(state.app, state.embeds);
  mkdirSync(dirname(at(OUT.report)), { recursive: true });
  writeFileSync(at(OUT.report), `${JSON.stringify(report, null, 2)}\n`);
  return report;
}

/**
 * The page's SVG icon written into index.html as a data URL (the CSP's img-src allows data:): a few
 * hundred bytes in the document instead of one more request on every cold load. /favicon.svg stays.
 */
function inlineFavicon(template) {
  const icon = at('public/favicon.svg');
  if (!existsSync(icon)) return template;
  const url = `data:image/svg+xml,${encodeURIComponent(readFileSync(icon, 'utf8').trim())}`;
  return template.replace(/(<link rel="icon" type="image\/svg\+xml" href=")\/favicon\.svg(")/, (_match, before, after) => `${before}${url}${after}`);
}

function writeIndexHtml() {
  const template = readFileSync(at('public/index.html'), 'utf8');
  if (!template.includes('</head>')) throw new Error('public/index.html has no </head> to inject the bundle into.');
  const { entry, preloads, css } = state.app.initial;
  // Data, not a script (never run, so the CSP's script-src does not apply): see chunkGraphs().
  const graphs = JSON.stringify(state.app.chunkGraphs).replaceAll('<', '\\u003c');
  const tags = [
    `<script type="application/json" id="volant-chunks">${graphs}</script>`,
    // It reads the graphs above; before any stylesheet, which an inline script would wait for. No
    // attribute: server/core/inline-scripts.ts finds it by `<script>`.
    `<script>${state.app.boot}</script>`,
    ...css.map((path) => `<link rel="stylesheet" href="${publicUrl(path)}">`),
    ...preloads.map((path) => `<link rel="modulepreload" href="${publicUrl(path)}">`),
    `<script type="module" src="${publicUrl(entry)}"></script>`,
  ];
  const html = Buffer.from(inlineFavicon(template).replace('</head>', `  ${tags.join('\n    ')}\n  </head>`));
  writeFileSync(at(`${OUT.public}/index.html`), html);
  writeCompressed(at(`${OUT.public}/index.html`), html);
}

function copyStatic() {
  mkdirSync(at(OUT.public), { recursive: true });
  cpSync(at('public'), at(OUT.public), { recursive: true, filter: (src) => src !== at('public/index.html') });
  if (state.app) writeIndexHtml();
}

function fingerprint(outputFiles) {
  const hash = createHash('sha1');
  for (const file of outputFiles) hash.update(file.path).update(file.contents);
  return hash.digest('hex');
}

/** Runs `after(result)` when a build succeeds with outputs that changed (every rebuild in watch mode). */
function onSuccess(name, after) {
  return {
    name: `volant-${name}`,
    setup(build) {
      let started = 0;
      let previous = '';
      build.onStart(() => { started = performance.now(); });
      build.onEnd(async (result) => {
        if (result.errors.length > 0) {
          if (state.ready) console.error(`✖ ${name}: build failed (${result.errors.length} error(s)); waiting for changes`);
          return;
        }
        const current = fingerprint(result.outputFiles);
        if (current === previous) return;
        previous = current;
        await after(result);
        if (state.ready) console.log(`✔ ${name} built in ${Math.round(performance.now() - started)} ms`);
      });
    },
  };
}

/**
 * zod's `locales` namespace (every language, re-exported by `z` and `z.core`) replaced by the ones
 * Volant uses (src/app/zod-locales.ts): a namespace object is never tree-shaken.
 */
const zodLocales = {
  name: 'volant-zod-locales',
  setup(build) {
    build.onResolve({ filter: /^\.\.\/locales\/index\.js$/ }, (args) =>
      /[\\/]zod[\\/]v4[\\/]/.test(args.importer) ? { path: at('src/app/zod-locales.ts') } : undefined);
  },
};

/**
 * Every `import('./x')` of the app's sources also asks for x's chunk graph to be preloaded:
 * `(globalThis.__volantPreload?.('src/…/x.tsx'), import('./x'))`, the key being the source path that
 * chunkGraphs() names it by (src/app/routing/preload.ts installs the function). Without it, the browser
 * finds a chunk's imports only once the chunk has arrived: a route took three to four round trips of
 * chunks before its screen could render.
 */
const SPECIFIER_FILES = ['', '.tsx', '.ts', '/index.tsx', '/index.ts'];

function withChunkPreload(path, source) {
  if (!source.includes('import(')) return source;
  return source.replace(/\bimport\(\s*(['"])(\.{1,2}\/[^'"]+)\1\s*\)/g, (call, _quote, specifier) => {
    const base = join(dirname(path), specifier);
    const file = SPECIFIER_FILES.map((suffix) => base + suffix).find((candidate) => existsSync(candidate) && statSync(candidate).isFile());
    return file ? `(globalThis.__volantPreload?.(${JSON.stringify(relative(root, file))}), ${call})` : call;
  });
}

/**
 * The app's sources as esbuild reads them: dynamic imports with their chunk graph preload (above), and
 * every lazily loaded source starting with `import 'volant:signed-in-core'` (below).
 */
const appSources = (core) => ({
  name: 'volant-app-sources',
  setup(build) {
    build.onResolve({ filter: /^volant:signed-in-core$/ }, () => ({ path: CORE_MODULE, namespace: 'volant-core' }));
    build.onLoad({ filter: /.*/, namespace: 'volant-core' }, () => ({
      contents: [...core.files].map(coreImport).join('\n'),
      loader: 'js',
      resolveDir: root,
    }));
    build.onLoad({ filter: /\.(tsx?|m?js)$/ }, (args) => {
      const app = /[\\/]src[\\/].*\.tsx?$/.test(args.path) && !args.path.endsWith('.css.ts');
      const lazy = core.entries.has(relative(root, args.path));
      if (!app && !lazy) return undefined;
      const source = readFileSync(args.path, 'utf8');
      const contents = `${lazy ? `import 'volant:signed-in-core';\n` : ''}${app ? withChunkPreload(args.path, source) : source}`;
      if (contents === source) return undefined;
      const loader = args.path.endsWith('.tsx') ? 'tsx' : args.path.endsWith('.ts') ? 'ts' : 'js';
      return { contents, loader, resolveDir: dirname(args.path) };
    });
  },
});

/**
 * The app's `import … from 'zod'` resolve to src/app/zod-jitless.ts, which configures zod (jitless, no
 * CSP report) and re-exports it: zod is then loaded with the chunks that define schemas, and made
 * jitless before any of them runs, whichever screen comes first.
 */
const ZOD_JITLESS = 'src/app/zod-jitless.ts';
const zodJitless = {
  name: 'volant-zod-jitless',
  setup(build) {
    build.onResolve({ filter: /^zod$/ }, (args) =>
      args.importer.startsWith(at('src/')) && args.importer !== at(ZOD_JITLESS) ? { path: at(ZOD_JITLESS) } : undefined);
  },
};

const NO_CORE = { files: new Set(), entries: new Set() };

const browserOptions = (name, after, core = NO_CORE) => ({
  absWorkingDir: root,
  bundle: true,
  format: 'esm',
  platform: 'browser',
  target: 'es2022',
  splitting: true,
  jsx: 'automatic',
  minify: !dev,
  sourcemap: dev ? 'linked' : false,
  metafile: true,
  write: false,
  logLevel: 'warning',
  define: {
    'process.env.NODE_ENV': JSON.stringify(dev ? 'development' : 'production'),
    // valtio tells production by `import.meta.env.MODE` (Vite's): esbuild leaves `import.meta.env`
    // undefined, and every useSnapshot then ran its development-only debug effect in production.
    // Constants, not an object: `(import.meta.env ? import.meta.env.MODE : void 0) !== "production"`
    // then folds to false and the debug code is dropped (an object value is a module of its own,
    // which esbuild initialises at the top of every module).
    'import.meta.env.MODE': JSON.stringify(dev ? 'development' : 'production'),
    'import.meta.env': 'true',
  },
  loader: { '.svg': 'file', '.png': 'file', '.woff2': 'file' },
  plugins: [
    zodLocales, zodJitless, appSources(core), vanillaExtractPlugin({ identifiers: dev ? 'debug' : 'short' }),
    ...(after ? [onSuccess(name, after)] : []),
  ],
});

const nodeOptions = (name, outfile, after) => ({
  absWorkingDir: root,
  entryPoints: [name === 'cli' ? CLI_ENTRY : SERVER_ENTRY],
  outfile,
  bundle: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  packages: 'external',
  sourcemap: dev ? 'linked' : false,
  write: false,
  logLevel: 'warning',
  plugins: [onSuccess(name, after)],
});

/**
 * The lazily loaded sources of the first signed-in screen besides the entry: the module registry (with
 * the navbar widgets), the chrome and the learner list (the screen a secretary opens first; the bench's).
 */
const SIGNED_IN_SOURCES = ['src/app/modules.ts', 'src/app/shell/chrome.ts'];
const FIRST_SCREEN_SOURCES = [...SIGNED_IN_SOURCES, 'src/modules/learners/screens/LearnerList.tsx'];
/**
 * Never in the core: zod comes with the forms only, the list virtualiser with the long lists only
 * (docs/decisions.md, « Performance: first load »).
 */
const NEVER_IN_CORE = /(^|\/)node_modules\/(zod|@tanstack)\/|^src\/app\/zod-|^src\/shared\/ui\/VirtualList\./;
const CORE_MODULE = 'volant-signed-in-core.js';

/**
 * The signed-in core: every source the first signed-in screen loads that esbuild would put in a shared
 * chunk (reached from more than one entry: the app's entry or a lazily loaded source), zod excepted.
 * esbuild makes one chunk per distinct set of entries reaching a file, so these files travelled as
 * dozens of chunks of 60 bytes to 3 KB (each module's titles.ts, small shared helpers), one request
 * each. Every lazily loaded source of the app is built as if it started with
 * `import 'volant:signed-in-core'` (a module of bare imports of these files, see appSources): every
 * core file is then reached by the same set of entries, so the core travels as two chunks (the part
 * the login page also loads, and the rest), whatever screen imports it. Tree shaking is unchanged
 * (bare imports make files reachable, not their exports used). The graph comes from a first build
 * that only writes its metafile.
 */
/** vanilla-extract's CSS modules (imported by the .css.ts files that use another's classes). */
const CSS_MODULE = /^vanilla-extract-css-ns:/;

/**
 * Whether a bare import can make `file` reachable: a source file or a vanilla-extract CSS module, not
 * a file of a package declaring `"sideEffects": false` (esbuild ignores bare imports of those).
 */
function importable(file) {
  if (CSS_MODULE.test(file)) return true;
  if (!existsSync(at(file))) return false;
  const pkg = /^(?:.*\/)?node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(file);
  if (!pkg) return true;
  const manifest = JSON.parse(readFileSync(at(join(file.slice(0, pkg.index + pkg[0].length), 'package.json')), 'utf8'));
  return manifest.sideEffects !== false;
}

/** A bare import of `file` (a CSS module by the specifier the compiled .css.ts files use). */
const coreImport = (file) => `import ${JSON.stringify(CSS_MODULE.test(file) ? file.replace(CSS_MODULE, '') : at(file))};`;

async function signedInCore() {
  const { metafile } = await esbuild.build({ ...browserOptions('app-graph'), entryPoints: [APP_ENTRY], outdir: OUT.assets });
  const { inputs } = metafile;
  const staticImports = (file) => (inputs[file]?.imports ?? [])
    .filter((imp) => imp.kind === 'import-statement' || imp.kind === 'require-call').map((imp) => imp.path);
  const closureOf = (entry) => {
    const seen = new Set();
    const stack = [entry];
    while (stack.length > 0) {
      const file = stack.pop();
      if (seen.has(file)) continue;
      seen.add(file);
      stack.push(...staticImports(file));
    }
    return seen;
  };
  const lazy = new Set(Object.values(inputs).flatMap((input) =>
    input.imports.filter((imp) => imp.kind === 'dynamic-import').map((imp) => imp.path)));
  const closures = new Map([APP_ENTRY, ...lazy].map((entry) => [entry, closureOf(entry)]));
  const missing = FIRST_SCREEN_SOURCES.filter((source) => !lazy.has(source));
  if (missing.length > 0) throw new Error(`build.mjs: FIRST_SCREEN_SOURCES not lazily loaded: ${missing.join(', ')}`);
  const reach = new Map();
  for (const closure of closures.values()) for (const file of closure) reach.set(file, (reach.get(file) ?? 0) + 1);
  const firstScreen = new Set([APP_ENTRY, ...FIRST_SCREEN_SOURCES].flatMap((source) => [...closures.get(source)]));
  const files = [...firstScreen].filter((file) =>
    reach.get(file) > 1 && !closures.has(file) && !NEVER_IN_CORE.test(file) && importable(file)).sort();
  return { files: new Set(files), entries: lazy };
}

/**
 * src/app/boot.ts on its own, as one classic script written inline at the end of index.html's head:
 * the page's first script runs while the document is parsed, without a request of its own and without
 * waiting, as a module script would, for the parse to end (the server allows it in its CSP by hash,
 * server/core/inline-scripts.ts). It must not share code with the app's chunks. Rebuilt with every
 * app build.
 */
async function bootBuild() {
  const result = await esbuild.build({
    ...browserOptions('boot'),
    splitting: false,
    format: 'iife',
    entryPoints: [BOOT_ENTRY],
    outdir: OUT.assets,
    entryNames: '[name]',
  });
  const code = result.outputFiles.find((file) => file.path.endsWith('.js')).text.trim();
  // Inside <script>…</script>, the text may not close the element or open a comment.
  if (/<\/script|<!--/i.test(code)) throw new Error(`${BOOT_ENTRY}: its build cannot be written inline (it contains </script or <!--).`);
  return code;
}

function appBuild(core) {
  return {
    ...browserOptions('app', async (result) => {
      const boot = await bootBuild();
      writeOutputs(OUT.assets, result.outputFiles);
      const entryPath = Object.keys(result.metafile.outputs)
        .find((path) => result.metafile.outputs[path].entryPoint === APP_ENTRY && path.endsWith('.js'));
      state.app = {
        outputs: describeOutputs('app', result, new Set([APP_ENTRY])),
        initial: initialFiles(result.metafile, entryPath),
        boot,
        chunkGraphs: chunkGraphs(result.metafile, entryPath),
      };
      // The full metafile, for esbuild's analyser (https://esbuild.github.io/analyze/) or `--analyze`.
      writeFileSync(at('dist/metafile-app.json'), JSON.stringify(result.metafile));
      copyStatic();
      if (state.ready) writeReport();
    }, core),
    entryPoints: [APP_ENTRY],
    // V8's explicit compile hint (Chrome 136+): every function of the file is compiled while the file
    // streams in, off the main thread, instead of on first call, on it (react-dom's module body alone
    // was ≈ 30 ms of main-thread compile on the first screen). Measured: main-thread time until the
    // first learner row −15 %, longest task 40 → 30 ms (docs/decisions.md, « Performance: first load »).
    banner: dev ? {} : { js: '//# allFunctionsCalledOnLoad' },
    outdir: OUT.assets,
    entryNames: '[name]-[hash]',
    chunkNames: '[name]-[hash]',
    assetNames: '[name]-[hash]',
    publicPath: '/assets',
  };
}

function embedsBuild(entries) {
  return {
    ...browserOptions('embeds', (result) => {
      const demo = demoFiles();
      writeOutputs(OUT.embeds, result.outputFiles, demo.map((name) => `${OUT.embeds}/${name}`));
      for (const name of demo) cpSync(at(`${EMBEDS_DIR}/${name}`), at(`${OUT.embeds}/${name}`));
      const entryPaths = Object.keys(result.metafile.outputs)
        .filter((path) => path.endsWith('.js') && entries.some((entry) => entry.in === result.metafile.outputs[path].entryPoint));
      state.embeds = {
        outputs: describeOutputs('embeds', result, new Set(entries.map((entry) => entry.in))),
        widgets: entryPaths.sort().map((path) => initialFiles(result.metafile, path)),
      };
      if (state.ready) writeReport();
    }),
    entryPoints: entries,
    outdir: OUT.embeds,
    // Partner sites load <name>.js and <name>.css by a stable URL; shared chunks are hashed.
    entryNames: '[name]',
    chunkNames: 'chunks/[name]-[hash]',
    assetNames: 'assets/[name]-[hash]',
  };
}

function cliBuild() {
  const hasShebang = readFileSync(at(CLI_ENTRY), 'utf8').startsWith('#!');
  return {
    ...nodeOptions('cli', `${OUT.cli}/volant.js`, (result) => {
      writeOutputs(OUT.cli, result.outputFiles);
      chmodSync(at(`${OUT.cli}/volant.js`), 0o755);
    }),
    banner: hasShebang ? {} : { js: '#!/usr/bin/env node' },
  };
}

const server = { child: null, queue: Promise.resolve() };

async function stopServer() {
  const { child } = server;
  server.child = null;
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, 'exit');
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
  await exited;
  clearTimeout(timer);
}

function restartServer() {
  server.queue = server.queue.then(async () => {
    await stopServer();
    console.log(`▶ node ${OUT.server}/main.js`);
    const child = spawn(process.execPath, ['--enable-source-maps', `${OUT.server}/main.js`], {
      cwd: root, env: process.env, stdio: 'inherit',
    });
    child.on('exit', (code, signal) => {
      if (server.child === child && signal === null) console.error(`✖ server exited with code ${code}; waiting for changes`);
    });
    server.child = child;
  });
  return server.queue;
}

function serverBuild() {
  return nodeOptions('server', `${OUT.server}/main.js`, async (result) => {
    writeOutputs(OUT.server, result.outputFiles);
    if (watching) await restartServer();
  });
}

// ---------------------------------------------------------------------------------------------
// Main

const startedAt = performance.now();
if (!existsSync(at(APP_ENTRY))) {
  console.error(`✖ build failed: ${APP_ENTRY} is missing`);
  process.exit(1);
}
const embeds = embedEntries();
if (embeds.length === 0) rmSync(at(OUT.embeds), { recursive: true, force: true });
const targets = [
  // Watching, the core's graph (and its CSS modules, named after their content) would go stale on the
  // first edit: chunk grouping is for the builds that are served.
  ['app', appBuild(watching ? NO_CORE : await signedInCore())],
  ...(embeds.length > 0 ? [['embeds', embedsBuild(embeds)]] : []),
  ...(existsSync(at(CLI_ENTRY)) ? [['cli', cliBuild()]] : []),
  ...(existsSync(at(SERVER_ENTRY)) && !watching ? [['server', serverBuild()]] : []),
];
if (embeds.length === 0 && demoFiles().length > 0) {
  mkdirSync(at(OUT.embeds), { recursive: true });
  for (const name of demoFiles()) cpSync(at(`${EMBEDS_DIR}/${name}`), at(`${OUT.embeds}/${name}`));
}

const contexts = await Promise.all(targets.map(([, options]) => esbuild.context(options)));
const outcomes = await Promise.allSettled(contexts.map((context) => context.rebuild()));
const failed = targets.filter((_, index) => outcomes[index].status === 'rejected').map(([name]) => name);
const report = state.app ? writeReport() : null;

if (!watching) {
  await Promise.all(contexts.map((context) => context.dispose()));
  if (failed.length > 0) {
    console.error(`✖ build failed: ${failed.join(', ')}`);
    process.exit(1);
  }
  if (!quiet && report) printReport(report);
  const built = targets.map(([name]) => name).join(', ');
  if (!quiet) console.log(`✔ built ${built} (${dev ? 'development' : 'production'}) in ${Math.round(performance.now() - startedAt)} ms`);
} else {
  if (failed.length > 0) console.error(`✖ initial build failed: ${failed.join(', ')}; waiting for changes`);
  if (!quiet && report) printReport(report);
  state.ready = true;
  // The server starts once the browser bundles exist, so its first page load is complete.
  if (existsSync(at(SERVER_ENTRY))) {
    const serverContext = await esbuild.context(serverBuild());
    contexts.push(serverContext);
    await serverContext.rebuild().catch(() => console.error('✖ server: initial build failed; waiting for changes'));
  }
  await Promise.all(contexts.map((context) => context.watch()));
  const publicWatcher = watchPath(at('public'), { recursive: true }, () => copyStatic());
  console.log('👀 watching for changes (Ctrl+C to stop)');
  const shutdown = async () => {
    publicWatcher.close();
    await Promise.all(contexts.map((context) => context.dispose()));
    await stopServer();
    process.exit(0);
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
}
