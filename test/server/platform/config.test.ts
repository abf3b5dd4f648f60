import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import packageJson from '../../../package.json' with { type: 'json' };
import { loadConfig } from '../../../server/config';

test('defaults: port 8080, SQLite under var/, 15-minute access tokens, 12-hour sessions', () => {
  const varDir = mkdtempSync(join(tmpdir(), 'volant-config-'));
  const config = loadConfig({ VOLANT_VAR_DIR: varDir });
  assert.equal(config.port, 8080);
  assert.equal(config.databaseUrl, null);
  assert.equal(config.sqliteFile, join(varDir, 'volant.sqlite'));
  assert.equal(config.accessTokenTtlSeconds, 900);
  assert.equal(config.refreshTokenTtlSeconds, 14 * 24 * 3600);
  assert.equal(config.sessionMaxSeconds, 12 * 3600);
  assert.equal(config.serviceTicketTtlSeconds, 30);
  assert.equal(config.frontVersion, packageJson.version);
  assert.equal(config.smtpUrl, null);
  // Several instances: an outage answers 503 within about 2 s; SIGTERM waits 25 s for requests in flight.
  assert.equal(config.pgConnectTimeoutMs, 1500);
  assert.equal(config.pgStatementTimeoutMs, 1500);
  assert.equal(config.pgPoolSize, 10);
  assert.equal(config.shutdownGraceSeconds, 25);
});

test('the generated JWT secret is persisted once with mode 0600 and reused', () => {
  const varDir = mkdtempSync(join(tmpdir(), 'volant-config-'));
  const first = loadConfig({ VOLANT_VAR_DIR: varDir });
  const second = loadConfig({ VOLANT_VAR_DIR: varDir });
  assert.equal(first.jwtSecret, second.jwtSecret);
  const file = join(varDir, 'jwt-secret');
  assert.equal(readFileSync(file, 'utf8'), first.jwtSecret);
  assert.equal(statSync(file).mode & 0o777, 0o600);
});

test('an in-memory database keeps a generated secret in memory only', () => {
  const varDir = join(mkdtempSync(join(tmpdir(), 'volant-config-')), 'never-created');
  const a = loadConfig({ VOLANT_VAR_DIR: varDir, VOLANT_DB_FILE: ':memory:' });
  const b = loadConfig({ VOLANT_VAR_DIR: varDir, VOLANT_DB_FILE: ':memory:' });
  assert.equal(a.sqliteFile, ':memory:');
  assert.notEqual(a.jwtSecret, b.jwtSecret);
  assert.throws(() => statSync(varDir));
});

test('environment overrides: PostgreSQL URL, port, TTL, front version, SMTP', () => {
  const config = loadConfig({
    DATABASE_URL: 'postgres://volant@localhost/volant',
    PORT: '3000',
    VOLANT_TOKEN_TTL: '60',
    VOLANT_FRONT_VERSION: '9.9.9',
    VOLANT_JWT_SECRET: 'x'.repeat(40),
    SMTP_URL: 'smtp://localhost:25',
  });
  assert.equal(config.databaseUrl, 'postgres://volant@localhost/volant');
  assert.equal(config.port, 3000);
  assert.equal(config.accessTokenTtlSeconds, 60);
  assert.equal(config.frontVersion, '9.9.9');
  assert.equal(config.jwtSecret, 'x'.repeat(40));
  assert.equal(config.smtpUrl, 'smtp://localhost:25');
});

test('invalid numbers and short secrets are refused with a French message', () => {
  assert.throws(() => loadConfig({ PORT: 'abc', VOLANT_DB_FILE: ':memory:' }), /PORT doit être un entier positif/);
  assert.throws(() => loadConfig({ VOLANT_JWT_SECRET: 'court' }), /au moins 32 caractères/);
});
