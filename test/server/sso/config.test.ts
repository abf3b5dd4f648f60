import assert from 'node:assert/strict';
import { test } from 'node:test';
import { loadConfig } from '../../../server/config';

const load = (env: Record<string, string>) => loadConfig({ VOLANT_DB_FILE: ':memory:', VOLANT_JWT_SECRET: 'x'.repeat(32), ...env });

test('VOLANT_PUBLIC_URL: an origin, http://localhost:PORT by default', () => {
  assert.equal(load({}).publicUrl, 'http://localhost:8080');
  assert.equal(load({ PORT: '9000' }).publicUrl, 'http://localhost:9000');
  assert.equal(load({ VOLANT_PUBLIC_URL: 'HTTPS://Volant.Example.fr:443/' }).publicUrl, 'https://volant.example.fr');
  for (const bad of ['volant.example.fr', 'ftp://volant.example.fr', 'https://volant.example.fr/app', 'https://u:p@volant.example.fr', 'https://volant.example.fr/?x=1']) {
    assert.throws(() => load({ VOLANT_PUBLIC_URL: bad }), /^Error: VOLANT_PUBLIC_URL/, bad);
  }
});

test('VOLANT_CAS_SERVICES: canonical http(s) prefixes, checked at start', () => {
  assert.deepEqual(load({}).casServices, []);
  assert.deepEqual(load({ VOLANT_CAS_SERVICES: ' https://App.example/x , http://127.0.0.1:3000,' }).casServices, [
    'https://app.example/x',
    'http://127.0.0.1:3000/',
  ]);
  for (const bad of ['app.example', 'javascript:alert(1)', 'https://app.example/x?y=1', 'https://app.example/#x', 'https://u@app.example/']) {
    assert.throws(() => load({ VOLANT_CAS_SERVICES: bad }), /^Error: VOLANT_CAS_SERVICES/, bad);
  }
});

test('VOLANT_APP_ORIGINS: canonical http(s) origins without path, checked at start', () => {
  assert.deepEqual(load({}).appOrigins, []);
  assert.deepEqual(load({ VOLANT_APP_ORIGINS: ' https://Volant2.example.fr , http://127.0.0.1:3000/,' }).appOrigins, ['https://volant2.example.fr', 'http://127.0.0.1:3000']);
  for (const bad of ['volant.example', 'javascript:alert(1)', 'https://volant.example/app', 'https://volant.example/?x=1', 'https://u@volant.example']) {
    assert.throws(() => load({ VOLANT_APP_ORIGINS: bad }), /^Error: VOLANT_APP_ORIGINS/, bad);
  }
});

test('VOLANT_TRUST_PROXY: only 1 trusts the proxy', () => {
  assert.equal(load({}).trustProxy, false);
  assert.equal(load({ VOLANT_TRUST_PROXY: 'true' }).trustProxy, false);
  assert.equal(load({ VOLANT_TRUST_PROXY: '1' }).trustProxy, true);
});
