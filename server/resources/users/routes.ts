import { Hono } from 'hono';
import { changePasswordSchema, profilePatchSchema, resetPasswordSchema } from '../../../src/modules/users/schema';
import type { Asset } from '../../../src/modules/users/types';
import { hashPassword, verifyPassword } from '../../auth/password';
import type { AppDeps, AppEnv, AuthContext } from '../../core/env';
import { ApiError, forbidden } from '../../core/errors';
import { iri, jsonLd } from '../../core/hydra';
import { assertMayManageUser } from '../../core/grants';
import { can } from '../../core/permissions';
import { found, routeId } from '../../core/scope';
import { fileNameOf, openStoredFile, readMultipart, storeFile, takeFile, uploadedFileHeaders, type UploadRules } from '../../core/uploads';
import { parseJson } from '../../core/validation';
import { queueEmail } from '../../mail/outbox';
import { mailsAnswer } from '../mail/answer';
import { temporaryPassword } from './team-member-store';

/** Profile photos and other images of the back office (`POST /materials/assets`). */
export const ASSET_RULES: UploadRules = { maxBytes: 900 * 1024, types: ['image/jpeg', 'image/png'] };

const ONLY_SELF = 'Vous ne pouvez modifier que votre propre profil.';

/** A user of the caller's structure (404 for anyone else). */
async function userOfStructure(deps: AppDeps, auth: AuthContext, id: number) {
  return found(
    await deps.db
      .selectFrom('users')
      .select(['id', 'email', 'first_name', 'password_hash', 'structure_id'])
      .where('id', '=', id)
      .where('structure_id', '=', auth.structureId)
      .executeTakeFirst(),
  );
}

async function assertAsset(deps: AppDeps, auth: AuthContext, assetId: number): Promise<void> {
  const asset = await deps.db.selectFrom('assets').select('id').where('id', '=', assetId).where('structure_id', '=', auth.structureId).executeTakeFirst();
  if (!asset) throw new ApiError(422, 'Cette photo est introuvable.', [{ propertyPath: 'photo', message: 'Cette photo est introuvable.' }]);
}

const toAsset = (row: { id: number; original_name: string; mime_type: string; size: number }): Asset => ({
  id: row.id,
  contentUrl: `/api/materials/assets/${row.id}/file`,
  originalName: row.original_name,
  mimeType: row.mime_type,
  size: row.size,
});

/**
 * The user's own profile: `PATCH /users/{id}` (merge-patch: names, phone, photo), `PATCH
 * /users/change-password/{id}`, `POST /users/reset-password` (a temporary password by e-mail, for
 * oneself or, with isViewMembers, for a member of the structure the caller may manage), and the images of
 * `POST /materials/assets`.
 */
export const userProfileRoutes = new Hono<AppEnv>();

userProfileRoutes.patch('/users/change-password/:id', async (c) => {
  const { deps, auth } = c.var;
  const id = routeId(c.req.param('id'));
  if (id !== auth.userId) throw forbidden(ONLY_SELF);
  const input = await parseJson(c, changePasswordSchema);
  const user = await userOfStructure(deps, auth, id);
  if (!(await verifyPassword(input.currentPassword, user.password_hash))) {
    const message = 'Le mot de passe actuel est incorrect.';
    throw new ApiError(422, message, [{ propertyPath: 'currentPassword', message }]);
  }
  if (input.newPassword === input.currentPassword) {
    const message = 'Le nouveau mot de passe doit être différent de l’actuel.';
    throw new ApiError(422, message, [{ propertyPath: 'newPassword', message }]);
  }
  await deps.db.updateTable('users').set({ password_hash: await hashPassword(input.newPassword) }).where('id', '=', id).execute();
  return c.body(null, 204);
});

userProfileRoutes.patch('/users/:id', async (c) => {
  const { deps, auth } = c.var;
  const id = routeId(c.req.param('id'));
  if (id !== auth.userId) throw forbidden(ONLY_SELF);
  const input = await parseJson(c, profilePatchSchema);
  if (input.photo !== undefined && input.photo !== null) await assertAsset(deps, auth, input.photo);
  await deps.db
    .updateTable('users')
    .set({
      ...(input.firstName !== undefined ? { first_name: input.firstName } : {}),
      ...(input.lastName !== undefined ? { last_name: input.lastName } : {}),
      ...(input.phone !== undefined ? { phone: input.phone } : {}),
      ...(input.photo !== undefined ? { photo_asset_id: input.photo } : {}),
    })
    .where('id', '=', id)
    .execute();
  const user = await deps.db.selectFrom('users').select(['id', 'first_name', 'last_name', 'phone', 'photo_asset_id']).where('id', '=', id).executeTakeFirstOrThrow();
  return c.json(
    jsonLd('User', iri('/users', id), {
      id,
      firstName: user.first_name,
      lastName: user.last_name,
      phone: user.phone,
      photoUrl: user.photo_asset_id === null ? null : `/api/materials/assets/${user.photo_asset_id}/file`,
    }),
  );
});

userProfileRoutes.post('/users/reset-password', async (c) => {
  const { deps, auth } = c.var;
  const input = await parseJson(c, resetPasswordSchema);
  if (input.user !== auth.userId && !can(auth, ['isViewMembers'])) throw forbidden('Vous ne pouvez réinitialiser que votre propre mot de passe.');
  const user = await userOfStructure(deps, auth, input.user);
  // Resetting someone's password locks them out until they read the mail: never for a user the
  // caller could not manage (the platform admin, a manager, anyone with more permissions).
  await assertMayManageUser(deps, auth, user.id);
  if (user.email.toLowerCase() !== input.email.toLowerCase()) {
    const message = 'Cette adresse e-mail ne correspond pas à l’utilisateur.';
    throw new ApiError(422, message, [{ propertyPath: 'email', message }]);
  }
  const password = temporaryPassword();
  await deps.db.updateTable('users').set({ password_hash: await hashPassword(password) }).where('id', '=', user.id).execute();
  const outboxId = await queueEmail(deps, {
    structureId: auth.structureId,
    to: user.email,
    subject: 'Réinitialisation de votre mot de passe Volant',
    text: `Bonjour ${user.first_name},\n\nVotre mot de passe a été réinitialisé.\nMot de passe provisoire : ${password}\n\nChangez-le depuis votre profil dès votre prochaine connexion.`,
  });
  const answer = await mailsAnswer(deps, [outboxId], {});
  const message = answer.status === 200 ? 'Un e-mail de réinitialisation a été envoyé.' : 'Le mot de passe est réinitialisé ; l’e-mail est en file d’attente.';
  return c.json({ message, ...answer.body }, answer.status);
});

userProfileRoutes.post('/materials/assets', async (c) => {
  const { deps, auth } = c.var;
  const form = await readMultipart(c);
  const upload = await takeFile(form, 'file', ASSET_RULES);
  const stored = await storeFile(deps, auth.structureId, upload);
  const row = await deps.db
    .insertInto('assets')
    .values({ structure_id: auth.structureId, storage_key: stored.storageKey, original_name: stored.originalName, mime_type: stored.mimeType, size: stored.size })
    .returning(['id', 'original_name', 'mime_type', 'size'])
    .executeTakeFirstOrThrow();
  return c.json(jsonLd('Asset', iri('/materials/assets', row.id), toAsset(row)), 201);
});

userProfileRoutes.get('/materials/assets/:id/file', async (c) => {
  const { deps, auth } = c.var;
  const asset = found(
    await deps.db.selectFrom('assets').selectAll().where('id', '=', routeId(c.req.param('id'))).where('structure_id', '=', auth.structureId).executeTakeFirst(),
  );
  const file = await openStoredFile(deps, asset.storage_key);
  return c.body(file.stream, 200, {
    ...uploadedFileHeaders(asset.mime_type, fileNameOf(asset.storage_key)),
    'Content-Length': String(file.size),
    'Cache-Control': 'private, max-age=3600',
  });
});
