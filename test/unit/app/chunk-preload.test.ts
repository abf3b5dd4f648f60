import '../../setup/dom';
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { describe, it } from 'node:test';
import { createChunkPreloader, LAZY_SOURCES, readChunkGraphs } from '../../../src/app/routing/preload';
import { claimPreloaded, clearPreloadedReads, PRELOAD_TTL_MS, preloadRead } from '../../../src/shared/swr/preload';

const graphs = { files: ['modules-A.js', 'chunk-B.js', 'chunk-C.js'], graphs: { 'src/app/modules.ts': [0, 1], 'src/app/shell/chrome.ts': [1, 2] } };

function pageWith(json: string): Document {
  document.head.innerHTML = `<script type="application/json" id="volant-chunks">${json}</script>`;
  return document;
}

const preloads = () => [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((link) => link.getAttribute('href'));

describe('chunk graph preloading', () => {
  it('adds one modulepreload link per chunk of a graph, each chunk once', () => {
    const doc = pageWith(JSON.stringify(graphs));
    const preload = createChunkPreloader(readChunkGraphs(doc)!, doc);
    preload('src/app/modules.ts');
    assert.deepEqual(preloads(), ['/assets/modules-A.js', '/assets/chunk-B.js']);
    preload('src/app/shell/chrome.ts');
    preload('src/app/modules.ts');
    assert.deepEqual(preloads(), ['/assets/modules-A.js', '/assets/chunk-B.js', '/assets/chunk-C.js']);
    preload('src/unknown.ts');
    assert.equal(preloads().length, 3);
  });

  it('does not ask again for a chunk the page already links (the server links the signed-in ones)', () => {
    const doc = pageWith(JSON.stringify(graphs));
    document.head.insertAdjacentHTML('beforeend', '<link rel="modulepreload" href="/assets/modules-A.js"><link rel="modulepreload" href="/assets/chunk-B.js">');
    const preload = createChunkPreloader(readChunkGraphs(doc)!, doc);
    preload('src/app/modules.ts');
    preload('src/app/shell/chrome.ts');
    assert.deepEqual(preloads(), ['/assets/modules-A.js', '/assets/chunk-B.js', '/assets/chunk-C.js']);
  });

  it('reads no graphs from a page without them or with broken data', () => {
    document.head.innerHTML = '';
    assert.equal(readChunkGraphs(document), null);
    assert.equal(readChunkGraphs(pageWith('{not json')), null);
    assert.equal(readChunkGraphs(pageWith('{"files":1}')), null);
  });

  it('names sources that exist (the build keys the graphs by source path)', () => {
    for (const source of Object.values(LAZY_SOURCES)) assert.ok(existsSync(source), source);
  });
});

describe('preloaded reads', () => {
  it('hands a read to the first claim of its key, once, and starts it once', async () => {
    clearPreloadedReads();
    let calls = 0;
    const fetch = () => Promise.resolve(++calls);
    const first = preloadRead(['/learners', { page: 1 }], fetch);
    assert.equal(preloadRead(['/learners', { page: 1 }], fetch), first);
    assert.equal(calls, 1);
    assert.equal(claimPreloaded(['/learners', { page: 1 }]), first);
    assert.equal(claimPreloaded(['/learners', { page: 1 }]), undefined);
    assert.equal(await first, 1);
  });

  it('drops a read unclaimed for too long, and every read on clear', () => {
    clearPreloadedReads();
    const at = 1_000_000;
    preloadRead(['/a'], () => Promise.resolve('a'), at);
    assert.equal(claimPreloaded(['/a'], at + PRELOAD_TTL_MS), undefined);
    preloadRead(['/b'], () => Promise.resolve('b'), at);
    clearPreloadedReads();
    assert.equal(claimPreloaded(['/b'], at), undefined);
  });
});
