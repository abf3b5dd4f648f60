// Rolling upgrades (issue 36): a database migrated by a later release — one more executed migration
// this build does not know, and the column it added — is served by this build (the previous release
// of that later one): it starts, reads and writes. A later « contract » migration that removed what
// this build still uses (a name ending `@<level>` above its SCHEMA_LEVEL) is refused at start with a
// French message, before anything is served. docs/operations.md says how an upgrade goes.
// test/run.mjs runs it after the build, only where PostgreSQL's binaries are installed.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { SCHEMA_LEVEL } from '../../server/db/migrations/index';
import { apiOf, freePort, ready, signInHttp, spawnServer, type ServerProcess } from '../reliability/server';
import { findPostgresBin, startPostgres, type Postgres } from './postgres';

const DATABASE = 'volant_upgrade';
const dirs: string[] = [];
const servers: ServerProcess[] = [];
let postgres: Postgres;

async function instance(): Promise<ServerProcess> {
  const varDir = mkdtempSync(join(tmpdir(), 'volant-upgrade-'));
  dirs.push(varDir);
  const server = spawnServer(
    { DATABASE_URL: postgres.url(DATABASE), VOLANT_VAR_DIR: varDir, VOLANT_JWT_SECRET: 'montee-'.repeat(8), VOLANT_LEDGER_KEY: 'b'.repeat(64) },
    await freePort(),
  );
  servers.push(server);
  return server;
}

/** What a later release's migration leaves: its row in Kysely's bookkeeping table (and its schema change). */
const executedByLaterRelease = (name: string) =>
  postgres.query(DATABASE, `insert into kysely_migration (name, timestamp) values ($1, $2)`, [name, new Date().toISOString()]);

before(async () => {
  const bin = findPostgresBin();
  assert.ok(bin, 'PostgreSQL binaries (/usr/lib/postgresql/*/bin) are needed: test/run.mjs runs this suite only where they are');
  postgres = await startPostgres(bin);
  await postgres.createDatabase(DATABASE);
  const first = await instance();
  await ready(first);
  await first.stop();
});

after(async () => {
  for (const server of servers) await server.stop();
  postgres?.destroy();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

test('a database a later release expanded (a new column, its migration unknown here) is served by this build: start, read, write', async () => {
  await postgres.query(DATABASE, 'alter table learners add column nickname text');
  await executedByLaterRelease('0990_learners_nickname');
  const server = await instance();
  await ready(server);
  const { token } = await signInHttp(server.url, 'gerant@volant.test');
  const api = apiOf(server.url, token);
  const agencies = await api.json<{ 'hydra:member': { id: number }[] }>('/api/agencies');
  const lastName = `Montee${randomBytes(3).toString('hex')}`;
  const created = await api.post('/api/learners', {
    civility: null, firstName: 'Version', lastName, email: null, phone: null, birthDate: null, birthPlace: null,
    address: null, postalCode: null, city: null, neph: null, isProspect: true, registration: null, agency: agencies['hydra:member'][0]!.id,
  });
  assert.equal(created.status, 201, await created.clone().text());
  const { id } = (await created.json()) as { id: number };
  assert.equal((await api.json<{ lastName: string }>(`/api/learners/${id}`)).lastName, lastName);
  await server.stop();
  assert.equal(await server.exited, 0);
});

test('a later contract migration that removed what this build uses is refused at start, with a French message', async () => {
  await executedByLaterRelease(`0991_drop_learners_legacy@${SCHEMA_LEVEL + 1}`);
  const server = await instance();
  assert.equal(await server.exited, 1, 'the start fails');
  assert.match(server.output(), /Impossible de démarrer Volant : La base a été migrée par une version plus récente de Volant/);
  assert.match(server.output(), new RegExp(`0991_drop_learners_legacy@${SCHEMA_LEVEL + 1}`));
});
