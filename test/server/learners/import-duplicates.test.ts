// The learners' import finds duplicates at the check step (issue #24 point 19): a line repeating an
// earlier one (same e-mail, or same name and birth date) and a learner already there (same e-mail);
// the import then needs the user's choice: skip them, import them anyway, or update the learners.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { ImportPreview, ImportResult } from '../../../src/modules/data-transfer/types';
import type { ErrorBody } from '../../../src/shared/api/hydra';
import { bearer, createTestApp, signIn, type TestApp } from '../helpers';

let t: TestApp;
let gerant: string;
let known: { id: number; email: string; first_name: string };
before(async () => {
  t = await createTestApp();
  gerant = (await signIn(t.app, 'gerant@volant.test')).token;
  const row = await t.deps.db
    .selectFrom('learners')
    .select(['id', 'email', 'first_name'])
    .where('structure_id', '=', t.ids.centre.structureId)
    .where('email', 'is not', null)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  known = { id: row.id, email: row.email!, first_name: row.first_name };
});
after(() => t.close());

async function upload<T>(path: string, csv: string, status: number, duplicates?: string): Promise<T> {
  const form = new FormData();
  form.set('file', new File([csv], 'apprenants.csv', { type: 'text/csv' }));
  if (duplicates) form.set('duplicates', duplicates);
  const res = await t.app.request(`/api${path}`, bearer(gerant, { method: 'POST', body: form }));
  const body = (await res.json()) as T;
  assert.equal(res.status, status, JSON.stringify(body));
  return body;
}

/** The file; `tag` makes its new learners new again for each import. */
const file = (tag = '') =>
  [
    'prenom;nom;agence;email;date_naissance;formation;telephone',
    `Inès;Garnier${tag};Blois;ines.garnier${tag}@exemple.fr;04/05/2006;B;`,
    `Ines;GARNIER${tag.toUpperCase()};Blois;;04/05/2006;B;`, // the same person again (name and birth date, accents and case aside)
    `Paul;Roche;Blois;ines.garnier${tag}@exemple.fr;;B;`, // the same e-mail as line 2
    `Nouveau;Prénom;Blois;${known.email.toUpperCase()};;B;06 11 22 33 44`, // an existing learner's e-mail
    `Zoé;Lambert;Tours;zoe.lambert${tag}@exemple.fr;;A2;`,
  ].join('\n');

const count = async () => Number((await t.deps.db.selectFrom('learners').select((eb) => eb.fn.countAll<number>().as('n')).where('structure_id', '=', t.ids.centre.structureId).executeTakeFirstOrThrow()).n);

describe('duplicates in a learners’ import', () => {
  test('the check lists them: repeated lines of the file and existing learners', async () => {
    const preview = await upload<ImportPreview>('/imports/learners/preview', file(), 200);
    assert.equal(preview.valid, 5);
    assert.deepEqual(
      preview.duplicates.map((d) => [d.line, d.reason, d.firstLine, d.learner?.id ?? null]),
      [
        [3, 'file', 2, null],
        [4, 'file', 2, null],
        [5, 'existing', null, known.id],
      ],
    );
  });

  test('without a choice the import is refused on the duplicates field, nothing written', async () => {
    const before = await count();
    const body = await upload<ErrorBody>('/imports/learners', file(), 422);
    assert.equal(body.violations?.[0]?.propertyPath, 'duplicates');
    assert.equal(await count(), before);
  });

  test('skip leaves them out; update changes the existing learner; import anyway writes every line', async () => {
    let before = await count();
    const skipped = await upload<ImportResult>('/imports/learners', file('a'), 201, 'skip');
    assert.deepEqual([skipped.imported, skipped.updated, skipped.skipped], [2, 0, 3]);
    assert.equal(await count(), before + 2);

    before = await count();
    const updated = await upload<ImportResult>('/imports/learners', file('b'), 201, 'update');
    assert.deepEqual([updated.imported, updated.updated, updated.skipped], [2, 1, 2]);
    assert.equal(await count(), before + 2);
    const learner = await t.deps.db.selectFrom('learners').select(['first_name', 'last_name', 'phone', 'email']).where('id', '=', known.id).executeTakeFirstOrThrow();
    assert.deepEqual([learner.first_name, learner.last_name, learner.phone, learner.email], ['Nouveau', 'Prénom', '06 11 22 33 44', known.email]);

    before = await count();
    const all = await upload<ImportResult>('/imports/learners', file('c'), 201, 'import');
    assert.deepEqual([all.imported, all.updated, all.skipped], [5, 0, 0]);
    assert.equal(await count(), before + 5);
  });

  test('a file without duplicates needs no choice', async () => {
    const done = await upload<ImportResult>('/imports/learners', 'prenom;nom;agence\nMarc;Unique;Blois\n', 201);
    assert.deepEqual([done.imported, done.updated, done.skipped], [1, 0, 0]);
  });
});
