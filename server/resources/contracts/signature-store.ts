import { randomBytes } from 'node:crypto';
import { sha256Hex } from '../../signature/evidence';
import type { Kysely, Selectable } from 'kysely';
import type { ElectronicSignature } from '../../../src/modules/contracts/types';
import { notFound } from '../../core/errors';
import type { Database } from '../../db/schema';
import type { SignatureRequestsTable } from '../../db/tables/signatures';

export type SignatureRequestRow = Selectable<SignatureRequestsTable>;

/** Staff paths of the requests (`/{id}/evidence`, `/{id}/signed-pdf`) and the public one of the signing page. */
export const SIGNATURE_REQUESTS_PATH = '/contracts/signature-requests';
export const PUBLIC_SIGNATURE_PATH = '/contracts/public/signature';

/** How long a signing link stays valid, days. */
export const SIGNATURE_LINK_DAYS = 14;
/** How long a one-time code stays valid, minutes. */
export const CODE_VALIDITY_MINUTES = 10;
/** Wrong codes before the request locks (the staff then send a new link). */
export const MAX_FAILED_TRIES = 5;
/** Codes one request may send, and the wait between two. */
export const MAX_CODES = 5;
export const CODE_RESEND_SECONDS = 60;

const LINK_NOT_FOUND = 'Ce lien de signature est introuvable : vérifiez l’adresse reçue par e-mail.';

/** A new link token (the e-mail carries it) and the hash kept of it. */
export function newLinkToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: linkTokenHash(token) };
}

export const linkTokenHash = (token: string) => sha256Hex(token);


/** The request of a link token, or the 404 of an unknown or malformed link. */
export async function requestOfToken(db: Kysely<Database>, token: string): Promise<SignatureRequestRow> {
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) throw notFound(LINK_NOT_FOUND);
  const row = await db.selectFrom('signature_requests').selectAll().where('token_hash', '=', linkTokenHash(token)).executeTakeFirst();
  if (!row) throw notFound(LINK_NOT_FOUND);
  return row;
}

/** What the staff see of a request. */
export function toElectronicSignature(row: SignatureRequestRow): ElectronicSignature {
  return {
    id: row.id,
    status: row.status as ElectronicSignature['status'],
    sentTo: row.signer_email,
    sentAt: row.created_at,
    expiresAt: row.expires_at,
    signerName: row.signer_name,
    signedAt: row.signed_at,
    documentSha256: row.document_sha256,
    evidence: `/api${SIGNATURE_REQUESTS_PATH}/${row.id}/evidence`,
    signedPdf: row.signed_key === null ? null : `/api${SIGNATURE_REQUESTS_PATH}/${row.id}/signed-pdf`,
  };
}

/** The last request of each contract (`contract:{id}`) and amendment (`amendment:{id}`) of these contracts. */
export async function latestSignatures(db: Kysely<Database>, contractIds: readonly number[]): Promise<Map<string, ElectronicSignature>> {
  const latest = new Map<string, ElectronicSignature>();
  if (contractIds.length === 0) return latest;
  const rows = await db.selectFrom('signature_requests').selectAll().where('contract_id', 'in', contractIds).orderBy('id').execute();
  for (const row of rows) latest.set(signatureKey(row.contract_id, row.amendment_id), toElectronicSignature(row));
  return latest;
}

export const signatureKey = (contractId: number, amendmentId: number | null) => (amendmentId === null ? `contract:${contractId}` : `amendment:${amendmentId}`);
