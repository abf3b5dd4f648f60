import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import forge from 'node-forge';
import type { ServerConfig } from '../config';

/** A PKCS#12 bundle (private key and certificate) and its password. */
export interface SealCertificate {
  p12: Buffer;
  password: string;
}

const DEMO_FILE = 'seal-demo.p12';
const DEMO_PASSWORD = 'volant-demo-seal';
const DEMO_YEARS = 3;

/**
 * A self-signed certificate named after the demo school, as a PKCS#12 bundle: what the demo and the
 * tests seal with. Names are ASCII: node-forge writes other characters in a string type that poppler
 * does not read back (docs/signature.md).
 */
export function demoSealCertificate(password: string, now = new Date()): Buffer {
  const keys = forge.pki.rsa.generateKeyPair(2048);
  const cert = forge.pki.createCertificate();
  cert.publicKey = keys.publicKey;
  cert.serialNumber = `01${forge.util.bytesToHex(forge.random.getBytesSync(8))}`;
  cert.validity.notBefore = new Date(now.getTime() - 24 * 3600_000);
  cert.validity.notAfter = new Date(now.getTime() + DEMO_YEARS * 365 * 24 * 3600_000);
  const subject = [
    { name: 'commonName', value: 'Volant demo - cachet de l auto-ecole' },
    { name: 'organizationName', value: 'Volant demo' },
    { name: 'countryName', value: 'FR' },
  ];
  cert.setSubject(subject);
  cert.setIssuer(subject);
  cert.setExtensions([
    { name: 'basicConstraints', cA: false },
    { name: 'keyUsage', digitalSignature: true, nonRepudiation: true },
  ]);
  cert.sign(keys.privateKey, forge.md.sha256.create());
  const asn1 = forge.pkcs12.toPkcs12Asn1(keys.privateKey, [cert], password, { algorithm: '3des' });
  return Buffer.from(forge.asn1.toDer(asn1).getBytes(), 'binary');
}

/**
 * The certificate that seals signed PDFs: the configured PKCS#12 file, else the demo one generated
 * once in `varDir` (written whole then renamed, so that two processes never read half a file).
 */
export function sealCertificate(config: ServerConfig): SealCertificate {
  if (config.sealCertificate) return { p12: readFileSync(config.sealCertificate.path), password: config.sealCertificate.password };
  const file = join(config.varDir, DEMO_FILE);
  if (!existsSync(file)) {
    mkdirSync(config.varDir, { recursive: true });
    const partial = `${file}.${process.pid}.tmp`;
    writeFileSync(partial, demoSealCertificate(DEMO_PASSWORD), { mode: 0o600 });
    renameSync(partial, file);
  }
  return { p12: readFileSync(file), password: DEMO_PASSWORD };
}
