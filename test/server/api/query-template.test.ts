import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { sql } from 'kysely';
import { QueryTemplate } from '../../../server/db/query-template';
import { createTestApp, type TestApp } from '../helpers';

let t: TestApp;
before(async () => {
  t = await createTestApp();
});
after(() => t.close());

/** The learners of a structure among some ids, with a constant of the query's own (`archived = 0`). */
const learnersAmong = new QueryTemplate((db, structureId: number, ids: readonly number[]) =>
  db.selectFrom('learners').select(['id', 'structure_id']).where('structure_id', '=', structureId).where('archived', '=', 0).where('id', 'in', ids).orderBy('id'),
);

describe('QueryTemplate: a read compiled once per shape, run with each call’s values', () => {
  test('answers what the builder answers, for each call’s values and each length of its lists', async () => {
    const { structureId } = t.ids.centre;
    const rows = await t.deps.db.selectFrom('learners').select(['id', 'structure_id', 'archived']).orderBy('id').limit(40).execute();
    const ids = rows.map((r) => r.id);
    const builder = (structure: number, among: number[]) =>
      t.deps.db.selectFrom('learners').select(['id', 'structure_id']).where('structure_id', '=', structure).where('archived', '=', 0).where('id', 'in', among).orderBy('id').execute();
    for (const [structure, among] of [
      [structureId, ids.slice(0, 3)],
      [structureId, ids.slice(10, 13)],
      [structureId, ids.slice(0, 7)],
      [t.ids.port.structureId, ids.slice(0, 7)],
      [structureId, [ids[5]!]],
    ] as const) {
      const expected = await builder(structure, [...among]);
      assert.deepEqual(await learnersAmong.execute(t.deps.db, structure, among), expected);
    }
    assert.ok((await learnersAmong.execute(t.deps.db, structureId, ids.slice(0, 3))).length > 0, 'the comparison was not between empty answers');
    assert.equal(await learnersAmong.executeTakeFirst(t.deps.db, structureId, [0]), undefined);
  });

  test('PostgreSQL: a shape with short lists runs as a named prepared statement of its connection, a long list does not', async (ctx) => {
    if (t.deps.dialect !== 'postgres') return ctx.skip('PostgreSQL only');
    const { structureId } = t.ids.centre;
    const long = Array.from({ length: 40 }, (_, i) => i + 1);
    await t.deps.db.transaction().execute(async (trx) => {
      await learnersAmong.execute(trx, structureId, [1, 2]);
      await learnersAmong.execute(trx, structureId, [3, 4]);
      await learnersAmong.execute(trx, structureId, long);
      const { rows } = await sql<{ statement: string }>`select statement from pg_prepared_statements where statement like ${'%"learners"%"archived" = $2%'}`.execute(trx);
      const statements = rows.map((r) => r.statement);
      assert.equal(statements.filter((text) => text.endsWith('in ($3, $4) order by "id"')).length, 1, statements.join('\n'));
      assert.ok(!statements.some((text) => text.includes('$42')), 'the 40 learners list is not kept prepared');
    });
  });

  test('a placeholder the query does not take as a value is refused when its shape is compiled', async () => {
    const misused = new QueryTemplate((db, id: number) => db.selectFrom('learners').select('id').where('id', '=', id === 0 ? 0 : 1));
    await assert.rejects(() => misused.execute(t.deps.db, 5), /do not reach the parameters/);
  });

  test('a write: compiled once per set of columns, its values each run’s, and it moves the write generation on every run', async () => {
    const { structureId } = t.ids.centre;
    const agencyId = t.ids.centre.agencies.orleans;
    const setOf = new QueryTemplate((db, set: Readonly<Record<string, string | null>>, id: number, structure: number, agencies: readonly number[]) =>
      db.updateTable('learners').set(set).where('id', '=', id).where('structure_id', '=', structure).where('agency_id', 'in', agencies),
    );
    const [first, second] = await t.deps.db.selectFrom('learners').select('id').where('structure_id', '=', structureId).where('agency_id', '=', agencyId).orderBy('id').limit(2).execute();
    const writes = t.deps.cache.writes;
    for (const [id, set] of [
      [first!.id, { phone: '0601010101' }],
      [second!.id, { phone: '0602020202' }],
      [first!.id, { phone: '0603030303', city: 'Lyon' }],
      [second!.id, { city: 'Nantes', phone: null }],
      [first!.id, { phone: '0604040404' }],
    ] as const) {
      const [value, access] = [writes.value, writes.access];
      const { numAffectedRows } = await setOf.run(t.deps.db, set, id, structureId, [agencyId]);
      assert.equal(numAffectedRows, 1n);
      assert.equal(writes.value, value + 1, 'each run of a templated write moves the data generation once');
      assert.equal(writes.access, access, 'a write to learners leaves the access generation');
      const row = await t.deps.db.selectFrom('learners').select(['phone', 'city']).where('id', '=', id).executeTakeFirstOrThrow();
      assert.deepEqual({ ...row, ...set }, row, `the row holds the values of this run (${JSON.stringify(set)})`);
    }
    const { numAffectedRows } = await setOf.run(t.deps.db, { phone: '0605050505' }, first!.id, t.ids.port.structureId, [agencyId]);
    assert.equal(numAffectedRows, 0n, 'the values of the scope are this run’s too');
  });

  test('a templated write to an access table moves the access generation on every run', async () => {
    const renameAgency = new QueryTemplate((db, name: string, id: number) => db.updateTable('agencies').set({ name }).where('id', '=', id));
    const writes = t.deps.cache.writes;
    const agencyId = t.ids.port.agencyId;
    const name = (await t.deps.db.selectFrom('agencies').select('name').where('id', '=', agencyId).executeTakeFirstOrThrow()).name;
    for (const next of [`${name} (1)`, `${name} (2)`, name]) {
      const [value, access] = [writes.value, writes.access];
      await renameAgency.run(t.deps.db, next, agencyId);
      assert.deepEqual([writes.value, writes.access], [value + 1, access + 1]);
      assert.equal((await t.deps.db.selectFrom('agencies').select('name').where('id', '=', agencyId).executeTakeFirstOrThrow()).name, next);
    }
  });

  test('a record’s value the write does not take is refused when its shape is compiled', async () => {
    const misused = new QueryTemplate((db, set: Readonly<Record<string, string>>, id: number) => db.updateTable('learners').set({ phone: set.phone ?? null }).where('id', '=', id));
    await assert.rejects(() => misused.run(t.deps.db, { phone: '0601020304', city: 'Lyon' }, 1), /do not reach the parameters/);
  });
});
