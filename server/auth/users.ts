import { Hono } from 'hono';
import type { AppEnv } from '../core/env';
import { notFound } from '../core/errors';
import { routeId } from '../core/scope';
import { loadSessionUser, userResource } from './session-user';

/** A user's profile in the session shape: oneself, or a user of one's structure; others do not exist (404). */
export const userRoutes = new Hono<AppEnv>();

userRoutes.get('/users/:id', async (c) => {
  const auth = c.var.auth;
  const id = routeId(c.req.param('id'));
  const user = await loadSessionUser(c.var.deps, id);
  if (!user || (user.id !== auth.userId && user.structure.id !== auth.structureId)) throw notFound();
  // The profile fields of the administration area (phone, photo) come with the session fields.
  const profile = await c.var.deps.db.selectFrom('users').select(['phone', 'photo_asset_id']).where('id', '=', id).executeTakeFirstOrThrow();
  const photoUrl = profile.photo_asset_id === null ? null : `/api/materials/assets/${profile.photo_asset_id}/file`;
  return c.json({ ...userResource(user), phone: profile.phone, photoUrl });
});
