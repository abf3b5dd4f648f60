import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { strFromU8, unzipSync } from 'fflate';
import type { LedgerClosure, LedgerEvent, LedgerVerification } from '../../../src/modules/ledger/types';
import type { InvoiceDetails } from '../../../src/modules/invoices/types';
import type { HydraCollection } from '../../../src/shared/api/hydra';
import { loadChain } from '../../../server/resources/ledger/chain';
import { periodBounds } from '../../../server/resources/ledger/closures';
import { verifySignature } from '../../../server/resources/ledger/signing';
import { canonicalJson, GENESIS_HASH, hashEvent, sealHead, verifyChain, type StoredChainEvent } from '../../../src/shared/ledger/verify';
import { parisDate } from '../../../src/shared/i18n/paris-date';
import { createHash } from 'node:crypto';
import { createTestApp, signIn, type TestApp } from '../helpers';
import { apiAs, learnersOf, tvasOf, type Api } from './client';

const KEY = 'k'.repeat(40);

function chain(length: number): StoredChainEvent[] {
  const events: StoredChainEvent[] = [];
  let previousHash = GENESIS_HASH;
  for (let seq = 1; seq <= length; seq += 1) {
    const fields = {
      structureId: 1,
      seq,
      eventType: 'invoice.validated',
      documentType: 'invoice',
      documentId: seq,
      documentNumber: `F-2026-${String(seq).padStart(5, '0')}`,
      amountCents: 1000 * seq,
      payload: canonicalJson({ totalTtcCents: 1000 * seq, number: `F-2026-${seq}` }),
      userId: 7,
      createdAt: `2026-03-0${seq}T10:00:00.000Z`,
      previousHash,
      scheme: 2,
      documentDigest: null,
    };
    const hash = hashEvent(fields, KEY);
    events.push({ ...fields, hash });
    previousHash = hash;
  }
  return events;
}

const keyed = { key: KEY };

describe('verifyChain (pure)', () => {
  test('an intact chain verifies; canonical JSON sorts keys at every level', () => {
    const result = verifyChain(chain(5), keyed);
    assert.equal(result.ok, true);
    assert.equal(result.checked, 5);
    assert.equal(result.lastSeq, 5);
    assert.equal(verifyChain([], keyed).ok, true);
    assert.equal(canonicalJson({ b: 1, a: { d: [2, { z: 1, y: 2 }], c: null } }), '{"a":{"c":null,"d":[2,{"y":2,"z":1}]},"b":1}');
  });

  test('reports the first broken link: modified amount, modified payload, removed event, forged link', () => {
    const amount = chain(5);
    amount[2] = { ...amount[2]!, amountCents: 1 };
    assert.deepEqual([verifyChain(amount, keyed).firstBroken?.seq, verifyChain(amount, keyed).firstBroken?.reason], [3, 'hash-mismatch']);
    assert.equal(verifyChain(amount, keyed).checked, 2);

    const payload = chain(5);
    payload[1] = { ...payload[1]!, payload: canonicalJson({ totalTtcCents: 1, number: 'F-2026-2' }) };
    assert.equal(verifyChain(payload, keyed).firstBroken?.seq, 2);

    const gap = chain(5);
    gap.splice(3, 1);
    const broken = verifyChain(gap, keyed).firstBroken;
    assert.deepEqual([broken?.seq, broken?.reason], [4, 'sequence-gap']);
    assert.match(broken?.message ?? '', /n° 4 est manquant/);

    const forged = chain(5);
    const fields = { ...forged[3]!, previousHash: GENESIS_HASH };
    forged[3] = { ...fields, hash: hashEvent(fields, KEY) };
    assert.equal(verifyChain(forged, keyed).firstBroken?.reason, 'previous-hash-mismatch');

    const reordered = chain(3);
    reordered[1] = { ...reordered[1]!, payload: '{"number":"F-2026-2", "totalTtcCents":2000}' };
    assert.equal(verifyChain(reordered, keyed).firstBroken?.reason, 'payload-not-canonical');
  });

  test('closure periods', () => {
    assert.deepEqual(periodBounds('day', '2026-02-14'), { start: '2026-02-14', end: '2026-02-14' });
    assert.deepEqual(periodBounds('month', '2024-02-14'), { start: '2024-02-01', end: '2024-02-29' });
    assert.deepEqual(periodBounds('year', '2026-07-01'), { start: '2026-01-01', end: '2026-12-31' });
  });
});

describe('the ledger of the reference server', () => {
  let t: TestApp;
  let gerant: Api;
  let secretariat: Api;
  let formateur: Api;
  let port: Api;
  before(async () => {
    t = await createTestApp();
    gerant = apiAs(t, (await signIn(t.app, 'gerant@volant.test')).token);
    secretariat = apiAs(t, (await signIn(t.app, 'secretariat@volant.test')).token);
    formateur = apiAs(t, (await signIn(t.app, 'formateur@volant.test')).token);
    port = apiAs(t, (await signIn(t.app, 'gerant@port.test')).token);
  });
  after(() => t.close());

  async function validatedInvoice(): Promise<InvoiceDetails> {
    const orleans = t.ids.centre.agencies.orleans;
    const [learner] = await learnersOf(t, orleans, 1);
    const tva = await tvasOf(t, orleans);
    const draft = await gerant.post<InvoiceDetails>('/accounting/invoices', { agency: orleans, learner, lines: [{ label: 'Leçon', quantity: 2, unitPrice: 50, tva: tva['20'] }] });
    return (await gerant.post<InvoiceDetails>(`/accounting/invoices/${draft.body.id}/validate`)).body;
  }

  test('every validated document, payment and print is chained; the seeded chain verifies', async () => {
    const before = (await gerant.get<LedgerVerification>('/accounting/ledger/verify')).body;
    assert.equal(before.ok, true);
    const invoice = await validatedInvoice();
    await gerant.post('/accounting/payments', { invoice: invoice.id, amount: 20, method: 'cash', paidOn: parisDate(new Date()) });
    await gerant.get(`/accounting/invoices/${invoice.id}/pdf`);
    const events = await gerant.get<HydraCollection<LedgerEvent>>('/accounting/ledger/events?itemsPerPage=3');
    assert.deepEqual(events.body['hydra:member'].map((e) => e.eventType), ['document.printed', 'payment.recorded', 'invoice.validated']);
    assert.deepEqual(events.body['hydra:member'].map((e) => e.seq), [before.lastSeq + 3, before.lastSeq + 2, before.lastSeq + 1]);
    assert.equal(events.body['hydra:member'][2]!.documentNumber, invoice.number);
    assert.equal(events.body['hydra:member'][0]!.previousHash, events.body['hydra:member'][1]!.hash);
    const after = (await secretariat.get<LedgerVerification>('/accounting/ledger/verify')).body;
    assert.equal(after.ok, true);
    assert.equal(after.lastSeq, before.lastSeq + 3);
    const other = (await port.get<LedgerVerification>('/accounting/ledger/verify')).body;
    assert.equal(other.ok, true);
    assert.equal(other.lastSeq, 0, 'another structure has its own chain');
  });

  test('the database refuses to alter or delete the log; the API reports a broken chain', async () => {
    await assert.rejects(t.deps.db.updateTable('ledger_events').set({ amount_cents: 1 }).where('seq', '=', 1).execute(), /inaltérable/);
    await assert.rejects(t.deps.db.deleteFrom('ledger_events').where('seq', '=', 1).execute(), /inaltérable/);
    const events = await loadChain(t.deps.db, t.ids.centre.structureId);
    assert.ok(events.length > 2);
    assert.equal(verifyChain(events, { key: t.deps.config.ledgerKey }).ok, true);
  });

  test('the event log needs its permission', async () => {
    assert.equal((await formateur.get('/accounting/ledger/events')).status, 403);
    assert.equal((await secretariat.get('/accounting/ledger/events')).status, 403);
    assert.equal((await gerant.get('/accounting/ledger/events?eventType=invoice.validated')).status, 200);
  });

  test('closures: only finished periods, once, in order, with cumulative totals, chained', async () => {
    const today = parisDate(t.deps.now());
    const notOver = await gerant.post('/accounting/ledger/closures', { periodType: 'day', date: today });
    assert.equal(notOver.status, 422);
    assert.equal((await secretariat.post('/accounting/ledger/closures', { periodType: 'day', date: today })).status, 403);

    const invoice = await validatedInvoice();
    t.clock.advance(86_400);
    try {
      // Tokens expire as the clock moves: sign in again at the new time.
      gerant = apiAs(t, (await signIn(t.app, 'gerant@volant.test')).token);
      // Issue #23: the demo's days were never closed; the first day closure covers them all, from the first event.
      const recorded = await t.deps.db.selectFrom('ledger_events').select(['event_type', 'amount_cents', 'created_at']).where('structure_id', '=', t.ids.centre.structureId).orderBy('seq').execute();
      const sum = (type: string) => recorded.filter((e) => e.event_type === type).reduce((total, e) => total + (e.amount_cents ?? 0), 0);
      const first = await gerant.post<LedgerClosure>('/accounting/ledger/closures', { periodType: 'day', date: today });
      assert.equal(first.status, 201, JSON.stringify(first.body));
      assert.deepEqual([first.body.periodStart, first.body.periodEnd, first.body.coveredFrom], [today, today, parisDate(new Date(recorded[0]!.created_at))]);
      assert.ok(first.body.coveredFrom < today, 'the seeded days before are covered');
      assert.equal(first.body.totals.invoices.count, recorded.filter((e) => e.event_type === 'invoice.validated').length);
      assert.equal(first.body.totals.creditNotes.count, recorded.filter((e) => e.event_type === 'credit_note.validated').length);
      assert.equal(Math.round(first.body.netTtc * 100), sum('invoice.validated') - sum('credit_note.validated'));
      assert.ok(first.body.netTtc >= invoice.totalPriceTtc);
      assert.equal(first.body.cumulativeTtc, first.body.netTtc);
      assert.equal((await gerant.post('/accounting/ledger/closures', { periodType: 'day', date: today })).status, 409);
      const events = await gerant.get<HydraCollection<LedgerEvent>>('/accounting/ledger/events?itemsPerPage=2');
      const [closure, before] = events.body['hydra:member'];
      assert.equal(closure!.eventType, 'closure.day');
      assert.equal(closure!.hash, first.body.hash);
      // The closure seals the chain's head as it stood: deleting what it closes cannot go unseen.
      assert.deepEqual(closure!.payload.chainHead, { seq: before!.seq, hash: before!.hash, seal: sealHead(t.deps.config.ledgerKey, t.ids.centre.structureId, before!.seq, before!.hash) });

      const earlier = new Date(Date.parse(`${today}T12:00:00Z`) - 5 * 86_400_000).toISOString().slice(0, 10);
      const outOfOrder = await gerant.post('/accounting/ledger/closures', { periodType: 'day', date: earlier });
      assert.equal(outOfOrder.status, 409);

      const next = await validatedInvoice();
      t.clock.advance(86_400);
      gerant = apiAs(t, (await signIn(t.app, 'gerant@volant.test')).token);
      const tomorrow = parisDate(new Date(Date.parse(`${today}T12:00:00Z`) + 86_400_000));
      const second = await gerant.post<LedgerClosure>('/accounting/ledger/closures', { periodType: 'day', date: tomorrow });
      assert.equal(second.status, 201);
      assert.equal(second.body.netTtc, next.totalPriceTtc);
      assert.equal(second.body.coveredFrom, tomorrow, 'from the day after the previous day closure');
      assert.equal(second.body.cumulativeTtc, Math.round((first.body.cumulativeTtc + second.body.netTtc) * 100) / 100);
      assert.equal((await gerant.get<LedgerVerification>('/accounting/ledger/verify')).body.ok, true);
    } finally {
      t.clock.advance(-2 * 86_400);
      gerant = apiAs(t, (await signIn(t.app, 'gerant@volant.test')).token);
    }
  });

  test('the fiscal archive is a signed zip whose manifest lists every file with its sha256', async () => {
    assert.equal((await secretariat.get('/accounting/ledger/archive')).status, 403);
    const year = parisDate(t.deps.now()).slice(0, 4);
    const res = await gerant.get(`/accounting/ledger/archive?from=${year}-01-01&to=${year}-12-31`);
    assert.equal(res.status, 200);
    assert.equal(res.headers.get('content-type'), 'application/zip');
    const files = unzipSync(res.bytes);
    const manifest = JSON.parse(strFromU8(files['manifest.json']!)) as { chain: { verified: boolean }; files: { name: string; sha256: string }[] };
    assert.equal(manifest.chain.verified, true);
    assert.deepEqual(manifest.files.map((f) => f.name).sort(), ['clotures.csv', 'ecritures.csv', 'evenements.jsonl', 'factures-et-avoirs.csv', 'reglements.csv']);
    for (const file of manifest.files) assert.equal(createHash('sha256').update(files[file.name]!).digest('hex'), file.sha256, file.name);
    const signature = JSON.parse(strFromU8(files['signature.json']!)) as { signature: string; publicKey: string };
    assert.equal(verifySignature(signature.publicKey, files['manifest.json']!, signature.signature), true);
    const tampered = new Uint8Array(files['manifest.json']!);
    tampered[10] = tampered[10]! ^ 1;
    assert.equal(verifySignature(signature.publicKey, tampered, signature.signature), false);
    // The day closure of the test before is in the year's archive, named in French.
    assert.match(strFromU8(files['clotures.csv']!), /\r\nClôture journalière;\d{4}-\d{2}-\d{2};/);
    const invoicesCsv = strFromU8(files['factures-et-avoirs.csv']!);
    assert.match(invoicesCsv, /Facture;F-\d{4}-00001;/);
    assert.match(strFromU8(files['ecritures.csv']!), /VE;\d{4}-\d{2}-\d{2};411000;411\d+;F-/);
    const last = await gerant.get<HydraCollection<LedgerEvent>>('/accounting/ledger/events?itemsPerPage=1');
    assert.equal(last.body['hydra:member'][0]!.eventType, 'archive.exported');
  });
});
