// limitBody (server/core/body-limit.ts): a body over the limit is refused whatever way it comes, and
// a body within it still reaches the route.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { Hono } from 'hono';
import { limitBody } from '../../../server/core/body-limit';
import type { AppEnv } from '../../../server/core/env';

const LIMIT = 16;

function app(): Hono<AppEnv> {
  const api = new Hono<AppEnv>();
  api.use('*', limitBody(LIMIT, (c) => c.text('trop volumineux', 413)));
  api.all('/echo', async (c) => c.text(c.req.method === 'GET' ? 'lu' : await c.req.text()));
  return api;
}

/** A body sent in chunks, without Content-Length: its size is known only once it has arrived. */
function chunked(...parts: string[]): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream({
    start(controller) {
      for (const part of parts) controller.enqueue(encoder.encode(part));
      controller.close();
    },
  });
}

test('a read carries no body and passes', async () => {
  const res = await app().request('/echo');
  assert.equal(res.status, 200);
  assert.equal(await res.text(), 'lu');
});

test('a Content-Length over the limit is refused without reading the body', async () => {
  let pulled = false;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      pulled = true;
      controller.close();
    },
  }, { highWaterMark: 0 });
  const res = await app().request('/echo', { method: 'POST', body, headers: { 'Content-Length': String(LIMIT + 1) }, duplex: 'half' } as RequestInit);
  assert.equal(res.status, 413);
  assert.equal(pulled, false);
});

test('a body within its Content-Length limit reaches the route', async () => {
  const res = await app().request('/echo', { method: 'POST', body: 'bonjour', headers: { 'Content-Length': '7' } });
  assert.equal(res.status, 200);
  assert.equal(await res.text(), 'bonjour');
});

test('a chunked body is counted as it streams: over the limit it is refused, within it it passes', async () => {
  const over = await app().request('/echo', { method: 'POST', body: chunked('0123456789', '0123456789'), duplex: 'half' } as RequestInit);
  assert.equal(over.status, 413);
  const within = await app().request('/echo', { method: 'POST', body: chunked('01234', '56789'), duplex: 'half' } as RequestInit);
  assert.equal(within.status, 200);
  assert.equal(await within.text(), '0123456789');
});
