import '../../setup/happy-dom';
import assert from 'node:assert/strict';
import { beforeEach, describe, it } from 'node:test';
import { authResponse, jwt } from './session-fixtures';
import { loadSession, saveSession } from '../../../src/shared/session/storage';
import { isAuthenticated } from '../../../src/shared/session/token';

const NOW = Date.UTC(2025, 0, 15, 10, 0, 0);
const stored = authResponse(jwt(NOW / 1000 + 3600), 'stored-refresh');
localStorage.setItem('appSession', JSON.stringify(stored));

const store = await import('../../../src/shared/session/store');
const { createAuthPort } = await import('../../../src/shared/session/auth-port');
const { createFakeFetch, jsonResponse } = await import('./fake-fetch');

describe('session store', () => {
  it('loads the session stored under appSession on start', () => {
    assert.equal(store.sessionState.session?.refresh_token, 'stored-refresh');
    assert.equal(store.sessionState.session?.user.email, 'claire.martin@volant.test');
  });
});

describe('session store changes', () => {
  beforeEach(() => store.signOut());

  it('is authenticated only with a session whose token is not expired', () => {
    assert.equal(isAuthenticated(null, NOW), false);
    assert.equal(isAuthenticated(authResponse(jwt(NOW / 1000 + 60)), NOW), true);
    assert.equal(isAuthenticated(authResponse(jwt(NOW / 1000 - 1)), NOW), false);
    assert.equal(isAuthenticated(authResponse('not-a-jwt'), NOW), false);
  });

  it('reads each token afresh when the token changes (the last one read is remembered)', () => {
    const valid = authResponse(jwt(NOW / 1000 + 60));
    const expired = authResponse(jwt(NOW / 1000 - 1));
    for (let round = 0; round < 2; round += 1) {
      assert.equal(isAuthenticated(valid, NOW), true);
      assert.equal(isAuthenticated(valid, NOW + 61_000), false, 'the same token, later: expired');
      assert.equal(isAuthenticated(expired, NOW), false);
      assert.equal(isAuthenticated(authResponse('not-a-jwt'), NOW), false);
    }
  });

  it('saves sign-in and every change to local storage', () => {
    store.signIn(authResponse(jwt(NOW / 1000 + 60)));
    store.setSelectedAgency(9);
    store.updateUser({ firstName: 'Léa' });
    store.setTokens({ token: 'access-2', refresh_token: 'refresh-2' });
    const saved = JSON.parse(localStorage.getItem('appSession') ?? 'null');
    assert.equal(saved.user.selectedAgency, 9);
    assert.equal(saved.user.firstName, 'Léa');
    assert.equal(saved.token, 'access-2');
    assert.equal(saved.refresh_token, 'refresh-2');
  });

  it('signs out: clears both storages and resets every registered area', () => {
    store.signIn(authResponse(jwt(NOW / 1000 + 60)));
    localStorage.setItem('wizardStep', '3');
    sessionStorage.setItem('draft', 'x');
    const resets: string[] = [];
    const offA = store.onSignOut(() => resets.push('quotations'));
    const offB = store.onSignOut(() => resets.push('planning'));
    store.signOut();
    offA();
    offB();
    assert.equal(store.sessionState.session, null);
    assert.equal(localStorage.length, 0);
    assert.equal(sessionStorage.length, 0);
    assert.deepEqual(resets, ['quotations', 'planning']);
    store.signOut();
    assert.equal(resets.length, 2, 'unregistered resets are not called again');
  });
});

describe('auth port', () => {
  beforeEach(() => store.signOut());

  it('refreshes once for concurrent callers and stores the new tokens', async () => {
    store.signIn(authResponse('old-access', 'old-refresh'));
    const { fetch, calls } = createFakeFetch(() => jsonResponse({ token: 'new-access', refresh_token: 'new-refresh' }));
    const port = createAuthPort(fetch, 'http://api.test/api');
    const tokens = await Promise.all([port.refresh(), port.refresh(), port.refresh()]);
    assert.deepEqual(tokens, ['new-access', 'new-access', 'new-access']);
    assert.equal(calls.length, 1);
    assert.equal(calls[0]?.url, 'http://api.test/api/token/refresh');
    assert.equal(calls[0]?.body, '{"refresh_token":"old-refresh"}');
    assert.equal(port.getToken(), 'new-access');
    assert.equal(store.sessionState.session?.refresh_token, 'new-refresh');
  });

  it('fails when the refresh token is refused, and clear signs out', async () => {
    store.signIn(authResponse('old-access'));
    const { fetch } = createFakeFetch(() => jsonResponse({ detail: 'Refresh token invalide' }, 401));
    const port = createAuthPort(fetch, 'http://api.test/api');
    await assert.rejects(port.refresh(), { status: 401, message: 'Refresh token invalide' });
    port.clear();
    assert.equal(port.getToken(), null);
  });

  it('fails without a session', async () => {
    const { fetch, calls } = createFakeFetch(() => jsonResponse({}));
    await assert.rejects(createAuthPort(fetch, '/api').refresh());
    assert.equal(calls.length, 0);
  });
});

describe('session storage', () => {
  it('only logs a failing save', () => {
    const errors: unknown[] = [];
    const originalError = console.error;
    console.error = (...args: unknown[]) => errors.push(args);
    const full = { setItem: () => { throw new Error('QuotaExceededError'); } } as unknown as Storage;
    try {
      assert.doesNotThrow(() => saveSession(full, 'appSession', authResponse('t')));
    } finally {
      console.error = originalError;
    }
    assert.equal(errors.length, 1);
  });

  it('treats unreadable stored values as no session', () => {
    localStorage.setItem('broken', '{not json');
    localStorage.setItem('partial', '{"token":"t"}');
    assert.equal(loadSession(localStorage, 'broken'), null);
    assert.equal(loadSession(localStorage, 'partial'), null);
    assert.equal(loadSession(null, 'appSession'), null);
  });
});
