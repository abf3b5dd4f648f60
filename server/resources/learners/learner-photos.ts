import type { Kysely } from 'kysely';
import { LEARNER_WRITE } from '../../../src/shared/auth/permission-groups';
import { conflict, notFound } from '../../core/errors';
import { emptyRoute, rawRoute } from '../../core/routes/declare';
import type { RouteDeclaration } from '../../core/routes/types';
import { deleteStoredFile, readMultipart, sendStoredFile, takeFile, withStoredFile, type UploadRules } from '../../core/uploads';
import type { Database } from '../../db/schema';
import { findLearner } from './common';
import { loadLearner } from './learner-store';

/** A learner's photo: JPEG or PNG up to 2 Mo (identity photo size). */
const PHOTO_RULES: UploadRules = { maxBytes: 2 * 1024 * 1024, types: ['image/jpeg', 'image/png'] };
const PHOTOS_DISABLED = 'Les photos des apprenants ne sont pas activées pour votre structure.';
const NO_PHOTO = 'Cet apprenant n’a pas de photo.';
const PHOTO_PATH = '/learner/photo/{id}';

async function structurePhotosAllowed(db: Kysely<Database>, structureId: number): Promise<boolean> {
  const row = await db.selectFrom('structures').select('students_photo_allowed').where('id', '=', structureId).executeTakeFirst();
  return row?.students_photo_allowed === 1;
}

/** A learner's identity photo, when the structure allows photos: read, upload (replaces) and delete. */
export const LEARNER_PHOTO_ROUTES: readonly RouteDeclaration[] = [
  rawRoute({
    method: 'GET',
    path: PHOTO_PATH,
    access: 'authenticated',
    hydraClass: 'LearnerPhoto',
    summary: 'Reads a learner’s photo (JPEG or PNG).',
    mediaType: PHOTO_RULES.types,
    handle: async ({ deps, auth, id }, c) => {
      const learner = await findLearner(deps.db, auth, id());
      if (!(await structurePhotosAllowed(deps.db, auth.structureId))) throw notFound(PHOTOS_DISABLED);
      if (!learner.photo_key || !learner.photo_mime) throw notFound(NO_PHOTO);
      return sendStoredFile(c, deps, learner.photo_key, { mimeType: learner.photo_mime });
    },
  }),
  rawRoute({
    method: 'POST',
    path: PHOTO_PATH,
    access: LEARNER_WRITE,
    hydraClass: 'LearnerPhoto',
    summary: 'Uploads a learner’s photo (multipart `file`, JPEG or PNG up to 2 Mo); answers the learner.',
    mediaType: 'application/ld+json',
    reads: { mediaType: 'multipart/form-data' },
    handle: async ({ deps, auth, id }, c) => {
      const learner = await findLearner(deps.db, auth, id());
      if (!(await structurePhotosAllowed(deps.db, auth.structureId))) throw conflict(PHOTOS_DISABLED);
      const upload = await takeFile(await readMultipart(c), 'file', PHOTO_RULES);
      await withStoredFile(deps, auth.structureId, upload, (stored) =>
        deps.db
          .updateTable('learners')
          .set({ photo_key: stored.storageKey, photo_mime: stored.mimeType, updated_at: deps.now().toISOString() })
          .where('id', '=', learner.id)
          .execute(),
      );
      if (learner.photo_key) await deleteStoredFile(deps, learner.photo_key);
      return c.json(await loadLearner(deps, auth, learner.id));
    },
  }),
  emptyRoute({
    method: 'DELETE',
    path: PHOTO_PATH,
    access: LEARNER_WRITE,
    hydraClass: 'LearnerPhoto',
    summary: 'Deletes a learner’s photo.',
    handle: async ({ deps, auth, id }) => {
      const learner = await findLearner(deps.db, auth, id());
      if (!learner.photo_key) throw notFound(NO_PHOTO);
      await deps.db.updateTable('learners').set({ photo_key: null, photo_mime: null }).where('id', '=', learner.id).execute();
      await deleteStoredFile(deps, learner.photo_key);
    },
  }),
];
