import { deName } from '../../../src/shared/i18n/elision';
import { LEARNER_WRITE } from '../../../src/shared/auth/permission-groups';
import { surveySendSchema } from '../../../src/modules/learners/schema';
import { conflict, invalidField } from '../../core/errors';
import { iri, jsonLd } from '../../core/hydra';
import { rawRoute } from '../../core/routes/declare';
import type { RouteDeclaration } from '../../core/routes/types';
import { parseJson } from '../../core/validation';
import { queueEmail } from '../../mail/outbox';
import { mailsAnswer } from '../mail/answer';
import { learnerIri, learnerOfPayload } from './common';

/**
 * `POST /survey/send_link`: e-mails the structure's satisfaction survey link to a learner and marks
 * the survey sent. Raw because, as every mail call, it answers 200 once the SMTP server accepted the
 * message and 202 while it waits in the outbox (server/resources/mail/answer.ts).
 */
export const SURVEY_ROUTES: readonly RouteDeclaration[] = [
  rawRoute({
    method: 'POST',
    path: '/survey/send_link',
    access: LEARNER_WRITE,
    hydraClass: 'SurveyLink',
    summary: 'E-mails the satisfaction survey link to a learner (200 sent, 202 queued).',
    mediaType: 'application/ld+json',
    statuses: [200, 202],
    reads: { mediaType: 'application/json', schema: surveySendSchema },
    refusals: [404, 502],
    handle: async ({ deps, auth }, c) => {
      const input = await parseJson(c, surveySendSchema);
      const learner = await learnerOfPayload(deps.db, auth, input.learner);
      if (!learner.email) throw invalidField('learner', 'Cet apprenant n’a pas d’adresse e-mail : le lien ne peut pas lui être envoyé.');
      const structure = await deps.db.selectFrom('structures').select(['name', 'survey_link']).where('id', '=', auth.structureId).executeTakeFirstOrThrow();
      if (!structure.survey_link) throw conflict('Aucun lien d’enquête de satisfaction n’est configuré pour votre structure.');
      const outboxId = await deps.db.transaction().execute(async (trx) => {
        const id = await queueEmail({ ...deps, db: trx }, {
          structureId: auth.structureId,
          agencyId: learner.agency_id,
          learnerId: learner.id,
          document: 'surveyLink',
          to: learner.email!,
          subject: `${structure.name} : votre avis sur votre formation`,
          text: [
            `Bonjour ${learner.first_name},`,
            '',
            `Merci d’avoir choisi ${structure.name}. Votre avis nous aide à progresser : pouvez-vous répondre à notre enquête de satisfaction ? Elle ne prend que quelques minutes.`,
            '',
            structure.survey_link!,
            '',
            `L’équipe ${deName(structure.name)}`,
          ].join('\n'),
        });
        await trx.updateTable('learners').set({ survey_status: 1 }).where('id', '=', learner.id).execute();
        return id;
      });
      const answer = await mailsAnswer(deps, [outboxId], { learner: learnerIri(learner.id), surveyStatus: 1 });
      return c.json(jsonLd('SurveyLink', iri('/survey/send_link', learner.id), answer.body), answer.status);
    },
  }),
];
