// French usage errors and the local recomputation of the NF525 chain from what the API answers.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { toChainEvent } from '../../../cli/commands/ledger';
import { frenchError } from '../../../cli/help';
import type { LedgerEvent } from '../../../src/modules/ledger/types';
import { canonicalJson, GENESIS_HASH, hashEvent, verifyChain, type ChainEvent } from '../../../src/shared/ledger/verify';

describe('frenchError', () => {
  test('translates commander’s usage errors line by line and keeps what it does not know', () => {
    assert.equal(frenchError("error: unknown command 'smok'\n(Did you mean smoke?)\n"), 'erreur : commande inconnue « smok »\n(Vouliez-vous dire smoke ?)\n');
    assert.equal(frenchError("error: unknown option '--nope'"), 'erreur : option inconnue « --nope »');
    assert.equal(frenchError("error: missing required argument 'id'"), 'erreur : argument obligatoire manquant « id »');
    assert.equal(frenchError("error: option '--only <zones>' argument missing"), 'erreur : l’option « --only <zones> » attend une valeur');
    assert.equal(frenchError("error: too many arguments for 'whoami'. Expected 0 arguments but got 1."), 'erreur : trop d’arguments pour « whoami » (0 attendu(s), 1 reçu(s))');
    assert.equal(
      frenchError("error: option '--reporter <format>' argument 'xml' is invalid. Allowed choices are text, junit."),
      'erreur : « xml » n’est pas une valeur possible de « --reporter <format> » (valeurs : text, junit)',
    );
    assert.equal(frenchError('(volant --help pour l’aide)'), '(volant --help pour l’aide)');
  });
});

/** A chain of three events as the server stores it, and as GET /accounting/ledger/events answers it. */
const KEY = 'k'.repeat(40);

/** Keyed events with a document digest (the scheme every event is written with). */
function chain(): LedgerEvent[] {
  let previousHash = GENESIS_HASH;
  const out: LedgerEvent[] = [];
  for (const seq of [1, 2, 3]) {
    const payload = { number: `F-2026-0000${seq}`, amountCents: seq * 12_345, lines: [{ label: 'Leçon', quantity: 1.5 }] };
    const event: ChainEvent = {
      structureId: 7, seq, eventType: 'invoice.validated', documentType: 'invoice', documentId: 40 + seq, documentNumber: payload.number,
      amountCents: seq * 12_345, payload: canonicalJson(payload), userId: seq === 3 ? null : 4, createdAt: `2026-11-2${seq}T10:00:00.000Z`, previousHash,
      scheme: 2, documentDigest: 'd'.repeat(64),
    };
    const hash = hashEvent(event, KEY);
    out.push({
      id: 100 + seq, seq, eventType: event.eventType, documentType: event.documentType, documentId: event.documentId, documentNumber: event.documentNumber,
      amount: event.amountCents === null ? null : event.amountCents / 100, payload, user: event.userId === null ? null : { id: event.userId, name: 'Gérard Lemaire' },
      createdAt: event.createdAt, previousHash, hash, scheme: 2, documentDigest: event.documentDigest,
    });
    previousHash = hash;
  }
  return out;
}

describe('toChainEvent', () => {
  test('gives back what was hashed: the recomputed chain holds', () => {
    const result = verifyChain(chain().map((event) => toChainEvent(event, 7)), { key: KEY });
    assert.equal(result.ok, true);
    assert.equal(result.checked, 3);
  });

  test('without the key, keyed hashes are not recomputed but links, order and form still are', () => {
    const tampered = chain();
    tampered[1] = { ...tampered[1]!, amount: 246.91 };
    assert.equal(verifyChain(tampered.map((event) => toChainEvent(event, 7)), { key: null }).ok, true);
    const gap = chain().filter((event) => event.seq !== 2);
    assert.deepEqual(verifyChain(gap.map((event) => toChainEvent(event, 7)), { key: null }).findings.map((f) => f.kind), ['sequence-gap', 'previous-hash-mismatch']);
    assert.equal(verifyChain(chain().map((event) => toChainEvent(event, 7)), { key: 'w'.repeat(40) }).findings.length, 3, 'another key: every event');
  });

  test('a changed amount, or events of another structure, break the chain at the right event', () => {
    const tampered = chain();
    tampered[1] = { ...tampered[1]!, amount: 246.91 };
    const broken = verifyChain(tampered.map((event) => toChainEvent(event, 7)), { key: KEY });
    assert.deepEqual([broken.ok, broken.firstBroken?.seq, broken.firstBroken?.reason, broken.checked], [false, 2, 'hash-mismatch', 1]);
    assert.equal(verifyChain(chain().map((event) => toChainEvent(event, 8)), { key: KEY }).firstBroken?.reason, 'hash-mismatch');
  });
});
