import { publicSignatureSchema, signatureCodeAnswerSchema, signatureSignAnswerSchema, signatureSignSchema, type SignatureSign } from '../../../src/modules/contracts/schema';
import type { PublicSignature, SignatureCodeAnswer, SignatureSignAnswer } from '../../../src/modules/contracts/types';
import type { AppDeps } from '../../core/env';
import { ApiError, invalidField } from '../../core/errors';
import { jsonLd } from '../../core/hydra';
import { rateLimit } from '../../core/rate-limit';
import { itemRoute, jsonRoute, rawRoute } from '../../core/routes/declare';
import type { RouteDeclaration } from '../../core/routes/types';
import { queueEmail } from '../../mail/outbox';
import { fileResponse } from '../../pdf/response';
import { hashOneTimeCode, matchesOneTimeCode, newOneTimeCode } from '../../signature/one-time-code';
import { mailAnswer } from '../mail/answer';
import { assertCodeMayBeSent, CODE_GONE, emailHint, learnerStep, usableRequest } from './signature-flow';
import { completeSignature } from './signature-sign';
import { readBytes } from '../../storage/file-store';
import { CODE_VALIDITY_MINUTES, MAX_CODES, MAX_FAILED_TRIES, PUBLIC_SIGNATURE_PATH, requestOfToken, type SignatureRequestRow } from './signature-store';

/** Requests per client address and minute on the signing page's calls. */
export const PUBLIC_SIGNATURE_RATE = { windowMs: 60_000, max: 30 } as const;

const limited = rateLimit({ name: 'public-signature', ...PUBLIC_SIGNATURE_RATE, message: 'Trop de demandes sur ce lien de signature : réessayez dans une minute.' });

const TOKEN = { token: 'key' } as const;

/** The request of the path's token that may still be signed (404 unknown, 410 used, replaced, expired or locked). */
async function usable(deps: AppDeps, token: string): Promise<SignatureRequestRow> {
  return usableRequest(await requestOfToken(deps.db, token), deps.now());
}

async function publicView(deps: AppDeps, row: SignatureRequestRow): Promise<PublicSignature> {
  const agency = await deps.db.selectFrom('agencies').select('name').where('id', '=', row.agency_id).executeTakeFirstOrThrow();
  return {
    status: row.status as PublicSignature['status'],
    documentLabel: row.document_label,
    filename: row.document_filename,
    agencyName: agency.name,
    signerName: row.signer_name,
    emailHint: emailHint(row.signer_email),
    documentSha256: row.document_sha256,
    expiresAt: row.expires_at,
    codeSentAt: row.code_sent_at,
    codeExpiresAt: row.code_hash === null ? null : row.code_expires_at,
    codesLeft: MAX_CODES - row.codes_sent,
    triesLeft: MAX_FAILED_TRIES - row.failed_tries,
    signedAt: row.signed_at,
  };
}

/**
 * The learner's signing page (`/signature/{token}`, no account: the link's token is the key, sent to
 * his e-mail address). He reads the PDF, asks for a one-time code by e-mail, and signs with it.
 * Each call is rate limited per client address and recorded in the evidence file with his address
 * and user agent (docs/signature.md).
 */
export const PUBLIC_SIGNATURE_ROUTES: readonly RouteDeclaration[] = [
  itemRoute<undefined, PublicSignature>({
    method: 'GET',
    path: `${PUBLIC_SIGNATURE_PATH}/{token}`,
    // 410 once the link is used, replaced, expired or locked (a wrong or unknown link is 404).
    refusals: [410],
    params: TOKEN,
    access: 'public',
    hydraClass: 'PublicSignature',
    summary: 'The document waiting for the learner’s signature behind a signing link.',
    output: publicSignatureSchema,
    before: limited,
    async handle({ deps, param, client }) {
      const row = await usable(deps, param('token'));
      await learnerStep(deps, row, client(), 'opened', {});
      return jsonLd('PublicSignature', `/api${PUBLIC_SIGNATURE_PATH}/${param('token')}`, await publicView(deps, row));
    },
  }),

  rawRoute({
    method: 'GET',
    path: `${PUBLIC_SIGNATURE_PATH}/{token}/pdf`,
    // 410 once the link is used, replaced, expired or locked (a wrong or unknown link is 404).
    refusals: [410],
    params: TOKEN,
    access: 'public',
    hydraClass: 'PublicSignature',
    summary: 'The PDF to sign, exactly as it will be sealed (its SHA-256 is in the evidence file).',
    mediaType: 'application/pdf',
    before: limited,
    async handle({ deps, param, client }, c) {
      const row = await usable(deps, param('token'));
      await learnerStep(deps, row, client(), 'document-read', { documentSha256: row.document_sha256 });
      return fileResponse(c, await readBytes(deps.files, row.document_key), row.document_filename);
    },
  }),

  jsonRoute<undefined, SignatureCodeAnswer>({
    method: 'POST',
    path: `${PUBLIC_SIGNATURE_PATH}/{token}/code`,
    // 410 once the link is used, replaced, expired or locked (a wrong or unknown link is 404).
    refusals: [410],
    params: TOKEN,
    access: 'public',
    hydraClass: 'PublicSignature',
    summary: 'Sends a one-time code (6 digits, valid 10 minutes) to the learner’s address; at most 5 per link, one a minute.',
    output: signatureCodeAnswerSchema,
    before: limited,
    async handle({ deps, param, client }) {
      const row = await usable(deps, param('token'));
      const now = deps.now();
      assertCodeMayBeSent(row, now);
      const code = newOneTimeCode();
      const codeSentAt = now.toISOString();
      const codeExpiresAt = new Date(now.getTime() + CODE_VALIDITY_MINUTES * 60_000).toISOString();
      const outboxId = await deps.db.transaction().execute(async (trx) => {
        // Conditioned on the count read: two requests at once send one code, the other is refused.
        const claimed = await trx
          .updateTable('signature_requests')
          .set({ code_hash: hashOneTimeCode(deps.config.jwtSecret, row.id, code), code_expires_at: codeExpiresAt, code_sent_at: codeSentAt, codes_sent: row.codes_sent + 1 })
          .where('id', '=', row.id)
          .where('codes_sent', '=', row.codes_sent)
          .where('status', '=', 'pending')
          .executeTakeFirst();
        if (Number(claimed.numUpdatedRows) !== 1) throw new ApiError(429, 'Un code vient de vous être envoyé : attendez une minute avant d’en demander un autre.');
        const id = await queueEmail({ ...deps, db: trx }, {
          structureId: row.structure_id,
          agencyId: row.agency_id,
          learnerId: row.learner_id,
          document: 'contract',
          to: row.signer_email,
          toName: row.signer_name,
          subject: `Votre code de signature : ${code}`,
          text: [
            'Bonjour,',
            '',
            `Votre code pour signer ${row.document_label} : ${code}`,
            `Il est valable ${CODE_VALIDITY_MINUTES} minutes et ne sert qu’une fois. Ne le communiquez à personne : il vaut signature.`,
            'Si vous n’avez pas demandé ce code, ignorez ce message.',
          ].join('\n'),
        });
        const message = await trx.selectFrom('outbox_emails').select('message_id').where('id', '=', id).executeTakeFirstOrThrow();
        await trx.updateTable('signature_requests').set({ code_outbox_id: id }).where('id', '=', row.id).execute();
        await learnerStep({ ...deps, db: trx }, row, client(), 'code-sent', { to: row.signer_email, outboxId: id, messageId: message.message_id, codeExpiresAt });
        return id;
      });
      const mail = await mailAnswer(deps, outboxId);
      return { codeSentAt, codeExpiresAt, codesLeft: MAX_CODES - row.codes_sent - 1, delivery: mail.status === 200 ? 'sent' : 'queued' };
    },
  }),

  jsonRoute<SignatureSign, SignatureSignAnswer>({
    method: 'POST',
    path: `${PUBLIC_SIGNATURE_PATH}/{token}/sign`,
    // 410 once the link is used, replaced, expired or locked (a wrong or unknown link is 404).
    refusals: [410],
    params: TOKEN,
    access: 'public',
    hydraClass: 'PublicSignature',
    summary: 'Signs with the one-time code: single use, valid 10 minutes, 5 wrong codes lock the link.',
    input: signatureSignSchema,
    output: signatureSignAnswerSchema,
    before: limited,
    async handle({ deps, param, client, body }) {
      const row = await usable(deps, param('token'));
      const now = deps.now();
      if (row.code_hash === null || row.code_expires_at === null) throw invalidField('code', 'Demandez d’abord un code : il vous sera envoyé par e-mail.');
      if (row.code_expires_at <= now.toISOString()) throw invalidField('code', 'Ce code a expiré : demandez-en un nouveau.');
      if (!matchesOneTimeCode(deps.config.jwtSecret, row.id, body.code, row.code_hash)) {
        const tries = row.failed_tries + 1;
        const locked = tries >= MAX_FAILED_TRIES;
        const counted = await deps.db
          .updateTable('signature_requests')
          .set({ failed_tries: tries, ...(locked ? { status: 'locked', code_hash: null } : {}) })
          .where('id', '=', row.id)
          .where('failed_tries', '=', row.failed_tries)
          .where('status', '=', 'pending')
          .executeTakeFirst();
        if (Number(counted.numUpdatedRows) !== 1) throw CODE_GONE();
        await learnerStep(deps, row, client(), locked ? 'locked' : 'code-refused', { failedTries: tries });
        if (locked) throw new ApiError(410, 'Code incorrect pour la 5e fois : ce lien est bloqué. Demandez un nouvel envoi à votre auto-école.');
        const left = MAX_FAILED_TRIES - tries;
        throw invalidField('code', `Code incorrect : il vous reste ${left} essai${left > 1 ? 's' : ''}.`);
      }
      // Spent before anything else: the same code never signs twice, even sent twice at once.
      const spent = await deps.db
        .updateTable('signature_requests')
        .set({ code_hash: null })
        .where('id', '=', row.id)
        .where('code_hash', '=', row.code_hash)
        .where('status', '=', 'pending')
        .executeTakeFirst();
      if (Number(spent.numUpdatedRows) !== 1) throw CODE_GONE();
      await learnerStep(deps, row, client(), 'code-accepted', { outboxId: row.code_outbox_id });
      return completeSignature(deps, row, client());
    },
  }),
];
