// Spec part 1 §2 and §9 behaviours of the shell's platform pieces: tutorials filtered by route or menu,
// the reload after a failed module load, the cross-tab refresh, the offline worker's stable delay.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { listenToRefresh, REFRESH_CHANNEL, REFRESH_MESSAGE } from '../../../src/app/platform/broadcast';
import { reloadUrl, withChunkReload } from '../../../src/app/platform/chunkReload';
import { OFFLINE_WORKER_URL, registerOfflineWorkerWhenStable } from '../../../src/app/platform/offlineWorker';
import { tutorialsFor, type Tutorial } from '../../../src/app/shell/tutorialFilter';
import { OFFLINE_WORKER_DELAY_MS } from '../../../src/shared/constants';

const tutorial = (id: number, route: string | null, menu: number | null): Tutorial => ({ id, title: `T${id}`, url: `https://videos.test/${id}`, route, menu });

test('tutorials: those of the current route (and its sub-paths); with a menu parameter, those of that menu', () => {
  const all = [tutorial(1, '/apprenants', null), tutorial(2, '/apprenants', 2), tutorial(3, '/apprenants', 5), tutorial(4, '/planning', null), tutorial(5, null, null)];
  assert.deepEqual(tutorialsFor(all, '/apprenants', '').map((t) => t.id), [1, 2, 3]);
  assert.deepEqual(tutorialsFor(all, '/apprenants/12/', '?menu=5').map((t) => t.id), [1, 3]);
  assert.deepEqual(tutorialsFor(all, '/planningx', '').map((t) => t.id), []);
  assert.deepEqual(tutorialsFor(all, '/planning', '').map((t) => t.id), [4]);
});

test('a failed module load reloads the page once, with a time parameter', async () => {
  assert.equal(reloadUrl('https://app.test/apprenants?menu=2', 1234), 'https://app.test/apprenants?menu=2&t=1234');
  assert.equal(reloadUrl('https://app.test/apprenants?t=1234', 5678), null, 'no reload loop');
  const reloads: string[] = [];
  const failing = withChunkReload(() => Promise.reject(new Error('chunk gone')), (url) => reloads.push(url), () => 'https://app.test/planning', () => 42);
  await assert.rejects(failing(), /chunk gone/);
  assert.deepEqual(reloads, ['https://app.test/planning?t=42']);
  const fine = withChunkReload(() => Promise.resolve('ok'), (url) => reloads.push(url), () => 'https://app.test/planning', () => 43);
  assert.equal(await fine(), 'ok');
  assert.equal(reloads.length, 1);
});

test('the cross-tab refresh, received on a planning route, clears the planning data and goes to /role', async () => {
  let pathname = '/planning';
  const calls: string[] = [];
  const stop = listenToRefresh({ pathname: () => pathname, clearPlanning: () => calls.push('clear'), goToRole: () => calls.push('role') });
  const other = new BroadcastChannel(REFRESH_CHANNEL);
  try {
    const received = () => new Promise((resolve) => setTimeout(resolve, 50));
    other.postMessage({ type: REFRESH_MESSAGE, source: 'another-tab' });
    await received();
    assert.deepEqual(calls, ['clear', 'role']);
    pathname = '/apprenants';
    other.postMessage(REFRESH_MESSAGE);
    await received();
    assert.deepEqual(calls, ['clear', 'role'], 'ignored off the planning');
    pathname = '/configuration/configuration-planning';
    other.postMessage(REFRESH_MESSAGE);
    await received();
    assert.deepEqual(calls, ['clear', 'role'], 'the planning configuration is not a planning route');
    pathname = '/planning';
    other.postMessage('autre chose');
    await received();
    assert.deepEqual(calls, ['clear', 'role'], 'another message is ignored');
  } finally {
    other.close();
    stop();
  }
});

test('the offline worker registers only once the page has been stable for 30 s', async () => {
  const registered: string[] = [];
  const scheduled: { run: () => void; ms: number }[] = [];
  const cancelled: unknown[] = [];
  const container = { register: (url: string | URL) => (registered.push(String(url)), Promise.resolve({} as ServiceWorkerRegistration)) };
  const cancel = registerOfflineWorkerWhenStable(container, (run, ms) => scheduled.push({ run, ms }), (handle) => cancelled.push(handle));
  assert.equal(OFFLINE_WORKER_DELAY_MS, 30_000);
  assert.deepEqual(scheduled.map((s) => s.ms), [30_000]);
  assert.deepEqual(registered, [], 'nothing before the delay');
  scheduled[0]!.run();
  assert.deepEqual(registered, [OFFLINE_WORKER_URL]);
  cancel();
  assert.equal(cancelled.length, 1);
  assert.doesNotThrow(() => registerOfflineWorkerWhenStable(undefined)(), 'no service worker support: nothing to do');
});
