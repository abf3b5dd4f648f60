import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  createApiClient,
  filenameFromDisposition,
  resolveUrl,
  type AuthPort,
} from '../../../src/shared/api/client';
import { HttpError, NETWORK_ERROR_STATUS } from '../../../src/shared/api/http-error';
import { createFakeFetch, jsonResponse, type FakeHandler } from './fake-fetch';

function fakeAuth(initial: string | null, refresh: () => Promise<string> = async () => 'new-token') {
  let token = initial;
  const stats = { refreshes: 0, clears: 0 };
  const auth: AuthPort = {
    getToken: () => token,
    refresh: async () => {
      stats.refreshes += 1;
      token = await refresh();
      return token;
    },
    clear: () => {
      stats.clears += 1;
      token = null;
    },
  };
  return { auth, stats, setToken: (value: string | null) => (token = value) };
}

function setup(handler: FakeHandler, token: string | null = 'token', refresh?: () => Promise<string>) {
  const { fetch, calls } = createFakeFetch(handler);
  const { auth, stats, setToken } = fakeAuth(token, refresh);
  const events = { forbidden: 0, expired: 0 };
  const client = createApiClient({
    baseUrl: 'http://api.test/api',
    fetch,
    auth,
    onForbidden: () => (events.forbidden += 1),
    onSessionExpired: () => (events.expired += 1),
  });
  return { client, calls, stats, events, setToken };
}

const ok = () => jsonResponse({ ok: true });

describe('api client — requests', () => {
  it('sends a bearer token and asks for JSON-LD', async () => {
    const { client, calls } = setup(ok);
    assert.deepEqual(await client.get('/learners', { page: 2, 'status[]': undefined }), { ok: true });
    assert.equal(calls[0]?.url, 'http://api.test/api/learners?page=2');
    assert.equal(calls[0]?.headers.Authorization, 'Bearer token');
    assert.equal(calls[0]?.headers.Accept, 'application/ld+json');
  });

  it('sends JSON bodies, merge-patch for PATCH, and extra headers', async () => {
    const { client, calls } = setup(ok);
    await client.post('/activities', { name: 'Conduite' }, { headers: { 'X-Agency': '3' } });
    await client.patch('/activities/1', { name: 'Code' });
    await client.put('/activities/1', { name: 'Code' });
    assert.equal(calls[0]?.method, 'POST');
    assert.equal(calls[0]?.headers['Content-Type'], 'application/ld+json');
    assert.equal(calls[0]?.headers['X-Agency'], '3');
    assert.equal(calls[0]?.body, '{"name":"Conduite"}');
    assert.equal(calls[1]?.method, 'PATCH');
    assert.equal(calls[1]?.headers['Content-Type'], 'application/merge-patch+json');
    assert.equal(calls[2]?.method, 'PUT');
  });

  it('sends a fresh Idempotency-Key on each POST of a session, the same one on its retry after a refresh, none elsewhere', async () => {
    let first = true;
    const { client, calls } = setup(() => {
      if (first) {
        first = false;
        return jsonResponse({}, 401);
      }
      return jsonResponse({ ok: true });
    });
    await client.post('/learners', { lastName: 'Martin' });
    await client.upload('/document/document-upload', new FormData());
    await client.post('/auth', { serviceId: 's', ticket: 't' }, { anonymous: true });
    await client.post('/public/quotations/x/accept', {});
    await client.patch('/learners/1', { lastName: 'Martin' });
    const keys = calls.map((call) => call.headers['Idempotency-Key']);
    assert.match(keys[0] ?? '', /^"[0-9a-f]{32}"$/);
    assert.equal(keys[1], keys[0], 'the retry after the refresh carries the same key');
    assert.match(keys[2] ?? '', /^"[0-9a-f]{32}"$/);
    assert.notEqual(keys[2], keys[0], 'another call, another key');
    assert.deepEqual(keys.slice(3), [undefined, undefined, undefined]);
  });

  it('answers undefined on 204 and for DELETE', async () => {
    const { client } = setup(() => new Response(null, { status: 204 }));
    assert.equal(await client.post('/state-api/logout'), undefined);
    assert.equal(await client.delete('/activities/1'), undefined);
  });

  it('reads a Hydra collection as a page', async () => {
    const { client } = setup(() =>
      jsonResponse({ 'hydra:member': [{ '@id': '/api/a/1', '@type': 'A', id: 1 }], 'hydra:totalItems': 12 }),
    );
    const page = await client.list<{ id: number }>('/a');
    assert.equal(page.total, 12);
    assert.equal(page.items[0]?.id, 1);
  });

  it('uploads multipart without forcing a content type', async () => {
    const { client, calls } = setup(ok);
    const form = new FormData();
    form.append('file', new Blob(['x']), 'a.csv');
    await client.upload('/imports', form);
    assert.equal(calls[0]?.body, form);
    assert.equal(calls[0]?.headers['Content-Type'], undefined);
  });

  it('downloads a blob with its RFC 5987 file name', async () => {
    const { client, calls } = setup(
      () =>
        new Response('PDF', {
          headers: { 'Content-Disposition': "attachment; filename=\"x.pdf\"; filename*=UTF-8''Feuille%20d'%C3%A9margement.pdf" },
        }),
    );
    const file = await client.download('/exports', { id: 3 }, { method: 'POST', body: { ids: [1] } });
    assert.equal(file.filename, "Feuille d'émargement.pdf");
    assert.equal(await file.blob.text(), 'PDF');
    assert.equal(calls[0]?.url, 'http://api.test/api/exports?id=3');
    assert.equal(calls[0]?.method, 'POST');
    assert.equal(calls[0]?.body, '{"ids":[1]}');
  });

  it('keeps IRIs whole and passes absolute URLs through', () => {
    assert.equal(resolveUrl('http://api.test/api', '/api/learners/2'), 'http://api.test/api/learners/2');
    assert.equal(resolveUrl('/api', '/api/learners/2'), '/api/learners/2');
    assert.equal(resolveUrl('/api/', 'learners'), '/api/learners');
    assert.equal(resolveUrl('/api', 'https://x.test/f'), 'https://x.test/f');
  });

  it('reads plain and quoted file names', () => {
    assert.equal(filenameFromDisposition('attachment; filename="Liste de RDV.pdf"'), 'Liste de RDV.pdf');
    assert.equal(filenameFromDisposition('attachment; filename=a.csv'), 'a.csv');
    assert.equal(filenameFromDisposition('attachment'), null);
    assert.equal(filenameFromDisposition(null), null);
  });
});

describe('api client — session rules', () => {
  it('fails locally with 401 when there is no session', async () => {
    const { client, calls } = setup(ok, null);
    await assert.rejects(client.get('/learners'), (error: unknown) => error instanceof HttpError && error.status === 401);
    assert.equal(calls.length, 0);
  });

  it('sends public URLs without a token, even when logged in', async () => {
    const anonymous = setup(ok, null);
    await anonymous.client.get('/accounting/public/quotation-details/abc');
    assert.equal(anonymous.calls[0]?.headers.Authorization, undefined);
    const logged = setup(ok, 'token');
    await logged.client.get('/accounting/public/quotation-details/abc');
    assert.equal(logged.calls[0]?.headers.Authorization, undefined);
  });

  it('treats publickey URLs as private', async () => {
    const { client, calls } = setup(ok, null);
    await assert.rejects(client.get('/publickey'), (error: unknown) => error instanceof HttpError && error.status === 401);
    assert.equal(calls.length, 0);
  });

  it('sends anonymous requests (login) without a token', async () => {
    const { client, calls } = setup(ok, null);
    await client.post('/auth', { serviceId: 's', ticket: 't' }, { anonymous: true });
    assert.equal(calls[0]?.headers.Authorization, undefined);
  });

  it('sends an explicit bearer (the logout of a session already cleared) and never refreshes it', async () => {
    const { client, calls, stats } = setup(() => jsonResponse({}, 401), null);
    await assert.rejects(client.post('/state-api/logout', undefined, { bearer: 'old-token' }), (error: unknown) => (error as { status: number }).status === 401);
    assert.equal(calls[0]?.headers.Authorization, 'Bearer old-token');
    assert.equal(calls.length, 1);
    assert.equal(stats.refreshes, 0);
  });

  it('refreshes once for 20 concurrent 401s and retries each with the new token', async () => {
    const { client, calls, stats } = setup((call) =>
      call.headers.Authorization === 'Bearer new-token' ? jsonResponse({ url: call.url }) : jsonResponse({}, 401),
    'expired', () => new Promise((resolve) => setTimeout(() => resolve('new-token'), 5)));
    const results = await Promise.all(Array.from({ length: 20 }, (_, i) => client.get<{ url: string }>(`/items/${i}`)));
    assert.equal(stats.refreshes, 1);
    assert.equal(results[7]?.url, 'http://api.test/api/items/7');
    assert.equal(calls.length, 40);
  });

  it('retries a request at most once', async () => {
    const { client, calls, stats } = setup(() => jsonResponse({ detail: 'Jeton invalide' }, 401));
    await assert.rejects(client.get('/x'), (error: unknown) => error instanceof HttpError && error.status === 401);
    assert.equal(stats.refreshes, 1);
    assert.equal(calls.length, 2);
  });

  it('reuses a token renewed by someone else instead of refreshing again', async () => {
    let ctx: ReturnType<typeof setup> | undefined;
    ctx = setup((call) => {
      if (call.headers.Authorization === 'Bearer old') {
        ctx?.setToken('renewed');
        return jsonResponse({}, 401);
      }
      return ok();
    }, 'old');
    await ctx.client.get('/x');
    assert.equal(ctx.stats.refreshes, 0);
    assert.equal(ctx.calls[1]?.headers.Authorization, 'Bearer renewed');
  });

  it('clears the session and reports expiry once when the refresh fails', async () => {
    const { client, stats, events } = setup(() => jsonResponse({}, 401), 'expired', async () => {
      throw new Error('refresh refused');
    });
    const failures = await Promise.allSettled([client.get('/a'), client.get('/b'), client.get('/c')]);
    assert.ok(failures.every((r) => r.status === 'rejected' && r.reason instanceof HttpError && r.reason.status === 401));
    assert.equal(stats.refreshes, 1);
    assert.equal(stats.clears, 1);
    assert.equal(events.expired, 1);
  });

  it('keeps the session when the refresh cannot reach the server, or it fails or asks to wait (no expiry)', async () => {
    for (const status of [NETWORK_ERROR_STATUS, 429, 502, 503]) {
      const { client, stats, events } = setup(() => jsonResponse({}, 401), 'expired', async () => {
        throw new HttpError(status);
      });
      await assert.rejects(client.get('/a'), (error: unknown) => error instanceof HttpError && error.status === status);
      assert.equal(stats.clears, 0, String(status));
      assert.equal(events.expired, 0, String(status));
    }
  });

  it('does not clear a session that changed while the refresh failed', async () => {
    let ctx: ReturnType<typeof setup> | undefined;
    ctx = setup(() => jsonResponse({}, 401), 'expired', async () => {
      ctx?.setToken('someone-logged-in');
      throw new Error('refresh refused');
    });
    await assert.rejects(ctx.client.get('/a'));
    assert.equal(ctx.stats.clears, 0);
    assert.equal(ctx.events.expired, 0);
  });

  it('calls onForbidden then throws on a refused read (403)', async () => {
    const { client, events } = setup(() => jsonResponse({ detail: 'Accès interdit' }, 403));
    await assert.rejects(client.get('/x'), (error: unknown) => error instanceof HttpError && error.status === 403);
    await assert.rejects(client.list('/x'), (error: unknown) => error instanceof HttpError && error.status === 403);
    assert.equal(events.forbidden, 2);
  });

  it('only throws on a refused write or download (403): the form that sent it stays, with the server’s message', async () => {
    const { client, events } = setup(() => jsonResponse({ detail: 'Un formateur ne peut modifier que les créneaux de son propre agenda.' }, 403));
    const refused = (error: unknown) => error instanceof HttpError && error.status === 403 && error.message.startsWith('Un formateur');
    await assert.rejects(client.post('/x', {}), refused);
    await assert.rejects(client.patch('/x', {}), refused);
    await assert.rejects(client.put('/x', {}), refused);
    await assert.rejects(client.delete('/x'), refused);
    await assert.rejects(client.upload('/x', new FormData()), refused);
    await assert.rejects(client.download('/x.pdf'), refused);
    assert.equal(events.forbidden, 0);
  });

  it('throws the server message and violations of other errors', async () => {
    const { client } = setup(() =>
      jsonResponse({ 'hydra:description': 'Nom requis', violations: [{ propertyPath: 'name', message: 'Requis' }] }, 422),
    );
    await assert.rejects(client.post('/a', {}), (error: unknown) => {
      assert.ok(error instanceof HttpError);
      assert.equal(error.status, 422);
      assert.equal(error.message, 'Nom requis');
      assert.deepEqual(error.violations, [{ propertyPath: 'name', message: 'Requis' }]);
      return true;
    });
  });

  it('maps a network failure to status 0 with the French message', async () => {
    const { client } = setup(() => {
      throw new TypeError('fetch failed');
    });
    await assert.rejects(client.get('/x'), (error: unknown) => {
      assert.ok(error instanceof HttpError);
      assert.equal(error.status, 0);
      assert.equal(error.message, 'Impossible de joindre le serveur. Vérifiez votre connexion.');
      return true;
    });
  });

  it('lets an abort propagate as an abort', async () => {
    const controller = new AbortController();
    const { client } = setup(() => {
      controller.abort();
      throw new DOMException('aborted', 'AbortError');
    });
    await assert.rejects(client.get('/x', undefined, { signal: controller.signal }), { name: 'AbortError' });
  });

  it('fails with the French timeout message when the server accepts but never answers, then works again', async (t) => {
    t.mock.timers.enable({ apis: ['setTimeout'] });
    let hang = true;
    const { fetch } = createFakeFetch(() => jsonResponse({ ok: true }));
    const slowFetch: typeof globalThis.fetch = (input, init) =>
      hang
        ? new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))))
        : fetch(input, init);
    const client = createApiClient({ baseUrl: 'http://api.test/api', fetch: slowFetch, auth: fakeAuth('token').auth, timeoutMs: 30_000 });
    const pending = client.get('/slow');
    t.mock.timers.tick(29_999);
    await Promise.resolve();
    t.mock.timers.tick(1);
    await assert.rejects(pending, (error: unknown) => error instanceof HttpError && error.status === 0 && /ne répond pas/.test(error.message));
    hang = false;
    assert.deepEqual(await client.get('/slow'), { ok: true });
  });
});

