import { contractSendSchema } from '../../../src/modules/contracts/schema';
import type { AppDeps, AuthContext } from '../../core/env';
import { badRequest, invalidField } from '../../core/errors';
import { iri, jsonLd } from '../../core/hydra';
import { rawRoute } from '../../core/routes/declare';
import type { RouteDeclaration } from '../../core/routes/types';
import { parseJson } from '../../core/validation';
import { queueEmail } from '../../mail/outbox';
import { fileResponse } from '../../pdf/response';
import { intList } from '../learners/common';
import { mailsAnswer } from '../mail/answer';
import { findAmendment, loadContract } from './contract-store';
import { amendmentPdf, contractPdf } from './pdf';

/** The PDF of a contract or of an amendment, and its file name. */
export async function documentOf(deps: AppDeps, auth: AuthContext, target: { contract: number | null; amendment: number | null }) {
  const structure = await deps.db.selectFrom('structures').select('name').where('id', '=', auth.structureId).executeTakeFirstOrThrow();
  if (target.amendment !== null) {
    const { amendment } = await findAmendment(deps, auth, target.amendment);
    const contract = await loadContract(deps, auth, amendment.contract_id);
    const item = contract.amendments.find((a) => a.id === amendment.id)!;
    return { contract, bytes: await amendmentPdf(contract, item, structure.name), filename: `Avenant-${item.number}.pdf`, label: `l’avenant ${item.number}` };
  }
  const contract = await loadContract(deps, auth, target.contract!);
  return { contract, bytes: await contractPdf(contract, structure.name), filename: `Contrat-${contract.number}.pdf`, label: `le contrat ${contract.number}` };
}

/**
 * The documents of contracts and amendments: the PDF (learner-contract-display) and its sending by
 * e-mail (learner-contract-send), answered 200 once the SMTP server accepted it, 202 while queued.
 */
export const CONTRACT_DOCUMENT_ROUTES: readonly RouteDeclaration[] = [
  rawRoute({
    method: 'GET',
    path: '/contracts/learner-contract-display',
    access: ['isPrintContract'],
    hydraClass: 'LearnerContract',
    summary: 'The PDF of a contract (`?contract={id}`) or of an amendment (`?amendment={id}`).',
    mediaType: 'application/pdf',
    async handle({ deps, auth, query }, c) {
      const [contract] = intList(query, 'contract');
      const [amendment] = intList(query, 'amendment');
      if ((contract === undefined) === (amendment === undefined)) throw badRequest('Indiquez un contrat (contract) ou un avenant (amendment).');
      const doc = await documentOf(deps, auth, { contract: contract ?? null, amendment: amendment ?? null });
      return fileResponse(c, doc.bytes, doc.filename);
    },
  }),

  rawRoute({
    method: 'POST',
    path: '/contracts/learner-contract-send',
    access: ['isSendContractByEmail'],
    hydraClass: 'ContractMail',
    summary: 'E-mails the PDF of a contract or amendment to the learner (or to `email`); 200 once sent, 202 while queued.',
    mediaType: 'application/ld+json',
    async handle({ deps, auth }, c) {
      // The answer's status (200 sent, 202 queued) is the mail's: a raw route, so the body is read here.
      const input = await parseJson(c, contractSendSchema);
      const doc = await documentOf(deps, auth, input);
      const to = input.email ?? doc.contract.learner.email;
      if (!to) throw invalidField('email', 'L’apprenant n’a pas d’adresse e-mail : indiquez-en une.');
      const outboxId = await queueEmail(deps, {
        structureId: auth.structureId,
        agencyId: doc.contract.agency.id,
        learnerId: doc.contract.learner.id,
        document: 'contract',
        to,
        toName: input.email ? null : `${doc.contract.learner.firstName} ${doc.contract.learner.lastName}`,
        subject: `${doc.contract.agency.name} : ${doc.filename.replace(/\.pdf$/, '').replace('-', ' ')}`,
        text: [
          `Bonjour ${doc.contract.learner.firstName},`,
          '',
          `Vous trouverez ci-joint ${doc.label} relatif à votre formation au permis ${doc.contract.training.code}.`,
          '',
          `Cordialement,\n${doc.contract.agency.name}`,
        ].join('\n'),
        attachments: [{ filename: doc.filename, contentType: 'application/pdf', contentBase64: Buffer.from(doc.bytes).toString('base64') }],
      });
      const answer = await mailsAnswer(deps, [outboxId], { to, filename: doc.filename });
      return c.json(jsonLd('ContractMail', iri('/contracts/learner-contract-send', outboxId), answer.body), answer.status);
    },
  }),
];
