import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { after, before, test } from 'node:test';
import { createApp } from '../../../server/app';
import { bearer, createTestApp, signIn, type TestApp } from '../helpers';

let t: TestApp;
before(async () => {
  t = await createTestApp();
});
after(() => t.close());

const appWithDist = (distDir: string) => createApp({ ...t.deps, config: { ...t.deps.config, distDir } });

test('without a built front end, app routes answer a French 503 page and /api stays JSON', async () => {
  const app = appWithDist(join(tmpdir(), 'volant-absent-dist'));
  const res = await app.request('/apprenants/12');
  assert.equal(res.status, 503);
  assert.match(res.headers.get('content-type') ?? '', /text\/plain/);
  assert.match(await res.text(), /pas encore construit/);
  const api = await app.request('/api/nulle-part');
  assert.equal(api.status, 401);
  assert.match(api.headers.get('content-type') ?? '', /json/);
});

test('a built front end is served, with the SPA fallback to index.html for app routes', async () => {
  const dist = mkdtempSync(join(tmpdir(), 'volant-dist-'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Volant</title><div id="root"></div>');
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'assets', 'app.js'), 'console.log("volant");');
  const app = appWithDist(dist);

  const asset = await app.request('/assets/app.js');
  assert.equal(asset.status, 200);
  assert.match(asset.headers.get('content-type') ?? '', /javascript/);

  for (const route of ['/', '/pieces-comptables/devis', '/apprenants/12?menu=2']) {
    const page = await app.request(route);
    assert.equal(page.status, 200, route);
    assert.match(await page.text(), /<div id="root">/, route);
  }
  assert.equal((await app.request('/assets/absent.js')).status, 404);
  const sso = await app.request('/sso/nulle-part');
  assert.equal(sso.status, 404);
});

test('built files travel compressed by content negotiation, hashed assets are immutable and index.html is revalidated', async () => {
  const dist = mkdtempSync(join(tmpdir(), 'volant-dist-'));
  const script = `console.log(${JSON.stringify('volant '.repeat(400))});`;
  const html = '<!doctype html><title>Volant</title><div id="root"></div>';
  mkdirSync(join(dist, 'assets'));
  for (const [file, text] of [['assets/main-ABC123.js', script], ['index.html', html]] as const) {
    writeFileSync(join(dist, file), text);
    writeFileSync(join(dist, `${file}.br`), brotliCompressSync(text));
    writeFileSync(join(dist, `${file}.gz`), gzipSync(text));
  }
  const app = appWithDist(dist);

  const br = await app.request('/assets/main-ABC123.js', { headers: { 'Accept-Encoding': 'gzip, deflate, br, zstd' } });
  assert.equal(br.headers.get('content-encoding'), 'br');
  assert.match(br.headers.get('vary') ?? '', /Accept-Encoding/);
  assert.equal(br.headers.get('cache-control'), 'public, max-age=31536000, immutable');
  assert.match(br.headers.get('content-type') ?? '', /javascript/);
  assert.equal(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString(), script);

  const gz = await app.request('/assets/main-ABC123.js', { headers: { 'Accept-Encoding': 'gzip' } });
  assert.equal(gz.headers.get('content-encoding'), 'gzip');
  assert.equal(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString(), script);

  const plain = await app.request('/assets/main-ABC123.js');
  assert.equal(plain.headers.get('content-encoding'), null);
  assert.match(plain.headers.get('vary') ?? '', /Accept-Encoding/);
  assert.equal(await plain.text(), script);

  for (const route of ['/', '/apprenants/12']) {
    const page = await app.request(route, { headers: { 'Accept-Encoding': 'br' } });
    assert.equal(page.headers.get('content-encoding'), 'br', route);
    assert.equal(page.headers.get('cache-control'), 'no-cache', route);
    assert.match(page.headers.get('content-type') ?? '', /text\/html/, route);
    assert.equal(brotliDecompressSync(Buffer.from(await page.arrayBuffer())).toString(), html, route);
  }
});

test('a hashed asset is read once per encoding and answered from memory; nothing outside the hashed folders is', async () => {
  const base = mkdtempSync(join(tmpdir(), 'volant-dist-'));
  const dist = join(base, 'public');
  const script = `export const text = ${JSON.stringify('volant '.repeat(400))};`;
  mkdirSync(join(dist, 'assets'), { recursive: true });
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Volant</title><div id="root"></div>');
  writeFileSync(join(base, 'secret.txt'), 'not an asset');
  writeFileSync(join(dist, 'assets', 'chunk-MEM123.js'), script);
  writeFileSync(join(dist, 'assets', 'chunk-MEM123.js.br'), brotliCompressSync(script));
  const app = appWithDist(dist);
  const first = await app.request('/assets/chunk-MEM123.js', { headers: { 'Accept-Encoding': 'br' } });
  assert.equal(first.headers.get('content-encoding'), 'br');
  assert.equal(await (await app.request('/assets/chunk-MEM123.js')).text(), script);
  // Once read, the build's files may go (a redeploy replacing dist/): each instance answers from memory.
  rmSync(join(dist, 'assets', 'chunk-MEM123.js'));
  rmSync(join(dist, 'assets', 'chunk-MEM123.js.br'));
  const again = await app.request('/assets/chunk-MEM123.js', { headers: { 'Accept-Encoding': 'gzip, br' } });
  assert.equal(again.status, 200);
  assert.equal(brotliDecompressSync(Buffer.from(await again.arrayBuffer())).toString(), script);
  assert.equal(await (await app.request('/assets/chunk-MEM123.js')).text(), script);
  // An encoding not read before is not invented: the file is gone.
  assert.equal((await app.request('/assets/chunk-MEM123.js', { headers: { 'Accept-Encoding': 'gzip' } })).status, 404);
  for (const path of ['/assets/../../secret.txt', '/assets/%2e%2e/%2e%2e/secret.txt', '/assets/..%2F..%2Fsecret.txt', '/assets/..%5C..%5Csecret.txt']) {
    const res = await app.request(path);
    assert.doesNotMatch(await res.text(), /not an asset/, path);
  }
});

test('every app page but the login one links the signed-in chunks (the registry\'s and the chrome\'s) after main', async () => {
  const dist = mkdtempSync(join(tmpdir(), 'volant-dist-'));
  const graphs = { files: ['modules-A1.js', 'chunk-B2.js', 'LearnerList-C3.js'], graphs: {}, signedIn: [0, 1] };
  writeFileSync(
    join(dist, 'index.html'),
    `<!doctype html><head><script type="application/json" id="volant-chunks">${JSON.stringify(graphs)}</script><script type="module" src="/assets/main-M.js"></script></head><div id="root"></div>`,
  );
  const app = appWithDist(dist);
  const linked = async (path: string) => {
    const html = await (await app.request(path)).text();
    return { html, links: [...html.matchAll(/<link rel="modulepreload" href="([^"]+)">/g)].map((match) => match[1]) };
  };
  for (const path of ['/', '/apprenants', '/apprenants/12', '/auth/loading']) {
    const { html, links } = await linked(path);
    assert.deepEqual(links, ['/assets/modules-A1.js', '/assets/chunk-B2.js'], path);
    assert.ok(html.indexOf('main-M.js') < html.indexOf('<link rel="modulepreload" href="/assets/modules-A1.js">'), `${path}: main's script first`);
  }
  for (const path of ['/auth/login', '/auth/login/']) assert.deepEqual((await linked(path)).links, [], path);
  const brotli = await app.request('/apprenants', { headers: { 'Accept-Encoding': 'br' } });
  assert.match(brotliDecompressSync(Buffer.from(await brotli.arrayBuffer())).toString(), /modules-A1\.js/);
});

test('hashed assets carry the headers a subresource needs, not the page policies repeated on every chunk', async () => {
  const dist = mkdtempSync(join(tmpdir(), 'volant-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'assets', 'chunk-ABC123.js'), 'export const a = 1;');
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Volant</title><div id="root"></div>');
  const app = appWithDist(dist);
  const chunk = await app.request('/assets/chunk-ABC123.js');
  assert.equal(chunk.status, 200);
  assert.equal(chunk.headers.get('x-content-type-options'), 'nosniff');
  assert.equal(chunk.headers.get('content-security-policy'), "default-src 'none'");
  assert.equal(chunk.headers.get('cross-origin-resource-policy'), 'same-origin');
  assert.match(chunk.headers.get('strict-transport-security') ?? '', /max-age=/);
  for (const name of ['x-frame-options', 'permissions-policy', 'cross-origin-opener-policy', 'x-xss-protection', 'x-download-options']) {
    assert.equal(chunk.headers.get(name), null, name);
  }
  const headerBytes = [...chunk.headers].reduce((total, [name, value]) => total + name.length + value.length + 4, 0);
  assert.ok(headerBytes < 500, `${headerBytes} bytes of headers`);
  // The page keeps its full policy.
  const page = await app.request('/apprenants');
  assert.match(page.headers.get('content-security-policy') ?? '', /script-src 'self'/);
  assert.equal(page.headers.get('x-frame-options'), 'DENY');
});

test('the inline boot script of index.html is allowed by its hash on the pages, and no other inline script is', async () => {
  const dist = mkdtempSync(join(tmpdir(), 'volant-dist-'));
  const boot = '(()=>{window.__booted=1})();';
  writeFileSync(join(dist, 'index.html'), `<!doctype html><script type="application/json" id="volant-chunks">{}</script><script>${boot}</script><div id="root"></div>`);
  const app = appWithDist(dist);
  const scriptSrc = (res: Response) => /script-src ([^;]*)/.exec(res.headers.get('content-security-policy') ?? '')?.[1]?.trim().split(/\s+/) ?? [];
  const hash = `'sha256-${createHash('sha256').update(boot).digest('base64')}'`;
  assert.deepEqual(scriptSrc(await app.request('/apprenants')), ["'self'", hash]);
  // An API answer is never a page: nothing inline to allow there.
  assert.deepEqual(scriptSrc(await app.request('/api/project-versions')), ["'self'"]);
});

test('JSON answers of the API travel compressed when accepted (brotli, else gzip), and decompress to the same document', async () => {
  const { token } = await signIn(t.app, 'gerant@volant.test');
  const path = '/api/learners?page=1&itemsPerPage=10';
  const plain = await t.app.request(path, bearer(token));
  const body = await plain.text();
  assert.equal(plain.headers.get('content-encoding'), null);
  for (const [accepted, encoding, decode] of [
    ['gzip, deflate, br, zstd', 'br', brotliDecompressSync],
    ['gzip, deflate', 'gzip', gunzipSync],
    ['gzip;q=0, br', 'br', brotliDecompressSync],
  ] as const) {
    const packed = await t.app.request(path, bearer(token, { headers: { 'Accept-Encoding': accepted } }));
    assert.equal(packed.status, 200);
    assert.equal(packed.headers.get('content-encoding'), encoding, accepted);
    assert.match(packed.headers.get('vary') ?? '', /Accept-Encoding/i);
    const bytes = Buffer.from(await packed.arrayBuffer());
    assert.equal(Number(packed.headers.get('content-length')), bytes.length);
    assert.ok(bytes.length < Buffer.byteLength(body) / 2, `${bytes.length} compressed bytes for ${Buffer.byteLength(body)}`);
    assert.deepEqual(JSON.parse(decode(bytes).toString('utf8')), JSON.parse(body));
  }
  // A small answer, or a client that accepts no known coding, gets the document as it is.
  assert.equal((await t.app.request('/api/project-versions', { headers: { 'Accept-Encoding': 'gzip' } })).headers.get('content-encoding'), null);
  assert.equal((await t.app.request(path, bearer(token, { headers: { 'Accept-Encoding': 'identity' } }))).headers.get('content-encoding'), null);
});

test('every app page carries the runtime configuration /config.json answers, compressed or not, before the boot script', async () => {
  const dist = mkdtempSync(join(tmpdir(), 'volant-dist-'));
  const boot = '(()=>{window.__booted=1})();';
  writeFileSync(join(dist, 'index.html'), `<!doctype html><html><head><script type="application/json" id="volant-chunks">{}</script><script>${boot}</script></head><body><div id="root"></div></body></html>`);
  const app = appWithDist(dist);
  const expected: unknown = await (await app.request('/config.json')).json();
  const carried = (html: string) => JSON.parse(/<script type="application\/json" id="volant-config">([^<]*)<\/script>/.exec(html)?.[1] ?? 'null') as unknown;
  for (const path of ['/', '/index.html', '/apprenants/12']) {
    const plain = await app.request(path);
    assert.equal(plain.status, 200, path);
    assert.equal(plain.headers.get('cache-control'), 'no-cache', path);
    const html = await plain.text();
    assert.deepEqual(carried(html), expected, path);
    assert.ok(html.indexOf('id="volant-config"') < html.indexOf(`<script>${boot}`), 'read by the boot script: before it');
    const packed = await app.request(path, { headers: { 'Accept-Encoding': 'gzip, br' } });
    assert.equal(packed.headers.get('content-encoding'), 'br');
    assert.equal(brotliDecompressSync(Buffer.from(await packed.arrayBuffer())).toString('utf8'), html);
  }
  // The data block is not a script: the CSP still allows the boot script alone, by its hash.
  const csp = (await app.request('/apprenants')).headers.get('content-security-policy') ?? '';
  assert.match(csp, new RegExp(`script-src 'self' '${`sha256-${createHash('sha256').update(boot).digest('base64')}`.replace(/[+/]/g, '\\$&')}'`));
});
