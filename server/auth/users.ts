import { userProfileSchema, type UserProfile } from '../../src/shared/session/schema';
import { notFound } from '../core/errors';
import { itemRoute } from '../core/routes/declare';
import type { RouteDeclaration } from '../core/routes/types';
import { loadSessionUser, userResource } from './session-user';

/** A user's profile in the session shape: oneself, or a user of one's structure; others do not exist (404). */
export const USER_ROUTES: readonly RouteDeclaration[] = [
  itemRoute<undefined, UserProfile>({
    method: 'GET',
    path: '/users/{id}',
    access: 'authenticated',
    hydraClass: 'User',
    summary: 'Reads a user of the caller’s structure in the session shape, with their phone and photo.',
    output: userProfileSchema,
    async handle({ deps, auth, id }) {
      const user = await loadSessionUser(deps, id());
      if (!user || (user.id !== auth.userId && user.structure.id !== auth.structureId)) throw notFound();
      // The profile fields of the administration area (phone, photo) come with the session fields.
      const profile = await deps.db.selectFrom('users').select(['phone', 'photo_asset_id']).where('id', '=', user.id).executeTakeFirstOrThrow();
      const photoUrl = profile.photo_asset_id === null ? null : `/api/materials/assets/${profile.photo_asset_id}/file`;
      return { ...userResource(user), '@type': 'User' as const, phone: profile.phone, photoUrl };
    },
  }),
];
