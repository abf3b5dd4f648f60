// Signature at a distance (issue 41, docs/signature.md): the staff send a validated contract for
// signature; the learner's link (single use, expiring) shows the PDF, sends a one-time code (6 digits,
// hashed at rest, 10 minutes, 5 wrong tries lock the link, resends bounded) and signs with it; the
// evidence file records each step chained by hashes; the sealed PDF is checked by poppler's pdfsig
// and by pdf-signature-reader (npm), and any change to it breaks the signature.
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import type { JsonLd } from '../../../src/shared/api/hydra';
import type { LearnerContract } from '../../../src/modules/contracts/types';
import type { PublicSignature } from '../../../src/modules/contracts/types';
import { bearer, createTestApp, jsonBody, signIn, type TestApp } from '../helpers';
import { LEARNER_UA as UA, signatureFlow } from './flow';
import { verifyPades } from './pades-check';

let t: TestApp;
let gerant: string;

before(async () => {
  t = await createTestApp();
  gerant = (await signIn(t.app, 'gerant@volant.test')).token;
});
after(() => t.close());

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
const { learnerCall, validatedContract, lastMailTo, sendForSignature, askCode, sign } = signatureFlow(
  () => t,
  () => gerant,
);

describe('signature at a distance', () => {
  let contract: Awaited<ReturnType<typeof validatedContract>>;
  let token: string;
  let requestId: number;
  let documentSha256: string;

  test('the staff send a validated contract: an e-mail with a single-use link, the contract shows the pending request', async () => {
    contract = await validatedContract();
    ({ token, answer: { request: requestId, documentSha256 } } = await sendForSignature(contract.id, contract.email!));
    const read = (await (await t.app.request(`/api/contracts/learner-contract/${contract.id}`, bearer(gerant))).json()) as JsonLd<LearnerContract>;
    assert.equal(read.electronicSignature?.status, 'pending');
    assert.equal(read.electronicSignature?.documentSha256, documentSha256);
    const row = await t.deps.db.selectFrom('signature_requests').selectAll().where('id', '=', requestId).executeTakeFirstOrThrow();
    assert.notEqual(row.token_hash, token, 'only the hash of the link is kept');
  });

  test('a wrong link answers 404, malformed or unknown', async () => {
    assert.equal((await learnerCall('pas-un-lien')).status, 404);
    assert.equal((await learnerCall('A'.repeat(43))).status, 404);
    assert.equal((await learnerCall(`${'A'.repeat(43)}/code`, 'POST')).status, 404);
  });

  test('the learner reads the document: the PDF he gets is the one whose SHA-256 the request keeps', async () => {
    const view = (await (await learnerCall(token)).json()) as PublicSignature;
    assert.equal(view.status, 'pending');
    assert.equal(view.signerName, `${contract.first_name} ${contract.last_name}`);
    assert.match(view.emailHint, /^.•••@/);
    const pdf = new Uint8Array(await (await learnerCall(`${token}/pdf`)).arrayBuffer());
    assert.equal(sha256(pdf), documentSha256);
  });

  test('signing needs a code first; the code is hashed at rest; a new one waits a minute', async () => {
    const early = await sign(token, '123456');
    assert.equal(early.status, 422);
    const code = await askCode(token, contract.email!);
    const row = await t.deps.db.selectFrom('signature_requests').selectAll().where('id', '=', requestId).executeTakeFirstOrThrow();
    assert.ok(row.code_hash && !row.code_hash.includes(code));
    assert.equal((await learnerCall(`${token}/code`, 'POST')).status, 429);
  });

  test('a wrong code counts a try; an expired code is refused', async () => {
    const wrong = await sign(token, '000000');
    assert.equal(wrong.status, 422);
    assert.match(((await wrong.json()) as { detail: string }).detail, /il vous reste 4 essais/);
    const code = /: (\d{6})/.exec((await lastMailTo(contract.email!)).body_text)?.[1]!;
    t.clock.advance(11 * 60);
    const late = await sign(token, code === '000000' ? '000001' : code);
    assert.equal(late.status, 422);
    assert.match(((await late.json()) as { detail: string }).detail, /expiré/);
  });

  test('the right code signs once: the contract is signed, the link and the code serve no more', async () => {
    const code = await askCode(token, contract.email!);
    const res = await sign(token, code);
    assert.equal(res.status, 200, await res.clone().text());
    assert.equal(((await res.json()) as { status: string }).status, 'signed');
    assert.equal((await sign(token, code)).status, 410);
    assert.equal((await learnerCall(token)).status, 410);
    const read = (await (await t.app.request(`/api/contracts/learner-contract/${contract.id}`, bearer(gerant))).json()) as JsonLd<LearnerContract>;
    assert.equal(read.status, 'signed');
    assert.ok(read.electronicSignature?.signedAt);
    assert.equal(read.electronicSignature?.signedPdf, `/api/contracts/signature-requests/${requestId}/signed-pdf`);
  });

  test('the evidence file: who, when, the document by its SHA-256, the code’s delivery, address and user agent, chained', async () => {
    const res = await t.app.request(`/api/contracts/signature-requests/${requestId}/evidence`, bearer(gerant));
    assert.equal(res.status, 200);
    const evidence = (await res.json()) as {
      signer: { name: string; email: string };
      document: { sha256: string };
      signedPdfSha256: string;
      steps: { step: string; at: string; ipAddress: string | null; userAgent: string | null; data: Record<string, unknown>; hash: string }[];
      chainIntact: boolean;
      seal: string;
    };
    assert.deepEqual(evidence.signer, { name: `${contract.first_name} ${contract.last_name}`, email: contract.email });
    assert.equal(evidence.document.sha256, documentSha256);
    const steps = evidence.steps.map((s) => s.step);
    assert.deepEqual(steps.filter((s, i) => steps.indexOf(s) === i), ['sent', 'opened', 'document-read', 'code-sent', 'code-refused', 'code-accepted', 'signed']);
    const signed = evidence.steps.at(-1)!;
    assert.equal(signed.userAgent, UA);
    assert.ok(signed.ipAddress);
    const delivery = signed.data.codeDelivery as { outboxId: number; messageId: string };
    const codeMail = await lastMailTo(contract.email!);
    assert.equal(delivery.outboxId, codeMail.id);
    assert.equal(delivery.messageId, codeMail.message_id);
    assert.equal(signed.data.documentSha256, documentSha256);
    assert.ok(evidence.steps.every((s, i) => i === 0 || s.at >= evidence.steps[i - 1]!.at));
    assert.equal(evidence.chainIntact, true);
    assert.equal(evidence.seal, signed.hash);
    // A step changed afterwards breaks the chain.
    await t.deps.db.updateTable('evidence_steps').set({ ip_address: '203.0.113.9' }).where('subject', '=', 'signature').where('subject_id', '=', requestId).where('step', '=', 'signed').execute();
    const altered = (await (await t.app.request(`/api/contracts/signature-requests/${requestId}/evidence`, bearer(gerant))).json()) as { chainIntact: boolean };
    assert.equal(altered.chainIntact, false);
  });

  test('the signed PDF: pdfsig and pdf-signature-reader find it valid over the whole file; any change breaks it', async () => {
    const res = await t.app.request(`/api/contracts/signature-requests/${requestId}/signed-pdf`, bearer(gerant));
    assert.equal(res.status, 200);
    const signed = new Uint8Array(await res.arrayBuffer());
    const verdict = verifyPades(signed);
    assert.ok(verdict.popplerValid && verdict.popplerWholeDocument, verdict.pdfsig);
    assert.match(verdict.pdfsig, /ETSI\.CAdES\.detached/);
    assert.equal(verdict.readerIntegrity, true);
    // One byte of the document changed (a letter of its producer, inside the signed range).
    const tampered = Buffer.from(signed);
    const at = tampered.indexOf('/Producer');
    assert.ok(at > 0);
    tampered[at + 20] = tampered[at + 20] === 0x41 ? 0x42 : 0x41;
    const broken = verifyPades(tampered);
    assert.equal(broken.popplerValid, false, broken.pdfsig);
    assert.equal(broken.readerIntegrity, false);
    // Bytes appended (an incremental update): the signature no longer covers the whole file.
    const appended = verifyPades(Buffer.concat([signed, Buffer.from('\n% ajout\n')]));
    assert.equal(appended.popplerWholeDocument, false, appended.pdfsig);
  });

  test('five wrong codes lock the link: even the right code is refused then', async () => {
    const other = await validatedContract([contract.id]);
    const { token: lockedToken } = await sendForSignature(other.id, other.email!);
    t.clock.advance(61);
    const code = await askCode(lockedToken, other.email!);
    const wrong = code === '999999' ? '999998' : '999999';
    for (let i = 1; i <= 4; i += 1) assert.equal((await sign(lockedToken, wrong)).status, 422);
    assert.equal((await sign(lockedToken, wrong)).status, 410);
    assert.equal((await sign(lockedToken, code)).status, 410);
    const row = await t.deps.db.selectFrom('signature_requests').select(['status', 'failed_tries']).where('contract_id', '=', other.id).executeTakeFirstOrThrow();
    assert.deepEqual(row, { status: 'locked', failed_tries: 5 });
  });

  test('an amendment of the signed contract is signed the same way, and shows on its contract', async () => {
    t.clock.advance(61);
    const created = await t.app.request('/api/contracts/contract-amendment', jsonBody('POST', { contract: contract.id, extraHours: 5, hourPrice: 55, reason: 'Heures supplémentaires' }, gerant));
    assert.equal(created.status, 201, await created.clone().text());
    const amendment = (await created.json()) as { id: number; number: string };
    const validated = await t.app.request(`/api/contracts/contract-amendment/${amendment.id}`, {
      method: 'PATCH',
      headers: { 'Content-Type': 'application/merge-patch+json', Authorization: `Bearer ${gerant}` },
      body: JSON.stringify({ action: 'validate' }),
    });
    assert.equal(validated.status, 200);
    const sent = await t.app.request('/api/contracts/signature-requests', jsonBody('POST', { amendment: amendment.id }, gerant));
    assert.equal(sent.status, 202);
    const mail = await lastMailTo(contract.email!);
    assert.match(mail.subject, new RegExp(`l’avenant ${amendment.number} à signer en ligne`));
    const amendmentToken = /\/signature\/([A-Za-z0-9_-]{43})/.exec(mail.body_text)![1]!;
    assert.equal((await sign(amendmentToken, await askCode(amendmentToken, contract.email!))).status, 200);
    const read = (await (await t.app.request(`/api/contracts/learner-contract/${contract.id}`, bearer(gerant))).json()) as JsonLd<LearnerContract>;
    const signedAmendment = read.amendments.find((a) => a.id === amendment.id);
    assert.equal(signedAmendment?.status, 'signed');
    assert.equal(signedAmendment?.electronicSignature?.status, 'signed');
    assert.equal(read.electronicSignature?.id, requestId, 'the contract keeps its own signature');
  });

  test('a draft cannot be sent; another structure neither sends nor reads the evidence', async () => {
    const port = (await signIn(t.app, 'gerant@port.test')).token;
    assert.equal((await t.app.request(`/api/contracts/signature-requests/${requestId}/evidence`, bearer(port))).status, 404);
    assert.equal((await t.app.request('/api/contracts/signature-requests', jsonBody('POST', { contract: contract.id }, port))).status, 404);
    assert.equal((await t.app.request('/api/contracts/signature-requests', jsonBody('POST', { contract: contract.id }, gerant))).status, 409);
  });
});
