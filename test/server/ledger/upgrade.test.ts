// An installation upgraded to the keyed chain: its events written before the ledger key keep their
// plain SHA-256 hashes (the log is never rewritten), migration 0250 seals the head of each chain with
// the key, and from then on rewriting those earlier events, or slipping an unkeyed event in, is caught.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { Migrator, sql } from 'kysely';
import { loadConfig } from '../../../server/config';
import { openDatabase } from '../../../server/db/database';
import { migrateToLatest } from '../../../server/db/migrate';
import { migrations } from '../../../server/db/migrations/index';
import { auditLedger } from '../../../server/resources/ledger/audit';
import { appendEvent, headsNotSealedBy } from '../../../server/resources/ledger/chain';
import { canonicalJson, GENESIS_HASH, hashEvent, type ChainEvent } from '../../../src/shared/ledger/verify';

test('pre-key events verify after the upgrade, and cannot be rewritten or added to unseen', async () => {
  const config = loadConfig({ VOLANT_DB_FILE: ':memory:' });
  const { db, close } = await openDatabase(config);
  try {
    // The schema as it was before the keyed chain: every migration but 0250 (and 0252, the book, which came later).
    const { '0250_ledger_keyed': keyed, '0252_ledger_book': book, ...before } = migrations({ ledgerKey: config.ledgerKey });
    assert.ok(keyed && book);
    const old = await new Migrator({ db, provider: { getMigrations: async () => before }, allowUnorderedMigrations: true }).migrateToLatest();
    assert.equal(old.error, undefined);
    const { id: structureId } = await db.insertInto('structures').values({ name: 'Ancienne', code_client: 'OLD-1' }).returning('id').executeTakeFirstOrThrow();

    // Three events as the previous version wrote them: plain SHA-256, no scheme, no digest.
    let previousHash = GENESIS_HASH;
    for (const seq of [1, 2, 3]) {
      const event: ChainEvent = {
        structureId, seq, eventType: 'document.printed', documentType: 'invoice', documentId: seq, documentNumber: `F-2025-0000${seq}`,
        amountCents: 1000 * seq, payload: canonicalJson({ channel: 'download', copy: 1, duplicate: false }), userId: null,
        createdAt: `2025-06-0${seq}T10:00:00.000Z`, previousHash, scheme: 1, documentDigest: null,
      };
      const hash = hashEvent(event, config.ledgerKey);
      const { scheme: _scheme, documentDigest: _digest, ...columns } = event;
      await sql`insert into ledger_events (structure_id, seq, event_type, document_type, document_id, document_number, amount_cents, payload, user_id, created_at, previous_hash, hash)
        values (${columns.structureId}, ${columns.seq}, ${columns.eventType}, ${columns.documentType}, ${columns.documentId}, ${columns.documentNumber}, ${columns.amountCents}, ${columns.payload}, ${null}, ${columns.createdAt}, ${previousHash}, ${hash})`.execute(db);
      previousHash = hash;
    }
    await sql`insert into ledger_sequences (structure_id, kind, last_value, last_hash) values (${structureId}, 'event', 3, ${previousHash})`.execute(db);

    await migrateToLatest(db, { ledgerKey: config.ledgerKey });
    const upgraded = await auditLedger(db, structureId, config);
    assert.deepEqual(upgraded.findings, []);
    assert.equal(upgraded.lastSeq, 3);
    assert.deepEqual((await db.selectFrom('ledger_events').select('scheme').orderBy('seq').execute()).map((r) => r.scheme), [1, 1, 1]);
    // The head is sealed with this key, not another (what the server checks at start).
    assert.equal(await headsNotSealedBy(db, config.ledgerKey), 0);
    assert.equal(await headsNotSealedBy(db, 'another-instance-key'.padEnd(40, '!')), 1);

    // New events are keyed and follow the old ones.
    await db.transaction().execute((trx) =>
      appendEvent(trx, config.ledgerKey, { structureId, userId: null, type: 'archive.exported', payload: { from: '2025-01-01', to: '2025-12-31' }, createdAt: new Date().toISOString() }),
    );
    assert.deepEqual((await auditLedger(db, structureId, config)).findings, []);

    // An intruder rewrites an old event and the plain chain after it: the keyed event that follows no longer holds.
    await sql`drop trigger ledger_events_no_update`.execute(db);
    await sql`update ledger_events set amount_cents = 1, hash = ${'e'.repeat(64)} where seq = 3`.execute(db);
    await sql`update ledger_events set previous_hash = ${'e'.repeat(64)} where seq = 4`.execute(db);
    const rewritten = await auditLedger(db, structureId, config);
    assert.deepEqual(rewritten.findings.map((f) => [f.kind, f.seq]), [['hash-mismatch', 3], ['hash-mismatch', 4]]);

    // An unkeyed event after a keyed one is refused, whatever its hash.
    const last = await db.selectFrom('ledger_events').selectAll().where('seq', '=', 4).executeTakeFirstOrThrow();
    const slipped: ChainEvent = { ...canonicalFields(last), seq: 5, previousHash: last.hash, scheme: 1, documentDigest: null };
    await sql`insert into ledger_events (structure_id, seq, event_type, payload, created_at, previous_hash, hash, scheme)
      values (${structureId}, 5, ${slipped.eventType}, ${slipped.payload}, ${slipped.createdAt}, ${last.hash}, ${hashEvent(slipped, '')}, 1)`.execute(db);
    const kinds = (await auditLedger(db, structureId, config)).findings.map((f) => [f.kind, f.seq]);
    assert.deepEqual(kinds.filter(([, seq]) => seq === 5), [['scheme-downgrade', 5], ['head-mismatch', 5]]);
  } finally {
    await close();
  }
});

function canonicalFields(row: { structure_id: number; seq: number; event_type: string; payload: string; created_at: string }): ChainEvent {
  return {
    structureId: row.structure_id, seq: row.seq, eventType: row.event_type, documentType: null, documentId: null, documentNumber: null,
    amountCents: null, payload: row.payload, userId: null, createdAt: row.created_at, previousHash: '', scheme: 1, documentDigest: null,
  };
}
