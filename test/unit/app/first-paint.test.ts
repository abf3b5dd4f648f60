import assert from 'node:assert/strict';
import { test } from 'node:test';
import { FIRST_PAINT_HOLD_MAX_MS, holdUntilFirstPaint } from '../../../src/app/routing/first-paint';

/** A network that records the URLs it was asked for, and a first frame and a clock driven by the test. */
function page() {
  const sent: string[] = [];
  const fetch: typeof globalThis.fetch = async (input) => {
    sent.push(String(input));
    return new Response('{}', { status: 200 });
  };
  const frames: (() => void)[] = [];
  const timers: { ms: number; run: () => void }[] = [];
  const state = { rendered: false };
  const held = holdUntilFirstPaint(fetch, {
    rendered: () => state.rendered,
    afterNextFrame: (painted) => frames.push(painted),
    later: (run, ms) => timers.push({ ms, run }),
  });
  return { sent, held, frames, timers, state };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

test('reads sent before the first render leave at once', async () => {
  const { sent, held, frames } = page();
  await held('/api/users/3');
  assert.deepEqual(sent, ['/api/users/3']);
  assert.equal(frames.length, 0);
});

test('reads the first render sends leave once its first frame is painted, and later reads at once', async () => {
  const { sent, held, frames, state } = page();
  state.rendered = true;
  const indicator = held('/api/ants/agencies');
  const selector = held('/api/state-api/agencies');
  await settle();
  assert.deepEqual(sent, [], 'held until the frame is painted');
  assert.equal(frames.length, 1, 'one wait for the frame, whatever the number of reads');
  frames[0]?.();
  await Promise.all([indicator, selector]);
  assert.deepEqual(sent, ['/api/ants/agencies', '/api/state-api/agencies']);
  await held('/api/learners?page=2');
  assert.deepEqual(sent.at(-1), '/api/learners?page=2');
  assert.equal(frames.length, 1);
});

test('writes are never held', async () => {
  const { sent, held, state } = page();
  state.rendered = true;
  await held('/api/token/refresh', { method: 'POST' });
  assert.deepEqual(sent, ['/api/token/refresh']);
});

test('a page that paints no frame (a background tab) lets its reads go after the longest hold', async () => {
  const { sent, held, timers, state } = page();
  state.rendered = true;
  const read = held('/api/structure/structure/1');
  await settle();
  assert.deepEqual(sent, []);
  assert.equal(timers[0]?.ms, FIRST_PAINT_HOLD_MAX_MS);
  timers[0]?.run();
  await read;
  assert.deepEqual(sent, ['/api/structure/structure/1']);
});
