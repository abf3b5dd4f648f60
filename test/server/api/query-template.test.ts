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
});
