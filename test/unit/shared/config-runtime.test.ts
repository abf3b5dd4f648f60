import '../../setup/dom';
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { loadRuntimeConfig, pageOrRequestedConfig, requestRuntimeConfig } from '../../../src/shared/config/runtime';
import { createFakeFetch, jsonResponse } from './fake-fetch';

describe('loadRuntimeConfig', () => {
  it('reads apiBase, ssoUrl and frontVersion from /config.json', async () => {
    const { fetch, calls } = createFakeFetch(() =>
      jsonResponse({ apiBase: '/api', ssoUrl: '/sso/login', frontVersion: '1.4.0', extra: true }),
    );
    assert.deepEqual(await loadRuntimeConfig(fetch), { apiBase: '/api', ssoUrl: '/sso/login', frontVersion: '1.4.0', signOn: 'embedded' });
    assert.equal(calls[0]?.url, '/config.json');
  });

  it('reads the sign-on mode, and takes an unknown one for the embedded SSO', async () => {
    const config = (signOn: unknown) => createFakeFetch(() => jsonResponse({ apiBase: '/api', ssoUrl: '/sso/oidc', frontVersion: '1', signOn })).fetch;
    assert.equal((await loadRuntimeConfig(config('oidc'))).signOn, 'oidc');
    assert.equal((await loadRuntimeConfig(config('saml'))).signOn, 'embedded');
  });

  it('refuses a missing file or a missing setting', async () => {
    await assert.rejects(loadRuntimeConfig(createFakeFetch(() => jsonResponse({}, 404)).fetch), /HTTP 404/);
    await assert.rejects(
      loadRuntimeConfig(createFakeFetch(() => jsonResponse({ apiBase: '/api', ssoUrl: '' })).fetch),
      /ssoUrl/,
    );
  });

  it('reads the answer of a request already sent (boot.ts) without sending another', async () => {
    const early = createFakeFetch(() => jsonResponse({ apiBase: '/api', ssoUrl: '/sso/login', frontVersion: '2.0.0' }));
    const sent = requestRuntimeConfig(early.fetch);
    const later = createFakeFetch(() => jsonResponse({}, 500));
    assert.equal((await loadRuntimeConfig(later.fetch, sent)).frontVersion, '2.0.0');
    assert.equal(early.calls[0]?.url, '/config.json');
    assert.equal(later.calls.length, 0);
  });

  it('takes the configuration the page carries (written in by the Volant server) without a request, else asks for it', async () => {
    const none = createFakeFetch(() => jsonResponse({}, 500));
    document.head.innerHTML = '<script type="application/json" id="volant-config">{"apiBase":"/api","ssoUrl":"/sso/login","frontVersion":"3.1.0","signOn":"cas"}</script>';
    const carried = await loadRuntimeConfig(none.fetch, pageOrRequestedConfig(document, none.fetch));
    assert.deepEqual(carried, { apiBase: '/api', ssoUrl: '/sso/login', frontVersion: '3.1.0', signOn: 'cas' });
    assert.equal(none.calls.length, 0);

    document.head.innerHTML = '';
    const served = createFakeFetch(() => jsonResponse({ apiBase: '/api', ssoUrl: '/sso/login', frontVersion: '3.2.0' }));
    assert.equal((await loadRuntimeConfig(none.fetch, pageOrRequestedConfig(document, served.fetch))).frontVersion, '3.2.0');
    assert.equal(served.calls[0]?.url, '/config.json');
  });
});
