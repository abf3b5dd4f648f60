// The school's own certificate (VOLANT_SEAL_P12, VOLANT_SEAL_P12_PASSWORD: docs/operations.md) seals the
// signed PDF, not the demo's: a PKCS#12 file made here by OpenSSL with its defaults, as an operator
// would make one, and the signer's name read back by poppler's pdfsig.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { bearer, createTestApp, signIn, type TestApp } from '../helpers';
import { signatureFlow } from './flow';
import { verifyPades } from './pades-check';

const dir = mkdtempSync(join(tmpdir(), 'volant-seal-'));
const p12 = join(dir, 'cachet.p12');
let t: TestApp;
let gerant: string;

before(async () => {
  const key = join(dir, 'key.pem');
  const cert = join(dir, 'cert.pem');
  execFileSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-subj', '/CN=Auto-ecole du Centre/O=Auto-ecole du Centre/C=FR', '-days', '30', '-keyout', key, '-out', cert], { stdio: 'ignore' });
  execFileSync('openssl', ['pkcs12', '-export', '-inkey', key, '-in', cert, '-out', p12, '-passout', 'pass:cachet secret'], { stdio: 'ignore' });
  t = await createTestApp({ VOLANT_SEAL_P12: p12, VOLANT_SEAL_P12_PASSWORD: 'cachet secret' });
  gerant = (await signIn(t.app, 'gerant@volant.test')).token;
});
after(async () => {
  await t?.close();
  rmSync(dir, { recursive: true, force: true });
});

const flow = signatureFlow(
  () => t,
  () => gerant,
);

test('the configured PKCS#12 certificate seals the signed PDF', async () => {
  const contract = await flow.validatedContract();
  const { token, answer } = await flow.sendForSignature(contract.id, contract.email!);
  const code = await flow.askCode(token, contract.email!);
  assert.equal((await flow.sign(token, code)).status, 200);
  const res = await t.app.request(`/api/contracts/signature-requests/${answer.request}/signed-pdf`, bearer(gerant));
  const verdict = verifyPades(new Uint8Array(await res.arrayBuffer()));
  assert.ok(verdict.popplerValid && verdict.popplerWholeDocument, verdict.pdfsig);
  assert.match(verdict.pdfsig, /Signer Certificate Common Name: Auto-ecole du Centre/);
});

test('a missing certificate file stops the server at start, with a French message', async () => {
  await assert.rejects(createTestApp({ VOLANT_SEAL_P12: join(dir, 'absent.p12') }), /VOLANT_SEAL_P12 : le fichier « .*absent\.p12 » est introuvable/);
});
