import '../../setup/dom';
import assert from 'node:assert/strict';
import { beforeEach, test } from 'node:test';
import { installChunkPreload, preloadRemembered } from '../../../src/app/routing/preload';
import { addRemembered, REMEMBERED_PATHS, rememberedFor, STARTUP_SOURCES_KEY } from '../../../src/app/routing/startup-memory';

const graphs = {
  files: ['modules-A.js', 'chunk-B.js', 'LearnerList-C.js'],
  graphs: { 'src/app/modules.ts': [0, 1], 'src/modules/learners/screens/LearnerList.tsx': [2, 1] },
};

const preloads = () => [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((link) => link.getAttribute('href'));

beforeEach(() => {
  localStorage.clear();
  globalThis.__volantPreload = undefined;
  document.head.innerHTML = `<script type="application/json" id="volant-chunks">${JSON.stringify(graphs)}</script>`;
  window.history.replaceState(null, '', '/apprenants');
});

test('the sources a start asks for are preloaded from the start of the next load of that path', () => {
  installChunkPreload(document, localStorage, () => 0);
  globalThis.__volantPreload?.('src/app/modules.ts');
  globalThis.__volantPreload?.('src/modules/learners/screens/LearnerList.tsx');
  assert.deepEqual(rememberedFor(localStorage, STARTUP_SOURCES_KEY, '/apprenants'), ['src/app/modules.ts', 'src/modules/learners/screens/LearnerList.tsx']);

  // The next load: a fresh page, nothing asked yet.
  globalThis.__volantPreload = undefined;
  document.head.innerHTML = `<script type="application/json" id="volant-chunks">${JSON.stringify(graphs)}</script>`;
  installChunkPreload(document, localStorage, () => 0);
  preloadRemembered(document, localStorage);
  assert.deepEqual(preloads(), ['/assets/modules-A.js', '/assets/chunk-B.js', '/assets/LearnerList-C.js']);
});

test('another path remembers its own sources; nothing is remembered after the page has left its first path', () => {
  installChunkPreload(document, localStorage, () => 0);
  window.history.replaceState(null, '', '/planning');
  globalThis.__volantPreload?.('src/modules/learners/screens/LearnerList.tsx');
  assert.deepEqual(rememberedFor(localStorage, STARTUP_SOURCES_KEY, '/apprenants'), []);
  assert.deepEqual(rememberedFor(localStorage, STARTUP_SOURCES_KEY, '/planning'), []);
  // Still preloaded: only the memory is about the first path.
  assert.deepEqual(preloads(), ['/assets/LearnerList-C.js', '/assets/chunk-B.js']);
});

test('nothing is remembered once the start is over', () => {
  installChunkPreload(document, localStorage, () => 5000);
  globalThis.__volantPreload?.('src/app/modules.ts');
  assert.deepEqual(rememberedFor(localStorage, STARTUP_SOURCES_KEY, '/apprenants'), []);
});

test('at most REMEMBERED_PATHS paths are kept, the least recently started first out; broken data is no memory', () => {
  for (let n = 0; n <= REMEMBERED_PATHS; n += 1) addRemembered(localStorage, STARTUP_SOURCES_KEY, `/p${n}`, 'src/app/modules.ts');
  assert.deepEqual(rememberedFor(localStorage, STARTUP_SOURCES_KEY, '/p0'), []);
  assert.deepEqual(rememberedFor(localStorage, STARTUP_SOURCES_KEY, `/p${REMEMBERED_PATHS}`), ['src/app/modules.ts']);
  localStorage.setItem('volantStartupSources', '{"x": 1}');
  assert.deepEqual(rememberedFor(localStorage, STARTUP_SOURCES_KEY, '/x'), []);
  addRemembered(null, STARTUP_SOURCES_KEY, '/x', 'src/app/modules.ts');
});
