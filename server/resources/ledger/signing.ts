import { createHmac, createPrivateKey, createPublicKey, sign, verify, type KeyObject } from 'node:crypto';

/** PKCS#8 DER header of an Ed25519 private key; the 32-byte seed follows. */
const ED25519_PKCS8_PREFIX = Buffer.from('302e020100300506032b657004220420', 'hex');

/**
 * The server's archive-signing key: Ed25519, derived from the server secret so it survives restarts
 * without another file to keep. The public key travels inside each archive to check its signature.
 */
export function archiveSigningKey(secret: string): { privateKey: KeyObject; publicKeyPem: string } {
  const seed = createHmac('sha256', secret).update('volant-nf525-archive-signing-key').digest();
  const privateKey = createPrivateKey({ key: Buffer.concat([ED25519_PKCS8_PREFIX, seed]), format: 'der', type: 'pkcs8' });
  const publicKeyPem = createPublicKey(privateKey).export({ format: 'pem', type: 'spki' }).toString();
  return { privateKey, publicKeyPem };
}

export function signBytes(privateKey: KeyObject, data: Uint8Array): string {
  return sign(null, data, privateKey).toString('base64');
}

/** Checks a signature made by `signBytes` with the PEM public key shipped in the archive. */
export function verifySignature(publicKeyPem: string, data: Uint8Array, signatureBase64: string): boolean {
  return verify(null, data, createPublicKey(publicKeyPem), Buffer.from(signatureBase64, 'base64'));
}
