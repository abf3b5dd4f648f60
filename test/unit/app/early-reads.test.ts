import '../../setup/dom';
import assert from 'node:assert/strict';
import { beforeEach, test } from 'node:test';
import { EARLY_READS_MAX, sendEarlyReads, withEarlyReads, type EarlyReads } from '../../../src/app/routing/early-reads';
import { rememberedFor, STARTUP_READS_KEY } from '../../../src/app/routing/startup-memory';

interface Sent {
  url: string;
  method: string;
  authorization: string | null;
}

/** A network that records what it was asked and answers each URL with its own body. */
function network() {
  const sent: Sent[] = [];
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const url = String(input);
    sent.push({ url, method: init?.method ?? 'GET', authorization: new Headers(init?.headers).get('Authorization') });
    return new Response(JSON.stringify({ url }), { status: 200 });
  };
  return { sent, fetch };
}

const get = (token: string, signal?: AbortSignal): RequestInit => ({ method: 'GET', headers: { Accept: 'application/ld+json', Authorization: `Bearer ${token}` }, signal });

function appFetch(fetch: typeof globalThis.fetch, early: EarlyReads | undefined, at: { ms: number; path: string; rendered?: boolean }) {
  return withEarlyReads(fetch, {
    early,
    storage: localStorage,
    startPath: '/apprenants',
    currentPath: () => at.path,
    sinceNavigation: () => at.ms,
    beforeFirstRender: () => at.rendered !== true,
  });
}

beforeEach(() => localStorage.clear());

test('the reads a start sends are sent ahead by the next load of that path, and answered from there once', async () => {
  const first = network();
  const at = { ms: 100, path: '/apprenants' };
  const app = appFetch(first.fetch, undefined, at);
  await app('/api/users/3', get('t1'));
  await app('/api/learners?page=1', get('t1'));
  await app('/api/learners/export', { method: 'POST', headers: { Authorization: 'Bearer t1' } });
  at.ms = 4000;
  await app('/api/groups', get('t1'));
  assert.deepEqual(rememberedFor(localStorage, STARTUP_READS_KEY, '/apprenants'), ['/api/users/3', '/api/learners?page=1']);

  // The next load: boot.ts sends them with the stored token, before the app's code has run.
  const second = network();
  const early = sendEarlyReads(localStorage, '/apprenants', 't2', second.fetch);
  assert.deepEqual(second.sent, [
    { url: '/api/users/3', method: 'GET', authorization: 'Bearer t2' },
    { url: '/api/learners?page=1', method: 'GET', authorization: 'Bearer t2' },
  ]);
  const next = appFetch(second.fetch, early, { ms: 200, path: '/apprenants' });
  const answer = await next('/api/learners?page=1', get('t2'));
  assert.deepEqual(await answer.json(), { url: '/api/learners?page=1' });
  assert.equal(second.sent.length, 2, 'answered from the read sent ahead');
  await next('/api/learners?page=1', get('t2'));
  assert.equal(second.sent.length, 3, 'a read sent ahead answers once');
});

test('the reads sent after the first render (what it mounted reads) are not sent ahead', async () => {
  const net = network();
  const at: { ms: number; path: string; rendered?: boolean } = { ms: 100, path: '/apprenants' };
  const app = appFetch(net.fetch, undefined, at);
  await app('/api/users/3', get('t1'));
  await app('/api/learners?page=1', get('t1'));
  at.rendered = true;
  await app('/api/ants/agencies', get('t1'));
  assert.deepEqual(rememberedFor(localStorage, STARTUP_READS_KEY, '/apprenants'), ['/api/users/3', '/api/learners?page=1']);
  const next = network();
  sendEarlyReads(localStorage, '/apprenants', 't2', next.fetch);
  assert.deepEqual(next.sent.map((read) => read.url), ['/api/users/3', '/api/learners?page=1']);
});

test('another token, another URL or a read claimed too late goes to the network', async () => {
  localStorage.setItem(STARTUP_READS_KEY, JSON.stringify({ '/apprenants': ['/api/users/3', '/api/tutorials/group'] }));
  const net = network();
  const early = sendEarlyReads(localStorage, '/apprenants', 't1', net.fetch);
  const at = { ms: 200, path: '/apprenants' };
  const app = appFetch(net.fetch, early, at);
  await app('/api/users/3', get('another-token'));
  await app('/api/learners?page=2', get('t1'));
  at.ms = 20_000;
  await app('/api/tutorials/group', get('t1'));
  assert.equal(net.sent.length, 5);
});

test('a claimed read whose caller aborts rejects with AbortError', async () => {
  localStorage.setItem(STARTUP_READS_KEY, JSON.stringify({ '/apprenants': ['/api/users/3'] }));
  const net = network();
  const early = sendEarlyReads(localStorage, '/apprenants', 't1', net.fetch);
  const controller = new AbortController();
  const pending = appFetch(net.fetch, early, { ms: 200, path: '/apprenants' })('/api/users/3', get('t1', controller.signal));
  controller.abort();
  await assert.rejects(pending, { name: 'AbortError' });
});

test('each start replaces what the last one remembered, up to EARLY_READS_MAX reads, and only on its first path', async () => {
  const net = network();
  const at = { ms: 100, path: '/apprenants' };
  await appFetch(net.fetch, undefined, at)('/api/old', get('t1'));
  const app = appFetch(net.fetch, undefined, at);
  for (let n = 0; n < EARLY_READS_MAX + 3; n += 1) await app(`/api/read/${n}`, get('t1'));
  at.path = '/planning';
  await app('/api/plannings', get('t1'));
  const remembered = rememberedFor(localStorage, STARTUP_READS_KEY, '/apprenants');
  assert.equal(remembered.length, EARLY_READS_MAX);
  assert.equal(remembered[0], '/api/read/0');
  assert.deepEqual(rememberedFor(localStorage, STARTUP_READS_KEY, '/planning'), []);
});
