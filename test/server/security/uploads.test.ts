// Uploaded files (issue #20, PDF finding): a PDF whose opening runs JavaScript was accepted as a
// learner's document and served inline from the API's origin. PDFs with active content are refused
// at upload, whatever their encoding (compressed object streams, escaped names), and every uploaded
// file is sent back as a sandboxed attachment that the browser may not sniff.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { PDFDocument, PDFName, PDFString } from 'pdf-lib';
import type { ErrorBody } from '../../../src/shared/api/hydra';
import { bearer, createTestApp, signIn, tinyPdf, type TestApp } from '../helpers';

let t: TestApp;
let gerant: string;
let fields: Record<string, string>;

before(async () => {
  t = await createTestApp();
  gerant = (await signIn(t.app, 'gerant@volant.test')).token;
  const learner = await t.deps.db.selectFrom('learners').select('id').where('agency_id', '=', t.ids.centre.agencies.orleans).executeTakeFirstOrThrow();
  const type = await t.deps.db.selectFrom('document_types').select('id').where('code', '=', 'IDENTITE').executeTakeFirstOrThrow();
  fields = { learner: String(learner.id), documentType: String(type.id), title: 'Pièce' };
});
after(() => t.close());

const upload = (bytes: Uint8Array<ArrayBuffer>) => {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.set(key, value);
  form.set('file', new File([bytes], 'piece.pdf', { type: 'application/pdf' }));
  return t.app.request('/api/document/document-upload', bearer(gerant, { method: 'POST', body: form }));
};

/** A one-page PDF made by pdf-lib, changed by `edit` (object streams: compressed, as most writers do). */
async function pdf(edit: (doc: PDFDocument) => void, useObjectStreams = true): Promise<Uint8Array<ArrayBuffer>> {
  const doc = await PDFDocument.create();
  doc.addPage();
  edit(doc);
  return new Uint8Array(await doc.save({ useObjectStreams }));
}

const javaScriptOnOpen = (doc: PDFDocument) => doc.catalog.set(PDFName.of('OpenAction'), doc.context.obj({ S: 'JavaScript', JS: PDFString.of('app.alert(1)') }));

test('PDFs that run scripts, act on opening or launch programs are refused', async () => {
  const hostile: Record<string, Uint8Array<ArrayBuffer>> = {
    'JavaScript on opening (compressed object stream)': await pdf(javaScriptOnOpen),
    'a page’s additional actions': await pdf((doc) => doc.getPage(0).node.set(PDFName.of('AA'), doc.context.obj({ O: { S: 'URI', URI: PDFString.of('http://evil.test') } }))),
    'a link that launches a program': await pdf((doc) => {
      const link = doc.context.register(doc.context.obj({ Type: 'Annot', Subtype: 'Link', Rect: [0, 0, 100, 100], A: { S: 'Launch', F: PDFString.of('calc.exe') } }));
      doc.getPage(0).node.set(PDFName.of('Annots'), doc.context.obj([link]));
    }),
    'an action on opening that opens a web page': await pdf((doc) => doc.catalog.set(PDFName.of('OpenAction'), doc.context.obj({ S: 'URI', URI: PDFString.of('http://evil.test') }))),
  };
  // The same script with its names escaped (`/#4aavaScript`, `/#4a#53`), as a reader still reads them.
  const escaped = new TextDecoder('latin1').decode(await pdf(javaScriptOnOpen, false)).replace('/JavaScript', '/#4aavaScript').replace('/JS', '/#4a#53');
  assert.ok(!escaped.includes('/JavaScript') && !escaped.includes('/JS'));
  hostile['escaped names'] = new Uint8Array(Buffer.from(escaped, 'latin1'));
  for (const [what, bytes] of Object.entries(hostile)) {
    const res = await upload(bytes);
    const body = (await res.json()) as ErrorBody;
    assert.equal(res.status, 422, what);
    assert.deepEqual(body.violations?.map((v) => v.propertyPath), ['file'], what);
    assert.match(body.detail ?? '', /contenu actif/, what);
  }
  const stored = await t.deps.db.selectFrom('documents').select('id').where('learner_id', '=', Number(fields.learner)).execute();
  assert.deepEqual(stored, []);
});

test('a plain PDF (opening at its first page) is accepted and sent back as a sandboxed attachment', async () => {
  const bytes = await pdf((doc) => doc.catalog.set(PDFName.of('OpenAction'), doc.context.obj([doc.getPage(0).ref, PDFName.of('Fit')])));
  const res = await upload(bytes);
  assert.equal(res.status, 201);
  const doc = (await res.json()) as { file: { url: string } };
  const file = await t.app.request(doc.file.url, bearer(gerant));
  assert.equal(file.status, 200);
  assert.equal(file.headers.get('content-type'), 'application/pdf');
  assert.match(file.headers.get('content-disposition') ?? '', /^attachment; filename="piece\.pdf"/);
  assert.equal(file.headers.get('x-content-type-options'), 'nosniff');
  assert.equal(file.headers.get('content-security-policy'), "sandbox; default-src 'none'");
  assert.deepEqual(new Uint8Array(await file.arrayBuffer()), bytes);
});

test('issue 36 S10: a file that only starts like a PDF (%PDF-1.4 then HTML, or no catalog, page or end marker) is refused in French', async () => {
  const fakes: Record<string, string> = {
    'HTML behind a PDF header': '%PDF-1.4\n<html><body><script>alert(document.domain)</script></body></html>\n',
    'a header and an end marker only': '%PDF-1.4\n%%EOF\n',
    'a trailer without a catalog': '%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF',
    'a catalog without any page': '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
  };
  const whole = tinyPdf();
  fakes['a whole PDF cut before its end'] = whole.subarray(0, whole.length - 7).toString('latin1');
  for (const [what, text] of Object.entries(fakes)) {
    const res = await upload(new Uint8Array(Buffer.from(text, 'latin1')));
    const body = (await res.json()) as ErrorBody;
    assert.equal(res.status, 422, what);
    assert.deepEqual(body.violations?.map((v) => v.propertyPath), ['file'], what);
    assert.equal(body.detail, 'Ce fichier PDF est illisible ou endommagé.', what);
  }
  assert.equal((await upload(new Uint8Array(whole))).status, 201, 'a whole PDF is accepted');
});
