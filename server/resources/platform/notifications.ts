import { sql, type SqlBool } from 'kysely';
import {
  notificationPatchSchema,
  notificationSchema,
  platformNotificationSchema,
  type NotificationInput,
  type NotificationPatch,
} from '../../../src/modules/platform/schema';
import type { NotificationLevel, PlatformNotification } from '../../../src/modules/platform/types';
import { ROLES } from '../../../src/shared/auth/roles';
import type { AppDeps, AuthContext } from '../../core/env';
import { invalidField } from '../../core/errors';
import { crudDeclarations } from '../../core/routes/crud';
import type { RouteDeclaration } from '../../core/routes/types';
import { givenColumns, givenFlag } from '../../core/patch';

/** Admins manage every notification; the others read those active today. */
function selectNotifications(deps: AppDeps, auth: AuthContext) {
  const query = deps.db.selectFrom('platform_notifications').selectAll('platform_notifications');
  if (auth.role === ROLES.admin) return query;
  const day = deps.now().toISOString().slice(0, 10);
  return query
    .where('platform_notifications.is_active', '=', 1)
    .where('platform_notifications.start_date', '<=', day)
    .where(sql<SqlBool>`(platform_notifications.end_date IS NULL OR platform_notifications.end_date >= ${day})`);
}

/**
 * The platform notifications (`/notifications`, spec part 2 §7) shown to every user between their
 * dates while active. Every signed-in user reads the active ones; the platform ADMIN manages them all.
 */
export const NOTIFICATION_ROUTES: readonly RouteDeclaration[] = crudDeclarations({
  path: '/notifications',
  type: 'Notification',
  output: platformNotificationSchema,
  access: { read: 'authenticated', write: 'admin' },
  summaries: {
    list: 'Lists the notifications (those active today, every one for the platform admin).',
    read: 'Reads a notification (active today unless the caller is the platform admin).',
    create: 'Creates a notification shown between its dates.',
    update: 'Updates a notification (merge-patch); its end date follows its start date.',
    remove: 'Deletes a notification.',
  },
  select: selectNotifications,
  idColumn: 'platform_notifications.id',
  toItem: (row): PlatformNotification => ({
    id: row.id,
    title: row.title,
    message: row.message,
    level: row.level as NotificationLevel,
    startDate: row.start_date,
    endDate: row.end_date,
    isActive: row.is_active === 1,
    createdAt: row.created_at,
  }),
  list: {
    defaultItemsPerPage: 10,
    maxItemsPerPage: 1000,
    order: { startDate: 'platform_notifications.start_date', title: 'platform_notifications.title', createdAt: 'platform_notifications.created_at' },
    defaultOrder: [['platform_notifications.start_date', 'desc']],
    search: ['platform_notifications.title', 'platform_notifications.message'],
    exact: { isActive: { column: 'platform_notifications.is_active', kind: 'bool' }, level: { column: 'platform_notifications.level', kind: 'string' } },
  },
  create: {
    schema: notificationSchema,
    async insert(deps, _auth, input: NotificationInput) {
      const row = await deps.db
        .insertInto('platform_notifications')
        .values({ title: input.title, message: input.message, level: input.level, start_date: input.startDate, end_date: input.endDate, is_active: input.isActive ? 1 : 0 })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },
  },
  update: {
    schema: notificationPatchSchema,
    async apply(deps, _auth, current, input: NotificationPatch) {
      const startDate = input.startDate ?? current.start_date;
      const endDate = input.endDate === undefined ? current.end_date : input.endDate;
      if (endDate !== null && endDate < startDate) {
        throw invalidField('endDate', 'La date de fin doit suivre la date de début.');
      }
      await deps.db
        .updateTable('platform_notifications')
        .set(givenColumns({
          title: input.title,
          message: input.message,
          level: input.level,
          start_date: startDate,
          end_date: endDate,
          is_active: givenFlag(input.isActive),
        }))
        .where('id', '=', current.id)
        .execute();
    },
  },
  remove: {
    async apply(deps, _auth, current) {
      await deps.db.deleteFrom('platform_notifications').where('id', '=', current.id).execute();
    },
  },
});
