import type { AppDeps } from '../../core/env';
import { ApiError, conflict } from '../../core/errors';
import type { RequestClient } from '../../core/routes/types';
import { appendEvidence } from '../../signature/evidence';
import { CODE_RESEND_SECONDS, MAX_CODES, type SignatureRequestRow } from './signature-store';

/** Why a link can no longer be used (410: it served, was replaced, ran out of time or locked). */
const GONE: Record<string, string> = {
  signed: 'Ce document est déjà signé : ce lien a servi.',
  revoked: 'Ce lien a été remplacé par un envoi plus récent : utilisez le dernier e-mail reçu.',
  locked: 'Trop de codes erronés : ce lien est bloqué. Demandez un nouvel envoi à votre auto-école.',
};

/** The request of a link that may still be used to sign, or the 410 that says why not. */
export function usableRequest(row: SignatureRequestRow, now: Date): SignatureRequestRow {
  const gone = GONE[row.status];
  if (gone) throw new ApiError(410, gone);
  if (row.expires_at <= now.toISOString()) throw new ApiError(410, 'Ce lien de signature a expiré : demandez un nouvel envoi à votre auto-école.');
  return row;
}

/** A new code is refused past MAX_CODES for the link, and within CODE_RESEND_SECONDS of the last one. */
export function assertCodeMayBeSent(row: SignatureRequestRow, now: Date): void {
  if (row.codes_sent >= MAX_CODES) throw new ApiError(429, 'Nombre maximal de codes atteint pour ce lien : demandez un nouvel envoi à votre auto-école.');
  if (row.code_sent_at !== null && now.getTime() - Date.parse(row.code_sent_at) < CODE_RESEND_SECONDS * 1000) {
    throw new ApiError(429, 'Un code vient de vous être envoyé : attendez une minute avant d’en demander un autre.');
  }
}

/** A step of the request's evidence file, done by the learner (his address and user agent recorded). */
export function learnerStep(deps: AppDeps, row: SignatureRequestRow, client: RequestClient, step: string, data: Record<string, unknown>) {
  return appendEvidence(deps.db, {
    structureId: row.structure_id,
    subject: 'signature',
    subjectId: row.id,
    step,
    at: deps.now().toISOString(),
    ipAddress: client.ipAddress,
    userAgent: client.userAgent,
    data,
  });
}

/** `j•••@exemple.fr`: enough for the learner to recognise his address, not to learn someone else's. */
export function emailHint(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, 1)}•••@${domain}`;
}

/** The refusal of a code already used or replaced while it was checked. */
export const CODE_GONE = () => conflict('Ce code n’est plus valable : demandez-en un nouveau.');
