// Files live in the database (server/storage/): chunked, streamed, served by every instance, and the
// files earlier versions left under VOLANT_VAR_DIR are moved in at start.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import type { JsonLd } from '../../../src/shared/api/hydra';
import type { LearnerDocument } from '../../../src/modules/learners/types';
import { createApp } from '../../../server/app';
import { CHUNK_BYTES } from '../../../server/storage/database-store';
import { moveLocalFilesIntoStore } from '../../../server/storage/local-files';
import { withStoredFile } from '../../../server/core/uploads';
import { bearer, bulkyPdf, createTestApp, signIn, type TestApp } from '../helpers';

let t: TestApp;
before(async () => {
  t = await createTestApp();
});
after(() => t.close());

/** The bytes of a stream, read to the end. */
async function bytesOf(stream: ReadableStream<Uint8Array>): Promise<Buffer> {
  return Buffer.from(await new Response(stream).arrayBuffer());
}

/** A source that hands the bytes over in uneven pieces, as a network body does. */
async function* pieces(bytes: Buffer): AsyncGenerator<Uint8Array> {
  for (let at = 0, n = 1; at < bytes.length; n += 1) {
    const size = Math.min(bytes.length - at, 1000 * n * n);
    yield bytes.subarray(at, at + size);
    at += size;
  }
}

const chunkRows = (key: string) => t.deps.db.selectFrom('stored_file_chunks').select(['seq', 'data']).where('file_key', '=', key).orderBy('seq').execute();

describe('the database file store', () => {
  test('a file of several chunks goes in as pieces arrive and comes back identical, chunk by chunk', async () => {
    const bytes = randomBytes(4 * CHUNK_BYTES + 12_345);
    const info = await t.deps.files.put('test/big.bin', pieces(bytes), 'application/octet-stream');
    assert.deepEqual(info, { size: bytes.length, mimeType: 'application/octet-stream' });
    const rows = await chunkRows('test/big.bin');
    assert.deepEqual(rows.map((r) => r.seq), [0, 1, 2, 3, 4]);
    assert.deepEqual(rows.map((r) => r.data.byteLength), [CHUNK_BYTES, CHUNK_BYTES, CHUNK_BYTES, CHUNK_BYTES, 12_345]);
    const opened = await t.deps.files.get('test/big.bin');
    assert.ok(opened);
    assert.equal(opened.size, bytes.length);
    assert.ok((await bytesOf(opened.stream)).equals(bytes));
    await t.deps.files.delete('test/big.bin');
    assert.equal(await t.deps.files.get('test/big.bin'), null);
    assert.equal((await chunkRows('test/big.bin')).length, 0);
  });

  test('a put that fails half way leaves nothing behind', async () => {
    async function* broken(): AsyncGenerator<Uint8Array> {
      yield randomBytes(CHUNK_BYTES + 10);
      throw new Error('connexion coupée');
    }
    await assert.rejects(t.deps.files.put('test/broken.bin', broken(), 'application/octet-stream'), /connexion coupée/);
    assert.equal(await t.deps.files.exists('test/broken.bin'), false);
    assert.equal((await chunkRows('test/broken.bin')).length, 0);
  });

  test('a document uploaded through one instance is served by another one with its own var folder', async () => {
    const otherVar = await mkdtemp(join(tmpdir(), 'volant-other-'));
    try {
      const other = createApp({ ...t.deps, config: { ...t.deps.config, varDir: otherVar } });
      const { token } = await signIn(t.app, 'secretariat@volant.test');
      const learner = await t.deps.db.selectFrom('learners').select('id').where('structure_id', '=', t.ids.centre.structureId).where('agency_id', '=', t.ids.centre.agencies.orleans).where('archived', '=', 0).executeTakeFirstOrThrow();
      const type = await t.deps.db.selectFrom('document_types').select('id').where('code', '=', 'IDENTITE').executeTakeFirstOrThrow();
      const pdf = bulkyPdf(CHUNK_BYTES + 999);
      const form = new FormData();
      form.set('learner', String(learner.id));
      form.set('documentType', String(type.id));
      form.set('title', 'Carte d’identité');
      form.set('file', new File([pdf], 'cni.pdf', { type: 'application/pdf' }));
      const created = await t.app.request('/api/document/document-upload', bearer(token, { method: 'POST', body: form }));
      assert.equal(created.status, 201);
      const doc = (await created.json()) as JsonLd<LearnerDocument>;
      const served = await other.request(doc.file.url, bearer(token));
      assert.equal(served.status, 200);
      assert.equal(served.headers.get('content-length'), String(pdf.length));
      assert.ok(Buffer.from(await served.arrayBuffer()).equals(pdf));
    } finally {
      await rm(otherVar, { recursive: true, force: true });
    }
  });
});

describe('a file stored for a write (withStoredFile)', () => {
  const upload = () => ({ file: new File([new Uint8Array([0x25, 0x50, 0x44, 0x46, 1, 2, 3])], 'piece.pdf', { type: 'application/pdf' }), mimeType: 'application/pdf' });

  test('stays when the write succeeds, and is removed again when the write fails', async () => {
    const kept = await withStoredFile(t.deps, 42, upload(), async (stored) => stored.storageKey);
    assert.ok(await t.deps.files.exists(kept));
    let refusedKey = '';
    await assert.rejects(
      withStoredFile(t.deps, 42, upload(), async (stored) => {
        refusedKey = stored.storageKey;
        assert.ok(await t.deps.files.exists(refusedKey), 'stored before the write runs');
        throw new Error('écriture refusée');
      }),
      /écriture refusée/,
    );
    assert.notEqual(refusedKey, '');
    assert.equal(await t.deps.files.exists(refusedKey), false, 'no file is left that no row names');
  });
});

describe('files of earlier versions under VOLANT_VAR_DIR', () => {
  test('are moved into the store at start, once, with what was moved logged', async () => {
    const uploads = join(t.deps.config.varDir, 'uploads', '42');
    await mkdir(uploads, { recursive: true });
    await mkdir(join(t.deps.config.varDir, 'exports'), { recursive: true });
    const scan = Buffer.concat([Buffer.from('%PDF-1.4\n'), randomBytes(3 * CHUNK_BYTES)]);
    await writeFile(join(uploads, 'scan.pdf'), scan);
    await writeFile(join(uploads, 'photo.jpg'), Buffer.from([0xff, 0xd8, 0xff, 1, 2, 3]));
    await writeFile(join(t.deps.config.varDir, 'exports', '42-7.zip'), Buffer.from('PK\x03\x04zip'));
    // A start cut short after copying this one: it is already in the store, and is only deleted.
    await t.deps.files.put('42/photo.jpg', pieces(Buffer.from([0xff, 0xd8, 0xff, 1, 2, 3])), 'image/jpeg');

    const lines: string[] = [];
    assert.equal(await moveLocalFilesIntoStore(t.deps, (line) => lines.push(line)), 3);
    assert.ok(lines.some((l) => l.includes('uploads/42/scan.pdf')));
    assert.ok(lines.some((l) => /2 fichiers de .*uploads déplacés dans la base de données\./.test(l)), lines.join('\n'));
    assert.ok(lines.some((l) => /1 fichier de .*exports déplacé dans la base de données\./.test(l)), lines.join('\n'));

    const moved = await t.deps.files.get('42/scan.pdf');
    assert.equal(moved?.mimeType, 'application/pdf');
    assert.ok(moved && (await bytesOf(moved.stream)).equals(scan));
    assert.equal((await t.deps.files.get('exports/42-7.zip'))?.mimeType, 'application/zip');
    assert.equal((await t.deps.files.get('42/photo.jpg'))?.mimeType, 'image/jpeg');
    assert.ok(!existsSync(join(uploads, 'scan.pdf')));

    const again: string[] = [];
    assert.equal(await moveLocalFilesIntoStore(t.deps, (line) => again.push(line)), 0);
    assert.deepEqual(again, []);
  });
});
