import '../../setup/happy-dom';
import assert from 'node:assert/strict';
import { beforeEach, describe, it } from 'node:test';
import { sessionState, signIn, signOut } from '../../../src/shared/session/store';
import { startSessionWatchdog } from '../../../src/shared/session/watchdog';
import { checkFrontVersion, isNewerVersion, startVersionCheck } from '../../../src/shared/session/version';
import { createApiClient } from '../../../src/shared/api/client';
import { createFakeClock } from './fake-clock';
import { createFakeFetch, jsonResponse } from './fake-fetch';
import { authResponse, jwt } from './session-fixtures';

const START = Date.UTC(2025, 0, 15, 10, 0, 0);

describe('session watchdog', () => {
  beforeEach(() => signOut());

  it('leaves a token that is far from expiry alone, refreshes one expiring within 5 s', async () => {
    signIn(authResponse(jwt(START / 1000 + 14)));
    const { clock, tick } = createFakeClock(START);
    let refreshes = 0;
    const stop = startSessionWatchdog({ ...clock, refresh: async () => void (refreshes += 1) });
    await tick(4000); // expires in 10 s
    await tick(4000); // expires in 6 s
    assert.equal(refreshes, 0);
    await tick(4000); // expires in 2 s
    assert.equal(refreshes, 1);
    stop();
  });

  it('clears the storage after 30 s of failed checks and reports it', async () => {
    signIn(authResponse(jwt(START / 1000 - 1)));
    localStorage.setItem('other', 'x');
    const { clock, tick } = createFakeClock(START);
    let expired = 0;
    const stop = startSessionWatchdog({
      ...clock,
      refresh: async () => {
        throw new Error('offline');
      },
      onExpired: () => (expired += 1),
    });
    await tick(4000 * 8); // first failure at 4 s, last check at 32 s: 28 s of failures
    assert.ok(sessionState.session, 'still signed in before 30 s');
    await tick(4000); // check at 36 s: 32 s of failures
    assert.equal(sessionState.session, null);
    assert.equal(localStorage.getItem('other'), null);
    assert.equal(expired, 1);
    stop();
  });

  it('forgets earlier failures once a refresh succeeds', async () => {
    signIn(authResponse(jwt(START / 1000 - 1)));
    const { clock, tick } = createFakeClock(START);
    let failing = true;
    const stop = startSessionWatchdog({
      ...clock,
      refresh: async () => {
        if (failing) throw new Error('offline');
      },
    });
    await tick(4000 * 7);
    failing = false;
    await tick(4000);
    failing = true;
    await tick(4000 * 7);
    assert.ok(sessionState.session);
    stop();
  });

  it('never refreshes a token without expiry', async () => {
    signIn(authResponse(jwt(null)));
    const { clock, tick } = createFakeClock(START);
    let refreshes = 0;
    const stop = startSessionWatchdog({ ...clock, refresh: async () => void (refreshes += 1) });
    await tick(4000 * 3);
    assert.equal(refreshes, 0);
    stop();
  });

  it('stops checking after stop()', async () => {
    const { clock, activeTimers } = createFakeClock(START);
    const stop = startSessionWatchdog({ ...clock, refresh: async () => undefined });
    assert.equal(activeTimers(), 1);
    stop();
    assert.equal(activeTimers(), 0);
  });
});

describe('front version check', () => {
  beforeEach(() => signOut());

  function versionClient(frontVersion: string) {
    const fake = createFakeFetch(() =>
      jsonResponse({ 'hydra:member': [{ '@id': '/api/project-versions/1', '@type': 'ProjectVersion', frontVersion }], 'hydra:totalItems': 1 }),
    );
    const client = createApiClient({
      baseUrl: '/api',
      fetch: fake.fetch,
      auth: { getToken: () => sessionState.session?.token ?? null, refresh: async () => 't', clear: signOut },
    });
    return { client, calls: fake.calls };
  }

  it('compares versions by numeric segments', () => {
    assert.equal(isNewerVersion('1.10.0', '1.9.3'), true);
    assert.equal(isNewerVersion('1.9.3', '1.10.0'), false);
    assert.equal(isNewerVersion('2.0', '2.0.0'), false);
    assert.equal(isNewerVersion('v2.1.0', '2.0.9'), true);
    assert.equal(isNewerVersion('build-b', 'build-a'), true);
  });

  it('signs out and clears storage when a newer version is deployed', async () => {
    signIn(authResponse('token'));
    localStorage.setItem('wizardStep', '2');
    const { client, calls } = versionClient('1.3.0');
    const newer: string[] = [];
    const found = await checkFrontVersion({ client, currentVersion: '1.2.0', onNewer: (v) => newer.push(v), now: () => START });
    assert.equal(found, true);
    assert.equal(calls[0]?.url, '/api/project-versions');
    assert.deepEqual(newer, ['1.3.0']);
    assert.equal(sessionState.session, null);
    assert.equal(localStorage.getItem('wizardStep'), null);
  });

  it('checks at most once per hour, across reloads', async () => {
    signIn(authResponse('token'));
    const { client, calls } = versionClient('1.2.0');
    const options = { client, currentVersion: '1.2.0', onNewer: () => undefined };
    assert.equal(await checkFrontVersion({ ...options, now: () => START }), false);
    await checkFrontVersion({ ...options, now: () => START + 3_599_999 });
    assert.equal(calls.length, 1);
    await checkFrontVersion({ ...options, now: () => START + 3_600_000 });
    assert.equal(calls.length, 2);
    assert.ok(sessionState.session, 'same version keeps the session');
  });

  it('runs at start and then every hour', async () => {
    signIn(authResponse('token'));
    const { client, calls } = versionClient('1.2.0');
    const { clock, tick } = createFakeClock(START);
    const stop = startVersionCheck({ client, currentVersion: '1.2.0', onNewer: () => undefined, ...clock });
    await tick(0);
    assert.equal(calls.length, 1);
    await tick(3_600_000);
    assert.equal(calls.length, 2);
    stop();
  });
});
