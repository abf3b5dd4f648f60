// A database that cannot answer is a 503 with Retry-After, never a 500; a wrong query stays what it
// is. The errors are real ones: pg refused by a port nobody listens on, and PostgreSQL's own error
// for a wrong statement when DATABASE_URL_TEST is set.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { Hono } from 'hono';
import pg from 'pg';
import { handleApiError } from '../../../server/core/errors';
import { GuardedPool } from '../../../server/db/pg-pool';
import { DatabaseUnavailableError, isDatabaseUnavailable, isServerSilent, isUnavailability } from '../../../server/db/unavailable';
import { freePort } from '../../reliability/server';

const settings = async () => ({ url: `postgres://volant@127.0.0.1:${await freePort()}/volant`, connectTimeoutMs: 1000, statementTimeoutMs: 1000, poolSize: 2 });

test('a refused connection is an unavailable database, and the pool says so', async () => {
  const client = new pg.Client({ connectionString: (await settings()).url });
  const refused = await client.connect().then(() => null, (error: unknown) => error);
  assert.ok(isUnavailability(refused), String(refused));
  assert.ok(isServerSilent(refused), 'a refused connection opens the circuit');

  const pool = new GuardedPool(await settings(), () => undefined);
  try {
    const error = await pool.connect().then(() => null, (e: unknown) => e);
    assert.ok(error instanceof DatabaseUnavailableError);
    assert.ok(isDatabaseUnavailable(new Error('Échec de la migration', { cause: error })), 'found through causes');
  } finally {
    await pool.end();
  }
});

test('the API answers an unavailable database with a French 503 problem and Retry-After', async () => {
  const app = new Hono().get('/x', () => {
    throw new DatabaseUnavailableError(new Error('connect ECONNREFUSED'));
  });
  app.onError(handleApiError);
  const res = await app.request('/x');
  assert.equal(res.status, 503);
  assert.ok(Number(res.headers.get('Retry-After')) > 0);
  const body = (await res.json()) as { detail: string };
  assert.match(body.detail, /base de données est momentanément indisponible/);
});

test('a wrong statement is not an unavailable database', { skip: !process.env.DATABASE_URL_TEST && 'DATABASE_URL_TEST is not set' }, async () => {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL_TEST });
  await client.connect();
  try {
    const wrong = await client.query('select * from no_such_table_anywhere').then(() => null, (error: unknown) => error);
    assert.ok(wrong instanceof Error);
    assert.equal(isUnavailability(wrong), false);
    assert.equal(isServerSilent(wrong), false);
  } finally {
    await client.end();
  }
});
