// Bounded work on CSV imports (issue #20 F8): a 900 000-column header held the server at 100 % CPU
// for more than 10 minutes. Files beyond the bounds are refused from their size before any parsing,
// and a large legal file is read by slices, so the server keeps answering other requests meanwhile.
import assert from 'node:assert/strict';
import { setImmediate } from 'node:timers/promises';
import { after, before, test } from 'node:test';
import type { ErrorBody } from '../../../src/shared/api/hydra';
import type { ImportPreview } from '../../../src/modules/data-transfer/types';
import { MAX_IMPORT_COLUMNS, MAX_IMPORT_LINE_BYTES } from '../../../server/resources/data-transfer/csv-import';
import { bearer, createTestApp, signIn, type TestApp } from '../helpers';

let t: TestApp;
let gerant: string;
before(async () => {
  t = await createTestApp();
  gerant = (await signIn(t.app, 'gerant@volant.test')).token;
});
after(() => t.close());

const preview = (content: string) => {
  const form = new FormData();
  form.set('file', new File([content], 'import.csv', { type: 'text/csv' }));
  return t.app.request('/api/imports/learners/preview', bearer(gerant, { method: 'POST', body: form }));
};

async function refusal(content: string): Promise<string> {
  const res = await preview(content);
  const body = (await res.json()) as ErrorBody;
  assert.equal(res.status, 422, JSON.stringify(body).slice(0, 200));
  assert.deepEqual(body.violations?.map((v) => v.propertyPath), ['file']);
  return body.detail ?? '';
}

test('a 900 000-column header is refused from its length, before parsing', async () => {
  const detail = await refusal(`prenom;nom;agence${';x'.repeat(900_000)}\nA;B;Blois\n`);
  assert.match(detail, /^La ligne 1 du fichier est trop longue \(10\s000 octets au plus\)/);
});

test('more columns than the bound, in the header or in a line, are refused', async () => {
  const wide = Array.from({ length: MAX_IMPORT_COLUMNS + 1 }, (_, i) => `c${i}`).join(';');
  const tooWide = `Le fichier contient plus de ${MAX_IMPORT_COLUMNS} colonnes : gardez seulement les colonnes à importer.`;
  assert.equal(await refusal(`${wide}\nA;B;Blois\n`), tooWide);
  assert.equal(await refusal(`prenom;nom;agence\nA;B;Blois\nA;B;Blois${';'.repeat(MAX_IMPORT_COLUMNS)}\n`), tooWide);
});

test('a line, or a quoted record over several lines, longer than the bound is refused', async () => {
  assert.match(await refusal(`prenom;nom;agence\nA;B;Blois\nA;${'b'.repeat(MAX_IMPORT_LINE_BYTES + 10)};Blois\n`), /^La ligne 3 du fichier est trop longue/);
  const quoted = `"${Array.from({ length: 30 }, () => 'b'.repeat(500)).join('\n')}"`;
  assert.match(await refusal(`prenom;nom;agence\nA;${quoted};Blois\n`), /trop longue/);
});

test('while a large legal file is read, the server keeps answering other requests', async () => {
  const lines = Array.from({ length: 99_999 }, (_, i) => `Prénom${i};Nom${i};Blois;eleve${i}@exemple.test;;2001-02-03;;B`);
  const file = `prenom;nom;agence;email;telephone;date_naissance;neph;formation\n${lines.join('\n')}\n`;
  let finished = false;
  const importing = Promise.resolve(preview(file)).finally(() => (finished = true));
  // One version check per turn of the event loop until the import answers: a file read in one go
  // lets none through while it is parsed and checked; read by slices, one goes through per slice.
  let answered = 0;
  while (!finished) {
    await setImmediate();
    const res = await t.app.request('/api/project-versions');
    assert.equal(res.status, 200);
    await res.body?.cancel();
    if (!finished) answered++;
  }
  const res = await importing;
  const body = (await res.json()) as ImportPreview;
  assert.equal(res.status, 200);
  assert.equal(body.total, 99_999);
  assert.equal(body.valid, 99_999);
  assert.ok(answered >= 50, `${answered} requests answered while 99 999 lines were read`);
});
