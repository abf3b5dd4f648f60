import assert from 'node:assert/strict';
import { test } from 'node:test';
import { sql } from 'kysely';
import { loadConfig } from '../../../server/config';
import { openDatabase } from '../../../server/db/database';
import { migrateToLatest } from '../../../server/db/migrate';
import { migrations } from '../../../server/db/migrations/index';
import { containsExpr } from '../../../server/core/list-query';
import { syncReferenceData } from '../../../server/seed/reference';
import { createTestApp } from '../helpers';

const CORE_TABLES = [
  'agencies', 'billings', 'learners', 'outbox_emails', 'permissions', 'refresh_tokens', 'role_account_permissions',
  'role_accounts', 'sso_tickets', 'structures', 'trainings', 'user_agencies', 'users',
];

test('a fresh SQLite database applies every migration in name order, and migrating again changes nothing', async () => {
  const config = loadConfig({ VOLANT_DB_FILE: ':memory:' });
  const { db, close } = await openDatabase(config);
  const options = { ledgerKey: config.ledgerKey };
  try {
    await migrateToLatest(db, options);
    const tablesOnce = (await db.introspection.getTables()).map((t) => t.name).sort();
    await migrateToLatest(db, options);
    const tables = (await db.introspection.getTables()).map((t) => t.name).sort();
    assert.deepEqual(tables, tablesOnce);
    for (const core of CORE_TABLES) assert.ok(tables.includes(core), `core table ${core}`);
    const applied = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(db);
    assert.deepEqual(applied.rows.map((r) => r.name), Object.keys(migrations(options)).sort());
  } finally {
    await close();
  }
});

test('reference data: every permission has a French label, the seven trainings exist', async () => {
  const config = loadConfig({ VOLANT_DB_FILE: ':memory:' });
  const { db, close } = await openDatabase(config);
  try {
    await migrateToLatest(db, { ledgerKey: config.ledgerKey });
    await syncReferenceData(db);
    await syncReferenceData(db);
    const trainings = await db.selectFrom('trainings').select(['code', 'name']).orderBy('id').execute();
    assert.deepEqual(trainings.map((t) => t.code), ['B', 'A1', 'A2', 'C', 'C1', 'D', 'D1']);
    assert.equal(trainings[0]?.name, 'Permis B');
    const invoice = await db.selectFrom('permissions').selectAll().where('name', '=', 'isCreateInvoice').executeTakeFirst();
    assert.deepEqual(invoice, { name: 'isCreateInvoice', label: 'Créer une facture', category: 'Factures' });
  } finally {
    await close();
  }
});

test('constraints hold: foreign keys, unique e-mail, one billing per agency', async () => {
  const { deps, ids, close } = await createTestApp();
  try {
    await assert.rejects(
      deps.db.insertInto('agencies').values({ structure_id: 9999, name: 'Fantôme' }).execute(),
      /FOREIGN KEY|foreign key/i,
    );
    await assert.rejects(
      deps.db
        .insertInto('users')
        .values({ email: 'gerant@volant.test', password_hash: 'x', first_name: 'A', last_name: 'B', role: 'MANAGER', structure_id: ids.centre.structureId })
        .execute(),
      /UNIQUE|unique/i,
    );
    await assert.rejects(
      deps.db.insertInto('billings').values({ structure_id: ids.centre.structureId, agency_id: ids.centre.agencies.blois }).execute(),
      /UNIQUE|unique/i,
    );
  } finally {
    await close();
  }
});

test('defaults fill booleans and ISO timestamps', async () => {
  const { deps, close } = await createTestApp();
  try {
    const row = await deps.db
      .insertInto('structures')
      .values({ name: 'Nouvelle', code_client: 'NEW-1' })
      .returningAll()
      .executeTakeFirstOrThrow();
    assert.equal(row.mode_ants, 0);
    assert.equal(row.is_config_general, 0);
    assert.match(row.created_at, /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
  } finally {
    await close();
  }
});

test('containsExpr, the lists’ search, matches regardless of case and treats % and _ literally', async () => {
  const { deps, close } = await createTestApp();
  try {
    const names = async (value: string) =>
      (await deps.db.selectFrom('agencies').select('name').where(containsExpr(deps.dialect, 'agencies.name', value)).orderBy('name').execute()).map((r) => r.name);
    assert.deepEqual(await names('BLO'), ['Blois']);
    assert.deepEqual(await names('o%s'), []);
    assert.deepEqual(await names('_'), []);
  } finally {
    await close();
  }
});
