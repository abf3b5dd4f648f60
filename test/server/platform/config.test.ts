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

test('the NF525 ledger key: VOLANT_LEDGER_KEY, else generated once in ledger-key (0600), apart from the JWT secret', () => {
  const varDir = mkdtempSync(join(tmpdir(), 'volant-config-'));
  const first = loadConfig({ VOLANT_VAR_DIR: varDir });
  assert.equal(loadConfig({ VOLANT_VAR_DIR: varDir }).ledgerKey, first.ledgerKey);
  assert.notEqual(first.ledgerKey, first.jwtSecret);
  const file = join(varDir, 'ledger-key');
  assert.equal(readFileSync(file, 'utf8'), first.ledgerKey);
  assert.equal(statSync(file).mode & 0o777, 0o600);
  assert.equal(loadConfig({ VOLANT_VAR_DIR: varDir, VOLANT_LEDGER_KEY: 'k'.repeat(32) }).ledgerKey, 'k'.repeat(32));
  assert.throws(() => loadConfig({ VOLANT_VAR_DIR: varDir, VOLANT_LEDGER_KEY: 'court' }), /VOLANT_LEDGER_KEY doit compter au moins 32 caractères/);
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
    VOLANT_LEDGER_KEY: 'y'.repeat(40),
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

test('e-mail: VOLANT_MAIL_FROM gives the sender (UTF-8 name kept), SMTP_URL must be smtp:// or smtps://', () => {
  const base = { VOLANT_DB_FILE: ':memory:' };
  assert.deepEqual(loadConfig(base).mailFrom, { name: 'Volant', address: 'no-reply@localhost' });
  assert.deepEqual(loadConfig({ ...base, VOLANT_MAIL_FROM: '"Auto-école Volant" <envoi@exemple.fr>' }).mailFrom, { name: 'Auto-école Volant', address: 'envoi@exemple.fr' });
  assert.deepEqual(loadConfig({ ...base, VOLANT_MAIL_FROM: 'envoi@exemple.fr' }).mailFrom, { name: 'Volant', address: 'envoi@exemple.fr' });
  assert.throws(() => loadConfig({ ...base, VOLANT_MAIL_FROM: 'a@exemple.fr, b@exemple.fr' }), /VOLANT_MAIL_FROM doit être une seule adresse/);
  assert.throws(() => loadConfig({ ...base, VOLANT_MAIL_FROM: 'pas une adresse' }), /VOLANT_MAIL_FROM/);
  assert.equal(loadConfig({ ...base, SMTP_URL: 'smtps://u:p%40ss@mail.exemple.fr' }).smtpUrl, 'smtps://u:p%40ss@mail.exemple.fr');
  for (const bad of ['http://mail.exemple.fr', 'mail.exemple.fr:587', 'smtp://']) {
    assert.throws(() => loadConfig({ ...base, SMTP_URL: bad }), /SMTP_URL doit être une adresse smtp:\/\/… ou smtps:\/\/…/, bad);
  }
});
