import type { ApiClient, DownloadedFile } from '../../shared/api/client';
import type { JsonLd } from '../../shared/api/hydra';
import type { MailDelivery } from '../../shared/mail/types';
import type { ContractSend } from './schema';
import type { PublicSignature, SignatureCodeAnswer, SignatureSignAnswer } from './types';

// Signature at a distance (docs/signature.md): the staff's calls, and the signing page's (no token:
// the link's token is in the path). Kept apart from api.ts so that the signing page bundles nothing else.

export const SIGNATURE_REQUESTS_PATH = '/contracts/signature-requests';
const PUBLIC_PATH = '/contracts/public/signature';

/** `POST /contracts/signature-requests`: e-mails the signing link of a validated contract or amendment. */
export function sendForSignature(client: ApiClient, payload: ContractSend): Promise<MailDelivery & { request: number; expiresAt: string }> {
  return client.post(SIGNATURE_REQUESTS_PATH, payload);
}

/** The evidence file (JSON) or the sealed PDF of a request. */
export function downloadSignatureFile(client: ApiClient, requestId: number, file: 'evidence' | 'signed-pdf'): Promise<DownloadedFile> {
  return client.download(`${SIGNATURE_REQUESTS_PATH}/${requestId}/${file}`);
}

export function getPublicSignature(client: ApiClient, token: string, signal?: AbortSignal): Promise<JsonLd<PublicSignature>> {
  return client.get<JsonLd<PublicSignature>>(`${PUBLIC_PATH}/${encodeURIComponent(token)}`, undefined, { signal });
}

/** Where the browser opens the document to sign (a plain link: phones open it in their own reader). */
export const publicSignaturePdfHref = (token: string) => `/api${PUBLIC_PATH}/${encodeURIComponent(token)}/pdf`;

export function requestSignatureCode(client: ApiClient, token: string): Promise<SignatureCodeAnswer> {
  return client.post<SignatureCodeAnswer>(`${PUBLIC_PATH}/${encodeURIComponent(token)}/code`, {});
}

export function signWithCode(client: ApiClient, token: string, code: string): Promise<SignatureSignAnswer> {
  return client.post<SignatureSignAnswer>(`${PUBLIC_PATH}/${encodeURIComponent(token)}/sign`, { code, consent: true });
}
