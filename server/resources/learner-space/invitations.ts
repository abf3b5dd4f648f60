import { LEARNER_WRITE } from '../../../src/shared/auth/permission-groups';
import { LEARNER_SPACE_PATH } from '../../../src/shared/auth/paths';
import { invitationSentSchema, invitationStateSchema, type InvitationState } from '../../../src/shared/learner-space/schema';
import { closeLearnerAccount, INVITATION_TTL_SECONDS, openLearnerAccount } from '../../auth/learner-account';
import { resetLink } from '../../auth/reset-link';
import type { AppDeps, AuthContext } from '../../core/env';
import { conflict, invalidField } from '../../core/errors';
import { iri, jsonLd } from '../../core/hydra';
import { answered } from '../../core/routes/answered';
import { emptyRoute, itemRoute, jsonRoute } from '../../core/routes/declare';
import type { RouteDeclaration } from '../../core/routes/types';
import { queueEmail } from '../../mail/outbox';
import { findLearner } from '../learners/common';
import { mailsAnswer } from '../mail/answer';

const INVITATIONS_PATH = '/learner-invitations';

const invitationText = (firstName: string, school: string, link: string, space: string) =>
  [
    `Bonjour ${firstName},`,
    '',
    `${school} vous ouvre votre espace élève : vos leçons, vos documents, vos factures et ce qu’il reste à régler.`,
    `Choisissez votre mot de passe en ouvrant ce lien (valable ${INVITATION_TTL_SECONDS / 86400} jours, une seule fois) :`,
    link,
    '',
    `Ensuite, connectez-vous à votre espace : ${space}`,
    '',
    'Si vous n’attendiez pas ce message, ignorez-le.',
  ].join('\n');

/** Where the learner's account stands (see InvitationState). */
async function invitationState(deps: AppDeps, auth: AuthContext, learnerId: number): Promise<InvitationState> {
  const learner = await findLearner(deps.db, auth, learnerId);
  const account = await deps.db.selectFrom('users').select(['id', 'email', 'invited_at', 'login_refused', 'archived']).where('learner_id', '=', learner.id).executeTakeFirst();
  if (!account) return { learnerId: learner.id, state: 'none', email: null, invitedAt: null };
  const signedIn = await deps.db.selectFrom('refresh_tokens').select('id').where('user_id', '=', account.id).executeTakeFirst();
  const state = account.login_refused === 1 || account.archived === 1 ? 'revoked' : signedIn ? 'active' : 'invited';
  return { learnerId: learner.id, state, email: account.email, invitedAt: account.invited_at };
}

const stateJson = (state: InvitationState) => jsonLd('LearnerInvitation', iri(INVITATIONS_PATH, state.learnerId), state);

/**
 * A learner's access to his own space (issue 41), from his record: where it stands, the invitation
 * e-mail (a one-time link to choose his password, through the outbox), and its revocation, which
 * ends his sessions on every instance.
 */
export const LEARNER_INVITATION_ROUTES: readonly RouteDeclaration[] = [
  itemRoute<undefined, InvitationState>({
    method: 'GET',
    path: `${INVITATIONS_PATH}/{id}`,
    access: 'authenticated',
    hydraClass: 'LearnerInvitation',
    summary: 'Where a learner’s own account stands: never invited, invited, active or revoked.',
    output: invitationStateSchema,
    handle: async ({ deps, auth, id }) => stateJson(await invitationState(deps, auth, id())),
  }),

  jsonRoute({
    method: 'POST',
    path: `${INVITATIONS_PATH}/{id}`,
    access: LEARNER_WRITE,
    hydraClass: 'LearnerInvitation',
    summary: 'Invites a learner to his own space: e-mails a one-time link (7 days) to choose his password; 200 once sent, 202 while queued.',
    statuses: [200, 202],
    output: invitationSentSchema,
    refusals: [404, 409, 422, 502],
    async handle({ deps, auth, id }) {
      const learner = await findLearner(deps.db, auth, id());
      if (learner.archived === 1) throw conflict('Cet apprenant est archivé : il ne peut pas être invité.');
      const email = learner.email;
      if (!email) throw invalidField('email', 'L’apprenant n’a pas d’adresse e-mail : renseignez-la sur sa fiche.');
      const agency = await deps.db.selectFrom('agencies').select(['name', 'email']).where('id', '=', learner.agency_id).executeTakeFirstOrThrow();
      const now = deps.now().toISOString();
      const outboxId = await deps.db.transaction().execute(async (trx) => {
        const account = await openLearnerAccount(trx, now, { ...learner, email });
        const link = resetLink(deps, account.userId, account.passwordHash, INVITATION_TTL_SECONDS);
        return queueEmail(
          { ...deps, db: trx },
          {
            structureId: auth.structureId,
            agencyId: learner.agency_id,
            learnerId: learner.id,
            to: email,
            toName: `${learner.first_name} ${learner.last_name}`,
            fromName: agency.name,
            replyTo: agency.email,
            subject: `${agency.name} : votre espace élève`,
            text: invitationText(learner.first_name, agency.name, link, `${deps.config.publicUrl}${LEARNER_SPACE_PATH}`),
          },
        );
      });
      const answer = await mailsAnswer(deps, [outboxId], stateJson(await invitationState(deps, auth, learner.id)));
      return answered(answer.status, answer.body);
    },
  }),

  emptyRoute({
    method: 'DELETE',
    path: `${INVITATIONS_PATH}/{id}`,
    access: LEARNER_WRITE,
    hydraClass: 'LearnerInvitation',
    summary: 'Revokes a learner’s access: his invitation link stops working and every session of his ends (204).',
    async handle({ deps, auth, id }) {
      const learner = await findLearner(deps.db, auth, id());
      const closed = await deps.db.transaction().execute((trx) => closeLearnerAccount(trx, deps.now().toISOString(), learner.id, 'revoked'));
      if (!closed) throw conflict('Cet apprenant n’a pas été invité.');
    },
  }),
];
