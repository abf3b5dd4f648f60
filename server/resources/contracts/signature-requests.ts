import { randomUUID } from 'node:crypto';
import { contractSendSchema } from '../../../src/modules/contracts/schema';
import { conflict, invalidField, notFound } from '../../core/errors';
import { iri, jsonLd } from '../../core/hydra';
import { rawRoute } from '../../core/routes/declare';
import type { RouteDeclaration } from '../../core/routes/types';
import { inCallerAgencies } from '../../core/scope';
import { parseJson } from '../../core/validation';
import type { AppDeps, AuthContext } from '../../core/env';
import { queueEmail } from '../../mail/outbox';
import { fileResponse } from '../../pdf/response';
import { appendEvidence, readEvidence, sha256Hex } from '../../signature/evidence';
import { mailAnswer } from '../mail/answer';
import { documentOf } from './contract-documents';
import { putBytes, readBytes } from '../../storage/file-store';
import { newLinkToken, SIGNATURE_LINK_DAYS, SIGNATURE_REQUESTS_PATH, toElectronicSignature } from './signature-store';

const DAY_MS = 24 * 3600_000;

/** The caller's signature request, or 404. */
async function callerRequest(deps: AppDeps, auth: AuthContext, id: number) {
  const row = await deps.db.selectFrom('signature_requests').selectAll().where('id', '=', id).$call(inCallerAgencies(auth, 'signature_requests')).executeTakeFirst();
  if (!row) throw notFound('Demande de signature introuvable.');
  return row;
}

/**
 * Signature at a distance, staff side (docs/signature.md): sending a validated contract or amendment
 * for signature (an e-mail with a single-use link that expires), the evidence file of a request, and
 * the PDF sealed once the learner signed. Raw routes: the first answers the mail's status (200 sent,
 * 202 queued), the others files.
 */
export const SIGNATURE_REQUEST_ROUTES: readonly RouteDeclaration[] = [
  rawRoute({
    method: 'POST',
    path: SIGNATURE_REQUESTS_PATH,
    access: ['isUpdateContractAmendment'],
    hydraClass: 'SignatureRequest',
    summary: 'Sends a validated contract (`contract`) or amendment (`amendment`) for signature at a distance: an e-mail with a single-use link; 200 once sent, 202 while queued.',
    mediaType: 'application/ld+json',
    reads: { mediaType: 'application/json', schema: contractSendSchema },
    statuses: [200, 202],
    async handle({ deps, auth }, c) {
      const input = await parseJson(c, contractSendSchema);
      const doc = await documentOf(deps, auth, input);
      if (doc.status === 'draft') throw conflict(`Validez ${doc.label} avant de l’envoyer à la signature.`);
      if (doc.status === 'signed') throw conflict(`${doc.label.charAt(0).toUpperCase()}${doc.label.slice(1)} est déjà signé.`);
      const { learner, agency } = doc.contract;
      const to = input.email ?? learner.email;
      if (!to) throw invalidField('email', 'L’apprenant n’a pas d’adresse e-mail : indiquez-en une.');
      const now = deps.now();
      const expiresAt = new Date(now.getTime() + SIGNATURE_LINK_DAYS * DAY_MS).toISOString();
      const documentKey = `signatures/${auth.structureId}/${randomUUID()}.pdf`;
      const documentSha256 = sha256Hex(doc.bytes);
      await putBytes(deps.files, documentKey, doc.bytes, 'application/pdf');
      const signerName = `${learner.firstName} ${learner.lastName}`;
      const link = newLinkToken();
      const { requestId, outboxId } = await deps.db.transaction().execute(async (trx) => {
        // One link per document at a time: a new sending replaces the links still pending.
        await trx
          .updateTable('signature_requests')
          .set({ status: 'revoked', code_hash: null })
          .where('contract_id', '=', doc.contract.id)
          .where((eb) => (doc.amendmentId === null ? eb('amendment_id', 'is', null) : eb('amendment_id', '=', doc.amendmentId)))
          .where('status', '=', 'pending')
          .execute();
        const row = await trx
          .insertInto('signature_requests')
          .values({
            structure_id: auth.structureId,
            agency_id: agency.id,
            learner_id: learner.id,
            contract_id: doc.contract.id,
            amendment_id: doc.amendmentId,
            token_hash: link.hash,
            signer_name: signerName,
            signer_email: to,
            document_label: doc.label,
            document_filename: doc.filename,
            document_key: documentKey,
            document_sha256: documentSha256,
            expires_at: expiresAt,
            created_by: auth.userId,
            created_at: now.toISOString(),
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        const outbox = await queueEmail({ ...deps, db: trx }, {
          structureId: auth.structureId,
          agencyId: agency.id,
          learnerId: learner.id,
          document: 'contract',
          to,
          toName: input.email ? null : signerName,
          fromName: agency.legalName,
          replyTo: agency.email,
          subject: `${agency.name} : ${doc.label} à signer en ligne`,
          text: [
            `Bonjour ${learner.firstName},`,
            '',
            `${agency.name} vous invite à lire et signer en ligne ${doc.label} relatif à votre formation au permis ${doc.contract.training.code}.`,
            `Ouvrez ce lien personnel (valable jusqu’au ${new Date(expiresAt).toLocaleDateString('fr-FR', { timeZone: 'Europe/Paris' })}, pour une seule signature) : ${deps.config.publicUrl}/signature/${link.token}`,
            'Un code à usage unique vous sera envoyé par e-mail pour confirmer votre signature.',
            '',
            `Cordialement,\n${agency.name}`,
          ].join('\n'),
        });
        await appendEvidence(trx, {
          structureId: auth.structureId,
          subject: 'signature',
          subjectId: row.id,
          step: 'sent',
          at: now.toISOString(),
          ipAddress: null,
          userAgent: null,
          data: { by: auth.userId, to, documentLabel: doc.label, filename: doc.filename, documentSha256, expiresAt, outboxId: outbox },
        });
        return { requestId: row.id, outboxId: outbox };
      });
      const answer = await mailAnswer(deps, outboxId, { request: requestId, expiresAt, documentSha256 });
      return c.json(jsonLd('SignatureRequest', iri(SIGNATURE_REQUESTS_PATH, requestId), answer.body), answer.status);
    },
  }),

  rawRoute({
    method: 'GET',
    path: `${SIGNATURE_REQUESTS_PATH}/{id}/evidence`,
    access: ['isPrintContract'],
    hydraClass: 'SignatureRequest',
    summary: 'The evidence file of a signature request (JSON): the request, each time-stamped step chained by its hash, and the seal.',
    mediaType: 'application/json',
    async handle({ deps, auth, id }, c) {
      const row = await callerRequest(deps, auth, id());
      const evidence = await readEvidence(deps.db, row.structure_id, 'signature', row.id);
      const body = {
        kind: 'Signature électronique simple (art. 1367 du code civil, art. 25 du règlement eIDAS)',
        request: toElectronicSignature(row),
        signer: { name: row.signer_name, email: row.signer_email },
        document: { label: row.document_label, filename: row.document_filename, sha256: row.document_sha256 },
        signedPdfSha256: row.signed_sha256,
        steps: evidence.steps,
        chainIntact: evidence.intact,
        seal: evidence.seal,
      };
      return c.json(body, 200, { 'Content-Disposition': `attachment; filename="preuve-signature-${row.id}.json"` });
    },
  }),

  rawRoute({
    method: 'GET',
    path: `${SIGNATURE_REQUESTS_PATH}/{id}/signed-pdf`,
    access: ['isPrintContract'],
    hydraClass: 'SignatureRequest',
    summary: 'The signed document, sealed with the school’s PAdES signature.',
    mediaType: 'application/pdf',
    async handle({ deps, auth, id }, c) {
      const row = await callerRequest(deps, auth, id());
      if (row.signed_key === null) throw notFound('Ce document n’est pas encore signé.');
      return fileResponse(c, await readBytes(deps.files, row.signed_key), row.document_filename.replace(/\.pdf$/, '-signe.pdf'));
    },
  }),
];
