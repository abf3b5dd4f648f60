import { z } from 'zod';
import { randomBytes } from 'node:crypto';
import { changePasswordSchema, profileAnswerSchema, profilePatchSchema, resetPasswordSchema, type ProfileAnswer, type ProfilePatch } from '../../../src/modules/users/schema';
import { verifyPassword } from '../../auth/password';
import { resetLink, RESET_LINK_TTL_SECONDS } from '../../auth/reset-link';
import { setPasswordEndingSessions } from '../../auth/password-change';
import { bearerClaims } from '../../core/tokens';
import type { AppDeps, AuthContext } from '../../core/env';
import { forbidden, invalidField } from '../../core/errors';
import { assertMayManageUser } from '../../core/grants';
import { iri } from '../../core/hydra';
import { can } from '../../core/permissions';
import { jsonRoute, rawRoute } from '../../core/routes/declare';
import type { RouteDeclaration } from '../../core/routes/types';
import { found } from '../../core/scope';
import { parseJson } from '../../core/validation';
import { queueEmail } from '../../mail/outbox';
import { mailsAnswer } from '../mail/answer';
import { updateGiven } from '../../core/patch';

const ONLY_SELF = 'Vous ne pouvez modifier que votre propre profil.';

const resetMailText = (firstName: string, link: string) =>
  [
    `Bonjour ${firstName},`,
    '',
    'Le mot de passe de votre compte Volant a été réinitialisé : l’ancien ne fonctionne plus.',
    `Choisissez-en un nouveau en ouvrant ce lien (valable ${RESET_LINK_TTL_SECONDS / 3600} heures, une seule fois) :`,
    link,
    '',
    'Si vous n’êtes pas à l’origine de cette demande, prévenez le responsable de votre structure.',
  ].join('\n');

/** A user of the caller's structure (404 for anyone else). */
async function userOfStructure(deps: AppDeps, auth: AuthContext, id: number) {
  return found(
    await deps.db
      .selectFrom('users')
      .select(['id', 'email', 'first_name', 'password_hash', 'structure_id'])
      .where('id', '=', id)
      .where('structure_id', '=', auth.structureId)
      .where('learner_id', 'is', null)
      .executeTakeFirst(),
  );
}

/** Only oneself (403 for anyone else). */
function ownId(auth: AuthContext, id: number): number {
  if (id !== auth.userId) throw forbidden(ONLY_SELF);
  return id;
}

async function assertAsset(deps: AppDeps, auth: AuthContext, assetId: number): Promise<void> {
  const asset = await deps.db.selectFrom('assets').select('id').where('id', '=', assetId).where('structure_id', '=', auth.structureId).executeTakeFirst();
  if (!asset) throw invalidField('photo', 'Cette photo est introuvable.');
}

/**
 * The user's own profile: `PATCH /users/{id}` (merge-patch: names, phone, photo), `PATCH
 * /users/change-password/{id}`, and `POST /users/reset-password` (a link to choose a password by e-mail, for
 * oneself or, with isViewMembers, for a member of the structure the caller may manage).
 */
export const PROFILE_ROUTES: readonly RouteDeclaration[] = [
  // Raw: the caller's own session, which goes on, is read from its bearer token; another user's password
  // is refused (403) before the body is read, as the own-account rule says.
  rawRoute({
    method: 'PATCH',
    path: '/users/change-password/{id}',
    access: 'authenticated',
    hydraClass: 'User',
    summary: 'Changes one’s own password (the current one is asked; JSON body currentPassword, newPassword, confirmation; 204).',
    mediaType: 'application/json',
    statuses: [204],
    reads: { mediaType: 'application/json', schema: changePasswordSchema },
    async handle({ deps, auth, id }, c) {
      const userId = ownId(auth, id());
      const body = await parseJson(c, changePasswordSchema);
      const user = await userOfStructure(deps, auth, userId);
      if (!(await verifyPassword(body.currentPassword, user.password_hash))) {
        throw invalidField('currentPassword', 'Le mot de passe actuel est incorrect.');
      }
      if (body.newPassword === body.currentPassword) {
        throw invalidField('newPassword', 'Le nouveau mot de passe doit être différent de l’actuel.');
      }
      // Every other session of the user ends (a thief's copy included); the one that changed it goes on.
      const { sessionId } = await bearerClaims(deps, c.req.header('authorization'));
      await setPasswordEndingSessions(deps, user.id, body.newPassword, sessionId);
      return c.body(null, 204);
    },
  }),

  jsonRoute<ProfilePatch, ProfileAnswer>({
    method: 'PATCH',
    path: '/users/{id}',
    access: 'authenticated',
    hydraClass: 'User',
    summary: 'Updates one’s own profile (merge-patch: names, phone, photo) and answers those fields.',
    input: profilePatchSchema,
    output: profileAnswerSchema,
    async handle({ deps, auth, id, body }) {
      const userId = ownId(auth, id());
      if (body.photo !== undefined && body.photo !== null) await assertAsset(deps, auth, body.photo);
      await updateGiven(
        { first_name: body.firstName, last_name: body.lastName, phone: body.phone, photo_asset_id: body.photo },
        (set) => deps.db.updateTable('users').set(set).where('id', '=', userId),
      );
      const user = await deps.db.selectFrom('users').select(['id', 'first_name', 'last_name', 'phone', 'photo_asset_id']).where('id', '=', userId).executeTakeFirstOrThrow();
      return {
        '@id': iri('/users', userId),
        '@type': 'User',
        id: userId,
        firstName: user.first_name,
        lastName: user.last_name,
        phone: user.phone,
        photoUrl: user.photo_asset_id === null ? null : `/api/materials/assets/${user.photo_asset_id}/file`,
      };
    },
  }),

  // Raw: the caller's own session, which goes on, is read from its bearer token (200 once the mail is sent, 202 while queued).
  rawRoute({
    method: 'POST',
    path: '/users/reset-password',
    access: 'authenticated',
    hydraClass: 'User',
    summary: 'Resets a password (the old one stops working, every session ends) and e-mails a one-time link to choose a new one (oneself, or with isViewMembers a member one may manage).',
    mediaType: 'application/json',
    statuses: [200, 202],
    reads: { mediaType: 'application/json', schema: resetPasswordSchema },
    output: z.strictObject({ message: z.string(), sentAt: z.string().nullable() }),
    refusals: [404, 502],
    async handle({ deps, auth }, c) {
      const input = await parseJson(c, resetPasswordSchema);
      if (input.user !== auth.userId && !can(auth, ['isViewMembers'])) throw forbidden('Vous ne pouvez réinitialiser que votre propre mot de passe.');
      const user = await userOfStructure(deps, auth, input.user);
      // Resetting someone's password locks them out until they read the mail: never for a user the
      // caller could not manage (the platform admin, a manager, anyone with more permissions).
      await assertMayManageUser(deps, auth, user.id);
      if (user.email.toLowerCase() !== input.email.toLowerCase()) {
        throw invalidField('email', 'Cette adresse e-mail ne correspond pas à l’utilisateur.');
      }
      // The old password stops working at once (an unknown random one replaces it) and every session
      // ends, but the caller's own when they reset their own password. The e-mail carries no password:
      // a one-time link to choose one (issue 36 S10).
      const own = user.id === auth.userId ? (await bearerClaims(deps, c.req.header('authorization'))).sessionId : null;
      const hash = await setPasswordEndingSessions(deps, user.id, randomBytes(32).toString('base64url'), own);
      const outboxId = await queueEmail(deps, {
        structureId: auth.structureId,
        to: user.email,
        subject: 'Réinitialisation de votre mot de passe Volant',
        text: resetMailText(user.first_name, resetLink(deps, user.id, hash)),
      });
      const answer = await mailsAnswer(deps, [outboxId], {});
      const message = answer.status === 200 ? 'Un e-mail de réinitialisation a été envoyé.' : 'Le mot de passe est réinitialisé ; l’e-mail est en file d’attente.';
      return c.json({ message, ...answer.body }, answer.status);
    },
  }),
];
