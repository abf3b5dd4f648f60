import { randomUUID } from 'node:crypto';
import type { AppDeps } from '../../core/env';
import type { RequestClient } from '../../core/routes/types';
import { sha256Hex } from '../../signature/evidence';
import { sealPdf } from '../../signature/pades';
import { sealCertificate } from '../../signature/seal-certificate';
import { learnerStep } from './signature-flow';
import { putBytes, readBytes } from '../../storage/file-store';
import type { SignatureRequestRow } from './signature-store';

/** What the learner agrees to by signing (recorded word for word in the evidence file). */
export const CONSENT_TEXT = 'J’ai lu le document et je le signe électroniquement.';

/**
 * The signature itself, once the code matched (and was spent): the PDF the learner read (checked
 * against its SHA-256) is sealed with the school's PAdES signature and stored, the request and the
 * contract or amendment become signed, and the evidence file records the step with the code's
 * delivery (outbox message, time the SMTP server accepted it).
 */
export async function completeSignature(deps: AppDeps, row: SignatureRequestRow, client: RequestClient) {
  const now = deps.now();
  const signedAt = now.toISOString();
  const read = await readBytes(deps.files, row.document_key);
  if (sha256Hex(read) !== row.document_sha256) throw new Error(`Signature request ${row.id}: the stored document no longer matches its SHA-256`);
  const agency = await deps.db.selectFrom('agencies').select(['name', 'city']).where('id', '=', row.agency_id).executeTakeFirstOrThrow();
  const sealed = await sealPdf(read, sealCertificate(deps.config), {
    reason: `Signature électronique simple de ${row.signer_name} (code à usage unique envoyé à ${row.signer_email})`,
    name: agency.name,
    location: agency.city ?? 'France',
    contactInfo: deps.config.publicUrl,
    signingTime: now,
  });
  const signedKey = `signatures/${row.structure_id}/${randomUUID()}-signe.pdf`;
  const signedSha256 = sha256Hex(sealed);
  await putBytes(deps.files, signedKey, sealed, 'application/pdf');
  const code = row.code_outbox_id === null
    ? null
    : await deps.db.selectFrom('outbox_emails').select(['id', 'message_id', 'status', 'sent_at', 'smtp_response']).where('id', '=', row.code_outbox_id).executeTakeFirst();
  await deps.db.transaction().execute(async (trx) => {
    await trx
      .updateTable('signature_requests')
      .set({ status: 'signed', signed_at: signedAt, signed_key: signedKey, signed_sha256: signedSha256 })
      .where('id', '=', row.id)
      .execute();
    const signed = { status: 'signed', signed_at: signedAt, updated_at: signedAt };
    if (row.amendment_id === null) {
      await trx.updateTable('learner_contracts').set(signed).where('id', '=', row.contract_id).where('status', '=', 'validated').execute();
    } else {
      await trx.updateTable('contract_amendments').set(signed).where('id', '=', row.amendment_id).where('status', '=', 'validated').execute();
    }
    await learnerStep({ ...deps, db: trx }, row, client, 'signed', {
      signer: { name: row.signer_name, email: row.signer_email },
      consent: CONSENT_TEXT,
      documentSha256: row.document_sha256,
      signedPdfSha256: signedSha256,
      codeDelivery: code ? { outboxId: code.id, messageId: code.message_id, status: code.status, smtpAcceptedAt: code.sent_at, smtpResponse: code.smtp_response } : null,
    });
  });
  return { status: 'signed' as const, signedAt, signedSha256 };
}
